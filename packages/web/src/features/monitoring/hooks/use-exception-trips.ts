import { useDeferredValue, useMemo } from 'react';
import { useTrips } from '../api/get-trips';
import { deliveredWindow } from '../lib/date-ranges';
import { filterTrips, mergeTrips, type TripFilters } from '../lib/trip-filters';

/**
 * The rows for the applied filters: the active list, plus the delivered one when the filters
 * ask for completed trips, fetched for the date filter's days (or the last 7 days without one).
 * Filtering runs on deferred inputs, so typing and tab switches stay responsive at thousands of
 * trips.
 */
export function useExceptionTrips(filters: TripFilters) {
  const { fromDate, toDate } = filters.dateFilter;
  // A new day's default window is a new query; within a day the key stays put.
  const today = new Date().toISOString().slice(0, 10);
  const window = useMemo(
    () => deliveredWindow({ fromDate, toDate }, new Date(`${today}T00:00:00Z`)),
    [fromDate, toDate, today],
  );
  const active = useTrips('active');
  const delivered = useTrips('delivered', { enabled: filters.completed, window });

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
    /** Without a date filter the completed trips are those of the last days only; say so. */
    completedDefaultWindow: filters.completed && !fromDate,
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
