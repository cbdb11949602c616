import { type FeatureFlag, type FeatureFlagResponse, featureFlagPath } from '@fleet/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from './api-client';
import { useAuthSelector } from './auth';
import { entrySchema } from './lazy-schemas';

/** GET /v1/feature-manager/is-feature-enabled/{flag} (document 1 §7). */
export function getFeatureFlag(
  flag: FeatureFlag,
  signal?: AbortSignal,
): Promise<FeatureFlagResponse> {
  return api.get(featureFlagPath(flag), {
    schema: entrySchema('featureFlagResponseSchema'),
    // A flag that cannot be read counts as off; the failure is logged, not toasted on every page.
    toast: false,
    ...(signal ? { signal } : {}),
  });
}

export const featureFlagQueryOptions = (flag: FeatureFlag, accountId: string | null) =>
  queryOptions({
    queryKey: ['feature-flag', accountId, flag],
    queryFn: ({ signal }) => getFeatureFlag(flag, signal),
    enabled: accountId !== null,
    staleTime: 5 * 60_000,
  });

export type FlagState = { enabled: boolean; loading: boolean };

/** Reads several flags at once; a flag is off until its answer says otherwise. */
export function useFeatureFlags<const F extends FeatureFlag>(
  flags: readonly F[],
): Record<F, FlagState> {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  const results = useQueries({
    queries: flags.map((flag) => featureFlagQueryOptions(flag, accountId)),
  });
  const out = {} as Record<F, FlagState>;
  flags.forEach((flag, index) => {
    const result = results[index];
    out[flag] = {
      enabled: result?.data?.enabled === true,
      loading: result?.isPending === true && accountId !== null,
    };
  });
  return out;
}
