import type { HosClock } from '../model';
import { toMillis } from './project-eta';

const MS_PER_MIN = 60_000;
/** 49 CFR 395.3 limits and the rests that lift them, in minutes. */
const FULL = { drive: 660, shift: 840, break: 480, cycle: 4200 } as const;
const BREAK = 30;
const REST = 600;
const RESTART = 2040;
/** Statuses that count toward a rest (personal conveyance is off duty under 395.8). */
const RESTING = new Set(['OFF_DUTY', 'SLEEPER_BED', 'PERSONAL_CONVEYANCE']);

/**
 * The clock as it stands at `now`, given the ELD's reading at `clock.at` and assuming the duty
 * status has not changed since (an ELD reports on a grid; the screens and the ETA look at now).
 * Without this, a rest that completes between the reading and now shows the pre-rest counters
 * next to a 10-hour "time in status", while the ETA already counts the rest: the contradiction
 * of issue 10. The rest in progress is measured from `statusSince` (a conservative lower bound
 * when an off-duty spell ran straight into the sleeper berth).
 */
export function clockAsOf(clock: HosClock, now: string): HosClock {
  const at = toMillis(clock.at, 'at');
  const t = toMillis(now, 'now');
  if (t <= at) return clock;
  const elapsed = (t - at) / MS_PER_MIN;
  const inStatus = (t - toMillis(clock.statusSince, 'statusSince')) / MS_PER_MIN;
  const less = (value: number, minutes: number) => Math.max(0, Math.floor(value - minutes));
  let { driveRemainingMin, shiftRemainingMin, breakRemainingMin, cycleRemainingMin } = clock;
  let lastResetAt = clock.lastResetAt;

  if (clock.dutyStatus === 'DRIVING') {
    driveRemainingMin = less(driveRemainingMin, elapsed);
    breakRemainingMin = less(breakRemainingMin, elapsed);
    shiftRemainingMin = less(shiftRemainingMin, elapsed);
    cycleRemainingMin = less(cycleRemainingMin, elapsed);
  } else {
    // The 14-hour window runs on through breaks once opened (full counters: not opened yet).
    const windowOpen = driveRemainingMin < FULL.drive || shiftRemainingMin < FULL.shift;
    if (windowOpen) shiftRemainingMin = less(shiftRemainingMin, elapsed);
    const resting = RESTING.has(clock.dutyStatus);
    if (!resting) cycleRemainingMin = less(cycleRemainingMin, elapsed);
    // Any 30 consecutive non-driving minutes satisfy the 8-hour break rule.
    if (inStatus >= BREAK) breakRemainingMin = FULL.break;
    if (resting && inStatus >= REST) {
      driveRemainingMin = FULL.drive;
      shiftRemainingMin = FULL.shift;
    }
    if (resting && inStatus >= RESTART) {
      cycleRemainingMin = FULL.cycle;
      const restartEnd = new Date(
        toMillis(clock.statusSince, 'statusSince') + RESTART * MS_PER_MIN,
      );
      if (lastResetAt === null || Date.parse(lastResetAt) < restartEnd.getTime()) {
        lastResetAt = restartEnd.toISOString();
      }
    }
  }
  return {
    ...clock,
    at: new Date(t).toISOString(),
    driveRemainingMin,
    shiftRemainingMin,
    breakRemainingMin,
    cycleRemainingMin,
    lastResetAt,
  };
}
