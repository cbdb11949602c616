import { describe, expect, it } from 'vitest';
import { type City, cityLabel, findCity, loadCities } from '@/lib/us-cities';
import {
  INVALID_CITY,
  RADIUS_NOT_NUMERIC,
  RADIUS_NOT_POSITIVE,
  RADIUS_REQUIRED,
  RADIUS_TOO_LARGE,
  resolveLocationSearch,
  validateRadius,
} from './location-search';

const dallas: City = { city: 'Dallas', state: 'TX', lat: 32.82, lng: -96.84 };
const cities: City[] = [dallas, { city: 'Dallas', state: 'GA', lat: 33.92, lng: -84.84 }];

describe('validateRadius', () => {
  it('accepts positive miles up to 3000', () => {
    expect(validateRadius('50')).toBeNull();
    expect(validateRadius(' 12.5 ')).toBeNull();
    expect(validateRadius('3000')).toBeNull();
  });

  it('refuses blank, non-numeric, zero and too large', () => {
    expect(validateRadius('')).toBe(RADIUS_REQUIRED);
    expect(validateRadius('abc')).toBe(RADIUS_NOT_NUMERIC);
    expect(validateRadius('10 mi')).toBe(RADIUS_NOT_NUMERIC);
    expect(validateRadius('1e3')).toBe(RADIUS_NOT_NUMERIC);
    expect(validateRadius('-5')).toBe(RADIUS_NOT_NUMERIC);
    expect(validateRadius('0')).toBe(RADIUS_NOT_POSITIVE);
    expect(validateRadius('3000.5')).toBe(RADIUS_TOO_LARGE);
  });
});

describe('findCity', () => {
  it('matches the label, ignoring case and spacing', () => {
    expect(findCity(cities, 'Dallas, TX')).toBe(dallas);
    expect(findCity(cities, '  dallas ,tx ')).toBe(dallas);
    expect(findCity(cities, 'Dallas')).toBeNull();
    expect(findCity(cities, 'Nowhere, ZZ')).toBeNull();
  });
});

describe('resolveLocationSearch', () => {
  it('is no search when both are blank', () => {
    expect(resolveLocationSearch(cities, ' ', '')).toEqual({ kind: 'none' });
  });

  it("needs a valid city: 'Please select a valid city'", () => {
    expect(INVALID_CITY).toBe('Please select a valid city');
    expect(resolveLocationSearch(cities, 'Dalas', '50')).toEqual({
      kind: 'invalid',
      errors: { city: INVALID_CITY },
    });
    expect(resolveLocationSearch(cities, '', '50')).toEqual({
      kind: 'invalid',
      errors: { city: INVALID_CITY },
    });
  });

  it('needs a numeric radius', () => {
    expect(resolveLocationSearch(cities, 'Dallas, TX', 'far')).toEqual({
      kind: 'invalid',
      errors: { radius: RADIUS_NOT_NUMERIC },
    });
    expect(resolveLocationSearch(cities, 'x', 'far')).toEqual({
      kind: 'invalid',
      errors: { city: INVALID_CITY, radius: RADIUS_NOT_NUMERIC },
    });
  });

  it("searches around the city's coordinates", () => {
    expect(resolveLocationSearch(cities, 'Dallas, TX', '75')).toEqual({
      kind: 'search',
      search: { city: dallas, latitude: 32.82, longitude: -96.84, radius: 75 },
    });
  });
});

describe('the offline city list', () => {
  it('holds the large US cities with coordinates, most populous first', async () => {
    const all = await loadCities();
    expect(all.length).toBeGreaterThan(700);
    expect(all.slice(0, 3).map(cityLabel)).toEqual([
      'New York, NY',
      'Los Angeles, CA',
      'Chicago, IL',
    ]);
    const found = findCity(all, 'Dallas, TX');
    expect(found?.lat).toBeCloseTo(32.8, 0);
    expect(found?.lng).toBeCloseTo(-96.8, 0);
    expect(new Set(all.map(cityLabel)).size).toBe(all.length);
  });
});
