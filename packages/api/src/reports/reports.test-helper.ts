import { randomUUID } from 'node:crypto';
import type { ReportKind, ReportRow, WeeklyReportRow } from '@fleet/contracts';
import type { Queryable, SqlParam } from '@fleet/service-kit/db';
import { DateTime } from 'luxon';
import { expect } from 'vitest';

/** Test rows in exact units: money in cents, miles in tenths, gallons in thousandths. */
export interface TestLoad {
  trip_id: string;
  truck_id: string;
  truck_number: string;
  dispatcher: string | null;
  sales_agent: string | null;
  dispatched_at: Date;
  delivered_at: Date | null;
  linehaul: number;
  fuel_surcharge: number;
  accessorials: number;
  paid_miles: number;
}

export interface TestEngineDay {
  truck_id: string;
  day: string;
  idle_time: number;
  fuel_consumed: number;
}

export interface TestPurchase {
  id: string;
  truck_id: string;
  purchased_at: Date;
  gallons: number;
  amount: number;
}

export async function insertAccount(db: Queryable, timeZone: string): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO accounts (id, name, use_case, time_zone) VALUES ($1, $2, 'carrier', $3)`,
    [id, `Reports ${id}`, timeZone],
  );
  return id;
}

async function insertMany(
  db: Queryable,
  head: string,
  width: number,
  rows: SqlParam[][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const values = chunk
      .map(
        (_, r) =>
          `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
      )
      .join(', ');
    await db.query(`${head} VALUES ${values}`, chunk.flat());
  }
}

export function insertLoads(db: Queryable, accountId: string, loads: TestLoad[]): Promise<void> {
  return insertMany(
    db,
    `INSERT INTO load_revenue (account_id, trip_id, source, truck_id, truck_number, dispatcher,
       sales_agent, dispatched_at, delivered_at, linehaul, fuel_surcharge, accessorials, paid_miles)`,
    13,
    loads.map((l) => [
      accountId,
      l.trip_id,
      'fleet',
      l.truck_id,
      l.truck_number,
      l.dispatcher,
      l.sales_agent,
      l.dispatched_at,
      l.delivered_at,
      (l.linehaul / 100).toFixed(2),
      (l.fuel_surcharge / 100).toFixed(2),
      (l.accessorials / 100).toFixed(2),
      (l.paid_miles / 10).toFixed(1),
    ]),
  );
}

export function insertEngineDays(
  db: Queryable,
  accountId: string,
  days: TestEngineDay[],
): Promise<void> {
  return insertMany(
    db,
    'INSERT INTO truck_engine_days (account_id, truck_id, day, idle_time, fuel_consumed)',
    5,
    days.map((d) => [accountId, d.truck_id, d.day, d.idle_time, d.fuel_consumed]),
  );
}

export function insertPurchases(
  db: Queryable,
  accountId: string,
  purchases: TestPurchase[],
): Promise<void> {
  return insertMany(
    db,
    'INSERT INTO fuel_purchases (account_id, id, truck_id, purchased_at, gallons, amount, station)',
    7,
    purchases.map((p) => [
      accountId,
      p.id,
      p.truck_id,
      p.purchased_at,
      (p.gallons / 1000).toFixed(3),
      (p.amount / 100).toFixed(2),
      'Pilot #1',
    ]),
  );
}

/**
 * An instant's local date in a zone, by Luxon, remembered: the property tests ask for the same
 * instants thousands of times (each engine day scans its truck's loads), and Luxon's zone
 * conversion was most of their time.
 */
const localDates = new Map<string, string>();
function localDateIn(zone: string, at: Date): string {
  const key = `${zone} ${at.getTime()}`;
  let day = localDates.get(key);
  if (day === undefined) {
    day = DateTime.fromJSDate(at, { zone }).toISODate() as string;
    localDates.set(key, day);
  }
  return day;
}

/**
 * The reports computed again, independently, in TypeScript: local dates by Luxon, attribution by
 * a scan of the truck's loads, sums in exact integer units.
 */
export function expectedReport(
  input: {
    timeZone: string;
    loads: TestLoad[];
    engineDays: TestEngineDay[];
    purchases: TestPurchase[];
  },
  kind: ReportKind,
  start: string,
  end: string,
): ReportRow[] {
  const localDate = (at: Date) => localDateIn(input.timeZone, at);
  const inRange = (day: string) => day >= start && day <= end;
  const later = (a: TestLoad, b: TestLoad) =>
    a.dispatched_at.getTime() !== b.dispatched_at.getTime()
      ? a.dispatched_at.getTime() > b.dispatched_at.getTime()
      : a.trip_id > b.trip_id;
  const lastLoad = (truck: string, fits: (l: TestLoad) => boolean) => {
    let best: TestLoad | undefined;
    for (const l of input.loads) {
      if (l.truck_id === truck && fits(l) && (!best || later(l, best))) best = l;
    }
    return best;
  };
  const person = (name: string | null | undefined) => {
    const trimmed = name?.trim();
    return trimmed ? trimmed : 'Unassigned';
  };
  const keyOf = (truck: string, load: TestLoad | undefined) =>
    kind === 'truck' ? truck : person(kind === 'dispatcher' ? load?.dispatcher : load?.sales_agent);

  interface Acc {
    revenue: number;
    miles: number;
    loads: number;
    idle: number;
    consumed: number;
    gallons: number;
    amount: number;
  }
  const rows = new Map<string, Acc>();
  const acc = (key: string) => {
    let row = rows.get(key);
    if (!row) {
      row = { revenue: 0, miles: 0, loads: 0, idle: 0, consumed: 0, gallons: 0, amount: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const l of input.loads) {
    if (!l.delivered_at || !inRange(localDate(l.delivered_at))) continue;
    const row = acc(keyOf(l.truck_id, l));
    row.revenue += l.linehaul + l.fuel_surcharge + l.accessorials;
    row.miles += l.paid_miles;
    row.loads += 1;
  }
  for (const d of input.engineDays) {
    if (!inRange(d.day)) continue;
    const load = lastLoad(d.truck_id, (l) => localDate(l.dispatched_at) <= d.day);
    const row = acc(keyOf(d.truck_id, load));
    row.idle += d.idle_time;
    row.consumed += d.fuel_consumed;
  }
  let allGallons = 0;
  let allAmount = 0;
  for (const p of input.purchases) {
    if (!inRange(localDate(p.purchased_at))) continue;
    const load = lastLoad(p.truck_id, (l) => l.dispatched_at <= p.purchased_at);
    const row = acc(keyOf(p.truck_id, load));
    row.gallons += p.gallons;
    row.amount += p.amount;
    allGallons += p.gallons;
    allAmount += p.amount;
  }
  // Dollars per gallon paid over the range (amount in cents, gallons in thousandths).
  const perGallon = allGallons > 0 ? allAmount / 100 / (allGallons / 1000) : 0;
  const nameOf = (key: string) => {
    if (kind !== 'truck') return key;
    const delivered = input.loads
      .filter((l) => l.truck_id === key && l.delivered_at && inRange(localDate(l.delivered_at)))
      .sort((a, b) => b.delivered_at!.getTime() - a.delivered_at!.getTime());
    return delivered[0]?.truck_number ?? lastLoad(key, () => true)?.truck_number ?? key;
  };
  return [...rows.entries()].map(([key, r]) => ({
    _id: nameOf(key),
    total_revenue: r.revenue / 100,
    total_paid_miles: r.miles / 10,
    load_count: r.loads,
    total_engine_idle_time: r.idle,
    total_fuel_consumed: r.consumed,
    total_fuel_quantity: r.gallons / 1000,
    total_fuel_purchase_amount: r.amount / 100,
    total_est_fuel_energy_cost: Math.round((r.consumed / 3785.41) * perGallon * 100) / 100,
  }));
}

/** The weekly series computed again in TypeScript. */
export function expectedWeekly(
  input: { timeZone: string; loads: TestLoad[] },
  start: string,
  end: string,
): WeeklyReportRow[] {
  const sunday = (iso: string) => {
    const d = DateTime.fromISO(iso, { zone: 'utc' });
    return d.minus({ days: d.weekday % 7 }).toISODate() as string;
  };
  const weeks = new Map<string, { revenue: number; miles: number; loads: number }>();
  for (
    let w = DateTime.fromISO(sunday(start), { zone: 'utc' });
    (w.toISODate() as string) <= end;
    w = w.plus({ days: 7 })
  ) {
    weeks.set(w.toISODate() as string, { revenue: 0, miles: 0, loads: 0 });
  }
  for (const l of input.loads) {
    if (!l.delivered_at) continue;
    const day = localDateIn(input.timeZone, l.delivered_at);
    if (day < start || day > end) continue;
    const week = weeks.get(sunday(day))!;
    week.revenue += l.linehaul + l.fuel_surcharge + l.accessorials;
    week.miles += l.paid_miles;
    week.loads += 1;
  }
  return [...weeks.entries()].map(([week_start, w]) => ({
    week_start,
    total_revenue: w.revenue / 100,
    total_paid_miles: w.miles / 10,
    load_count: w.loads,
  }));
}

/** Rows in a fixed order (by _id), for comparing sets of rows whatever the database's collation. */
export const byId = (rows: ReportRow[]) =>
  [...rows].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));

/** A report's row without its estimated fuel cost (a float compared within a cent). */
export const withoutCost = ({ total_est_fuel_energy_cost: _, ...row }: ReportRow) => row;

function sum(rows: ReportRow[], field: keyof ReportRow): number {
  return rows.reduce((total, row) => total + (row[field] as number), 0);
}

/** A report's engine idle time, fuel consumed and fuel purchased (in cents). */
export type ReportTotals = { idle: number; consumed: number; amount: number };

/**
 * Expects a report's rows to equal the expected ones (the estimated fuel cost within a cent),
 * highest revenue first; returns the report's totals. `what` names the report in failures.
 */
export function expectReportRows(
  rows: ReportRow[],
  expected: ReportRow[],
  what?: string,
): ReportTotals {
  expect(byId(rows).map(withoutCost), what).toEqual(byId(expected).map(withoutCost));
  const cost = new Map(expected.map((r) => [r._id, r.total_est_fuel_energy_cost]));
  for (const row of rows) {
    expect(
      Math.abs(row.total_est_fuel_energy_cost - cost.get(row._id)!),
      `${what ?? ''} ${row._id} estimated fuel cost`,
    ).toBeLessThan(0.0101);
  }
  for (let i = 1; i < rows.length; i++) {
    expect(rows[i - 1]!.total_revenue).toBeGreaterThanOrEqual(rows[i]!.total_revenue);
  }
  return {
    idle: sum(rows, 'total_engine_idle_time'),
    consumed: sum(rows, 'total_fuel_consumed'),
    amount: Math.round(sum(rows, 'total_fuel_purchase_amount') * 100),
  };
}

/** Every engine day and purchase counts once in each report: the three reports' totals agree. */
export function expectSameTotals(totals: Partial<Record<ReportKind, ReportTotals>>): void {
  expect(totals.dispatcher).toEqual(totals.truck);
  expect(totals['sales-agent']).toEqual(totals.truck);
}
