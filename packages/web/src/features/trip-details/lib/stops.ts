import type { TripStop } from '@fleet/contracts';
import { DASH, formatDate, formatTime, NOT_AVAILABLE } from '@/lib/format';

/** "Pickup 1", "Delivery 3". */
export function stopLabel(stop: Pick<TripStop, 'stop_type' | 'stop_order'>): string {
  return `${stop.stop_type} ${stop.stop_order}`;
}

export function isPending(stop: Pick<TripStop, 'deliver_status'>): boolean {
  return stop.deliver_status.toLowerCase() === 'pending';
}

/** Completed pickups read 'Picked Up', completed deliveries 'Delivered'; others as reported. */
export function stopStatusText(stop: Pick<TripStop, 'stop_type' | 'deliver_status'>): string {
  if (stop.deliver_status.toLowerCase() === 'completed') {
    return stop.stop_type === 'Pickup' ? 'Picked Up' : 'Delivered';
  }
  return stop.deliver_status.trim() || DASH;
}

/** "City, ST", either one alone, or a dash. */
export function cityState(location: { city: string; state: string }): string {
  return [location.city, location.state].filter((part) => part.trim() !== '').join(', ') || DASH;
}

export type StopPosition = 'before' | 'active' | 'after';

/** Where a stop sits against the active stop; with no active stop (delivered) none is dimmed. */
export function stopPosition(stopOrder: number, activeStopNum: number | null): StopPosition {
  if (activeStopNum === null) return 'after';
  if (stopOrder === activeStopNum) return 'active';
  return stopOrder < activeStopNum ? 'before' : 'after';
}

export function stopDate(stop: Pick<TripStop, 'deliver_date'>): string {
  return formatDate(stop.deliver_date);
}

/** The appointment time, or its window "08:00 AM - 10:00 AM"; unreadable → 'Not Available'. */
export function stopApptTime(stop: Pick<TripStop, 'deliver_date' | 'deliver_date_end'>): string {
  const start = formatTime(stop.deliver_date, NOT_AVAILABLE);
  if (start === NOT_AVAILABLE || !stop.deliver_date_end) return start;
  const end = formatTime(stop.deliver_date_end, '');
  return end ? `${start} - ${end}` : start;
}

export function sortStops<T extends { stop_order: number }>(stops: readonly T[]): T[] {
  return [...stops].sort((a, b) => a.stop_order - b.stop_order);
}
