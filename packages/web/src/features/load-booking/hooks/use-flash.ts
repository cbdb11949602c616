import { useEffect, useState } from 'react';

/** Document 3 §9: a changed live field flashes for 1 s. */
export const FLASH_MS = 1000;

/**
 * The fields to flash: each new `changed` list (one per extracted-data update, from the
 * dispatch-call machine) flashes for `durationMs`.
 */
export function useFlashingFields(
  changed: readonly string[],
  durationMs = FLASH_MS,
): ReadonlySet<string> {
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (changed.length === 0) return;
    setFlashing(new Set(changed));
    const timer = setTimeout(() => setFlashing(new Set()), durationMs);
    return () => clearTimeout(timer);
  }, [changed, durationMs]);
  return flashing;
}
