import type { TrailerRecord } from '@fleet/contracts';
import { distanceMiles } from '../geo';
import type { Facility, Place, TrailerPing } from '../model';
import { NO_POSITION } from './mismatch';

export type CustomerFacility = Facility & { customerName: string };

const inside = (ping: TrailerPing, facility: Facility) =>
  distanceMiles(ping, facility.place) <= facility.geofenceRadiusMiles;

/** The facility whose geofence holds the ping; the nearest one when geofences overlap. */
function facilityAt(ping: TrailerPing, facilities: CustomerFacility[]): CustomerFacility | null {
  let best: CustomerFacility | null = null;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const facility of facilities) {
    const miles = distanceMiles(ping, facility.place);
    if (miles <= facility.geofenceRadiusMiles && miles < bestMiles) {
      best = facility;
      bestMiles = miles;
    }
  }
  return best;
}

function lastVisited(newestFirst: TrailerPing[], facilities: CustomerFacility[]) {
  for (const ping of newestFirst) {
    const facility = facilityAt(ping, facilities);
    if (facility) return facility;
  }
  return null;
}

/**
 * Where a trailer is relative to customer facilities. It is at a customer when its newest ping is
 * inside a geofence; it has been there since the oldest ping of the unbroken run of newest pings
 * inside that same geofence. customer_location is the last customer facility the trailer was
 * seen at (the list column is "Last Known Customer Location"), so it may be set while the
 * trailer is elsewhere; days_at_location is then 0.
 */
export function trailerAtCustomer(input: {
  trailerNumber: string;
  pings: TrailerPing[];
  facilities: CustomerFacility[];
  now: string;
}): TrailerRecord {
  const newestFirst = [...input.pings].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const newest = newestFirst[0];
  const current = newest ? facilityAt(newest, input.facilities) : null;

  let seconds = 0;
  if (newest && current) {
    let entered = newest;
    for (const ping of newestFirst) {
      if (!inside(ping, current)) break;
      entered = ping;
    }
    seconds = Math.max(0, Math.floor((Date.parse(input.now) - Date.parse(entered.at)) / 1000));
  }

  const lastKnown = current ?? lastVisited(newestFirst, input.facilities);

  return {
    trailer_id: input.trailerNumber,
    is_at_customer_location: current !== null,
    days_at_location: seconds,
    current_location: newest
      ? { address: newest.address, lat: newest.lat, long: newest.lng }
      : { address: NO_POSITION, lat: 0, long: 0 },
    customer_location: lastKnown
      ? {
          address: formatPlace(lastKnown.place),
          customer_name: lastKnown.customerName,
          lat: lastKnown.place.lat,
          long: lastKnown.place.lng,
        }
      : null,
  };
}

/** Counted on the home card and in the at-customer bucket: the contracts' rule (> 6 h there). */
export { isTrailerAtCustomerLocation as isCountedAtCustomer } from '@fleet/contracts';

export function formatPlace(place: Place): string {
  const cityState = [place.city, [place.state, place.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [place.address1, cityState].filter(Boolean).join(', ');
}
