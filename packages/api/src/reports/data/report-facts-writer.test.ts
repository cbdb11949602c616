import { randomUUID } from 'node:crypto';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations';
import { ensureFleetSource } from '../../fleet/data/fleet-sources-repository';
import { syncFleet } from '../../fleet/domain/fleet-sync';
import { insertAccount } from '../../identity/data/accounts-repository';
import { APP_REPORT_HISTORY_DAYS, createFleetSimulator } from '../../providers/fleet/simulated';
import {
  insertTmsLoadRevenue,
  markLoadsDelivered,
  upsertFleetLoadRevenue,
} from './report-facts-writer';

const EPOCH = '2026-11-01T00:00:00.000Z';
const SIZE = { trucks: 12, trailers: 14, drivers: 13, customers: 6 };
const NOW = Date.parse('2026-11-20T15:00:00.000Z');
const HOUR = 3_600_000;

const providersAt = (seed: string, now: number) =>
  createFleetSimulator({
    seed,
    size: SIZE,
    epoch: EPOCH,
    clock: () => new Date(now),
    reportHistoryDays: APP_REPORT_HISTORY_DAYS,
  });

interface Totals {
  loads: number;
  revenue: number;
  idle: number;
  fuel: number;
  gallons: number;
}

describe.each(testBackends())('report facts written by the fleet sync on $name', (backend) => {
  let db: Database;
  const acme = randomUUID();
  const globex = randomUUID();
  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
    for (const [id, name] of [
      [acme, 'acme'],
      [globex, 'Globex Logistics'],
    ] as const) {
      await insertAccount(db, { id, name, useCase: 'carrier' });
      await ensureFleetSource(db, id, { seed: name, epoch: EPOCH, speed: 1, size: SIZE });
      await syncFleet(db, id, providersAt(name, NOW), new Date(NOW).toISOString());
    }
  }, 240_000);
  afterAll(async () => {
    await db.close();
  });

  const totals = async (accountId: string): Promise<Totals> => {
    const [row] = await db.query<Totals>(
      `SELECT
         (SELECT count(*)::int FROM load_revenue WHERE account_id = $1 AND delivered_at IS NOT NULL) AS loads,
         (SELECT coalesce(sum(linehaul + fuel_surcharge + accessorials), 0)::float8
            FROM load_revenue WHERE account_id = $1 AND delivered_at IS NOT NULL) AS revenue,
         (SELECT coalesce(sum(idle_time), 0)::float8 FROM truck_engine_days WHERE account_id = $1) AS idle,
         (SELECT coalesce(sum(fuel_consumed), 0)::float8 FROM truck_engine_days WHERE account_id = $1) AS fuel,
         (SELECT coalesce(sum(gallons), 0)::float8 FROM fuel_purchases WHERE account_id = $1) AS gallons`,
      [accountId],
    );
    return row!;
  };

  it('when an account is synced the first time, then it holds exactly what its providers report over the report history', async () => {
    const sim = providersAt('acme', NOW);
    const [loads, days, purchases] = await Promise.all([
      sim.tms.deliveredTripsSince(null),
      sim.eld.engineDaysSince(null, 'America/Chicago'),
      sim.fuelCards.purchasesSince(null),
    ]);
    const got = await totals(acme);
    expect(got.loads).toBe(loads.length);
    const revenue = loads.reduce(
      (s, t) => s + t.financials!.linehaul + t.financials!.fuelSurcharge + t.financials!.accessorials,
      0,
    );
    expect(got.revenue).toBeCloseTo(revenue, 1);
    expect(got.idle).toBe(days.reduce((s, d) => s + Math.round(d.idleMinutes * 6000), 0));
    expect(got.fuel).toBe(days.reduce((s, d) => s + Math.round(d.fuelGallons * 3785.41), 0));
    expect(got.gallons).toBeCloseTo(
      purchases.reduce((s, p) => s + p.gallons, 0),
      2,
    );
    // Eight full weeks and more of delivered loads before now.
    const [span] = await db.query<{ first: string }>(
      `SELECT min(delivered_at)::text AS first FROM load_revenue WHERE account_id = $1`,
      [acme],
    );
    expect(NOW - Date.parse(span!.first)).toBeGreaterThan(63 * 24 * HOUR);
  });

  it('when a load row is written, then its truck number is the TMS number and its people are named', async () => {
    const rows = await db.query<{
      truck_id: string;
      truck_number: string;
      dispatcher: string | null;
      sales_agent: string | null;
      source: string;
    }>(
      `SELECT l.truck_id, l.truck_number, l.dispatcher, l.sales_agent, l.source
         FROM load_revenue l WHERE l.account_id = $1`,
      [acme],
    );
    const trucks = new Map(
      (
        await db.query<{ id: string; number: string }>(
          'SELECT id, number FROM trucks WHERE account_id = $1',
          [acme],
        )
      ).map((t) => [t.id, t.number]),
    );
    for (const row of rows) {
      expect(row.truck_number).toBe(trucks.get(row.truck_id));
      expect(row.dispatcher).toMatch(/^\S+ \S+/);
      expect(row.sales_agent).toMatch(/^\S+ \S+/);
      expect(row.source).toBe('fleet');
    }
  });

  it('when two accounts sync, then neither sees the other’s rows, and a later sync only adds its own', async () => {
    const before = await totals(globex);
    const acmeBefore = await totals(acme);
    expect(before.loads).toBeGreaterThan(0);
    // Different seeds: different fleets, different sums.
    expect(before.revenue).not.toBeCloseTo(acmeBefore.revenue, 0);

    await syncFleet(db, acme, providersAt('acme', NOW + 30 * HOUR), new Date(NOW + 30 * HOUR).toISOString());
    expect(await totals(globex)).toEqual(before);
    const after = await totals(acme);
    expect(after.fuel).toBeGreaterThan(acmeBefore.fuel);
    expect(after.loads).toBeGreaterThanOrEqual(acmeBefore.loads);
  }, 240_000);

  it('when the sync is run again over the same window, then nothing is counted twice', async () => {
    const before = await totals(globex);
    await db.query('UPDATE fleet_sources SET synced_until = NULL WHERE account_id = $1', [globex]);
    await syncFleet(db, globex, providersAt('Globex Logistics', NOW), new Date(NOW).toISOString());
    expect(await totals(globex)).toEqual(before);
  }, 240_000);

  it('when a built-in TMS load is saved, then its row names the saver and counts on the delivery it was booked for', async () => {
    const booked = new Date(NOW + 2 * 86_400_000).toISOString();
    await insertTmsLoadRevenue(db, acme, {
      tripId: 'L-TESTLOAD',
      truckId: 'trk-00001',
      truckNumber: 'ignored when the truck is known',
      dispatchedAt: new Date(NOW).toISOString(),
      plannedDeliveryAt: booked,
      linehaul: 2450,
      fuelSurcharge: 310.5,
      savedBy: 'nobody@example.test',
    });
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT source, truck_number, dispatcher, sales_agent, delivered_at = $2 AS on_booked_day,
              linehaul::float8, fuel_surcharge::float8, accessorials::float8, paid_miles::float8
         FROM load_revenue WHERE account_id = $1 AND trip_id = 'L-TESTLOAD'`,
      [acme, booked],
    );
    expect(row).toEqual({
      source: 'tms_load',
      truck_number: '1001',
      dispatcher: 'nobody@example.test',
      sales_agent: null,
      on_booked_day: true,
      linehaul: 2450,
      fuel_surcharge: 310.5,
      accessorials: 0,
      paid_miles: 0,
    });
  });

  it('when a TMS later reports the saved load’s trip, then without financials the row keeps its money and takes the delivery; with them the TMS’s row wins', async () => {
    const [delivered] = await providersAt('acme', NOW).tms.deliveredTripsSince(null);
    const { financials, ...bare } = { ...delivered!, id: 'L-TESTLOAD' };
    await markLoadsDelivered(db, acme, [bare]);
    const read = () =>
      db.query<Record<string, unknown>>(
        `SELECT source, truck_id, delivered_at = $2 AS delivered, linehaul::float8
           FROM load_revenue WHERE account_id = $1 AND trip_id = 'L-TESTLOAD'`,
        [acme, bare.deliveredAt],
      );
    expect(await read()).toEqual([
      { source: 'tms_load', truck_id: bare.truckId, delivered: true, linehaul: 2450 },
    ]);
    await upsertFleetLoadRevenue(db, acme, [{ ...bare, financials }]);
    expect(await read()).toEqual([
      { source: 'fleet', truck_id: bare.truckId, delivered: true, linehaul: financials!.linehaul },
    ]);
  });
});
