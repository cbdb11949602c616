import type { Migration } from '@fleet/service-kit/db';
import { invoicesMigrations } from '../invoices/data/migrations';
import { loadsMigrations } from '../loads/data/migrations';
import { notesMigrations } from '../notes/data/migrations';
import { reportsMigrations } from '../reports/data/migrations';
import { tasksMigrations } from '../tasks/data/migrations';

/**
 * The API's schema, one list for PostgreSQL and PGlite. Append new migrations; never edit one
 * that has shipped. Every tenant-owned table carries account_id.
 */
export const migrations: Migration[] = [
  {
    id: '0001_identity',
    sql: `
      CREATE TABLE accounts (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        use_case text NOT NULL CHECK (use_case IN ('carrier', 'broker')),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX accounts_name_key ON accounts (lower(name));

      CREATE TABLE users (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        email text NOT NULL,
        display_name text,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_key ON users (email);
      CREATE INDEX users_account_idx ON users (account_id);

      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        refresh_token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        revoked_reason text
      );
      CREATE UNIQUE INDEX sessions_refresh_token_key ON sessions (refresh_token_hash);
      CREATE INDEX sessions_user_idx ON sessions (account_id, user_id);

      CREATE TABLE rotated_refresh_tokens (
        token_hash text PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        rotated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE password_resets (
        token_hash text PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX password_resets_user_idx ON password_resets (account_id, user_id);

      CREATE TABLE feature_flags (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        flag text NOT NULL,
        enabled boolean NOT NULL,
        variables jsonb NOT NULL DEFAULT '{}'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, flag)
      );

      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        algorithm text NOT NULL,
        private_jwk jsonb NOT NULL,
        public_jwk jsonb NOT NULL,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX signing_keys_one_active ON signing_keys (active) WHERE active;
    `,
  },
  {
    id: '0002_fleet',
    sql: `
      -- Where an account's fleet data comes from. The built-in simulator is keyed by a seed and
      -- the instant its world was created, so it replays identically after a restart.
      CREATE TABLE fleet_sources (
        account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
        provider text NOT NULL DEFAULT 'simulator',
        seed text NOT NULL,
        epoch timestamptz NOT NULL,
        speed real NOT NULL DEFAULT 1,
        size jsonb NOT NULL DEFAULT '{}'::jsonb,
        synced_until timestamptz,
        synced_at timestamptz
      );

      -- Account-wide detention terms; customers may override them.
      CREATE TABLE detention_settings (
        account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
        free_minutes integer NOT NULL,
        detention_rate_per_hour numeric(10, 2) NOT NULL,
        loss_rate_per_hour numeric(10, 2) NOT NULL
      );

      CREATE TABLE customers (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id text NOT NULL,
        name text NOT NULL,
        detention_terms jsonb NOT NULL DEFAULT '{}'::jsonb,
        PRIMARY KEY (account_id, id)
      );

      CREATE TABLE facilities (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id text NOT NULL,
        customer_id text NOT NULL,
        name text NOT NULL,
        place jsonb NOT NULL,
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        geofence_radius_miles double precision NOT NULL,
        PRIMARY KEY (account_id, id)
      );

      CREATE TABLE drivers (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id text NOT NULL,
        name text NOT NULL,
        eld_id text,
        data jsonb NOT NULL,
        PRIMARY KEY (account_id, id)
      );

      CREATE TABLE trucks (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id text NOT NULL,
        number text NOT NULL,
        PRIMARY KEY (account_id, id)
      );

      CREATE TABLE trailers (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id text NOT NULL,
        number text NOT NULL,
        reefer boolean NOT NULL,
        PRIMARY KEY (account_id, id)
      );

      -- A trip as the TMS reports it, its stops included (the TMS sends them as one document).
      CREATE TABLE trips (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id text NOT NULL,
        trip_num text NOT NULL,
        status text NOT NULL,
        truck_id text NOT NULL,
        trailer_id text NOT NULL,
        driver_id text NOT NULL,
        dispatched_at timestamptz NOT NULL,
        delivered_at timestamptz,
        data jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, id)
      );
      CREATE INDEX trips_truck_idx ON trips (account_id, truck_id, dispatched_at DESC);
      CREATE INDEX trips_trailer_idx ON trips (account_id, trailer_id, dispatched_at DESC);

      CREATE TABLE truck_positions (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        truck_id text NOT NULL,
        at timestamptz NOT NULL,
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        speed_mph real NOT NULL,
        address text NOT NULL,
        PRIMARY KEY (account_id, truck_id, at)
      );

      CREATE TABLE hos_clocks (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        driver_id text NOT NULL,
        at timestamptz NOT NULL,
        data jsonb NOT NULL,
        PRIMARY KEY (account_id, driver_id, at)
      );

      CREATE TABLE hos_days (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        driver_id text NOT NULL,
        day date NOT NULL,
        on_duty_minutes integer NOT NULL,
        PRIMARY KEY (account_id, driver_id, day)
      );

      CREATE TABLE reefer_readings (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        trip_id text NOT NULL,
        at timestamptz NOT NULL,
        trailer_id text NOT NULL,
        return_temp real NOT NULL,
        set_point real NOT NULL,
        ambient_temp real NOT NULL,
        mode text NOT NULL,
        fault_code text,
        status text NOT NULL,
        PRIMARY KEY (account_id, trip_id, at)
      );

      CREATE TABLE trailer_positions (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        trailer_id text NOT NULL,
        at timestamptz NOT NULL,
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        address text NOT NULL,
        PRIMARY KEY (account_id, trailer_id, at)
      );

      -- What the engines derived, kept up to date as data arrives. summary is what the lists
      -- need; detail is the whole trip of document 1 §3.
      CREATE TABLE trip_views (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        trip_id text NOT NULL,
        trip_num text NOT NULL,
        delivered boolean NOT NULL,
        summary jsonb NOT NULL,
        detail jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (account_id, trip_id)
      );
      CREATE INDEX trip_views_list_idx ON trip_views (account_id, delivered, trip_num);
      CREATE INDEX trip_views_num_idx ON trip_views (account_id, trip_num);

      CREATE TABLE exception_history (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        trip_id text NOT NULL,
        at timestamptz NOT NULL,
        exception_type text NOT NULL CHECK (exception_type IN ('ETA', 'TEMPERATURE')),
        exception_status text NOT NULL,
        PRIMARY KEY (account_id, trip_id, exception_type, at)
      );

      CREATE TABLE truck_watch (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        truck_id text NOT NULL,
        available jsonb NOT NULL,
        -- The point a radius search measures from: the last stop, else the last position.
        ref_lat double precision,
        ref_lng double precision,
        mismatch jsonb,
        PRIMARY KEY (account_id, truck_id)
      );

      CREATE TABLE trailer_watch (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        trailer_id text NOT NULL,
        record jsonb NOT NULL,
        PRIMARY KEY (account_id, trailer_id)
      );

      CREATE TABLE notifications (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        -- One notification per trip and event (e.g. late:TRIP:2026-11-23T..), never twice.
        dedupe_key text NOT NULL,
        title text NOT NULL,
        message text NOT NULL,
        load_id text NOT NULL,
        module text NOT NULL,
        read_at timestamptz,
        PRIMARY KEY (account_id, id)
      );
      CREATE UNIQUE INDEX notifications_dedupe_key ON notifications (account_id, dedupe_key);
      CREATE INDEX notifications_recent_idx ON notifications (account_id, created_at DESC);
    `,
  },
  {
    id: '0003_refresh_rotation_key',
    sql: `
      -- The secret from which each refresh token's successor is derived (HMAC of the spent token),
      -- so that two tabs presenting the same token within the grace window get the same new pair.
      ALTER TABLE sessions ADD COLUMN rotation_key text;
    `,
  },
  {
    id: '0004_fleet_source_settings',
    sql: `
      -- A fleet source read from a TMS (provider 'alvys'): its settings that are not secret
      -- (baseUrl, clientId, tokenUrl, audience) and its secret, encrypted with AES-256-GCM under
      -- FLEET_CREDENTIALS_KEY (fleet/domain/credentials-cipher.ts). The simulator has neither.
      ALTER TABLE fleet_sources ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'::jsonb;
      ALTER TABLE fleet_sources ADD COLUMN credentials text;
    `,
  },
  {
    id: '0005_loadboard_settings',
    sql: `
      -- Load-board settings (document 2 §3): one row per account and board. settings: what is not
      -- secret (DAT's organisation and user e-mails); secret: DAT's client secret or Truckstop's
      -- integration id, AES-256-GCM under FLEET_CREDENTIALS_KEY (loadboards/settings/domain).
      CREATE TABLE loadboard_settings (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('DAT', 'TRUCKSTOP')),
        settings jsonb NOT NULL DEFAULT '{}'::jsonb,
        secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, provider)
      );
    `,
  },
  {
    id: '0006_loadboard_truck_posts',
    sql: `
      -- Truck posts on the built-in sandbox load board (providers/loadboard/sandbox), per account,
      -- so they survive restarts. The post is the wire shape of document 3 §3 "Truck post".
      CREATE TABLE loadboard_truck_posts (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        post jsonb NOT NULL,
        PRIMARY KEY (account_id, id)
      );
    `,
  },
  ...tasksMigrations,
  ...notesMigrations,
  ...loadsMigrations,
  ...invoicesMigrations,
  ...reportsMigrations,
  {
    id: '0016_trip_views_day',
    sql: `
      -- The day a trip counts on (document 1 §5, contracts trip-day.ts): the delivered list is
      -- cut by it (POST /v1/aggregation/loads from_date / to_date), since it grows by every trip
      -- the fleet finishes. Views written before this column get it from their summary.
      ALTER TABLE trip_views ADD COLUMN trip_day date;
      UPDATE trip_views SET trip_day = (
        CASE
          WHEN summary->>'deliver_date' ~ '^\\d{4}-\\d{2}-\\d{2}T'
            THEN ((summary->>'deliver_date')::timestamptz AT TIME ZONE 'UTC')::date
          WHEN summary->'last_stop'->>'datetime' ~ '^\\d{4}-\\d{2}-\\d{2}T'
            THEN ((summary->'last_stop'->>'datetime')::timestamptz AT TIME ZONE 'UTC')::date
        END);
      CREATE INDEX trip_views_day_idx ON trip_views (account_id, delivered, trip_day);
    `,
  },
];
