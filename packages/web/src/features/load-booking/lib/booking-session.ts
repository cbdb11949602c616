import { z } from 'zod';

/** Document 3 §3 "Draft call": the call ids of the booking session, shared by every tab. */
export const BOOKING_SESSION_KEY = 'bookingSession';

const idsSchema = z.array(z.string().min(1).max(64)).max(100);

export function parseBookingSession(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed = idsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? [...new Set(parsed.data)] : [];
  } catch {
    return [];
  }
}

/**
 * The session over localStorage. Other tabs learn about changes through the `storage` event; this
 * tab's subscribers are told directly (the event never fires in the tab that wrote).
 */
export function createBookingSession(storage: Storage = window.localStorage) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: string[] = [];

  const read = (): string[] => {
    const raw = storage.getItem(BOOKING_SESSION_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parseBookingSession(raw);
    }
    return cached;
  };
  const write = (ids: string[]) => {
    if (ids.length === 0) storage.removeItem(BOOKING_SESSION_KEY);
    else storage.setItem(BOOKING_SESSION_KEY, JSON.stringify(ids));
    for (const listener of [...listeners]) listener();
  };

  return {
    /** A stable array until the stored value changes (fit for useSyncExternalStore). */
    getIds: read,
    add(id: string) {
      const ids = read();
      if (!ids.includes(id)) write([...ids, id]);
    },
    remove(id: string) {
      const ids = read();
      if (ids.includes(id)) write(ids.filter((other) => other !== id));
    },
    removeMany(remove: readonly string[]) {
      const ids = read();
      const next = ids.filter((id) => !remove.includes(id));
      if (next.length !== ids.length) write(next);
    },
    clear() {
      write([]);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === BOOKING_SESSION_KEY || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export type BookingSession = ReturnType<typeof createBookingSession>;

/**
 * Calls `onChange` with the stored ids whenever another tab writes the session (the `storage`
 * event never fires in the tab that wrote). Returns the unsubscribe function.
 */
export function watchBookingSession(
  session: BookingSession,
  onChange: (ids: string[]) => void,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === BOOKING_SESSION_KEY || event.key === null) onChange(session.getIds());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
