import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type HistoryView, parseView, serializeView } from '../lib/history-params';

/**
 * The Call History view (status filter, sort, page, phone search, open call) read from and written
 * to the URL's search params, so a link or a reload reproduces it. Every change adds a history
 * entry except closing the details modal, which replaces the entry that opened it.
 */
export function useHistoryView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized params are the identity
  const view = useMemo(() => parseView(searchParams), [key]);
  const update = useCallback(
    (change: Partial<HistoryView>, options: { replace?: boolean } = {}) => {
      setSearchParams((previous) => serializeView({ ...parseView(previous), ...change }), {
        replace: options.replace ?? false,
      });
    },
    [setSearchParams],
  );
  return { view, update };
}
