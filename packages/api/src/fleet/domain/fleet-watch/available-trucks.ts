import type { AvailableTruck, AvailableTruckBucket } from '@fleet/contracts';
import { distanceMiles, offsetMinutes, roundTo } from '../geo';
import type { Driver, GeoPoint, PositionPing, Stop, Trip, Truck } from '../model';

export type AvailabilityBucket = Exclude<AvailableTruckBucket, 'ALL'>;

const utcDay = (at: string) => new Date(at).toISOString().slice(0, 10);

/** PAST before `now`'s UTC date, TODAY on it, TOMORROW on any later date. */
export function bucketFor(at: string, now: string): 'PAST' | 'TODAY' | 'TOMORROW' {
  const day = utcDay(at);
  const today = utcDay(now);
  if (day < today) return 'PAST';
  return day === today ? 'TODAY' : 'TOMORROW';
}

const lastStopOf = (trip: Trip | null): Stop | null =>
  trip?.stops.reduce<Stop | null>((last, s) => (!last || s.order > last.order ? s : last), null) ??
  null;

/**
 * When and where a truck becomes free: at the last stop of its latest trip (its departure once
 * departed, else its appointment). UNASSIGNED without a named driver or a last stop. With a
 * search, the distance runs from the searched point to the last stop (or the last ping when there
 * is no stop); a truck beyond the radius, or with nowhere to measure from, gives null.
 */
export function availableTruck(input: {
  truck: Truck;
  driver: Driver | null;
  lastTrip: Trip | null;
  lastPing: PositionPing | null;
  now: string;
  search?: { lat: number; lng: number; radiusMiles: number };
}): AvailableTruck | null {
  const { driver, lastPing, search } = input;
  const stop = lastStopOf(input.lastTrip);
  const named = driver && driver.name.trim() !== '' ? driver : null;

  let distance: number | null = null;
  if (search) {
    const from: GeoPoint | null = stop?.place ?? lastPing;
    if (!from) return null;
    distance = roundTo(distanceMiles(search, from), 1);
    if (distance > search.radiusMiles) return null;
  }

  const freeAt = stop ? (stop.departedAt ?? stop.appointment) : null;
  return {
    truck_id: input.truck.number,
    trip_number: input.lastTrip?.tripNum ?? null,
    bucket: named && freeAt ? bucketFor(freeAt, input.now) : 'UNASSIGNED',
    driver: named ? { name: named.name, address: { ...named.home } } : null,
    last_stop:
      stop && freeAt
        ? {
            datetime: freeAt,
            timezone_offset: offsetMinutes(stop.place.timezone, freeAt),
            // A stop carries no facility name; its street address names it.
            name: stop.place.address1,
            customer_name: stop.customerName,
            address: { city: stop.place.city, state: stop.place.state },
          }
        : null,
    event_details: driver?.homeTime
      ? { start_date_time: driver.homeTime.start, end_date_time: driver.homeTime.end }
      : null,
    last_known_location: lastPing
      ? { formatted_address: lastPing.address, lat: lastPing.lat, long: lastPing.lng }
      : null,
    distance_miles: distance,
  };
}
