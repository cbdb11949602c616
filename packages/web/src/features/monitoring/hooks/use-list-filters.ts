import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFilters, serializeFilters, type TripFilters } from '../lib/trip-filters';

/**
 * The applied filters live in ?filters={json}, so a link reproduces the view. `replace` suits
 * keystrokes (search); applying a filter set adds a history entry.
 */
export function useListFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('filters');
  const filters = useMemo(() => parseFilters(raw), [raw]);
  const setFilters = useCallback(
    (next: TripFilters, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set('filters', serializeFilters(next));
          return params;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );
  return { filters, setFilters };
}
