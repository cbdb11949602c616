import { REPORT_MESSAGES, reportQuerySchema } from '@fleet/contracts';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isoDate, sundayOf } from '../../calendar/epoch-day';
import {
  epochDayOf,
  localToday,
  ReportRangeError,
  resolveRange,
  startOfLocalDay,
} from './date-range';

const query = (q: Record<string, string>) => reportQuerySchema.parse(q);

describe('report ranges', () => {
  it('when any day is given, then its week starts on the Sunday on or before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), (day) => {
        const sunday = sundayOf(day);
        expect(day - sunday).toBeGreaterThanOrEqual(0);
        expect(day - sunday).toBeLessThan(7);
        expect(DateTime.fromISO(isoDate(sunday), { zone: 'utc' }).weekday).toBe(7);
        expect(epochDayOf(isoDate(day))).toBe(day);
      }),
    );
  });

  it('when today is a Sunday, then the current week is that day alone and the previous week the seven before', () => {
    expect(resolveRange(query({}), '2026-03-15')).toEqual({
      start: '2026-03-15',
      end: '2026-03-15',
    });
    expect(resolveRange(query({ date_range_type: 'PREVIOUS_WEEK' }), '2026-03-15')).toEqual({
      start: '2026-03-08',
      end: '2026-03-14',
    });
    // Across a new year.
    expect(resolveRange(query({ date_range_type: 'PREVIOUS_WEEK' }), '2027-01-01')).toEqual({
      start: '2026-12-20',
      end: '2026-12-26',
    });
    expect(resolveRange(query({}), '2027-01-02')).toEqual({
      start: '2026-12-27',
      end: '2027-01-02',
    });
  });

  it('when a day starts in a zone with DST at or across midnight, then its first instant is found', () => {
    const zones = [
      'America/Havana',
      'America/Santiago',
      'Australia/Lord_Howe',
      'America/Chicago',
      'Asia/Kolkata',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 20_000, max: 21_500 }),
        (zone, day) => {
          const iso = isoDate(day);
          const start = startOfLocalDay(iso, zone);
          const dateAt = (ms: number) => DateTime.fromMillis(ms, { zone }).toISODate();
          expect(dateAt(start.getTime())).toBe(iso);
          expect(dateAt(start.getTime() - 60_000)! < iso).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    // Havana falls back from 01:00 to 00:00 on 2026-11-01: the day begins at the first midnight
    // (04:00 UTC, still daylight time), not the second (05:00 UTC).
    expect(startOfLocalDay('2026-11-01', 'America/Havana').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    // Santiago skips from 00:00 to 01:00 on 2026-09-06: the day begins at 01:00 (04:00 UTC).
    expect(startOfLocalDay('2026-09-06', 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });

  it("when now is given, then today is the account's calendar date", () => {
    const now = new Date('2026-03-15T06:30:00Z');
    expect(localToday(now, 'America/Los_Angeles')).toBe('2026-03-14');
    expect(localToday(now, 'America/Chicago')).toBe('2026-03-15');
    expect(localToday(now, 'Pacific/Kiritimati')).toBe('2026-03-15');
  });

  it('when a custom range breaks a rule, then the error names the field and the message', () => {
    const custom = (start_date: string, end_date: string) =>
      query({ date_range_type: 'CUSTOM', start_date, end_date });
    const refused = (q: ReturnType<typeof custom>) => {
      try {
        resolveRange(q, '2026-03-15');
      } catch (error) {
        if (error instanceof ReportRangeError) return [error.field, error.message];
        throw error;
      }
      return null;
    };
    expect(refused(custom('2026-03-01', '2026-03-17'))).toEqual([
      'end_date',
      REPORT_MESSAGES.futureDate,
    ]);
    expect(refused(custom('2025-03-14', '2026-03-15'))).toEqual([
      'start_date',
      REPORT_MESSAGES.rangeTooLong,
    ]);
    expect(refused(custom('2025-02-29', '2025-03-01'))).toEqual([
      'start_date',
      REPORT_MESSAGES.notACalendarDate,
    ]);
    expect(refused(custom('2025-03-15', '2026-03-15'))).toBeNull();
  });

  it("when a range ends on the day after the account's today (a browser east of its zone), then it is answered up to today", () => {
    const custom = (start_date: string, end_date: string) =>
      query({ date_range_type: 'CUSTOM', start_date, end_date });
    expect(resolveRange(custom('2026-03-01', '2026-03-16'), '2026-03-15')).toEqual({
      start: '2026-03-01',
      end: '2026-03-15',
    });
    expect(resolveRange(custom('2026-03-16', '2026-03-16'), '2026-03-15')).toEqual({
      start: '2026-03-15',
      end: '2026-03-15',
    });
  });
});
