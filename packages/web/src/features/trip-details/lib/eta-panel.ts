import type { CalcDetail, EtaCalculation, TripView } from '@fleet/contracts';
import { formatInZone, formatMinutes } from '@/lib/format';
import { tripTimeZone } from './stops';

// Document 1 §2, ETA view: visible strings, verbatim.
export const LATE = 'Late and after appointment time';
export const ON_TIME = 'Early or on-time';
export const NO_LOCATION_PANEL =
  'Current location is unavailable from ELD. So can’t provide delivery details.';
export const ARRIVED = 'Truck has arrived at destination';
export const NO_LOCATION_DETAILS =
  'Trip Details not available since location not available from ELD';

// Ours (issue 10): the spec has no sentence for a trip without a projection, and an empty panel
// reads as a fault. The engine projects only In Transit trips: a Dispatched trip's truck is still
// busy before it (api trip-view.ts), so the panel says that, in the spec's plain tone.
export const NO_ETA_DISPATCHED =
  'No ETA yet: the trip is dispatched and the truck has not started toward its first stop.';
export const NO_ETA_YET = 'No ETA yet: the trip has not been projected from the ELD data.';

/** 195 → "3 hours 15 minutes"; 60 → "1 hour 0 minutes". Sign ignored. */
export function hoursAndMinutes(minutes: number): string {
  const total = Math.round(Math.abs(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${h} ${h === 1 ? 'hour' : 'hours'} ${m} ${m === 1 ? 'minute' : 'minutes'}`;
}

export function arrivalSentence(calc: Pick<EtaCalculation, 'eta_deliverytime_delta'>): string {
  const delta = calc.eta_deliverytime_delta;
  if (delta === 0) return 'Projected to arrive at the appointment time.';
  const side = delta > 0 ? 'after' : 'before';
  return `Projected to arrive ${hoursAndMinutes(delta)} ${side} the appointment time.`;
}

export function timeUntilAppointmentSentence(minutes: number): string {
  return minutes >= 0
    ? `Total time until appointment: ${formatMinutes(minutes)}`
    : `Total time until appointment: passed ${formatMinutes(-minutes)} ago`;
}

/** The engine's sentence when it has one; for a late mode it has none for, a plain summary. */
export function reasonForDelay(calc: EtaCalculation, reason: string | null): string | null {
  if (!calc.is_late) return null;
  if (reason) return `Reason for delay: ${reason}`;
  return (
    `Reason for delay: needs ${formatMinutes(calc.drive_timedetails)} of driving and ` +
    `${formatMinutes(calc.break_timedetails)} of mandatory breaks; arrives ` +
    `${hoursAndMinutes(calc.eta_deliverytime_delta)} after the appointment.`
  );
}

export interface TimelineRow {
  description: string;
  duration: string;
  start: string;
  end: string;
}

/** The rows of the projected timeline, in the zone of the stop being driven to. */
export function timelineRows(details: readonly CalcDetail[], timeZone: string): TimelineRow[] {
  return details.map((d) => ({
    description: d.description,
    duration: formatMinutes(d.duration),
    start: formatInZone(d.start_time, timeZone),
    end: formatInZone(d.end_time, timeZone),
  }));
}

export interface TripStatusPanelContent {
  /** LATE or ON_TIME; null without an ETA projection. */
  status: string | null;
  /** Sentences under the status, in order. */
  lines: string[];
  /** The projected timeline, or null when a note stands in for it. */
  timeline: TimelineRow[] | null;
  timelineNote: string | null;
}

/** What the trip status panel says for ETA mode `modeIndex` (0 remaining hours, 1 10-hour break). */
export function tripStatusPanel(
  trip: Pick<
    TripView,
    | 'eta_details'
    | 'current_location'
    | 'at_current_destination'
    | 'trip_status'
    | 'stops'
    | 'active_stop_num'
    | 'delivery_timezone'
  >,
  modeIndex: 0 | 1,
): TripStatusPanelContent {
  const details = trip.eta_details;
  const calc = details?.eta_calculations[modeIndex] ?? null;
  const status = calc ? (calc.is_late ? LATE : ON_TIME) : null;
  if (!calc && trip.trip_status === 'Dispatched') {
    return { status, lines: [NO_ETA_DISPATCHED], timeline: null, timelineNote: NO_ETA_DISPATCHED };
  }
  if (!trip.current_location) {
    return {
      status,
      lines: [NO_LOCATION_PANEL],
      timeline: null,
      timelineNote: NO_LOCATION_DETAILS,
    };
  }
  if (trip.at_current_destination) {
    return { status, lines: [ARRIVED], timeline: null, timelineNote: ARRIVED };
  }
  if (!details || !calc) {
    return { status, lines: [NO_ETA_YET], timeline: null, timelineNote: NO_ETA_YET };
  }
  const reason = reasonForDelay(calc, details.reason_for_delay);
  const lines = [
    arrivalSentence(calc),
    timeUntilAppointmentSentence(calc.time_to_delivery),
    `Miles to destination: ${Math.round(details.drive_miles_remaining).toLocaleString('en-US')} mi`,
    `Total time to arrive: ${formatMinutes(calc.eta_timedetails)}`,
    `Driving time needed: ${formatMinutes(calc.drive_timedetails)}`,
    `Mandatory break time required: ${formatMinutes(calc.break_timedetails)}`,
    ...(reason ? [reason] : []),
  ];
  return {
    status,
    lines,
    timeline: timelineRows(calc.calc_details, tripTimeZone(trip)),
    timelineNote: null,
  };
}
