import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Stable ways to change a controlled value: `update(change)` applies `change` to the latest value
 * (not the one a callback closed over) and `set(key)` is one stable setter per key. The form's
 * fields are memoised, so a keystroke re-renders the field typed in, not the 40 others; and two
 * changes in one event (a snap and an edit) build on each other instead of the second undoing
 * the first.
 */
export function useUpdater<V extends object>(value: V, onChange: (next: V) => void) {
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  const update = useCallback((change: (current: V) => V) => {
    const next = change(latest.current.value);
    if (next === latest.current.value) return; // nothing changed: no onChange
    latest.current.value = next;
    latest.current.onChange(next);
  }, []);
  const setters = useRef(new Map<keyof V, (next: never) => void>());
  const set = useCallback(
    <K extends keyof V>(key: K): ((next: V[K]) => void) => {
      let setter = setters.current.get(key);
      if (!setter) {
        setter = (next: V[K]) => update((current) => ({ ...current, [key]: next }));
        setters.current.set(key, setter as (next: never) => void);
      }
      return setter as (next: V[K]) => void;
    },
    [update],
  );
  return { update, set };
}
