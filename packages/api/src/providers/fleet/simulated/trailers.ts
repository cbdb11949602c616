import type { GeoPoint, Trailer } from '../../../fleet/domain/model';
import type { FleetPlan } from './fleet-plan';
import { distanceMiles, interpolate } from './geo';
import { rngFor } from './random';
import { roadRoute } from './roads';
import { HOUR, MINUTE } from './timeline';

/** A pool trailer standing at a facility, then shuttled to the next one. */
interface Stay {
  facility: number;
  arrive: number;
  leave: number;
  /** Arrival at the next facility (the shuttle runs from leave to nextArrive). */
  nextArrive: number;
  next: number;
  /** The shuttle's waypoints over the highway network, and the miles covered at each. */
  route: GeoPoint[];
  milesAt: number[];
}

export interface TrailerState extends GeoPoint {
  moving: boolean;
  facility: number;
  /** Start of the current standstill (t while moving). */
  stillSince: number;
}

/**
 * A trailer nobody's truck pulls: dropped at a customer facility for hours or days, then moved
 * by a shuttle to a nearby facility, for ever. Generated lazily like the trucks' trips.
 */
export class PoolTrailerChain {
  private stays: Stay[] = [];
  private k = 0;
  private facility: number;
  private at: number;

  constructor(
    private readonly plan: FleetPlan,
    readonly trailer: Trailer,
    origin: number,
  ) {
    const rng = rngFor(plan.seed, 'pool', trailer.id);
    this.facility = rng.int(0, plan.facilities.length - 1);
    this.at = origin;
  }

  extendTo(t: number): void {
    while (this.stays.length === 0 || this.stays.at(-1)!.nextArrive <= t)
      this.stays.push(this.next());
  }

  pruneBefore(t: number): void {
    const keep = this.stays.findIndex((s) => s.nextArrive >= t);
    if (keep > 0) this.stays = this.stays.slice(keep);
  }

  private next(): Stay {
    const rng = rngFor(this.plan.seed, 'pool', this.trailer.id, this.k++);
    // Mostly a day or two, sometimes more than a week.
    const hours = Math.min(240, 6 + Math.exp(rng.range(Math.log(4), Math.log(160))));
    const list = this.plan.neighbours[this.facility]!;
    const next = list[rng.int(0, Math.min(8, list.length) - 1)] ?? this.facility;
    const from = this.plan.facilities[this.facility]!.place;
    const to = this.plan.facilities[next]!.place;
    // Over the Interstates like the trucks (a straight line can cross a lake or a bay).
    const route = roadRoute(from, to);
    const milesAt = [0];
    for (let w = 1; w < route.length; w++)
      milesAt.push(milesAt[w - 1]! + distanceMiles(route[w - 1]!, route[w]!));
    const driveMinutes = Math.max(20, Math.round(((milesAt.at(-1)! * 1.05) / 45) * 60));
    const leave = this.at + Math.round(hours * 60) * MINUTE;
    const stay: Stay = {
      facility: this.facility,
      arrive: this.at,
      leave,
      nextArrive: leave + driveMinutes * MINUTE,
      next,
      route,
      milesAt,
    };
    this.facility = next;
    this.at = stay.nextArrive;
    return stay;
  }

  stateAt(t: number): TrailerState {
    this.extendTo(t);
    const stay = this.stays.find((s) => t < s.nextArrive) ?? this.stays.at(-1)!;
    const from = this.plan.facilities[stay.facility]!.place;
    if (t < stay.leave) {
      return {
        lat: from.lat,
        lng: from.lng,
        moving: false,
        facility: stay.facility,
        stillSince: stay.arrive,
      };
    }
    const { route, milesAt } = stay;
    const miles = (milesAt.at(-1)! * (t - stay.leave)) / (stay.nextArrive - stay.leave);
    let w = 1;
    while (w < route.length - 1 && milesAt[w]! < miles) w++;
    const span = milesAt[w]! - milesAt[w - 1]!;
    const f = span > 0 ? (miles - milesAt[w - 1]!) / span : 1;
    const p = interpolate(route[w - 1]!, route[w]!, f);
    return { ...p, moving: true, facility: -1, stillSince: t };
  }
}

export const TRAILER_PING_MOVING = 15 * MINUTE;
export const TRAILER_PING_PARKED = HOUR;
