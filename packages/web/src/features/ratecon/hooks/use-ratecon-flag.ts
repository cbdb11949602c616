import { useQuery } from '@tanstack/react-query';
import { useAuthSelector } from '@/lib/auth';
import { featureFlagQueryOptions } from '@/lib/feature-flags';
import { type RateconAvailability, rateconAvailability } from '../lib/availability';

/** RATE_CON_EXTRACTION as this feature reads it: available or not, and which form (§2.7, §3). */
export function useRateconFlag(): RateconAvailability & { loading: boolean } {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  const flag = useQuery(featureFlagQueryOptions('RATE_CON_EXTRACTION', accountId));
  return {
    ...rateconAvailability(flag.data),
    loading: accountId !== null && flag.isPending,
  };
}
