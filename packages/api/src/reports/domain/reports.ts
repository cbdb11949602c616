import type {
  ReportKind,
  ReportResponse,
  reportQuerySchema,
  WeeklyReportResponse,
} from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import type { z } from 'zod';
import { type RangeBounds, reportRows, timeZoneOf, weeklyRows } from '../data/reports-repository';
import {
  epochDayOf,
  isoOfEpochDay,
  localToday,
  resolveRange,
  startOfLocalDay,
  sundayOf,
} from './date-range';

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
  return {
    start,
    end,
    from: startOfLocalDay(start, timeZone),
    to: startOfLocalDay(isoOfEpochDay(epochDayOf(end)! + 1), timeZone),
  };
}

/** The weeks (Sunday to Saturday) meeting a range, each with the instant its part begins. */
export function weeksOf(range: RangeBounds, timeZone: string) {
  const last = epochDayOf(range.end)!;
  const weeks = [
    { weekStart: isoOfEpochDay(sundayOf(epochDayOf(range.start)!)), from: range.from },
  ];
  for (let sunday = sundayOf(epochDayOf(range.start)!) + 7; sunday <= last; sunday += 7) {
    const weekStart = isoOfEpochDay(sunday);
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
