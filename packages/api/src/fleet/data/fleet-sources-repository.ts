import type { Queryable } from '@fleet/service-kit/db';
import { iso } from '../../db/sql';
import type { FleetSourceRow, FleetSourceSettings } from '../domain/types';

const COLUMNS = `account_id::text AS account_id, provider, seed, ${iso('epoch')} AS epoch,
  speed::float8 AS speed, size, settings, credentials, ${iso('synced_until')} AS synced_until`;

/** The tables holding an account's fleet facts and their projections (not its settings). */
const FLEET_DATA_TABLES = [
  'customers',
  'facilities',
  'drivers',
  'trucks',
  'trailers',
  'trips',
  'truck_positions',
  'hos_clocks',
  'hos_days',
  'reefer_readings',
  'trailer_positions',
  'trip_views',
  'exception_history',
  'truck_watch',
  'trailer_watch',
];

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

/**
 * Points an account at a TMS, replacing whatever source it had; synced_until is cleared so the
 * next sync reads everything. Switching from another provider (the simulator) also deletes the
 * fleet data that provider produced, so its trucks and trips do not linger next to the TMS's.
 * Returns the provider it replaced, if any.
 */
export async function connectTmsSource(
  db: Queryable,
  accountId: string,
  source: { provider: 'alvys'; settings: FleetSourceSettings; credentials: string; now: string },
): Promise<string | undefined> {
  const [previous] = await db.query<{ provider: string }>(
    'SELECT provider FROM fleet_sources WHERE account_id = $1 FOR UPDATE',
    [accountId],
  );
  if (previous && previous.provider !== source.provider) {
    for (const table of FLEET_DATA_TABLES) {
      await db.query(`DELETE FROM ${table} WHERE account_id = $1`, [accountId]);
    }
  }
  await db.query(
    `INSERT INTO fleet_sources (account_id, provider, seed, epoch, speed, size, settings, credentials)
     VALUES ($1, $2, '', $3, 1, '{}'::jsonb, $4::jsonb, $5)
     ON CONFLICT (account_id) DO UPDATE SET provider = EXCLUDED.provider, seed = EXCLUDED.seed,
       epoch = EXCLUDED.epoch, speed = EXCLUDED.speed, size = EXCLUDED.size,
       settings = EXCLUDED.settings, credentials = EXCLUDED.credentials,
       synced_until = NULL, synced_at = NULL`,
    [accountId, source.provider, source.now, JSON.stringify(source.settings), source.credentials],
  );
  return previous?.provider;
}
