import { describe, expect, it } from 'vitest';
import { findPlace, searchPlaces } from './index';

describe('offline US places', () => {
  it('finds small towns with plausible coordinates', () => {
    const effingham = findPlace('Effingham', 'IL');
    expect(effingham).toMatchObject({ city: 'Effingham', state: 'IL' });
    expect(effingham!.latitude).toBeCloseTo(39.12, 0);
    expect(effingham!.longitude).toBeCloseTo(-88.54, 0);
    const marfa = findPlace('marfa', 'tx');
    expect(marfa).toMatchObject({ city: 'Marfa', state: 'TX' });
    expect(marfa!.latitude).toBeCloseTo(30.31, 0);
    expect(marfa!.longitude).toBeCloseTo(-104.02, 0);
  });

  it('ignores case, dots and Saint/St. spellings; misses unknown places', () => {
    expect(findPlace('Saint Louis', 'MO')).toMatchObject({ state: 'MO' });
    expect(findPlace('st. louis', 'mo')).toMatchObject({ state: 'MO' });
    expect(findPlace('Chicago', 'TX')).toBeNull();
    expect(findPlace('Nowhere', 'ZZ')).toBeNull();
  });

  it('prefix search puts Dallas, TX among the first results', () => {
    const results = searchPlaces('dal');
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(10);
    expect(results.slice(0, 3)).toContainEqual(
      expect.objectContaining({ city: 'Dallas', state: 'TX' }),
    );
    const keys = results.map((r) => `${r.city}|${r.state}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('narrows by state after a comma', () => {
    const results = searchPlaces('Springfield, I');
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(r.state.startsWith('I')).toBe(true);
  });

  it('answers nothing for fewer than 3 characters', () => {
    expect(searchPlaces('da')).toEqual([]);
    expect(searchPlaces('  d ')).toEqual([]);
    expect(searchPlaces('')).toEqual([]);
  });

  it('leaves out military and firm ZIP names', () => {
    expect(searchPlaces('apo')).not.toContainEqual(expect.objectContaining({ state: 'AE' }));
    expect(findPlace('State Farm Insurance', 'NJ')).toBeNull();
  });
});
