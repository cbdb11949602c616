import type { AppointmentType, GeoPoint, StopType } from '../../../fleet/domain/model';
import { distanceMiles, interpolate } from './geo';
import { STOP_NOTES } from './names';
import type { Rng } from './random';
import { roadRoute } from './roads';
import { HOS, MINUTE, type Timeline } from './timeline';

/** Stop-level knobs. */
export const LONG_DWELL_SHARE = 0.22;
export const FCFS_SHARE = 0.35;
const MAX_DWELL_MIN = 360;
const HALF_HOUR = 30 * MINUTE;

export interface StopPlan {
  type: StopType;
  facility: number;
  place: GeoPoint;
}

export interface PlannedStop extends StopPlan {
  order: number;
  appointmentType: AppointmentType;
  appointment: number;
  appointmentEnd: number | null;
  arrival: number;
  departure: number;
  /** The appointment was set earlier than the planned arrival. */
  late: boolean;
  /** Miles driven to this stop from the previous one (the first: from where the truck stood). */
  miles: number;
  notes: string;
}

/**
 * Drives a leg on the timeline under the hours-of-service rules: drive while the rules allow, and
 * when a limit stops driving take the break that lifts it (30 minutes, 10 hours, or a 34-hour
 * restart when the 70-hour cycle is spent). Like real drivers, not quite greedily: a shift's
 * driving ends somewhere in its last 90 legal minutes, and rests run a little long. A 15-minute
 * on-duty inspection opens every shift.
 */
export function driveLeg(
  tl: Timeline,
  from: GeoPoint,
  to: GeoPoint,
  detour: number,
  speedMph: number,
  rng: Rng,
): number {
  const miles = distanceMiles(from, to) * detour;
  const total = Math.round((miles / speedMph) * 60);
  if (total <= 0) return 0;
  let done = 0;
  while (done < total) {
    const t = tl.end;
    const s = tl.state;
    const here = { from: interpolate(from, to, done / total) };
    const cycleLeft = HOS.cycle - tl.cycleUsedAt(t, s);
    const windowLeft =
      s.shiftStart === null ? HOS.window : HOS.window - (t - s.shiftStart) / MINUTE;
    if (cycleLeft < 45) {
      tl.append('restart', HOS.restart + rng.int(0, 12 * 60), here);
    } else if (tl.shiftDriveCap - s.driveSinceRest < 1 || windowLeft < 20) {
      tl.append('rest', HOS.rest + rng.int(0, 150), here);
    } else if (HOS.breakAfter - s.driveSinceBreak < 1) {
      tl.append('break', HOS.breakLength + rng.int(0, 15), here);
    } else if (s.shiftStart === null) {
      tl.append('inspect', 15, here);
      tl.shiftDriveCap = rng.int(HOS.drive - 90, HOS.drive);
    } else {
      const chunk = Math.floor(
        Math.min(
          total - done,
          tl.shiftDriveCap - s.driveSinceRest,
          windowLeft,
          HOS.breakAfter - s.driveSinceBreak,
          cycleLeft,
        ),
      );
      tl.append('drive', chunk, {
        from,
        to,
        f0: done / total,
        f1: (done + chunk) / total,
        speedMph,
      });
      done += chunk;
    }
  }
  // The miles the timeline drives (whole minutes at the leg's speed).
  return (total / 60) * speedMph;
}

const ceilTo = (t: number, step: number) => Math.ceil(t / step) * step;
const floorTo = (t: number, step: number) => Math.floor(t / step) * step;

/**
 * The dwell at a stop: appointment set around the arrival the schedule produces (earlier than it
 * when the stop is to be late), waiting for an appointment that is later, then the work.
 * US zones are whole hours off UTC, so half hours in UTC are half hours in the facility's zone.
 */
export function dwellAtStop(
  tl: Timeline,
  stop: StopPlan,
  order: number,
  late: boolean,
  rng: Rng,
): PlannedStop {
  const appointmentType: AppointmentType = rng.chance(FCFS_SHARE) ? 'FCFS' : 'APPT';
  const windowHours = rng.int(2, 6);
  const slack = rng.range(0, appointmentType === 'APPT' ? 120 : 60) * MINUTE;
  const lateBy = rng.range(20, 240) * MINUTE;
  const work = Math.round(
    rng.chance(LONG_DWELL_SHARE) ? rng.range(150, MAX_DWELL_MIN - 20) : rng.range(30, 120),
  );
  const notes = rng.pick(STOP_NOTES);

  const plan = (arrival: number) => {
    let appointment: number;
    let appointmentEnd: number | null = null;
    if (late) {
      const end = floorTo(arrival - lateBy, HALF_HOUR);
      appointment = appointmentType === 'FCFS' ? end - windowHours * 60 * MINUTE : end;
      if (appointmentType === 'FCFS') appointmentEnd = end;
    } else {
      appointment = ceilTo(arrival + slack, HALF_HOUR);
      if (appointmentType === 'FCFS') appointmentEnd = appointment + windowHours * 60 * MINUTE;
    }
    const wait = late ? 0 : Math.round((appointment - arrival) / MINUTE);
    return { appointment, appointmentEnd, dwell: Math.min(MAX_DWELL_MIN, wait + work) };
  };

  let p = plan(tl.end);
  if (HOS.cycle - tl.cycleUsedAt(tl.end, tl.state) < p.dwell + 15) {
    tl.append('restart', HOS.restart + rng.int(0, 12 * 60), { from: stop.place });
    p = plan(tl.end);
  }
  const seg = tl.append('stop', p.dwell, { from: stop.place, facility: stop.facility });
  return {
    ...stop,
    order,
    appointmentType,
    appointment: p.appointment,
    appointmentEnd: p.appointmentEnd,
    arrival: seg.start,
    departure: seg.end,
    late,
    notes,
    miles: 0,
  };
}

/** Plans a trip's stops on the timeline, starting wherever the truck stands at its end. */
export function scheduleStops(
  tl: Timeline,
  start: GeoPoint,
  stops: StopPlan[],
  lateStop: number,
  rng: Rng,
): PlannedStop[] {
  const out: PlannedStop[] = [];
  let here = start;
  stops.forEach((stop, i) => {
    // Along the highways: the route already bends, so only a little detour is left for the streets.
    const detour = rng.range(1.03, 1.08);
    const speed = rng.range(45, 60);
    const route = roadRoute(here, stop.place);
    let miles = 0;
    for (let w = 1; w < route.length; w++)
      miles += driveLeg(tl, route[w - 1]!, route[w]!, detour, speed, rng);
    out.push({ ...dwellAtStop(tl, stop, i + 1, i === lateStop, rng), miles });
    here = stop.place;
  });
  return out;
}
