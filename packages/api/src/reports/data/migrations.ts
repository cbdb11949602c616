import type { Migration } from '@fleet/service-kit/db';

/**
 * The reports component's tables (appended after the invoices'; never edit a shipped one).
 * The fleet sync fills them from the TMS, the ELD and the fuel-card provider; the built-in TMS's
 * saved loads (tms_loads) fill load_revenue too. The reports read them in one pass each.
 */
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
];
