import type { LegalTimeStatus } from '@fleet/contracts';
import type { HosClock, HosDay } from '../model';
import { futureAvailableHours } from './future-hours';
import { toMillis } from './project-eta';

const MS_PER_MIN = 60_000;
const MS_PER_DAY = 86_400_000;

function wholeMinutes(value: number, field: string): number {
  if (!Number.isFinite(value)) throw new Error(`${field} must be a finite number, got ${value}`);
  return Math.floor(value);
}

/** The hours-of-service panel for a driver's latest clock; null when the ELD reports none. */
export function legalTimeStatus(
  clock: HosClock | null,
  now: string,
  days: HosDay[],
  timezone: string,
): LegalTimeStatus | null {
  if (clock === null) return null;
  const nowMs = toMillis(now, 'now');
  const sinceMs = toMillis(clock.statusSince, 'statusSince');
  const resetMs = clock.lastResetAt === null ? null : toMillis(clock.lastResetAt, 'lastResetAt');
  const { hos } = futureAvailableHours({ now, days, timezone, lastResetAt: clock.lastResetAt });
  return {
    duty_status: clock.dutyStatus,
    time_in_current_status: Math.max(0, Math.floor((nowMs - sinceMs) / MS_PER_MIN)),
    time_until_break: wholeMinutes(clock.breakRemainingMin, 'breakRemainingMin'),
    drive_remaining: wholeMinutes(clock.driveRemainingMin, 'driveRemainingMin'),
    shift_remaining: wholeMinutes(clock.shiftRemainingMin, 'shiftRemainingMin'),
    days_since_last_reset:
      resetMs === null ? null : Math.max(0, Math.floor((nowMs - resetMs) / MS_PER_DAY)),
    cycle_remaining: wholeMinutes(clock.cycleRemainingMin, 'cycleRemainingMin'),
    cycles_future_days: hos.map((h) => h.hours * 60 + h.minutes),
  };
}
