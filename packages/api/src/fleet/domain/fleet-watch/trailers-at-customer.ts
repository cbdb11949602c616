import type { TrailerRecord } from '@fleet/contracts';
import { distanceMiles, EARTH_RADIUS_MILES } from '../geo';
import type { Facility, Place, TrailerPing } from '../model';
import { NO_POSITION } from './mismatch';

export type CustomerFacility = Facility & { customerName: string };

const inside = (ping: TrailerPing, facility: Facility) =>
  distanceMiles(ping, facility.place) <= facility.geofenceRadiusMiles;

/** Miles per degree of latitude (the same everywhere): a distance is never less than this × Δlat. */
const MILES_PER_DEGREE_LATITUDE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/**
 * The customer facilities sorted by latitude, so a ping is checked only against the facilities in
 * its latitude band (the widest geofence's radius either side): every trailer's pings are looked
 * up once per sync, ~12,000 trailers × their pings × ~6,000 facilities at ten times the fleet.
 */
export interface FacilityIndex {
  readonly byLatitude: readonly CustomerFacility[];
  readonly bandDegrees: number;
}

export function indexFacilities(facilities: readonly CustomerFacility[]): FacilityIndex {
  const widest = Math.max(0, ...facilities.map((f) => f.geofenceRadiusMiles));
  return {
    byLatitude: [...facilities].sort((a, b) => a.place.lat - b.place.lat),
    // A hair wider than the bound, so rounding never drops a facility on the band's edge.
    bandDegrees: (widest / MILES_PER_DEGREE_LATITUDE) * 1.001,
  };
}

/** The facility whose geofence holds the ping; the nearest one when geofences overlap. */
function facilityAt(ping: TrailerPing, { byLatitude, bandDegrees }: FacilityIndex) {
  let best: CustomerFacility | null = null;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (let i = firstAtOrAbove(byLatitude, ping.lat - bandDegrees); i < byLatitude.length; i++) {
    const facility = byLatitude[i]!;
    if (facility.place.lat > ping.lat + bandDegrees) break;
    const miles = distanceMiles(ping, facility.place);
    if (miles <= facility.geofenceRadiusMiles && miles < bestMiles) {
      best = facility;
      bestMiles = miles;
    }
  }
  return best;
}

function firstAtOrAbove(byLatitude: readonly CustomerFacility[], lat: number): number {
  let low = 0;
  let high = byLatitude.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byLatitude[middle]!.place.lat < lat) low = middle + 1;
    else high = middle;
  }
  return low;
}

function lastVisited(newestFirst: TrailerPing[], facilities: FacilityIndex) {
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
  facilities: FacilityIndex;
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
