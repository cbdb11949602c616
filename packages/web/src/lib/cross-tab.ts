import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The channel the tabs of one browser (one origin) tell each other about changed data on. */
export const TAB_CHANNEL_NAME = 'fleet-invalidations';

const channels = new WeakMap<QueryClient, BroadcastChannel>();

/**
 * Lets this tab's query client hear the other tabs: what they invalidate after a change the user
 * made there (a task resolved, a note saved, an invoice deleted, a setting changed) is invalidated
 * here too, so a list open in another tab refetches instead of showing what is no longer so.
 * Live data that reaches every tab by itself (trip lists, pushed call and campaign events) is not
 * sent: each tab would otherwise refetch it once per open tab. Returns the stop function.
 */
export function shareInvalidations(
  queryClient: QueryClient,
  channelName = TAB_CHANNEL_NAME,
): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (message: MessageEvent<unknown>) => {
    const queryKey = queryKeyOf(message.data);
    if (queryKey) void queryClient.invalidateQueries({ queryKey });
  };
  channels.set(queryClient, channel);
  return () => {
    if (channels.get(queryClient) === channel) channels.delete(queryClient);
    channel.close();
  };
}

/**
 * Invalidates the queries under `queryKey` here and in the user's other tabs (see
 * `shareInvalidations`); resolves when this tab's refetch is done. Without a shared channel (tests,
 * a browser without BroadcastChannel) only this tab's.
 */
export function invalidateEverywhere(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  tellOtherTabs(queryClient, queryKey);
  return queryClient.invalidateQueries({ queryKey });
}

/** Has the other tabs invalidate the queries under `queryKey` (this tab updated its own copy). */
export function tellOtherTabs(queryClient: QueryClient, queryKey: QueryKey): void {
  channels.get(queryClient)?.postMessage({ queryKey });
}

/** The query key of a message another tab sent; anything else is ignored. */
function queryKeyOf(data: unknown): QueryKey | null {
  if (typeof data !== 'object' || data === null) return null;
  const queryKey = (data as { queryKey?: unknown }).queryKey;
  return Array.isArray(queryKey) && queryKey.length > 0 ? queryKey : null;
}
