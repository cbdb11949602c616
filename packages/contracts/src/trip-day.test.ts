import { describe, expect, it } from 'vitest';
import { toDayKey, tripDay } from './trip-day';

describe('tripDay', () => {
  it('is the delivery date as a UTC day', () => {
    expect(tripDay({ deliver_date: '2026-11-25T23:30:00-05:00' })).toBe('2026-11-26');
  });

  it("falls back to the last stop's time when there is no delivery date", () => {
    expect(tripDay({ deliver_date: '', last_stop: { datetime: '2026-11-20T08:00:00.000Z' } })).toBe(
      '2026-11-20',
    );
    expect(
      tripDay({ deliver_date: 'not a date', last_stop: { datetime: '2026-11-20T08:00:00Z' } }),
    ).toBe('2026-11-20');
  });

  it('is null when neither is a date', () => {
    expect(tripDay({ deliver_date: null, last_stop: null })).toBeNull();
    expect(toDayKey('garbage')).toBeNull();
  });
});
