import { type FeatureFlag, type FeatureFlagResponse, resolveFeatureFlag } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import {
  findFeatureFlag,
  listFeatureFlags,
  upsertFeatureFlag,
} from '../data/feature-flags-repository';
import type { FeatureFlagRow } from './types';

const OFF: FeatureFlagResponse = { enabled: false, feature_configuration: { variables_data: {} } };

/** The caller's account's flag; aliases resolve, unknown or unset flags are off. */
export async function isFeatureEnabled(
  db: Queryable,
  accountId: string,
  name: string,
): Promise<FeatureFlagResponse> {
  const flag = resolveFeatureFlag(name);
  if (!flag) return OFF;
  const row = await findFeatureFlag(db, accountId, flag);
  if (!row) return OFF;
  return { enabled: row.enabled, feature_configuration: { variables_data: row.variables } };
}

export async function setFeatureFlag(
  db: Queryable,
  accountId: string,
  flag: FeatureFlag,
  enabled: boolean,
  variables: Record<string, string> = {},
): Promise<void> {
  await upsertFeatureFlag(db, accountId, { flag, enabled, variables });
}

export function featureFlagsOf(db: Queryable, accountId: string): Promise<FeatureFlagRow[]> {
  return listFeatureFlags(db, accountId);
}
