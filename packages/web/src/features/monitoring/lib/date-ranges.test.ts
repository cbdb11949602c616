import { describe, expect, it } from 'vitest';
import { inDateRange, quickSelectRange, toDateKey, tripDateKey } from './date-ranges';

// Wednesday 11 March 2026, late evening in UTC.
const NOW = new Date('2026-03-11T23:30:00.000Z');

describe('quick selects (UTC, week from Sunday)', () => {
  it('Today and Tomorrow are single days', () => {
    expect(quickSelectRange('Today', NOW)).toEqual({
      fromDate: '2026-03-11',
      toDate: '2026-03-11',
    });
    expect(quickSelectRange('Tomorrow', NOW)).toEqual({
      fromDate: '2026-03-12',
      toDate: '2026-03-12',
    });
  });

  it('This Week runs Sunday to Saturday', () => {
    expect(quickSelectRange('This Week', NOW)).toEqual({
      fromDate: '2026-03-08',
      toDate: '2026-03-14',
    });
  });

  it('on a Sunday the week starts that day, on a Saturday it ends that day', () => {
    expect(quickSelectRange('This Week', new Date('2026-03-08T00:00:00Z')).fromDate).toBe(
      '2026-03-08',
    );
    expect(quickSelectRange('This Week', new Date('2026-03-14T23:59:59Z'))).toEqual({
      fromDate: '2026-03-08',
      toDate: '2026-03-14',
    });
  });

  it('a week can start on another day when asked', () => {
    expect(quickSelectRange('This Week', NOW, 1)).toEqual({
      fromDate: '2026-03-09',
      toDate: '2026-03-15',
    });
  });

  it('a week spans month and year ends', () => {
    expect(quickSelectRange('This Week', new Date('2026-01-01T12:00:00Z'))).toEqual({
      fromDate: '2025-12-28',
      toDate: '2026-01-03',
    });
  });

  it('This Month and This Year cover the calendar month and year', () => {
    expect(quickSelectRange('This Month', NOW)).toEqual({
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
    });
    expect(quickSelectRange('This Month', new Date('2028-02-10T00:00:00Z')).toDate).toBe(
      '2028-02-29',
    );
    expect(quickSelectRange('This Year', NOW)).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
    });
  });

  it('uses the UTC day, not the local one', () => {
    expect(quickSelectRange('Today', new Date('2026-03-12T00:10:00+02:00')).fromDate).toBe(
      '2026-03-11',
    );
  });
});

describe('trip date', () => {
  it('is the delivery date in UTC, else the last stop date', () => {
    expect(
      tripDateKey({
        deliver_date: '2026-03-10T23:30:00-05:00',
        last_stop: { datetime: '2026-01-01T00:00:00Z' },
      }),
    ).toBe('2026-03-11');
    expect(tripDateKey({ deliver_date: '', last_stop: { datetime: '2026-03-09T01:00:00Z' } })).toBe(
      '2026-03-09',
    );
    expect(tripDateKey({ deliver_date: 'not a date', last_stop: null })).toBeNull();
  });

  it('toDateKey rejects invalid dates', () => {
    expect(toDateKey('nope')).toBeNull();
  });
});

describe('inDateRange', () => {
  it('matches everything without a start', () => {
    expect(inDateRange('2026-03-11', { fromDate: null, toDate: null })).toBe(true);
    expect(inDateRange(null, { fromDate: null, toDate: null })).toBe(true);
  });

  it('is inclusive at both ends', () => {
    const range = { fromDate: '2026-03-08', toDate: '2026-03-14' };
    expect(inDateRange('2026-03-08', range)).toBe(true);
    expect(inDateRange('2026-03-14', range)).toBe(true);
    expect(inDateRange('2026-03-07', range)).toBe(false);
    expect(inDateRange('2026-03-15', range)).toBe(false);
    expect(inDateRange(null, range)).toBe(false);
  });

  it('a start alone is that day', () => {
    expect(inDateRange('2026-03-08', { fromDate: '2026-03-08', toDate: null })).toBe(true);
    expect(inDateRange('2026-03-09', { fromDate: '2026-03-08', toDate: null })).toBe(false);
  });
});
