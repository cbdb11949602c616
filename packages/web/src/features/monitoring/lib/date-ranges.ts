/**
 * Date range quick selects and the trip date rule of document 1 §5, all in UTC. Dates are
 * 'YYYY-MM-DD' strings (what Mantine 8 date pickers use), so comparing them as strings orders them.
 */

export type DateKey = string;
export type DateRange = { fromDate: DateKey | null; toDate: DateKey | null };

export const QUICK_SELECTS = ['Today', 'Tomorrow', 'This Week', 'This Month', 'This Year'] as const;
export type QuickSelect = (typeof QUICK_SELECTS)[number];

const DAY_MS = 86_400_000;

export function toDateKey(value: Date | string | number): DateKey | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

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
export function tripDateKey(trip: {
  deliver_date?: string | null;
  last_stop?: { datetime?: string | null } | null;
}): DateKey | null {
  const deliver = trip.deliver_date ? toDateKey(trip.deliver_date) : null;
  if (deliver) return deliver;
  return trip.last_stop?.datetime ? toDateKey(trip.last_stop.datetime) : null;
}

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
