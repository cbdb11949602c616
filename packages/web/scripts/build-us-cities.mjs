/**
 * One-off generator of src/lib/us-cities/data/us-cities.json, the offline city list of the
 * available-trucks location search. The web package does not depend on `city-timezones`; the API
 * package does, so this reads the API's copy:
 *
 *   node packages/web/scripts/build-us-cities.mjs   (from the repository root)
 *
 * It keeps the US cities (iso2 'US'), one per city and state (the most populous), as
 * {city, state, lat, lng} with coordinates rounded to 4 decimals (~11 m), most populous first.
 * The JSON is committed; rerun only when the source list changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const source = path.resolve(here, '../../api/node_modules/city-timezones/data/cityMap.json');
const target = path.resolve(here, '../src/lib/us-cities/data/us-cities.json');

const round = (value) => Math.round(value * 10_000) / 10_000;
const byKey = new Map();
for (const entry of JSON.parse(readFileSync(source, 'utf8'))) {
  if (entry.iso2 !== 'US') continue;
  // The package gives the District of Columbia no state_ansi (as the API's simulator notes).
  const state = entry.state_ansi || (entry.province === 'District of Columbia' ? 'DC' : '');
  if (!state) continue;
  const city = entry.city.replace(/, D\.C\.$/, '');
  const key = `${city}|${state}`;
  const seen = byKey.get(key);
  if (!seen || entry.pop > seen.pop) byKey.set(key, { ...entry, city, state });
}
const cities = [...byKey.values()]
  .sort((a, b) => b.pop - a.pop || a.city.localeCompare(b.city))
  .map((entry) => ({
    city: entry.city,
    state: entry.state,
    lat: round(entry.lat),
    lng: round(entry.lng),
  }));

writeFileSync(target, `${JSON.stringify(cities)}\n`);
console.log(`wrote ${cities.length} cities to ${path.relative(process.cwd(), target)}`);
