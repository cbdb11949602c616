import { useState, useSyncExternalStore } from 'react';
import { type BookingSession, createBookingSession } from '../lib/booking-session';

/** The booking session's call ids, following changes made in this tab and in every other. */
export function useBookingSession(): { ids: string[]; session: BookingSession } {
  const [session] = useState(() => createBookingSession());
  const ids = useSyncExternalStore(session.subscribe, session.getIds);
  return { ids, session };
}
