import {
  LOADBOARD_PATHS,
  type TruckPost,
  type TruckPostRequest,
  truckPostSchema,
} from '@fleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { invalidateEverywhere } from '@/lib/cross-tab';
import { logger } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { LIST_QUERY } from '@/lib/query-client';

/** Document 3 §8 truck post strings, verbatim. */
export const TRUCK_TEXT = {
  fetchFailed: 'Failed to fetch trucks',
  createFailed: 'Failed to create trucks',
  updateFailed: 'Failed to update trucks',
  deleteFailed: 'Failed to delete trucks',
  operationFailed: 'Failed to complete operation',
  empty: 'No trucks posted yet.',
} as const;

const truckPath = (id: string) => LOADBOARD_PATHS.truckPost.replace(':id', encodeURIComponent(id));

/** GET /v1/truckposts/dat → the posts; a failure is 'Failed to fetch trucks'. */
export async function getTruckPosts(signal?: AbortSignal): Promise<TruckPost[]> {
  try {
    return await api.get(LOADBOARD_PATHS.truckPosts, {
      schema: z.array(truckPostSchema),
      toast: false,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(TRUCK_TEXT.fetchFailed, { cause: error });
  }
}

export const truckPostsQueryOptions = (accountId: string | null) =>
  queryOptions({
    queryKey: ['loadboards', 'truck-posts', accountId],
    queryFn: ({ signal }) => getTruckPosts(signal),
    enabled: accountId !== null,
    staleTime: 0,
    // Toasted once by the query cache; the modal shows it inline too.
    ...LIST_QUERY,
  });

export function useTruckPosts(enabled: boolean) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  const options = truckPostsQueryOptions(accountId);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}

export type TruckPostChange =
  | { kind: 'create'; body: TruckPostRequest }
  | { kind: 'update'; id: string; body: TruckPostRequest }
  | { kind: 'delete'; id: string };

/** POST, PATCH /{id} or DELETE /{id}; each failure has its §8 message. */
export async function changeTruckPost(change: TruckPostChange): Promise<void> {
  try {
    if (change.kind === 'create') {
      await api.post(LOADBOARD_PATHS.truckPosts, {
        body: change.body,
        schema: z.unknown(),
        toast: false,
      });
    } else if (change.kind === 'update') {
      await api.patch(truckPath(change.id), {
        body: change.body,
        schema: z.unknown(),
        toast: false,
      });
    } else {
      await api.request(truckPath(change.id), {
        method: 'DELETE',
        schema: z.unknown(),
        toast: false,
      });
    }
  } catch (error) {
    const message =
      change.kind === 'create'
        ? TRUCK_TEXT.createFailed
        : change.kind === 'update'
          ? TRUCK_TEXT.updateFailed
          : TRUCK_TEXT.deleteFailed;
    throw new Error(message, { cause: error });
  }
}

/**
 * Create, update or delete a post, then refresh the list. Create and update failures toast their
 * message; a delete failure is swallowed by the screen (only logged, §8).
 */
export function useChangeTruckPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTruckPost,
    onSuccess: () => invalidateEverywhere(queryClient, ['loadboards', 'truck-posts']),
    onError: (error, change) => {
      if (change.kind === 'delete') logger.warn(error.message, error);
      else notify.error(error.message);
    },
  });
}
