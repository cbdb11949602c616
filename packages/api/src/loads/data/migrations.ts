import type { Migration } from '@fleet/service-kit/db';

/** The loads component's tables (appended after the notes'; never edit a shipped one). */
export const loadsMigrations: Migration[] = [
  {
    id: '0009_loads_tms',
    sql: `
      -- Where an account's saved loads go (providers/tms): no row = the built-in TMS. settings:
      -- what is not secret (base URL, client id / Ditat account and user); credentials: the
      -- secret, AES-256-GCM under FLEET_CREDENTIALS_KEY (purpose 'tms:<provider>').
      CREATE TABLE tms_connections (
        account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('ditat', 'alvys')),
        settings jsonb NOT NULL DEFAULT '{}'::jsonb,
        credentials text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      -- Every load the account saved, whichever TMS received it. For the built-in TMS the id is
      -- also the trip's id and number (trip_id), so monitoring shows it; a remote TMS keeps its
      -- own id in external_id and no trip is made here (its fleet sync brings it).
      CREATE TABLE tms_loads (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id text NOT NULL,
        tms text NOT NULL CHECK (tms IN ('builtin', 'ditat', 'alvys')),
        external_id text NOT NULL,
        trip_id text,
        record jsonb NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, id)
      );
      CREATE INDEX tms_loads_recent_idx ON tms_loads (account_id, created_at DESC);
    `,
  },
];
