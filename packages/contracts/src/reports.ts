import { z } from 'zod';

/**
 * Analytics reports (document 3 §2 "Analytics", §3 "Report rows", §5 "Report date range",
 * §7 "Analytics", §8, §9). Behind the REPORTS flag.
 *
 * Decisions where the spec is silent (see packages/api/src/reports/README.md):
 * - The three report calls take date_range_type and, for CUSTOM, start_date and end_date as ISO
 *   calendar dates (YYYY-MM-DD, both inclusive), read in the account's time zone. Weeks run
 *   Sunday to Saturday. The answer names the range it used.
 * - Units on the wire are the telematics units the §9 divisors imply: engine idle time in
 *   hundredths of a second (÷ 360000 → hours), fuel consumed in millilitres (÷ 3785.41 →
 *   gallons). Money in dollars with cents, fuel quantity in gallons, miles as miles.
 * - The weekly series feeds the dashboard's charts (revenue and revenue per mile by week).
 */

export const REPORT_KINDS = ['sales-agent', 'dispatcher', 'truck'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_PATHS = {
  /** GET ?date_range_type&start_date&end_date → ReportResponse (rows by sales agent). */
  salesAgent: '/v1/reports/dashboard-data/sales-agent',
  /** GET → ReportResponse (rows by dispatcher). */
  dispatcher: '/v1/reports/dashboard-data/dispatcher',
  /** GET → ReportResponse (rows by truck number). */
  truck: '/v1/reports/dashboard-data/truck',
  /** GET ?date_range_type&start_date&end_date → WeeklyReportResponse (the charts' series). */
  weekly: '/v1/reports/weekly',
} as const;

export const reportPath = (kind: ReportKind) => `/v1/reports/dashboard-data/${kind}`;

export const DATE_RANGE_TYPES = ['PREVIOUS_WEEK', 'CURRENT_WEEK', 'CUSTOM'] as const;
export type DateRangeType = (typeof DATE_RANGE_TYPES)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Dates must be YYYY-MM-DD');

/**
 * The query of every report call. CURRENT_WEEK is the default; CUSTOM needs both ends
 * (§5: 'both ends required for a custom range; future dates not allowed'); the server checks
 * the future against the account's today.
 */
export const reportQuerySchema = z
  .object({
    date_range_type: z.enum(DATE_RANGE_TYPES).default('CURRENT_WEEK'),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.date_range_type !== 'CUSTOM') return;
    if (!q.start_date || !q.end_date) {
      ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.customRangeNeedsBothEnds });
      return;
    }
    if (q.start_date > q.end_date) {
      ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.startAfterEnd });
    }
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** §3 Report rows. */
export const reportRowSchema = z.object({
  /** The sales agent's or dispatcher's name, or the truck number. */
  _id: z.string(),
  total_revenue: z.number(),
  total_paid_miles: z.number(),
  load_count: z.number().int(),
  /** Hundredths of a second (÷ 360000 → hours, §9). */
  total_engine_idle_time: z.number(),
  /** Millilitres (÷ 3785.41 → gallons, §9). */
  total_fuel_consumed: z.number(),
  /** Gallons bought. */
  total_fuel_quantity: z.number(),
  /** Dollars paid for fuel. */
  total_fuel_purchase_amount: z.number(),
  /** Dollars: the fuel the engine consumed, priced at the period's average price paid. */
  total_est_fuel_energy_cost: z.number(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportResponseSchema = z.object({
  data: z.array(reportRowSchema),
  start_date: isoDate,
  end_date: isoDate,
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

export const weeklyReportRowSchema = z.object({
  /** The Sunday the week starts on, YYYY-MM-DD. */
  week_start: isoDate,
  total_revenue: z.number(),
  total_paid_miles: z.number(),
  load_count: z.number().int(),
});
export type WeeklyReportRow = z.infer<typeof weeklyReportRowSchema>;

export const weeklyReportResponseSchema = z.object({
  data: z.array(weeklyReportRowSchema),
  start_date: isoDate,
  end_date: isoDate,
});
export type WeeklyReportResponse = z.infer<typeof weeklyReportResponseSchema>;

/** Messages (§5, §8: 'Report … loading failures show an error toast'; the texts are ours). */
export const REPORT_MESSAGES = {
  customRangeNeedsBothEnds: 'Please select both a start and an end date.',
  startAfterEnd: 'The start date must be on or before the end date.',
  notACalendarDate: 'Please select a valid date.',
  futureDate: 'Future dates are not allowed.',
  rangeTooLong: 'Please select a range of at most 366 days.',
  loadFailed: 'Failed to load report data.',
  nothingToExport: 'No report data to export.',
} as const;

/** §9: report tables show 15 rows per page. */
export const REPORT_PAGE_SIZE = 15;

/** §9 display rules, one place for the dashboard, the report pages, the charts and the export. */
export const reportFormat = {
  /** Whole dollars with thousands separators: $12,345. */
  revenue: (dollars: number) =>
    `$${Math.round(dollars).toLocaleString('en-US', { maximumFractionDigits: 0 })}`,
  /** Dollars per paid mile, 2 decimals; '-' with no miles. */
  dollarPerMile: (dollars: number, miles: number) =>
    miles > 0 ? `$${(dollars / miles).toFixed(2)}` : '-',
  /** Hours from hundredths of a second. */
  idleHours: (hundredths: number) => hundredths / 360000,
  /** Gallons from millilitres. */
  gallonsConsumed: (millilitres: number) => millilitres / 3785.41,
  /** Fuel bought as a percent of revenue, 2 decimals; '-' with no revenue. */
  fuelPercentOfRevenue: (fuelDollars: number, revenueDollars: number) =>
    revenueDollars > 0 ? `${((fuelDollars / revenueDollars) * 100).toFixed(2)}%` : '-',
} as const;
