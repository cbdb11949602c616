import type { LoadboardProvider } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';

/**
 * One row per account and load board: the settings that are not secret (DAT's e-mails) in
 * `settings`, the secret (DAT client secret, Truckstop integration id) encrypted in `secret`.
 * Every statement is scoped to the account.
 */
export interface LoadboardSettingRow {
  provider: LoadboardProvider;
  settings: Record<string, string>;
  /** `v1.<key id>.<…>` (fleet/domain/credentials-cipher.ts); never in clear. */
  secret: string;
}

export async function listLoadboardSettings(
  db: Queryable,
  accountId: string,
): Promise<LoadboardSettingRow[]> {
  return db.query<LoadboardSettingRow>(
    `SELECT provider, settings, secret FROM loadboard_settings
      WHERE account_id = $1 ORDER BY provider`,
    [accountId],
  );
}

export async function findLoadboardSetting(
  db: Queryable,
  accountId: string,
  provider: LoadboardProvider,
): Promise<LoadboardSettingRow | null> {
  const [row] = await db.query<LoadboardSettingRow>(
    `SELECT provider, settings, secret FROM loadboard_settings
      WHERE account_id = $1 AND provider = $2`,
    [accountId, provider],
  );
  return row ?? null;
}

/** Inserts the row; false when the account already has one for this provider. */
export async function insertLoadboardSetting(
  db: Queryable,
  accountId: string,
  row: LoadboardSettingRow,
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO loadboard_settings (account_id, provider, settings, secret)
     VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (account_id, provider) DO NOTHING
     RETURNING provider`,
    [accountId, row.provider, JSON.stringify(row.settings), row.secret],
  );
  return inserted.length > 0;
}

/** Replaces the row's settings and secret; false when the account has none for this provider. */
export async function updateLoadboardSetting(
  db: Queryable,
  accountId: string,
  row: LoadboardSettingRow,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE loadboard_settings SET settings = $3::jsonb, secret = $4, updated_at = now()
      WHERE account_id = $1 AND provider = $2
      RETURNING provider`,
    [accountId, row.provider, JSON.stringify(row.settings), row.secret],
  );
  return updated.length > 0;
}

/** False when there was nothing to delete. */
export async function deleteLoadboardSetting(
  db: Queryable,
  accountId: string,
  provider: LoadboardProvider,
): Promise<boolean> {
  const deleted = await db.query(
    `DELETE FROM loadboard_settings WHERE account_id = $1 AND provider = $2 RETURNING provider`,
    [accountId, provider],
  );
  return deleted.length > 0;
}
