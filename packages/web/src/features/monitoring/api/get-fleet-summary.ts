import { FLEET_PATHS, type FleetSummary, fleetSummarySchema } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { LIST_QUERY } from '@/lib/query-client';
import { fleetAnswerTiming } from './get-trips';

/**
 * GET /v1/aggregation/summary: the home cards' counts of the active trips, made by the API from
 * the same per-sync list the exception lists read (a few bytes instead of the whole fleet, which
 * on a phone was most of the home's load time). A failure is toasted once, like the trip list's.
 */
export function getFleetSummary(signal?: AbortSignal): Promise<FleetSummary> {
  return api.get(FLEET_PATHS.summary, {
    schema: fleetSummarySchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
}

export function useFleetSummary() {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery({
    ...LIST_QUERY,
    queryKey: ['trips', accountId, 'summary'],
    queryFn: ({ signal }) => getFleetSummary(signal),
    ...fleetAnswerTiming<FleetSummary>((summary) => summary.activeTrips === 0),
    enabled: accountId !== null,
  });
}
