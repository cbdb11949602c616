import type { ReportRow, WeeklyReportRow } from '@fleet/contracts';

/** The weekly chart's series: revenue (whole dollars) and revenue per paid mile (2 decimals). */
export interface WeeklySeries {
  weeks: string[];
  revenue: number[];
  /** null for a week without paid miles (a gap in the line). */
  perMile: Array<number | null>;
}

export function weeklySeries(rows: readonly WeeklyReportRow[]): WeeklySeries {
  const sorted = [...rows].sort((a, b) => a.week_start.localeCompare(b.week_start));
  return {
    weeks: sorted.map((row) => row.week_start),
    revenue: sorted.map((row) => Math.round(row.total_revenue)),
    perMile: sorted.map((row) =>
      row.total_paid_miles > 0
        ? Math.round((row.total_revenue / row.total_paid_miles) * 100) / 100
        : null,
    ),
  };
}

/** The fuel chart shows this many trucks. */
export const FUEL_CHART_TRUCKS = 15;

export interface FuelBar {
  truck: string;
  /** Fuel bought as a percent of revenue, 2 decimals. */
  percent: number;
}

/**
 * Fuel percent of revenue by truck: the trucks that earned revenue, highest percent first (the
 * ones to look at), at most 15.
 */
export function fuelPercentByTruck(
  rows: readonly ReportRow[],
  limit = FUEL_CHART_TRUCKS,
): FuelBar[] {
  return rows
    .filter((row) => row.total_revenue > 0)
    .map((row) => ({
      truck: row._id,
      percent: Math.round((row.total_fuel_purchase_amount / row.total_revenue) * 10_000) / 100,
    }))
    .sort((a, b) => b.percent - a.percent || a.truck.localeCompare(b.truck))
    .slice(0, limit);
}

/** Nov 22 for an axis label. */
export function shortWeek(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
  });
}
