import type { Notification } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import { insertColumns, iso } from '../../db/sql';
import type { NewNotification } from '../domain/types';

/** Inserts each notification once: a repeated dedupe key is skipped. */
export async function insertNotifications(
  db: Queryable,
  accountId: string,
  notifications: NewNotification[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    notifications,
    `INSERT INTO notifications (account_id, id, created_at, dedupe_key, title, message, load_id,
       module)
     SELECT $1::uuid, * FROM unnest($2::uuid[], $3::timestamptz[], $4::text[], $5::text[],
       $6::text[], $7::text[], $8::text[])
     ON CONFLICT (account_id, dedupe_key) DO NOTHING`,
    [
      (n) => n.id,
      (n) => n.createdAt,
      (n) => n.dedupeKey,
      (n) => n.title,
      (n) => n.message,
      (n) => n.loadId,
      (n) => n.module,
    ],
  );
}

export async function listNotifications(
  db: Queryable,
  accountId: string,
  limit: number,
): Promise<{ items: Notification[]; unread: number }> {
  const [items, [count]] = await Promise.all([
    db.query<Notification>(
      `SELECT id::text AS id, ${iso('created_at')} AS created_at, title, message,
              'OPEN_LOAD' AS action, load_id, module, read_at IS NOT NULL AS read
         FROM notifications WHERE account_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [accountId, limit],
    ),
    db.query<{ unread: number }>(
      `SELECT count(*)::int AS unread FROM notifications
        WHERE account_id = $1 AND read_at IS NULL`,
      [accountId],
    ),
  ]);
  return { items, unread: count?.unread ?? 0 };
}

/** Marks the given notifications (or all when ids is undefined) read; returns how many changed. */
export async function markNotificationsRead(
  db: Queryable,
  accountId: string,
  ids?: string[],
): Promise<number> {
  const rows = await db.query(
    `UPDATE notifications SET read_at = now()
      WHERE account_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
      RETURNING id`,
    [accountId, ids ?? null],
  );
  return rows.length;
}
