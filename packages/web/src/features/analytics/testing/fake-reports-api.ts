import {
  type ReportKind,
  type ReportRow,
  reportQuerySchema,
  type WeeklyReportRow,
} from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';

export interface RecordedReport {
  path: string;
  query: URLSearchParams;
  authorization: string | null;
}

/** A report row with round numbers; `overrides` sets any field. */
export function makeReportRow(id: string, overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    _id: id,
    total_revenue: 10_000,
    total_paid_miles: 4_000,
    load_count: 4,
    total_engine_idle_time: 360_000 * 5,
    total_fuel_consumed: 3785.41 * 600,
    total_fuel_quantity: 550,
    total_fuel_purchase_amount: 2_000,
    total_est_fuel_energy_cost: 2_100,
    ...overrides,
  };
}

export interface FakeReportsOptions {
  flag?: boolean;
  rows?: Partial<Record<ReportKind, ReportRow[]>>;
  weekly?: WeeklyReportRow[];
  /** The weekly answer's end_date (the server's today when the asked end is a day ahead). */
  weeklyAnsweredEnd?: string;
  /** Answer every report call with this status. */
  failWith?: number;
}

/**
 * The reports API of document 3 §7 in memory: the three report calls and the weekly series,
 * queries validated with the contract (a bad one is a 400 with its message), every call recorded.
 * The answer's start_date/end_date are the custom ends, or fixed dates for the presets.
 */
export function fakeReportsApi(options: FakeReportsOptions = {}) {
  const base = fakeApi({ user: makeUser(), flags: { REPORTS: options.flag ?? true } });
  const requests: RecordedReport[] = [];

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    if (!url.pathname.startsWith('/v1/reports/')) return base.fetch(input, init);
    requests.push({
      path: url.pathname,
      query: url.searchParams,
      authorization: new Headers(init?.headers).get('authorization'),
    });
    if (options.failWith) return jsonResponse({ message: 'boom' }, options.failWith);
    const parsed = reportQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      return jsonResponse({ message: parsed.error.issues[0]?.message }, 400);
    }
    const q = parsed.data;
    const [start_date, end_date] =
      q.date_range_type === 'CUSTOM'
        ? [q.start_date as string, q.end_date as string]
        : q.date_range_type === 'PREVIOUS_WEEK'
          ? ['2026-11-15', '2026-11-21']
          : ['2026-11-22', '2026-11-28'];
    if (url.pathname === '/v1/reports/weekly') {
      return jsonResponse({
        data: options.weekly ?? [],
        start_date,
        end_date: options.weeklyAnsweredEnd ?? end_date,
      });
    }
    const kind = /^\/v1\/reports\/dashboard-data\/(sales-agent|dispatcher|truck)$/.exec(
      url.pathname,
    )?.[1] as ReportKind | undefined;
    if (!kind) return jsonResponse({ message: 'Not found' }, 404);
    return jsonResponse({ data: options.rows?.[kind] ?? [], start_date, end_date });
  };

  return {
    fetch: fetchFn,
    requests,
    to: (path: string) => requests.filter((r) => r.path === path),
  };
}
