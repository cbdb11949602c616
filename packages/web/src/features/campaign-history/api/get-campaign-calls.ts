import {
  type CampaignCallSession,
  campaignCallSessionSchema,
  VOICE_PATHS,
  voicePath,
} from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';

export const LOAD_CALLS_ERROR = 'Failed to load call details.';

/** §7: {status: 'success', data: [call session]}. */
const callsResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(campaignCallSessionSchema),
});

/**
 * GET {voice}/load-offer-campaign/{id}/calls → the campaign's call sessions. No toast: the detail
 * page shows the sessions the campaign itself carries when this fails.
 */
export async function getCampaignCalls(
  id: string,
  signal?: AbortSignal,
): Promise<CampaignCallSession[]> {
  try {
    const answer = await api.get(voicePath(VOICE_PATHS.campaignCalls, { id }), {
      schema: callsResponseSchema,
      toast: false,
      ...(signal ? { signal } : {}),
    });
    return answer.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(LOAD_CALLS_ERROR, { cause: error });
  }
}

export const campaignCallsQueryOptions = (id: string, accountId: string | null) =>
  queryOptions({
    queryKey: ['voice', 'campaign-calls', accountId, id],
    queryFn: ({ signal }) => getCampaignCalls(id, signal),
    enabled: accountId !== null && id !== '',
    staleTime: 10_000,
    retry: false,
  });

export function useCampaignCalls(id: string) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery(campaignCallsQueryOptions(id, accountId));
}
