import { useRef, useState } from 'react';

export interface Row {
  /** A React key that stays with the row when rows before it are removed. */
  key: string;
  /** The index it had when extracted; null for a row added here. */
  origin: number | null;
}

/**
 * The rows of a list the dispatcher edits (stops, appointments). Confidences are keyed by the
 * extracted index ('stops.2.city'), so removing stop 1 must not pass stop 2's marks to stop 3.
 */
export function useRows(length: number) {
  const added = useRef(0);
  const [rows, setRows] = useState<Row[]>(() => extracted(length));
  // A list replaced from outside (a new extraction, 'Clear all fields') starts over.
  const current = rows.length === length ? rows : extracted(length);
  return {
    rows: current,
    add: () => {
      added.current += 1;
      setRows([...current, { key: `added-${added.current}`, origin: null }]);
    },
    remove: (index: number) => setRows(current.filter((_, i) => i !== index)),
  };
}

const extracted = (length: number): Row[] =>
  Array.from({ length }, (_, i) => ({ key: `extracted-${i}`, origin: i }));
