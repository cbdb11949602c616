import type { DetentionDetail, DetentionRecord, DetentionSummary } from '@fleet/contracts';
import { offsetMinutes, roundTo } from '../geo';
import type { DetentionTerms, Instant, Stop } from '../model';

/**
 * Terms used when the account sets none: 2 hours free, then $75 an hour of detention (billed to
 * the customer) and $75 an hour of loss (the carrier's own cost when the driver was late).
 * Accounts and customers override any of them (resolveDetentionTerms).
 */
export const DEFAULT_DETENTION_TERMS: DetentionTerms = Object.freeze({
  freeMinutes: 120,
  detentionRatePerHour: 75,
  lossRatePerHour: 75,
});

/** The account's terms with the customer's overrides on top; undefined overrides are ignored. */
export function resolveDetentionTerms(
  account: DetentionTerms,
  customer?: Partial<DetentionTerms>,
): DetentionTerms {
  return {
    freeMinutes: customer?.freeMinutes ?? account.freeMinutes,
    detentionRatePerHour: customer?.detentionRatePerHour ?? account.detentionRatePerHour,
    lossRatePerHour: customer?.lossRatePerHour ?? account.lossRatePerHour,
  };
}

const MINUTE_MS = 60_000;
const ms = (at: Instant) => Date.parse(at);
const iso = (epochMs: number) => new Date(epochMs).toISOString();
/** Only whole minutes count: elapsed and billed time round down (lateness rounds up). */
const wholeMinutes = (spanMs: number) => Math.max(0, Math.floor(spanMs / MINUTE_MS));

/** Amount for a number of minutes at an hourly rate, to the cent. */
export function amountFor(minutes: number, ratePerHour: number): number {
  return roundTo((minutes / 60) * ratePerHour, 2);
}

/**
 * The instant by which the driver must arrive to be on time: the appointment, or for an FCFS
 * stop the end of its window (the appointment is then the window start).
 */
export function onTimeDeadline(stop: Stop): Instant {
  return stop.appointmentType === 'FCFS' && stop.appointmentEnd
    ? stop.appointmentEnd
    : stop.appointment;
}

/**
 * The detention (on time) or loss (late) record of one stop at `now`; null until the driver
 * arrived. Statuses follow docs: PRE before the charge starts, IN while accruing, POST once
 * departed after at least one billable minute, NOT when departed before that.
 */
export function stopDetention(input: {
  tripNumber: string;
  stop: Stop;
  terms: DetentionTerms;
  now: string;
}): DetentionRecord | null {
  const { stop, terms, now } = input;
  if (!stop.arrivedAt) return null;

  const arrival = ms(stop.arrivedAt);
  const appointment = ms(stop.appointment);
  const deadline = ms(onTimeDeadline(stop));
  const isOnTime = arrival <= deadline;

  const clockStart = isOnTime ? Math.max(arrival, appointment) : arrival;
  const chargeStart = clockStart + terms.freeMinutes * MINUTE_MS;
  const departure = stop.departedAt ? ms(stop.departedAt) : null;
  // Time stops at departure; `now` only matters while the driver is still there.
  const end = departure ?? ms(now);

  const duration = wholeMinutes(end - chargeStart);
  const rate = isOnTime ? terms.detentionRatePerHour : terms.lossRatePerHour;
  const detail: DetentionDetail = {
    status: statusOf(isOnTime, departure !== null, end < chargeStart, duration),
    duration,
    rate,
    total_amount: amountFor(duration, rate),
    charge_start_time: iso(chargeStart),
    start_time: iso(clockStart),
    time_remaining_charge_start_time:
      departure === null ? Math.max(0, Math.ceil((chargeStart - end) / MINUTE_MS)) : 0,
    elapsed_time_since_start_time: wholeMinutes(end - clockStart),
    late_duration_total: isOnTime ? 0 : Math.ceil((arrival - deadline) / MINUTE_MS),
  };

  const zoned = (at: Instant) => ({
    utc_datetime: iso(ms(at)),
    offset_minutes: offsetMinutes(stop.place.timezone, at),
  });
  return {
    stop_id: stop.id,
    trip_number: input.tripNumber,
    is_loss: !isOnTime,
    is_on_time: isOnTime,
    arrival_datetime: zoned(stop.arrivedAt),
    departure_datetime: stop.departedAt ? zoned(stop.departedAt) : null,
    appointment_datetime: zoned(stop.appointment),
    modified_at: now,
    detention_detail: isOnTime ? detail : null,
    loss_detail: isOnTime ? null : detail,
  };
}

function statusOf(
  isOnTime: boolean,
  departed: boolean,
  beforeCharge: boolean,
  duration: number,
): DetentionDetail['status'] {
  const phase = departed ? (duration > 0 ? 'POST' : 'NOT') : beforeCharge ? 'PRE' : 'IN';
  return `${phase}_${isOnTime ? 'DETENTION' : 'LOSS'}` as const;
}

/**
 * Totals of a trip's stop records; null when no stop has a record. A live IN state outranks a
 * PRE state, and detention outranks loss (it is what the dispatcher bills and messages the
 * customer about). A completed trip has no live state: NONE.
 */
export function detentionSummary(
  records: DetentionRecord[],
  input: { terms: DetentionTerms; tripCompleted: boolean },
): DetentionSummary | null {
  if (records.length === 0) return null;
  const detention = records.flatMap((r) => (r.detention_detail ? [r.detention_detail] : []));
  const loss = records.flatMap((r) => (r.loss_detail ? [r.loss_detail] : []));
  const minutes = (details: DetentionDetail[]) => details.reduce((sum, d) => sum + d.duration, 0);
  const dollars = (details: DetentionDetail[]) =>
    roundTo(
      details.reduce((sum, d) => sum + d.total_amount, 0),
      2,
    );

  const detentionAmount = dollars(detention);
  const lossAmount = dollars(loss);
  return {
    is_detention: detentionAmount > 0,
    is_loss: lossAmount > 0,
    detention_total_duration: minutes(detention),
    detention_total_amount: detentionAmount,
    detention_rate: input.terms.detentionRatePerHour,
    loss_total_duration: minutes(loss),
    loss_rate: input.terms.lossRatePerHour,
    loss_total_amount: lossAmount,
    current_state: input.tripCompleted ? 'NONE' : currentState([...detention, ...loss]),
    status: input.tripCompleted ? 'CLOSED' : 'OPEN',
  };
}

const STATE_PRIORITY = ['IN_DETENTION', 'IN_LOSS', 'PRE_DETENTION', 'PRE_LOSS'] as const;

function currentState(details: DetentionDetail[]): DetentionSummary['current_state'] {
  const statuses = new Set<string>(details.map((d) => d.status));
  return STATE_PRIORITY.find((state) => statuses.has(state)) ?? 'NONE';
}
