import { type Campaign, campaignSchema, VOICE_PATHS, voicePath } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { LIST_QUERY } from '@/lib/query-client';

/** §8: the toast; the page shows LOAD_DETAILS_ERROR_INLINE. */
export const LOAD_DETAILS_ERROR = 'Failed to get load details';
export const LOAD_DETAILS_ERROR_INLINE = 'Failed to get load details. Please try again later.';

/** §7: campaign answers are {status: 'success', data}. */
const campaignResponseSchema = z.object({ status: z.literal('success'), data: campaignSchema });

/** GET {voice}/load-offer-campaign/{id} → the campaign; any failure 'Failed to get load details'. */
export async function getCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  try {
    const answer = await api.get(voicePath(VOICE_PATHS.campaign, { id }), {
      schema: campaignResponseSchema,
      toast: false,
      ...(signal ? { signal } : {}),
    });
    return answer.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(LOAD_DETAILS_ERROR, { cause: error });
  }
}

export const campaignQueryOptions = (id: string, accountId: string | null) =>
  queryOptions({
    queryKey: ['voice', 'campaign', accountId, id],
    queryFn: ({ signal }) => getCampaign(id, signal),
    enabled: accountId !== null && id !== '',
    staleTime: 10_000,
    // Toasted once by the query cache; the page shows the inline error with 'Try again'.
    ...LIST_QUERY,
  });

export function useCampaign(id: string) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery(campaignQueryOptions(id, accountId));
}
