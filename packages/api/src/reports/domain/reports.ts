import type {
  ReportKind,
  ReportResponse,
  reportQuerySchema,
  WeeklyReportResponse,
} from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import type { z } from 'zod';
import { isoDate, sundayOf } from '../../calendar/epoch-day';
import { type RangeBounds, reportRows, timeZoneOf, weeklyRows } from '../data/reports-repository';
import { epochDayOf, localToday, resolveRange, startOfLocalDay } from './date-range';

export interface ReportsDeps {
  db: Queryable;
  /** Now, for the account's today (tests fix it). */
  clock: () => Date;
}

type Query = z.output<typeof reportQuerySchema>;

async function rangeFor(deps: ReportsDeps, accountId: string, query: Query) {
  const timeZone = await timeZoneOf(deps.db, accountId);
  if (!timeZone) throw new Error(`no account ${accountId}`);
  const { start, end } = resolveRange(query, localToday(deps.clock(), timeZone));
  return { bounds: rangeBounds(start, end, timeZone), timeZone };
}

/** Calendar days [start, end] and the instants they span in the time zone. */
export function rangeBounds(start: string, end: string, timeZone: string): RangeBounds {
  const dayAfter = isoDate(epochDayOf(end)! + 1);
  const from = startOfLocalDay(start, timeZone);
  const to = startOfLocalDay(dayAfter, timeZone);
  // Whole months: from the first month starting on or after start, to the first day of the
  // month of the day after end.
  const firstMonth = start.endsWith('-01') ? start : nextMonth(start);
  const afterMonths = `${dayAfter.slice(0, 7)}-01`;
  if (firstMonth >= afterMonths) {
    return {
      start,
      end,
      from,
      to,
      monthsStart: dayAfter,
      monthsEnd: dayAfter,
      monthsFrom: to,
      monthsTo: to,
    };
  }
  return {
    start,
    end,
    from,
    to,
    monthsStart: firstMonth,
    monthsEnd: afterMonths,
    monthsFrom: startOfLocalDay(firstMonth, timeZone),
    monthsTo: startOfLocalDay(afterMonths, timeZone),
  };
}

/** The first day of the month after a date's month. */
function nextMonth(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The weeks (Sunday to Saturday) meeting a range, each with the instant its part begins. */
export function weeksOf(range: RangeBounds, timeZone: string) {
  const last = epochDayOf(range.end)!;
  const weeks = [{ weekStart: isoDate(sundayOf(epochDayOf(range.start)!)), from: range.from }];
  for (let sunday = sundayOf(epochDayOf(range.start)!) + 7; sunday <= last; sunday += 7) {
    const weekStart = isoDate(sunday);
    weeks.push({ weekStart, from: startOfLocalDay(weekStart, timeZone) });
  }
  return weeks;
}

/** A §3 report (by sales agent, dispatcher or truck) over the query's range. */
export async function getReport(
  deps: ReportsDeps,
  accountId: string,
  kind: ReportKind,
  query: Query,
): Promise<ReportResponse> {
  const { bounds } = await rangeFor(deps, accountId, query);
  const data = await reportRows(deps.db, accountId, kind, bounds);
  return { data, start_date: bounds.start, end_date: bounds.end };
}

/** The charts' series: revenue, paid miles and loads per week of the query's range. */
export async function getWeeklyReport(
  deps: ReportsDeps,
  accountId: string,
  query: Query,
): Promise<WeeklyReportResponse> {
  const { bounds, timeZone } = await rangeFor(deps, accountId, query);
  const data = await weeklyRows(deps.db, accountId, bounds, weeksOf(bounds, timeZone));
  return { data, start_date: bounds.start, end_date: bounds.end };
}
