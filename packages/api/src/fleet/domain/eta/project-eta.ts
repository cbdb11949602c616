import { type CalcDetail, ETA_MODES, type EtaCalculation, type EtaDetails } from '@fleet/contracts';
import { DateTime } from 'luxon';

/** Hours-of-service clocks, minutes left of each limit (49 CFR 395.3, property-carrying). */
export interface HosClocksInput {
  driveRemainingMin: number;
  shiftRemainingMin: number;
  breakRemainingMin: number;
  cycleRemainingMin: number;
  /**
   * Consecutive minutes the driver has already been off duty (resting now); 0 or absent when
   * driving or on duty. The ELD's clocks do not show a rest in progress until it completes, so
   * this credit shortens the rest the projection starts with.
   */
  offDutyMin?: number;
}

export interface EtaInput {
  /** ISO 8601 with an offset (or Z). */
  now: string;
  milesRemaining: number;
  avgSpeedMph: number;
  /** ISO 8601 with an offset (or Z). */
  appointment: string;
  clocks: HosClocksInput;
}

type Limit = 'drive' | 'shift' | 'break' | 'cycle';
type Clocks = Record<Limit, number>;
type Kind = 'Driving' | '30-minute Break' | '10-hour Break' | '34-hour Restart';

/** Why a break was taken; null for the 10-hour break that mode 1 takes first. */
type Cause = Limit | 'break-and-shift' | null;

interface Segment {
  kind: Kind;
  /** Whole minutes from now. */
  start: number;
  minutes: number;
  cause: Cause;
}

const FULL: Clocks = { drive: 660, shift: 840, break: 480, cycle: 4200 };
const BREAK_LENGTH: Record<Exclude<Kind, 'Driving'>, number> = {
  '30-minute Break': 30,
  '10-hour Break': 600,
  '34-hour Restart': 2040,
};
/** Guards the loop against absurd input: about 1.9 years of driving. */
const MAX_DRIVE_MIN = 1_000_000;
/** Float noise allowed before rounding drive time up (1500 / 50 * 60 must stay 1800). */
const EPSILON_MIN = 1e-6;
const MS_PER_MIN = 60_000;

const OFFSET_SUFFIX = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** Milliseconds of an ISO 8601 instant that carries an offset; throws a clear Error otherwise. */
export function toMillis(value: unknown, field: string): number {
  // Fast path for what the store and the engines write (toISOString's form): the round trip
  // proves the instant valid (Date.parse alone takes 30 February as 2 March).
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms) && new Date(ms).toISOString() === value) return ms;
  }
  if (typeof value !== 'string' || !OFFSET_SUFFIX.test(value.trim())) {
    throw new Error(
      `${field} must be an ISO 8601 instant with an offset, got ${JSON.stringify(value)}`,
    );
  }
  const parsed = DateTime.fromISO(value.trim(), { setZone: true });
  if (!parsed.isValid) {
    throw new Error(`${field} is not a valid ISO 8601 instant: ${JSON.stringify(value)}`);
  }
  return parsed.toMillis();
}

function requireNumber(value: number, field: string, positive = false): number {
  const ok =
    typeof value === 'number' && Number.isFinite(value) && (positive ? value > 0 : value >= 0);
  if (!ok) {
    throw new Error(`${field} must be a finite number ${positive ? '> 0' : '>= 0'}, got ${value}`);
  }
  return value;
}

/** The greedy plan: drive whenever every limit allows, else take the shortest break that lifts them. */
function plan(
  driveNeeded: number,
  start: Clocks,
  restFirst: boolean,
  offDutyMin: number,
): Segment[] {
  const segments: Segment[] = [];
  let clocks = creditRest(start, offDutyMin);
  let t = 0;
  let left = driveNeeded;
  const take = (kind: Kind, minutes: number, cause: Cause) => {
    if (minutes > 0) segments.push({ kind, start: t, minutes, cause });
    t += minutes;
  };
  const rest = (kind: Exclude<Kind, 'Driving'>, cause: Cause) => {
    // A rest taken at once continues the one in progress: only what is left of it is taken.
    const minutes = Math.max(0, BREAK_LENGTH[kind] - (t === 0 ? offDutyMin : 0));
    take(kind, minutes, cause);
    if (kind === '34-hour Restart') clocks = { ...FULL };
    else if (kind === '10-hour Break') clocks = { ...FULL, cycle: clocks.cycle };
    else clocks = { ...clocks, break: FULL.break, shift: clocks.shift - minutes };
  };

  if (restFirst && left > 0) rest('10-hour Break', null);
  while (left > 0) {
    const run = Math.min(left, clocks.drive, clocks.shift, clocks.break, clocks.cycle);
    if (run > 0) {
      take('Driving', run, null);
      clocks = {
        drive: clocks.drive - run,
        shift: clocks.shift - run,
        break: clocks.break - run,
        cycle: clocks.cycle - run,
      };
      left -= run;
    } else if (clocks.cycle === 0) {
      rest('34-hour Restart', 'cycle');
    } else if (clocks.drive === 0 || clocks.shift === 0) {
      rest('10-hour Break', clocks.drive === 0 ? 'drive' : 'shift');
    } else if (clocks.shift <= BREAK_LENGTH['30-minute Break']) {
      // A 30-minute break would end the 14-hour window, so driving could not resume after it.
      rest('10-hour Break', 'break-and-shift');
    } else {
      rest('30-minute Break', 'break');
    }
  }
  return segments;
}

/** The clocks an ELD resets once a rest in progress has lasted long enough. */
function creditRest(clocks: Clocks, offDutyMin: number): Clocks {
  if (offDutyMin >= BREAK_LENGTH['34-hour Restart']) return { ...FULL };
  if (offDutyMin >= BREAK_LENGTH['10-hour Break']) return { ...FULL, cycle: clocks.cycle };
  if (offDutyMin >= BREAK_LENGTH['30-minute Break']) return { ...clocks, break: FULL.break };
  return clocks;
}

const minutesOf = (segments: Segment[], driving: boolean) =>
  segments.filter((s) => (s.kind === 'Driving') === driving).reduce((sum, s) => sum + s.minutes, 0);

const noNegativeZero = (n: number) => (n === 0 ? 0 : n);

function calculation(
  mode: number,
  segments: Segment[],
  nowMs: number,
  timeToDelivery: number,
): EtaCalculation {
  const iso = (minutes: number) => new Date(nowMs + minutes * MS_PER_MIN).toISOString();
  const last = segments.at(-1);
  const etaMin = last ? last.start + last.minutes : 0;
  const delta = etaMin - timeToDelivery;
  const calcDetails: CalcDetail[] = segments.map((s) => ({
    description: s.kind,
    duration: s.minutes,
    start_time: iso(s.start),
    end_time: iso(s.start + s.minutes),
  }));
  return {
    mode: ETA_MODES[mode]!,
    eta: iso(etaMin),
    is_late: delta > 0,
    eta_deliverytime_delta: noNegativeZero(delta),
    time_to_delivery: timeToDelivery,
    eta_timedetails: etaMin,
    drive_timedetails: minutesOf(segments, true),
    break_timedetails: minutesOf(segments, false),
    calc_details: calcDetails,
  };
}

/** "4 h 12 m"; minutes are zero-padded so columns line up ("2 h 05 m"). */
export function hoursAndMinutes(minutes: number): string {
  const m = Math.abs(minutes);
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} m`;
}

const CAUSE_TEXT: Record<Exclude<Cause, null>, string> = {
  break: '8 hours of driving without a break are used up',
  drive: 'the 11-hour driving limit is reached',
  shift: 'the 14-hour window is used up',
  'break-and-shift': 'a break is due and the 14-hour window ends within 30 minutes',
  cycle: 'the 70-hour cycle is used up',
};

function reasonForDelay(segments: Segment[], calc: EtaCalculation): string | null {
  if (!calc.is_late) return null;
  const arrives = `arrives ${hoursAndMinutes(calc.eta_deliverytime_delta)} after the appointment.`;
  const ttd = calc.time_to_delivery;
  if (ttd <= 0) return `The appointment time has already passed; ${arrives}`;
  const breaks = segments.filter((s) => s.kind !== 'Driving');
  if (calc.drive_timedetails > ttd) {
    const plus = breaks.length
      ? `, plus ${hoursAndMinutes(calc.break_timedetails)} of mandatory breaks`
      : '';
    return `Needs ${hoursAndMinutes(calc.drive_timedetails)} of driving but only ${hoursAndMinutes(ttd)} remain before the appointment${plus}; ${arrives}`;
  }
  // Driving alone would be on time, so the breaks make it late: name the longest one.
  const main = breaks.reduce((a, b) => (b.minutes > a.minutes ? b : a));
  const drivenBefore = minutesOf(
    segments.filter((s) => s.start < main.start),
    true,
  );
  const when =
    drivenBefore > 0 ? `after ${hoursAndMinutes(drivenBefore)} of driving` : 'before driving';
  const because = main.cause ? ` because ${CAUSE_TEXT[main.cause]}` : '';
  const all =
    breaks.length > 1
      ? ` (${breaks.length} breaks, ${hoursAndMinutes(calc.break_timedetails)} in all)`
      : '';
  return `Needs a ${main.kind.toLowerCase()} ${when}${because}${all}; ${arrives}`;
}

/**
 * Projects arrival under hours of service, two ways: index 0 from the given clocks, index 1
 * after a 10-hour break taken first. Whole minutes throughout (see README.md).
 */
export function projectEta(input: EtaInput): EtaDetails {
  const nowMs = toMillis(input.now, 'now');
  const appointmentMs = toMillis(input.appointment, 'appointment');
  const miles = requireNumber(input.milesRemaining, 'milesRemaining');
  const speed = requireNumber(input.avgSpeedMph, 'avgSpeedMph', true);
  if (!input.clocks || typeof input.clocks !== 'object') throw new Error('clocks are required');
  const clock = (value: number, field: keyof HosClocksInput, limit: Limit) =>
    Math.min(FULL[limit], Math.floor(requireNumber(value, `clocks.${field}`)));
  const start: Clocks = {
    drive: clock(input.clocks.driveRemainingMin, 'driveRemainingMin', 'drive'),
    shift: clock(input.clocks.shiftRemainingMin, 'shiftRemainingMin', 'shift'),
    break: clock(input.clocks.breakRemainingMin, 'breakRemainingMin', 'break'),
    cycle: clock(input.clocks.cycleRemainingMin, 'cycleRemainingMin', 'cycle'),
  };

  const driveNeeded = Math.max(0, Math.ceil((miles / speed) * 60 - EPSILON_MIN));
  if (driveNeeded > MAX_DRIVE_MIN) {
    throw new Error(
      `milesRemaining / avgSpeedMph needs ${driveNeeded} minutes of driving, more than ${MAX_DRIVE_MIN}`,
    );
  }
  const timeToDelivery = noNegativeZero(Math.floor((appointmentMs - nowMs) / MS_PER_MIN));

  const offDuty = Math.floor(requireNumber(input.clocks.offDutyMin ?? 0, 'clocks.offDutyMin'));
  const remaining = plan(driveNeeded, start, false, offDuty);
  const rested = plan(driveNeeded, start, true, offDuty);
  const first = calculation(0, remaining, nowMs, timeToDelivery);
  const second = calculation(1, rested, nowMs, timeToDelivery);
  return {
    drive_miles_remaining: miles,
    is_late: first.is_late,
    eta_calculations: [first, second],
    reason_for_delay: reasonForDelay(remaining, first),
  };
}
