import fc from 'fast-check';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles } from '../../../fleet/domain/geo';
import type {
  FleetReference,
  PositionPing,
  ReeferReading,
  TrailerPing,
  Trip,
} from '../../../fleet/domain/model';
import { allPages } from '../../../fleet/domain/providers';
import { US_CITIES } from './cities';
import { createFleetSimulator, DEFAULT_FLEET_SIZE, type SimulatorOptions } from './index';

const EPOCH = '2026-03-01T00:00:00.000Z';
const NOW = Date.parse('2026-03-04T09:07:00.000Z');
const HOUR = 3_600_000;

function simulator(seed = 'acme', at = NOW, extra: Partial<SimulatorOptions> = {}) {
  const clock = { now: at };
  const sim = createFleetSimulator({
    seed,
    epoch: EPOCH,
    clock: () => new Date(clock.now),
    ...extra,
  });
  return { sim, clock };
}

const iso = (t: number) => new Date(t).toISOString();

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

describe('fleet simulator: a first sync of the default fleet', () => {
  const { sim } = simulator();
  let ref: FleetReference;
  let trips: Trip[];
  let positions: PositionPing[];
  let readings: ReeferReading[];
  let trailerPings: TrailerPing[];

  beforeAll(async () => {
    ref = sim.reference();
    trips = await sim.tms.tripsChangedSince(null);
    positions = await sim.eld.positionsSince(null);
    readings = await allPages(sim.reefer.readingsSince(null));
    trailerPings = await sim.trailers.positionsSince(null);
  });

  it('when the reference is read, then it has the default size and ~80% company-ELD drivers', () => {
    expect(ref.trucks).toHaveLength(DEFAULT_FLEET_SIZE.trucks);
    expect(ref.trailers).toHaveLength(DEFAULT_FLEET_SIZE.trailers);
    expect(ref.drivers).toHaveLength(DEFAULT_FLEET_SIZE.drivers);
    expect(ref.customers).toHaveLength(DEFAULT_FLEET_SIZE.customers);
    const company = ref.drivers.filter((d) => d.eldId !== null).length / ref.drivers.length;
    expect(company).toBeCloseTo(0.8, 2);
    expect(ref.facilities.length).toBeGreaterThanOrEqual(3 * ref.customers.length);
    expect(ref.drivers.some((d) => d.homeTime !== null)).toBe(true);
  });

  it('when trips are counted, then ~170 are active and ~500 were delivered in 30 days', () => {
    // A quarter of the loads are booked late (issue 10), so fewer trips are dispatched ahead.
    const active = trips.filter((t) => t.status !== 'Delivered').length;
    const delivered = trips.filter((t) => t.status === 'Delivered').length;
    expect(active).toBeGreaterThan(130);
    expect(active).toBeLessThan(300);
    expect(delivered).toBeGreaterThan(420);
    expect(delivered).toBeLessThan(640);
    const inTransit = trips.filter((t) => t.status === 'In Transit').length;
    expect(inTransit).toBeGreaterThan(50);
    for (const t of trips.filter((t) => t.status === 'Delivered')) {
      expect(Date.parse(t.deliveredAt!)).toBeGreaterThan(NOW - 30 * 24 * HOUR);
    }
  });

  it('when trips are read, then about a third are reefer with a sane requirement', () => {
    const reefer = trips.filter((t) => t.reefer !== null);
    expect(reefer.length / trips.length).toBeGreaterThan(0.25);
    expect(reefer.length / trips.length).toBeLessThan(0.42);
    const trailers = new Map(ref.trailers.map((t) => [t.id, t]));
    for (const t of reefer) {
      const r = t.reefer!;
      expect(r.min).toBeLessThan(r.setPoint);
      expect(r.max).toBeGreaterThan(r.setPoint);
      expect(['Continuous', 'Set']).toContain(r.mode);
      expect(r.commodity.length).toBeGreaterThan(0);
      expect(trailers.get(t.trailerId)?.reefer).toBe(true);
    }
  });

  it('when stops are read, then they are ordered, in real cities and zones, and consistent', () => {
    const facilities = new Map(ref.facilities.map((f) => [f.id, f]));
    const zones = new Map(US_CITIES.map((c) => [`${c.name}|${c.state}`, c.timezone]));
    for (const trip of trips) {
      expect(trip.stops.length).toBeGreaterThanOrEqual(2);
      expect(trip.stops.length).toBeLessThanOrEqual(4);
      expect(trip.stops.map((s) => s.order)).toEqual(trip.stops.map((_, i) => i + 1));
      const types = trip.stops.map((s) => s.type);
      expect(types[0]).toBe('Pickup');
      expect(types.at(-1)).toBe('Delivery');
      expect(types.join()).toMatch(/^(Pickup,)+(Delivery,?)+$/);
      let previous = Date.parse(trip.dispatchedAt);
      for (const stop of trip.stops) {
        const facility = facilities.get(stop.facilityId)!;
        expect(stop.place).toEqual(facility.place);
        expect(zones.get(`${stop.place.city}|${stop.place.state}`)).toBe(stop.place.timezone);
        const local = DateTime.fromISO(stop.appointment, { zone: stop.place.timezone });
        expect([0, 30]).toContain(local.minute);
        if (stop.appointmentType === 'FCFS') {
          expect(Date.parse(stop.appointmentEnd!)).toBeGreaterThan(Date.parse(stop.appointment));
        } else {
          expect(stop.appointmentEnd).toBeNull();
        }
        if (stop.arrivedAt) {
          expect(Date.parse(stop.arrivedAt)).toBeGreaterThanOrEqual(previous);
          previous = Date.parse(stop.arrivedAt);
        }
        if (stop.departedAt) {
          expect(stop.arrivedAt).not.toBeNull();
          expect(Date.parse(stop.departedAt)).toBeGreaterThan(Date.parse(stop.arrivedAt!));
          previous = Date.parse(stop.departedAt);
        }
        expect(Date.parse(stop.arrivedAt ?? iso(NOW))).toBeLessThanOrEqual(NOW);
      }
      if (trip.status === 'Delivered') {
        expect(trip.stops.every((s) => s.departedAt !== null)).toBe(true);
        expect(trip.deliveredAt).toBe(trip.stops.at(-1)!.departedAt);
      } else {
        expect(trip.deliveredAt).toBeNull();
      }
      if (trip.status === 'Dispatched') expect(trip.stops.every((s) => !s.arrivedAt)).toBe(true);
    }
  });

  it('when stops are read, then some were late and some dwelt into detention', () => {
    const arrived = trips.flatMap((t) => t.stops).filter((s) => s.arrivedAt && s.departedAt);
    const late = arrived.filter((s) => Date.parse(s.arrivedAt!) > Date.parse(s.appointment));
    const lateTrips = trips.filter((t) =>
      t.stops.some((s) => s.arrivedAt && Date.parse(s.arrivedAt) > Date.parse(s.appointment)),
    );
    expect(late.length).toBeGreaterThan(0);
    expect(lateTrips.length / trips.filter((t) => t.stops[0]!.arrivedAt).length).toBeGreaterThan(
      0.08,
    );
    expect(lateTrips.length / trips.filter((t) => t.stops[0]!.arrivedAt).length).toBeLessThan(0.25);
    const detention = arrived.filter((s) => {
      const clockStart = Math.max(Date.parse(s.arrivedAt!), Date.parse(s.appointment));
      return Date.parse(s.departedAt!) - clockStart > 2 * HOUR;
    });
    expect(detention.length).toBeGreaterThan(10);
  });

  it('when the first reefer sync is read, then it charts trips from their start, with excursions', () => {
    const byTrip = new Map(trips.map((t) => [t.id, t]));
    const tripsWithReadings = new Set(readings.map((r) => r.tripId));
    for (const t of trips.filter((t) => t.reefer && t.status !== 'Dispatched')) {
      expect(tripsWithReadings.has(t.id)).toBe(true);
    }
    let out = 0;
    // The checks toBe / toBeLessThanOrEqual / toBeGreaterThan / toBeLessThan make, on every
    // reading, with the readings that fail any of them listed in one assertion (an expect() per
    // check per reading was most of this test's time).
    const wrong = readings.filter((r) => {
      const trip = byTrip.get(r.tripId)!;
      if (r.returnTemp < trip.reefer!.min || r.returnTemp > trip.reefer!.max) out++;
      return !(
        Object.is(trip.reefer?.setPoint, r.setPoint) &&
        Object.is(r.trailerId, trip.trailerId) &&
        Date.parse(r.at) <= NOW &&
        r.ambientTemp > -40 &&
        r.ambientTemp < 120
      );
    });
    expect(wrong).toEqual([]);
    expect(out).toBeGreaterThan(0);
    expect(readings.some((r) => r.faultCode !== null)).toBe(true);
    expect([...readings].sort((a, b) => a.at.localeCompare(b.at))).toEqual(readings);
  });

  it('when positions are first synced, then every truck reports its latest ping', () => {
    expect(positions).toHaveLength(ref.trucks.length);
    for (const p of positions) {
      expect(p.at).toBe(iso(Math.floor(NOW / 300_000) * 300_000));
      expect(p.address).toMatch(/(near |mi [NESW]{1,2} of |, )[A-Za-z .'-]+, [A-Z]{2}/);
    }
    const moving = positions.filter((p) => p.speedMph > 0);
    expect(moving.length).toBeGreaterThan(10);
    for (const p of moving) expect(p.speedMph).toBeLessThanOrEqual(66);
  });

  it('when a truck runs an active trip, then now and then its trailer is reported elsewhere', () => {
    const latestTrailer = new Map(trailerPings.map((p) => [p.trailerId, p]));
    const truckAt = new Map(positions.map((p) => [p.truckId, p]));
    const current = trips.filter((t) => t.status === 'In Transit');
    const mismatched = current.filter((t) => {
      const trailer = latestTrailer.get(t.trailerId)!;
      return distanceMiles(trailer, truckAt.get(t.truckId)!) > 25;
    });
    expect(mismatched.length).toBeGreaterThan(0);
    expect(mismatched.length).toBeLessThan(0.1 * current.length);
  });

  it('when trailers are first synced, then some have stood at a customer facility for hours', () => {
    const facilities = ref.facilities;
    const byTrailer = groupBy(trailerPings, (p) => p.trailerId);
    expect(byTrailer.size).toBe(ref.trailers.length);
    let atCustomer = 0;
    for (const pings of byTrailer.values()) {
      expect(pings.length).toBeLessThanOrEqual(2);
      const [first, last] = [pings[0]!, pings.at(-1)!];
      const facility = facilities.find(
        (f) => distanceMiles(last, f.place) <= f.geofenceRadiusMiles,
      );
      if (!facility || distanceMiles(first, facility.place) > facility.geofenceRadiusMiles)
        continue;
      if (Date.parse(last.at) - Date.parse(first.at) >= 6 * HOUR) atCustomer++;
    }
    expect(atCustomer).toBeGreaterThan(10);
  });
});

describe('fleet simulator: reefer readings in pages', () => {
  it('when a first sync reads the readings, then they come a page per 100 trucks, each in time order, and the pages hold every reading once', async () => {
    const { sim, clock } = simulator('pages');
    const pages: (readonly ReeferReading[])[] = [];
    const cursor = sim.reefer.readingsSince(null);
    // The window is the one asked for, even when the clock moves before the pages are read.
    clock.now += HOUR;
    for await (const page of cursor) pages.push(page);
    clock.now -= HOUR;
    expect(pages).toHaveLength(Math.ceil(DEFAULT_FLEET_SIZE.trucks / 100));
    for (const page of pages) {
      expect(page.map((r) => r.at)).toEqual(page.map((r) => r.at).sort());
    }
    // A trip's readings are all in the page of its truck.
    const tripsOf = pages.map((page) => new Set(page.map((r) => r.tripId)));
    expect([...tripsOf[0]!].filter((trip) => tripsOf[1]!.has(trip))).toEqual([]);
    const all = pages.flat();
    expect(all.every((r) => Date.parse(r.at) <= NOW)).toBe(true);
    expect(new Set(all.map((r) => `${r.tripId} ${r.at}`)).size).toBe(all.length);
    expect(await allPages(sim.reefer.readingsSince(null))).toHaveLength(all.length);
  });
});

describe('fleet simulator: determinism', () => {
  async function everything(sim: ReturnType<typeof simulator>['sim'], since: string | null) {
    return {
      reference: sim.reference(),
      trips: await sim.tms.tripsChangedSince(since),
      positions: await sim.eld.positionsSince(since),
      clocks: await sim.eld.hosClocksSince(since),
      days: await sim.eld.hosDays(),
      readings: await allPages(sim.reefer.readingsSince(since)),
      trailers: await sim.trailers.positionsSince(since),
    };
  }

  it('when two simulators share seed, epoch and clock, then every answer is identical', async () => {
    const a = simulator('same');
    const b = simulator('same');
    expect(await everything(a.sim, null)).toEqual(await everything(b.sim, null));
    // Asked in a different order and at a later time, the answers still agree.
    a.clock.now = b.clock.now = NOW + 3 * HOUR;
    const since = iso(NOW + HOUR);
    const later = await everything(b.sim, since);
    expect(await everything(a.sim, since)).toEqual(later);
    expect(await everything(simulator('same', NOW + 3 * HOUR).sim, since)).toEqual(later);
  });

  it('when the seed differs, then the fleet differs', async () => {
    const a = await everything(simulator('one').sim, null);
    const b = await everything(simulator('two').sim, null);
    expect(a.reference.customers).not.toEqual(b.reference.customers);
    expect(a.trips).not.toEqual(b.trips);
    expect(a.positions).not.toEqual(b.positions);
  });
});

describe('fleet simulator: since windows', () => {
  const { sim, clock } = simulator('windows');
  const at = async <T>(t: number, read: () => Promise<T>): Promise<T> => {
    clock.now = t;
    return read();
  };

  it('when (t0,t1] and (t1,t2] are read, then together they equal (t0,t2]', async () => {
    const window = fc.record({
      offset: fc.integer({ min: 0, max: 20 * 24 * 60 }),
      d1: fc.integer({ min: 1, max: 170 }),
      d2: fc.integer({ min: 1, max: 170 }),
    });
    await fc.assert(
      // Twelve windows (as many as before) in one run, read in time order: the world plans
      // forward lazily and forgets what is older than 30 days, so a clock going back by days makes
      // it plan its 40-odd days of history again (seconds each). Twelve runs of one window each
      // did that about every other run and took 20-40 s on two busy cores.
      fc.asyncProperty(fc.array(window, { minLength: 12, maxLength: 12 }), async (windows) => {
        for (const { offset, d1, d2 } of [...windows].sort((a, b) => a.offset - b.offset)) {
          const t0 = NOW + offset * 60_000 + 17_000;
          const t1 = t0 + d1 * 60_000;
          const t2 = t1 + d2 * 60_000;
          const reads: Record<string, (since: string) => Promise<{ at: string }[]>> = {
            positions: (s: string) => sim.eld.positionsSince(s),
            clocks: (s: string) => sim.eld.hosClocksSince(s),
            readings: (s: string) => allPages(sim.reefer.readingsSince(s)),
            trailers: (s: string) => sim.trailers.positionsSince(s),
          };
          for (const read of Object.values(reads)) {
            const first = await at(t1, () => read(iso(t0)));
            const second = await at(t2, () => read(iso(t1)));
            const whole = await at(t2, () => read(iso(t0)));
            expect([...first, ...second]).toEqual(whole);
            // Every record in (t0, t2]; the ones outside listed in one assertion.
            expect(whole.filter((r) => !(Date.parse(r.at) > t0 && Date.parse(r.at) <= t2))).toEqual(
              [],
            );
          }
          const trips1 = await at(t1, () => sim.tms.tripsChangedSince(iso(t0)));
          const trips2 = await at(t2, () => sim.tms.tripsChangedSince(iso(t1)));
          const tripsWhole = await at(t2, () => sim.tms.tripsChangedSince(iso(t0)));
          const ids = new Set([...trips1, ...trips2].map((t) => t.id));
          expect(new Set(tripsWhole.map((t) => t.id))).toEqual(ids);
          const latest = new Map(trips2.map((t) => [t.id, t]));
          for (const t of tripsWhole) if (latest.has(t.id)) expect(t).toEqual(latest.get(t.id));
        }
      }),
      { numRuns: 1 },
    );
  });

  it('when trips change, then they are reported in the window of the change', async () => {
    const t0 = NOW + 5 * HOUR;
    const changed = await at(t0 + 6 * HOUR, () => sim.tms.tripsChangedSince(iso(t0)));
    expect(changed.length).toBeGreaterThan(5);
    for (const trip of changed) {
      const events = [trip.dispatchedAt, ...trip.stops.flatMap((s) => [s.arrivedAt, s.departedAt])]
        .filter((e): e is string => e !== null)
        .map(Date.parse);
      const inWindow = events.some((e) => e > t0 && e <= t0 + 6 * HOUR);
      // The start of the drive to the first pickup is a change too (status to In Transit).
      expect(inWindow || trip.status === 'In Transit').toBe(true);
    }
  });

  it('when the poll is more than 6 hours back, then positions are thinned to one per 15 minutes', async () => {
    const now = NOW + 2 * 24 * HOUR + 7 * 60_000;
    const pings = await at(now, () => sim.eld.positionsSince(iso(now - 12 * HOUR)));
    const perTruck = groupBy(pings, (p) => p.truckId);
    for (const list of perTruck.values()) {
      expect(list.length).toBeLessThanOrEqual(12 * 4 + 1);
      expect(list.length).toBeGreaterThanOrEqual(12 * 4);
    }
    const short = await at(now, () => sim.eld.positionsSince(iso(now - HOUR)));
    expect(short.length).toBe(12 * perTruck.size);
  });

  it('when since is now or later, then nothing is reported', async () => {
    clock.now = NOW;
    expect(await sim.eld.positionsSince(iso(NOW))).toEqual([]);
    expect(await sim.tms.tripsChangedSince(iso(NOW + HOUR))).toEqual([]);
    await expect(sim.eld.positionsSince('yesterday')).rejects.toThrow(RangeError);
  });
});

describe('fleet simulator: trucks and drivers over a day', () => {
  const { sim, clock } = simulator('day');
  let ref: FleetReference;
  let pings: PositionPing[];
  let clocks: Awaited<ReturnType<typeof sim.eld.hosClocksSince>>;

  beforeAll(async () => {
    clock.now = NOW + 6 * HOUR;
    ref = sim.reference();
    pings = await sim.eld.positionsSince(iso(NOW));
    clocks = await sim.eld.hosClocksSince(iso(NOW));
  });

  it('when a truck drives, then consecutive pings imply at most 75 mph', () => {
    let checked = 0;
    for (const list of groupBy(pings, (p) => p.truckId).values()) {
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1]!, list[i]!];
        const hours = (Date.parse(b.at) - Date.parse(a.at)) / HOUR;
        const mph = distanceMiles(a, b) / hours;
        expect(mph).toBeLessThanOrEqual(75);
        if (a.speedMph === 0 && b.speedMph === 0) expect(mph).toBe(0);
        if (mph > 0) checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('when company drivers report clocks, then they are sane and match what the truck does', () => {
    const company = ref.drivers.filter((d) => d.eldId);
    const external = new Set(ref.drivers.filter((d) => !d.eldId).map((d) => d.id));
    expect(new Set(clocks.map((c) => c.driverId)).size).toBe(company.length);
    const truckOf = new Map<string, string>();
    for (const [i, truck] of ref.trucks.entries()) {
      const driver = ref.drivers[i];
      if (driver) truckOf.set(driver.id, truck.id);
    }
    const pingAt = new Map(pings.map((p) => [`${p.truckId}|${p.at}`, p]));
    let driving = 0;
    // The same checks on every clock, each failure listed (driver, time, check) in one assertion
    // instead of an expect() per check per clock.
    const failed: { driver: string; at: string; check: string }[] = [];
    for (const c of clocks) {
      const check = (ok: boolean, name: string) => {
        if (!ok) failed.push({ driver: c.driverId, at: c.at, check: name });
      };
      check(!external.has(c.driverId), 'a company driver');
      const remaining = {
        drive: c.driveRemainingMin,
        shift: c.shiftRemainingMin,
        break: c.breakRemainingMin,
        cycle: c.cycleRemainingMin,
      };
      for (const [name, v] of Object.entries(remaining)) {
        check(v >= 0, `${name} >= 0`);
        check(Number.isInteger(v), `${name} is an integer`);
      }
      check(c.driveRemainingMin <= 660, 'drive <= 660');
      check(c.shiftRemainingMin <= 840, 'shift <= 840');
      check(c.breakRemainingMin <= 480, 'break <= 480');
      check(c.cycleRemainingMin <= 4200, 'cycle <= 4200');
      check(c.lastResetAt !== null, 'lastResetAt is set');
      check(Date.parse(c.statusSince) <= Date.parse(c.at), 'statusSince <= at');
      const ping = pingAt.get(`${truckOf.get(c.driverId)}|${c.at}`);
      if (!ping) continue;
      check((c.dutyStatus === 'DRIVING') === ping.speedMph > 0, 'DRIVING exactly when moving');
      if (c.dutyStatus === 'DRIVING') driving++;
    }
    expect(failed).toEqual([]);
    expect(driving).toBeGreaterThan(100);
    const statuses = new Set(clocks.map((c) => c.dutyStatus));
    for (const s of ['DRIVING', 'ON_DUTY', 'OFF_DUTY', 'SLEEPER_BED'])
      expect(statuses).toContain(s);
  });

  it('when hosDays is read, then each company driver has 8 days of at most 24 hours', async () => {
    const days = await sim.eld.hosDays();
    const byDriver = groupBy(days, (d) => d.driverId);
    expect(byDriver.size).toBe(ref.drivers.filter((d) => d.eldId).length);
    for (const list of byDriver.values()) {
      expect(list).toHaveLength(8);
      const total = list.reduce((sum, d) => sum + d.onDutyMinutes, 0);
      for (const d of list) {
        expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(d.onDutyMinutes).toBeGreaterThanOrEqual(0);
        expect(d.onDutyMinutes).toBeLessThanOrEqual(24 * 60);
      }
      expect(total).toBeLessThanOrEqual(70 * 60 + 24 * 60);
    }
    expect(days.some((d) => d.onDutyMinutes > 8 * 60)).toBe(true);
  });
});

describe('fleet simulator: odd sizes', () => {
  it('when there are fewer drivers and trailers than trucks, then the extra trucks stand parked', async () => {
    const { sim } = simulator('tiny', NOW, {
      size: { trucks: 4, trailers: 2, drivers: 3, customers: 2 },
    });
    const trips = await sim.tms.tripsChangedSince(null);
    expect(new Set(trips.map((t) => t.truckId)).size).toBe(2);
    const pings = await sim.eld.positionsSince(iso(NOW - HOUR));
    expect(new Set(pings.map((p) => p.truckId)).size).toBe(4);
    expect(pings.filter((p) => p.truckId === 'trk-00004').every((p) => p.speedMph === 0)).toBe(
      true,
    );
  });

  it('when the clock runs months past the epoch, then the world still answers', async () => {
    const { sim, clock } = simulator('long');
    clock.now = Date.parse('2026-06-15T12:00:00.000Z');
    const trips = await sim.tms.tripsChangedSince(null);
    expect(trips.filter((t) => t.status !== 'Delivered').length).toBeGreaterThan(130);
    clock.now = NOW;
    expect((await sim.tms.tripsChangedSince(null)).length).toBeGreaterThan(600);
  });
});
