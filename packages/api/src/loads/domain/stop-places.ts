import { createRequire } from 'node:module';
import type { LoadStop } from '@fleet/contracts';
import type { Place } from '../../fleet/domain/model';
import { timezoneOf } from '../../providers/fleet/alvys/mapping';
import { findPlace } from '../../providers/places';
import type { FacilityRow } from '../data/reference-repository';
import { normalise } from './rank';

/** The zone of a stop whose city the zone table does not know and whose state is unknown. */
const FALLBACK_ZONE = 'America/Chicago';

let zips:
  | Record<string, { city: string; state: string; latitude: number; longitude: number }>
  | undefined;

/** A US ZIP's city, state and coordinates (the `zipcodes` table the offline places use). */
function zipRecord(zipcode: string) {
  if (!zips) {
    const require = createRequire(import.meta.url);
    zips = (require('zipcodes/lib/codes.js') as { codes: typeof zips }).codes;
  }
  const zip = /^\d{5}/.exec(zipcode.trim())?.[0];
  return zip ? zips![zip] : undefined;
}

/**
 * Where a stop is, with coordinates and time zone: the account's facility when the stop names it
 * (its key, or its name in the same city), else the city and state (coordinates from the offline
 * US places, or the ZIP), else the ZIP alone. Null when none of these says.
 */
export function stopPlace(
  stop: LoadStop,
  facilities: readonly FacilityRow[],
): {
  place: Place;
  facility?: FacilityRow;
} | null {
  const facility = facilityOf(stop, facilities);
  if (facility) return { place: facility.place, facility };
  const byZip = stop.zipcode ? zipRecord(stop.zipcode) : undefined;
  const city = stop.city?.trim() || byZip?.city || '';
  const state = (stop.state?.trim() || byZip?.state || '').toUpperCase();
  if (!city || !/^[A-Z]{2}$/.test(state)) return null;
  const known = findPlace(city, state);
  const lat = stop.lat ?? known?.latitude ?? byZip?.latitude;
  const lng = stop.lng ?? known?.longitude ?? byZip?.longitude;
  if (lat === undefined || lat === null || lng === undefined || lng === null) return null;
  return {
    place: {
      lat,
      lng,
      address1: stop.address?.trim() ?? '',
      city: known?.city ?? city,
      state,
      zipcode: stop.zipcode?.trim() ?? '',
      timezone: timezoneOf(known?.city ?? city, state, FALLBACK_ZONE),
    },
  };
}

function facilityOf(stop: LoadStop, facilities: readonly FacilityRow[]): FacilityRow | undefined {
  if (stop.company_id) {
    const byKey = facilities.find((f) => f.id === stop.company_id);
    if (byKey) return byKey;
  }
  const name = stop.company_name ? normalise(stop.company_name) : '';
  if (!name) return undefined;
  const city = stop.city ? normalise(stop.city) : '';
  return facilities.find(
    (f) => normalise(f.name) === name && (!city || normalise(f.place.city ?? '') === city),
  );
}
