import { describe, expect, it } from 'vitest';
import type { Driver, PositionPing, Stop, Trip } from '../model';
import { availableTruck, bucketFor } from './index';

const NOW = '2026-03-10T15:00:00.000Z';
const CHICAGO = { lat: 41.8781, lng: -87.6298 };

const stop = (order: number, overrides: Partial<Stop> = {}): Stop => ({
  id: `stop-${order}`,
  order,
  type: order === 1 ? 'Pickup' : 'Delivery',
  facilityId: `fac-${order}`,
  customerName: `Customer ${order}`,
  place: {
    ...CHICAGO,
    address1: `${order} Dock Rd`,
    city: 'Chicago',
    state: 'IL',
    zipcode: '60601',
    timezone: 'America/Chicago',
  },
  appointmentType: 'APPT',
  appointment: '2026-03-10T18:00:00.000Z',
  appointmentEnd: null,
  arrivedAt: null,
  departedAt: null,
  notes: '',
  ...overrides,
});

const trip = (stops: Stop[]): Trip => ({
  id: 'trip-1',
  tripNum: 'T-100',
  loadNum: 'L-100',
  orderNumber: 'O-100',
  customerId: 'cust-1',
  customerName: 'Customer 1',
  status: 'In Transit',
  truckId: 'truck-1',
  trailerId: 'trailer-1',
  driverId: 'driver-1',
  invoiceNum: null,
  externalLink: 'https://tms.example/L-100',
  reefer: null,
  stops,
  dispatchedAt: '2026-03-09T12:00:00.000Z',
  deliveredAt: null,
});

const driver: Driver = {
  id: 'driver-1',
  name: 'Dana Reyes',
  phone: '',
  email: '',
  eldId: 'eld-1',
  home: { city: 'Joliet', state: 'IL' },
  homeTime: { start: '2026-03-12T00:00:00.000Z', end: '2026-03-14T00:00:00.000Z' },
};

const lastPing: PositionPing = {
  truckId: 'truck-1',
  at: '2026-03-10T14:55:00.000Z',
  lat: 41.5,
  lng: -87.6298,
  speedMph: 55,
  address: 'I-57 near Chicago Heights, IL',
};

type Input = Parameters<typeof availableTruck>[0];
const available = (overrides: Partial<Input> = {}) =>
  availableTruck({
    truck: { id: 'truck-1', number: '1042' },
    driver,
    lastTrip: trip([stop(1, { appointment: '2026-03-10T08:00:00.000Z' }), stop(2)]),
    lastPing,
    now: NOW,
    ...overrides,
  });
const lastStopAt = (appointment: string, departedAt: string | null = null) =>
  available({ lastTrip: trip([stop(1, { appointment, departedAt })]) });

describe('availableTruck', () => {
  it('when the truck frees up later today at its last stop, then TODAY with the stop, driver and home time', () => {
    expect(available()).toEqual({
      truck_id: '1042',
      trip_number: 'T-100',
      bucket: 'TODAY',
      driver: { name: 'Dana Reyes', address: { city: 'Joliet', state: 'IL' } },
      last_stop: {
        datetime: '2026-03-10T18:00:00.000Z',
        timezone_offset: -300,
        name: '2 Dock Rd',
        customer_name: 'Customer 2',
        address: { city: 'Chicago', state: 'IL' },
      },
      event_details: {
        start_date_time: '2026-03-12T00:00:00.000Z',
        end_date_time: '2026-03-14T00:00:00.000Z',
      },
      last_known_location: {
        formatted_address: 'I-57 near Chicago Heights, IL',
        lat: 41.5,
        long: -87.6298,
      },
      distance_miles: null,
    });
  });

  it('when the stops are not in order, then the one with the highest order is the last stop', () => {
    const r = available({ lastTrip: trip([stop(3), stop(1), stop(2)]) });
    expect(r?.last_stop?.name).toBe('3 Dock Rd');
  });

  it('when the last stop is at 00:30Z today (the evening before in Chicago), then TODAY by the UTC date', () => {
    expect(lastStopAt('2026-03-10T00:30:00.000Z')?.bucket).toBe('TODAY');
  });

  it('when the last stop is at 23:59:59Z yesterday, then PAST', () => {
    expect(lastStopAt('2026-03-09T23:59:59.000Z')?.bucket).toBe('PAST');
  });

  it('when the last stop is at 00:00Z tomorrow, then TOMORROW', () => {
    expect(lastStopAt('2026-03-11T00:00:00.000Z')?.bucket).toBe('TOMORROW');
  });

  it('when the last stop is next week, then TOMORROW (tomorrow or later)', () => {
    expect(lastStopAt('2026-03-17T12:00:00.000Z')?.bucket).toBe('TOMORROW');
  });

  it('when the driver departed the last stop, then its departure decides, not the appointment', () => {
    const r = lastStopAt('2026-03-10T18:00:00.000Z', '2026-03-09T22:00:00.000Z');
    expect(r?.bucket).toBe('PAST');
    expect(r?.last_stop).toMatchObject({
      datetime: '2026-03-09T22:00:00.000Z',
      timezone_offset: -300,
    });
  });

  it('when now is the last millisecond of the UTC day, then a stop at midnight is TOMORROW', () => {
    expect(bucketFor('2026-03-11T00:00:00.000Z', '2026-03-10T23:59:59.999Z')).toBe('TOMORROW');
    expect(bucketFor('2026-03-10T00:00:00.000Z', '2026-03-10T23:59:59.999Z')).toBe('TODAY');
  });

  it('when the last stop is before the DST change, then its offset is standard time', () => {
    expect(lastStopAt('2026-03-01T12:00:00.000Z')?.last_stop?.timezone_offset).toBe(-360);
  });

  it('when there is no driver, then UNASSIGNED with no driver and no home time', () => {
    expect(available({ driver: null })).toMatchObject({
      bucket: 'UNASSIGNED',
      driver: null,
      event_details: null,
      trip_number: 'T-100',
    });
  });

  it('when the driver has a blank name, then UNASSIGNED', () => {
    const r = available({ driver: { ...driver, name: '  ' } });
    expect(r).toMatchObject({ bucket: 'UNASSIGNED', driver: null });
  });

  it('when the truck has no trip, then UNASSIGNED with no last stop', () => {
    expect(available({ lastTrip: null })).toMatchObject({
      bucket: 'UNASSIGNED',
      trip_number: null,
      last_stop: null,
    });
  });

  it('when the driver has no home time planned, then no event details', () => {
    expect(available({ driver: { ...driver, homeTime: null } })?.event_details).toBe(null);
  });

  it('when the truck has never reported a position, then no last known location', () => {
    expect(available({ lastPing: null })?.last_known_location).toBe(null);
  });
});

describe('availableTruck with a location search', () => {
  // The last stop is at Chicago; 42.2 N is 22.2 mi north of it, and the ping at 41.5 N is 26.1 mi south.
  const from = (radiusMiles: number) => ({ lat: 42.2, lng: -87.6298, radiusMiles });

  it('when the last stop is within the radius, then the truck is listed with its distance', () => {
    expect(available({ search: from(25) })?.distance_miles).toBe(22.2);
  });

  it('when the last stop is beyond the radius, then the truck is left out', () => {
    expect(available({ search: from(20) })).toBe(null);
  });

  it('when there is no last stop, then the distance runs to the last ping', () => {
    const r = available({ lastTrip: null, search: { ...CHICAGO, radiusMiles: 30 } });
    expect(r?.distance_miles).toBe(26.1);
  });

  it('when there is neither a last stop nor a ping, then the truck is left out', () => {
    expect(available({ lastTrip: null, lastPing: null, search: from(5000) })).toBe(null);
  });
});
