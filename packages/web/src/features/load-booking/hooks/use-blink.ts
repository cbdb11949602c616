import { useEffect, useState } from 'react';

/** Document 3 §9: the approval border blinks every 800 ms while `active`. */
export const BLINK_INTERVAL_MS = 800;

export function useBlink(active: boolean, intervalMs = BLINK_INTERVAL_MS): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!active) {
      setOn(false);
      return;
    }
    setOn(true);
    const timer = setInterval(() => setOn((value) => !value), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return on;
}
