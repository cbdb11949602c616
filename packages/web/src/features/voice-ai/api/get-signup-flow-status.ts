import { type SignupFlowStatus, signupFlowStatusSchema, VOICE_PATHS } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';

/**
 * GET {voice}/signup_flow_status (document 3 §7). No client toast: the page shows
 * 'Error checking signup flow status.' itself, and the wizard's verification poll would otherwise
 * toast every two seconds while the service is away.
 */
export function getSignupFlowStatus(signal?: AbortSignal): Promise<SignupFlowStatus> {
  return api.get(VOICE_PATHS.signupFlowStatus, {
    schema: signupFlowStatusSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
}

export const signupFlowStatusQueryKey = (accountId: string | null) =>
  ['voice', 'signup-flow-status', accountId] as const;

export const signupFlowStatusQueryOptions = (accountId: string | null) =>
  queryOptions({
    queryKey: signupFlowStatusQueryKey(accountId),
    queryFn: ({ signal }) => getSignupFlowStatus(signal),
    enabled: accountId !== null,
    // Signup changes outside this tab (approval by the provider's team): always ask on mount.
    staleTime: 0,
  });

export function useSignupFlowStatus(options: { enabled?: boolean } = {}) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery({
    ...signupFlowStatusQueryOptions(accountId),
    enabled: accountId !== null && options.enabled !== false,
  });
}
