/**
 * The day a trip counts on (document 1 §5): its delivery date, else its last stop's, as a UTC
 * 'YYYY-MM-DD' key. One rule for the web's date filter and the API's trip window (the trip_day
 * column the delivered list is cut by).
 */
export type DayKey = string;

export function toDayKey(value: Date | string | number): DayKey | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

export function tripDay(trip: {
  deliver_date?: string | null;
  last_stop?: { datetime?: string | null } | null;
}): DayKey | null {
  const deliver = trip.deliver_date ? toDayKey(trip.deliver_date) : null;
  if (deliver) return deliver;
  return trip.last_stop?.datetime ? toDayKey(trip.last_stop.datetime) : null;
}
