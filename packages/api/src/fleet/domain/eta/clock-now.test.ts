import { describe, expect, it } from 'vitest';
import type { HosClock } from '../model';
import { clockAsOf } from './clock-now';

const clock = (over: Partial<HosClock>): HosClock => ({
  driverId: 'drv-1',
  at: '2026-11-25T09:00:00.000Z',
  dutyStatus: 'SLEEPER_BED',
  statusSince: '2026-11-24T23:04:00.000Z',
  driveRemainingMin: 6,
  shiftRemainingMin: 0,
  breakRemainingMin: 480,
  cycleRemainingMin: 1945,
  lastResetAt: '2026-11-21T09:06:00.000Z',
  ...over,
});

describe('an ELD clock brought forward to now', () => {
  it('when a sleeper-berth rest passes 10 hours after the clock was read, then drive and shift are reset', () => {
    const now = clockAsOf(clock({}), '2026-11-25T09:07:00.000Z');
    expect(now.at).toBe('2026-11-25T09:07:00.000Z');
    expect(now.driveRemainingMin).toBe(660);
    expect(now.shiftRemainingMin).toBe(840);
    expect(now.breakRemainingMin).toBe(480);
    expect(now.cycleRemainingMin).toBe(1945);
  });

  it('when the rest is not yet 10 hours long, then the clocks stay as the ELD read them', () => {
    const now = clockAsOf(clock({}), '2026-11-25T09:03:00.000Z');
    expect(now.driveRemainingMin).toBe(6);
    expect(now.shiftRemainingMin).toBe(0);
  });

  it('when off duty for 34 hours, then the cycle restarts too', () => {
    const now = clockAsOf(
      clock({
        dutyStatus: 'OFF_DUTY',
        statusSince: '2026-11-23T23:00:00.000Z',
        cycleRemainingMin: 5,
      }),
      '2026-11-25T09:07:00.000Z',
    );
    expect(now.cycleRemainingMin).toBe(4200);
    expect(now.lastResetAt).toBe('2026-11-25T09:00:00.000Z');
  });

  it('when driving on, then drive, break, shift and cycle run down by the minutes since', () => {
    const now = clockAsOf(
      clock({
        dutyStatus: 'DRIVING',
        statusSince: '2026-11-25T08:00:00.000Z',
        driveRemainingMin: 300,
        shiftRemainingMin: 400,
        breakRemainingMin: 100,
        cycleRemainingMin: 1000,
      }),
      '2026-11-25T09:10:00.000Z',
    );
    expect(now).toMatchObject({
      driveRemainingMin: 290,
      shiftRemainingMin: 390,
      breakRemainingMin: 90,
      cycleRemainingMin: 990,
    });
  });

  it('when on duty not driving for 30 minutes, then the 8-hour break clock is reset', () => {
    const now = clockAsOf(
      clock({
        dutyStatus: 'ON_DUTY',
        statusSince: '2026-11-25T08:35:00.000Z',
        driveRemainingMin: 300,
        shiftRemainingMin: 400,
        breakRemainingMin: 10,
        cycleRemainingMin: 1000,
      }),
      '2026-11-25T09:06:00.000Z',
    );
    expect(now).toMatchObject({
      driveRemainingMin: 300,
      shiftRemainingMin: 394,
      breakRemainingMin: 480,
      cycleRemainingMin: 994,
    });
  });

  it('when off duty after a completed rest, then the unopened 14-hour window does not run', () => {
    const now = clockAsOf(
      clock({ dutyStatus: 'OFF_DUTY', driveRemainingMin: 660, shiftRemainingMin: 840 }),
      '2026-11-25T09:14:00.000Z',
    );
    expect(now.shiftRemainingMin).toBe(840);
  });

  it('when now is before the reading, then the clock is returned as read', () => {
    const c = clock({});
    expect(clockAsOf(c, '2026-11-25T08:00:00.000Z')).toEqual(c);
  });
});
