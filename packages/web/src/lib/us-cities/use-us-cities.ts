import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadCities } from './cities';

/** The offline city list (no call: a lazily loaded chunk), cached for the session. */
export const usCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['us-cities'] as const,
    queryFn: loadCities,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useUsCities() {
  return useQuery(usCitiesQueryOptions());
}
