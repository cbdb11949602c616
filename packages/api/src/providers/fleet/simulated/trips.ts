import type { ReeferRequirement, Stop, Trip, TripStatus } from '../../../fleet/domain/model';
import { financialsAt, type LoadPricing, priceLoad } from './economics';
import type { FleetPlan, TruckPlan } from './fleet-plan';
import { FuelLog } from './fuel';
import { distanceMiles } from './geo';
import { rngFor } from './random';
import { EXCURSION_SHARE, type Excursion, planExcursion, reeferRequirement } from './reefer';
import { type PlannedStop, type StopPlan, scheduleStops } from './schedule';
import { DAY, HOUR, Timeline } from './timeline';

/** Trip-level knobs (see the README for the figures they give). */
export const LATE_TRIP_SHARE = 0.15;
export const REEFER_LOAD_SHARE = 0.85;
export const HOME_TIME_SHARE = 0.3;
/**
 * Share of trips booked late: the load is only found while the truck stands idle, 2–20 h after
 * the last delivery (after home time: in its second half). Until then the truck has no dispatched trip
 * ahead of it and shows as available today, or since a past day, in the available-trucks list.
 */
export const LATE_BOOKING_SHARE = 0.25;

export interface PlannedTrip {
  k: number;
  id: string;
  tripNum: string;
  loadNum: string;
  orderNumber: string;
  customerId: string;
  customerName: string;
  truck: TruckPlan;
  reefer: ReeferRequirement | null;
  excursion: Excursion | null;
  stops: PlannedStop[];
  dispatchedAt: number;
  /** The truck sets off for the first pickup. */
  startAt: number;
  /** Departure from the last delivery. */
  deliveredAt: number;
  /** When the truck sets off on its next trip (the idle or home time in between). */
  nextStartAt: number;
  goesHome: boolean;
  invoiced: boolean;
  /** The rate confirmation's amounts and the load's people. */
  pricing: LoadPricing;
}

/** Changes a TMS reports for a trip: dispatch, start, each arrival and departure. */
export function tripEvents(trip: PlannedTrip): number[] {
  const out = [trip.dispatchedAt, trip.startAt];
  for (const s of trip.stops) out.push(s.arrival, s.departure);
  return out;
}

/** The latest change at or before t, or null when the trip is not dispatched yet. */
export function lastChange(trip: PlannedTrip, t: number): number | null {
  let last: number | null = null;
  for (const e of tripEvents(trip)) if (e <= t && (last === null || e > last)) last = e;
  return last;
}

/**
 * A truck's unbounded chain of trips, generated lazily and in order: trip k comes from
 * (seed, truck, k) and starts where trip k-1 ended, after some idle (or home) time, with the
 * driver's hours-of-service state carried over on the shared timeline.
 */
export class TruckChain {
  readonly timeline: Timeline;
  /** Engine running time and fuel purchases, walked along the timeline as it is planned. */
  readonly fuel: FuelLog;
  trips: PlannedTrip[] = [];
  private k = 0;
  private facility: number;
  private lastStart: number | null = null;
  private lastWentHome = false;
  private lastDispatch = Number.NEGATIVE_INFINITY;
  private lastDelivery = Number.NEGATIVE_INFINITY;
  /** A prelude chain plans its own trips (other draws, ids trip-p…) only for the reports. */
  readonly prelude: boolean;

  /**
   * `prelude`: a chain run before the world's own one, up to `until` (the world chain's origin),
   * for the report history only; `fuelFrom`: the prelude whose tank this chain takes over.
   */
  constructor(
    private readonly plan: FleetPlan,
    readonly truck: TruckPlan,
    origin: number,
    options: { prelude?: { until: number }; fuelFrom?: FuelLog } = {},
  ) {
    this.timeline = new Timeline(origin);
    this.prelude = options.prelude !== undefined;
    this.fuel = new FuelLog(plan.seed, truck.index, truck.truck.id, {
      tag: this.prelude ? 'prelude-fuel' : 'fuel',
      until: options.prelude?.until,
      carry: options.fuelFrom,
    });
    this.facility = truck.startFacility;
    if (!truck.driver || !truck.trailer) {
      const place = plan.facilities[truck.startFacility]!.place;
      this.timeline.append('park', 1e9, { from: place, facility: truck.startFacility });
    }
  }

  get operating(): boolean {
    return this.truck.driver !== null && this.truck.trailer !== null;
  }

  /** Plans trips until every trip dispatched by t is known (and the timeline covers t). */
  extendTo(t: number): void {
    if (!this.operating) return;
    while (
      this.trips.length === 0 ||
      this.trips.at(-1)!.dispatchedAt <= t ||
      this.timeline.end <= t
    ) {
      this.trips.push(this.nextTrip());
    }
  }

  /**
   * Forgets activity ended before t, and trips delivered and engine facts before `reportsFrom`
   * (≤ t: the reports look further back than the engines).
   */
  pruneBefore(t: number, reportsFrom = t): void {
    const keep = this.trips.findIndex((trip) => trip.deliveredAt >= reportsFrom);
    if (keep > 0) this.trips = this.trips.slice(keep);
    // Keep the activity of every trip delivered since t, plus the 8 days before it the HOS cycle
    // looks back.
    const from = Math.min(t, this.trips.find((trip) => trip.deliveredAt >= t)?.startAt ?? t);
    this.timeline.pruneBefore(from - 9 * DAY);
    this.fuel.pruneBefore(reportsFrom);
  }

  private nextTrip(): PlannedTrip {
    const { plan, truck } = this;
    const k = this.k++;
    const rng = rngFor(plan.seed, this.prelude ? 'prelude-trip' : 'trip', truck.index, k);
    const tl = this.timeline;
    const startAt = tl.end;
    const firstSegment = tl.segments.length;
    const lead = rng.range(2, 6) * DAY;
    const bookedLate = this.lastWentHome || rng.chance(LATE_BOOKING_SHARE);
    const lateLead = this.lastWentHome
      ? rng.range(HOUR, Math.max(2 * HOUR, (startAt - this.lastDelivery) / 2))
      : Math.max(HOUR, startAt - this.lastDelivery - rng.range(2, 20) * HOUR);
    const dispatchedAt = Math.max(
      this.lastDispatch,
      this.lastStart === null
        ? startAt - rng.range(12, 72) * HOUR
        : bookedLate
          ? startAt - lateLead
          : Math.min(this.lastStart - lead, startAt - HOUR),
    );
    this.lastStart = startAt;
    this.lastDispatch = dispatchedAt;

    const goesHome = rng.chance(HOME_TIME_SHARE);
    this.lastWentHome = goesHome;
    const stops = this.chooseStops(rng, goesHome);
    // Never the last stop: a trip late at an earlier stop stays in transit after it, so the fleet
    // always has trips that were late before and are on time now.
    const lateStop = rng.chance(LATE_TRIP_SHARE) ? rng.int(0, stops.length - 2) : -1;
    const startPlace = plan.facilities[this.facility]!.place;
    const planned = scheduleStops(tl, startPlace, stops, lateStop, rng);
    const last = planned.at(-1)!;
    this.facility = last.facility;
    this.lastDelivery = last.departure;

    const idleHours = goesHome ? rng.range(48, 96) : rng.range(12, 60);
    tl.append('idle', Math.round(idleHours * 60), { from: last.place, facility: last.facility });

    const reefer = truck.reefer && rng.chance(REEFER_LOAD_SHARE) ? reeferRequirement(rng) : null;
    const excursion = reefer && rng.chance(EXCURSION_SHARE) ? planExcursion(rng, planned) : null;
    const shipper = plan.facilities[stops[0]!.facility]!;
    const serial = 100_000 + k * plan.size.trucks + truck.index;
    const ref = this.prelude ? `P${serial}` : String(serial);
    this.fuel.walk(
      tl.segments.slice(firstSegment),
      reefer ? startAt : Number.POSITIVE_INFINITY,
      last.departure,
    );
    const pricing = priceLoad({
      seed: plan.seed,
      truckIndex: truck.index,
      k: this.prelude ? -1 - k : k,
      customerId: shipper.customerId,
      reefer: reefer !== null,
      stops: planned,
      states: planned.map((s) => plan.facilities[s.facility]!.place.state),
      dispatchedAt,
      staff: plan.staff,
    });
    return {
      k,
      id: `trip-${ref.toLowerCase()}`,
      tripNum: ref,
      loadNum: `LD${ref}`,
      orderNumber: `PO-${rng.int(1_000_000, 9_999_999)}`,
      customerId: shipper.customerId,
      customerName: shipper.customerName,
      truck,
      reefer,
      excursion,
      stops: planned,
      dispatchedAt,
      startAt,
      deliveredAt: last.departure,
      nextStartAt: tl.end,
      goesHome,
      invoiced: rng.chance(0.85),
      pricing,
    };
  }

  /** Pickups near where the truck stands, then a long haul, then drops near each other. */
  private chooseStops(rng: ReturnType<typeof rngFor>, goesHome: boolean): StopPlan[] {
    const { plan, truck } = this;
    const near = (from: number, reach: number, used: number[]) => {
      const list = plan.neighbours[from]!;
      for (let tries = 0; tries < 8; tries++) {
        const pick = list[rng.int(0, Math.min(reach, list.length) - 1)]!;
        if (!used.includes(pick)) return pick;
      }
      return list.find((f) => !used.includes(f)) ?? from;
    };
    const count = rng.weightedIndex([45, 80, 100]) + 2;
    const pickups = count > 2 && rng.chance(0.4) ? 2 : 1;
    const used: number[] = [];
    used.push(near(this.facility, 12, used));
    if (pickups === 2) used.push(near(used[0]!, 6, used));

    // The first drop: the candidate whose distance is closest to a drawn length of haul.
    const haul = rng.range(900, 2600);
    const origin = plan.facilities[used.at(-1)!]!.place;
    let best = -1;
    let bestGap = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 30; i++) {
      const f = rng.int(0, plan.facilities.length - 1);
      const gap = Math.abs(distanceMiles(origin, plan.facilities[f]!.place) - haul);
      if (!used.includes(f) && gap < bestGap) {
        best = f;
        bestGap = gap;
      }
    }
    used.push(best >= 0 ? best : near(used.at(-1)!, 24, used));
    while (used.length < count) used.push(near(used.at(-1)!, 10, used));
    if (goesHome && !used.includes(truck.homeFacility)) used[used.length - 1] = truck.homeFacility;

    return used.map((facility, i) => ({
      type: i < pickups ? 'Pickup' : 'Delivery',
      facility,
      place: plan.facilities[facility]!.place,
    }));
  }
}

export function tripStatus(trip: PlannedTrip, t: number): TripStatus {
  if (t >= trip.deliveredAt) return 'Delivered';
  return t >= trip.startAt ? 'In Transit' : 'Dispatched';
}

const iso = (t: number) => new Date(t).toISOString();

/** The trip as the TMS shows it at t (arrivals and departures up to t only). */
export function tripAt(plan: FleetPlan, trip: PlannedTrip, t: number): Trip {
  const status = tripStatus(trip, t);
  const stops = trip.stops.map(
    (s): Stop => ({
      id: `${trip.id}-s${s.order}`,
      order: s.order,
      type: s.type,
      facilityId: plan.facilities[s.facility]!.id,
      customerName: plan.facilities[s.facility]!.customerName,
      place: { ...plan.facilities[s.facility]!.place },
      appointmentType: s.appointmentType,
      appointment: iso(s.appointment),
      appointmentEnd: s.appointmentEnd === null ? null : iso(s.appointmentEnd),
      arrivedAt: s.arrival <= t ? iso(s.arrival) : null,
      departedAt: s.departure <= t ? iso(s.departure) : null,
      notes: s.notes,
    }),
  );
  const delivered = status === 'Delivered';
  return {
    id: trip.id,
    tripNum: trip.tripNum,
    loadNum: trip.loadNum,
    orderNumber: trip.orderNumber,
    customerId: trip.customerId,
    customerName: trip.customerName,
    status,
    truckId: trip.truck.truck.id,
    trailerId: trip.truck.trailer!.id,
    driverId: trip.truck.driver!.id,
    invoiceNum: delivered && trip.invoiced ? `INV-${trip.tripNum}` : null,
    externalLink: '',
    reefer: trip.reefer ? { ...trip.reefer } : null,
    stops,
    dispatchedAt: iso(trip.dispatchedAt),
    deliveredAt: delivered ? iso(trip.deliveredAt) : null,
    financials: financialsAt(
      trip.pricing,
      stops,
      (facilityId) => plan.customerOfFacility.get(facilityId),
      delivered,
    ),
  };
}
