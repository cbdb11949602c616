import { REPORT_KINDS, type ReportKind, type ReportRow } from '@fleet/contracts';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations';
import {
  byId,
  expectedReport,
  expectedWeekly,
  expectReportRows,
  expectSameTotals,
  insertAccount,
  insertEngineDays,
  insertLoads,
  insertPurchases,
  type TestEngineDay,
  type TestLoad,
  type ReportTotals,
  type TestPurchase,
} from '../reports.test-helper';
import { rangeBounds, weeksOf } from '../domain/reports';
import { reportRows, weeklyRows } from './reports-repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Zones with DST changes at or across midnight (Havana, Santiago), half-hour DST (Lord Howe), no
 * DST (Kolkata), east of UTC (Auckland) and the default (Chicago).
 */
const ZONES = [
  'America/Chicago',
  'America/Havana',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'America/Los_Angeles',
];

/** Windows of 6 weeks around the spring and autumn DST changes of 2026 (both hemispheres). */
const WINDOWS = [Date.UTC(2026, 1, 20), Date.UTC(2026, 2, 22), Date.UTC(2026, 8, 15), Date.UTC(2026, 9, 20)];
const SPAN_HOURS = 42 * 24;

const name = fc.constantFrom('Ann Lee', 'Bob Ray', 'Cy Diaz', null, '', '  ');

const scenario = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    window: fc.constantFrom(...WINDOWS),
    trucks: fc.integer({ min: 1, max: 4 }),
    loads: fc.array(
      fc.record({
        truck: fc.nat(3),
        at: fc.nat(SPAN_HOURS * 60 - 1),
        hours: fc.option(fc.nat(120), { nil: null, freq: 6 }),
        dispatcher: name,
        sales_agent: name,
        linehaul: fc.nat(500_000),
        fuel_surcharge: fc.nat(50_000),
        accessorials: fc.nat(20_000),
        paid_miles: fc.nat(30_000),
      }),
      { maxLength: 25 },
    ),
    engineDays: fc.uniqueArray(
      fc.record({
        truck: fc.nat(3),
        day: fc.nat(41),
        idle_time: fc.nat(3_600_000),
        fuel_consumed: fc.nat(400_000),
      }),
      { maxLength: 60, selector: (d) => `${d.truck}/${d.day}` },
    ),
    purchases: fc.array(
      fc.record({
        truck: fc.nat(3),
        at: fc.nat(SPAN_HOURS * 60 - 1),
        gallons: fc.integer({ min: 1, max: 250_000 }),
        amount: fc.nat(120_000),
      }),
      { maxLength: 20 },
    ),
    range: fc.record({ from: fc.nat(41), days: fc.nat(41) }),
    // Loads written after the engine days and purchases (the triggers re-attribute them).
    loadsLast: fc.boolean(),
    // A load removed and another moved afterwards.
    remove: fc.option(fc.nat(24), { nil: null }),
    move: fc.option(fc.record({ index: fc.nat(24), hours: fc.integer({ min: -72, max: 72 }) }), {
      nil: null,
    }),
  })
  .map((s) => {
    const truck = (n: number) => `truck-${n % s.trucks}`;
    const loads: TestLoad[] = s.loads.map((l, i) => {
      const dispatched = new Date(s.window + l.at * 60_000);
      return {
        trip_id: `trip-${String(i).padStart(2, '0')}`,
        truck_id: truck(l.truck),
        truck_number: `T${100 + (l.truck % s.trucks)}`,
        dispatcher: l.dispatcher,
        sales_agent: l.sales_agent,
        dispatched_at: dispatched,
        delivered_at: l.hours === null ? null : new Date(dispatched.getTime() + l.hours * HOUR),
        linehaul: l.linehaul,
        fuel_surcharge: l.fuel_surcharge,
        accessorials: l.accessorials,
        paid_miles: l.paid_miles,
      };
    });
    const firstDay = new Date(s.window).toISOString().slice(0, 10);
    const dayOf = (n: number) => new Date(s.window + n * DAY).toISOString().slice(0, 10);
    // One row per truck and day (the trucks fold into s.trucks).
    const engineDays = new Map<string, TestEngineDay>();
    for (const d of s.engineDays) {
      const row = {
        truck_id: truck(d.truck),
        day: dayOf(d.day),
        idle_time: d.idle_time,
        fuel_consumed: d.fuel_consumed,
      };
      engineDays.set(`${row.truck_id}/${row.day}`, row);
    }
    const purchases: TestPurchase[] = s.purchases.map((p, i) => ({
      id: `fuel-${i}`,
      truck_id: truck(p.truck),
      purchased_at: new Date(s.window + p.at * 60_000),
      gallons: p.gallons,
      amount: p.amount,
    }));
    return {
      ...s,
      firstDay,
      loadRows: loads,
      engineRows: [...engineDays.values()],
      purchaseRows: purchases,
      start: dayOf(s.range.from),
      end: dayOf(Math.min(41, s.range.from + s.range.days)),
    };
  });

describe.each(testBackends())('report arithmetic on $name', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
  });
  afterAll(() => db?.close());

  it('when random loads, engine days and fuel purchases are written in any order, then each report equals an independent computation', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const account = await insertAccount(db, s.timeZone);
        // Another account with the same trucks and people: none of it may show.
        const other = await insertAccount(db, s.timeZone);
        const write = async (id: string) => {
          if (!s.loadsLast) await insertLoads(db, id, s.loadRows);
          await insertEngineDays(db, id, s.engineRows);
          await insertPurchases(db, id, s.purchaseRows);
          if (s.loadsLast) await insertLoads(db, id, s.loadRows);
        };
        await write(account);
        await insertLoads(db, other, [
          ...s.loadRows.map((l) => ({ ...l, linehaul: l.linehaul + 7 })),
          {
            ...s.loadRows[0]!,
            trip_id: 'other',
            truck_id: 'truck-0',
            dispatcher: 'Other Account',
            sales_agent: 'Other Account',
            dispatched_at: new Date(s.window - DAY),
            delivered_at: new Date(s.window + 3 * DAY),
          },
        ].slice(s.loadRows.length ? 0 : 1));
        await insertEngineDays(db, other, s.engineRows);
        await insertPurchases(db, other, s.purchaseRows);

        let loads = s.loadRows;
        if (s.remove !== null && loads.length) {
          const gone = loads[s.remove % loads.length]!;
          await db.query('DELETE FROM load_revenue WHERE account_id = $1 AND trip_id = $2', [
            account,
            gone.trip_id,
          ]);
          loads = loads.filter((l) => l !== gone);
        }
        if (s.move !== null && loads.length) {
          const moved = loads[s.move.index % loads.length]!;
          const at = new Date(moved.dispatched_at.getTime() + s.move.hours * HOUR);
          await db.query(
            `UPDATE load_revenue SET dispatched_at = $3, dispatcher = 'Moved Person'
             WHERE account_id = $1 AND trip_id = $2`,
            [account, moved.trip_id, at],
          );
          loads = loads.map((l) =>
            l === moved ? { ...l, dispatched_at: at, dispatcher: 'Moved Person' } : l,
          );
        }

        // The fleet sync upserts engine totals again (ON CONFLICT DO UPDATE), and a new day.
        let engineDays = s.engineRows;
        if (engineDays.length) {
          const again = engineDays
            .slice(0, Math.ceil(engineDays.length / 2))
            .map((d) => ({ ...d, idle_time: d.idle_time + 11 }));
          again.push({ ...engineDays[0]!, day: '2026-12-31', idle_time: 5, fuel_consumed: 5 });
          await db.query(
            `INSERT INTO truck_engine_days (account_id, truck_id, day, idle_time, fuel_consumed)
             SELECT $1::uuid, * FROM unnest($2::text[], $3::date[], $4::bigint[], $5::bigint[])
             ON CONFLICT (account_id, truck_id, day) DO UPDATE
               SET idle_time = EXCLUDED.idle_time, fuel_consumed = EXCLUDED.fuel_consumed`,
            [
              account,
              again.map((d) => d.truck_id),
              again.map((d) => d.day),
              again.map((d) => d.idle_time),
              again.map((d) => d.fuel_consumed),
            ],
          );
          const byKey = new Map(engineDays.map((d) => [`${d.truck_id}/${d.day}`, d]));
          for (const d of again) byKey.set(`${d.truck_id}/${d.day}`, d);
          engineDays = [...byKey.values()];
        }

        const input = {
          timeZone: s.timeZone,
          loads,
          engineDays,
          purchases: s.purchaseRows,
        };
        const range = rangeBounds(s.start, s.end, s.timeZone);
        const totals: Partial<Record<ReportKind, ReportTotals>> = {};
        for (const kind of REPORT_KINDS) {
          const rows = await reportRows(db, account, kind, range);
          totals[kind] = expectReportRows(rows, expectedReport(input, kind, s.start, s.end));
        }
        expectSameTotals(totals);

        expect(await weeklyRows(db, account, range, weeksOf(range, s.timeZone))).toEqual(
          expectedWeekly(input, s.start, s.end),
        );
      }),
      { numRuns: 100 },
    );
  }, 240_000);

  it('when the account moves to another time zone, then its engine days are attributed by the new local days', async () => {
    const account = await insertAccount(db, 'America/Chicago');
    // Dispatched 2026-03-10 23:30 in Chicago = 2026-03-11 05:30 UTC = 2026-03-11 14:30 in Tokyo.
    const load: TestLoad = {
      trip_id: 'late',
      truck_id: 'truck-0',
      truck_number: 'T1',
      dispatcher: 'Ann Lee',
      sales_agent: null,
      dispatched_at: new Date('2026-03-11T04:30:00Z'),
      delivered_at: null,
      linehaul: 0,
      fuel_surcharge: 0,
      accessorials: 0,
      paid_miles: 0,
    };
    await insertLoads(db, account, [load]);
    await insertEngineDays(db, account, [
      { truck_id: 'truck-0', day: '2026-03-10', idle_time: 100, fuel_consumed: 1000 },
    ]);
    const byDispatcher = async () =>
      (
        await reportRows(
          db,
          account,
          'dispatcher',
          rangeBounds('2026-03-10', '2026-03-10', 'America/Chicago'),
        )
      ).map((r) => [
        r._id,
        r.total_engine_idle_time,
      ]);
    // March whole: from the monthly sums (migration 0014), which are rebuilt too.
    const march = async (timeZone: string) =>
      (
        await reportRows(db, account, 'dispatcher', rangeBounds('2026-03-01', '2026-03-31', timeZone))
      ).map((r) => [r._id, r.total_engine_idle_time]);
    expect(await byDispatcher()).toEqual([['Ann Lee', 100]]);
    expect(await march('America/Chicago')).toEqual([['Ann Lee', 100]]);
    await db.query(`UPDATE accounts SET time_zone = 'Asia/Tokyo' WHERE id = $1`, [account]);
    expect(await byDispatcher()).toEqual([['Unassigned', 100]]);
    expect(await march('Asia/Tokyo')).toEqual([['Unassigned', 100]]);
  });
});
