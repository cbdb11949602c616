import { type Carrier, carrierSchema, VOICE_PATHS, voicePath } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';

export const LOAD_CARRIERS_ERROR = 'Failed to load carriers';

/** §7: {status: 'success', data: [carrier]}. */
const carriersResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(carrierSchema),
});

/**
 * GET {voice}/load-offer-campaign/{id}/carriers → the campaign's carrier list. No toast: the
 * detail page falls back to the basic carrier info of the campaign (§8).
 */
export async function getCampaignCarriers(id: string, signal?: AbortSignal): Promise<Carrier[]> {
  try {
    const answer = await api.get(voicePath(VOICE_PATHS.campaignCarriers, { id }), {
      schema: carriersResponseSchema,
      toast: false,
      ...(signal ? { signal } : {}),
    });
    return answer.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(LOAD_CARRIERS_ERROR, { cause: error });
  }
}

export const campaignCarriersQueryOptions = (id: string, accountId: string | null) =>
  queryOptions({
    queryKey: ['voice', 'campaign-carriers', accountId, id],
    queryFn: ({ signal }) => getCampaignCarriers(id, signal),
    enabled: accountId !== null && id !== '',
    staleTime: 10_000,
    retry: false,
  });

export function useCampaignCarriers(id: string) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery(campaignCarriersQueryOptions(id, accountId));
}
