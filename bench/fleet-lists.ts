/**
 * The trip lists of bench/fleet-scale.ts at 20 concurrent clients, from a process of its own (the
 * bench's process holds the ~5 GB simulated world, and its garbage collections would stall
 * clients running there): active, every delivered trip, and the delivered trips of the last 7
 * days (what the web asks for without a date filter). p50 and p95 per list over 200 requests
 * after one untimed round, and the payload raw and gzipped. Target p95 ≤ 150 ms (issue 19).
 *
 *   pnpm tsx bench/fleet-lists.ts <base url> <email> <password> <clock, ISO 8601> <label>
 */
import { request } from 'node:http';
import { percentile, signIn } from './api-support';

const CLIENTS = 20;
const REQUESTS = 200;
/** The web's default window for completed trips (COMPLETED_DEFAULT_DAYS). */
const WEB_DEFAULT_DAYS = 7;

function bytesOf(base: string, token: string, body: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/v1/aggregation/loads`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'accept-encoding': encoding,
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`HTTP ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const [base, email, password, clock, where] = process.argv.slice(2);
if (!base || !email || !password || !clock || !where) {
  throw new Error('usage: fleet-lists.ts <base url> <email> <password> <clock> <label>');
}
const token = await signIn(base, { email, password });
const fromDate = new Date(Date.parse(clock) - (WEB_DEFAULT_DAYS - 1) * 86_400_000)
  .toISOString()
  .slice(0, 10);
const lists = [
  ['active', {}],
  ['delivered, all', { trip_status: 'DELIVERED' }],
  [`delivered, last ${WEB_DEFAULT_DAYS} days`, { trip_status: 'DELIVERED', from_date: fromDate }],
] as const;
for (const [name, requestBody] of lists) {
  const body = JSON.stringify(requestBody);
  const raw = await bytesOf(base, token, body, 'identity');
  const gzip = await bytesOf(base, token, body, 'gzip');
  // One untimed round at full concurrency: the first answers of a fresh process run cold code.
  await Promise.all(Array.from({ length: CLIENTS }, () => bytesOf(base, token, body, 'gzip')));
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        await bytesOf(base, token, body, 'gzip');
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `POST /v1/aggregation/loads (${name}; ${where}): p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms at ${CLIENTS} clients; payload ${(raw / 1e6).toFixed(2)} MB raw, ${(gzip / 1e6).toFixed(2)} MB gzip`,
  );
}
