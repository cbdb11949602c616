import type {
  ReportKind,
  ReportResponse,
  reportQuerySchema,
  WeeklyReportResponse,
} from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import type { z } from 'zod';
import { reportRows, timeZoneOf, weeklyRows } from '../data/reports-repository';
import { localToday, resolveRange } from './date-range';

export interface ReportsDeps {
  db: Queryable;
  /** Now, for the account's today (tests fix it). */
  clock: () => Date;
}

type Query = z.output<typeof reportQuerySchema>;

async function rangeFor(deps: ReportsDeps, accountId: string, query: Query) {
  const timeZone = await timeZoneOf(deps.db, accountId);
  if (!timeZone) throw new Error(`no account ${accountId}`);
  return resolveRange(query, localToday(deps.clock(), timeZone));
}

/** A §3 report (by sales agent, dispatcher or truck) over the query's range. */
export async function getReport(
  deps: ReportsDeps,
  accountId: string,
  kind: ReportKind,
  query: Query,
): Promise<ReportResponse> {
  const range = await rangeFor(deps, accountId, query);
  const data = await reportRows(deps.db, accountId, kind, range.start, range.end);
  return { data, start_date: range.start, end_date: range.end };
}

/** The charts' series: revenue, paid miles and loads per week of the query's range. */
export async function getWeeklyReport(
  deps: ReportsDeps,
  accountId: string,
  query: Query,
): Promise<WeeklyReportResponse> {
  const range = await rangeFor(deps, accountId, query);
  const data = await weeklyRows(deps.db, accountId, range.start, range.end);
  return { data, start_date: range.start, end_date: range.end };
}
