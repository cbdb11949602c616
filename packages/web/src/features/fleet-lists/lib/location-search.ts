import { type City, findCity } from '@/lib/us-cities';

/** The server refuses radii above this (contracts: availableTrucksQuerySchema). */
export const MAX_RADIUS_MILES = 3000;

export const INVALID_CITY = 'Please select a valid city';
export const RADIUS_REQUIRED = 'Enter a radius in miles';
export const RADIUS_NOT_NUMERIC = 'Radius must be a number';
export const RADIUS_NOT_POSITIVE = 'Radius must be greater than 0';
export const RADIUS_TOO_LARGE = `Radius must be at most ${MAX_RADIUS_MILES} miles`;

export type LocationSearch = { city: City; latitude: number; longitude: number; radius: number };

export type LocationSearchResult =
  | { kind: 'none' }
  | { kind: 'search'; search: LocationSearch }
  | { kind: 'invalid'; errors: { city?: string; radius?: string } };

/** Digits with an optional fraction: '25', '12.5', '.5'. Rejects '1e3', '0x10', '10 mi'. */
const NUMERIC = /^(\d+(\.\d*)?|\.\d+)$/;

export function validateRadius(text: string): string | null {
  const value = text.trim();
  if (value === '') return RADIUS_REQUIRED;
  if (!NUMERIC.test(value)) return RADIUS_NOT_NUMERIC;
  const miles = Number(value);
  if (miles <= 0) return RADIUS_NOT_POSITIVE;
  if (miles > MAX_RADIUS_MILES) return RADIUS_TOO_LARGE;
  return null;
}

/**
 * The location part of the available-trucks filters. Blank city and radius: no location search.
 * Either one filled: both must be valid, the city being one of the offline list.
 */
export function resolveLocationSearch(
  cities: readonly City[],
  cityText: string,
  radiusText: string,
): LocationSearchResult {
  if (cityText.trim() === '' && radiusText.trim() === '') return { kind: 'none' };
  const city = findCity(cities, cityText);
  const radiusError = validateRadius(radiusText);
  if (!city || radiusError) {
    return {
      kind: 'invalid',
      errors: {
        ...(city ? {} : { city: INVALID_CITY }),
        ...(radiusError ? { radius: radiusError } : {}),
      },
    };
  }
  return {
    kind: 'search',
    search: { city, latitude: city.lat, longitude: city.lng, radius: Number(radiusText.trim()) },
  };
}
