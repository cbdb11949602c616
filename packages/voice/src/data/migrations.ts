import type { Migration } from '@fleet/service-kit/db';

/** The voice service's schema (PostgreSQL and PGlite). Append; never edit a shipped migration. */
export const migrations: Migration[] = [
  {
    id: '0001_voice_accounts',
    sql: `
      CREATE TABLE voice_accounts (
        account_id text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];
