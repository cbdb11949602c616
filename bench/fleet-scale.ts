/**
 * Scale of the monitoring calls (issue: fleet data and its engines). One account with about 5,000
 * active and 20,000 delivered trips:
 * - the first sync of a 2,400-truck simulated fleet (providers → tables → engines → views);
 * - engine cost per trip update: projecting every trip from its loaded facts (pure code, no I/O),
 *   in this process and, on PostgreSQL, in a process of its own (bench/fleet-engine-cost.ts);
 * - POST /v1/aggregation/loads at 20 concurrent clients: p50 and p95, and the payload raw and
 *   gzipped (target p95 ≤ 150 ms): active, all delivered, and the delivered trips of the last 7
 *   days (what the web asks for without a date filter); from the bench's own API and, on
 *   PostgreSQL, from an API process of its own on the same database.
 * The simulator keeps 30 days of history, about 10,000 delivered trips for this fleet; the
 * delivered views are then copied under new trip numbers up to 20,000, which is what the list
 * reads. PGlite in memory by default; set DATABASE_URL to measure on PostgreSQL.
 *
 *   pnpm tsx bench/fleet-scale.ts
 *   BENCH_FLEET_TIMES=4 BENCH_DELIVERED=200000 DATABASE_URL=… pnpm tsx bench/fleet-scale.ts
 *
 * BENCH_FLEET_TIMES multiplies the fleet (and, unless BENCH_DELIVERED says otherwise, the
 * delivered trips). Issue 19's "ten times the fleet" is 20,000 active and 200,000 delivered trips:
 * this simulator runs ~2.1 active trips per truck, so 4 × 2,400 trucks give ~20,000 (at
 * BENCH_FLEET_TIMES=10, 24,000 trucks, ~51,000). Its targets: a sync of the whole fleet ≤ 60 s,
 * engine ≤ 0.1 ms per trip update, trip list p95 ≤ 150 ms at 20 clients, active payload ≤ 1.2 MB
 * gzipped. The simulated world (the stand-in for the TMS and the ELD) lives in this process and
 * holds ~190 KB per truck; give node a larger heap past 10,000 trucks (NODE_OPTIONS=
 * --max-old-space-size=…). The peak heap printed is the whole process's.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, migrations, startApi } from '@fleet/api';
import { createAccount, createUser } from '@fleet/api/admin';
import { ensureFleetSource, loadTripFacts } from '@fleet/api/fleet-engine';
import { createLogger } from '@fleet/service-kit';
import { createDatabase, migrate } from '@fleet/service-kit/db';
import { engineCostPerTrip } from './fleet-engine-cost';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const TIMES = Number(process.env.BENCH_FLEET_TIMES ?? 1);
const FLEET = {
  trucks: Math.round(2400 * TIMES),
  trailers: Math.round(2900 * TIMES),
  drivers: Math.round(2600 * TIMES),
  customers: Math.round(400 * TIMES),
};
const DELIVERED_TARGET = Number(process.env.BENCH_DELIVERED ?? 20_000 * TIMES);
const AT_ISSUE_19_SCALE = DELIVERED_TARGET >= 200_000;
const USER = { email: 'scale@bench.test', password: 'bench-password' };

const db = await createDatabase({ url: process.env.DATABASE_URL });
await migrate(db, migrations);
const account = await createAccount(db, { name: `Scale ${Date.now()}`, useCase: 'carrier' });
await createUser(db, { account: account.id, ...USER });
await ensureFleetSource(db, account.id, {
  seed: 'scale',
  epoch: NOW.toISOString(),
  speed: 1,
  size: FLEET,
});

let clock = NOW;
const api = await startApi(
  loadConfig({ HOST: '127.0.0.1', PORT: '0', FLEET_SYNC_INTERVAL_MS: '0', LOG_LEVEL: 'silent' }),
  { db, logger: createLogger('bench', 'silent'), fleetClock: () => clock },
);
let peakHeap = 0;
const heapSampler = setInterval(() => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}, 250);
try {
  let started = performance.now();
  await api.api.fleet.syncAll();
  const syncSeconds = (performance.now() - started) / 1000;
  const [counts] = await db.query<{ active: number; delivered: number }>(
    `SELECT count(*) FILTER (WHERE NOT delivered)::int AS active,
            count(*) FILTER (WHERE delivered)::int AS delivered
       FROM trip_views WHERE account_id = $1`,
    [account.id],
  );
  console.log(
    `first sync (${FLEET.trucks} trucks): ${syncSeconds.toFixed(1)} s for ${counts!.active} active and ${counts!.delivered} delivered trips; peak heap ${(peakHeap / 2 ** 20).toFixed(0)} MiB`,
  );
  // What the sync loop does every minute after that: the whole fleet's news, every active trip
  // projected again.
  clock = new Date(NOW.getTime() + 60_000);
  started = performance.now();
  await api.api.fleet.syncAll();
  console.log(
    `sync of the whole fleet one minute on: ${((performance.now() - started) / 1000).toFixed(1)} s${AT_ISSUE_19_SCALE ? ' (target ≤ 60 s)' : ''}`,
  );
  await db.query(
    `CREATE OR REPLACE FUNCTION earlier(instant text, months int) RETURNS text
       LANGUAGE sql IMMUTABLE AS $$
         SELECT to_char((instant::timestamptz - make_interval(days => 30 * months))
                          AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$`,
  );
  await topUpDelivered(account.id, counts!.delivered);

  const facts = await loadTripFacts(db, account.id, [], clock.toISOString());
  const target = `target ≤ ${AT_ISSUE_19_SCALE ? '0.1' : '0.2'} ms`;
  console.log(
    `engine cost per trip update, in this process (beside the simulated world): ${engineCostPerTrip(facts).toFixed(3)} ms over ${facts.length} trips (${target})`,
  );
  facts.length = 0;
  if (process.env.DATABASE_URL) {
    const own = engineInOwnProcess(account.id, clock.toISOString());
    console.log(
      `engine cost per trip update, in a process of its own (facts from the database): ${own.msPerTrip.toFixed(3)} ms over ${own.trips} trips (${target})`,
    );
  } else {
    console.log(
      'engine cost in a process of its own: needs DATABASE_URL (PGlite here is in memory)',
    );
  }

  // The lists are asked for by clients in a process of their own (bench/fleet-lists.ts), so the
  // simulated world's garbage collections here do not stall the clients.
  await listsFromOwnProcess(
    `http://127.0.0.1:${api.port}`,
    "the bench's API, beside the simulated world",
  );
  if (process.env.DATABASE_URL) {
    // An API fed by a real TMS and ELD holds no simulated world: the same lists from an API
    // process of its own on the same database (its sync loop off), as production runs it.
    const own = await startOwnApi();
    try {
      await listsFromOwnProcess(own.base, 'an API process of its own');
    } finally {
      own.stop();
    }
  }
} finally {
  clearInterval(heapSampler);
  await api.close();
  await db.close();
}

/**
 * Copies the simulator's 30 days of delivered trips under new numbers until the list holds
 * DELIVERED_TARGET: copy k is that history k × 30 days earlier (its day and the summary's dates
 * moved back), as a fleet's older months would be.
 */
async function topUpDelivered(accountId: string, have: number): Promise<void> {
  let copy = 0;
  while (have < DELIVERED_TARGET) {
    copy++;
    const [added] = await db.query<{ n: number }>(
      `WITH copied AS (
         INSERT INTO trip_views (account_id, trip_id, trip_num, delivered, trip_day, summary,
                                 detail, updated_at)
         SELECT account_id, trip_id || '-c' || $2, trip_num || '-C' || $2, delivered,
                trip_day - 30 * $2::int,
                jsonb_set(jsonb_set(jsonb_set(summary, '{trip_num}', to_jsonb(trip_num || '-C' || $2)),
                  '{deliver_date}', to_jsonb(earlier(summary->>'deliver_date', $2::int))),
                  '{last_stop,datetime}', to_jsonb(earlier(summary->'last_stop'->>'datetime', $2::int))),
                detail, updated_at
           FROM trip_views WHERE account_id = $1 AND delivered AND trip_id NOT LIKE '%-c%'
          LIMIT $3
         RETURNING 1)
       SELECT count(*)::int AS n FROM copied`,
      [accountId, String(copy), DELIVERED_TARGET - have],
    );
    have += added!.n;
  }
  console.log(`delivered trips in the list: ${have}`);
}

/** The API's main.ts on the bench's database, its fleet sync loop off; resolves once it answers. */
async function startOwnApi(): Promise<{ base: string; stop: () => void }> {
  const port = 3900 + Math.floor(Math.random() * 500);
  const work = mkdtempSync(path.join(tmpdir(), 'fleet-scale-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      FLEET_SYNC_INTERVAL_MS: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(work, 'api'),
      OUTBOX_DIR: path.join(work, 'outbox'),
      FILES_DIR: path.join(work, 'files'),
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the API process did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * bench/fleet-lists.ts in a child process, its lines printed here; asynchronous, since the
 * bench's own API answers from this process's event loop.
 */
function listsFromOwnProcess(base: string, where: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(new URL('./fleet-lists.ts', import.meta.url)),
      base,
      USER.email,
      USER.password,
      clock.toISOString(),
      where,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`fleet-lists.ts exited with ${code}`)),
    );
  });
}

/** bench/fleet-engine-cost.ts in a child process: the engine without this process's heap. */
function engineInOwnProcess(accountId: string, at: string): { trips: number; msPerTrip: number } {
  const out = execFileSync(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(new URL('./fleet-engine-cost.ts', import.meta.url)),
      accountId,
      at,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as { trips: number; msPerTrip: number };
}
