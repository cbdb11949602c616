import { FLEET_PATHS, notificationsResponseSchema } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many of the newest notifications the bell lists. */
export const NOTIFICATIONS_LIMIT = 20;
/** The bell polls once a minute. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/**
 * GET /v1/notifications?limit= → the newest notifications and the unread count. No error toast:
 * a background poll failing every minute would flood the screen; the bell shows the last answer.
 */
export function getNotifications(limit = NOTIFICATIONS_LIMIT, signal?: AbortSignal) {
  return api.get(`${FLEET_PATHS.notifications}?limit=${limit}`, {
    schema: notificationsResponseSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
}

export const notificationsQueryKey = ['notifications'] as const;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(NOTIFICATIONS_LIMIT, signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    staleTime: 0,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
