import cityTimezones from 'city-timezones';
import type { GeoPoint } from '../model';
import { compass, distanceMiles } from './geo';

export interface City extends GeoPoint {
  name: string;
  /** Two-letter state code. */
  state: string;
  population: number;
  timezone: string;
}

/** Cities smaller than this are left out: big enough to have freight facilities and truck stops. */
export const MIN_CITY_POPULATION = 100_000;

/** Zones outside the contiguous US: a truck cannot drive there. */
const OFF_ROAD_ZONES = new Set(['Pacific/Honolulu', 'America/Anchorage']);

function loadCities(): City[] {
  const seen = new Set<string>();
  const out: City[] = [];
  for (const c of cityTimezones.cityMapping) {
    if (c.iso2 !== 'US' || c.pop < MIN_CITY_POPULATION || OFF_ROAD_ZONES.has(c.timezone)) continue;
    // The package gives District of Columbia no state_ansi.
    const state = c.state_ansi || (c.province === 'District of Columbia' ? 'DC' : '');
    const name = c.city.replace(/, D\.C\.$/, '');
    const key = `${name}|${state}`;
    if (!state || seen.has(key)) continue;
    seen.add(key);
    out.push({
      name,
      state,
      lat: c.lat,
      lng: c.lng,
      population: Math.round(c.pop),
      timezone: c.timezone,
    });
  }
  // A stable order independent of the package's, so seeded picks do not shift between releases.
  return out.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
}

/** US cities in the contiguous states, largest first. */
export const US_CITIES: readonly City[] = loadCities();

/** Running totals of sqrt(population): picks favour big cities without drowning small ones. */
export const CITY_WEIGHTS: readonly number[] = (() => {
  let total = 0;
  return US_CITIES.map((c) => {
    total += Math.sqrt(c.population);
    return total;
  });
})();

const nearestMemo = new Map<number, City>();

/** The nearest city to a point (memoised per 0.05° cell, which is well under city spacing). */
export function nearestCity(p: GeoPoint): City {
  const key = Math.round(p.lat * 20) * 100_000 + Math.round(p.lng * 20);
  const memo = nearestMemo.get(key);
  if (memo) return memo;
  let best = US_CITIES[0]!;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const city of US_CITIES) {
    const miles = distanceMiles(p, city);
    if (miles < bestMiles) {
      best = city;
      bestMiles = miles;
    }
  }
  nearestMemo.set(key, best);
  return best;
}

/** "near Amarillo, TX" within 15 miles of a city, else "42 mi NE of Amarillo, TX". */
export function describeLocation(p: GeoPoint): string {
  const city = nearestCity(p);
  const miles = distanceMiles(city, p);
  if (miles < 15) return `near ${city.name}, ${city.state}`;
  return `${Math.round(miles)} mi ${compass(city, p)} of ${city.name}, ${city.state}`;
}
