import type { Migration } from '@fleet/service-kit/db';

/**
 * The reports component's tables (appended after the invoices'; never edit a shipped one).
 * The fleet sync fills them from the TMS, the ELD and the fuel-card provider; the built-in TMS's
 * saved loads (tms_loads) fill load_revenue too. The reports read them in one pass each.
 */
/** What one row of a table adds to its month (report_month_facts' columns). */
interface MonthFacts {
  month: string;
  filter: string;
  revenue: string;
  miles: string;
  loads: string;
  idle: string;
  consumed: string;
  gallons: string;
  amount: string;
}

const LOAD_FACTS: MonthFacts = {
  month: 'reports_month_of(r.account_id, r.delivered_at)',
  filter: 'r.delivered_at IS NOT NULL',
  revenue: 'r.linehaul + r.fuel_surcharge + r.accessorials',
  miles: 'r.paid_miles',
  loads: '1',
  idle: '0',
  consumed: '0',
  gallons: '0',
  amount: '0',
};
const ENGINE_FACTS: MonthFacts = {
  month: "date_trunc('month', r.day)::date",
  filter: 'true',
  revenue: '0',
  miles: '0',
  loads: '0',
  idle: 'r.idle_time',
  consumed: 'r.fuel_consumed',
  gallons: '0',
  amount: '0',
};
const PURCHASE_FACTS: MonthFacts = {
  month: 'reports_month_of(r.account_id, r.purchased_at)',
  filter: 'true',
  revenue: '0',
  miles: '0',
  loads: '0',
  idle: '0',
  consumed: '0',
  gallons: 'r.gallons',
  amount: 'r.amount',
};

/** The three statement triggers (insert, update, delete) that keep a table's monthly sums. */
function monthTriggers(table: string, name: string, f: MonthFacts): string {
  const rows = (source: string, sign: number) => `
          SELECT r.account_id, ${f.month} AS month, r.truck_id, r.dispatcher, r.sales_agent,
            ${sign} AS sign, ${f.revenue} AS revenue, ${f.miles} AS miles, ${f.loads} AS loads,
            ${f.idle} AS idle, ${f.consumed} AS consumed, ${f.gallons} AS gallons,
            ${f.amount} AS amount
          FROM ${source} r WHERE ${f.filter}`;
  const apply = (parts: string[]) => `
        INSERT INTO report_month_facts AS m (account_id, month, kind, key, revenue, miles, loads,
          idle, consumed, gallons, amount, facts)
        SELECT x.account_id, x.month, k.kind, k.key, sum(x.sign * x.revenue),
          sum(x.sign * x.miles), sum(x.sign * x.loads), sum(x.sign * x.idle),
          sum(x.sign * x.consumed), sum(x.sign * x.gallons), sum(x.sign * x.amount), sum(x.sign)
        FROM (${parts.join('\n          UNION ALL')}) x
        CROSS JOIN LATERAL (VALUES (1::smallint, x.truck_id),
          (2::smallint, coalesce(x.dispatcher, '')),
          (3::smallint, coalesce(x.sales_agent, ''))) AS k (kind, key)
        GROUP BY 1, 2, 3, 4
        HAVING (sum(x.sign), sum(x.sign * x.revenue), sum(x.sign * x.miles), sum(x.sign * x.idle),
            sum(x.sign * x.consumed), sum(x.sign * x.gallons), sum(x.sign * x.amount))
          IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0)
        ORDER BY 1, 2, 3, 4
        ON CONFLICT (account_id, kind, month, key) DO UPDATE SET
          revenue = m.revenue + EXCLUDED.revenue, miles = m.miles + EXCLUDED.miles,
          loads = m.loads + EXCLUDED.loads, idle = m.idle + EXCLUDED.idle,
          consumed = m.consumed + EXCLUDED.consumed, gallons = m.gallons + EXCLUDED.gallons,
          amount = m.amount + EXCLUDED.amount, facts = m.facts + EXCLUDED.facts;`;
  const fn = (op: string, parts: string[]) => `
      CREATE FUNCTION reports_month_${name}_${op}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN${apply(parts)}
        RETURN NULL;
      END
      $fn$;`;
  return `${fn('insert', [rows('new_rows', 1)])}
      CREATE TRIGGER ${table}_month_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION reports_month_${name}_insert();
${fn('update', [rows('old_rows', -1), rows('new_rows', 1)])}
      CREATE TRIGGER ${table}_month_update AFTER UPDATE ON ${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION reports_month_${name}_update();
${fn('delete', [rows('old_rows', -1)])}
      CREATE TRIGGER ${table}_month_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION reports_month_${name}_delete();`;
}

export const reportsMigrations: Migration[] = [
  {
    id: '0012_reports',
    sql: `
      -- The account's time zone: report weeks (Sunday to Saturday) and days are read in it.
      ALTER TABLE accounts ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Chicago';

      -- One row per load: what the customer pays for it and who worked it. A load counts on the
      -- instant it was delivered; loads not yet delivered are not in any report.
      CREATE TABLE load_revenue (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        trip_id text NOT NULL,
        source text NOT NULL CHECK (source IN ('fleet', 'tms_load')),
        truck_id text NOT NULL,
        truck_number text NOT NULL,
        dispatcher text,
        sales_agent text,
        dispatched_at timestamptz NOT NULL,
        delivered_at timestamptz,
        linehaul numeric(12, 2) NOT NULL DEFAULT 0,
        fuel_surcharge numeric(12, 2) NOT NULL DEFAULT 0,
        -- Billed accessorials (detention included when billed, lumper, stop-offs, ...).
        accessorials numeric(12, 2) NOT NULL DEFAULT 0,
        paid_miles numeric(10, 1) NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, trip_id)
      );
      CREATE INDEX load_revenue_delivered_idx ON load_revenue (account_id, delivered_at);
      CREATE INDEX load_revenue_truck_idx ON load_revenue (account_id, truck_id, dispatched_at);

      -- The ELD's daily engine summary per truck (the day in the account's time zone).
      CREATE TABLE truck_engine_days (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        truck_id text NOT NULL,
        day date NOT NULL,
        -- Hundredths of a second (÷ 360000 → hours).
        idle_time bigint NOT NULL,
        -- Millilitres (÷ 3785.41 → gallons).
        fuel_consumed bigint NOT NULL,
        PRIMARY KEY (account_id, truck_id, day)
      );
      CREATE INDEX truck_engine_days_day_idx ON truck_engine_days (account_id, day);

      -- Fuel-card transactions.
      CREATE TABLE fuel_purchases (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id text NOT NULL,
        truck_id text NOT NULL,
        purchased_at timestamptz NOT NULL,
        gallons numeric(10, 3) NOT NULL,
        amount numeric(12, 2) NOT NULL,
        station text NOT NULL,
        PRIMARY KEY (account_id, id)
      );
      CREATE INDEX fuel_purchases_at_idx ON fuel_purchases (account_id, purchased_at);
    `,
  },
  {
    // EXPLAIN on a year of a 2,400-truck fleet (876,000 engine days, 250,000 loads): attributing
    // each engine day to its load at read time (a range join of engine days to the loads' spans)
    // took 3.7 s; grouping engine days by a column already on the row takes ~120 ms. So the
    // attribution of an engine day and of a fuel purchase to a load (and that load's dispatcher
    // and sales agent) is kept on the row by triggers, whatever writes the tables and in
    // whichever order (a load synced after its engine days re-attributes them). The writers
    // never set these columns. See packages/api/src/reports/README.md, "Attribution".
    id: '0013_reports_attribution',
    sql: `
      -- The load the truck was on (or last on) that day / at that instant, and its people.
      -- NULL: no load of this truck dispatched before (the reports show it as 'Unassigned').
      ALTER TABLE truck_engine_days ADD COLUMN trip_id text, ADD COLUMN dispatcher text,
        ADD COLUMN sales_agent text;
      ALTER TABLE fuel_purchases ADD COLUMN trip_id text, ADD COLUMN dispatcher text,
        ADD COLUMN sales_agent text;
      -- Re-attribution when a load is written reads a truck's purchases from an instant on.
      CREATE INDEX fuel_purchases_truck_idx ON fuel_purchases (account_id, truck_id, purchased_at);

      -- An engine day belongs to the truck's last load dispatched on or before that local day
      -- (the load it ends the day on; between loads, the load it last delivered).
      CREATE FUNCTION reports_engine_day_load(p_account uuid, p_truck text, p_day date, p_tz text)
      RETURNS TABLE (trip_id text, dispatcher text, sales_agent text)
      LANGUAGE sql STABLE AS $fn$
        SELECT l.trip_id, l.dispatcher, l.sales_agent FROM load_revenue l
        WHERE l.account_id = p_account AND l.truck_id = p_truck
          AND l.dispatched_at < ((p_day + 2)::timestamp AT TIME ZONE p_tz)
          AND (l.dispatched_at AT TIME ZONE p_tz)::date <= p_day
        ORDER BY l.dispatched_at DESC, l.trip_id DESC
        LIMIT 1
      $fn$;

      -- A fuel purchase belongs to the truck's last load dispatched at or before it.
      CREATE FUNCTION reports_purchase_load(p_account uuid, p_truck text, p_at timestamptz)
      RETURNS TABLE (trip_id text, dispatcher text, sales_agent text)
      LANGUAGE sql STABLE AS $fn$
        SELECT l.trip_id, l.dispatcher, l.sales_agent FROM load_revenue l
        WHERE l.account_id = p_account AND l.truck_id = p_truck AND l.dispatched_at <= p_at
        ORDER BY l.dispatched_at DESC, l.trip_id DESC
        LIMIT 1
      $fn$;

      CREATE FUNCTION reports_attribute_engine_day() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        v_tz text;
      BEGIN
        SELECT a.time_zone INTO v_tz FROM accounts a WHERE a.id = NEW.account_id;
        SELECT x.trip_id, x.dispatcher, x.sales_agent
          INTO NEW.trip_id, NEW.dispatcher, NEW.sales_agent
          FROM reports_engine_day_load(NEW.account_id, NEW.truck_id, NEW.day, v_tz) x;
        IF NOT FOUND THEN
          NEW.trip_id := NULL; NEW.dispatcher := NULL; NEW.sales_agent := NULL;
        END IF;
        RETURN NEW;
      END
      $fn$;
      CREATE TRIGGER truck_engine_days_attribution BEFORE INSERT
        ON truck_engine_days FOR EACH ROW EXECUTE FUNCTION reports_attribute_engine_day();
      CREATE TRIGGER truck_engine_days_reattribution BEFORE UPDATE OF truck_id, day
        ON truck_engine_days FOR EACH ROW
        WHEN (OLD.truck_id IS DISTINCT FROM NEW.truck_id OR OLD.day IS DISTINCT FROM NEW.day)
        EXECUTE FUNCTION reports_attribute_engine_day();

      CREATE FUNCTION reports_attribute_purchase() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        SELECT x.trip_id, x.dispatcher, x.sales_agent
          INTO NEW.trip_id, NEW.dispatcher, NEW.sales_agent
          FROM reports_purchase_load(NEW.account_id, NEW.truck_id, NEW.purchased_at) x;
        IF NOT FOUND THEN
          NEW.trip_id := NULL; NEW.dispatcher := NULL; NEW.sales_agent := NULL;
        END IF;
        RETURN NEW;
      END
      $fn$;
      CREATE TRIGGER fuel_purchases_attribution BEFORE INSERT
        ON fuel_purchases FOR EACH ROW EXECUTE FUNCTION reports_attribute_purchase();
      CREATE TRIGGER fuel_purchases_reattribution BEFORE UPDATE OF truck_id, purchased_at
        ON fuel_purchases FOR EACH ROW
        WHEN (OLD.truck_id IS DISTINCT FROM NEW.truck_id
          OR OLD.purchased_at IS DISTINCT FROM NEW.purchased_at)
        EXECUTE FUNCTION reports_attribute_purchase();

      -- A load dispatched at p_since (added, moved or removed, or its people changed): the rows
      -- it may win or lose run from p_since to the truck's next load on a later day (engine
      -- days) or at a later instant (purchases); everything after that is the later load's.
      CREATE FUNCTION reports_reattribute(p_account uuid, p_truck text, p_since timestamptz)
      RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE
        v_tz text;
        v_day date;
        v_next_day date;
        v_next_at timestamptz;
      BEGIN
        SELECT a.time_zone INTO v_tz FROM accounts a WHERE a.id = p_account;
        IF v_tz IS NULL THEN RETURN; END IF;  -- the account is being deleted
        v_day := (p_since AT TIME ZONE v_tz)::date;
        SELECT (l.dispatched_at AT TIME ZONE v_tz)::date INTO v_next_day FROM load_revenue l
          WHERE l.account_id = p_account AND l.truck_id = p_truck AND l.dispatched_at > p_since
            AND (l.dispatched_at AT TIME ZONE v_tz)::date > v_day
          ORDER BY l.dispatched_at LIMIT 1;
        SELECT l.dispatched_at INTO v_next_at FROM load_revenue l
          WHERE l.account_id = p_account AND l.truck_id = p_truck AND l.dispatched_at > p_since
          ORDER BY l.dispatched_at LIMIT 1;
        UPDATE truck_engine_days e SET (trip_id, dispatcher, sales_agent) = (
            SELECT x.trip_id, x.dispatcher, x.sales_agent
            FROM reports_engine_day_load(e.account_id, e.truck_id, e.day, v_tz) x)
          WHERE e.account_id = p_account AND e.truck_id = p_truck AND e.day >= v_day
            AND (v_next_day IS NULL OR e.day < v_next_day);
        UPDATE fuel_purchases f SET (trip_id, dispatcher, sales_agent) = (
            SELECT x.trip_id, x.dispatcher, x.sales_agent
            FROM reports_purchase_load(f.account_id, f.truck_id, f.purchased_at) x)
          WHERE f.account_id = p_account AND f.truck_id = p_truck AND f.purchased_at >= p_since
            AND (v_next_at IS NULL OR f.purchased_at < v_next_at);
      END
      $fn$;

      CREATE FUNCTION reports_load_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          PERFORM reports_reattribute(OLD.account_id, OLD.truck_id, OLD.dispatched_at);
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM reports_reattribute(NEW.account_id, NEW.truck_id, NEW.dispatched_at);
        END IF;
        RETURN NULL;
      END
      $fn$;
      CREATE TRIGGER load_revenue_attribution AFTER INSERT OR DELETE
        ON load_revenue FOR EACH ROW EXECUTE FUNCTION reports_load_changed();
      -- The fleet sync upserts every load on each pass: only a real change re-attributes.
      CREATE TRIGGER load_revenue_reattribution
        AFTER UPDATE OF truck_id, dispatched_at, dispatcher, sales_agent
        ON load_revenue FOR EACH ROW
        WHEN (OLD.truck_id IS DISTINCT FROM NEW.truck_id
          OR OLD.dispatched_at IS DISTINCT FROM NEW.dispatched_at
          OR OLD.dispatcher IS DISTINCT FROM NEW.dispatcher
          OR OLD.sales_agent IS DISTINCT FROM NEW.sales_agent)
        EXECUTE FUNCTION reports_load_changed();

      -- Engine days are local days: a new time zone moves their boundaries.
      CREATE FUNCTION reports_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        UPDATE truck_engine_days e SET (trip_id, dispatcher, sales_agent) = (
            SELECT x.trip_id, x.dispatcher, x.sales_agent
            FROM reports_engine_day_load(e.account_id, e.truck_id, e.day, NEW.time_zone) x)
          WHERE e.account_id = NEW.id;
        RETURN NULL;
      END
      $fn$;
      CREATE TRIGGER accounts_report_time_zone AFTER UPDATE OF time_zone ON accounts
        FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
        EXECUTE FUNCTION reports_time_zone_changed();

      -- Rows written before this migration.
      UPDATE truck_engine_days e SET (trip_id, dispatcher, sales_agent) = (
          SELECT x.trip_id, x.dispatcher, x.sales_agent
          FROM accounts a, reports_engine_day_load(e.account_id, e.truck_id, e.day, a.time_zone) x
          WHERE a.id = e.account_id);
      UPDATE fuel_purchases f SET (trip_id, dispatcher, sales_agent) = (
          SELECT x.trip_id, x.dispatcher, x.sales_agent
          FROM reports_purchase_load(f.account_id, f.truck_id, f.purchased_at) x);
    `,
  },
  {
    // A year's report read ~1.4 M rows (p95 0.45-1.8 s at load 7-12). Whole months now come from
    // monthly sums per key kept by triggers (deltas on every write of the three tables, the
    // attribution's moves included); a range reads only its partial months' rows.
    id: '0014_reports_month_rollup',
    sql: `
      -- kind: 1 truck (key = truck_id), 2 dispatcher, 3 sales agent (key = the raw name, '' for
      -- none); month = the first day of the account's local month.
      CREATE TABLE report_month_facts (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        month date NOT NULL,
        kind smallint NOT NULL,
        key text NOT NULL,
        revenue numeric NOT NULL DEFAULT 0,
        miles numeric NOT NULL DEFAULT 0,
        loads bigint NOT NULL DEFAULT 0,
        idle bigint NOT NULL DEFAULT 0,
        consumed bigint NOT NULL DEFAULT 0,
        gallons numeric NOT NULL DEFAULT 0,
        amount numeric NOT NULL DEFAULT 0,
        -- Facts (loads, engine days, purchases) summed here: 0 = none left (the row is empty).
        facts bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (account_id, kind, month, key)
      );

      CREATE FUNCTION reports_month_of(p_account uuid, p_at timestamptz) RETURNS date
      LANGUAGE sql STABLE AS $fn$
        SELECT date_trunc('month', p_at AT TIME ZONE a.time_zone)::date
        FROM accounts a WHERE a.id = p_account
      $fn$;

      -- Statement-level: one grouped upsert per statement (a row-level delta would update one
      -- month row once per written row: a year of engine days for a fleet without dispatchers
      -- in one statement meant ~70,000 versions of one row, quadratic).
${monthTriggers('load_revenue', 'load', LOAD_FACTS)}
${monthTriggers('truck_engine_days', 'engine', ENGINE_FACTS)}
${monthTriggers('fuel_purchases', 'purchase', PURCHASE_FACTS)}

      -- All of an account's months again (a new time zone moves the months' edges).
      CREATE FUNCTION reports_month_rebuild(p_account uuid) RETURNS void
      LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM report_month_facts WHERE account_id = p_account;
        INSERT INTO report_month_facts (account_id, month, kind, key, revenue, miles, loads, idle,
          consumed, gallons, amount, facts)
        SELECT p_account, x.month, k.kind, k.key, sum(x.revenue), sum(x.miles), sum(x.loads),
          sum(x.idle), sum(x.consumed), sum(x.gallons), sum(x.amount), count(*)
        FROM (
          SELECT reports_month_of(p_account, l.delivered_at) AS month, l.truck_id, l.dispatcher,
            l.sales_agent, l.linehaul + l.fuel_surcharge + l.accessorials AS revenue,
            l.paid_miles AS miles, 1 AS loads, 0 AS idle, 0 AS consumed, 0 AS gallons, 0 AS amount
          FROM load_revenue l WHERE l.account_id = p_account AND l.delivered_at IS NOT NULL
          UNION ALL
          SELECT date_trunc('month', e.day)::date, e.truck_id, e.dispatcher, e.sales_agent, 0, 0,
            0, e.idle_time, e.fuel_consumed, 0, 0
          FROM truck_engine_days e WHERE e.account_id = p_account
          UNION ALL
          SELECT reports_month_of(p_account, f.purchased_at), f.truck_id, f.dispatcher,
            f.sales_agent, 0, 0, 0, 0, 0, f.gallons, f.amount
          FROM fuel_purchases f WHERE f.account_id = p_account
        ) x
        CROSS JOIN LATERAL (VALUES (1::smallint, x.truck_id),
          (2::smallint, coalesce(x.dispatcher, '')),
          (3::smallint, coalesce(x.sales_agent, ''))) AS k (kind, key)
        GROUP BY x.month, k.kind, k.key;
      END
      $fn$;
      CREATE FUNCTION reports_month_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM reports_month_rebuild(NEW.id);
        RETURN NULL;
      END
      $fn$;
      -- Named to run after accounts_report_time_zone (triggers fire in name order): the engine
      -- days' attribution first, then the months.
      CREATE TRIGGER accounts_report_time_zone_months AFTER UPDATE OF time_zone ON accounts
        FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
        EXECUTE FUNCTION reports_month_time_zone_changed();

      SELECT reports_month_rebuild(id) FROM accounts;
    `,
  },
  {
    // The first sync writes 64 days of history in one transaction: ~1,000 loads, ~3,300 engine
    // days and ~1,700 purchases for 51 trucks. Attributing them row by row (a PL/pgSQL trigger
    // per row, two queries each; four per load for its re-attribution) was a third of that sync.
    // Now a load statement re-attributes once per truck it touched, over the span from its
    // earliest to past its latest written load; the writers attribute the engine days and
    // purchases they insert with the same functions in the INSERT itself, and the row triggers
    // fill in only what a writer left unattributed.
    id: '0015_reports_attribution_per_statement',
    sql: `
      -- Re-attribution after loads dispatched from p_since to p_last (one truck): the rows they
      -- may win or lose run from p_since to the truck's next load after p_last (on a later day
      -- for engine days, at a later instant for purchases).
      CREATE FUNCTION reports_reattribute_span(p_account uuid, p_truck text, p_since timestamptz,
        p_last timestamptz)
      RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE
        v_tz text;
        v_day date;
        v_next_day date;
        v_next_at timestamptz;
      BEGIN
        SELECT a.time_zone INTO v_tz FROM accounts a WHERE a.id = p_account;
        IF v_tz IS NULL THEN RETURN; END IF;  -- the account is being deleted
        v_day := (p_since AT TIME ZONE v_tz)::date;
        SELECT (l.dispatched_at AT TIME ZONE v_tz)::date INTO v_next_day FROM load_revenue l
          WHERE l.account_id = p_account AND l.truck_id = p_truck AND l.dispatched_at > p_last
            AND (l.dispatched_at AT TIME ZONE v_tz)::date > (p_last AT TIME ZONE v_tz)::date
          ORDER BY l.dispatched_at LIMIT 1;
        SELECT l.dispatched_at INTO v_next_at FROM load_revenue l
          WHERE l.account_id = p_account AND l.truck_id = p_truck AND l.dispatched_at > p_last
          ORDER BY l.dispatched_at LIMIT 1;
        UPDATE truck_engine_days e SET (trip_id, dispatcher, sales_agent) = (
            SELECT x.trip_id, x.dispatcher, x.sales_agent
            FROM reports_engine_day_load(e.account_id, e.truck_id, e.day, v_tz) x)
          WHERE e.account_id = p_account AND e.truck_id = p_truck AND e.day >= v_day
            AND (v_next_day IS NULL OR e.day < v_next_day);
        UPDATE fuel_purchases f SET (trip_id, dispatcher, sales_agent) = (
            SELECT x.trip_id, x.dispatcher, x.sales_agent
            FROM reports_purchase_load(f.account_id, f.truck_id, f.purchased_at) x)
          WHERE f.account_id = p_account AND f.truck_id = p_truck AND f.purchased_at >= p_since
            AND (v_next_at IS NULL OR f.purchased_at < v_next_at);
      END
      $fn$;

      -- One load (the row trigger of an update that moved it or changed its people).
      CREATE OR REPLACE FUNCTION reports_reattribute(p_account uuid, p_truck text,
        p_since timestamptz)
      RETURNS void LANGUAGE sql AS $fn$
        SELECT reports_reattribute_span(p_account, p_truck, p_since, p_since)
      $fn$;

      -- Inserted or deleted loads: once per truck they touch.
      CREATE FUNCTION reports_loads_written() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reports_reattribute_span(r.account_id, r.truck_id, min(r.dispatched_at),
              max(r.dispatched_at))
            FROM new_rows r GROUP BY r.account_id, r.truck_id;
        ELSE
          PERFORM reports_reattribute_span(r.account_id, r.truck_id, min(r.dispatched_at),
              max(r.dispatched_at))
            FROM old_rows r GROUP BY r.account_id, r.truck_id;
        END IF;
        RETURN NULL;
      END
      $fn$;
      DROP TRIGGER load_revenue_attribution ON load_revenue;
      CREATE TRIGGER load_revenue_attribution_insert AFTER INSERT ON load_revenue
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION reports_loads_written();
      CREATE TRIGGER load_revenue_attribution_delete AFTER DELETE ON load_revenue
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION reports_loads_written();

      -- A row its writer attributed keeps that attribution.
      DROP TRIGGER truck_engine_days_attribution ON truck_engine_days;
      CREATE TRIGGER truck_engine_days_attribution BEFORE INSERT ON truck_engine_days
        FOR EACH ROW WHEN (NEW.trip_id IS NULL)
        EXECUTE FUNCTION reports_attribute_engine_day();
      DROP TRIGGER fuel_purchases_attribution ON fuel_purchases;
      CREATE TRIGGER fuel_purchases_attribution BEFORE INSERT ON fuel_purchases
        FOR EACH ROW WHEN (NEW.trip_id IS NULL)
        EXECUTE FUNCTION reports_attribute_purchase();
    `,
  },
];
