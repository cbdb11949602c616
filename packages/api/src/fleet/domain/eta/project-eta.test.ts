import { etaDetailsSchema } from '@fleet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EtaInput, type HosClocksInput, projectEta } from './index';

// 06:00 in Los Angeles = 14:00Z. All worked timelines below are derived by hand from the rules.
const NOW = '2026-03-02T06:00:00-08:00';
const FRESH: HosClocksInput = {
  driveRemainingMin: 660,
  shiftRemainingMin: 840,
  breakRemainingMin: 480,
  cycleRemainingMin: 4200,
};

const clocks = (drive: number, shift: number, brk: number, cycle: number): HosClocksInput => ({
  driveRemainingMin: drive,
  shiftRemainingMin: shift,
  breakRemainingMin: brk,
  cycleRemainingMin: cycle,
});

const input = (overrides: Partial<EtaInput>): EtaInput => ({
  now: NOW,
  milesRemaining: 100,
  avgSpeedMph: 50,
  appointment: '2026-03-10T00:00:00Z',
  clocks: FRESH,
  ...overrides,
});

/** The timeline of one mode as [description, minutes, start, end] rows. */
const timeline = (mode: 0 | 1, eta: EtaInput) =>
  projectEta(eta).eta_calculations[mode].calc_details.map((d) => [
    d.description,
    d.duration,
    d.start_time,
    d.end_time,
  ]);

describe('projectEta worked cases', () => {
  it('when a fresh driver has a 1,500-mile haul at 50 mph, then 30 h of driving split by two 30-minute and two 10-hour breaks', () => {
    const details = projectEta(input({ milesRemaining: 1500 }));
    const [remaining] = details.eta_calculations;
    expect(timeline(0, input({ milesRemaining: 1500 }))).toEqual([
      ['Driving', 480, '2026-03-02T14:00:00.000Z', '2026-03-02T22:00:00.000Z'],
      ['30-minute Break', 30, '2026-03-02T22:00:00.000Z', '2026-03-02T22:30:00.000Z'],
      ['Driving', 180, '2026-03-02T22:30:00.000Z', '2026-03-03T01:30:00.000Z'],
      ['10-hour Break', 600, '2026-03-03T01:30:00.000Z', '2026-03-03T11:30:00.000Z'],
      ['Driving', 480, '2026-03-03T11:30:00.000Z', '2026-03-03T19:30:00.000Z'],
      ['30-minute Break', 30, '2026-03-03T19:30:00.000Z', '2026-03-03T20:00:00.000Z'],
      ['Driving', 180, '2026-03-03T20:00:00.000Z', '2026-03-03T23:00:00.000Z'],
      ['10-hour Break', 600, '2026-03-03T23:00:00.000Z', '2026-03-04T09:00:00.000Z'],
      ['Driving', 480, '2026-03-04T09:00:00.000Z', '2026-03-04T17:00:00.000Z'],
    ]);
    expect(remaining).toMatchObject({
      mode: 'Use Remaining Hours',
      eta: '2026-03-04T17:00:00.000Z',
      eta_timedetails: 3060,
      drive_timedetails: 1800,
      break_timedetails: 1260,
    });
    expect(etaDetailsSchema.parse(details)).toEqual(details);
  });

  it('when the 8-hour rule binds first, then a 30-minute break and driving resumes', () => {
    expect(timeline(0, input({ clocks: clocks(600, 800, 60, 3000) }))).toEqual([
      ['Driving', 60, '2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z'],
      ['30-minute Break', 30, '2026-03-02T15:00:00.000Z', '2026-03-02T15:30:00.000Z'],
      ['Driving', 60, '2026-03-02T15:30:00.000Z', '2026-03-02T16:30:00.000Z'],
    ]);
  });

  it('when the 11-hour driving limit binds first, then a 10-hour break', () => {
    expect(timeline(0, input({ clocks: clocks(60, 600, 300, 3000) }))).toEqual([
      ['Driving', 60, '2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z'],
      ['10-hour Break', 600, '2026-03-02T15:00:00.000Z', '2026-03-03T01:00:00.000Z'],
      ['Driving', 60, '2026-03-03T01:00:00.000Z', '2026-03-03T02:00:00.000Z'],
    ]);
  });

  it('when the 14-hour window binds first, then a 10-hour break', () => {
    expect(timeline(0, input({ clocks: clocks(600, 90, 400, 3000) }))).toEqual([
      ['Driving', 90, '2026-03-02T14:00:00.000Z', '2026-03-02T15:30:00.000Z'],
      ['10-hour Break', 600, '2026-03-02T15:30:00.000Z', '2026-03-03T01:30:00.000Z'],
      ['Driving', 30, '2026-03-03T01:30:00.000Z', '2026-03-03T02:00:00.000Z'],
    ]);
  });

  it('when the cycle binds first, then a 34-hour restart', () => {
    expect(timeline(0, input({ clocks: clocks(660, 840, 480, 90) }))).toEqual([
      ['Driving', 90, '2026-03-02T14:00:00.000Z', '2026-03-02T15:30:00.000Z'],
      ['34-hour Restart', 2040, '2026-03-02T15:30:00.000Z', '2026-03-04T01:30:00.000Z'],
      ['Driving', 30, '2026-03-04T01:30:00.000Z', '2026-03-04T02:00:00.000Z'],
    ]);
  });

  it('when the cycle and the 11-hour limit run out together, then one 34-hour restart lifts both', () => {
    expect(timeline(0, input({ clocks: clocks(100, 840, 480, 100) }))).toEqual([
      ['Driving', 100, '2026-03-02T14:00:00.000Z', '2026-03-02T15:40:00.000Z'],
      ['34-hour Restart', 2040, '2026-03-02T15:40:00.000Z', '2026-03-04T01:40:00.000Z'],
      ['Driving', 20, '2026-03-04T01:40:00.000Z', '2026-03-04T02:00:00.000Z'],
    ]);
  });

  it('when the 30-minute break eats into the 14-hour window, then the shift ends mid-drive and a 10-hour break follows', () => {
    // 45 min driving (break due, 55 min of window left), 30 min break (25 left), 25 min driving.
    expect(timeline(0, input({ clocks: clocks(600, 100, 45, 3000) }))).toEqual([
      ['Driving', 45, '2026-03-02T14:00:00.000Z', '2026-03-02T14:45:00.000Z'],
      ['30-minute Break', 30, '2026-03-02T14:45:00.000Z', '2026-03-02T15:15:00.000Z'],
      ['Driving', 25, '2026-03-02T15:15:00.000Z', '2026-03-02T15:40:00.000Z'],
      ['10-hour Break', 600, '2026-03-02T15:40:00.000Z', '2026-03-03T01:40:00.000Z'],
      ['Driving', 50, '2026-03-03T01:40:00.000Z', '2026-03-03T02:30:00.000Z'],
    ]);
  });

  it('when a break is due but 30 minutes or less of the window remain, then a 10-hour break instead of a useless 30-minute one', () => {
    expect(timeline(0, input({ clocks: clocks(600, 80, 60, 3000) }))).toEqual([
      ['Driving', 60, '2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z'],
      ['10-hour Break', 600, '2026-03-02T15:00:00.000Z', '2026-03-03T01:00:00.000Z'],
      ['Driving', 60, '2026-03-03T01:00:00.000Z', '2026-03-03T02:00:00.000Z'],
    ]);
  });

  it('when every clock is spent but the cycle, then a 10-hour break comes first', () => {
    expect(timeline(0, input({ clocks: clocks(0, 0, 0, 3000) }))).toEqual([
      ['10-hour Break', 600, '2026-03-02T14:00:00.000Z', '2026-03-03T00:00:00.000Z'],
      ['Driving', 120, '2026-03-03T00:00:00.000Z', '2026-03-03T02:00:00.000Z'],
    ]);
  });

  it('when no miles remain, then both modes arrive now with an empty timeline', () => {
    const details = projectEta(
      input({ milesRemaining: 0, clocks: clocks(0, 0, 0, 0), appointment: NOW }),
    );
    for (const calc of details.eta_calculations) {
      expect(calc).toMatchObject({
        eta: '2026-03-02T14:00:00.000Z',
        is_late: false,
        eta_deliverytime_delta: 0,
        time_to_delivery: 0,
        eta_timedetails: 0,
        drive_timedetails: 0,
        break_timedetails: 0,
        calc_details: [],
      });
    }
    expect(details).toMatchObject({
      drive_miles_remaining: 0,
      is_late: false,
      reason_for_delay: null,
    });
  });

  it('when clocks allow the whole drive, then mode 1 arrives 10 hours after mode 0', () => {
    const eta = input({ clocks: clocks(300, 300, 300, 3000), appointment: '2026-03-02T18:00:00Z' });
    const [remaining, rested] = projectEta(eta).eta_calculations;
    expect(remaining).toMatchObject({ eta: '2026-03-02T16:00:00.000Z', is_late: false });
    expect(rested).toMatchObject({
      mode: '10-hour Break',
      eta: '2026-03-03T02:00:00.000Z',
      is_late: true,
      eta_deliverytime_delta: 480,
      break_timedetails: 600,
    });
    expect(timeline(1, eta)).toEqual([
      ['10-hour Break', 600, '2026-03-02T14:00:00.000Z', '2026-03-03T00:00:00.000Z'],
      ['Driving', 120, '2026-03-03T00:00:00.000Z', '2026-03-03T02:00:00.000Z'],
    ]);
  });

  it('when the driving limit binds, then resting first arrives at the same time as resting on the way', () => {
    const [remaining, rested] = projectEta(
      input({ clocks: clocks(60, 600, 300, 3000) }),
    ).eta_calculations;
    expect(rested.eta).toBe(remaining.eta);
    expect(rested.calc_details.map((d) => d.description)).toEqual(['10-hour Break', 'Driving']);
  });

  it('when the cycle is spent in mode 1, then the 10-hour break is followed by a 34-hour restart', () => {
    expect(timeline(1, input({ clocks: clocks(660, 840, 480, 0) }))).toEqual([
      ['10-hour Break', 600, '2026-03-02T14:00:00.000Z', '2026-03-03T00:00:00.000Z'],
      ['34-hour Restart', 2040, '2026-03-03T00:00:00.000Z', '2026-03-04T10:00:00.000Z'],
      ['Driving', 120, '2026-03-04T10:00:00.000Z', '2026-03-04T12:00:00.000Z'],
    ]);
  });
});

describe('projectEta with a rest in progress', () => {
  it('when the driver has slept 9 h 25 m with the window spent, then only the 35 minutes left of the 10-hour break', () => {
    expect(timeline(0, input({ clocks: { ...clocks(6, 0, 480, 3000), offDutyMin: 565 } }))).toEqual(
      [
        ['10-hour Break', 35, '2026-03-02T14:00:00.000Z', '2026-03-02T14:35:00.000Z'],
        ['Driving', 120, '2026-03-02T14:35:00.000Z', '2026-03-02T16:35:00.000Z'],
      ],
    );
  });

  it('when the rest already lasted 10 hours, then the clocks count as reset and driving starts now', () => {
    expect(timeline(0, input({ clocks: { ...clocks(0, 0, 0, 3000), offDutyMin: 700 } }))).toEqual([
      ['Driving', 120, '2026-03-02T14:00:00.000Z', '2026-03-02T16:00:00.000Z'],
    ]);
    expect(timeline(1, input({ clocks: { ...clocks(0, 0, 0, 3000), offDutyMin: 700 } }))).toEqual([
      ['Driving', 120, '2026-03-02T14:00:00.000Z', '2026-03-02T16:00:00.000Z'],
    ]);
  });

  it('when 45 minutes off duty meet a due 30-minute break, then the break is satisfied', () => {
    expect(
      timeline(0, input({ clocks: { ...clocks(300, 500, 0, 3000), offDutyMin: 45 } })),
    ).toEqual([['Driving', 120, '2026-03-02T14:00:00.000Z', '2026-03-02T16:00:00.000Z']]);
  });

  it('when the driver can drive now, then a later 10-hour break gets no credit', () => {
    expect(
      timeline(0, input({ clocks: { ...clocks(60, 600, 300, 3000), offDutyMin: 120 } })),
    ).toEqual([
      ['Driving', 60, '2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z'],
      ['10-hour Break', 600, '2026-03-02T15:00:00.000Z', '2026-03-03T01:00:00.000Z'],
      ['Driving', 60, '2026-03-03T01:00:00.000Z', '2026-03-03T02:00:00.000Z'],
    ]);
  });
});

describe('projectEta lateness', () => {
  it('when the appointment is in -05:00 and now in -08:00, then the offsets are honoured: late by 60 minutes', () => {
    // now 14:00Z, appointment 10:00 EST = 15:00Z, eta 16:00Z.
    const details = projectEta(input({ appointment: '2026-03-02T10:00:00-05:00' }));
    expect(details.eta_calculations[0]).toMatchObject({
      eta: '2026-03-02T16:00:00.000Z',
      is_late: true,
      eta_deliverytime_delta: 60,
      time_to_delivery: 60,
      eta_timedetails: 120,
    });
    expect(details.is_late).toBe(true);
  });

  it('when the appointment is after the eta, then early: negative delta and no reason', () => {
    const details = projectEta(input({ appointment: '2026-03-02T12:00:00-05:00' }));
    expect(details.eta_calculations[0]).toMatchObject({
      is_late: false,
      eta_deliverytime_delta: -60,
      time_to_delivery: 180,
    });
    expect(details).toMatchObject({ is_late: false, reason_for_delay: null });
  });

  it('when the eta equals the appointment, then on time with a zero delta', () => {
    const details = projectEta(
      input({ milesRemaining: 1500, appointment: '2026-03-04T12:00:00-05:00' }),
    );
    expect(details.eta_calculations[0]).toMatchObject({
      eta: '2026-03-04T17:00:00.000Z',
      is_late: false,
      eta_deliverytime_delta: 0,
    });
    expect(details.eta_calculations[1].is_late).toBe(true);
    expect(details.is_late).toBe(false);
  });

  it('when the drive time is fractional and now has seconds, then driving rounds up and time to delivery rounds down', () => {
    // 100 mi at 55 mph = 109.09 min -> 110; appointment - now = 119.5 min -> 119.
    const [calc] = projectEta(
      input({
        now: '2026-03-02T06:00:30-08:00',
        avgSpeedMph: 55,
        appointment: '2026-03-02T16:00:00Z',
      }),
    ).eta_calculations;
    expect(calc).toMatchObject({
      eta: '2026-03-02T15:50:30.000Z',
      drive_timedetails: 110,
      time_to_delivery: 119,
      eta_deliverytime_delta: -9,
      is_late: false,
    });
  });

  it('when a break makes the trip late, then the reason names the longest break and what forced it', () => {
    const details = projectEta(
      input({ clocks: clocks(60, 600, 300, 3000), appointment: '2026-03-02T17:00:00Z' }),
    );
    expect(details.reason_for_delay).toBe(
      'Needs a 10-hour break after 1 h 00 m of driving because the 11-hour driving limit is reached; arrives 9 h 00 m after the appointment.',
    );
  });

  it('when several breaks make the trip late, then the reason counts them', () => {
    const details = projectEta(
      input({ clocks: clocks(600, 100, 45, 3000), appointment: '2026-03-02T17:00:00Z' }),
    );
    expect(details.reason_for_delay).toBe(
      'Needs a 10-hour break after 1 h 10 m of driving because the 14-hour window is used up (2 breaks, 10 h 30 m in all); arrives 9 h 30 m after the appointment.',
    );
  });

  it('when driving alone exceeds the time left, then the reason says so', () => {
    const details = projectEta(
      input({ milesRemaining: 1500, appointment: '2026-03-03T14:00:00Z' }),
    );
    expect(details.reason_for_delay).toBe(
      'Needs 30 h 00 m of driving but only 24 h 00 m remain before the appointment, plus 21 h 00 m of mandatory breaks; arrives 27 h 00 m after the appointment.',
    );
  });

  it('when the appointment has passed, then the reason says so', () => {
    const details = projectEta(input({ appointment: '2026-03-02T13:00:00Z' }));
    expect(details.reason_for_delay).toBe(
      'The appointment time has already passed; arrives 3 h 00 m after the appointment.',
    );
  });
});

describe('projectEta input', () => {
  it.each([
    [{ milesRemaining: -1 }, /milesRemaining must be a finite number >= 0/],
    [{ milesRemaining: Number.NaN }, /milesRemaining/],
    [{ milesRemaining: Number.POSITIVE_INFINITY }, /milesRemaining/],
    [{ avgSpeedMph: 0 }, /avgSpeedMph must be a finite number > 0/],
    [{ avgSpeedMph: -50 }, /avgSpeedMph/],
    [{ now: 'yesterday' }, /now must be an ISO 8601 instant with an offset/],
    [{ now: '2026-03-02T06:00:00' }, /now must be an ISO 8601 instant with an offset/],
    [{ appointment: '2026-02-30T10:00:00Z' }, /appointment is not a valid ISO 8601 instant/],
    [{ clocks: clocks(660, Number.NaN, 480, 4200) }, /clocks.shiftRemainingMin/],
    [{ clocks: clocks(660, 840, -5, 4200) }, /clocks.breakRemainingMin/],
    [{ milesRemaining: 1e9, avgSpeedMph: 1 }, /more than 1000000/],
  ] as [Partial<EtaInput>, RegExp][])('when %o, then a clear error', (overrides, message) => {
    expect(() => projectEta(input(overrides))).toThrow(message);
  });

  it('when clocks are fractional or above the legal maximum, then they are floored and capped', () => {
    const details = projectEta(
      input({ milesRemaining: 1500, clocks: clocks(900.9, 1000, 480.7, 9999) }),
    );
    expect(details.eta_calculations[0].eta).toBe('2026-03-04T17:00:00.000Z');
    expect(timeline(0, input({ clocks: clocks(600, 800, 59.9, 3000) }))[0]).toEqual([
      'Driving',
      59,
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T14:59:00.000Z',
    ]);
  });
});

/** Walks a timeline and checks it against the rules, starting from the (floored) clocks. */
function checkLegal(
  details: ReturnType<typeof projectEta>['eta_calculations'][number]['calc_details'],
  start: HosClocksInput,
) {
  let drive = Math.floor(start.driveRemainingMin);
  let shift = Math.floor(start.shiftRemainingMin);
  let brk = Math.floor(start.breakRemainingMin);
  let cycle = Math.floor(start.cycleRemainingMin);
  let drivenSinceRest = 0;
  let elapsedSinceRest = 0;
  let drivenSinceBreak = 0;
  let drivenSinceRestart = 0;
  for (const d of details) {
    if (d.description === 'Driving') {
      drivenSinceRest += d.duration;
      elapsedSinceRest += d.duration;
      drivenSinceBreak += d.duration;
      drivenSinceRestart += d.duration;
      expect(drivenSinceRest).toBeLessThanOrEqual(Math.min(drive, 660));
      expect(elapsedSinceRest).toBeLessThanOrEqual(Math.min(shift, 840));
      expect(drivenSinceBreak).toBeLessThanOrEqual(Math.min(brk, 480));
      expect(drivenSinceRestart).toBeLessThanOrEqual(Math.min(cycle, 4200));
      continue;
    }
    expect(d.duration).toBe(
      { '30-minute Break': 30, '10-hour Break': 600, '34-hour Restart': 2040 }[d.description],
    );
    drivenSinceBreak = 0;
    brk = 480;
    elapsedSinceRest += d.duration;
    if (d.description !== '30-minute Break') {
      [drivenSinceRest, elapsedSinceRest, drive, shift] = [0, 0, 660, 840];
    }
    if (d.description === '34-hour Restart') [drivenSinceRestart, cycle] = [0, 4200];
  }
}

describe('projectEta properties', () => {
  const arbInput = fc.record({
    milesRemaining: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 3000, noNaN: true })),
    avgSpeedMph: fc.double({ min: 5, max: 80, noNaN: true }),
    nowOffsetMin: fc.integer({ min: 0, max: 60 * 24 * 30 }),
    appointmentOffsetMin: fc.integer({ min: -60 * 24, max: 60 * 24 * 10 }),
    clocks: fc.record({
      driveRemainingMin: fc.integer({ min: 0, max: 660 }),
      shiftRemainingMin: fc.integer({ min: 0, max: 840 }),
      breakRemainingMin: fc.integer({ min: 0, max: 480 }),
      cycleRemainingMin: fc.integer({ min: 0, max: 4200 }),
    }),
  });
  type Generated = typeof arbInput extends fc.Arbitrary<infer T> ? T : never;
  const toEta = (a: Generated): EtaInput => {
    const nowMs = Date.parse('2026-01-01T00:00:00Z') + a.nowOffsetMin * 60_000;
    return {
      now: new Date(nowMs).toISOString(),
      appointment: new Date(nowMs + a.appointmentOffsetMin * 60_000).toISOString(),
      milesRemaining: a.milesRemaining,
      avgSpeedMph: a.avgSpeedMph,
      clocks: a.clocks,
    };
  };
  const property = (check: (a: Generated, eta: EtaInput) => void) =>
    fc.assert(
      fc.property(arbInput, (a) => check(a, toEta(a))),
      { numRuns: 200 },
    );

  it('when any trip is projected, then no timeline breaks the 11-, 14-, 8-hour or cycle rules', () => {
    property((a, eta) => {
      const [remaining, rested] = projectEta(eta).eta_calculations;
      checkLegal(remaining.calc_details, a.clocks);
      checkLegal(rested.calc_details, a.clocks);
    });
  });

  it('when any trip is projected, then total driving is the drive time needed, rounded up', () => {
    property((a, eta) => {
      const exact = (a.milesRemaining / a.avgSpeedMph) * 60;
      for (const calc of projectEta(eta).eta_calculations) {
        const driving = calc.calc_details
          .filter((d) => d.description === 'Driving')
          .reduce((sum, d) => sum + d.duration, 0);
        expect(driving).toBe(calc.drive_timedetails);
        expect(driving).toBeGreaterThanOrEqual(exact - 1e-6);
        expect(driving - exact).toBeLessThan(1);
      }
    });
  });

  it('when any trip is projected, then segments are contiguous from now, end at the eta, and the sums add up', () => {
    property((_a, eta) => {
      const nowMs = Date.parse(eta.now);
      for (const calc of projectEta(eta).eta_calculations) {
        let cursor = nowMs;
        for (const d of calc.calc_details) {
          expect(Date.parse(d.start_time)).toBe(cursor);
          expect(Date.parse(d.end_time) - cursor).toBe(d.duration * 60_000);
          expect(d.duration).toBeGreaterThan(0);
          cursor = Date.parse(d.end_time);
        }
        expect(Date.parse(calc.eta)).toBe(cursor);
        expect(calc.calc_details.at(-1)?.description ?? 'Driving').toBe('Driving');
        expect(calc.eta_timedetails).toBe(calc.drive_timedetails + calc.break_timedetails);
        expect(calc.eta_timedetails).toBe((cursor - nowMs) / 60_000);
        expect(calc.is_late).toBe(cursor > Date.parse(eta.appointment));
        expect(calc.eta_deliverytime_delta).toBe(calc.eta_timedetails - calc.time_to_delivery);
      }
    });
  });

  it('when projecting from the remaining hours, then a break is never followed by another break', () => {
    property((_a, eta) => {
      const kinds = projectEta(eta).eta_calculations[0].calc_details.map((d) => d.description);
      kinds.forEach((kind, i) => {
        if (kind !== 'Driving') expect(kinds[i + 1]).toBe('Driving');
      });
    });
  });

  it('when a trip is late in mode 0, then there is a reason, else none', () => {
    property((_a, eta) => {
      const details = projectEta(eta);
      expect(details.reason_for_delay === null).toBe(!details.is_late);
      expect(etaDetailsSchema.safeParse(details).success).toBe(true);
    });
  });
});
