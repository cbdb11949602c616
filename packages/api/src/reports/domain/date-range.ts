import { REPORT_MESSAGES, type reportQuerySchema } from '@fleet/contracts';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { type EpochDay, isoDate, parseIsoDate, sundayOf } from '../../calendar/epoch-day';
import { startOfLocalDate } from '../../calendar/local-day';

/** A report's range: ISO calendar dates in the account's time zone, both ends inclusive. */
export interface ReportRange {
  start: string;
  end: string;
}

/** The longest range a report answers (a leap year). */
export const MAX_RANGE_DAYS = 366;

/** A range the caller may not have (§5): its message is one of REPORT_MESSAGES. */
export class ReportRangeError extends Error {
  constructor(
    readonly field: 'start_date' | 'end_date' | 'date_range_type',
    message: string,
  ) {
    super(message);
    this.name = 'ReportRangeError';
  }
}

/** Days since 1970-01-01 of an ISO date, or null when it is not a calendar date (2026-02-30). */
export function epochDayOf(iso: string): EpochDay | null {
  const day = parseIsoDate(iso);
  return isoDate(day) === iso ? day : null;
}

/** The account's today: the calendar date of `now` in `timeZone`. */
export function localToday(now: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (!local.isValid) throw new Error(`unknown time zone ${timeZone}`);
  return local.toISODate()!;
}

/** The first instant of a calendar day in `timeZone` (../../calendar/local-day.ts says how DST is met). */
export function startOfLocalDay(iso: string, timeZone: string): Date {
  if (epochDayOf(iso) === null) throw new Error(`not a calendar date: ${iso}`);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return startOfLocalDate({ year, month, day }, timeZone);
}

/**
 * The range a report query names, checked against the account's today (§5):
 * - CURRENT_WEEK: this week's Sunday to today (no future days);
 * - PREVIOUS_WEEK: last week's Sunday to Saturday;
 * - CUSTOM: start_date to end_date, both calendar dates, start on or before end, neither after
 *   today, at most MAX_RANGE_DAYS days. "Today" is the dispatcher's, which the server does not
 *   know: a browser east of the account's zone is already on the next day (at 00:30 in New York
 *   a Chicago account's today is the day before) and its picker offers that day. So a range may
 *   end one day after the account's today; it is answered up to the account's today (the data
 *   there is), and the answer's start_date and end_date say so.
 */
export function resolveRange(
  query: z.output<typeof reportQuerySchema>,
  today: string,
): ReportRange {
  const todayDay = epochDayOf(today)!;
  if (query.date_range_type === 'CURRENT_WEEK') {
    return { start: isoDate(sundayOf(todayDay)), end: today };
  }
  if (query.date_range_type === 'PREVIOUS_WEEK') {
    const sunday = sundayOf(todayDay) - 7;
    return { start: isoDate(sunday), end: isoDate(sunday + 6) };
  }
  if (!query.start_date || !query.end_date) {
    throw new ReportRangeError(
      query.start_date ? 'end_date' : 'start_date',
      REPORT_MESSAGES.customRangeNeedsBothEnds,
    );
  }
  const start = epochDayOf(query.start_date);
  if (start === null) throw new ReportRangeError('start_date', REPORT_MESSAGES.notACalendarDate);
  const end = epochDayOf(query.end_date);
  if (end === null) throw new ReportRangeError('end_date', REPORT_MESSAGES.notACalendarDate);
  if (start > end) throw new ReportRangeError('start_date', REPORT_MESSAGES.startAfterEnd);
  if (end > todayDay + 1) throw new ReportRangeError('end_date', REPORT_MESSAGES.futureDate);
  if (end - start + 1 > MAX_RANGE_DAYS) {
    throw new ReportRangeError('start_date', REPORT_MESSAGES.rangeTooLong);
  }
  if (end <= todayDay) return { start: query.start_date, end: query.end_date };
  return { start: isoDate(Math.min(start, todayDay)), end: today };
}
