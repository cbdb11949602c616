import type { FeatureFlag } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import type { FeatureFlagRow } from '../domain/types';

const COLUMNS = 'flag, enabled, variables';

export async function findFeatureFlag(
  db: Queryable,
  accountId: string,
  flag: FeatureFlag,
): Promise<FeatureFlagRow | undefined> {
  const [row] = await db.query<FeatureFlagRow>(
    `SELECT ${COLUMNS} FROM feature_flags WHERE account_id = $1 AND flag = $2`,
    [accountId, flag],
  );
  return row;
}

export function listFeatureFlags(db: Queryable, accountId: string): Promise<FeatureFlagRow[]> {
  return db.query<FeatureFlagRow>(
    `SELECT ${COLUMNS} FROM feature_flags WHERE account_id = $1 ORDER BY flag`,
    [accountId],
  );
}

export async function upsertFeatureFlag(
  db: Queryable,
  accountId: string,
  row: FeatureFlagRow,
): Promise<void> {
  await db.query(
    `INSERT INTO feature_flags (account_id, flag, enabled, variables) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (account_id, flag)
     DO UPDATE SET enabled = EXCLUDED.enabled, variables = EXCLUDED.variables, updated_at = now()`,
    [accountId, row.flag, row.enabled, JSON.stringify(row.variables)],
  );
}
