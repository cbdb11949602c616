import type { ReportKind, ReportRow, WeeklyReportRow } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';

/** What a person's row is called when the load names nobody (and before a truck's first load). */
export const UNASSIGNED = 'Unassigned';

export async function timeZoneOf(db: Queryable, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ time_zone: string }>(
    'SELECT time_zone FROM accounts WHERE id = $1',
    [accountId],
  );
  return row?.time_zone ?? null;
}

/**
 * The grouping column of each report, over a table aliased `t` (load_revenue, truck_engine_days
 * and fuel_purchases all carry truck_id, dispatcher and sales_agent; on the last two the people
 * are those of the load the row is attributed to, kept by migration 0013's triggers). Rows are
 * grouped by the raw value; names are normalised (blank → 'Unassigned') on the few groups.
 */
const COLUMN: Record<ReportKind, string> = {
  'sales-agent': 't.sales_agent',
  dispatcher: 't.dispatcher',
  truck: 't.truck_id',
};

/** report_month_facts.kind of each report (migration 0014). */
const MONTH_KIND: Record<ReportKind, number> = { truck: 1, dispatcher: 2, 'sales-agent': 3 };

const NORMALISE: Record<ReportKind, (raw: string) => string> = {
  'sales-agent': (raw) => `coalesce(nullif(btrim(${raw}), ''), '${UNASSIGNED}')`,
  dispatcher: (raw) => `coalesce(nullif(btrim(${raw}), ''), '${UNASSIGNED}')`,
  truck: (raw) => raw,
};

function reportSql(kind: ReportKind): string {
  const key = COLUMN[kind];
  // The truck report names a truck by the number on its latest load delivered in the range,
  // else on its latest load (its id when it never had one in this account).
  const truck = kind === 'truck';
  const name = truck
    ? `coalesce(k.number, (SELECT l.truck_number FROM load_revenue l
           WHERE l.account_id = $1 AND l.truck_id = k.key
           ORDER BY l.dispatched_at DESC LIMIT 1), k.key)`
    : 'k.key';
  const number = truck ? '(array_agg(t.truck_number ORDER BY t.delivered_at DESC))[1]' : 'NULL::text';
  return `
    WITH loads AS (
      SELECT ${key} AS key,
        sum(t.linehaul) + sum(t.fuel_surcharge) + sum(t.accessorials) AS revenue,
        sum(t.paid_miles) AS miles,
        count(*) AS loads,
        ${number} AS number
      FROM load_revenue t
      WHERE t.account_id = $1
        AND ((t.delivered_at >= $4 AND t.delivered_at < $8)
          OR (t.delivered_at >= $9 AND t.delivered_at < $5))
      GROUP BY 1
    ),
    engine AS (
      SELECT ${key} AS key, sum(t.idle_time) AS idle, sum(t.fuel_consumed) AS consumed
      FROM truck_engine_days t
      WHERE t.account_id = $1
        AND ((t.day >= $2::date AND t.day < $6::date) OR (t.day >= $7::date AND t.day <= $3::date))
      GROUP BY 1
    ),
    fuel AS (
      SELECT ${key} AS key, sum(t.gallons) AS gallons, sum(t.amount) AS amount
      FROM fuel_purchases t
      WHERE t.account_id = $1
        AND ((t.purchased_at >= $4 AND t.purchased_at < $8)
          OR (t.purchased_at >= $9 AND t.purchased_at < $5))
      GROUP BY 1
    ),
    -- The range's whole months, from the monthly sums.
    months AS (
      SELECT m.key, sum(m.revenue) AS revenue, sum(m.miles) AS miles, sum(m.loads) AS loads,
        sum(m.idle) AS idle, sum(m.consumed) AS consumed, sum(m.gallons) AS gallons,
        sum(m.amount) AS amount
      FROM report_month_facts m
      WHERE m.account_id = $1 AND m.kind = ${MONTH_KIND[kind]}
        AND m.month >= $6::date AND m.month < $7::date AND m.facts > 0
      GROUP BY 1
    ),
    -- The account's average price per gallon paid over the range.
    price AS (
      SELECT sum(amount) / nullif(sum(gallons), 0) AS per_gallon
      FROM (SELECT amount, gallons FROM fuel UNION ALL SELECT amount, gallons FROM months) p
    ),
    k AS (
      SELECT ${NORMALISE[kind]('key')} AS key, sum(revenue) AS revenue, sum(miles) AS miles,
        sum(loads) AS loads, sum(idle) AS idle, sum(consumed) AS consumed,
        sum(gallons) AS gallons, sum(amount) AS amount, max(number) AS number
      FROM (
        SELECT key, revenue, miles, loads, 0 AS idle, 0 AS consumed, 0 AS gallons, 0 AS amount,
          number
        FROM loads
        UNION ALL SELECT key, 0, 0, 0, idle, consumed, 0, 0, NULL FROM engine
        UNION ALL SELECT key, 0, 0, 0, 0, 0, gallons, amount, NULL FROM fuel
        UNION ALL
        SELECT key, revenue, miles, loads, idle, consumed, gallons, amount, NULL FROM months
      ) parts
      GROUP BY 1
    )
    SELECT ${name} AS "_id",
      k.revenue::float8 AS total_revenue,
      k.miles::float8 AS total_paid_miles,
      k.loads::int AS load_count,
      k.idle::float8 AS total_engine_idle_time,
      k.consumed::float8 AS total_fuel_consumed,
      k.gallons::float8 AS total_fuel_quantity,
      k.amount::float8 AS total_fuel_purchase_amount,
      coalesce(round(k.consumed / 3785.41 * price.per_gallon, 2), 0)::float8
        AS total_est_fuel_energy_cost
    FROM k, price
    ORDER BY total_revenue DESC, "_id"`;
}

const SQL: Record<ReportKind, string> = {
  'sales-agent': reportSql('sales-agent'),
  dispatcher: reportSql('dispatcher'),
  truck: reportSql('truck'),
};

/**
 * A report's range: its calendar days (for engine days, kept by local day) and the instants
 * they span in the account's time zone, [from, to) (for deliveries and purchases); and its
 * whole months [monthsStart, monthsEnd) (ISO dates, the first days of months; equal when the
 * range holds no whole month) with the instants they span, [monthsFrom, monthsTo).
 */
export interface RangeBounds {
  start: string;
  end: string;
  from: Date;
  to: Date;
  monthsStart: string;
  monthsEnd: string;
  monthsFrom: Date;
  monthsTo: Date;
}

/**
 * One report's rows over the range, one statement: the whole months from report_month_facts,
 * the days before and after them from the tables.
 */
export function reportRows(
  db: Queryable,
  accountId: string,
  kind: ReportKind,
  range: RangeBounds,
): Promise<ReportRow[]> {
  return db.query<ReportRow>(SQL[kind], [
    accountId,
    range.start,
    range.end,
    range.from,
    range.to,
    range.monthsStart,
    range.monthsEnd,
    range.monthsFrom,
    range.monthsTo,
  ]);
}

const WEEKLY_SQL = `
  WITH weeks AS (
    SELECT i, week_start FROM unnest($4::text[]) WITH ORDINALITY AS w (week_start, i)
  ),
  loads AS (
    SELECT width_bucket(t.delivered_at, $5::timestamptz[]) AS i,
      sum(t.linehaul) + sum(t.fuel_surcharge) + sum(t.accessorials) AS revenue,
      sum(t.paid_miles) AS miles, count(*) AS loads
    FROM load_revenue t
    WHERE t.account_id = $1 AND t.delivered_at >= $2 AND t.delivered_at < $3
    GROUP BY 1
  )
  SELECT w.week_start,
    coalesce(l.revenue, 0)::float8 AS total_revenue,
    coalesce(l.miles, 0)::float8 AS total_paid_miles,
    coalesce(l.loads, 0)::int AS load_count
  FROM weeks w LEFT JOIN loads l ON l.i = w.i
  ORDER BY w.i`;

/**
 * Per week (Sunday to Saturday) meeting the range: the loads delivered in the range.
 * `weeks`: each week's Sunday and the instant its part of the range begins (the first one is
 * the range's start).
 */
export function weeklyRows(
  db: Queryable,
  accountId: string,
  range: RangeBounds,
  weeks: Array<{ weekStart: string; from: Date }>,
): Promise<WeeklyReportRow[]> {
  return db.query<WeeklyReportRow>(WEEKLY_SQL, [
    accountId,
    range.from,
    range.to,
    weeks.map((w) => w.weekStart),
    weeks.map((w) => w.from.toISOString()),
  ]);
}
