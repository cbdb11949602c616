import { REPORT_PAGE_SIZE, type ReportRow, reportFormat } from '@fleet/contracts';

/**
 * The report table's columns (§3 report rows, §9 display rules through the contracts'
 * `reportFormat`): what each shows, what it sorts by, and what the export writes (a number).
 */
export type ColumnKey =
  | 'name'
  | 'revenue'
  | 'miles'
  | 'loads'
  | 'perMile'
  | 'idle'
  | 'fuelConsumed'
  | 'fuelBought'
  | 'fuelAmount'
  | 'fuelPercent'
  | 'energyCost';

export interface Column {
  key: ColumnKey;
  /** The header; `name`'s is the report's (Sales Agent, Dispatcher, Truck). */
  label: string;
  numeric: boolean;
  /** What the cell shows. */
  display: (row: ReportRow) => string;
  /** What sorting compares and the export writes; null when there is nothing to compute. */
  value: (row: ReportRow) => number | string | null;
  /** Excel number format of the exported cell. */
  excelFormat?: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const decimals = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const whole = decimals(0);
const two = decimals(2);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const perMile = (row: ReportRow) =>
  row.total_paid_miles > 0 ? row.total_revenue / row.total_paid_miles : null;
const fuelPercent = (row: ReportRow) =>
  row.total_revenue > 0 ? (row.total_fuel_purchase_amount / row.total_revenue) * 100 : null;

export function reportColumns(nameHeader: string): readonly Column[] {
  return [
    { key: 'name', label: nameHeader, numeric: false, display: (r) => r._id, value: (r) => r._id },
    {
      key: 'revenue',
      label: 'Revenue',
      numeric: true,
      display: (r) => reportFormat.revenue(r.total_revenue),
      value: (r) => Math.round(r.total_revenue),
      excelFormat: '"$"#,##0',
    },
    {
      key: 'miles',
      label: 'Paid Miles',
      numeric: true,
      display: (r) => whole.format(r.total_paid_miles),
      value: (r) => Math.round(r.total_paid_miles),
      excelFormat: '#,##0',
    },
    {
      key: 'loads',
      label: 'Loads',
      numeric: true,
      display: (r) => whole.format(r.load_count),
      value: (r) => r.load_count,
      excelFormat: '#,##0',
    },
    {
      key: 'perMile',
      label: '$/Mile',
      numeric: true,
      display: (r) => reportFormat.dollarPerMile(r.total_revenue, r.total_paid_miles),
      value: (r) => {
        const value = perMile(r);
        return value === null ? null : round2(value);
      },
      excelFormat: '"$"#,##0.00',
    },
    {
      key: 'idle',
      label: 'Idle Hours',
      numeric: true,
      display: (r) => two.format(reportFormat.idleHours(r.total_engine_idle_time)),
      value: (r) => round2(reportFormat.idleHours(r.total_engine_idle_time)),
      excelFormat: '#,##0.00',
    },
    {
      key: 'fuelConsumed',
      label: 'Fuel Consumed (gal)',
      numeric: true,
      display: (r) => two.format(reportFormat.gallonsConsumed(r.total_fuel_consumed)),
      value: (r) => round2(reportFormat.gallonsConsumed(r.total_fuel_consumed)),
      excelFormat: '#,##0.00',
    },
    {
      key: 'fuelBought',
      label: 'Fuel Bought (gal)',
      numeric: true,
      display: (r) => two.format(r.total_fuel_quantity),
      value: (r) => round2(r.total_fuel_quantity),
      excelFormat: '#,##0.00',
    },
    {
      key: 'fuelAmount',
      label: 'Fuel Amount',
      numeric: true,
      display: (r) => usd.format(r.total_fuel_purchase_amount),
      value: (r) => round2(r.total_fuel_purchase_amount),
      excelFormat: '"$"#,##0.00',
    },
    {
      key: 'fuelPercent',
      label: 'Fuel % of Revenue',
      numeric: true,
      display: (r) =>
        reportFormat.fuelPercentOfRevenue(r.total_fuel_purchase_amount, r.total_revenue),
      value: (r) => {
        const value = fuelPercent(r);
        return value === null ? null : round2(value);
      },
      excelFormat: '0.00"%"',
    },
    {
      key: 'energyCost',
      label: 'Est. Fuel Energy Cost',
      numeric: true,
      display: (r) => usd.format(r.total_est_fuel_energy_cost),
      value: (r) => round2(r.total_est_fuel_energy_cost),
      excelFormat: '"$"#,##0.00',
    },
  ];
}

/** A row as the table shows it, one string per column. */
export const rowCells = (columns: readonly Column[], row: ReportRow): string[] =>
  columns.map((column) => column.display(row));

/** The search box: rows whose name (or truck number) contains the text, any case. */
export function filterRows(rows: readonly ReportRow[], search: string): ReportRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => row._id.toLowerCase().includes(needle));
}

export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: ColumnKey;
  direction: SortDirection;
}

/** The tables open sorted by revenue, highest first. */
export const DEFAULT_SORT: Sort = { key: 'revenue', direction: 'descending' };

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/**
 * Rows in a column's order. Rows without a value (no miles for $/mile, no revenue for fuel %)
 * go last either way; ties keep the name order.
 */
export function sortRows(
  rows: readonly ReportRow[],
  columns: readonly Column[],
  sort: Sort,
): ReportRow[] {
  const column = columns.find((c) => c.key === sort.key);
  if (!column) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = column.value(a);
    const vb = column.value(b);
    if (va === null || vb === null) {
      if (va === vb) return collator.compare(a._id, b._id);
      return va === null ? 1 : -1;
    }
    const order =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : collator.compare(String(va), String(vb));
    return order === 0 ? collator.compare(a._id, b._id) : sign * order;
  });
}

/** A click on a header: that column, descending for numbers and A–Z for names; again, reversed. */
export function nextSort(current: Sort, key: ColumnKey, columns: readonly Column[]): Sort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  const numeric = columns.find((c) => c.key === key)?.numeric ?? false;
  return { key, direction: numeric ? 'descending' : 'ascending' };
}

export interface PageOf<T> {
  rows: T[];
  page: number;
  pages: number;
  /** 1-based index of the first row shown (0 when none). */
  first: number;
  last: number;
  total: number;
}

/** §9: 15 rows a page. A page past the end shows the last one. */
export function pageRows<T>(rows: readonly T[], page: number, size = REPORT_PAGE_SIZE): PageOf<T> {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * size;
  const shown = rows.slice(start, start + size);
  return {
    rows: shown,
    page: current,
    pages,
    first: shown.length ? start + 1 : 0,
    last: start + shown.length,
    total: rows.length,
  };
}
