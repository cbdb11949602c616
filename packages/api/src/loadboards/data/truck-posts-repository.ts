import type { TruckPost } from '@fleet/contracts';
import type { Database } from '@fleet/service-kit/db';

/**
 * The sandbox board's truck posts (table loadboard_truck_posts), one row per post and account;
 * every query filters by the account. DAT keeps its own posts; only the sandbox stores here.
 */

export async function listTruckPostRows(db: Database, accountId: string): Promise<TruckPost[]> {
  const rows = await db.query<{ post: TruckPost }>(
    `SELECT post FROM loadboard_truck_posts WHERE account_id = $1 ORDER BY created_at, id`,
    [accountId],
  );
  return rows.map((r) => r.post);
}

export async function insertTruckPostRow(
  db: Database,
  accountId: string,
  post: TruckPost,
  createdAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO loadboard_truck_posts (account_id, id, created_at, updated_at, post)
     VALUES ($1, $2, $3, $3, $4::jsonb)`,
    [accountId, post.external_id, createdAt.toISOString(), JSON.stringify(post)],
  );
}

/** False when the account has no such post. */
export async function updateTruckPostRow(
  db: Database,
  accountId: string,
  post: TruckPost,
  updatedAt: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE loadboard_truck_posts SET post = $3::jsonb, updated_at = $4
      WHERE account_id = $1 AND id = $2 RETURNING id`,
    [accountId, post.external_id, JSON.stringify(post), updatedAt.toISOString()],
  );
  return rows.length > 0;
}

/** False when the account has no such post. */
export async function deleteTruckPostRow(
  db: Database,
  accountId: string,
  id: string,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM loadboard_truck_posts WHERE account_id = $1 AND id = $2 RETURNING id`,
    [accountId, id],
  );
  return rows.length > 0;
}
