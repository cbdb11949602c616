import {
  REPORT_MESSAGES,
  REPORT_PATHS,
  type ReportKind,
  type ReportResponse,
  reportPath,
  reportResponseSchema,
  type WeeklyReportResponse,
  weeklyReportResponseSchema,
} from '@fleet/contracts';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { type AppliedRange, rangeKey, toReportQuery } from '../lib/range';

export const reportKeys = {
  all: ['reports'] as const,
  report: (kind: ReportKind, range: AppliedRange) => ['reports', kind, ...rangeKey(range)] as const,
  weekly: (range: AppliedRange) => ['reports', 'weekly', ...rangeKey(range)] as const,
};

/**
 * §8: 'Report … loading failures show an error toast'. One toast however many reports fail
 * together (the dashboard asks for four): Mantine keeps one notification per id.
 */
function toastLoadFailed() {
  notifications.show({
    id: 'report-load-failed',
    message: REPORT_MESSAGES.loadFailed,
    color: 'red',
    autoClose: 6000,
  });
}

function searchOf(range: AppliedRange): string {
  const query = toReportQuery(range);
  const params = new URLSearchParams({ date_range_type: query.date_range_type ?? 'CURRENT_WEEK' });
  if (query.start_date) params.set('start_date', query.start_date);
  if (query.end_date) params.set('end_date', query.end_date);
  return params.toString();
}

async function getReportData<S extends z.ZodType>(
  path: string,
  range: AppliedRange,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  try {
    return await api.get(`${path}?${searchOf(range)}`, {
      schema,
      toast: false,
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    toastLoadFailed();
    throw new Error(REPORT_MESSAGES.loadFailed, { cause });
  }
}

/** GET /v1/reports/dashboard-data/{kind}?date_range_type&start_date&end_date (§7). */
export const getReport = (
  kind: ReportKind,
  range: AppliedRange,
  signal?: AbortSignal,
): Promise<ReportResponse> => getReportData(reportPath(kind), range, reportResponseSchema, signal);

/** GET /v1/reports/weekly: the charts' series. */
export const getWeeklyReport = (
  range: AppliedRange,
  signal?: AbortSignal,
): Promise<WeeklyReportResponse> =>
  getReportData(REPORT_PATHS.weekly, range, weeklyReportResponseSchema, signal);

export const reportQueryOptions = (kind: ReportKind, range: AppliedRange) =>
  queryOptions({
    queryKey: reportKeys.report(kind, range),
    queryFn: ({ signal }) => getReport(kind, range, signal),
    retry: false,
  });

/** A report for a range; the previous range's rows stay while the next one loads. */
export function useReport(kind: ReportKind, range: AppliedRange) {
  const signedIn = useAuthSelector((state) => state.context.session !== null);
  return useQuery({
    ...reportQueryOptions(kind, range),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useWeeklyReport(range: AppliedRange) {
  const signedIn = useAuthSelector((state) => state.context.session !== null);
  return useQuery({
    queryKey: reportKeys.weekly(range),
    queryFn: ({ signal }) => getWeeklyReport(range, signal),
    retry: false,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}
