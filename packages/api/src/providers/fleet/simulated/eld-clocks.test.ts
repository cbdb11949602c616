import { describe, expect, it } from 'vitest';
import type { HosClock } from '../../../fleet/domain/model';
import { replay } from './hos-check.test-helper';
import { createFleetSimulator } from './index';
import { HOS, MINUTE } from './timeline';

const EPOCH = '2026-03-01T00:00:00.000Z';
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Failure {
  where: string;
  check: string;
  got: unknown;
  want: unknown;
}

/**
 * The ELD's clocks recomputed from the ELD's own duty log, for every simulated driver: drive and
 * shift reset by 10 consecutive hours off duty or in the sleeper berth, the 8-hour clock by 30
 * non-driving minutes, the cycle as on-duty minutes over the last 8 days (since a 34-hour restart).
 * Returns the checks that fail (compared as toEqual/toBe do, Object.is), so that a test can list
 * them in one assertion: an expect() per check per clock cost more than the replay.
 */
function checkFromLog(clock: HosClock, log: ReturnType<typeof sim.dutyLog>): Failure[] {
  const t = Date.parse(clock.at);
  const origin = log[0]!.start;
  const where = `${clock.driverId} at ${clock.at}`;
  const failed: Failure[] = [];
  const check = (ok: boolean, name: string, got: unknown, want: unknown) => {
    if (!ok) failed.push({ where, check: name, got, want });
  };
  const same = (name: string, got: unknown, want: unknown) =>
    check(Object.is(got, want), name, got, want);
  // The retained log starts about 31 days back: old enough for every rule to be determined.
  check(t - origin > 9 * DAY, 'log reaches 9 days back', t - origin, `> ${9 * DAY}`);
  const ref = replay(log, origin, t);
  same('drive', clock.driveRemainingMin, Math.max(0, Math.floor(HOS.drive - ref.driveSinceRest)));
  same(
    'break',
    clock.breakRemainingMin,
    Math.max(0, Math.floor(HOS.breakAfter - ref.driveSinceBreak)),
  );
  const shift =
    ref.windowStart === null
      ? HOS.window
      : Math.max(0, Math.floor(HOS.window - (t - ref.windowStart) / MINUTE));
  same('shift', clock.shiftRemainingMin, shift);
  same('cycle', clock.cycleRemainingMin, Math.max(0, Math.floor(HOS.cycle - ref.cycleUsed)));
  const current = log.findLast((p) => p.start <= t)!;
  same('status', clock.dutyStatus, current.status);
  // A restart inside the log is known exactly; one before it only bounds the reported instant.
  const reset = Date.parse(clock.lastResetAt!);
  if (ref.lastResetAt > origin) same('lastResetAt', reset, ref.lastResetAt);
  else check(reset <= t, 'lastResetAt not after the clock', reset, `<= ${t}`);
  return failed;
}

const clock = { now: Date.parse('2026-03-20T00:00:00.000Z') };
const sim = createFleetSimulator({
  seed: 'hos-every-driver',
  epoch: EPOCH,
  clock: () => new Date(clock.now),
});

describe('ELD clocks against the duty log, for every simulated driver', () => {
  it('when the clocks are polled at several hours of the day, first sync and incremental, then every one equals a replay of the driver’s log', async () => {
    const start = Date.parse('2026-03-20T00:00:00.000Z');
    let since: string | null = null;
    let checked = 0;
    const failed: Failure[] = [];
    const drivers = new Set<string>();
    for (const hours of [0, 3.2, 7.9, 12.4, 17, 21.6, 26.1]) {
      clock.now = start + hours * HOUR;
      const clocks = await sim.eld.hosClocksSince(since);
      const logs = new Map<string, ReturnType<typeof sim.dutyLog>>();
      for (const c of clocks) {
        let log = logs.get(c.driverId);
        if (!log) {
          log = sim.dutyLog(c.driverId);
          logs.set(c.driverId, log);
        }
        failed.push(...checkFromLog(c, log));
        drivers.add(c.driverId);
        checked++;
      }
      since = new Date(clock.now).toISOString();
    }
    expect(failed).toEqual([]);
    const company = sim.reference().drivers.filter((d) => d.eldId !== null);
    expect(drivers.size).toBe(company.length);
    expect(checked).toBeGreaterThan(company.length * 50);
  });

  it('when a driver reports a clock, then it is the only one for that driver at that instant', async () => {
    clock.now = Date.parse('2026-03-21T05:05:00.000Z');
    const clocks = await sim.eld.hosClocksSince(null);
    const keys = clocks.map((c) => `${c.driverId}|${c.at}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
