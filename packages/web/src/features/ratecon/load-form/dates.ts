import { fromIsoDate, toIsoDate } from '@/lib/us-dates';

/** The Ditat date-times ↔ the form's date (MM/DD/YYYY) and two-digit hours and minutes. */

export interface DateTimeParts {
  /** MM/DD/YYYY */
  date: string | null;
  hours: string | null;
  minutes: string | null;
}

/** A Ditat date-time 'YYYY-MM-DDTHH:MM:00' (the stop's local time, no zone) into form parts. */
export function splitDitatDateTime(value: string | null): DateTimeParts {
  const match = value ? /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value) : null;
  if (!match) return { date: null, hours: null, minutes: null };
  return { date: fromIsoDate(match[1]), hours: match[2] ?? null, minutes: match[3] ?? null };
}

/** Form parts into a Ditat date-time; no date → null, a missing time part → 00. */
export function joinDitatDateTime(parts: DateTimeParts): string | null {
  const iso = toIsoDate(parts.date);
  if (!iso) return null;
  const two = (part: string | null) => (part ?? '0').padStart(2, '0');
  return `${iso}T${two(parts.hours)}:${two(parts.minutes)}:00`;
}
