import { FLEET_PATHS, type notificationsResponseSchema } from '@fleet/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { invalidateEverywhere } from '@/lib/cross-tab';
import { notificationsQueryKey } from './get-notifications';

const markedSchema = z.object({ marked: z.number().int() });

type NotificationsData = z.infer<typeof notificationsResponseSchema>;

/** POST /v1/notifications/read {ids?}: the given notifications, or all of them when absent. */
export function markNotificationsRead(ids?: string[]) {
  return api.post(`${FLEET_PATHS.notifications}/read`, {
    body: ids ? { ids } : {},
    schema: markedSchema,
  });
}

/** The cached list as it will be once the server has marked `ids` (all when absent). */
export function markedLocally(data: NotificationsData, ids?: string[]): NotificationsData {
  const hit = (id: string) => ids === undefined || ids.includes(id);
  const newlyRead = data.data.filter((item) => !item.read && hit(item.id)).length;
  return {
    data: data.data.map((item) => (hit(item.id) ? { ...item, read: true } : item)),
    unread: ids === undefined ? 0 : Math.max(0, data.unread - newlyRead),
  };
}

async function optimisticallyMark(queryClient: QueryClient, ids?: string[]) {
  await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
  const previous = queryClient.getQueryData<NotificationsData>(notificationsQueryKey);
  if (previous) queryClient.setQueryData(notificationsQueryKey, markedLocally(previous, ids));
  return { previous };
}

/** Marks read at once in the bell, rolls back on failure, then refetches the truth. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    onMutate: (ids) => optimisticallyMark(queryClient, ids),
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => invalidateEverywhere(queryClient, notificationsQueryKey),
  });
}
