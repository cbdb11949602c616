import { legalTimeStatusSchema } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import type { HosClock, HosDay } from '../model';
import { futureAvailableHours, legalTimeStatus } from './index';

const NOW = '2026-03-04T03:00:00Z';
const TZ = 'America/Chicago';
const DAYS: HosDay[] = [
  { driverId: 'd1', date: '2026-03-02', onDutyMinutes: 660 },
  { driverId: 'd1', date: '2026-03-03', onDutyMinutes: 90 },
];
const CLOCK: HosClock = {
  driverId: 'd1',
  at: '2026-03-04T02:55:00Z',
  dutyStatus: 'DRIVING',
  statusSince: '2026-03-04T00:44:30Z',
  driveRemainingMin: 570.6,
  shiftRemainingMin: 700,
  breakRemainingMin: 390,
  cycleRemainingMin: 3450,
  lastResetAt: '2026-02-28T15:00:00Z',
};

describe('legalTimeStatus', () => {
  it('when the ELD reports no clock, then null', () => {
    expect(legalTimeStatus(null, NOW, DAYS, TZ)).toBeNull();
  });

  it('when a clock is reported, then the panel reads it with whole minutes and days', () => {
    const status = legalTimeStatus(CLOCK, NOW, DAYS, TZ);
    const future = futureAvailableHours({
      now: NOW,
      days: DAYS,
      timezone: TZ,
      lastResetAt: CLOCK.lastResetAt,
    });
    expect(status).toEqual({
      duty_status: 'DRIVING',
      time_in_current_status: 135, // 2 h 15 m 30 s, floored
      time_until_break: 390,
      drive_remaining: 570,
      shift_remaining: 700,
      days_since_last_reset: 3, // 3 days 12 hours
      cycle_remaining: 3450,
      cycles_future_days: future.hos.map((h) => h.hours * 60 + h.minutes),
    });
    // 4200 - 660 - 90 on day 1 .. day 6; day 7's window no longer holds 2 March.
    expect(status!.cycles_future_days).toEqual([3450, 3450, 3450, 3450, 3450, 3450, 4110]);
    legalTimeStatusSchema.parse(status);
  });

  it('when the last reset is unknown, then days since last reset is null', () => {
    const status = legalTimeStatus({ ...CLOCK, lastResetAt: null }, NOW, DAYS, TZ);
    expect(status?.days_since_last_reset).toBeNull();
  });

  it('when the status started after now (clock skew), then time in status is 0', () => {
    const status = legalTimeStatus(
      { ...CLOCK, statusSince: '2026-03-04T03:05:00Z' },
      NOW,
      DAYS,
      TZ,
    );
    expect(status?.time_in_current_status).toBe(0);
  });

  it('when an instant is unreadable, then a clear error', () => {
    expect(() => legalTimeStatus({ ...CLOCK, statusSince: 'earlier' }, NOW, DAYS, TZ)).toThrow(
      /statusSince must be an ISO 8601 instant/,
    );
  });
});
