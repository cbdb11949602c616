import { REPORT_KINDS, type ReportKind } from '@fleet/contracts';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { ensureFleetSource, findFleetSource } from '../fleet/data/fleet-sources-repository';
import { syncFleet } from '../fleet/domain/fleet-sync';
import type { Trip } from '../fleet/domain/model';
import { fleetProvidersFor } from '../providers';
import { getReport, getWeeklyReport, type ReportsDeps } from './domain/reports';
import {
  byId,
  expectedReport,
  expectedWeekly,
  expectReportRows,
  expectSameTotals,
  insertAccount,
  type ReportTotals,
  type TestEngineDay,
  type TestLoad,
  type TestPurchase,
  withoutCost,
} from './reports.test-helper';

/**
 * Issue 17: the reports of a simulated fleet synced as the app syncs it (fleet source →
 * fleetProvidersFor → syncFleet) equal an independent computation (reports.test-helper's
 * expectedReport / expectedWeekly) over what the simulator's providers themselves report, for
 * random ranges inside the simulated history. The independent side never reads the report tables.
 */

const EPOCH = '2026-11-01T00:00:00.000Z';
/** 51 trucks: three dispatchers (one per 25 trucks); 17 customers: three sales agents (one per 8). */
const SIZE = { trucks: 51, trailers: 60, drivers: 56, customers: 17 };
/** A Friday afternoon; the 64 days of history reach back across the autumn DST change. */
const NOW = new Date('2026-11-20T15:00:00.000Z');
const clock = () => NOW;

/**
 * Two accounts with the same seed (same trip and truck ids, same people): one in the default
 * zone, one in another, so the engine days are split on other midnights and neither account may
 * see the other's rows.
 */
const ACCOUNTS = [
  { seed: 'acme', timeZone: 'America/Chicago' },
  { seed: 'acme', timeZone: 'America/Los_Angeles' },
] as const;

interface Facts {
  accountId: string;
  timeZone: string;
  loads: TestLoad[];
  engineDays: TestEngineDay[];
  purchases: TestPurchase[];
  /** The first local day the history covers whole, and the account's today. */
  firstDay: string;
  today: string;
}

/**
 * A decimal as the numeric(p, scale) column stores it, in integer units of 10^-scale: the
 * decimal text rounded half away from zero (as PostgreSQL casts it), not the binary double.
 */
function units(value: number, scale: number): number {
  const text = String(value);
  if (/e/i.test(text)) return Math.round(value * 10 ** scale);
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const kept = Number(whole) * 10 ** scale + Number(fraction.slice(0, scale).padEnd(scale, '0'));
  const up = fraction.length > scale && fraction[scale]! >= '5' ? 1 : 0;
  return (negative ? -1 : 1) * (kept + up);
}

/**
 * What the simulator's providers report for the account (a fresh instance, built as the app
 * builds it), in the test helper's exact units: the loads the first sync reads (the delivered
 * history and the trips, the trips' report winning), the ELD's engine days in the account's zone,
 * the fuel-card purchases.
 */
async function providerFacts(
  db: Database,
  accountId: string,
  timeZone: string,
): Promise<Omit<Facts, 'firstDay' | 'today'>> {
  const source = await findFleetSource(db, accountId);
  const sim = fleetProvidersFor(source!, clock);
  const [reference, history, trips, days, purchases] = await Promise.all([
    sim.tms.reference(),
    sim.tms.deliveredTripsSince(null),
    sim.tms.tripsChangedSince(null),
    sim.eld.engineDaysSince(null, timeZone),
    sim.fuelCards.purchasesSince(null),
  ]);
  const numbers = new Map(reference.trucks.map((t) => [t.id, t.number]));
  const trip = new Map<string, Trip>();
  for (const t of [...history, ...trips]) trip.set(t.id, t);
  const loads = [...trip.values()]
    .filter((t) => t.financials)
    .map(
      (t): TestLoad => ({
        trip_id: t.id,
        truck_id: t.truckId,
        truck_number: numbers.get(t.truckId) ?? t.truckId,
        dispatcher: t.financials!.dispatcher,
        sales_agent: t.financials!.salesAgent,
        dispatched_at: new Date(t.dispatchedAt),
        delivered_at: t.deliveredAt ? new Date(t.deliveredAt) : null,
        linehaul: units(t.financials!.linehaul, 2),
        fuel_surcharge: units(t.financials!.fuelSurcharge, 2),
        accessorials: units(t.financials!.accessorials, 2),
        paid_miles: units(t.financials!.paidMiles, 1),
      }),
    );
  // One row per truck and day, one per purchase id (the sync upserts by these keys).
  expect(new Set(days.map((d) => `${d.truckId}/${d.date}`)).size).toBe(days.length);
  expect(new Set(purchases.map((p) => p.id)).size).toBe(purchases.length);
  return {
    accountId,
    timeZone,
    loads,
    engineDays: days.map((d) => ({
      truck_id: d.truckId,
      day: d.date,
      // The documented units: hundredths of a second, millilitres.
      idle_time: Math.round(d.idleMinutes * 6000),
      fuel_consumed: Math.round(d.fuelGallons * 3785.41),
    })),
    purchases: purchases.map((p) => ({
      id: p.id,
      truck_id: p.truckId,
      purchased_at: new Date(p.at),
      gallons: units(p.gallons, 3),
      amount: units(p.amount, 2),
    })),
  };
}

const plusDays = (iso: string, days: number) =>
  DateTime.fromISO(iso, { zone: 'utc' }).plus({ days }).toISODate() as string;
const daysBetween = (from: string, to: string) =>
  DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days;

/**
 * A range of 1 to 42 days inside the account's history (firstDay..today): anywhere (unbiased, so
 * not clustered at the history's start), or a whole month (the first to begin a month after the
 * history's first day, inside it) and up to 42 days with the days either side, so that some
 * ranges read a whole month from the monthly sums (migration 0014) and partial months beside.
 */
function rangeIn(f: Facts): fc.Arbitrary<{ start: string; end: string }> {
  const span = daysBetween(f.firstDay, f.today) + 1;
  const anywhere = fc
    .record({ length: fc.integer({ min: 1, max: Math.min(42, span) }), at: fc.nat(span - 1) })
    .map(({ length, at }) => {
      const start = plusDays(f.firstDay, Math.min(at, span - length));
      return { start, end: plusDays(start, length - 1) };
    });
  const month = DateTime.fromISO(f.firstDay, { zone: 'utc' }).plus({ days: 31 }).startOf('month');
  const monthStart = month.toISODate() as string;
  const monthEnd = month.endOf('month').toISODate() as string;
  const spare = 42 - month.daysInMonth!;
  const aroundMonth = fc.record({ before: fc.nat(spare), after: fc.nat(spare) }).map((r) => {
    const before = Math.min(r.before, daysBetween(f.firstDay, monthStart));
    const after = Math.min(r.after, spare - before, daysBetween(monthEnd, f.today));
    return { start: plusDays(monthStart, -before), end: plusDays(monthEnd, after) };
  });
  return fc.oneof(
    { arbitrary: fc.noBias(anywhere), weight: 3 },
    { arbitrary: aroundMonth, weight: 1 },
  );
}

describe.each(testBackends())('reports of a simulated fleet on $name', (backend) => {
  let db: Database;
  let deps: ReportsDeps;
  const facts: Facts[] = [];

  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
    deps = { db, clock };
    for (const { seed, timeZone } of ACCOUNTS) {
      const accountId = await insertAccount(db, timeZone);
      await ensureFleetSource(db, accountId, { seed, epoch: EPOCH, speed: 1, size: SIZE });
      // As the sync loop does: the account's providers from its fleet source, on the clock.
      const source = await findFleetSource(db, accountId);
      await syncFleet(db, accountId, fleetProvidersFor(source!, clock), NOW.toISOString());
      const reported = await providerFacts(db, accountId, timeZone);
      const today = DateTime.fromJSDate(NOW, { zone: timeZone }).toISODate() as string;
      // The history's first local day is partial (it starts 64 days before now): from the next.
      const floor = Math.min(...reported.engineDays.map((d) => Date.parse(`${d.day}T00:00:00Z`)));
      const firstDay = plusDays(new Date(floor).toISOString().slice(0, 10), 1);
      facts.push({ ...reported, firstDay, today });
    }
  }, 240_000);
  afterAll(() => db?.close());

  it('when the fleet is synced, then its history looks like a fleet: delivered loads with revenue, several dispatchers and sales agents, engine days and fill-ups', () => {
    for (const f of facts) {
      const delivered = f.loads.filter(
        (l) => l.delivered_at && l.linehaul + l.fuel_surcharge + l.accessorials > 0,
      );
      expect(delivered.length).toBeGreaterThan(100);
      expect(new Set(delivered.map((l) => l.dispatcher)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(delivered.map((l) => l.sales_agent)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(delivered.map((l) => l.truck_id)).size).toBeGreaterThan(SIZE.trucks / 2);
      expect(f.engineDays.length).toBeGreaterThan(SIZE.trucks * 30);
      expect(f.purchases.length).toBeGreaterThan(SIZE.trucks * 5);
      // Eight whole weeks and more before today.
      expect(f.firstDay <= plusDays(f.today, -60)).toBe(true);
    }
  });

  it('when the whole history is reported, then each report names the fleet’s people and trucks and equals the independent computation', async () => {
    for (const f of facts) {
      const query = {
        date_range_type: 'CUSTOM' as const,
        start_date: f.firstDay,
        end_date: f.today,
      };
      const dispatchers = (await getReport(deps, f.accountId, 'dispatcher', query)).data;
      const named = dispatchers.filter((r) => r._id !== 'Unassigned' && r.total_revenue > 0);
      expect(named.length).toBeGreaterThanOrEqual(3);
      const agents = (await getReport(deps, f.accountId, 'sales-agent', query)).data;
      expect(
        agents.filter((r) => r._id !== 'Unassigned' && r.total_revenue > 0).length,
      ).toBeGreaterThanOrEqual(3);
      const trucks = (await getReport(deps, f.accountId, 'truck', query)).data;
      expect(byId(trucks).map(withoutCost)).toEqual(
        byId(expectedReport(f, 'truck', f.firstDay, f.today)).map(withoutCost),
      );
      expect(byId(dispatchers).map(withoutCost)).toEqual(
        byId(expectedReport(f, 'dispatcher', f.firstDay, f.today)).map(withoutCost),
      );
    }
  }, 60_000);

  it('when a random range inside the simulated history is reported, then each report and the weekly series equal the independent computation over the providers’ own facts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .nat(facts.length - 1)
          .chain((which) => rangeIn(facts[which]!).map((r) => ({ which, ...r }))),
        async ({ which, start, end }) => {
          const f = facts[which]!;
          const query = { date_range_type: 'CUSTOM' as const, start_date: start, end_date: end };

          const totals: Partial<Record<ReportKind, ReportTotals>> = {};
          for (const kind of REPORT_KINDS) {
            const answer = await getReport(deps, f.accountId, kind, query);
            expect(answer.start_date).toBe(start);
            expect(answer.end_date).toBe(end);
            totals[kind] = expectReportRows(
              answer.data,
              expectedReport(f, kind, start, end),
              `${kind} ${start}..${end} ${f.timeZone}`,
            );
          }
          expectSameTotals(totals);

          const weekly = await getWeeklyReport(deps, f.accountId, query);
          expect(weekly.start_date).toBe(start);
          expect(weekly.end_date).toBe(end);
          expect(weekly.data, `weekly ${start}..${end} ${f.timeZone}`).toEqual(
            expectedWeekly(f, start, end),
          );
        },
      ),
      { numRuns: 40 },
    );
  }, 240_000);
});
