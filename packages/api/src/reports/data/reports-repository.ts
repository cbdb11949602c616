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
 * The grouping key of each report, over a table aliased `t` (load_revenue, truck_engine_days
 * and fuel_purchases all carry truck_id, dispatcher and sales_agent; on the last two the people
 * are those of the load the row is attributed to, kept by migration 0013's triggers).
 */
const KEY: Record<ReportKind, string> = {
  'sales-agent': `coalesce(nullif(btrim(t.sales_agent), ''), '${UNASSIGNED}')`,
  dispatcher: `coalesce(nullif(btrim(t.dispatcher), ''), '${UNASSIGNED}')`,
  truck: 't.truck_id',
};

/**
 * Instants are compared with an index-friendly window a day wider than the range on each side
 * (the range's local midnights, whatever DST does to them, lie inside it) and then exactly by
 * their calendar date in the account's time zone.
 */
const bounds = `
  acct AS (SELECT time_zone AS tz FROM accounts WHERE id = $1),
  win AS (
    SELECT tz,
      ($2::date - 1)::timestamp AT TIME ZONE tz AS lo,
      ($3::date + 2)::timestamp AT TIME ZONE tz AS hi
    FROM acct
  )`;

function reportSql(kind: ReportKind): string {
  const key = KEY[kind];
  // The truck report names a truck by the number on its latest load (its id when it never had
  // one in this account).
  const name =
    kind === 'truck'
      ? `coalesce((SELECT l.truck_number FROM load_revenue l
           WHERE l.account_id = $1 AND l.truck_id = k.key
           ORDER BY l.dispatched_at DESC LIMIT 1), k.key)`
      : 'k.key';
  return `
    WITH ${bounds},
    loads AS (
      SELECT ${key} AS key,
        sum(t.linehaul + t.fuel_surcharge + t.accessorials) AS revenue,
        sum(t.paid_miles) AS miles,
        count(*) AS loads
      FROM load_revenue t, win
      WHERE t.account_id = $1 AND t.delivered_at >= win.lo AND t.delivered_at < win.hi
        AND (t.delivered_at AT TIME ZONE win.tz)::date BETWEEN $2::date AND $3::date
      GROUP BY 1
    ),
    engine AS (
      SELECT ${key} AS key, sum(t.idle_time) AS idle, sum(t.fuel_consumed) AS consumed
      FROM truck_engine_days t
      WHERE t.account_id = $1 AND t.day BETWEEN $2::date AND $3::date
      GROUP BY 1
    ),
    fuel AS (
      SELECT ${key} AS key, sum(t.gallons) AS gallons, sum(t.amount) AS amount
      FROM fuel_purchases t, win
      WHERE t.account_id = $1 AND t.purchased_at >= win.lo AND t.purchased_at < win.hi
        AND (t.purchased_at AT TIME ZONE win.tz)::date BETWEEN $2::date AND $3::date
      GROUP BY 1
    ),
    -- The account's average price per gallon paid over the range.
    price AS (SELECT sum(amount) / nullif(sum(gallons), 0) AS per_gallon FROM fuel),
    k AS (
      SELECT key, sum(revenue) AS revenue, sum(miles) AS miles, sum(loads) AS loads,
        sum(idle) AS idle, sum(consumed) AS consumed, sum(gallons) AS gallons,
        sum(amount) AS amount
      FROM (
        SELECT key, revenue, miles, loads, 0 AS idle, 0 AS consumed, 0 AS gallons, 0 AS amount
        FROM loads
        UNION ALL SELECT key, 0, 0, 0, idle, consumed, 0, 0 FROM engine
        UNION ALL SELECT key, 0, 0, 0, 0, 0, gallons, amount FROM fuel
      ) parts
      GROUP BY key
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

/** One report's rows over [start, end] (ISO dates, inclusive), one statement. */
export function reportRows(
  db: Queryable,
  accountId: string,
  kind: ReportKind,
  start: string,
  end: string,
): Promise<ReportRow[]> {
  return db.query<ReportRow>(SQL[kind], [accountId, start, end]);
}

const WEEKLY_SQL = `
  WITH ${bounds},
  first AS (SELECT $2::date - extract(dow FROM $2::date)::int AS sunday),
  weeks AS (
    SELECT first.sunday + 7 * i AS week_start
    FROM first, generate_series(0, ($3::date - first.sunday) / 7) AS i
  ),
  loads AS (
    SELECT d - extract(dow FROM d)::int AS week_start,
      sum(linehaul + fuel_surcharge + accessorials) AS revenue,
      sum(paid_miles) AS miles, count(*) AS loads
    FROM (
      SELECT (t.delivered_at AT TIME ZONE win.tz)::date AS d, t.linehaul, t.fuel_surcharge,
        t.accessorials, t.paid_miles
      FROM load_revenue t, win
      WHERE t.account_id = $1 AND t.delivered_at >= win.lo AND t.delivered_at < win.hi
    ) x
    WHERE d BETWEEN $2::date AND $3::date
    GROUP BY 1
  )
  SELECT to_char(w.week_start, 'YYYY-MM-DD') AS week_start,
    coalesce(l.revenue, 0)::float8 AS total_revenue,
    coalesce(l.miles, 0)::float8 AS total_paid_miles,
    coalesce(l.loads, 0)::int AS load_count
  FROM weeks w LEFT JOIN loads l ON l.week_start = w.week_start
  ORDER BY w.week_start`;

/** Per week (Sunday to Saturday) meeting [start, end]: the loads delivered in the range. */
export function weeklyRows(
  db: Queryable,
  accountId: string,
  start: string,
  end: string,
): Promise<WeeklyReportRow[]> {
  return db.query<WeeklyReportRow>(WEEKLY_SQL, [accountId, start, end]);
}
