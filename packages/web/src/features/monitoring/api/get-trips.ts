import {
  FLEET_PATHS,
  type TripSummary,
  type TripWindow,
  tripSummarySchema,
} from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { LIST_QUERY } from '@/lib/query-client';

const tripListSchema = z.array(tripSummarySchema);

/** Document 1 §9: the trip list cache is valid for 10 minutes. */
export const TRIP_LIST_STALE_TIME = 10 * 60_000;

const EMPTY_LIST_RETRY_MS = 15_000;

/**
 * How long a fleet answer (a trip list, the home's counts) is kept: 10 minutes, but an empty one
 * (a fleet still syncing) is not worth keeping: it is stale at once and asked again every 15 s.
 */
export function fleetAnswerTiming<T>(isEmpty: (data: T) => boolean) {
  const empty = (query: { state: { data?: T } }) =>
    query.state.data !== undefined && isEmpty(query.state.data);
  return {
    staleTime: (query: { state: { data?: T } }) => (empty(query) ? 0 : TRIP_LIST_STALE_TIME),
    refetchInterval: (query: { state: { data?: T } }) =>
      empty(query) ? EMPTY_LIST_RETRY_MS : (false as const),
  };
}

export type TripList = 'active' | 'delivered';

/**
 * POST /v1/aggregation/loads: {} for the active trips, {trip_status: 'DELIVERED'} for the rest,
 * with the window of days wanted (the delivered list is the fleet's whole history otherwise). A
 * failure is toasted once by the query cache (`LIST_QUERY`, document 1 §8), not by the client.
 */
export function getTrips(
  list: TripList,
  window: TripWindow = {},
  signal?: AbortSignal,
): Promise<TripSummary[]> {
  return api.post(FLEET_PATHS.loads, {
    body: list === 'delivered' ? { trip_status: 'DELIVERED', ...window } : {},
    schema: tripListSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
}

export const tripsQueryOptions = (
  list: TripList,
  accountId: string | null,
  window: TripWindow = {},
) =>
  queryOptions({
    ...LIST_QUERY,
    queryKey: ['trips', accountId, list, window],
    queryFn: ({ signal }) => getTrips(list, window, signal),
    ...fleetAnswerTiming<TripSummary[]>((trips) => trips.length === 0),
    gcTime: TRIP_LIST_STALE_TIME,
    enabled: accountId !== null,
  });

export function useTrips(list: TripList, options: { enabled?: boolean; window?: TripWindow } = {}) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery({
    ...tripsQueryOptions(list, accountId, options.window),
    enabled: accountId !== null && options.enabled !== false,
  });
}
