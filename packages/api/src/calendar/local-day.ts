import { DateTime } from 'luxon';

/** A calendar date, month 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The first instant of a calendar date in `zone`: local midnight, or, where a DST change skips
 * midnight (America/Santiago, America/Havana in spring …), the first local time that exists that
 * day, or, where clocks fall back across midnight (America/Havana, first Sunday of November,
 * 01:00 → 00:00), the first of the two midnights. One place for the tasks' recurrence and the
 * reports' ranges; both check it against Intl in zones whose DST changes at midnight.
 */
export function startOfLocalDate({ year, month, day }: CalendarDate, zone: string): Date {
  // Luxon moves a skipped midnight forward by the gap, and resolves a repeated midnight to the
  // later offset: the day then begins at the earlier one, if it is that day's midnight.
  const luxonStart = DateTime.fromObject({ year, month, day }, { zone }).startOf('day');
  if (!luxonStart.isValid) throw new Error(`unknown time zone ${zone}`);
  const offsetBefore = luxonStart.minus({ hours: 3 }).offset;
  const earlier = DateTime.fromMillis(Date.UTC(year, month - 1, day) - offsetBefore * 60_000, {
    zone,
  });
  const isMidnightThatDay =
    earlier.year === year &&
    earlier.month === month &&
    earlier.day === day &&
    earlier.hour === 0 &&
    earlier.minute === 0;
  return (isMidnightThatDay && earlier < luxonStart ? earlier : luxonStart).toJSDate();
}
