/**
 * Load-board search over the sandbox board (issue 13):
 *
 * - a sandbox of 50,000 live postings, searched through the real HTTP endpoint
 *   (POST /loadboard/loads/dat) by 20 concurrent clients, each search a different lane, radius
 *   and equipment mix: p50 and p95 (target p95 ≤ 200 ms).
 *
 * The API runs in this process on PGlite (or DATABASE_URL), its sandbox clock the real one; the
 * clients run in a child process (like browsers elsewhere), so they do not take the API's thread.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import { loadConfig, migrations, startApi } from '@fleet/api';
import { createAccount, createUser } from '@fleet/api/admin';
import { LOADBOARD_PATHS } from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { createDatabase, migrate } from '@fleet/service-kit/db';
import { percentile, signIn } from './api-support';

const POSTINGS = 50_000;
const CLIENTS = 20;
const REQUESTS = 2_000;
const CITIES = [
  ['Chicago', 'IL'],
  ['Dallas', 'TX'],
  ['Atlanta', 'GA'],
  ['Los Angeles', 'CA'],
  ['Denver', 'CO'],
  ['Columbus', 'OH'],
  ['Memphis', 'TN'],
  ['Phoenix', 'AZ'],
  ['Charlotte', 'NC'],
  ['Kansas City', 'MO'],
  ['Seattle', 'WA'],
  ['Houston', 'TX'],
] as const;
const RADII = [50, 100, 250, 450, null] as const;
const EQUIPMENT = [['V', 'R', 'F'], ['V', 'R'], ['R'], ['F'], ['V']] as const;

if (process.argv[2] === '--clients') {
  await runClients(process.argv[3]!, process.argv[4]!);
} else {
  await main();
}

async function main(): Promise<void> {
  const user = { email: `loadboard-${Date.now()}@bench.test`, password: 'bench-password' };
  const db = await createDatabase({ url: process.env.DATABASE_URL });
  await migrate(db, migrations);
  const account = await createAccount(db, { name: `Loadboard ${Date.now()}`, useCase: 'carrier' });
  await createUser(db, { account: account.id, ...user });
  const api = await startApi(
    loadConfig({ HOST: '127.0.0.1', PORT: '0', FLEET_SYNC_INTERVAL_MS: '0', LOG_LEVEL: 'silent' }),
    { db, logger: createLogger('bench', 'silent'), loadboardSandbox: { size: POSTINGS } },
  );
  try {
    const base = `http://127.0.0.1:${api.port}`;
    const token = await signIn(base, user);

    const t0 = performance.now();
    const firstCount = await search(base, token, 0);
    console.log(
      `first search (builds the ${POSTINGS.toLocaleString('en-US')}-posting board): ${(performance.now() - t0).toFixed(0)} ms, ${firstCount} matches`,
    );
    for (let i = 0; i < 40; i++) await search(base, token, i);

    const cpu0 = process.cpuUsage();
    // The clients' process reports on stdout; the API keeps serving here meanwhile.
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'bench/loadboard-search.ts',
      '--clients',
      base,
      token,
    ]);
    const cpu = process.cpuUsage(cpu0);
    console.log(
      `${stdout.trim()}; API process ${((cpu.user + cpu.system) / 1000 / REQUESTS).toFixed(1)} ms CPU per search`,
    );
  } finally {
    await api.close();
    await db.close();
  }
}

async function search(base: string, token: string, i: number): Promise<number> {
  const from = CITIES[i % CITIES.length]!;
  const to = CITIES[(i * 7 + 3) % CITIES.length]!;
  const now = Date.now();
  const response = await fetch(`${base}${LOADBOARD_PATHS.searchDat}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      origin: { city: from[0], state: from[1], radius_miles: RADII[i % RADII.length] ?? 450 },
      destination: { city: to[0], state: to[1], radius_miles: RADII[(i * 3 + 1) % RADII.length] },
      equipment: EQUIPMENT[i % EQUIPMENT.length],
      earliest_pickup: new Date(now).toISOString(),
      latest_pickup: new Date(now + 10 * 86_400_000).toISOString(),
    }),
  });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { totalCount: number }).totalCount;
}

async function runClients(base: string, token: string): Promise<void> {
  const latencies: number[] = [];
  let matches = 0;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const started = performance.now();
        matches += await search(base, token, i);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `POST ${LOADBOARD_PATHS.searchDat} over ${POSTINGS.toLocaleString('en-US')} postings: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms (target ≤ 200 ms) at ${CLIENTS} clients; ${(REQUESTS / seconds).toFixed(0)} searches/s, ${Math.round(matches / REQUESTS)} matches per search on average; load average ${loadavg()[0]!.toFixed(1)}`,
  );
}
