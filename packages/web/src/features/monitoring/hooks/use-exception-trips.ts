import { useDeferredValue, useMemo } from 'react';
import { useTrips } from '../api/get-trips';
import { filterTrips, mergeTrips, type TripFilters } from '../lib/trip-filters';

/**
 * The rows for the applied filters: the active list, plus the delivered one when the filters
 * ask for completed trips. Filtering runs on deferred inputs, so typing and tab switches stay
 * responsive at thousands of trips.
 */
export function useExceptionTrips(filters: TripFilters) {
  const active = useTrips('active');
  const delivered = useTrips('delivered', { enabled: filters.completed });

  const trips = useMemo(
    () => mergeTrips(active.data ?? [], filters.completed ? delivered.data : undefined),
    [active.data, delivered.data, filters.completed],
  );
  const deferredTrips = useDeferredValue(trips);
  const deferredFilters = useDeferredValue(filters);
  const rows = useMemo(
    () => filterTrips(deferredTrips, deferredFilters),
    [deferredTrips, deferredFilters],
  );

  const isLoading = active.isPending || (filters.completed && delivered.isPending);
  const isError = active.isError || (filters.completed && delivered.isError);
  return {
    rows,
    isLoading,
    isError,
    /** The failure's message (document 1 §8), also toasted once by the query cache. */
    errorMessage:
      active.error?.message ?? (filters.completed ? delivered.error?.message : undefined),
    isUpdating: deferredFilters !== filters || deferredTrips !== trips,
    retry: () => {
      if (active.isError) void active.refetch();
      if (delivered.isError) void delivered.refetch();
    },
  };
}
