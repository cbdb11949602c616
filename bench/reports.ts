/**
 * Analytics reports (issue 17): one account with a 2,400-truck fleet over 2026 (a load every
 * 3.5 days per truck: 249,600 loads; an engine day per truck per day: 876,000; a fuel purchase
 * every 3.5 days per truck: 249,600), then GET /v1/reports/dashboard-data/{sales-agent,
 * dispatcher,truck} and /v1/reports/weekly over the whole year and over one week, one client,
 * 30 runs each after 3 warm-ups (target: p95 ≤ 300 ms per report over one year), on PGlite and
 * on PostgreSQL (DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/test, in a schema of
 * its own dropped at the end).
 *
 * The rows are written through the tables' triggers (migration 0013 attributes each engine day
 * and purchase to its load as it is written), loads first, as a fleet sync writes them.
 *
 *   npx tsx bench/reports.ts                  # PGlite, then PostgreSQL
 *   npx tsx bench/reports.ts --only=postgres  # or --only=pglite
 */
import { loadavg } from 'node:os';
import { loadConfig, migrations, startApi } from '@fleet/api';
import { REPORT_KINDS, REPORT_PATHS, reportPath } from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { type Database, migrate } from '@fleet/service-kit/db';
import { accountWithFlag, onEachDatabase, percentile, signIn } from './api-support';

const TRUCKS = 2_400;
const RUNS = 30;
const WARM_UPS = 3;
/** The year is over: "today" is New Year's Day 2027 in Chicago. */
const NOW = new Date('2027-01-01T18:00:00Z');
const RANGES = {
  year: 'date_range_type=CUSTOM&start_date=2026-01-01&end_date=2026-12-31',
  week: 'date_range_type=CUSTOM&start_date=2026-06-14&end_date=2026-06-20',
};

await onEachDatabase('bench_reports', bench);

async function bench(
  name: string,
  open: () => Promise<Database>,
  cleanUp?: (db: Database) => Promise<void>,
): Promise<void> {
  console.log(`\n== ${name}`);
  const db = await open();
  await migrate(db, migrations);
  const { accountId, user } = await accountWithFlag(db, 'Reports', 'REPORTS');
  const api = await startApi(
    loadConfig({ HOST: '127.0.0.1', PORT: '0', FLEET_SYNC_INTERVAL_MS: '0', LOG_LEVEL: 'silent' }),
    { db, logger: createLogger('bench', 'silent'), fleetClock: () => NOW },
  );
  try {
    await seed(db, accountId);
    const base = `http://127.0.0.1:${api.port}`;
    const token = await signIn(base, user);
    const paths = [...REPORT_KINDS.map((kind) => reportPath(kind)), REPORT_PATHS.weekly];
    for (const [rangeName, query] of Object.entries(RANGES)) {
      for (const path of paths) {
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < WARM_UPS + RUNS; i++) {
          const t0 = performance.now();
          const res = await fetch(`${base}${path}?${query}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const body = (await res.json()) as { data: unknown[] };
          if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
          if (i >= WARM_UPS) times.push(performance.now() - t0);
          rows = body.data.length;
        }
        times.sort((a, b) => a - b);
        const at = (p: number) => percentile(times, p);
        console.log(
          `${path} over the ${rangeName} (${rows} rows): p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms${rangeName === 'year' && path !== REPORT_PATHS.weekly ? ' (target ≤ 300 ms)' : ''}; load average ${loadavg()[0]!.toFixed(1)}`,
        );
      }
    }
  } finally {
    await api.close();
    await cleanUp?.(db);
    await db.close();
  }
}

/** A year of a 2,400-truck fleet, written in slices of trucks (multi-row INSERT … SELECT). */
async function seed(db: Database, accountId: string): Promise<void> {
  const slice = 200;
  const timed = async (what: string, sql: string) => {
    const t0 = performance.now();
    for (let first = 1; first <= TRUCKS; first += slice) {
      await db.query(sql, [accountId, first, Math.min(TRUCKS, first + slice - 1)]);
    }
    console.log(`${what} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  // Every 84 hours from 2025-12-29 (so the first days of 2026 are on a load), 60 hours each;
  // 40 dispatchers, 25 sales agents, one load in 17 without a sales agent.
  await timed(
    'loads (249,600 + the last days of 2025)',
    `INSERT INTO load_revenue (account_id, trip_id, source, truck_id, truck_number, dispatcher,
       sales_agent, dispatched_at, delivered_at, linehaul, fuel_surcharge, accessorials, paid_miles)
     SELECT $1, 'trip-' || t || '-' || n, 'fleet', 'truck-' || t, (1000 + t)::text,
       'Dispatcher ' || (t % 40),
       CASE WHEN n % 17 = 0 THEN NULL ELSE 'Sales Agent ' || ((t + n) % 25) END,
       timestamptz '2025-12-29 06:00-06' + (n * 84 + t % 24) * interval '1 hour',
       timestamptz '2025-12-29 06:00-06' + (n * 84 + t % 24 + 60) * interval '1 hour',
       1500 + (t * n) % 900, 180 + (t + n) % 60, (n % 5) * 50, 500 + (t + n) % 400
     FROM generate_series($2::int, $3::int) t, generate_series(0, 105) n`,
  );
  await timed(
    'engine days (876,000)',
    `INSERT INTO truck_engine_days (account_id, truck_id, day, idle_time, fuel_consumed)
     SELECT $1, 'truck-' || t, date '2026-01-01' + d, 36000 * ((t + d) % 50),
       3785 * (60 + (t * d) % 70)
     FROM generate_series($2::int, $3::int) t, generate_series(0, 364) d`,
  );
  await timed(
    'fuel purchases (249,600)',
    `INSERT INTO fuel_purchases (account_id, id, truck_id, purchased_at, gallons, amount, station)
     SELECT $1, 'fuel-' || t || '-' || n, 'truck-' || t,
       timestamptz '2026-01-01 10:00-06' + (n * 84 + t % 30) * interval '1 hour',
       100 + (t + n) % 80, round((100 + (t + n) % 80) * (3.60 + (n % 9) * 0.05), 2),
       'Pilot #' || (t % 300)
     FROM generate_series($2::int, $3::int) t, generate_series(0, 103) n`,
  );
  await db.exec('ANALYZE load_revenue; ANALYZE truck_engine_days; ANALYZE fuel_purchases');
}
