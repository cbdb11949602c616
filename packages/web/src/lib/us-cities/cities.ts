export type City = { city: string; state: string; lat: number; lng: number };

/** 'Dallas, TX': what the picker lists and what a valid entry must read. */
export function cityLabel(city: Pick<City, 'city' | 'state'>): string {
  return `${city.city}, ${city.state}`;
}

/** The city whose label matches the entry (case and spacing aside), or null. */
export function findCity(cities: readonly City[], entry: string): City | null {
  const wanted = entry
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/, ', ')
    .toLowerCase();
  if (wanted === '') return null;
  return cities.find((city) => cityLabel(city).toLowerCase() === wanted) ?? null;
}

/** The offline list (scripts/build-us-cities.mjs), in a chunk of its own. */
export async function loadCities(): Promise<City[]> {
  const module = await import('./data/us-cities.json');
  return module.default;
}
