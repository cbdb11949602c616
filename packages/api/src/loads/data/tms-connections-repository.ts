import type { Queryable } from '@fleet/service-kit/db';
import type { StoredTmsConnection } from '../../providers/tms/types';

export async function findTmsConnection(
  db: Queryable,
  accountId: string,
): Promise<StoredTmsConnection | undefined> {
  const [row] = await db.query<StoredTmsConnection>(
    `SELECT account_id::text AS account_id, provider, settings, credentials
       FROM tms_connections WHERE account_id = $1`,
    [accountId],
  );
  return row;
}

export async function upsertTmsConnection(
  db: Queryable,
  connection: StoredTmsConnection,
): Promise<void> {
  await db.query(
    `INSERT INTO tms_connections (account_id, provider, settings, credentials)
     VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (account_id) DO UPDATE SET provider = EXCLUDED.provider,
       settings = EXCLUDED.settings, credentials = EXCLUDED.credentials, updated_at = now()`,
    [
      connection.account_id,
      connection.provider,
      JSON.stringify(connection.settings),
      connection.credentials,
    ],
  );
}

/** Back to the built-in TMS. */
export async function deleteTmsConnection(db: Queryable, accountId: string): Promise<void> {
  await db.query('DELETE FROM tms_connections WHERE account_id = $1', [accountId]);
}
