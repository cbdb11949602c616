import type { DutyStatus, GeoPoint } from '../../../fleet/domain/model';
import { interpolate } from './geo';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** FMCSA property-carrying limits (49 CFR 395.3), in minutes. */
export const HOS = {
  drive: 11 * 60,
  window: 14 * 60,
  breakAfter: 8 * 60,
  breakLength: 30,
  rest: 10 * 60,
  cycle: 70 * 60,
  cycleDays: 8,
  restart: 34 * 60,
} as const;

export type SegmentKind =
  | 'drive'
  | 'inspect'
  | 'stop'
  | 'break'
  | 'rest'
  | 'restart'
  | 'idle'
  | 'park';

const STATUS: Record<SegmentKind, DutyStatus> = {
  drive: 'DRIVING',
  inspect: 'ON_DUTY',
  stop: 'ON_DUTY',
  break: 'OFF_DUTY',
  rest: 'SLEEPER_BED',
  restart: 'OFF_DUTY',
  idle: 'OFF_DUTY',
  park: 'OFF_DUTY',
};

/** The driver's HOS counters at an instant; times are epoch ms, counters minutes. */
export interface HosState {
  driveSinceRest: number;
  driveSinceBreak: number;
  /** When the 14-hour window opened; null after a 10-hour rest until the next on-duty minute. */
  shiftStart: number | null;
  /** Start of the current off-duty run (any length); null while on duty. */
  offSince: number | null;
  /** Start of the current non-driving run; null while driving. */
  nonDriveSince: number | null;
  /** When the last 34-hour restart completed. */
  lastResetAt: number;
  /** On-duty minutes (driving included) since the timeline's origin: a running total. */
  onDutyTotal: number;
}

/** Where a segment happens: a leg (from → to, fractions f0 → f1 covered) or a standstill. */
export interface Where {
  from: GeoPoint;
  to?: GeoPoint;
  f0?: number;
  f1?: number;
  speedMph?: number;
  /** Index of the facility the truck stands at, or -1. */
  facility?: number;
}

/** One entry of a driver's duty log: a status held from start to end (epoch ms). */
export interface DutyPeriod {
  status: DutyStatus;
  start: number;
  end: number;
}

export interface Segment extends DutyPeriod {
  kind: SegmentKind;
  fromLat: number;
  fromLng: number;
  toLat: number;
  toLng: number;
  f0: number;
  f1: number;
  speedMph: number;
  facility: number;
  /** HOS state at `start`. */
  hos: HosState;
}

export interface HosClocks {
  dutyStatus: DutyStatus;
  statusSince: number;
  driveRemainingMin: number;
  shiftRemainingMin: number;
  breakRemainingMin: number;
  cycleRemainingMin: number;
  lastResetAt: number;
}

export interface TruckState {
  lat: number;
  lng: number;
  speedMph: number;
  moving: boolean;
  facility: number;
  segment: Segment;
}

/** The HOS state at t, given the state at the start of the segment that contains t. */
export function advance(state: HosState, seg: Segment, t: number): HosState {
  const minutes = (t - seg.start) / MINUTE;
  const s = { ...state };
  if (seg.status === 'DRIVING') {
    s.shiftStart ??= seg.start;
    s.driveSinceRest += minutes;
    s.driveSinceBreak += minutes;
    s.offSince = null;
    s.nonDriveSince = null;
    s.onDutyTotal += minutes;
  } else if (seg.status === 'ON_DUTY') {
    s.shiftStart ??= seg.start;
    s.offSince = null;
    s.nonDriveSince ??= seg.start;
    s.onDutyTotal += minutes;
  } else {
    s.offSince ??= seg.start;
    s.nonDriveSince ??= seg.start;
  }
  // Any 30 consecutive non-driving minutes satisfy the break (the 2020 rule).
  if (s.nonDriveSince !== null && t - s.nonDriveSince >= HOS.breakLength * MINUTE) {
    s.driveSinceBreak = 0;
  }
  if (s.offSince !== null && t - s.offSince >= HOS.rest * MINUTE) {
    s.driveSinceRest = 0;
    s.shiftStart = null;
  }
  if (s.offSince !== null && t - s.offSince >= HOS.restart * MINUTE) {
    s.lastResetAt = Math.max(s.lastResetAt, s.offSince + HOS.restart * MINUTE);
  }
  return s;
}

const isOnDuty = (seg: Segment) => seg.status === 'DRIVING' || seg.status === 'ON_DUTY';

/**
 * One truck's (and its driver's) activity, back to back from an origin: driving, stops, breaks,
 * rests. Every reported fact (position, HOS clocks, on-duty days) is read off it.
 */
export class Timeline {
  readonly segments: Segment[] = [];
  state: HosState;
  readonly origin: number;
  /** Planner state: the driving the current shift is planned to end after (≤ 11 h). */
  shiftDriveCap: number = HOS.drive;

  constructor(origin: number) {
    this.origin = origin;
    // The driver starts fresh, as after a 34-hour restart that ends at the origin.
    this.state = {
      driveSinceRest: 0,
      driveSinceBreak: 0,
      shiftStart: null,
      offSince: origin - HOS.restart * MINUTE,
      nonDriveSince: origin - HOS.restart * MINUTE,
      lastResetAt: origin,
      onDutyTotal: 0,
    };
  }

  get end(): number {
    return this.segments.at(-1)?.end ?? this.origin;
  }

  append(kind: SegmentKind, minutes: number, where: Where): Segment {
    const start = this.end;
    const to = where.to ?? where.from;
    const seg: Segment = {
      kind,
      status: STATUS[kind],
      start,
      end: start + minutes * MINUTE,
      fromLat: where.from.lat,
      fromLng: where.from.lng,
      toLat: to.lat,
      toLng: to.lng,
      f0: where.f0 ?? 0,
      f1: where.f1 ?? 0,
      speedMph: where.speedMph ?? 0,
      facility: where.facility ?? -1,
      hos: this.state,
    };
    this.segments.push(seg);
    this.state = advance(this.state, seg, seg.end);
    return seg;
  }

  /** Index of the segment holding t (start ≤ t < end; the last one also at its end), or -1. */
  indexAt(t: number, hint = -1): number {
    const segs = this.segments;
    if (hint >= 0 && hint < segs.length) {
      let i = hint;
      while (i + 1 < segs.length && segs[i]!.end <= t) i++;
      if (segs[i]!.start <= t) return i;
    }
    let lo = 0;
    let hi = segs.length - 1;
    if (hi < 0 || t < segs[0]!.start) return -1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (segs[mid]!.start <= t) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  segmentAt(t: number, hint = -1): Segment {
    const i = this.indexAt(t, hint);
    if (i < 0) throw new RangeError(`No activity planned at ${new Date(t).toISOString()}`);
    return this.segments[i]!;
  }

  hosAt(t: number): HosState {
    const seg = this.segmentAt(t);
    return advance(seg.hos, seg, Math.min(t, seg.end));
  }

  /** On-duty minutes from the origin up to t. */
  onDutyAt(t: number): number {
    const i = this.indexAt(t);
    if (i < 0) return 0;
    const seg = this.segments[i]!;
    const within = isOnDuty(seg) ? (Math.min(t, seg.end) - seg.start) / MINUTE : 0;
    return seg.hos.onDutyTotal + within;
  }

  /** On-duty minutes that count against the 70-hour/8-day cycle at t. */
  cycleUsedAt(t: number, state: HosState): number {
    const from = Math.max(t - HOS.cycleDays * DAY, state.lastResetAt);
    return state.onDutyTotal - this.onDutyAt(from);
  }

  clocksAt(t: number): HosClocks {
    const i = this.indexAt(t);
    const seg = this.segments[i]!;
    const s = advance(seg.hos, seg, t);
    let since = seg.start;
    for (let j = i - 1; j >= 0 && this.segments[j]!.status === seg.status; j--) {
      since = this.segments[j]!.start;
    }
    const used = this.cycleUsedAt(t, s);
    const left = (limit: number, value: number) => Math.max(0, Math.floor(limit - value + 1e-9));
    return {
      dutyStatus: seg.status,
      statusSince: since,
      driveRemainingMin: left(HOS.drive, s.driveSinceRest),
      shiftRemainingMin:
        s.shiftStart === null ? HOS.window : left(HOS.window, (t - s.shiftStart) / MINUTE),
      breakRemainingMin: left(HOS.breakAfter, s.driveSinceBreak),
      cycleRemainingMin: left(HOS.cycle, used),
      lastResetAt: s.lastResetAt,
    };
  }

  stateAt(t: number, hint = -1): TruckState {
    const seg = this.segmentAt(t, hint);
    if (seg.kind !== 'drive') {
      return {
        lat: seg.fromLat,
        lng: seg.fromLng,
        speedMph: 0,
        moving: false,
        facility: seg.facility,
        segment: seg,
      };
    }
    const f = seg.f0 + ((seg.f1 - seg.f0) * (t - seg.start)) / (seg.end - seg.start);
    const p = interpolate(
      { lat: seg.fromLat, lng: seg.fromLng },
      { lat: seg.toLat, lng: seg.toLng },
      f,
    );
    return { ...p, speedMph: seg.speedMph, moving: true, facility: -1, segment: seg };
  }

  /** Start of the standstill that holds t (t itself while driving). */
  stillSince(t: number): number {
    let i = this.indexAt(t);
    if (this.segments[i]!.kind === 'drive') return t;
    while (i > 0 && this.segments[i - 1]!.kind !== 'drive') i--;
    return this.segments[i]!.start;
  }

  /** Forgets segments that ended before t. */
  pruneBefore(t: number): void {
    let n = 0;
    while (n < this.segments.length - 1 && this.segments[n]!.end < t) n++;
    if (n > 0) this.segments.splice(0, n);
  }
}
