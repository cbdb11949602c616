/**
 * Date range quick selects and the trip date rule of document 1 §5, all in UTC. Dates are
 * 'YYYY-MM-DD' strings (what Mantine 8 date pickers use), so comparing them as strings orders them.
 */

import { type DayKey, toDayKey, tripDay } from '@fleet/contracts';

export type DateKey = DayKey;
export type DateRange = { fromDate: DateKey | null; toDate: DateKey | null };

export const QUICK_SELECTS = ['Today', 'Tomorrow', 'This Week', 'This Month', 'This Year'] as const;
export type QuickSelect = (typeof QUICK_SELECTS)[number];

const DAY_MS = 86_400_000;

export const toDateKey = toDayKey;

function utcMidnight(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

const key = (ms: number): DateKey => new Date(ms).toISOString().slice(0, 10);

/** The quick select as a closed [from, to] range. The week runs Sunday to Saturday by default. */
export function quickSelectRange(
  kind: QuickSelect,
  now: Date,
  firstDayOfWeek = 0,
): { fromDate: DateKey; toDate: DateKey } {
  const today = utcMidnight(now);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (kind) {
    case 'Today':
      return { fromDate: key(today), toDate: key(today) };
    case 'Tomorrow':
      return { fromDate: key(today + DAY_MS), toDate: key(today + DAY_MS) };
    case 'This Week': {
      const back = (now.getUTCDay() - firstDayOfWeek + 7) % 7;
      const start = today - back * DAY_MS;
      return { fromDate: key(start), toDate: key(start + 6 * DAY_MS) };
    }
    case 'This Month':
      return { fromDate: key(Date.UTC(year, month, 1)), toDate: key(Date.UTC(year, month + 1, 0)) };
    case 'This Year':
      return { fromDate: key(Date.UTC(year, 0, 1)), toDate: key(Date.UTC(year, 11, 31)) };
  }
}

/** The day a trip counts on: its delivery date, else its last stop's (§5), as a UTC date. */
export const tripDateKey = tripDay;

/**
 * Whether a day falls in the range. An open range matches everything; a range with only a start
 * is that single day (the picker's state after one click).
 */
export function inDateRange(day: DateKey | null, range: DateRange): boolean {
  const from = range.fromDate;
  if (!from) return true;
  if (!day) return false;
  const to = range.toDate ?? from;
  return day >= from && day <= to;
}

/** Without a date filter, the completed filters show the trips delivered in these last days. */
export const COMPLETED_DEFAULT_DAYS = 7;

/**
 * The days of delivered trips to fetch for a date filter: its days, or, with no filter, the last
 * COMPLETED_DEFAULT_DAYS up to any later day (a trip delivered early counts on its appointment).
 */
export function deliveredWindow(
  range: DateRange,
  now: Date,
): { from_date: DateKey; to_date?: DateKey } {
  if (range.fromDate) return { from_date: range.fromDate, to_date: range.toDate ?? range.fromDate };
  return { from_date: key(utcMidnight(now) - (COMPLETED_DEFAULT_DAYS - 1) * DAY_MS) };
}
