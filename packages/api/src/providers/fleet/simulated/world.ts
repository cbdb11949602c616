import { DateTime } from 'luxon';
import type {
  EngineDay,
  FleetReference,
  FuelPurchase,
  HosClock,
  HosDay,
  PositionPing,
  ReeferReading,
  ReeferRequirement,
  TrailerPing,
  Trip,
} from '../../../fleet/domain/model';
import { describeLocation } from './cities';
import {
  createFleetPlan,
  DEFAULT_FLEET_SIZE,
  type FleetPlan,
  type FleetSize,
  referenceOf,
} from './fleet-plan';
import { formatPlace, round6 } from './places';
import { hash32, rngFor } from './random';
import { ambientTemp, reeferSample, round1 } from './reefer';
import { DAY, type DutyPeriod, HOS, HOUR, MINUTE } from './timeline';
import { PoolTrailerChain, type TrailerState } from './trailers';
import { lastChange, type PlannedTrip, TruckChain, tripAt, tripStatus } from './trips';

/** Facts are kept, and reported, for this long. */
export const RETENTION = 30 * DAY;
/**
 * What the reports read (delivered loads with their financials, engine days, fuel purchases) can
 * be kept, and reported, for longer: the app's simulators ask for 64 days (the current week and
 * the 8 before it, whatever the weekday); the default is RETENTION. The days before the trucks'
 * chains begin (40–45 days before the epoch) come from prelude chains, so the world itself (every
 * trip, ping and clock the simulator's tests pin down) is the same whatever the history.
 */
export const APP_REPORT_HISTORY_DAYS = 64;
export const POSITION_EVERY = 5 * MINUTE;
export const CLOCK_EVERY = 15 * MINUTE;
export const READING_EVERY = 15 * MINUTE;
const TRAILER_MOVING_EVERY = 15 * MINUTE;
const TRAILER_PARKED_EVERY = HOUR;
/** Past this, position polls are thinned to the newest ping per truck per 15 minutes. */
const THIN_AFTER = 6 * HOUR;
const THIN_BUCKET = 15 * MINUTE;

export interface WorldOptions {
  seed: string;
  size?: Partial<FleetSize>;
  epoch: string;
  /** Days of report facts (loads, engine days, fuel) kept before now; ≥ 30, default 30. */
  reportHistoryDays?: number;
}

const iso = (t: number) => new Date(t).toISOString();
const floorTo = (t: number, step: number) => Math.floor(t / step) * step;
const inRange = (r: ReeferReading, req: ReeferRequirement) =>
  r.returnTemp >= req.min && r.returnTemp <= req.max;

/** Grid instants g with from < g ≤ to. */
function* grid(from: number, to: number, step: number): Generator<number> {
  for (let g = floorTo(from, step) + step; g <= to; g += step) yield g;
}

/**
 * The simulated fleet: a plan (customers, facilities, drivers, equipment) and, per truck, a lazily
 * generated chain of trips on an HOS-legal timeline. Every query is a pure function of the plan
 * and the instant asked about; `now` is passed in by the provider wrapper.
 */
export class FleetWorld {
  readonly plan: FleetPlan;
  readonly epoch: number;
  private readonly seedHash: number;
  private chains: TruckChain[] = [];
  /** Report history before the chains' origins (reportHistoryDays > 30); never extended. */
  private preludes: TruckChain[] = [];
  private pool: PoolTrailerChain[] = [];
  private retainedFrom = Number.NEGATIVE_INFINITY;
  private prunedAt = Number.NEGATIVE_INFINITY;
  private readonly staticReference: FleetReference;
  /** How far back the reports' facts are kept and reported (≥ RETENTION). */
  readonly reportHistory: number;

  constructor(options: WorldOptions) {
    this.reportHistory = Math.max(RETENTION, (options.reportHistoryDays ?? 0) * DAY);
    this.epoch = Date.parse(options.epoch);
    if (Number.isNaN(this.epoch)) throw new RangeError(`Invalid epoch: ${options.epoch}`);
    const size = { ...DEFAULT_FLEET_SIZE, ...options.size };
    for (const [key, value] of Object.entries(size)) {
      if (!Number.isInteger(value) || value < 0) throw new RangeError(`Invalid fleet size ${key}`);
    }
    if (size.customers < 1) throw new RangeError('A fleet needs at least one customer');
    this.plan = createFleetPlan(options.seed, size);
    this.seedHash = hash32(options.seed, 'noise');
    this.staticReference = referenceOf(this.plan);
    this.build();
  }

  private build(): void {
    const start = this.epoch - RETENTION - 10 * DAY;
    const extra = this.reportHistory - RETENTION;
    this.preludes = [];
    this.chains = this.plan.trucks.map((truck) => {
      const origin = floorTo(
        start - rngFor(this.plan.seed, 'origin', truck.index).range(0, 5) * DAY,
        MINUTE,
      );
      if (extra <= 0 || !truck.driver || !truck.trailer) {
        return new TruckChain(this.plan, truck, origin);
      }
      // The report history before the world's origin: a prelude chain of its own trips, up to
      // the origin; the world's chain takes over its tank there.
      const prelude = new TruckChain(this.plan, truck, origin - extra - 2 * DAY, {
        prelude: { until: origin },
      });
      prelude.extendTo(origin);
      this.preludes.push(prelude);
      return new TruckChain(this.plan, truck, origin, { fuelFrom: prelude.fuel });
    });
    this.pool = this.plan.poolTrailers.map(
      (t) => new PoolTrailerChain(this.plan, t, start - 2 * DAY),
    );
    this.retainedFrom = Number.NEGATIVE_INFINITY;
    this.prunedAt = Number.NEGATIVE_INFINITY;
  }

  /** The earliest instant reported at `now`. */
  floor(now: number): number {
    return Math.max(this.epoch, now) - RETENTION;
  }

  /** The earliest instant the reports' facts are reported from at `now`. */
  reportFloor(now: number): number {
    return Math.max(this.epoch, now) - this.reportHistory;
  }

  /** Makes sure every chain is planned up to now, and forgets what is older than anyone asks. */
  private prepare(now: number): void {
    const keepFrom = now - RETENTION - DAY;
    if (keepFrom < this.retainedFrom) this.build();
    for (const chain of this.chains) chain.extendTo(now);
    for (const p of this.pool) p.extendTo(now);
    if (keepFrom - this.prunedAt > DAY) {
      const reportsFrom = keepFrom - (this.reportHistory - RETENTION);
      for (const chain of [...this.preludes, ...this.chains]) {
        chain.pruneBefore(keepFrom, reportsFrom);
      }
      this.preludes = this.preludes.filter((p) => p.fuel.until > reportsFrom);
      for (const p of this.pool) p.pruneBefore(keepFrom - 10 * DAY);
      this.prunedAt = keepFrom;
      this.retainedFrom = keepFrom;
    }
  }

  reference(now: number): FleetReference {
    this.prepare(now);
    const homeTimes = new Map<string, { start: string; end: string }>();
    for (const chain of this.chains) {
      const trip = chain.trips.find(
        (t) => t.goesHome && t.dispatchedAt <= now && t.nextStartAt > now,
      );
      if (trip && chain.truck.driver) {
        homeTimes.set(chain.truck.driver.id, {
          start: iso(trip.deliveredAt),
          end: iso(trip.nextStartAt),
        });
      }
    }
    const ref = this.staticReference;
    return {
      customers: ref.customers.map((c) => ({ ...c })),
      facilities: ref.facilities.map((f) => ({ ...f, place: { ...f.place } })),
      drivers: ref.drivers.map((d) => ({
        ...d,
        home: { ...d.home },
        homeTime: homeTimes.get(d.id) ?? null,
      })),
      trucks: ref.trucks.map((t) => ({ ...t })),
      trailers: ref.trailers.map((t) => ({ ...t })),
    };
  }

  /** Every planned trip dispatched by now, in chain order. */
  private *dispatchedTrips(now: number): Generator<PlannedTrip> {
    for (const chain of this.chains) {
      for (const trip of chain.trips) if (trip.dispatchedAt <= now) yield trip;
    }
  }

  trips(since: number | null, now: number): Trip[] {
    this.prepare(now);
    const from = since === null ? null : Math.max(since, this.floor(now));
    const picked: { trip: PlannedTrip; changed: number }[] = [];
    for (const trip of this.dispatchedTrips(now)) {
      const changed = lastChange(trip, now)!;
      if (from === null) {
        const active = tripStatus(trip, now) !== 'Delivered';
        if (active || trip.deliveredAt > now - RETENTION) picked.push({ trip, changed });
      } else if (changed > from) {
        picked.push({ trip, changed });
      }
    }
    picked.sort((a, b) => a.changed - b.changed || a.trip.tripNum.localeCompare(b.trip.tripNum));
    return picked.map(({ trip }) => tripAt(this.plan, trip, now));
  }

  /** Trips delivered in (since, now] (since null: the report history), by delivery. */
  deliveredTrips(since: number | null, now: number): Trip[] {
    this.prepare(now);
    const from = Math.max(since ?? Number.NEGATIVE_INFINITY, this.reportFloor(now));
    const picked: PlannedTrip[] = [];
    for (const chain of [...this.preludes, ...this.chains]) {
      const until = Math.min(now, chain.fuel.until - 1);
      for (const trip of chain.trips) {
        if (trip.deliveredAt > from && trip.deliveredAt <= until) picked.push(trip);
      }
    }
    picked.sort((a, b) => a.deliveredAt - b.deliveredAt || a.tripNum.localeCompare(b.tripNum));
    return picked.map((trip) => tripAt(this.plan, trip, now));
  }

  /**
   * Each operating truck's engine summary for every day in `zone` that overlaps (since, now]
   * (since null: the report history), today's up to now; days without running time left out.
   * Before the world's origin, the prelude chains' engines.
   */
  engineDays(since: number | null, zone: string, now: number): EngineDay[] {
    this.prepare(now);
    const from = Math.max(since ?? Number.NEGATIVE_INFINITY, this.reportFloor(now));
    const days: { date: string; start: number; end: number }[] = [];
    let day = DateTime.fromMillis(from, { zone }).startOf('day');
    if (!day.isValid) throw new RangeError(`Invalid time zone: ${zone}`);
    while (day.toMillis() <= now) {
      const next = day.plus({ days: 1 });
      days.push({ date: day.toISODate()!, start: day.toMillis(), end: next.toMillis() });
      day = next;
    }
    const out: EngineDay[] = [];
    const preludeOf = new Map(this.preludes.map((p) => [p.truck.index, p]));
    for (const chain of this.chains) {
      if (!chain.operating) continue;
      const prelude = preludeOf.get(chain.truck.index);
      for (const d of days) {
        const start = Math.max(d.start, this.reportFloor(now));
        const end = Math.min(d.end, now);
        let { idleMinutes, gallons } = chain.fuel.between(
          start,
          end,
          chain.fuel.firstEndingAfter(start),
        );
        if (prelude && start < prelude.fuel.until) {
          const before = prelude.fuel.between(start, end, prelude.fuel.firstEndingAfter(start));
          idleMinutes += before.idleMinutes;
          gallons += before.gallons;
        }
        if (gallons <= 0) continue;
        out.push({
          truckId: chain.truck.truck.id,
          date: d.date,
          idleMinutes: Math.round(idleMinutes * 100) / 100,
          fuelGallons: Math.round(gallons * 1000) / 1000,
        });
      }
    }
    return out;
  }

  /** Fuel-card purchases in (since, now] (since null: the report history), in time order. */
  fuelPurchases(since: number | null, now: number): FuelPurchase[] {
    this.prepare(now);
    const from = Math.max(since ?? Number.NEGATIVE_INFINITY, this.reportFloor(now));
    const out: (FuelPurchase & { t: number })[] = [];
    for (const chain of [...this.preludes, ...this.chains]) {
      for (const p of chain.fuel.purchases) if (p.t > from && p.t <= now) out.push(p);
    }
    out.sort((a, b) => a.t - b.t || a.truckId.localeCompare(b.truckId));
    return out.map(({ t: _, ...p }) => p);
  }

  positions(since: number | null, now: number): PositionPing[] {
    this.prepare(now);
    const last = floorTo(now, POSITION_EVERY);
    if (since === null) return this.chains.map((chain) => this.ping(chain, last, -1).ping);
    const from = Math.max(since, this.floor(now));
    const thin = now - since > THIN_AFTER;
    const hints = this.chains.map(() => -1);
    const out: PositionPing[] = [];
    for (const g of grid(from, now, POSITION_EVERY)) {
      // Newest ping per 15-minute bucket: the bucket's last grid instant, or the very last one.
      if (thin && g % THIN_BUCKET !== 0 && g !== last) continue;
      this.chains.forEach((chain, i) => {
        const { ping, hint } = this.ping(chain, g, hints[i]!);
        hints[i] = hint;
        out.push(ping);
      });
    }
    return out;
  }

  private ping(chain: TruckChain, t: number, hint: number): { ping: PositionPing; hint: number } {
    const index = chain.timeline.indexAt(t, hint);
    const s = chain.timeline.stateAt(t, index);
    const speed = s.moving
      ? Math.max(5, Math.round(s.speedMph + (this.unit(chain.truck.index, t) - 0.5) * 6))
      : 0;
    return {
      ping: {
        truckId: chain.truck.truck.id,
        at: iso(t),
        lat: round6(s.lat),
        lng: round6(s.lng),
        speedMph: speed,
        address: this.address(s.facility, s),
      },
      hint: index,
    };
  }

  private unit(a: number, b: number): number {
    return ((hash32(this.seedHash, a, b) & 0xffff) + 0.5) / 0x10000;
  }

  private address(facility: number, p: { lat: number; lng: number }): string {
    return facility >= 0 ? formatPlace(this.plan.facilities[facility]!.place) : describeLocation(p);
  }

  hosClocks(since: number | null, now: number): HosClock[] {
    this.prepare(now);
    const last = floorTo(now, CLOCK_EVERY);
    const times =
      since === null ? [last] : [...grid(Math.max(since, this.floor(now)), now, CLOCK_EVERY)];
    const out: HosClock[] = [];
    const spareSince = this.epoch - RETENTION - 10 * DAY;
    for (const t of times) {
      for (const chain of this.chains) {
        const driver = chain.truck.driver;
        if (!driver?.eldId) continue;
        const c = chain.timeline.clocksAt(t);
        out.push({
          driverId: driver.id,
          at: iso(t),
          dutyStatus: c.dutyStatus,
          statusSince: iso(c.statusSince),
          driveRemainingMin: c.driveRemainingMin,
          shiftRemainingMin: c.shiftRemainingMin,
          breakRemainingMin: c.breakRemainingMin,
          cycleRemainingMin: c.cycleRemainingMin,
          lastResetAt: iso(c.lastResetAt),
        });
      }
      for (const driver of this.spareDrivers()) {
        out.push({
          driverId: driver.id,
          at: iso(t),
          dutyStatus: 'OFF_DUTY',
          statusSince: iso(spareSince),
          driveRemainingMin: HOS.drive,
          shiftRemainingMin: HOS.window,
          breakRemainingMin: HOS.breakAfter,
          cycleRemainingMin: HOS.cycle,
          lastResetAt: iso(spareSince + HOS.restart * MINUTE),
        });
      }
    }
    return out;
  }

  /**
   * A company driver's duty log as retained (about the last 31 days): each status change, back to
   * back up to now. What an ELD's log API answers; tests recompute the reported clocks from it.
   */
  dutyLog(driverId: string, now: number): DutyPeriod[] {
    this.prepare(now);
    const chain = this.chains.find((c) => c.truck.driver?.id === driverId && c.operating);
    if (!chain) {
      const spareSince = this.epoch - RETENTION - 10 * DAY;
      return [{ status: 'OFF_DUTY', start: spareSince, end: now }];
    }
    const out: DutyPeriod[] = [];
    for (const seg of chain.timeline.segments) {
      if (seg.start >= now) break;
      const end = Math.min(seg.end, now);
      const last = out.at(-1);
      if (last && last.status === seg.status && last.end === seg.start) last.end = end;
      else out.push({ status: seg.status, start: seg.start, end });
    }
    return out;
  }

  /** Company-ELD drivers without a truck (the fleet has more drivers than trucks). */
  private spareDrivers() {
    const assigned = this.chains.length;
    return this.plan.drivers.filter(
      (d, i) => d.eldId && (i >= assigned || !this.chains[i]!.operating),
    );
  }

  hosDays(now: number): HosDay[] {
    this.prepare(now);
    const out: HosDay[] = [];
    for (const chain of this.chains) {
      const driver = chain.truck.driver;
      if (!driver?.eldId) continue;
      const zone = this.plan.driverZones.get(driver.id)!;
      const today = DateTime.fromMillis(now, { zone }).startOf('day');
      for (let d = 7; d >= 0; d--) {
        const day = today.minus({ days: d });
        const start = day.toMillis();
        const end = Math.min(now, day.plus({ days: 1 }).toMillis());
        const minutes = chain.timeline.onDutyAt(end) - chain.timeline.onDutyAt(start);
        out.push({
          driverId: driver.id,
          date: day.toISODate()!,
          onDutyMinutes: Math.round(minutes),
        });
      }
    }
    for (const driver of this.spareDrivers()) {
      const today = DateTime.fromMillis(now, { zone: this.plan.driverZones.get(driver.id)! });
      for (let d = 7; d >= 0; d--) {
        out.push({
          driverId: driver.id,
          date: today.minus({ days: d }).toISODate()!,
          onDutyMinutes: 0,
        });
      }
    }
    return out;
  }

  /**
   * The reefer readings in (since, now], a page per group of trucks (each page in time order):
   * what a first sync asks for is millions of readings at ten times the demo fleet.
   */
  *readingPages(
    since: number | null,
    now: number,
    trucksPerPage: number,
  ): Generator<ReeferReading[]> {
    this.prepare(now);
    for (let first = 0; first < this.chains.length; first += trucksPerPage) {
      const page: ReeferReading[] = [];
      for (const chain of this.chains.slice(first, first + trucksPerPage)) {
        this.chainReadings(chain, since, now, page);
      }
      yield page.sort((a, b) =>
        a.at < b.at ? -1 : a.at > b.at ? 1 : a.trailerId < b.trailerId ? -1 : 1,
      );
    }
  }

  private chainReadings(
    chain: TruckChain,
    since: number | null,
    now: number,
    out: ReeferReading[],
  ): void {
    let hint = -1;
    for (const trip of chain.trips) {
      if (!trip.reefer || trip.dispatchedAt > now || trip.startAt > now) continue;
      let from: number;
      if (since === null) {
        if (trip.deliveredAt <= now - RETENTION) continue;
        from = trip.startAt - 1;
      } else {
        from = Math.max(since, this.floor(now), trip.startAt - 1);
      }
      const to = Math.min(now, trip.deliveredAt);
      const thin = since === null && trip.deliveredAt <= now;
      for (const t of grid(from, to, READING_EVERY)) {
        hint = chain.timeline.indexAt(t, hint);
        const reading = this.reading(chain, trip, t, hint);
        if (thin && t % HOUR !== 0 && inRange(reading, trip.reefer)) continue;
        out.push(reading);
      }
    }
  }

  private reading(chain: TruckChain, trip: PlannedTrip, t: number, hint: number): ReeferReading {
    const req = trip.reefer!;
    const where = chain.timeline.stateAt(t, hint);
    const ambient = ambientTemp(this.seedHash, where, t);
    const key = chain.truck.index * 7919 + trip.k;
    const sample = reeferSample(this.seedHash, key, req, trip.excursion, ambient, t);
    return {
      trailerId: chain.truck.trailer!.id,
      tripId: trip.id,
      at: iso(t),
      returnTemp: sample.returnTemp,
      setPoint: req.setPoint,
      ambientTemp: round1(ambient),
      mode: req.mode,
      faultCode: sample.faultCode,
      status: sample.status,
    };
  }

  /** Where each trailer is at t: with its truck, parked elsewhere (mismatch), or in the pool. */
  private trailerStates(): { trailerId: string; at: (t: number) => TrailerState }[] {
    const out: { trailerId: string; at: (t: number) => TrailerState }[] = [];
    for (const chain of this.chains) {
      const trailer = chain.truck.trailer;
      if (!trailer) continue;
      const parked = chain.truck.mismatchFacility;
      if (parked !== null) {
        const place = this.plan.facilities[parked]!.place;
        const stillSince = chain.timeline.origin;
        out.push({
          trailerId: trailer.id,
          at: () => ({
            lat: place.lat,
            lng: place.lng,
            moving: false,
            facility: parked,
            stillSince,
          }),
        });
        continue;
      }
      let hint = -1;
      out.push({
        trailerId: trailer.id,
        at: (t) => {
          hint = chain.timeline.indexAt(t, hint);
          const s = chain.timeline.stateAt(t, hint);
          return { ...s, stillSince: s.moving ? t : chain.timeline.stillSince(t) };
        },
      });
    }
    for (const p of this.pool) out.push({ trailerId: p.trailer.id, at: (t) => p.stateAt(t) });
    return out;
  }

  private trailerPing(trailerId: string, s: TrailerState, t: number): TrailerPing {
    return {
      trailerId,
      at: iso(t),
      lat: round6(s.lat),
      lng: round6(s.lng),
      address: this.address(s.facility, s),
    };
  }

  trailerPings(since: number | null, now: number): TrailerPing[] {
    this.prepare(now);
    const states = this.trailerStates();
    const pings = (t: number, s: TrailerState) => s.moving || t % TRAILER_PARKED_EVERY === 0;
    const out: TrailerPing[] = [];
    if (since !== null) {
      for (const t of grid(Math.max(since, this.floor(now)), now, TRAILER_MOVING_EVERY)) {
        for (const { trailerId, at } of states) {
          const s = at(t);
          if (pings(t, s)) out.push(this.trailerPing(trailerId, s, t));
        }
      }
      return out;
    }
    // First sync: each trailer's newest ping, and its first ping where it stands now.
    const floor = this.floor(now);
    for (const { trailerId, at } of states) {
      let t = floorTo(now, TRAILER_MOVING_EVERY);
      let s = at(t);
      while (!pings(t, s)) {
        t -= TRAILER_MOVING_EVERY;
        s = at(t);
      }
      if (!s.moving) {
        const first =
          Math.ceil(Math.max(s.stillSince, floor) / TRAILER_PARKED_EVERY) * TRAILER_PARKED_EVERY;
        if (first < t) out.push(this.trailerPing(trailerId, at(first), first));
      }
      out.push(this.trailerPing(trailerId, at(t), t));
    }
    return out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  }
}
