/**
 * Task list (issue 14): one account with 10,000 tasks (types, departments and drivers joined),
 * POST /v1/tasks/task/all answered to 20 concurrent clients (target p95 ≤ 150 ms).
 *
 * - read-only: every request gets the whole list (a first load); then tabs that keep the list
 *   they got and send its ETag (If-None-Match), as the screen's refetch can: 304 while unchanged;
 * - with writes: meanwhile a dispatcher resolves a task every second, so the list changes and
 *   each replica's cached answer is rebuilt (the honest case).
 *
 * The API runs in this process on PGlite (or DATABASE_URL); the clients run in a child process
 * with node:http, native like a browser's network stack. The answer time is measured as
 * bench/fleet-scale.ts measures the trip list: until the last gzip byte has arrived (the target).
 * A second figure has the clients also inflate each 9 MB body on the same two cores, which real
 * browsers do on their own machines: it shows what sharing the cores with 20 clients costs.
 */
import { execFile } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { loadConfig, migrations, startApi } from '@fleet/api';
import { createAccount, createUser } from '@fleet/api/admin';
import { TASK_PATHS } from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { createDatabase, migrate } from '@fleet/service-kit/db';
import { percentile, signIn } from './api-support';

const TASKS = 10_000;
const CLIENTS = 20;
const REQUESTS = 400;
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

if (process.argv[2] === '--clients') {
  await runClients(process.argv[3]!, process.argv[4]!, process.argv[5] ?? 'full');
} else {
  await main();
}

async function main(): Promise<void> {
  const user = { email: `tasks-${Date.now()}@bench.test`, password: 'bench-password' };
  const db = await createDatabase({ url: process.env.DATABASE_URL });
  await migrate(db, migrations);
  const account = await createAccount(db, { name: `Tasks ${Date.now()}`, useCase: 'carrier' });
  await createUser(db, { account: account.id, ...user });
  const api = await startApi(
    loadConfig({ HOST: '127.0.0.1', PORT: '0', FLEET_SYNC_INTERVAL_MS: '0', LOG_LEVEL: 'silent' }),
    { db, logger: createLogger('bench', 'silent') },
  );
  try {
    const base = `http://127.0.0.1:${api.port}`;
    const token = await signIn(base, user);
    const call = (path: string, method: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    for (const name of ['Check Call', 'Detention Follow Up', 'Paperwork', 'Lumper']) {
      await call(TASK_PATHS.taskTypes, 'POST', { name });
    }
    for (const name of ['Dispatch', 'Billing', 'Safety']) {
      await call(TASK_PATHS.departments, 'POST', { name });
    }
    // The fleet's drivers, and 10,000 tasks written as the API writes them (a few through it).
    await db.query(
      `INSERT INTO drivers (account_id, id, name, data)
       SELECT $1, 'drv-' || i, 'Driver ' || i, '{}' FROM generate_series(1, 200) i`,
      [account.id],
    );
    for (let i = 0; i < 20; i++) {
      await call(TASK_PATHS.task, 'POST', {
        task_type_id: 'CHECK-CALL',
        department_id: 'DISPATCH',
        driver_id: `drv-${i + 1}`,
        issue: { instruction: 'Call the driver', description: `Check call ${i}` },
        assigned_to: [{ user_id: user.email, name: 'tasks' }],
        due_date: '03/05/2026',
      });
    }
    await db.query(
      `INSERT INTO tasks (account_id, id, task_id, status, order_id, due_date, task_type_id,
         department_id, trip_id, truck_id, trailer_id, driver_id, customer_name,
         issue_description, issue_instruction, assigned_to, assignee_emails, created_by_email,
         created_by_name, created_at)
       SELECT $1, gen_random_uuid(), 'B-' || lpad(i::text, 6, '0'),
         (ARRAY['OPEN', 'OPEN', 'REOPEN', 'RESOLVED'])[1 + i % 4], 'PO-' || (1000000 + i),
         date '2026-01-01' + (i % 120),
         (ARRAY['CHECK-CALL', 'DETENTION-FOLLOW-UP', 'PAPERWORK', 'LUMPER'])[1 + i % 4],
         (ARRAY['DISPATCH', 'BILLING', 'SAFETY'])[1 + i % 3], 'trip-' || i, 'truck-' || (i % 150),
         'trailer-' || (i % 180), 'drv-' || (1 + i % 200), 'Customer ' || (i % 60),
         'Detention at the receiver, driver waiting since 06:00 for a door', 'Call the receiver',
         $2::jsonb, ARRAY[$3], $3, 'Bench Dispatcher', now() - (i || ' minutes')::interval
       FROM generate_series(1, $4::int) i`,
      [
        account.id,
        JSON.stringify([{ user_id: user.email, name: 'tasks' }]),
        user.email,
        TASKS - 20,
      ],
    );

    let t0 = performance.now();
    const first = await call(TASK_PATHS.all, 'POST');
    const bytes = (await first.arrayBuffer()).byteLength;
    const { Data } = (await (await call(TASK_PATHS.all, 'POST')).json()) as { Data: unknown[] };
    console.log(
      `first list (cold: one query with the joins, serialised and gzipped): ${(performance.now() - t0).toFixed(0)} ms for ${Data.length.toLocaleString('en-US')} tasks, ${(bytes / 1e6).toFixed(1)} MB of JSON`,
    );
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) {
      t0 = performance.now();
      await (await call(TASK_PATHS.all, 'POST')).arrayBuffer();
      warm.push(performance.now() - t0);
    }
    warm.sort((a, b) => a - b);
    console.log(`one client alone, warm: median ${warm[10]!.toFixed(0)} ms`);

    const clients = async (label: string, mode = 'full') => {
      const cpu0 = process.cpuUsage();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'bench/task-list.ts', '--clients', base, token, mode],
        { maxBuffer: 1e6 },
      );
      const cpu = process.cpuUsage(cpu0);
      console.log(
        `${label}: ${stdout.trim()}; API process ${((cpu.user + cpu.system) / 1000 / REQUESTS).toFixed(1)} ms CPU per list`,
      );
    };
    await clients('read-only, gzip, whole answer received (full body each time)', 'wire');
    await clients('read-only, gzip, and each body inflated by the clients on these cores', 'full');
    await clients('read-only, tabs that keep the list (If-None-Match)', 'revalidate');

    // A dispatcher resolves (then reopens) a task every second while the clients read.
    let writes = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        const n = 1 + (writes % 20);
        const taskId = `T-${String(n).padStart(6, '0')}`;
        const resolved = await call(TASK_PATHS.completeReopen, 'POST', {
          task_id: taskId,
          reopen: false,
        });
        if (resolved.status !== 200) {
          await call(TASK_PATHS.completeReopen, 'POST', { task_id: taskId, reopen: true });
        }
        writes++;
        await new Promise((r) => setTimeout(r, 1_000));
      }
    })();
    t0 = performance.now();
    await clients('with writes, whole answer received', 'wire');
    stop = true;
    await writer;
    console.log(
      `  (${writes} writes in ${((performance.now() - t0) / 1000).toFixed(1)} s, each one a rebuild of the list)`,
    );
  } finally {
    await api.close();
    await db.close();
  }
}

async function runClients(base: string, token: string, mode: string): Promise<void> {
  const latencies: number[] = [];
  let next = 0;
  let notModified = 0;
  let bytes = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      let etag: string | null = null;
      while (next < REQUESTS) {
        next++;
        const started = performance.now();
        const response = await post(
          base,
          token,
          mode === 'revalidate' ? etag : null,
          mode === 'full',
        );
        latencies.push(performance.now() - started);
        if (response.status === 304) notModified++;
        else {
          bytes = response.bytes;
          etag = response.etag;
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `POST ${TASK_PATHS.all} (${(bytes / 1e6).toFixed(1)} MB ${mode === 'full' ? 'inflated' : 'received'}; ${notModified} of ${REQUESTS} answered 304): p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms (target ≤ 150 ms) at ${CLIENTS} clients; ${(REQUESTS / seconds).toFixed(1)} lists/s; load average ${loadavg()[0]!.toFixed(1)}`,
  );
}

/**
 * One list request as a browser's network stack makes it (native HTTP and inflating, not
 * undici's JavaScript streams, which cost more than the API here): the whole body, inflated.
 */
function post(
  base: string,
  token: string,
  etag: string | null,
  inflate: boolean,
): Promise<{ status: number; bytes: number; etag: string | null }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${TASK_PATHS.all}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-encoding': 'gzip',
          ...(etag ? { 'if-none-match': etag } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status !== 200 && status !== 304) return reject(new Error(`HTTP ${status}`));
          const done = (bytes: number) =>
            resolve({ status, bytes, etag: (res.headers.etag as string | undefined) ?? null });
          if (!inflate || res.headers['content-encoding'] !== 'gzip') {
            return done(Buffer.concat(chunks).length);
          }
          gunzip(Buffer.concat(chunks), (error, body) =>
            error ? reject(error) : done(body.length),
          );
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
