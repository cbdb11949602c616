import type { TripStop, TripView } from '@fleet/contracts';
import {
  DASH,
  formatDateInZone,
  formatInZone,
  formatTimeInZone,
  NOT_AVAILABLE,
} from '@/lib/format';

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

/** The appointment's calendar date in the stop's zone: 'Mar 3, 2026'. */
export function stopDate(stop: Pick<TripStop, 'deliver_date' | 'timezone'>): string {
  return formatDateInZone(stop.deliver_date, stop.timezone);
}

/**
 * The appointment in the stop's zone, 'Mar 3, 07:00 MST', or its window
 * 'Mar 3, 07:00 MST - 09:00 MST'; unreadable → 'Not Available'.
 */
export function stopApptTime(
  stop: Pick<TripStop, 'deliver_date' | 'deliver_date_end' | 'timezone'>,
): string {
  const start = formatInZone(stop.deliver_date, stop.timezone, NOT_AVAILABLE);
  if (start === NOT_AVAILABLE || !stop.deliver_date_end) return start;
  const end = formatTimeInZone(stop.deliver_date_end, stop.timezone, '');
  return end ? `${start} - ${end}` : start;
}

export function sortStops<T extends { stop_order: number }>(stops: readonly T[]): T[] {
  return [...stops].sort((a, b) => a.stop_order - b.stop_order);
}

/**
 * The zone a trip's own times (ETA, timeline, last update) are read in: the stop being driven to,
 * else the final delivery's (the same choice as the API's trip view).
 */
export function tripTimeZone(
  trip: Pick<TripView, 'stops' | 'active_stop_num' | 'delivery_timezone'>,
): string {
  const active = trip.stops.find((s) => s.stop_order === trip.active_stop_num);
  return active?.timezone || trip.delivery_timezone;
}
