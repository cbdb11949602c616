import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type HistoryView, parseView, serializeView } from '../lib/history-params';

/**
 * The Load History view (search, statuses, locations, page, page size) read from and written to
 * the URL's search params, so Back, a link or a reload restore it. A change of anything but the
 * page goes back to page 1. Each change adds a history entry unless `replace`.
 */
export function useHistoryView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized params are the identity
  const view = useMemo(() => parseView(searchParams), [key]);
  const update = useCallback(
    (change: Partial<HistoryView>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const next = { ...parseView(previous), ...change };
          if (change.page === undefined) next.page = 1;
          return serializeView(next);
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );
  return { view, update };
}
