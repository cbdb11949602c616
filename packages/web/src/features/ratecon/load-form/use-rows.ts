import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface Row {
  /** A React key that stays with the row when rows before it are removed. */
  key: string;
  /** The index it had when extracted; null for a row added here. */
  origin: number | null;
}

const extracted = (length: number): Row[] =>
  Array.from({ length }, (_, i) => ({ key: `extracted-${i}`, origin: i }));

/** A list replaced from outside (a new extraction, 'Clear all fields') starts over. */
const matching = (rows: Row[], length: number) =>
  rows.length === length ? rows : extracted(length);

/**
 * The rows of a list the dispatcher edits (stops, appointments). Confidences are keyed by the
 * extracted index ('stops.2.city'), so removing stop 1 must not pass stop 2's marks to stop 3.
 * `add` and `remove` are stable; call them beside the change to the list itself.
 */
export function useRows(length: number) {
  const [rows, setRows] = useState<Row[]>(() => extracted(length));
  const lengthNow = useRef(length);
  useLayoutEffect(() => {
    lengthNow.current = length;
  }, [length]);
  const addedCount = useRef(0);
  const add = useCallback(() => {
    addedCount.current += 1;
    const row = { key: `added-${addedCount.current}`, origin: null };
    setRows((previous) => [...matching(previous, lengthNow.current), row]);
  }, []);
  const remove = useCallback((index: number) => {
    setRows((previous) => matching(previous, lengthNow.current).filter((_, i) => i !== index));
  }, []);
  return { rows: matching(rows, length), add, remove };
}
