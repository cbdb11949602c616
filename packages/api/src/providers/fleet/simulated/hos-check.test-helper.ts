import { type DutyPeriod, HOS, MINUTE } from './timeline';

/**
 * An independent replay of the HOS rules over a timeline, written without the simulator's
 * state machine: it recomputes every counter from the raw segments (the cycle by brute force).
 */
export interface Replayed {
  driveSinceRest: number;
  driveSinceBreak: number;
  windowStart: number | null;
  cycleUsed: number;
  lastResetAt: number;
}

export function replay(segments: DutyPeriod[], origin: number, t: number): Replayed {
  let driveSinceRest = 0;
  let driveSinceBreak = 0;
  let windowStart: number | null = null;
  let offStart: number | null = origin - HOS.restart * MINUTE;
  let nonDriveStart: number | null = offStart;
  let lastResetAt = origin;
  for (const seg of segments) {
    if (seg.start >= t) break;
    const end = Math.min(seg.end, t);
    const minutes = (end - seg.start) / MINUTE;
    if (seg.status === 'DRIVING') {
      windowStart ??= seg.start;
      driveSinceRest += minutes;
      driveSinceBreak += minutes;
      offStart = null;
      nonDriveStart = null;
    } else {
      nonDriveStart ??= seg.start;
      if (seg.status === 'ON_DUTY') {
        windowStart ??= seg.start;
        offStart = null;
      } else {
        offStart ??= seg.start;
      }
      if (end - nonDriveStart >= 30 * MINUTE) driveSinceBreak = 0;
      if (offStart !== null && end - offStart >= 600 * MINUTE) {
        driveSinceRest = 0;
        windowStart = null;
      }
      if (offStart !== null && end - offStart >= HOS.restart * MINUTE) {
        lastResetAt = offStart + HOS.restart * MINUTE;
      }
    }
  }
  const from = Math.max(t - 8 * 24 * 60 * MINUTE, lastResetAt);
  let cycleUsed = 0;
  for (const seg of segments) {
    if (seg.status !== 'DRIVING' && seg.status !== 'ON_DUTY') continue;
    const overlap = Math.min(seg.end, t) - Math.max(seg.start, from);
    if (overlap > 0) cycleUsed += overlap / MINUTE;
  }
  return { driveSinceRest, driveSinceBreak, windowStart, cycleUsed, lastResetAt };
}

/** Every violation of the rules by the drive segments of a timeline, as readable strings. */
export function violations(segments: DutyPeriod[], origin: number): string[] {
  const out: string[] = [];
  for (const seg of segments) {
    if (seg.status !== 'DRIVING') continue;
    const at = replay(segments, origin, seg.end);
    const when = new Date(seg.end).toISOString();
    if (at.driveSinceRest > HOS.drive) out.push(`${when}: ${at.driveSinceRest} min driving`);
    if (at.driveSinceBreak > HOS.breakAfter) out.push(`${when}: no break after 8 h`);
    if (at.windowStart === null || seg.end - at.windowStart > HOS.window * MINUTE) {
      out.push(`${when}: driving after the 14-hour window`);
    }
    if (at.cycleUsed > HOS.cycle) out.push(`${when}: ${at.cycleUsed} min in the 70-hour cycle`);
  }
  return out;
}
