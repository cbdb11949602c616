/** MM/DD/YYYY (the load record, §5) ↔ YYYY-MM-DD (Mantine's date inputs, the Ditat date-times). */

export function usToIsoDate(usDate: string | null | undefined): string | null {
  const match = usDate ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate) : null;
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

export function isoToUsDate(iso: string | Date | null | undefined): string | null {
  if (!iso) return null;
  const text = typeof iso === 'string' ? iso : iso.toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

/** A typed date: MM/DD/YYYY or M/D/YYYY → YYYY-MM-DD; null when it is not a calendar date. */
export function parseTypedUsDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

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
  return { date: isoToUsDate(match[1]), hours: match[2] ?? null, minutes: match[3] ?? null };
}

/** Form parts into a Ditat date-time; no date → null, a missing time part → 00. */
export function joinDitatDateTime(parts: DateTimeParts): string | null {
  const iso = usToIsoDate(parts.date);
  if (!iso) return null;
  const two = (part: string | null) => (part ?? '0').padStart(2, '0');
  return `${iso}T${two(parts.hours)}:${two(parts.minutes)}:00`;
}
