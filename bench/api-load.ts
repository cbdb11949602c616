/**
 * Load test of the API (issue 19): 200 simulated dispatchers at the mix a dispatcher's browser
 * makes, driven by autocannon over loopback against the API in its own process
 * (`packages/api/src/main.ts`, as deployed), with Redis at 127.0.0.1:6379 for the rate limiters
 * (shared by replicas), as production runs it.
 *
 * Database: PostgreSQL at 127.0.0.1:5432 (trust auth; DATABASE_URL's server when set) in a fresh
 * database created for the run and dropped at the end; `--pglite` runs on the embedded default
 * (PGlite in a temp DATA_DIR) instead. The demo data (SEED_DEMO, the Demo Carrier's simulated
 * fleet, its first sync) is what the lists and trips are; 20 more users are added to the Demo
 * Carrier before the API starts, so the dispatchers sign in as 21 different users.
 *
 * The mix, from the web app (packages/web/src/features):
 * - sign-in: once per dispatcher (POST /v1/auth/sign-in), 20 at a time (the morning rush). The
 *   limiter counts failures only (identity/domain/rate-limits.ts): the right passwords are never
 *   held back, and the limiter is left as it is.
 * - home counts: GET /v1/aggregation/summary on /home; cached like the trip list: 1 per 10 min.
 * - active trip list: POST /v1/aggregation/loads {} on the exception lists; cached by the
 *   browser for 10 minutes (monitoring/api/get-trips.ts TRIP_LIST_STALE_TIME): 1 per 10 min.
 * - delivered trip list: POST /v1/aggregation/loads {trip_status: 'DELIVERED'} when a list's
 *   'completed' filter is on; same 10-minute cache: counted 1 per 10 min.
 * - trip detail: GET /v1/aggregation/loads/{trip}, on a click, and every 60 s while the trip is
 *   open (trip-details/api/get-trip.ts): 1 per minute.
 * - notifications: GET /v1/notifications?limit=20, the bell's poll every 60 s
 *   (notifications/api/get-notifications.ts): 1 per minute.
 * So a dispatcher's 10 minutes are 23 requests: 1 home count, 1 active list, 1 delivered list, 10
 * trip details (each a different trip), 10 notification polls, in that proportion and
 * interleaved — about 2.3 requests a minute. Each simulated dispatcher is one autocannon
 * connection (keep-alive, gzip accepted, its own bearer token) cycling through its 23 requests at
 * `--rate` requests per second (default 1: each dispatcher ~26 times a browser's pace, so 200
 * dispatchers here load the API like ~5,200 dispatchers would). The 200 connections are 10
 * autocannon instances of 20, started 100 ms apart, so the per-second rate limiting does not
 * fire all 200 at one instant.
 *
 * Reported per route: requests, p50/p95/p99 latency (ms, from autocannon's response events),
 * non-2xx and errors (connection errors and timeouts); throughput overall. Target: p95 ≤ 300 ms
 * for each route of the mix, p95 ≤ 1 s for sign-in (argon2id, 19 MiB × 2 passes, is meant to be
 * costly; 20 at once), and 0 errors / 0 non-2xx.
 *
 *   pnpm tsx bench/api-load.ts                 # PostgreSQL, 30 s
 *   pnpm tsx bench/api-load.ts --pglite        # the embedded default (PGlite)
 *   pnpm tsx bench/api-load.ts --seconds=60 --dispatchers=200 --rate=1
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { migrations, seedDemo } from '@fleet/api';
import { createUser } from '@fleet/api/admin';
import { AUTH_PATHS, FLEET_PATHS } from '@fleet/contracts';
import { createDatabase, migrate } from '@fleet/service-kit/db';
import autocannon from 'autocannon';
import pg from 'pg';
import { percentile } from './api-support';
import { ROOT } from './embedded-process';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const SECONDS = arg('seconds', 30);
const DISPATCHERS = arg('dispatchers', 200);
const RATE = arg('rate', 1);
const PGLITE = process.argv.includes('--pglite');
const EXTRA_USERS = 20;
const GROUP = 20;
const TARGET_P95_MS = 300;
const SIGN_IN_TARGET_P95_MS = 1_000;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DEMO = { email: 'dispatcher@demo.test', password: 'dispatch-demo' };
const users = [
  DEMO,
  ...Array.from({ length: EXTRA_USERS }, (_, i) => ({
    email: `dispatcher${i + 1}@load.bench.test`,
    password: 'bench-dispatch-password',
  })),
];

type Route =
  | 'sign-in'
  | 'home counts'
  | 'active list'
  | 'delivered list'
  | 'trip detail'
  | 'notifications';
interface RouteStats {
  latencies: number[];
  non2xx: number;
  statuses: Map<number, number>;
}
const stats = new Map<Route, RouteStats>();
const statsOf = (route: Route) => {
  const s: RouteStats = stats.get(route) ?? { latencies: [], non2xx: 0, statuses: new Map() };
  stats.set(route, s);
  return s;
};

const work = mkdtempSync(path.join(tmpdir(), 'fleet-api-load-'));
const adminUrl = new URL(
  process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
);
const dbName = `bench_api_load_${Date.now().toString(36)}`;
const databaseUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
let api: ChildProcess | undefined;

try {
  if (!PGLITE) await adminQuery(`CREATE DATABASE "${dbName}"`);
  // Demo data and the extra dispatchers, written before the API opens the database (PGlite's
  // directory has one owner at a time).
  const db = await createDatabase(
    PGLITE ? { dataDir: path.join(work, 'api') } : { url: databaseUrl },
  );
  await migrate(db, migrations);
  await seedDemo(db);
  const [account] = await db.query<{ id: string }>(
    `SELECT id FROM accounts WHERE name = 'Demo Carrier'`,
  );
  for (const user of users.slice(1)) await createUser(db, { account: account!.id, ...user });
  await db.close();

  const port = 3900 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(work, 'api'),
    OUTBOX_DIR: path.join(work, 'outbox'),
    FILES_DIR: path.join(work, 'files'),
    REDIS_URL,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  if (PGLITE) delete env.DATABASE_URL;
  api = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  const probe = await waitForTrips(base);
  console.log(
    `API on ${PGLITE ? 'PGlite (embedded default)' : 'PostgreSQL'} + Redis, demo fleet synced: ${probe.active} active, ${probe.delivered} delivered trips (${((performance.now() - started) / 1000).toFixed(1)} s after start)`,
  );

  // Sign-in: every dispatcher once, 20 at a time, through autocannon.
  const tokens: string[] = [];
  let signIns = 0;
  const signInRun = await runCannon(
    {
      url: base,
      connections: Math.min(GROUP, DISPATCHERS),
      amount: DISPATCHERS,
      requests: [
        {
          method: 'POST',
          path: AUTH_PATHS.signIn,
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            const user = users[signIns++ % users.length]!;
            return { ...request, body: JSON.stringify(user) };
          },
          onResponse: (status, body) => {
            if (status === 200)
              tokens.push((JSON.parse(body) as { access_token: string }).access_token);
          },
        },
      ],
    },
    () => 'sign-in',
  );
  if (tokens.length < DISPATCHERS) {
    throw new Error(`only ${tokens.length} of ${DISPATCHERS} sign-ins succeeded`);
  }

  // The load: one connection per dispatcher, its 23-request cycle.
  const gzip = { 'accept-encoding': 'gzip, deflate, br' };
  const trips = probe.tripNums;
  const cycle = (d: number): autocannon.Request[] => {
    const auth = { ...gzip, authorization: `Bearer ${tokens[d]}` };
    const post = (body: object) => ({
      method: 'POST' as const,
      path: FLEET_PATHS.loads,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const requests: autocannon.Request[] = [
      { method: 'GET', path: FLEET_PATHS.summary, headers: auth },
      post({}),
    ];
    for (let i = 0; i < 10; i++) {
      const trip = trips[(d * 10 + i) % trips.length]!;
      requests.push({
        method: 'GET',
        path: `${FLEET_PATHS.loads}/${encodeURIComponent(trip)}`,
        headers: auth,
      });
      requests.push({
        method: 'GET',
        path: `${FLEET_PATHS.notifications}?limit=20`,
        headers: auth,
      });
      if (i === 4) requests.push(post({ trip_status: 'DELIVERED' }));
    }
    // Each dispatcher starts at a different point of its cycle.
    const shift = d % requests.length;
    return [...requests.slice(shift), ...requests.slice(0, shift)];
  };
  const routeOf = (request: { method?: string; path?: string; body?: unknown }): Route => {
    if (request.method === 'POST') {
      return String(request.body).includes('DELIVERED') ? 'delivered list' : 'active list';
    }
    if (request.path === FLEET_PATHS.summary) return 'home counts';
    return request.path?.startsWith(FLEET_PATHS.notifications) ? 'notifications' : 'trip detail';
  };

  console.log(
    `${DISPATCHERS} dispatchers, ${RATE} request/s each, ${SECONDS} s (load average ${loadavg()[0]!.toFixed(1)} before)`,
  );
  const cpu0 = cpuSeconds(api.pid!);
  const t0 = performance.now();
  const groups = Math.ceil(DISPATCHERS / GROUP);
  const runs = await Promise.all(
    Array.from({ length: groups }, async (_, g) => {
      await new Promise((r) => setTimeout(r, (g * 1000) / groups));
      let next = g * GROUP;
      return runCannon(
        {
          url: base,
          connections: Math.min(GROUP, DISPATCHERS - g * GROUP),
          connectionRate: RATE,
          duration: SECONDS,
          timeout: 10,
          setupClient: (client) => {
            client.setRequests(cycle(next++));
          },
        },
        (client) => routeOf(client.requestIterator.currentRequest),
      );
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const apiCpu = cpuSeconds(api.pid!) - cpu0;
  const load = loadavg();

  console.log('\nroute            requests   p50 ms   p95 ms   p99 ms   non-2xx   target p95');
  let total = 0;
  let met = true;
  for (const route of [
    'sign-in',
    'home counts',
    'active list',
    'delivered list',
    'trip detail',
    'notifications',
  ] as Route[]) {
    const s = statsOf(route);
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const p = (q: number) => (sorted.length ? percentile(sorted, q).toFixed(0) : '-');
    const p95 = sorted.length ? percentile(sorted, 0.95) : Number.POSITIVE_INFINITY;
    if (route !== 'sign-in') total += sorted.length;
    const target = route === 'sign-in' ? SIGN_IN_TARGET_P95_MS : TARGET_P95_MS;
    const ok = p95 <= target && s.non2xx === 0;
    met &&= ok;
    const codes = [...s.statuses].filter(([code]) => code >= 300).map(([c, n]) => `${c}×${n}`);
    console.log(
      `${route.padEnd(16)} ${String(sorted.length).padStart(8)} ${p(0.5).padStart(8)} ${p(0.95).padStart(8)} ${p(0.99).padStart(8)} ${String(s.non2xx).padStart(9)}   ≤ ${target} ms ${ok ? 'met' : 'NOT met'}${codes.length ? ` (${codes.join(', ')})` : ''}`,
    );
  }
  const errors = [signInRun, ...runs].reduce((n, r) => n + r.errors, 0);
  const timeouts = [signInRun, ...runs].reduce((n, r) => n + r.timeouts, 0);
  console.log(
    `\nthroughput ${(total / elapsed).toFixed(0)} requests/s over ${elapsed.toFixed(1)} s (${total} answered; ${DISPATCHERS * RATE}/s offered); API process ${((apiCpu / elapsed) * 100).toFixed(0)} % of a core, ${((apiCpu * 1000) / total).toFixed(1)} ms CPU per request; errors ${errors} (timeouts ${timeouts}); sign-in ${tokens.length}/${DISPATCHERS}`,
  );
  console.log(
    `target: p95 ≤ ${TARGET_P95_MS} ms per route (sign-in ≤ ${SIGN_IN_TARGET_P95_MS} ms) and 0 errors — ${met && errors === 0 ? 'met' : 'NOT met'}; load average ${load.map((l) => l.toFixed(1)).join(' ')} (provisional on a shared 2-core machine)`,
  );
} finally {
  if (api && api.exitCode === null) {
    await new Promise<void>((resolve) => {
      api!.once('exit', () => resolve());
      api!.kill('SIGTERM');
      setTimeout(() => api!.kill('SIGKILL'), 15_000).unref();
    });
  }
  if (!PGLITE) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
}

/** Runs autocannon; each answer's latency and status go to the route `routeOf` names. */
function runCannon(
  options: autocannon.Options,
  routeOf: (
    client: autocannon.Client & { requestIterator: { currentRequest: autocannon.Request } },
  ) => Route,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      const s = statsOf(routeOf(client as never));
      s.latencies.push(responseTime);
      s.statuses.set(statusCode, (s.statuses.get(statusCode) ?? 0) + 1);
      if (statusCode < 200 || statusCode >= 300) s.non2xx++;
    });
  });
}

/** Waits until the API answers and the demo fleet's first sync has filled the active list. */
async function waitForTrips(
  base: string,
): Promise<{ active: number; delivered: number; tripNums: string[] }> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (api?.exitCode !== null) throw new Error(`the API exited (${api?.exitCode})`);
    try {
      const res = await fetch(`${base}${AUTH_PATHS.signIn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      if (res.ok) {
        const { access_token: token } = (await res.json()) as { access_token: string };
        const list = async (body: object) => {
          const r = await fetch(`${base}${FLEET_PATHS.loads}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return r.ok ? ((await r.json()) as Array<{ trip_num: string }>) : [];
        };
        const active = await list({});
        if (active.length > 0) {
          const delivered = await list({ trip_status: 'DELIVERED' });
          return {
            active: active.length,
            delivered: delivered.length,
            tripNums: active.map((t) => t.trip_num),
          };
        }
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error('the demo fleet had no active trips within 300 s');
}

/** User + system CPU seconds of a process so far (Linux /proc; clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
