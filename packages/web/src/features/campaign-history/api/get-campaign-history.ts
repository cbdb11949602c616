import {
  type CampaignHistoryQuery,
  campaignHistoryResponseSchema,
  VOICE_PATHS,
} from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { LIST_QUERY } from '@/lib/query-client';
import { toSearchParams } from '../lib/history-params';

/** §8: the toast; the page shows LOAD_HISTORY_ERROR_INLINE with 'Try again'. */
export const LOAD_HISTORY_ERROR = 'Failed to load load history';
export const LOAD_HISTORY_ERROR_INLINE = 'Failed to load load history. Please try again later.';

export type CampaignHistoryPage = z.infer<typeof campaignHistoryResponseSchema>['data'];

/**
 * GET {voice}/list-load-offer-campaign-history?page&page_size&query&status…&pickup_location…
 * &delivery_location… → {campaigns, pagination} (§7). Any failure reads 'Failed to load load
 * history' (toasted once by the query cache, LIST_QUERY).
 */
export async function getCampaignHistory(
  query: CampaignHistoryQuery,
  signal?: AbortSignal,
): Promise<CampaignHistoryPage> {
  try {
    const answer = await api.get(`${VOICE_PATHS.campaignHistory}?${toSearchParams(query)}`, {
      schema: campaignHistoryResponseSchema,
      toast: false,
      ...(signal ? { signal } : {}),
    });
    return answer.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(LOAD_HISTORY_ERROR, { cause: error });
  }
}

export const campaignHistoryQueryOptions = (
  query: CampaignHistoryQuery,
  accountId: string | null,
) =>
  queryOptions({
    queryKey: ['voice', 'campaign-history', accountId, query],
    queryFn: ({ signal }) => getCampaignHistory(query, signal),
    enabled: accountId !== null,
    staleTime: 10_000,
    // The previous page stays on screen (marked busy) while the next one loads.
    placeholderData: keepPreviousData,
    ...LIST_QUERY,
  });

export function useCampaignHistory(query: CampaignHistoryQuery) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery(campaignHistoryQueryOptions(query, accountId));
}
