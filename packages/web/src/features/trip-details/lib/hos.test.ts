import { describe, expect, it } from 'vitest';
import { makeTrip } from '../testing/trip-fixture';
import { dutyStatusLabel, formatCalendarDate, futureDays } from './hos';

describe('hours of service', () => {
  it.each([
    ['OFF_DUTY', 'Off Duty'],
    ['SLEEPER_BED', 'Sleeper Bed'],
    ['DRIVING', 'Driving'],
    ['ON_DUTY', 'On Duty'],
    ['YARD_MOVE', 'Yard Move'],
    ['PERSONAL_CONVEYANCE', 'Personal Conveyance'],
    ['', 'Disconnected'],
    [null, 'Disconnected'],
  ])('duty status %s reads %s', (status, label) => {
    expect(dutyStatusLabel(status)).toBe(label);
  });

  it('joins future days 1 to 7 with their windows', () => {
    const days = futureDays(makeTrip().driver);
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days[0]).toMatchObject({ date: '2026-03-04', hours: 40, minutes: 30 });
    expect(days[0]?.rows).toHaveLength(1);
    expect(futureDays({ hos: [], hos_calc_remaining: [] })).toEqual([]);
  });

  it('formats calendar dates without shifting them', () => {
    expect(formatCalendarDate('2026-03-04')).toBe('03/04/2026');
    expect(formatCalendarDate('')).toBe('-');
  });
});
