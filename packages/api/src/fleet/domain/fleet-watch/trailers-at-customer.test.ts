import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../geo';
import type { TrailerPing } from '../model';
import {
  type CustomerFacility,
  indexFacilities,
  isCountedAtCustomer,
  trailerAtCustomer,
} from './index';

const facility = (id: string, lat: number, lng: number, radius = 0.5): CustomerFacility => ({
  id,
  customerId: `cust-${id}`,
  customerName: `Customer ${id}`,
  name: `DC ${id}`,
  place: {
    lat,
    lng,
    address1: `${id} Dock Rd`,
    city: 'Joliet',
    state: 'IL',
    zipcode: '60431',
    timezone: 'America/Chicago',
  },
  geofenceRadiusMiles: radius,
});
const A = facility('A', 41, -88);
const B = facility('B', 42, -88);
const facilities = [A, B];

const at = (hhmm: string) => `2026-03-10T${hhmm}:00.000Z`;
const ping = (hhmm: string, lat: number, lng = -88): TrailerPing => ({
  trailerId: 'trailer-1',
  at: at(hhmm),
  lat,
  lng,
  address: `${lat}, ${lng}`,
});
// 0.002° of latitude is 0.14 mi (inside a 0.5 mi geofence); 0.05° is 3.45 mi (outside).
const insideA = (hhmm: string) => ping(hhmm, 41.002);
const outside = (hhmm: string) => ping(hhmm, 41.05);

const record = (pings: TrailerPing[], now: string, list = facilities) =>
  trailerAtCustomer({ trailerNumber: '5310', pings, facilities: indexFacilities(list), now });

describe('trailerAtCustomer', () => {
  it('when the trailer has no pings, then it is not at a customer and has no known location', () => {
    expect(record([], at('12:00'))).toEqual({
      trailer_id: '5310',
      is_at_customer_location: false,
      days_at_location: 0,
      current_location: { address: 'No position reported', lat: 0, long: 0 },
      customer_location: null,
    });
  });

  it('when the newest pings are inside a geofence since 08:00 and now is 14:00, then 21600 s there (not yet counted)', () => {
    const r = record(
      [outside('06:00'), insideA('08:00'), insideA('10:00'), insideA('12:00')],
      at('14:00'),
    );
    expect(r).toEqual({
      trailer_id: '5310',
      is_at_customer_location: true,
      days_at_location: 21_600,
      current_location: { address: '41.002, -88', lat: 41.002, long: -88 },
      customer_location: {
        address: 'A Dock Rd, Joliet, IL 60431',
        customer_name: 'Customer A',
        lat: 41,
        long: -88,
      },
    });
    expect(isCountedAtCustomer(r)).toBe(false);
  });

  it('when one second more has passed, then it is counted at the customer', () => {
    const r = record([insideA('08:00'), insideA('12:00')], '2026-03-10T14:00:01.000Z');
    expect(r.days_at_location).toBe(21_601);
    expect(isCountedAtCustomer(r)).toBe(true);
  });

  it('when the pings arrive out of order, then the run is still found from the newest', () => {
    expect(
      record([insideA('12:00'), outside('06:00'), insideA('08:00')], at('14:00')).days_at_location,
    ).toBe(21_600);
  });

  it('when an earlier visit was broken by a ping outside, then the time counts from the re-entry', () => {
    const pings = [insideA('02:00'), outside('04:00'), insideA('08:00'), insideA('12:00')];
    expect(record(pings, at('14:00')).days_at_location).toBe(6 * 3600);
  });

  it('when the trailer moved from one customer to another, then the time counts from entering the second', () => {
    const pings = [insideA('02:00'), insideA('04:00'), ping('08:00', 42.001), ping('10:00', 42)];
    const r = record(pings, at('10:30'));
    expect(r.days_at_location).toBe(2.5 * 3600);
    expect(r.customer_location?.customer_name).toBe('Customer B');
  });

  it('when the trailer has left the customer, then not at a customer, 0 s, but the last known customer is kept', () => {
    const r = record([insideA('02:00'), insideA('04:00'), outside('08:00')], at('20:00'));
    expect(r).toMatchObject({
      is_at_customer_location: false,
      days_at_location: 0,
      customer_location: { customer_name: 'Customer A' },
    });
    expect(isCountedAtCustomer(r)).toBe(false);
  });

  it('when geofences overlap, then the nearest facility is the one', () => {
    const near = facility('N', 41.001, -88, 1);
    const r = record([ping('08:00', 41.0012)], at('09:00'), [A, near]);
    expect(r.customer_location?.customer_name).toBe('Customer N');
  });

  it('when the ping lies exactly on the geofence edge, then it is inside', () => {
    const p = ping('08:00', 41.004);
    const edge = facility('E', 41, -88, distanceMiles(p, { lat: 41, lng: -88 }));
    expect(record([p], at('09:00'), [edge]).is_at_customer_location).toBe(true);
  });

  it('when now is before the newest ping (clock skew), then the time there is 0, not negative', () => {
    expect(record([insideA('12:00')], at('11:00')).days_at_location).toBe(0);
  });
});

describe('isCountedAtCustomer', () => {
  it('when a record is not at a customer, then it is not counted however long', () => {
    expect(
      isCountedAtCustomer({
        trailer_id: 'x',
        is_at_customer_location: false,
        days_at_location: 100_000,
        current_location: { address: '', lat: 0, long: 0 },
        customer_location: null,
      }),
    ).toBe(false);
  });
});

describe('the facilities looked up by latitude band', () => {
  it('when trailers stand anywhere among facilities of any geofence, then the one found is the nearest whose geofence holds them, as a search of every facility finds', () => {
    const degrees = (min: number, max: number) => fc.double({ min, max, noNaN: true });
    const site = fc.record({
      lat: degrees(24, 62),
      lng: degrees(-150, -60),
      radius: degrees(0.1, 25),
    });
    fc.assert(
      fc.property(
        fc.array(site, { minLength: 1, maxLength: 40 }),
        fc.array(fc.record({ lat: degrees(24, 62), lng: degrees(-150, -60) }), { maxLength: 20 }),
        fc.nat(),
        (sites, spots, pick) => {
          const list = sites.map((s, i) => facility(`F${i}`, s.lat, s.lng, s.radius));
          // Some trailers right beside a facility, the others anywhere.
          const near = list[pick % list.length]!.place;
          for (const spot of [...spots, { lat: near.lat + 0.001, lng: near.lng - 0.001 }]) {
            const found = record([ping('10:00', spot.lat, spot.lng)], at('11:00'), list);
            const holding = list
              .map((f) => ({ f, miles: distanceMiles(spot, f.place) }))
              .filter(({ f, miles }) => miles <= f.geofenceRadiusMiles)
              .sort((a, b) => a.miles - b.miles);
            expect(found.is_at_customer_location).toBe(holding.length > 0);
            expect(found.customer_location?.customer_name ?? null).toBe(
              holding[0]?.f.customerName ?? null,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
