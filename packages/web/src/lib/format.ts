/**
 * Display formats of document 1 §9: dates in UTC in en-US (times that belong to a place: in its
 * own zone, formatInZone below), USD with no decimals for whole amounts, durations in hours and minutes; an invalid date shows a dash (or 'Not Available'
 * where a screen says so).
 */

export const DASH = '-';

/**
 * A formatter made on first use: each Intl formatter takes milliseconds to build (tens on a
 * throttled phone), and every screen imports this module at start.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

export const NOT_AVAILABLE = 'Not Available';

const dateFormat = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    }),
);
const timeFormat = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }),
);

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 11/23/2026 */
export function formatDate(value: string | number | Date | null | undefined, fallback = DASH) {
  const date = toDate(value);
  return date ? dateFormat().format(date) : fallback;
}

/** 02:05 PM */
export function formatTime(value: string | number | Date | null | undefined, fallback = DASH) {
  const date = toDate(value);
  return date ? timeFormat().format(date) : fallback;
}

/** 11/23/2026 02:05 PM (UTC) */
export function formatDateTime(value: string | number | Date | null | undefined, fallback = DASH) {
  const date = toDate(value);
  return date ? `${dateFormat().format(date)} ${timeFormat().format(date)}` : fallback;
}

const wholeUsd = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);
const centsUsd = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    }),
);

/** $1,250 for whole amounts, $1,250.50 otherwise. */
export function formatUsd(amount: number | null | undefined, fallback = DASH): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return fallback;
  return Number.isInteger(amount) ? wholeUsd().format(amount) : centsUsd().format(amount);
}

/** 135 → "2h 15m"; 45 → "45m"; 120 → "2h 0m". Negative durations keep their sign. */
export function formatMinutes(minutes: number | null | undefined, fallback = DASH): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return fallback;
  const sign = minutes < 0 ? '-' : '';
  const total = Math.round(Math.abs(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${sign}${h}h ${m}m` : `${sign}${m}m`;
}

/** Seconds as days and hours: 93600 → "1d 2h". */
export function formatDaysHours(seconds: number | null | undefined, fallback = DASH): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return fallback;
  const hours = Math.floor(Math.max(0, seconds) / 3600);
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return d > 0 ? `${d}d ${h}h` : `${h}h`;
}

const zonedFormats = new Map<
  string,
  { dateTime: Intl.DateTimeFormat; time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }
>();

/**
 * The formatters of one IANA zone (cached). An unknown zone falls back to UTC, so a bad record
 * still shows a labelled time rather than throwing.
 */
function zoned(timeZone: string) {
  let formats = zonedFormats.get(timeZone);
  if (!formats) {
    const zone = isKnownZone(timeZone) ? timeZone : 'UTC';
    const base = { timeZone: zone, hourCycle: 'h23' } as const;
    formats = {
      dateTime: new Intl.DateTimeFormat('en-US', {
        ...base,
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
      time: new Intl.DateTimeFormat('en-US', {
        ...base,
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
      date: new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
    };
    zonedFormats.set(timeZone, formats);
  }
  return formats;
}

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function joinParts(format: Intl.DateTimeFormat, date: Date): string {
  let out = '';
  for (const part of format.formatToParts(date)) {
    if (part.type === 'literal') out += part.value === ' at ' ? ', ' : part.value;
    else out += part.value;
  }
  return out;
}

/**
 * A stop-local time: 'Nov 24, 08:30 CST', in the stop's own IANA zone with its abbreviation.
 * The one format for every time that belongs to a place (stop cards, detention cards, customer
 * messages), so the same stop never reads in two zones. Decision (issue 10) over §9's "UTC":
 * a dispatcher reads a stop's appointment as the dock does.
 */
export function formatInZone(
  value: string | number | Date | null | undefined,
  timeZone: string,
  fallback = DASH,
): string {
  const date = toDate(value);
  return date ? joinParts(zoned(timeZone).dateTime, date) : fallback;
}

/** The time alone in a zone: '08:30 CST'. */
export function formatTimeInZone(
  value: string | number | Date | null | undefined,
  timeZone: string,
  fallback = DASH,
): string {
  const date = toDate(value);
  return date ? zoned(timeZone).time.format(date) : fallback;
}

/** The calendar date in a zone: 'Nov 24, 2026'. */
export function formatDateInZone(
  value: string | number | Date | null | undefined,
  timeZone: string,
  fallback = DASH,
): string {
  const date = toDate(value);
  return date ? zoned(timeZone).date.format(date) : fallback;
}
