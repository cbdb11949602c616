import type { Migration } from '@fleet/service-kit/db';

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
];
