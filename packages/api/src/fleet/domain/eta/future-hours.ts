import type { HosCalcRemaining } from '@fleet/contracts';
import { IANAZone } from 'luxon';
import { offsetMinutes } from '../geo';
import type { HosDay } from '../model';
import { toMillis } from './project-eta';

export interface FutureDayHours {
  future_day: number;
  hours: number;
  minutes: number;
}

const CYCLE_MIN = 70 * 60;
const CYCLE_DAYS = 8;
const FUTURE_DAYS = 7;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const validZones = new Set<string>();
/** Luxon builds an Intl formatter per check; the answer for a zone never changes. */
function isValidZone(zone: string): boolean {
  if (validZones.has(zone)) return true;
  if (!IANAZone.isValidZone(zone)) return false;
  validZones.add(zone);
  return true;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** On-duty minutes per date, rounded up to whole minutes; duplicate dates add up. */
function minutesByDate(days: HosDay[]): Map<string, number> {
  const byDate = new Map<string, number>();
  for (const day of days) {
    if (!ISO_DATE.test(day.date))
      throw new Error(`HosDay.date must be YYYY-MM-DD, got ${day.date}`);
    if (!Number.isFinite(day.onDutyMinutes) || day.onDutyMinutes < 0) {
      throw new Error(
        `HosDay.onDutyMinutes must be a finite number >= 0, got ${day.onDutyMinutes}`,
      );
    }
    byDate.set(day.date, (byDate.get(day.date) ?? 0) + Math.ceil(day.onDutyMinutes));
  }
  return byDate;
}

/**
 * Hours available under the 70-hour/8-day cycle on each of the next 7 calendar days in
 * `timezone`, assuming no more on-duty time from tomorrow on.
 */
export function futureAvailableHours(input: {
  now: string;
  days: HosDay[];
  timezone: string;
  lastResetAt: string | null;
}): { hos: FutureDayHours[]; hos_calc_remaining: HosCalcRemaining[] } {
  if (!isValidZone(input.timezone)) {
    throw new Error(`timezone must be an IANA time zone, got ${JSON.stringify(input.timezone)}`);
  }
  const localDate = (ms: number) => {
    const offset = offsetMinutes(input.timezone, new Date(ms).toISOString());
    return new Date(ms + offset * 60_000).toISOString().slice(0, 10);
  };
  const todayIso = localDate(toMillis(input.now, 'now'));
  const resetIso =
    input.lastResetAt === null ? null : localDate(toMillis(input.lastResetAt, 'lastResetAt'));
  const byDate = minutesByDate(input.days);
  const onDuty = (date: string) => {
    if (date > todayIso) return 0;
    if (resetIso !== null && date < resetIso) return 0;
    return byDate.get(date) ?? 0;
  };

  // Once today's local date is known the rest is calendar arithmetic: UTC dates stand for the
  // local ones (no zone lookups per row). The 7 windows of 8 days cover 14 days, from 6 days ago
  // to 7 days ahead; window k (1..7) is calendar[k - 1 .. k + 6], each day made once.
  const todayUtc = Date.parse(`${todayIso}T00:00:00Z`);
  const calendar = Array.from({ length: FUTURE_DAYS + CYCLE_DAYS - 1 }, (_, index) => {
    const day = new Date(todayUtc + (index - CYCLE_DAYS + 2) * DAY_MS);
    const date = day.toISOString().slice(0, 10);
    return { date, weekday: WEEKDAYS[day.getUTCDay()]!, onDuty: onDuty(date) };
  });

  const hos: FutureDayHours[] = [];
  const hosCalcRemaining: HosCalcRemaining[] = [];
  for (let k = 1; k <= FUTURE_DAYS; k++) {
    let used = 0;
    const rows: HosCalcRemaining['day_calc_details'] = [];
    for (let i = 0; i < CYCLE_DAYS; i++) {
      const { date, weekday, onDuty: shift } = calendar[k - 1 + i]!;
      used += shift;
      rows.push({
        day: i + 1,
        day_description: weekday,
        date,
        shift_hours: hours(shift),
        hours_used: hours(used),
        hours_remaining: hours(CYCLE_MIN - used),
      });
    }
    const available = Math.max(0, CYCLE_MIN - used);
    hos.push({ future_day: k, hours: Math.floor(available / 60), minutes: available % 60 });
    hosCalcRemaining.push({ future_day: k, date: rows.at(-1)!.date, day_calc_details: rows });
  }
  return { hos, hos_calc_remaining: hosCalcRemaining };
}
