import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hash32, noise, Rng, rngFor } from './random';

describe('seeded randomness', () => {
  it('when two generators share a seed, then they draw the same sequence', () => {
    const a = rngFor('acme', 'trip', 3, 7);
    const b = rngFor('acme', 'trip', 3, 7);
    expect(Array.from({ length: 50 }, () => a.next())).toEqual(
      Array.from({ length: 50 }, () => b.next()),
    );
  });

  it('when the parts differ, then the hashes differ', () => {
    expect(hash32('acme', 1, 2)).not.toBe(hash32('acme', 12));
    expect(hash32('acme')).not.toBe(hash32('acme2'));
  });

  it('when drawing ints and ranges, then they stay within their bounds', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.nat(100),
        (seed, lo, span) => {
          const rng = new Rng(seed);
          for (let i = 0; i < 20; i++) {
            const n = rng.int(lo, lo + span);
            expect(n).toBeGreaterThanOrEqual(lo);
            expect(n).toBeLessThanOrEqual(lo + span);
            const x = rng.range(lo, lo + span + 1);
            expect(x).toBeGreaterThanOrEqual(lo);
            expect(x).toBeLessThan(lo + span + 1);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('when drawing many uniforms, then their mean is near one half', () => {
    const rng = rngFor('mean');
    let sum = 0;
    for (let i = 0; i < 20_000; i++) sum += rng.next();
    expect(sum / 20_000).toBeCloseTo(0.5, 1);
    let noiseSum = 0;
    for (let i = 0; i < 20_000; i++) noiseSum += noise(42, i, 1_700_000_000_000 + i * 900_000);
    expect(noiseSum / 20_000).toBeCloseTo(0.5, 1);
  });
});
