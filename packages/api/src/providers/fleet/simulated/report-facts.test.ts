import fc from 'fast-check';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineDay, FuelPurchase, Trip } from '../../../fleet/domain/model';
import { TRUCKS_PER_DISPATCHER } from './economics';
import { IDLE_SHARE_MAX, IDLE_SHARE_MIN, TANK_GALLONS } from './fuel';
import { APP_REPORT_HISTORY_DAYS, createFleetSimulator } from './index';

const EPOCH = '2026-03-01T00:00:00.000Z';
const NOW = new Date('2026-03-04T09:07:00.000Z');
const SIZE = { trucks: 40, trailers: 48, drivers: 44, customers: 12 };
const ZONE = 'America/Chicago';
const DAY = 86_400_000;

const simAt = (now: Date, seed = 'acme') =>
  createFleetSimulator({
    seed,
    epoch: EPOCH,
    size: SIZE,
    clock: () => now,
    reportHistoryDays: APP_REPORT_HISTORY_DAYS,
  });

describe('simulated report facts (loads, engine days, fuel purchases)', () => {
  let loads: Trip[];
  let days: EngineDay[];
  let purchases: FuelPurchase[];
  beforeAll(async () => {
    const sim = simAt(NOW);
    [loads, days, purchases] = await Promise.all([
      sim.tms.deliveredTripsSince(null),
      sim.eld.engineDaysSince(null, ZONE),
      sim.fuelCards.purchasesSince(null),
    ]);
  }, 120_000);

  it('when the first sync asks, then it gets the current week and the 8 before it', () => {
    const floor = NOW.getTime() - 64 * DAY;
    const sunday = DateTime.fromJSDate(NOW, { zone: ZONE }).startOf('week').minus({ days: 1 });
    const nineWeeksAgo = sunday.minus({ weeks: 8 }).toMillis();
    expect(floor).toBeLessThanOrEqual(nineWeeksAgo);
    for (let week = 0; week < 9; week++) {
      const from = sunday.minus({ weeks: week });
      const to = from.plus({ weeks: 1 });
      const inWeek = (at: string) =>
        Date.parse(at) >= from.toMillis() && Date.parse(at) < to.toMillis();
      expect(loads.filter((t) => inWeek(t.deliveredAt!)).length, `week ${week}`).toBeGreaterThan(0);
      expect(purchases.filter((p) => inWeek(p.at)).length, `week ${week}`).toBeGreaterThan(0);
      expect(
        days.filter((d) => d.date === from.plus({ days: 2 }).toISODate()).length,
      ).toBeGreaterThan(0);
    }
  });

  it('when a load is delivered, then its revenue is linehaul + fuel surcharge + accessorials > 0 over real miles', () => {
    expect(loads.length).toBeGreaterThan(300);
    for (const trip of loads) {
      const f = trip.financials!;
      expect(trip.status).toBe('Delivered');
      expect(f.linehaul).toBeGreaterThan(0);
      expect(f.fuelSurcharge).toBeGreaterThan(0);
      expect(f.accessorials).toBeGreaterThanOrEqual(0);
      expect(f.paidMiles).toBeGreaterThan(0);
      expect(f.linehaul + f.fuelSurcharge + f.accessorials).toBeGreaterThan(0);
      const perMile = f.linehaul / f.paidMiles;
      expect(perMile).toBeGreaterThanOrEqual(1.59);
      expect(perMile).toBeLessThan(4.5);
      // Stop-offs: every stop beyond a pickup and a delivery is billed.
      if (trip.stops.length > 2) expect(f.accessorials).toBeGreaterThanOrEqual(50);
    }
    const reefer = loads.filter((t) => t.reefer);
    const dry = loads.filter((t) => !t.reefer);
    const rate = (ts: Trip[]) =>
      ts.reduce((s, t) => s + t.financials!.linehaul, 0) /
      ts.reduce((s, t) => s + t.financials!.paidMiles, 0);
    expect(rate(reefer)).toBeGreaterThan(rate(dry) + 0.2);
  });

  it('when loads are worked, then each truck has one dispatcher and each customer one sales agent from a fixed roster', () => {
    const byTruck = new Map<string, Set<string>>();
    const byCustomer = new Map<string, Set<string>>();
    for (const t of loads) {
      byTruck.set(t.truckId, (byTruck.get(t.truckId) ?? new Set()).add(t.financials!.dispatcher!));
      byCustomer.set(
        t.customerId,
        (byCustomer.get(t.customerId) ?? new Set()).add(t.financials!.salesAgent!),
      );
    }
    for (const names of [...byTruck.values(), ...byCustomer.values()]) expect(names.size).toBe(1);
    const dispatchers = new Set(loads.map((t) => t.financials!.dispatcher));
    expect(dispatchers.size).toBe(Math.ceil(SIZE.trucks / TRUCKS_PER_DISPATCHER));
    expect(new Set(loads.map((t) => t.financials!.salesAgent)).size).toBe(2);
  });

  it('when a truck runs, then its idle is 15–35 % of its engine hours and it burns 6–7.5 mpg plus idle', () => {
    const driving = new Map<string, number>();
    for (const d of days) {
      expect(d.idleMinutes).toBeGreaterThanOrEqual(0);
      expect(d.fuelGallons).toBeGreaterThan(0);
      // A day cannot hold more than 24 h of idle, nor more fuel than 24 h at 75 mph / 6 mpg.
      expect(d.idleMinutes).toBeLessThan(24 * 60);
      expect(d.fuelGallons).toBeLessThan(24 * (75 / 6 + 0.8));
      driving.set(d.truckId, (driving.get(d.truckId) ?? 0) + 1);
    }
    // Idle share bounds hold per day: idle / (idle + driving) with driving = (fuel - idle burn)
    // × mpg / speed is not observable, so check the share the engine log is built from instead:
    // the ratio idle minutes : fuel stays inside what 15–35 % idle at 45–60 mph allows.
    for (const d of days) {
      const idleGallons = (d.idleMinutes / 60) * 0.8;
      const driveGallons = d.fuelGallons - idleGallons;
      expect(driveGallons).toBeGreaterThan(0);
      const driveMinutesMin = ((driveGallons * 6) / 60) * 60;
      const driveMinutesMax = ((driveGallons * 7.5) / 45) * 60;
      const shareMax = d.idleMinutes / (d.idleMinutes + driveMinutesMin);
      const shareMin = d.idleMinutes / (d.idleMinutes + driveMinutesMax);
      expect(shareMin).toBeLessThanOrEqual(IDLE_SHARE_MAX + 1e-6);
      expect(shareMax).toBeGreaterThanOrEqual(IDLE_SHARE_MIN - 1e-6);
    }
  });

  it('when fuel is bought, then over the window it matches what the engines burned (±15 % fleet, ± a tank per truck)', () => {
    const consumed = new Map<string, number>();
    for (const d of days) consumed.set(d.truckId, (consumed.get(d.truckId) ?? 0) + d.fuelGallons);
    const bought = new Map<string, number>();
    for (const p of purchases) {
      expect(p.gallons).toBeGreaterThan(0);
      expect(p.gallons).toBeLessThanOrEqual(TANK_GALLONS);
      const price = p.amount / p.gallons;
      expect(price).toBeGreaterThan(3);
      expect(price).toBeLessThan(4.8);
      expect(p.station).toMatch(/^.+ #\d{3}, .+, [A-Z]{2}$/);
      bought.set(p.truckId, (bought.get(p.truckId) ?? 0) + p.gallons);
    }
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    expect(Math.abs(sum(bought) / sum(consumed) - 1)).toBeLessThan(0.15);
    for (const [truck, gallons] of consumed) {
      expect(Math.abs((bought.get(truck) ?? 0) - gallons), truck).toBeLessThan(TANK_GALLONS + 1);
    }
  });

  it('when any window is read at any later instant, then loads, engine days and purchases agree with the whole (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 * 24 * 60 }),
        fc.integer({ min: 1, max: 3 * 24 * 60 }),
        async (sinceMin, spanMin) => {
          const since = new Date(NOW.getTime() - 25 * DAY + sinceMin * 60_000);
          const now = new Date(since.getTime() + spanMin * 60_000);
          const sim = simAt(now);
          const [later, buys] = await Promise.all([
            sim.tms.deliveredTripsSince(since.toISOString()),
            sim.fuelCards.purchasesSince(since.toISOString()),
          ]);
          const inWindow = (at: string) => at > since.toISOString() && at <= now.toISOString();
          expect(later.map((t) => t.id)).toEqual(
            loads.filter((t) => inWindow(t.deliveredAt!)).map((t) => t.id),
          );
          for (const t of later) {
            expect(t.financials).toEqual(loads.find((l) => l.id === t.id)!.financials);
          }
          expect(buys).toEqual(purchases.filter((p) => inWindow(p.at)));
        },
      ),
      { numRuns: 4, seed: 17 },
    );
  }, 240_000);

  it('when the same seed is asked twice, then the answers are the same; another seed differs', async () => {
    const again = simAt(NOW);
    expect(await again.eld.engineDaysSince(null, ZONE)).toEqual(days);
    expect(await again.fuelCards.purchasesSince(null)).toEqual(purchases);
    const other = await simAt(NOW, 'Globex Logistics').tms.deliveredTripsSince(null);
    expect(other.map((t) => t.financials)).not.toEqual(loads.map((t) => t.financials));
  }, 120_000);
});
