/**
 * Invoice list (issue 16): one account with 20,000 invoices over a year (1-6 line items each, the
 * §3 data as confirmed), GET /v1/invoices for the whole year answered to 20 concurrent clients
 * (target p95 ≤ 150 ms), on PGlite and on PostgreSQL (DATABASE_URL, default
 * postgresql://postgres@127.0.0.1:5432/test, in a schema of its own dropped at the end).
 *
 * - read-only: every request gets the whole year (gzip, the body received to its last byte);
 * - tabs that keep the list they got and send its ETag (If-None-Match): 304 while unchanged;
 * - with writes: meanwhile an accountant edits an invoice every second (PUT), so each replica's
 *   cached list is rebuilt (the honest case).
 *
 * The API runs in this process; the clients run in a child process with node:http.
 *
 *   npx tsx bench/invoice-list.ts                  # PGlite, then PostgreSQL
 *   npx tsx bench/invoice-list.ts --only=pglite    # or --only=postgres
 */
import { execFile } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import { loadConfig, migrations, startApi } from '@fleet/api';
import { INVOICE_PATHS, invoicePath } from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { type Database, migrate } from '@fleet/service-kit/db';
import { accountWithFlag, onEachDatabase, signIn } from './api-support';

const INVOICES = 20_000;
const CLIENTS = 20;
const REQUESTS = 400;
const YEAR = { from: '01/01/2026', to: '12/31/2026' };
const listPath = `${INVOICE_PATHS.list}?from_date=${encodeURIComponent(YEAR.from)}&to_date=${encodeURIComponent(YEAR.to)}`;
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

if (process.argv[2] === '--clients') {
  await runClients(
    process.argv[3]!,
    process.argv[4]!,
    process.argv[5] ?? 'wire',
    Number(process.argv[6] ?? REQUESTS),
  );
} else {
  await onEachDatabase('bench_invoices', bench);
}

async function bench(
  name: string,
  open: () => Promise<Database>,
  cleanUp?: (db: Database) => Promise<void>,
): Promise<void> {
  console.log(`\n== ${name}`);
  const db = await open();
  await migrate(db, migrations);
  const { accountId, user } = await accountWithFlag(db, 'Invoices', 'INVOICE');
  const api = await startApi(
    loadConfig({ HOST: '127.0.0.1', PORT: '0', FLEET_SYNC_INTERVAL_MS: '0', LOG_LEVEL: 'silent' }),
    { db, logger: createLogger('bench', 'silent') },
  );
  try {
    let t0 = performance.now();
    await seed(db, accountId);
    console.log(
      `${INVOICES.toLocaleString('en-US')} invoices written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const base = `http://127.0.0.1:${api.port}`;
    const token = await signIn(base, user);
    const call = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    t0 = performance.now();
    const first = await call(listPath);
    const { Data } = (await first.json()) as { Data: Array<{ id: string }> };
    console.log(
      `first list (cold: the year's query, JSON written by the database, gzipped): ${(performance.now() - t0).toFixed(0)} ms for ${Data.length.toLocaleString('en-US')} invoices`,
    );
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) {
      t0 = performance.now();
      await (await call(listPath)).arrayBuffer();
      warm.push(performance.now() - t0);
    }
    warm.sort((a, b) => a - b);
    console.log(`one client alone, warm: median ${warm[10]!.toFixed(0)} ms`);

    const clients = async (label: string, mode: string, requests = REQUESTS) => {
      const cpu0 = process.cpuUsage();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'bench/invoice-list.ts', '--clients', base, token, mode, `${requests}`],
        { maxBuffer: 1e6 },
      );
      const cpu = process.cpuUsage(cpu0);
      console.log(
        `${label}: ${stdout.trim()}; API process ${((cpu.user + cpu.system) / 1000 / requests).toFixed(1)} ms CPU per list`,
      );
    };
    await clients('read-only, gzip, whole answer received', 'wire');
    await clients('read-only, tabs that keep the list (If-None-Match)', 'revalidate');

    // An accountant edits an invoice every second while the clients read.
    let writes = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        const id = Data[writes % Data.length]!.id;
        const res = await call(invoicePath(id), 'PUT', { description: `edited ${writes}` });
        if (res.status !== 200) throw new Error(`PUT ${res.status}`);
        writes++;
        await new Promise((r) => setTimeout(r, 1_000));
      }
    })();
    t0 = performance.now();
    // Long enough for a dozen edits and the rebuilds they cause.
    await clients('with an edit every second, whole answer received', 'wire', 4 * REQUESTS);
    stop = true;
    await writer;
    console.log(
      `  (${writes} edits in ${((performance.now() - t0) / 1000).toFixed(1)} s, each one a rebuild of the list)`,
    );
  } finally {
    await api.close();
    await cleanUp?.(db);
    await db.close();
  }
}

/** 20,000 invoices over 2026, written as the confirm route writes them (a few sellers, 1-6 items). */
async function seed(db: Database, accountId: string): Promise<void> {
  const batch = 2_000;
  for (let start = 0; start < INVOICES; start += batch) {
    await db.query(
      `WITH src AS (
         SELECT i, 1 + (i % 6) AS n,
           (ARRAY['Southern Tire Mart Commercial', 'Big Rig Fix-It Shop LLC', 'FleetOne Fuel Card Services',
                  'ProUnload Warehouse Services', 'Lonestar Freight Factoring LLC', 'Blue Line Carriers Inc'])[1 + i % 6] AS seller,
           date '2026-01-01' + (i % 365) AS issue
         FROM generate_series($2::int, $3::int) i
       ), items AS (
         SELECT s.i, jsonb_agg(jsonb_build_object(
             'description', 'Service line ' || k || ' for unit ' || (s.i % 400),
             'quantity', k, 'unit_price', 42.5, 'amount', k * 42.5) ORDER BY k) AS list,
           sum(k * 42.5) AS total
         FROM src s, generate_series(1, s.n) k GROUP BY s.i
       )
       INSERT INTO invoices (account_id, id, invoice_number, number_key, seller_key, amount,
         description, notes, data, issue_date, pdf_key, pdf_name, pdf_size, created_at, updated_at)
       SELECT $1::uuid, gen_random_uuid(), 'INV-' || s.i, 'INV-' || s.i, lower(s.seller), it.total,
         'Invoice ' || s.i, 'Net 30. Thank you for your business.',
         jsonb_build_object(
           'invoice_details', jsonb_build_object('invoice_number', 'INV-' || s.i,
             'paid_status', (ARRAY['Paid', 'Unpaid', 'Partially Paid'])[1 + s.i % 3],
             'issue_date', to_char(s.issue, 'MM/DD/YYYY'),
             'due_date', to_char(s.issue + 30, 'MM/DD/YYYY')),
           'seller_details', jsonb_build_object('company_name', s.seller, 'customer_name', null,
             'contact_person', 'Linda Garcia', 'phone_number', '(816) 640-1319',
             'email', 'billing@example.com', 'address', '6406 Warehouse Rd, Ontario, CA 91761'),
           'buyer_details', jsonb_build_object('company_name', 'Bench Carrier', 'customer_name', null,
             'contact_person', null, 'phone_number', null, 'email', 'ap@benchcarrier.com',
             'address', '100 Main St, Dallas, TX 75201'),
           'line_items', it.list,
           'total', jsonb_build_object('subtotal', it.total, 'tax', null, 'shipping', null,
             'discount', null, 'total_amount', it.total, 'currency', 'USD'),
           'notes', 'Net 30. Thank you for your business.'),
         s.issue, $1::text || '/invoice-bench', 'invoice.pdf', 1000,
         s.issue::timestamptz + interval '9 hours', s.issue::timestamptz + interval '9 hours'
       FROM src s JOIN items it ON it.i = s.i`,
      [accountId, start + 1, Math.min(INVOICES, start + batch)],
    );
  }
  await db.query(
    `INSERT INTO invoice_accounts (account_id, list_version) VALUES ($1, 1)
     ON CONFLICT (account_id) DO UPDATE SET list_version = invoice_accounts.list_version + 1`,
    [accountId],
  );
  await db.exec('ANALYZE invoices');
}

async function runClients(
  base: string,
  token: string,
  mode: string,
  requests: number,
): Promise<void> {
  const latencies: number[] = [];
  let next = 0;
  let notModified = 0;
  let bytes = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      let etag: string | null = null;
      while (next < requests) {
        next++;
        const started = performance.now();
        const response = await get(base, token, mode === 'revalidate' ? etag : null);
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
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  console.log(
    `GET ${INVOICE_PATHS.list} for a year (${(bytes / 1e6).toFixed(2)} MB gzipped; ${notModified} of ${requests} answered 304): p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms (target ≤ 150 ms) at ${CLIENTS} clients; ${(requests / seconds).toFixed(1)} lists/s; load average ${loadavg()[0]!.toFixed(1)}`,
  );
}

function get(
  base: string,
  token: string,
  etag: string | null,
): Promise<{ status: number; bytes: number; etag: string | null }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${listPath}`,
      {
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-encoding': 'gzip',
          ...(etag ? { 'if-none-match': etag } : {}),
        },
      },
      (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status !== 200 && status !== 304) return reject(new Error(`HTTP ${status}`));
          resolve({ status, bytes: size, etag: (res.headers.etag as string | undefined) ?? null });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
