import {
  type CallHistoryRequest,
  type CallHistoryResponse,
  callHistoryResponseSchema,
  VOICE_PATHS,
} from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';

export const FETCH_CALLS_ERROR = 'Failed to fetch calls';
export const GENERIC_ERROR = 'An error occurred';

/**
 * POST {voice}/calls {sort_by, sort_order, page, per_page, status} → {total, data}. A refusal by
 * the service reads 'Failed to fetch calls'; anything else (network, an answer we cannot read)
 * 'An error occurred' (document 3 §8). Shown inline in red, so no toast.
 */
export async function getCalls(
  request: CallHistoryRequest,
  signal?: AbortSignal,
): Promise<CallHistoryResponse> {
  try {
    return await api.post(VOICE_PATHS.calls, {
      body: request,
      schema: callHistoryResponseSchema,
      toast: false,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const refused = error instanceof ApiRequestError && error.status >= 400;
    throw new Error(refused ? FETCH_CALLS_ERROR : GENERIC_ERROR, { cause: error });
  }
}

export const callsQueryOptions = (request: CallHistoryRequest, accountId: string | null) =>
  queryOptions({
    queryKey: ['voice', 'calls', accountId, request],
    queryFn: ({ signal }) => getCalls(request, signal),
    enabled: accountId !== null,
    staleTime: 10_000,
    // Keep the last page on screen while the next one loads (no table flash on sort or paging).
    placeholderData: keepPreviousData,
  });

export function useCalls(request: CallHistoryRequest) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery(callsQueryOptions(request, accountId));
}
