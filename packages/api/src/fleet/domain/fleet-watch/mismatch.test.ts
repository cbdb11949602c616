import { describe, expect, it } from 'vitest';
import type { PositionPing, TrailerPing } from '../model';
import { truckTrailerMismatch } from './index';

const truck = (lat: number, lng: number): PositionPing => ({
  truckId: 'truck-1',
  at: '2026-03-10T12:00:00.000Z',
  lat,
  lng,
  speedMph: 0,
  address: 'I-55 near Springfield, IL',
});
const trailer = (lat: number, lng: number): TrailerPing => ({
  trailerId: 'trailer-1',
  at: '2026-03-10T12:01:00.000Z',
  lat,
  lng,
  address: 'Yard, Rockford, IL',
});
const check = (t: PositionPing | null, tr: TrailerPing | null, thresholdMiles?: number) =>
  truckTrailerMismatch({
    truckNumber: '1042',
    trailerNumber: '5310',
    loadNumber: 'L-77',
    truck: t,
    trailer: tr,
    ...(thresholdMiles === undefined ? {} : { thresholdMiles }),
  });

describe('truckTrailerMismatch', () => {
  it('when the trailer is 184 mi from the truck, then a mismatch that says so', () => {
    // 2.663° of latitude × 69.094 mi/° = 183.998 mi.
    expect(check(truck(40, -90), trailer(42.663, -90))).toEqual({
      truck_id: '1042',
      trailer_id: '5310',
      latest_load_id: 'L-77',
      is_mismatch: true,
      truck_location: { address: 'I-55 near Springfield, IL', lat: 40, long: -90 },
      trailer_location: { address: 'Yard, Rockford, IL', lat: 42.663, long: -90 },
      distance_miles: 184,
      mismatch_reason: 'Trailer 5310 is 184 mi from truck 1042',
    });
  });

  it('when both report the same spot, then no mismatch: the trailer is with the truck', () => {
    expect(check(truck(40, -90), trailer(40, -90))).toMatchObject({
      is_mismatch: false,
      distance_miles: 0,
      mismatch_reason: 'Trailer is with the truck',
    });
  });

  it('when they are 1.02 mi apart (1.0 shown), then it is within the default 1 mi threshold', () => {
    expect(check(truck(40, -90), trailer(40.014762, -90))).toMatchObject({
      is_mismatch: false,
      distance_miles: 1,
    });
  });

  it('when they are 1.08 mi apart (1.1 shown), then it is a mismatch', () => {
    expect(check(truck(40, -90), trailer(40.015631, -90))).toMatchObject({
      is_mismatch: true,
      distance_miles: 1.1,
      mismatch_reason: 'Trailer 5310 is 1.1 mi from truck 1042',
    });
  });

  it('when a larger threshold is given, then 184 mi apart is not a mismatch under it', () => {
    expect(check(truck(40, -90), trailer(42.663, -90), 200).is_mismatch).toBe(false);
  });

  it('when the trailer has no position, then no mismatch and the reason says so', () => {
    expect(check(truck(40, -90), null)).toMatchObject({
      is_mismatch: false,
      distance_miles: 0,
      trailer_location: { address: 'No position reported', lat: 0, long: 0 },
      mismatch_reason: 'Trailer 5310 has not reported a position',
    });
  });

  it('when the truck has no position, then no mismatch and the reason says so', () => {
    expect(check(null, trailer(40, -90)).mismatch_reason).toBe(
      'Truck 1042 has not reported a position',
    );
  });

  it('when neither has a position, then the reason names both', () => {
    expect(check(null, null)).toMatchObject({
      is_mismatch: false,
      mismatch_reason: 'Truck 1042 and trailer 5310 have not reported a position',
    });
  });
});
