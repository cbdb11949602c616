import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_CITIES } from './cities';
import { createFleetPlan, DEFAULT_FLEET_SIZE } from './fleet-plan';
import { replay, violations } from './hos-check.test-helper';
import { Rng } from './random';
import { driveLeg } from './schedule';
import { DAY, HOS, MINUTE, Timeline } from './timeline';
import { TruckChain } from './trips';

const ORIGIN = Date.parse('2026-01-01T00:00:00.000Z');

describe('trip schedules under the hours-of-service rules', () => {
  const plan = createFleetPlan('hos-audit', DEFAULT_FLEET_SIZE);
  const chains = plan.trucks.slice(0, 40).map((truck) => {
    const chain = new TruckChain(plan, truck, ORIGIN);
    chain.extendTo(ORIGIN + 45 * DAY);
    return chain;
  });

  it('when 40 trucks run 45 days of trips, then no drive segment breaks an HOS rule', () => {
    for (const chain of chains) expect(violations(chain.timeline.segments, ORIGIN)).toEqual([]);
  });

  it('when clocks are read every 15 minutes, then they match an independent replay', () => {
    // 43,000 readings: each field is compared as toBe does (Object.is) and every reading that
    // differs is listed, in one assertion per truck; an expect() per field cost more than the
    // replay itself.
    const fields = ['drive', 'break', 'shift', 'cycle', 'lastResetAt'] as const;
    for (const chain of chains.slice(0, 10)) {
      const tl = chain.timeline;
      const mismatches: { t: number; field: string; got: number; want: number }[] = [];
      let readings = 0;
      for (let t = ORIGIN + 15 * MINUTE; t < tl.end; t += 15 * MINUTE) {
        const clocks = tl.clocksAt(t);
        const ref = replay(tl.segments, ORIGIN, t);
        const shift =
          ref.windowStart === null
            ? HOS.window
            : Math.max(0, Math.floor(HOS.window - (t - ref.windowStart) / MINUTE));
        const got = {
          drive: clocks.driveRemainingMin,
          break: clocks.breakRemainingMin,
          shift: clocks.shiftRemainingMin,
          cycle: clocks.cycleRemainingMin,
          lastResetAt: clocks.lastResetAt,
        };
        const want = {
          drive: Math.max(0, Math.floor(HOS.drive - ref.driveSinceRest)),
          break: Math.max(0, Math.floor(HOS.breakAfter - ref.driveSinceBreak)),
          shift,
          cycle: Math.max(0, Math.floor(HOS.cycle - ref.cycleUsed)),
          lastResetAt: ref.lastResetAt,
        };
        for (const field of fields) {
          if (!Object.is(got[field], want[field])) {
            mismatches.push({ t, field, got: got[field], want: want[field] });
          }
        }
        readings++;
      }
      expect(readings).toBeGreaterThan(4000);
      expect(mismatches).toEqual([]);
    }
  });

  it('when a trip is planned, then its stops are back to back with the drive between them', () => {
    for (const chain of chains) {
      for (const trip of chain.trips) {
        expect(trip.stops.length).toBeGreaterThanOrEqual(2);
        expect(trip.stops.length).toBeLessThanOrEqual(4);
        let previous = trip.startAt;
        for (const stop of trip.stops) {
          expect(stop.arrival).toBeGreaterThanOrEqual(previous);
          expect(stop.departure).toBeGreaterThan(stop.arrival);
          const dwell = (stop.departure - stop.arrival) / MINUTE;
          expect(dwell).toBeGreaterThanOrEqual(30);
          expect(dwell).toBeLessThanOrEqual(360);
          previous = stop.departure;
        }
        expect(trip.deliveredAt).toBe(trip.stops.at(-1)!.departure);
        expect(trip.dispatchedAt).toBeLessThan(trip.startAt);
        expect(trip.nextStartAt).toBeGreaterThan(trip.deliveredAt);
      }
    }
  });

  it('when the driver rests or stands at a stop, then the duty status says so', () => {
    for (const chain of chains.slice(0, 5)) {
      for (const seg of chain.timeline.segments) {
        const expected = {
          drive: 'DRIVING',
          inspect: 'ON_DUTY',
          stop: 'ON_DUTY',
          break: 'OFF_DUTY',
          rest: 'SLEEPER_BED',
          restart: 'OFF_DUTY',
          idle: 'OFF_DUTY',
          park: 'OFF_DUTY',
        }[seg.kind];
        expect(seg.status).toBe(expected);
        if (seg.kind === 'rest') expect(seg.end - seg.start).toBeGreaterThanOrEqual(600 * MINUTE);
        if (seg.kind === 'restart')
          expect(seg.end - seg.start).toBeGreaterThanOrEqual(HOS.restart * MINUTE);
      }
    }
  });

  it('when a timeline breaks the rules, then the independent checker notices', () => {
    const tl = new Timeline(ORIGIN);
    const here = { from: US_CITIES[0]! };
    tl.append('inspect', 15, here);
    tl.append('drive', 12 * 60, { ...here, to: US_CITIES[1]!, f1: 0.5, speedMph: 50 });
    const found = violations(tl.segments, ORIGIN);
    expect(found.some((v) => v.includes('no break after 8 h'))).toBe(true);
    expect(found.some((v) => v.includes('720 min driving'))).toBe(true);
  });

  it('when any leg is driven from any HOS state, then the rules hold and the leg is covered', () => {
    const city = fc.integer({ min: 0, max: US_CITIES.length - 1 });
    fc.assert(
      fc.property(
        city,
        city,
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 45, max: 60 }),
        fc.integer(),
        (a, b, warmup, speed, seed) => {
          const tl = new Timeline(ORIGIN);
          const rng = new Rng(seed);
          const from = US_CITIES[a]!;
          const to = US_CITIES[b]!;
          // Start somewhere into a shift, then drive two legs back to back.
          if (warmup > 0) driveLeg(tl, to, from, 1.2, speed, rng);
          driveLeg(tl, from, to, 1.2, speed, rng);
          driveLeg(tl, to, from, 1.2, speed, rng);
          expect(violations(tl.segments, ORIGIN)).toEqual([]);
          const drives = tl.segments.filter((s) => s.kind === 'drive');
          if (drives.length > 0) expect(drives.at(-1)!.f1).toBeCloseTo(1, 6);
        },
      ),
      { numRuns: 40 },
    );
  });
});
