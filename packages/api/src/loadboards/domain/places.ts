import { type City, US_CITIES } from '../../providers/fleet/simulated/cities';
import { findPlace } from '../../providers/places/offline';
import { normaliseCityName, type Place } from '../../providers/places/types';

/**
 * Offline geocoding of 'City, ST' for load-board searches: the offline US places dataset
 * (providers/places/offline — small towns included); the fleet simulator's cities
 * (providers/fleet/simulated/cities.ts) only when the dataset misses a city. Case, dots,
 * hyphens and the Fort/Ft., Saint/St. spellings do not matter.
 */

export type GeocodedPlace = Place;

function key(city: string, state: string): string {
  return `${normaliseCityName(city)}|${state.trim().toUpperCase()}`;
}

let simulatorCities: ReadonlyMap<string, City> | undefined;

function simulatorCity(city: string, state: string): City | undefined {
  simulatorCities ??= new Map(US_CITIES.map((c) => [key(c.name, c.state), c]));
  return simulatorCities.get(key(city, state));
}

export function geocodeCity(city: string, state: string): GeocodedPlace | null {
  const place = findPlace(city, state);
  if (place) return place;
  const found = simulatorCity(city, state);
  return found
    ? { city: found.name, state: found.state, latitude: found.lat, longitude: found.lng }
    : null;
}
