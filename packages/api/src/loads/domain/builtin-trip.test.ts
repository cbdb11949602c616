import { describe, expect, it } from 'vitest';
import type { AccountReference } from '../data/reference-repository';
import { CHICAGO, loadRecord, stop } from '../loads.test-helper';
import { buildTrip, stopInstant } from './builtin-trip';

const ref: AccountReference = {
  customers: [{ id: 'c1', name: 'Acme Foods' }],
  facilities: [{ id: 'f-chi', customer_id: 'c1', name: 'Windy City Cold Storage', place: CHICAGO }],
  drivers: [{ id: 'd1', name: 'Maria Lopez' }],
  trucks: [{ id: 'tk1', name: '1201' }],
  trailers: [{ id: 'tl1', name: 'R-5001' }],
};
const NOW = '2026-11-20T15:00:00.000Z';

describe('a load as a built-in TMS trip', () => {
  it('when times are read, then they are wall times of the stop’s zone, daylight saving included', () => {
    expect(stopInstant('07/04/2026', '09', '15', 'America/New_York')).toBe(
      '2026-07-04T13:15:00.000Z',
    );
    expect(stopInstant('07/04/2026', '09', '15', 'America/Phoenix')).toBe(
      '2026-07-04T16:15:00.000Z',
    );
    expect(stopInstant('02/30/2026', '09', '15', 'America/Chicago')).toBeNull();
    expect(stopInstant('2026-07-04', '09', '15', 'America/Chicago')).toBeNull();
  });

  it('when a stop gives only a ZIP, then the ZIP’s city places it in its zone', () => {
    const record = loadRecord();
    record.stops[1] = stop({
      stop_type: 'Delivery',
      stop_number: 2,
      zipcode: '85004',
      appointment_date: '11/23/2026',
      appointment_time_hours: '10',
      appointment_time_minutes: '00',
    });
    const built = buildTrip('L-TEST0001', record, ref, NOW);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.trip.stops[1]!.place).toMatchObject({
      city: 'Phoenix',
      state: 'AZ',
      timezone: 'America/Phoenix',
    });
    expect(built.trip.stops[1]!.appointment).toBe('2026-11-23T17:00:00.000Z');
  });

  it('when the record names units by id or number, then they are assigned; nothing named leaves them empty', () => {
    const named = loadRecord({
      carrier: {
        carrier_name: null,
        driver_name: null,
        driver_id: 'd1',
        driver_phone: null,
        truck: null,
        trailer: 'r-5001',
      },
    });
    const built = buildTrip('L-TEST0002', named, ref, NOW);
    expect(built.ok && [built.trip.driverId, built.trip.trailerId, built.trip.truckId]).toEqual([
      'd1',
      'tl1',
      '',
    ]);
    const unknown = buildTrip('L-TEST0003', loadRecord({ customer_id: 'c-other' }), ref, NOW);
    expect(unknown).toEqual({
      ok: false,
      errors: [
        {
          propertyName: 'customer_id',
          message: "Customer c-other is not one of this account's customers.",
        },
      ],
    });
  });
});
