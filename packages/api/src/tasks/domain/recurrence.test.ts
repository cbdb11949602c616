import { RECURRENCE_FREQUENCIES, type RecurrenceRule } from '@fleet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epochDay } from '../../calendar/epoch-day';
import {
  dueOccurrences,
  formatUsDate,
  nextInSeries,
  nextOccurrenceDate,
  occurrenceDates,
  parseUsDate,
  startOfLocalDay,
} from './recurrence';

/*
 * The oracle: a naive walk, day after day, asking of each day "does the rule name this date?",
 * written from the rule's words with JavaScript's own Date, never with the code under test.
 */
const MS = 86_400_000;
const parts = (day: number) => {
  const date = new Date(day * MS);
  return {
    y: date.getUTCFullYear(),
    m: date.getUTCMonth() + 1,
    d: date.getUTCDate(),
    wd: date.getUTCDay(),
  };
};
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** The day of month matches a chosen day, or is the month's last day and a chosen day is past it. */
const dayMatches = (y: number, m: number, d: number, chosen: number[]) =>
  chosen.includes(d) || (d === lastDayOf(y, m) && chosen.some((c) => c > d));

function ruleNames(rule: RecurrenceRule, anchor: number, day: number): boolean {
  if (day <= anchor) return false;
  if (rule.end_date && day > parseUsDate(rule.end_date)) return false;
  const a = parts(anchor);
  const p = parts(day);
  switch (rule.frequency) {
    case 'DAILY':
    case 'CUSTOM':
    case 'LIMITED_OCCURENCE':
      return (day - anchor) % rule.interval === 0;
    case 'WEEKLY': {
      const chosen = rule.days_of_week?.length ? rule.days_of_week : [a.wd];
      const weeks = Math.round((day - p.wd - (anchor - a.wd)) / 7);
      return chosen.includes(p.wd) && weeks % rule.interval === 0;
    }
    case 'MONTHLY': {
      const chosen = rule.days_of_month?.length ? rule.days_of_month : [a.d];
      const months = (p.y - a.y) * 12 + (p.m - a.m);
      return months % rule.interval === 0 && dayMatches(p.y, p.m, p.d, chosen);
    }
    case 'YEARLY': {
      const chosen = rule.days_of_month?.length ? rule.days_of_month : [a.d];
      const month = rule.month_of_year ?? a.m;
      return (
        (p.y - a.y) % rule.interval === 0 && p.m === month && dayMatches(p.y, p.m, p.d, chosen)
      );
    }
  }
}

/** Every date the oracle finds in (after, after + horizon], at most `count`. */
function oracleDates(
  rule: RecurrenceRule,
  anchor: number,
  after: number,
  count: number,
  horizon: number,
) {
  const found: number[] = [];
  for (let day = after + 1; day <= after + horizon && found.length < count; day++) {
    if (ruleNames(rule, anchor, day)) found.push(day);
  }
  return found;
}

/** The local calendar day of an instant, read with Intl (not luxon). */
function intlDay(instant: number, zone: string): number {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(text.find((x) => x.type === type)!.value);
  return epochDay(get('year'), get('month'), get('day'));
}

const ZONES = [
  'US/Pacific',
  'America/New_York',
  'America/Chicago',
  'America/Phoenix',
  'Pacific/Honolulu',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  // DST changes at midnight: some days have no 00:00
  'America/Santiago',
  'America/Havana',
  'Asia/Beirut',
] as const;

// 1999-2060: leap years, 2000 (a leap year) and 2100 is out of range on purpose (still covered
// by the month-end arithmetic of Date.UTC in the oracle).
const anchorArb = fc.integer({ min: epochDay(1999, 1, 1), max: epochDay(2060, 12, 31) });
const frequencyArb = fc.constantFrom(...RECURRENCE_FREQUENCIES);
const ruleArb = (anchorDays: fc.Arbitrary<number>) =>
  fc
    .record({
      anchor: anchorDays,
      frequency: frequencyArb,
      interval: fc.integer({ min: 1, max: 5 }),
      days_of_week: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }), {
        nil: undefined,
      }),
      // days past 28 often, to hit month ends
      days_of_month: fc.option(
        fc.uniqueArray(
          fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 28, max: 31 })),
          { maxLength: 4 },
        ),
        { nil: undefined },
      ),
      month_of_year: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
      endIn: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: null }),
      max_occurence_count: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
      due_date_days_from_now: fc.integer({ min: 0, max: 30 }),
      time_zone: fc.constantFrom(...ZONES),
    })
    .map(({ anchor, endIn, ...rest }) => ({
      anchor,
      rule: {
        ...rest,
        end_date: endIn === null ? null : formatUsDate(anchor + endIn),
      } satisfies RecurrenceRule,
    }));

/** Days the oracle walks to see `count` dates of a rule (one period more than needed). */
function horizonFor(rule: RecurrenceRule, count: number): number {
  const periods = rule.interval * (count + 1) + 1;
  if (rule.frequency === 'YEARLY') return 366 * periods;
  if (rule.frequency === 'MONTHLY') return 31 * periods;
  if (rule.frequency === 'WEEKLY') return 7 * periods;
  return periods;
}

describe('recurrence arithmetic against a day-by-day oracle', () => {
  it('gives exactly the oracle dates, in order, for every frequency, interval and day choice', () => {
    fc.assert(
      fc.property(ruleArb(anchorArb), ({ anchor, rule }) => {
        const expected = oracleDates(rule, anchor, anchor, 8, horizonFor(rule, 8));
        expect(occurrenceDates(rule, anchor, 8)).toEqual(expected);
      }),
      { numRuns: 600 },
    );
  });

  it('finds the next date after any day, not only after the anchor', () => {
    fc.assert(
      fc.property(
        ruleArb(anchorArb),
        fc.integer({ min: 0, max: 3_000 }),
        ({ anchor, rule }, later) => {
          const after = anchor + later;
          const [expected = null] = oracleDates(rule, anchor, after, 1, horizonFor(rule, 1));
          expect(nextOccurrenceDate(rule, anchor, after)).toBe(expected);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('stops at max_occurence_count, counting the first task as occurrence 1', () => {
    fc.assert(
      fc.property(ruleArb(anchorArb), ({ anchor, rule }) => {
        let created = 1;
        let last = anchor;
        const dates: number[] = [];
        for (let i = 0; i < 10; i++) {
          const next = nextInSeries(rule, anchor, last, created);
          if (next === null) break;
          dates.push(next);
          last = next;
          created++;
        }
        const cap = Math.min(
          rule.max_occurence_count == null ? 10 : rule.max_occurence_count - 1,
          10,
        );
        expect(dates).toEqual(oracleDates(rule, anchor, anchor, cap, horizonFor(rule, cap)));
      }),
      { numRuns: 400 },
    );
  });

  it('starts each day at the first instant that is that day in the zone, across DST', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: epochDay(2000, 1, 1), max: epochDay(2040, 12, 31) }),
        fc.constantFrom(...ZONES),
        (day, zone) => {
          const start = startOfLocalDay(day, zone).getTime();
          expect(intlDay(start, zone)).toBe(day);
          expect(intlDay(start - 1, zone)).toBe(day - 1);
        },
      ),
      { numRuns: 800 },
    );
  });

  it('is due at an instant exactly for the dates whose local day has begun in the rule zone', () => {
    fc.assert(
      fc.property(
        ruleArb(fc.integer({ min: epochDay(2020, 1, 1), max: epochDay(2035, 12, 31) })),
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        ({ anchor, rule }, minutes) => {
          const now = new Date(
            startOfLocalDay(anchor, rule.time_zone).getTime() + minutes * 60_000,
          );
          const today = intlDay(now.getTime(), rule.time_zone);
          const cap = Math.min(
            rule.max_occurence_count == null ? 50 : rule.max_occurence_count - 1,
            50,
          );
          const expected = oracleDates(rule, anchor, anchor, cap, horizonFor(rule, cap)).filter(
            (d) => d <= today,
          );
          expect(dueOccurrences(rule, anchor, anchor, 1, now, 50)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('recurrence examples', () => {
  it('when clocks fall back across midnight in Havana, then the day begins at the first midnight', () => {
    // 2029-11-04: Cuba leaves DST at 01:00 → 00:00, so 00:00–01:00 happens twice.
    const start = startOfLocalDay(epochDay(2029, 11, 4), 'America/Havana');
    expect(start.toISOString()).toBe('2029-11-04T04:00:00.000Z');
    expect(intlDay(start.getTime() - 1, 'America/Havana')).toBe(epochDay(2029, 11, 3));
  });

  const base = {
    interval: 1,
    due_date_days_from_now: 0,
    time_zone: 'US/Pacific',
  } as const;
  const dates = (rule: Partial<RecurrenceRule>, anchor: string, n: number) =>
    occurrenceDates({ ...base, frequency: 'DAILY', ...rule }, parseUsDate(anchor), n).map(
      formatUsDate,
    );

  it('when monthly on the 31st, then short months get their last day', () => {
    expect(dates({ frequency: 'MONTHLY', days_of_month: [31] }, '01/31/2024', 4)).toEqual([
      '02/29/2024',
      '03/31/2024',
      '04/30/2024',
      '05/31/2024',
    ]);
  });

  it('when yearly on 29 February, then common years get the 28th', () => {
    expect(
      dates({ frequency: 'YEARLY', month_of_year: 2, days_of_month: [29] }, '02/29/2024', 4),
    ).toEqual(['02/28/2025', '02/28/2026', '02/28/2027', '02/29/2028']);
  });

  it('when weekly every 2 weeks on Monday and Friday, then the other weeks are skipped', () => {
    // 01/01/2025 is a Wednesday
    expect(
      dates({ frequency: 'WEEKLY', interval: 2, days_of_week: [1, 5] }, '01/01/2025', 4),
    ).toEqual(['01/03/2025', '01/13/2025', '01/17/2025', '01/27/2025']);
  });

  it('when an end date is set, then no date passes it', () => {
    expect(
      dates({ frequency: 'CUSTOM', interval: 3, end_date: '01/10/2025' }, '01/01/2025', 9),
    ).toEqual(['01/04/2025', '01/07/2025', '01/10/2025']);
  });

  it('when the day of a US/Pacific DST change begins, then it begins at local midnight', () => {
    expect(startOfLocalDay(parseUsDate('03/09/2025'), 'US/Pacific').toISOString()).toBe(
      '2025-03-09T08:00:00.000Z',
    );
    expect(startOfLocalDay(parseUsDate('03/10/2025'), 'US/Pacific').toISOString()).toBe(
      '2025-03-10T07:00:00.000Z',
    );
  });
});
