import { type ActiveCall, activeCallsResponseSchema, VOICE_PATHS } from '@fleet/contracts';
import { api } from '@/lib/api-client';

/**
 * GET {voice}/active_calls?calls=a&calls=b: the calls of the booking session (the booking-session
 * machine's `fetchActiveCalls`; it restores once per set of untracked ids, without retries).
 */
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
