import {
  REPORT_KINDS,
  REPORT_MESSAGES,
  REPORT_PATHS,
  type ReportResponse,
  reportPath,
  reportResponseSchema,
  weeklyReportResponseSchema,
} from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { setFeatureFlag } from '../../identity/domain/feature-flags';
import { type ApiHarness, BROKER, CARRIER, errorOf, useApi } from '../../test-support/api-harness';
import {
  insertEngineDays,
  insertLoads,
  insertPurchases,
  type TestLoad,
} from '../reports.test-helper';

/** Saturday 2026-03-14 23:30 in Los Angeles (PDT), already Sunday 01:30 in Chicago (CDT). */
const NOW = new Date('2026-03-15T06:30:00Z');

const PATHS = [...REPORT_KINDS.map(reportPath), REPORT_PATHS.weekly];

async function accountOf(api: ApiHarness, email: string) {
  const [row] = await api.db.query<{ account_id: string }>(
    'SELECT account_id::text AS account_id FROM users WHERE email = $1',
    [email],
  );
  return row!.account_id;
}

/** An account of the demo seed with no report rows but the test's, in a time zone. */
async function emptyAccount(api: ApiHarness, who: typeof CARRIER, timeZone = 'America/Chicago') {
  const account = await accountOf(api, who.email);
  for (const table of ['load_revenue', 'truck_engine_days', 'fuel_purchases']) {
    await api.db.query(`DELETE FROM ${table} WHERE account_id = $1`, [account]);
  }
  await api.db.query('UPDATE accounts SET time_zone = $2 WHERE id = $1', [account, timeZone]);
  return { account, token: (await api.signIn(who)).access_token };
}

const load = (o: Partial<TestLoad> & Pick<TestLoad, 'trip_id' | 'dispatched_at'>): TestLoad => ({
  truck_id: 'truck-1',
  truck_number: '101',
  dispatcher: 'Ann Lee',
  sales_agent: 'Sam Cole',
  delivered_at: null,
  linehaul: 100_000,
  fuel_surcharge: 10_000,
  accessorials: 0,
  paid_miles: 5_000,
  ...o,
});

async function get(api: ApiHarness, token: string, path: string, query = '') {
  return api.fetch(`${path}${query ? `?${query}` : ''}`, { token });
}

async function report(api: ApiHarness, token: string, path: string, query = '') {
  const res = await get(api, token, path, query);
  expect(res.status, await res.clone().text()).toBe(200);
  return reportResponseSchema.parse(await res.json());
}

const revenueOf = (answer: ReportResponse) => answer.data.map((r) => [r._id, r.total_revenue]);

describe.each(testBackends())('reports on $name', (backend) => {
  const api = useApi(backend, {}, { fleetClock: () => NOW });

  it("when weeks are read in Los Angeles, then they run Sunday to Saturday there, and today is Los Angeles' today", async () => {
    const { account, token } = await emptyAccount(api, CARRIER, 'America/Los_Angeles');
    await insertLoads(api.db, account, [
      // Saturday 2026-03-07 23:30 PST (already Sunday 01:30 in Chicago).
      load({
        trip_id: 'a',
        dispatched_at: new Date('2026-03-06T12:00:00Z'),
        delivered_at: new Date('2026-03-08T07:30:00Z'),
      }),
      // Saturday 2026-03-14 23:00 PDT (Sunday 01:00 in Chicago).
      load({
        trip_id: 'b',
        dispatched_at: new Date('2026-03-12T12:00:00Z'),
        delivered_at: new Date('2026-03-15T06:00:00Z'),
        linehaul: 200_000,
      }),
    ]);
    const current = await report(api, token, reportPath('truck'));
    expect([current.start_date, current.end_date]).toEqual(['2026-03-08', '2026-03-14']);
    expect(revenueOf(current)).toEqual([['101', 2_100]]);
    const previous = await report(api, token, reportPath('truck'), 'date_range_type=PREVIOUS_WEEK');
    expect([previous.start_date, previous.end_date]).toEqual(['2026-03-01', '2026-03-07']);
    expect(revenueOf(previous)).toEqual([['101', 1_100]]);
    const weeklyRes = await get(
      api,
      token,
      REPORT_PATHS.weekly,
      'date_range_type=CUSTOM&start_date=2026-03-03&end_date=2026-03-14',
    );
    expect(weeklyRes.status).toBe(200);
    expect(weeklyReportResponseSchema.parse(await weeklyRes.json()).data).toEqual([
      { week_start: '2026-03-01', total_revenue: 1_100, total_paid_miles: 500, load_count: 1 },
      { week_start: '2026-03-08', total_revenue: 2_100, total_paid_miles: 500, load_count: 1 },
    ]);
    // Sunday 2026-03-15 is tomorrow in Los Angeles, but already today for a dispatcher east of
    // it: answered up to Los Angeles' today. Monday 2026-03-16 is the future everywhere.
    const eastern = await get(
      api,
      token,
      reportPath('truck'),
      'date_range_type=CUSTOM&start_date=2026-03-09&end_date=2026-03-15',
    );
    expect(eastern.status).toBe(200);
    expect(reportResponseSchema.parse(await eastern.json())).toMatchObject({
      start_date: '2026-03-09',
      end_date: '2026-03-14',
    });
    const future = await get(
      api,
      token,
      reportPath('truck'),
      'date_range_type=CUSTOM&start_date=2026-03-09&end_date=2026-03-16',
    );
    expect(future.status).toBe(400);
    expect((await errorOf(future)).message).toBe(REPORT_MESSAGES.futureDate);

    // The same loads read in Chicago, where it is Sunday 2026-03-15 already.
    await api.db.query(`UPDATE accounts SET time_zone = 'America/Chicago' WHERE id = $1`, [
      account,
    ]);
    const chicago = await report(api, token, reportPath('truck'));
    expect([chicago.start_date, chicago.end_date]).toEqual(['2026-03-15', '2026-03-15']);
    expect(revenueOf(chicago)).toEqual([['101', 2_100]]);
    const lastWeek = await report(api, token, reportPath('truck'), 'date_range_type=PREVIOUS_WEEK');
    expect(revenueOf(lastWeek)).toEqual([['101', 1_100]]);
  });

  it('when a truck works two loads with a day between them, then each engine day and purchase goes to the load it was on or last on, and the estimate prices the fuel burnt at the average paid', async () => {
    const { account, token } = await emptyAccount(api, CARRIER);
    // Chicago is UTC-6 until 2026-03-08.
    await insertEngineDays(
      api.db,
      account,
      ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map(
        (day, i) => ({
          truck_id: 'truck-1',
          day,
          idle_time: 360_000 * (i + 1),
          fuel_consumed: 378_541,
        }),
      ),
    );
    await insertPurchases(api.db, account, [
      // Friday 10:00, before the second load: the first load's.
      {
        id: 'f1',
        truck_id: 'truck-1',
        purchased_at: new Date('2026-03-06T16:00:00Z'),
        gallons: 100_000,
        amount: 40_000,
      },
      // Friday 16:00, on the second load.
      {
        id: 'f2',
        truck_id: 'truck-1',
        purchased_at: new Date('2026-03-06T22:00:00Z'),
        gallons: 100_000,
        amount: 30_000,
      },
    ]);
    // Written after the engine days and purchases, as a TMS sync may: they are re-attributed.
    await insertLoads(api.db, account, [
      load({
        trip_id: 'first',
        dispatcher: 'Ann Lee',
        sales_agent: null,
        dispatched_at: new Date('2026-03-02T14:00:00Z'),
        delivered_at: new Date('2026-03-04T20:00:00Z'),
      }),
      load({
        trip_id: 'second',
        dispatcher: 'Bob Ray',
        sales_agent: '  ',
        dispatched_at: new Date('2026-03-06T20:00:00Z'),
        delivered_at: null,
      }),
    ]);
    const range = 'date_range_type=CUSTOM&start_date=2026-03-01&end_date=2026-03-07';
    const dispatchers = await report(api, token, reportPath('dispatcher'), range);
    const row = (id: string) => dispatchers.data.find((r) => r._id === id)!;
    expect(dispatchers.data.map((r) => r._id)).toEqual(['Ann Lee', 'Bob Ray', 'Unassigned']);
    // Sunday, before the truck's first load: nobody's.
    expect(row('Unassigned')).toMatchObject({ load_count: 0, total_engine_idle_time: 360_000 });
    // Monday to Thursday (Thursday: between the loads, the last one's).
    expect(row('Ann Lee')).toMatchObject({
      total_revenue: 1_100,
      total_paid_miles: 500,
      load_count: 1,
      total_engine_idle_time: 360_000 * (2 + 3 + 4 + 5),
      total_fuel_consumed: 4 * 378_541,
      total_fuel_quantity: 100,
      total_fuel_purchase_amount: 400,
      // 4 × 100 gallons burnt × $3.50 (700 dollars for 200 gallons bought in the range).
      total_est_fuel_energy_cost: 1_400,
    });
    // Friday: the truck ends the day on the second load (not delivered: no revenue yet).
    expect(row('Bob Ray')).toMatchObject({
      load_count: 0,
      total_engine_idle_time: 360_000 * 6,
      total_fuel_quantity: 100,
      total_fuel_purchase_amount: 300,
      total_est_fuel_energy_cost: 350,
    });
    // No sales agent named on either load: one 'Unassigned' row holds everything.
    const agents = await report(api, token, reportPath('sales-agent'), range);
    expect(agents.data.map((r) => [r._id, r.load_count, r.total_fuel_consumed])).toEqual([
      ['Unassigned', 1, 6 * 378_541],
    ]);
  });

  it('when the range is bad, then every report answers 400 with the message for it', async () => {
    const { token } = await emptyAccount(api, CARRIER);
    const cases: Array<[string, string]> = [
      ['date_range_type=CUSTOM&start_date=2026-03-01', REPORT_MESSAGES.customRangeNeedsBothEnds],
      ['date_range_type=CUSTOM&end_date=2026-03-01', REPORT_MESSAGES.customRangeNeedsBothEnds],
      [
        'date_range_type=CUSTOM&start_date=2026-03-05&end_date=2026-03-01',
        REPORT_MESSAGES.startAfterEnd,
      ],
      // Today in Chicago is Sunday 2026-03-15; Monday is today for a dispatcher east of it.
      [
        'date_range_type=CUSTOM&start_date=2026-03-10&end_date=2026-03-17',
        REPORT_MESSAGES.futureDate,
      ],
      [
        'date_range_type=CUSTOM&start_date=2027-01-01&end_date=2027-01-02',
        REPORT_MESSAGES.futureDate,
      ],
      [
        'date_range_type=CUSTOM&start_date=2025-03-13&end_date=2026-03-14',
        REPORT_MESSAGES.rangeTooLong,
      ],
      [
        'date_range_type=CUSTOM&start_date=2026-02-30&end_date=2026-03-01',
        REPORT_MESSAGES.notACalendarDate,
      ],
      [
        'date_range_type=CUSTOM&start_date=03/01/2026&end_date=2026-03-01',
        'Dates must be YYYY-MM-DD',
      ],
    ];
    for (const path of PATHS) {
      for (const [query, message] of cases) {
        const res = await get(api, token, path, query);
        expect(res.status, `${path}?${query}`).toBe(400);
        const error = await errorOf(res);
        expect(error.code).toBe('validation/invalid');
        expect(error.message, `${path}?${query}`).toBe(message);
      }
      const unknownType = await get(api, token, path, 'date_range_type=LAST_YEAR');
      expect(unknownType.status).toBe(400);
    }
    // 366 days (2025-03-14 to 2026-03-14) is the longest range answered.
    const longest = await report(
      api,
      token,
      reportPath('dispatcher'),
      'date_range_type=CUSTOM&start_date=2025-03-14&end_date=2026-03-14',
    );
    expect([longest.start_date, longest.end_date]).toEqual(['2025-03-14', '2026-03-14']);
  });

  it('when the REPORTS flag is off or there is no session, then the reports are refused', async () => {
    const { account, token } = await emptyAccount(api, CARRIER);
    await setFeatureFlag(api.db, account, 'REPORTS', false);
    for (const path of PATHS) {
      const off = await get(api, token, path);
      expect(off.status).toBe(403);
      expect((await errorOf(off)).code).toBe('feature/disabled');
      expect((await get(api, '', path)).status).toBe(401);
    }
  });

  it("when two accounts have reports, then neither sees the other's rows", async () => {
    const a = await emptyAccount(api, CARRIER);
    const b = await emptyAccount(api, BROKER);
    const delivered = new Date('2026-03-12T18:00:00Z');
    await insertLoads(api.db, a.account, [
      load({
        trip_id: 'same-id',
        dispatched_at: new Date('2026-03-10T12:00:00Z'),
        delivered_at: delivered,
      }),
    ]);
    await insertLoads(api.db, b.account, [
      load({
        trip_id: 'same-id',
        truck_number: '909',
        dispatcher: 'Broker Person',
        sales_agent: 'Broker Agent',
        linehaul: 900_000,
        dispatched_at: new Date('2026-03-10T12:00:00Z'),
        delivered_at: delivered,
      }),
    ]);
    // The same truck id in both accounts, with engine days in both.
    await insertEngineDays(api.db, a.account, [
      { truck_id: 'truck-1', day: '2026-03-11', idle_time: 1, fuel_consumed: 10 },
    ]);
    await insertEngineDays(api.db, b.account, [
      { truck_id: 'truck-1', day: '2026-03-11', idle_time: 5, fuel_consumed: 50 },
    ]);
    const range = 'date_range_type=CUSTOM&start_date=2026-03-08&end_date=2026-03-14';
    const ofA = await report(api, a.token, reportPath('dispatcher'), range);
    expect(ofA.data.map((r) => [r._id, r.total_revenue, r.total_engine_idle_time])).toEqual([
      ['Ann Lee', 1_100, 1],
    ]);
    const ofB = await report(api, b.token, reportPath('truck'), range);
    expect(ofB.data.map((r) => [r._id, r.total_revenue, r.total_engine_idle_time])).toEqual([
      ['909', 9_100, 5],
    ]);
    const agentsB = await report(api, b.token, reportPath('sales-agent'), range);
    expect(agentsB.data.map((r) => r._id)).toEqual(['Broker Agent']);
  });
});
