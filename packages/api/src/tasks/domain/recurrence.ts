import type { RecurrenceRule } from '@fleet/contracts';
import {
  calendarOf,
  type EpochDay,
  epochDay,
  localDateOf,
  weekdayOf,
} from '../../calendar/epoch-day';
import { startOfLocalDate } from '../../calendar/local-day';

/**
 * Recurrence arithmetic (document 2 §3 Recurrence rule, §4-5), pure. Dates are calendar days of
 * the rule's time zone, carried as epoch days (days since 1970-01-01, proleptic Gregorian), so
 * the arithmetic needs no zone at all; the zone only enters where a calendar day meets an
 * instant (`localDateOf`, `startOfLocalDay`).
 *
 * A series counts from its anchor: the day its first task was created (occurrence 1). The
 * occurrences after it are the rule's dates strictly after the anchor:
 * - DAILY, CUSTOM, LIMITED_OCCURENCE: every `interval` days from the anchor (CUSTOM's only unit
 *   is Days, §4; LIMITED_OCCURENCE, met on read, runs like CUSTOM).
 * - WEEKLY: the chosen weekdays (0 Sunday … 6 Saturday; none chosen: the anchor's weekday) of
 *   every `interval`-th week, weeks starting on Sunday, counted from the anchor's week.
 * - MONTHLY: the chosen days of month (none: the anchor's day) of every `interval`-th month from
 *   the anchor's month; a day past the month's end falls on its last day (31 → 30 April,
 *   29/30/31 → 28 or 29 February), two days landing on one date give one occurrence.
 * - YEARLY: month_of_year (none: the anchor's month) on the chosen days (none: the anchor's day)
 *   of every `interval`-th year; 29 February falls on the 28th in common years.
 * - end_date (inclusive) stops the dates; max_occurence_count is the series' total, occurrence 1
 *   included, and is applied by the caller (`nextInSeries`).
 */

export type DatesRule = Pick<
  RecurrenceRule,
  'frequency' | 'interval' | 'days_of_week' | 'days_of_month' | 'month_of_year' | 'end_date'
>;

/** Dates past this year are not produced (the wire format is MM/DD/YYYY). */
export const LAST_YEAR = 9999;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'MM/DD/YYYY' (already validated by the contracts) → epoch day. */
export function parseUsDate(text: string): EpochDay {
  const [m, d, y] = text.split('/').map(Number) as [number, number, number];
  return epochDay(y, m, d);
}

export function formatUsDate(day: EpochDay): string {
  const { year, month, day: d } = calendarOf(day);
  return `${String(month).padStart(2, '0')}/${String(d).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/** The first instant of a calendar day in `zone` (../../calendar/local-day.ts says how DST is met). */
export function startOfLocalDay(day: EpochDay, zone: string): Date {
  return startOfLocalDate(calendarOf(day), zone);
}

function chosenDays(days: readonly number[] | undefined, fallback: number): number[] {
  return [...new Set(days && days.length > 0 ? days : [fallback])].sort((a, b) => a - b);
}

/** The dates a month gives for the chosen days, clamped to its last day, ascending, unique. */
function datesInMonth(year: number, month: number, days: readonly number[]): EpochDay[] {
  const last = daysInMonth(year, month);
  return [...new Set(days.map((d) => epochDay(year, month, Math.min(d, last))))].sort(
    (a, b) => a - b,
  );
}

/**
 * The rule's first date strictly after `after` (and after the anchor), or null when the end
 * date (or year 9999) comes first. Jumps straight to the right period, so catching up years of
 * a daily series costs one call per occurrence.
 */
export function nextOccurrenceDate(
  rule: DatesRule,
  anchor: EpochDay,
  after: EpochDay,
): EpochDay | null {
  const from = Math.max(after, anchor) + 1;
  const interval = Math.max(1, rule.interval);
  const found = nextFrom(rule, anchor, from, interval);
  if (found === null) return null;
  if (rule.end_date && found > parseUsDate(rule.end_date)) return null;
  if (calendarOf(found).year > LAST_YEAR) return null;
  return found;
}

function nextFrom(rule: DatesRule, anchor: EpochDay, from: EpochDay, interval: number) {
  const a = calendarOf(anchor);
  switch (rule.frequency) {
    case 'DAILY':
    case 'CUSTOM':
    case 'LIMITED_OCCURENCE': {
      const steps = Math.ceil((from - anchor) / interval);
      return anchor + steps * interval;
    }
    case 'WEEKLY': {
      const weekdays = chosenDays(rule.days_of_week, weekdayOf(anchor));
      const anchorWeek = anchor - weekdayOf(anchor);
      let week = from - weekdayOf(from);
      let start = from;
      const offset = ((week - anchorWeek) / 7) % interval;
      if (offset !== 0) {
        week += (interval - offset) * 7;
        start = week;
      }
      for (;;) {
        for (const weekday of weekdays) {
          if (week + weekday >= start) return week + weekday;
        }
        week += interval * 7;
        start = week;
      }
    }
    case 'MONTHLY': {
      const days = chosenDays(rule.days_of_month, a.day);
      const anchorIndex = a.year * 12 + a.month - 1;
      const f = calendarOf(from);
      let index = f.year * 12 + f.month - 1;
      const offset = (index - anchorIndex) % interval;
      if (offset !== 0) index += interval - offset;
      for (;;) {
        const year = Math.floor(index / 12);
        if (year > LAST_YEAR) return null;
        const found = datesInMonth(year, (index % 12) + 1, days).find((d) => d >= from);
        if (found !== undefined) return found;
        index += interval;
      }
    }
    case 'YEARLY': {
      const month = rule.month_of_year ?? a.month;
      const days = chosenDays(rule.days_of_month, a.day);
      let year = calendarOf(from).year;
      const offset = (year - a.year) % interval;
      if (offset !== 0) year += interval - offset;
      for (;;) {
        if (year > LAST_YEAR) return null;
        const found = datesInMonth(year, month, days).find((d) => d >= from);
        if (found !== undefined) return found;
        year += interval;
      }
    }
  }
}

/**
 * The next occurrence of a series that has `created` occurrences, the last on `lastDate`: its
 * date, or null when the series has ended (end date passed or max_occurence_count reached).
 */
export function nextInSeries(
  rule: DatesRule & Pick<RecurrenceRule, 'max_occurence_count'>,
  anchor: EpochDay,
  lastDate: EpochDay,
  created: number,
): EpochDay | null {
  if (rule.max_occurence_count != null && created >= rule.max_occurence_count) return null;
  return nextOccurrenceDate(rule, anchor, lastDate);
}

/** The first `count` occurrence dates after the anchor (fewer when the rule ends first). */
export function occurrenceDates(rule: DatesRule, anchor: EpochDay, count: number): EpochDay[] {
  const dates: EpochDay[] = [];
  let last = anchor;
  while (dates.length < count) {
    const next = nextOccurrenceDate(rule, anchor, last);
    if (next === null) break;
    dates.push(next);
    last = next;
  }
  return dates;
}

/**
 * The occurrences of a series that are due at `now`: each next date whose day has begun in the
 * rule's zone (its local midnight has passed), in order, at most `limit`. A scheduler that was
 * down gets every missed date, once each.
 */
export function dueOccurrences(
  rule: DatesRule & Pick<RecurrenceRule, 'max_occurence_count' | 'time_zone'>,
  anchor: EpochDay,
  lastDate: EpochDay,
  created: number,
  now: Date,
  limit: number,
): EpochDay[] {
  const today = localDateOf(now, rule.time_zone);
  const due: EpochDay[] = [];
  let last = lastDate;
  let count = created;
  while (due.length < limit) {
    const next = nextInSeries(rule, anchor, last, count);
    if (next === null || next > today) break;
    due.push(next);
    last = next;
    count++;
  }
  return due;
}
