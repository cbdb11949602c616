import { FLEET_PATHS, type TripView, tripSchema } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client';

/**
 * GET /v1/aggregation/loads/{trip_num}[?completed=true]: an active trip wins, else a delivered
 * one; with completed=true only a delivered one. Unknown → 404 'No Data Found for {id}', which
 * the screen shows as a banner, so no toast for it; any other failure is toasted once by the
 * query cache after the retries (errorToastOnce), not once per attempt.
 */
export async function getTrip(tripNum: string, completed: boolean, signal?: AbortSignal) {
  const query = completed ? '?completed=true' : '';
  return api.get(`${FLEET_PATHS.loads}/${encodeURIComponent(tripNum)}${query}`, {
    schema: tripSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
}

export const tripQueryKey = (tripNum: string, completed: boolean) =>
  ['trip-detail', tripNum, completed] as const;

export function tripQueryOptions(tripNum: string, completed: boolean) {
  return queryOptions<TripView, Error>({
    queryKey: tripQueryKey(tripNum, completed),
    queryFn: ({ signal }) => getTrip(tripNum, completed, signal),
    meta: { errorToastOnce: { quietNotFound: true } },
    // The fleet moves: refresh the open trip every minute.
    refetchInterval: 60_000,
  });
}

export function useTrip(tripNum: string, completed: boolean) {
  return useQuery({ ...tripQueryOptions(tripNum, completed), enabled: tripNum !== '' });
}

/** A 404 is the "no data" banner; anything else is an error worth a toast. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
