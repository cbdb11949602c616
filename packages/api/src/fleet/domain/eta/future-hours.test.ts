import { futureDayHoursSchema, hosCalcRemainingSchema } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import type { HosDay } from '../model';
import { futureAvailableHours } from './index';

// 03:00Z on 4 March is still Tuesday 3 March in Chicago (UTC-6): "today" is 2026-03-03.
const NOW = '2026-03-04T03:00:00Z';
const TZ = 'America/Chicago';

const day = (date: string, onDutyMinutes: number): HosDay => ({
  driverId: 'd1',
  date,
  onDutyMinutes,
});
const DAYS = [
  day('2026-02-24', 900), // outside every window
  day('2026-02-25', 480),
  day('2026-02-26', 600),
  // 27 February: no record, counts 0
  day('2026-02-28', 725),
  day('2026-03-01', 300),
  day('2026-03-02', 660),
  day('2026-03-03', 90), // today, partial
  day('2026-03-05', 999), // in the future: ignored
];

describe('futureAvailableHours', () => {
  it('when the driver has eight days of history, then each future day frees the oldest day of its window', () => {
    const { hos } = futureAvailableHours({ now: NOW, days: DAYS, timezone: TZ, lastResetAt: null });
    // Used on day 1: 480+600+0+725+300+660+90 = 2855 min; each later day drops the oldest one.
    expect(hos).toEqual([
      { future_day: 1, hours: 22, minutes: 25 },
      { future_day: 2, hours: 30, minutes: 25 },
      { future_day: 3, hours: 40, minutes: 25 },
      { future_day: 4, hours: 40, minutes: 25 },
      { future_day: 5, hours: 52, minutes: 30 },
      { future_day: 6, hours: 57, minutes: 30 },
      { future_day: 7, hours: 68, minutes: 30 },
    ]);
    for (const h of hos) futureDayHoursSchema.parse(h);
  });

  it('when the breakdown of future day 1 is asked, then 8 rows in the home time zone with cumulative hours', () => {
    const { hos_calc_remaining } = futureAvailableHours({
      now: NOW,
      days: DAYS,
      timezone: TZ,
      lastResetAt: null,
    });
    expect(hos_calc_remaining).toHaveLength(7);
    expect(hos_calc_remaining[0]).toEqual({
      future_day: 1,
      date: '2026-03-04',
      day_calc_details: [
        row(1, 'Wednesday', '2026-02-25', 8, 8, 62),
        row(2, 'Thursday', '2026-02-26', 10, 18, 52),
        row(3, 'Friday', '2026-02-27', 0, 18, 52),
        row(4, 'Saturday', '2026-02-28', 12.08, 30.08, 39.92),
        row(5, 'Sunday', '2026-03-01', 5, 35.08, 34.92),
        row(6, 'Monday', '2026-03-02', 11, 46.08, 23.92),
        row(7, 'Tuesday', '2026-03-03', 1.5, 47.58, 22.42),
        row(8, 'Wednesday', '2026-03-04', 0, 47.58, 22.42),
      ],
    });
    for (const entry of hos_calc_remaining) hosCalcRemainingSchema.parse(entry);
  });

  it('when the week crosses the start of daylight saving time, then calendar days still follow one another', () => {
    const { hos_calc_remaining } = futureAvailableHours({
      now: NOW,
      days: [],
      timezone: TZ,
      lastResetAt: null,
    });
    expect(hos_calc_remaining.map((e) => e.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(hos_calc_remaining[6]!.day_calc_details.map((r) => r.date)).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
  });

  it('when a 34-hour restart ended on 28 February, then earlier days count 0 and that day counts', () => {
    // 10:00Z on 28 February is 04:00 in Chicago, still 28 February.
    const { hos, hos_calc_remaining } = futureAvailableHours({
      now: NOW,
      days: DAYS,
      timezone: TZ,
      lastResetAt: '2026-02-28T10:00:00Z',
    });
    // 725+300+660+90 = 1775 used, 2425 = 40 h 25 m left.
    expect(hos[0]).toEqual({ future_day: 1, hours: 40, minutes: 25 });
    expect(hos_calc_remaining[0]!.day_calc_details.map((r) => r.shift_hours)).toEqual([
      0, 0, 0, 12.08, 5, 11, 1.5, 0,
    ]);
  });

  it('when more than 70 hours were worked, then availability is 0 and hours remaining go negative', () => {
    const heavy = ['02-26', '02-27', '02-28', '03-01', '03-02', '03-03'].map((d) =>
      day(`2026-${d}`, 780),
    );
    const { hos, hos_calc_remaining } = futureAvailableHours({
      now: NOW,
      days: heavy,
      timezone: TZ,
      lastResetAt: null,
    });
    expect(hos[0]).toEqual({ future_day: 1, hours: 0, minutes: 0 });
    expect(hos_calc_remaining[0]!.day_calc_details.at(-1)).toMatchObject({
      hours_used: 78,
      hours_remaining: -8,
    });
  });

  it('when on-duty minutes are fractional or repeated for a date, then they are rounded up and added', () => {
    const { hos } = futureAvailableHours({
      now: NOW,
      days: [day('2026-03-03', 100.2), day('2026-03-03', 50)],
      timezone: TZ,
      lastResetAt: null,
    });
    expect(hos[0]).toEqual({ future_day: 1, hours: 67, minutes: 29 });
  });

  it.each([
    [{ timezone: 'Mars/Olympus' }, /IANA time zone/],
    [{ now: 'soon' }, /now must be an ISO 8601 instant/],
    [{ lastResetAt: 'never' }, /lastResetAt must be an ISO 8601 instant/],
    [{ days: [day('3/3/2026', 60)] }, /YYYY-MM-DD/],
    [{ days: [day('2026-03-03', -1)] }, /onDutyMinutes/],
  ])('when %o, then a clear error', (overrides, message) => {
    expect(() =>
      futureAvailableHours({ now: NOW, days: [], timezone: TZ, lastResetAt: null, ...overrides }),
    ).toThrow(message);
  });
});

function row(
  dayInCycle: number,
  weekday: string,
  date: string,
  shift: number,
  used: number,
  remaining: number,
) {
  return {
    day: dayInCycle,
    day_description: weekday,
    date,
    shift_hours: shift,
    hours_used: used,
    hours_remaining: remaining,
  };
}
