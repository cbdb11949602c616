import { describe, expect, it } from 'vitest';
import { backoffCeiling, backoffDelay } from './backoff';

const BACKOFF = { baseMs: 500, maxMs: 30_000 };

describe('backoff', () => {
  it('doubles the ceiling per attempt from baseMs, up to maxMs', () => {
    expect([1, 2, 3, 4].map((n) => backoffCeiling(n, BACKOFF))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffCeiling(7, BACKOFF)).toBe(30_000);
    expect(backoffCeiling(60, BACKOFF)).toBe(30_000);
    // Attempt 0 (or less) waits baseMs, like the first.
    expect(backoffCeiling(0, BACKOFF)).toBe(500);
  });

  it('jitters fully: random() × the ceiling, in whole ms', () => {
    expect(backoffDelay(1, BACKOFF, () => 0)).toBe(0);
    expect(backoffDelay(3, BACKOFF, () => 0.25)).toBe(500);
    expect(backoffDelay(20, { baseMs: 100, maxMs: 1000 }, () => 0.5)).toBe(500);
    expect(backoffDelay(2, { baseMs: 3, maxMs: 100 }, () => 0.5)).toBe(3);
  });

  it('keeps the wait within [0, ceiling] for any random value', () => {
    expect(backoffDelay(2, BACKOFF, () => 1.5)).toBe(1000);
    expect(backoffDelay(2, BACKOFF, () => -1)).toBe(0);
    for (let i = 0; i < 100; i++) {
      const wait = backoffDelay(4, BACKOFF);
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThanOrEqual(4000);
    }
  });
});
