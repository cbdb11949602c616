import { type City, US_CITIES } from '../../providers/fleet/simulated/cities';

/**
 * Offline geocoding of 'City, ST' for load-board searches: the US city dataset the fleet
 * simulator uses (providers/fleet/simulated/cities.ts). Case, dots and the Fort/Ft., Saint/St.
 * spellings do not matter.
 */

export interface GeocodedPlace {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

function key(city: string, state: string): string {
  const name = city
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^fort /, 'ft ')
    .replace(/^saint /, 'st ');
  return `${name}|${state.trim().toUpperCase()}`;
}

const BY_KEY: ReadonlyMap<string, City> = new Map(US_CITIES.map((c) => [key(c.name, c.state), c]));

export function geocodeCity(city: string, state: string): GeocodedPlace | null {
  const found = BY_KEY.get(key(city, state));
  return found
    ? { city: found.name, state: found.state, latitude: found.lat, longitude: found.lng }
    : null;
}
