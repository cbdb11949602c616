import { STATES } from '../../../load-parsing/domain/fields/locations';

/**
 * Speaking pace and the spoken forms of numbers, money, dates and times, shared by the simulated
 * far end and by tests. Speech-to-text engines write these forms the same way ("$2,150",
 * "42,000 pounds", "Tuesday, March 4th", "8 AM"), which is what the agent then reads.
 */

export const WORDS_PER_MINUTE = 150;
const MS_PER_WORD = 60_000 / WORDS_PER_MINUTE;
/** Breath and pauses around an utterance. */
const UTTERANCE_OVERHEAD_MS = 300;

/** Call-time ms it takes to say `text` at ~150 words a minute. */
export function speakingMs(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return words === 0 ? 0 : Math.round(UTTERANCE_OVERHEAD_MS + words * MS_PER_WORD);
}

export function formatMoney(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

export function formatNumber(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const last = day % 10;
  const suffix = teen ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${day}${suffix}`;
}

/** yyyy-MM-dd (UTC calendar date) → "Tuesday, March 4th". */
export function spokenDate(isoDate: string, style: 'full' | 'short' = 'full'): string {
  const date = new Date(`${isoDate}T12:00:00.000Z`);
  const month = MONTHS[date.getUTCMonth()]!;
  const day = ordinal(date.getUTCDate());
  return style === 'full' ? `${WEEKDAYS[date.getUTCDay()]}, ${month} ${day}` : `${month} ${day}`;
}

/** Hour and minute on a 12-hour clock: "8 AM", "2:30 PM", "12 PM". */
export function spokenClock(h: number, m: number): string {
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** HH:mm → "8 AM", "2:30 PM", "noon". */
export function spokenTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  if (h === 12 && m === 0) return 'noon';
  return spokenClock(h, m);
}

/** yyyy-MM-dd of a Date (UTC calendar). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** "Dallas, TX" → "Dallas, Texas" (as a person says it). */
export function spokenCity(cityState: string): string {
  const match = /^(.*?),\s*([A-Z]{2})$/.exec(cityState.trim());
  if (!match) return cityState;
  return `${match[1]}, ${STATES[match[2]!] ?? match[2]}`;
}

/** Equipment types as said on the phone. */
export const SPOKEN_EQUIPMENT: Record<string, string> = {
  dry_van: 'dry van',
  reefer: 'reefer',
  flatbed: 'flatbed',
  box_truck: 'box truck',
  sprinter_van: 'sprinter van',
};
