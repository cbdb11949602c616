import type { Queryable } from '@fleet/service-kit/db';
import { iso } from '../../db/sql';
import type { FleetSourceRow } from '../domain/types';

const COLUMNS = `account_id::text AS account_id, provider, seed, ${iso('epoch')} AS epoch,
  speed::float8 AS speed, size, ${iso('synced_until')} AS synced_until`;

/** Attaches the built-in simulator to an account, unless the account already has a source. */
export async function ensureFleetSource(
  db: Queryable,
  accountId: string,
  source: { seed: string; epoch: string; speed: number; size: Record<string, number> },
): Promise<void> {
  await db.query(
    `INSERT INTO fleet_sources (account_id, seed, epoch, speed, size)
     VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT (account_id) DO NOTHING`,
    [accountId, source.seed, source.epoch, source.speed, JSON.stringify(source.size)],
  );
}

export function listFleetSources(db: Queryable): Promise<FleetSourceRow[]> {
  return db.query<FleetSourceRow>(`SELECT ${COLUMNS} FROM fleet_sources ORDER BY account_id`);
}

export async function findFleetSource(
  db: Queryable,
  accountId: string,
): Promise<FleetSourceRow | undefined> {
  const [row] = await db.query<FleetSourceRow>(
    `SELECT ${COLUMNS} FROM fleet_sources WHERE account_id = $1`,
    [accountId],
  );
  return row;
}

export async function markSynced(db: Queryable, accountId: string, until: string): Promise<void> {
  await db.query(
    'UPDATE fleet_sources SET synced_until = $2, synced_at = now() WHERE account_id = $1',
    [accountId, until],
  );
}
