import { DateTime } from 'luxon';

/**
 * Calendar dates as whole days since 1970-01-01 (UTC arithmetic, no time zone), for the tasks'
 * recurrence and the reports' ranges.
 */
export type EpochDay = number;

const MS_PER_DAY = 86_400_000;

export function epochDay(year: number, month: number, day: number): EpochDay {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function calendarOf(day: EpochDay): { year: number; month: number; day: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: EpochDay): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** 'YYYY-MM-DD', what a PostgreSQL `date` column takes and gives. */
export function isoDate(day: EpochDay): string {
  const { year, month, day: d } = calendarOf(day);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function parseIsoDate(text: string): EpochDay {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  return epochDay(y, m, d);
}

/** The calendar day an instant falls on in `zone`. */
export function localDateOf(instant: Date, zone: string): EpochDay {
  const local = DateTime.fromJSDate(instant, { zone });
  return epochDay(local.year, local.month, local.day);
}

/** The Sunday on or before a day (weeks run Sunday to Saturday). */
export function sundayOf(day: EpochDay): EpochDay {
  return day - weekdayOf(day);
}
