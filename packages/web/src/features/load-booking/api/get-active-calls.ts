import { type ActiveCall, activeCallsResponseSchema, VOICE_PATHS } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET {voice}/active_calls?calls=a&calls=b: the calls of the booking session. */
export async function getActiveCalls(ids: readonly string[], signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const id of ids) query.append('calls', id);
  const body = await api.get(`${VOICE_PATHS.activeCalls}?${query}`, {
    schema: activeCallsResponseSchema,
    // The screen shows 'Failed to load connected calls' instead of the raw message.
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return body.data as ActiveCall[];
}

export const activeCallsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['load-booking', 'active-calls', [...ids].sort()] as const,
    queryFn: ({ signal }) => getActiveCalls(ids, signal),
    enabled: ids.length > 0,
    // Live state comes over the socket; this is only the starting point.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useActiveCalls(ids: readonly string[]) {
  return useQuery(activeCallsQueryOptions(ids));
}
