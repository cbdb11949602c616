import { type DateRangeType, REPORT_MESSAGES, type ReportQuery } from '@fleet/contracts';
import { isoDay } from '@/lib/us-dates';

/**
 * Report date ranges (document 3 §5, §9). A range is applied (asked of the server) only when it is
 * complete and valid; the presets are named to the server, which computes the week in the
 * account's time zone, and shown here with the browser's calendar (weeks run Sunday to Saturday,
 * the current week stops at today, as future days cannot be picked).
 */
export type AppliedRange =
  | { type: 'PREVIOUS_WEEK' | 'CURRENT_WEEK' }
  | { type: 'CUSTOM'; start: string; end: string };

/** YYYY-MM-DD → a local Date at midnight. */
export function parseIsoDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = parseIsoDay(day);
  date.setDate(date.getDate() + days);
  return isoDay(date);
}

/** The Sunday of the week `day` is in. */
export const weekStart = (day: string): string => addDays(day, -parseIsoDay(day).getDay());

/** A preset's days as this browser sees them: [start, end], both inclusive. */
export function presetDays(
  type: 'PREVIOUS_WEEK' | 'CURRENT_WEEK',
  now = new Date(),
): [string, string] {
  const today = isoDay(now);
  const sunday = weekStart(today);
  if (type === 'CURRENT_WEEK') return [sunday, today];
  return [addDays(sunday, -7), addDays(sunday, -1)];
}

/** The days a range covers, as shown and put in links. */
export const rangeDays = (range: AppliedRange, now = new Date()): [string, string] =>
  range.type === 'CUSTOM' ? [range.start, range.end] : presetDays(range.type, now);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => ISO_DAY.test(day) && isoDay(parseIsoDay(day)) === day;

/**
 * §5: a custom range needs both ends, no future day, start on or before end, at most 366 days.
 * Returns the message to show, or null when the range can be asked for.
 */
export function customRangeError(
  start: string | null,
  end: string | null,
  now = new Date(),
): string | null {
  if (!start || !end || !isRealDay(start) || !isRealDay(end)) {
    return REPORT_MESSAGES.customRangeNeedsBothEnds;
  }
  if (start > end) return REPORT_MESSAGES.startAfterEnd;
  if (end > isoDay(now)) return REPORT_MESSAGES.futureDate;
  const days = Math.round((parseIsoDay(end).getTime() - parseIsoDay(start).getTime()) / 86_400_000);
  if (days + 1 > 366) return REPORT_MESSAGES.rangeTooLong;
  return null;
}

/** The wire query of a range (§7). */
export function toReportQuery(range: AppliedRange): ReportQuery {
  return range.type === 'CUSTOM'
    ? { date_range_type: 'CUSTOM', start_date: range.start, end_date: range.end }
    : { date_range_type: range.type };
}

/** The part of a query key that names a range. */
export const rangeKey = (range: AppliedRange): readonly string[] =>
  range.type === 'CUSTOM' ? [range.type, range.start, range.end] : [range.type];

/** The charts' weeks: this many, ending with the week the picked range ends in. */
export const CHART_WEEKS = 12;

/** The weekly series' range: the 12 weeks (Sunday-based) up to the range's last day. */
export function chartRange(range: AppliedRange, now = new Date()): AppliedRange {
  const [, end] = rangeDays(range, now);
  return { type: 'CUSTOM', start: addDays(weekStart(end), -7 * (CHART_WEEKS - 1)), end };
}

const PRESETS: readonly DateRangeType[] = ['PREVIOUS_WEEK', 'CURRENT_WEEK'];

/**
 * A full report page's range from its query string: `range=PREVIOUS_WEEK|CURRENT_WEEK` names a
 * preset (View All from a preset keeps asking the server for that week); otherwise `from` and
 * `to` (ISO) are a custom range; missing or invalid, the current week (§9).
 */
export function rangeFromSearch(params: URLSearchParams, now = new Date()): AppliedRange {
  const type = params.get('range');
  if (type && PRESETS.includes(type as DateRangeType)) {
    return { type: type as 'PREVIOUS_WEEK' | 'CURRENT_WEEK' };
  }
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && customRangeError(from, to, now) === null) {
    return { type: 'CUSTOM', start: from, end: to };
  }
  return { type: 'CURRENT_WEEK' };
}

/** The query string of a full report page for `range`: always from/to, and the preset's name. */
export function rangeToSearch(range: AppliedRange, now = new Date()): URLSearchParams {
  const [from, to] = rangeDays(range, now);
  const params = new URLSearchParams({ from, to });
  if (range.type !== 'CUSTOM') params.set('range', range.type);
  return params;
}
