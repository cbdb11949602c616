/**
 * Gateway against a bare ws broadcast, like with like. In one run, side by side, the same 1,000
 * clients (in this process) are served by:
 *
 * - bare: one process, one upstream socket to the fake voice service, a `for` over the clients;
 * - gateway ×N (N = 1, 2, 4 by default): N gateway processes on one throwaway Redis, the clients
 *   spread over them; the upstream lands on one (the owner), every event goes upstream → owner →
 *   Redis (append script: seq, log, PUBLISH) → every process → its local sockets, as in production.
 *
 * For each it prints deliveries/s (closed loop, WINDOW events in flight: capacity, not queueing)
 * and the ratio to bare (targets: ≥ 0.8 with one process, ≥ 1.6 with two). The bare loop is
 * measured before and after the gateways and the ratio uses the mean of the two, so a change of
 * machine load during the run shows up (both figures are printed). Then p50/p99 fan-out latency
 * (upstream send → client receive) of each at half the single-process rate (target p99 ≤ 50 ms).
 *
 *   tsx bench/gateway-throughput.ts [--procs=1,2,4] [--seconds=6] [--no-latency] [--profile[=bare]]
 *
 * `--profile` runs the first gateway process (`--profile=bare`: the bare one) with `node --cpu-prof` (written to
 * /tmp/gateway-cpu-prof when it exits). Environment: BENCH_CLIENTS (1000), BENCH_SECONDS (6).
 * Loopback only; about 15 s per configuration.
 */
import { loadavg } from 'node:os';
import { startFakeVoice, startThrowawayRedis } from '@fleet/gateway/testing';
import {
  type BenchClient,
  type GatewayProcess,
  numberField,
  openClients,
  percentile,
  sleep,
  spawnGateway,
  until,
} from './gateway-support';

const flag = (name: string): string | undefined =>
  process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))?.split('=')[1] ??
  (process.argv.includes(`--${name}`) ? '' : undefined);

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
const SECONDS = Number(flag('seconds') || (process.env.BENCH_SECONDS ?? 6));
const WARMUP_SECONDS = Math.min(3, SECONDS);
const PROCS = (flag('procs') || '1,2,4')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const LATENCY = flag('no-latency') === undefined;
/** `--profile` (or `=gateway`): the first gateway process; `--profile=bare`: the bare one. */
const PROFILE = flag('profile');
const PROFILE_DIR = '/tmp/gateway-cpu-prof';
const PROFILE_FLAGS = ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`];
/** Events in flight ahead of the slowest client (closed loop: measures capacity, not queueing). */
const WINDOW = 32;
const TEXT = 'The load is 42,000 lbs of dry goods, pickup tomorrow 8 AM in Dallas, TX.';

const redis = await startThrowawayRedis();
const voice = await startFakeVoice({ greeting: true });
const processes: GatewayProcess[] = [];
let clients: BenchClient[] = [];

interface Run {
  completed: number;
  latencies: number[];
  counts: Map<number, number>;
  onComplete?: () => void;
}
let run: Run = { completed: 0, latencies: [], counts: new Map() };
const now = () => performance.timeOrigin + performance.now();

function onMessage(text: string): void {
  if (!text.includes('"update_conversation"')) return;
  const n = numberField(text, 'n');
  run.latencies.push(now() - numberField(text, 't'));
  const seen = (run.counts.get(n) ?? 0) + 1;
  if (seen === CLIENTS) {
    run.counts.delete(n);
    run.completed += 1;
    run.onComplete?.();
  } else {
    run.counts.set(n, seen);
  }
}

let n = 0;
const emit = (key: string) =>
  voice.send(key, { type: 'update_conversation', n: ++n, t: now(), message: { text: TEXT } });

/** Keeps WINDOW events in flight for `seconds`; returns deliveries per second. */
async function capacity(key: string, seconds = SECONDS): Promise<number> {
  run = { completed: 0, latencies: [], counts: new Map() };
  let emitted = 0;
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  await new Promise<void>((resolve) => {
    const pump = () => {
      while (emitted - run.completed < WINDOW && performance.now() < deadline) {
        emitted += 1;
        emit(key);
      }
      if (run.completed === emitted && performance.now() >= deadline) resolve();
    };
    run.onComplete = pump;
    pump();
  });
  return (run.completed * CLIENTS) / ((performance.now() - started) / 1_000);
}

/** Emits at a fixed rate (events/s) for SECONDS; returns latency percentiles in ms. */
async function latency(key: string, rate: number): Promise<{ p50: number; p99: number }> {
  run = { completed: 0, latencies: [], counts: new Map() };
  const interval = 1_000 / rate;
  const started = performance.now();
  let emitted = 0;
  while (performance.now() - started < SECONDS * 1_000) {
    const due = Math.floor((performance.now() - started) / interval);
    while (emitted < due) {
      emitted += 1;
      emit(key);
    }
    await sleep(1);
  }
  await until(() => run.completed >= emitted, 30_000, 'the last events');
  const sorted = run.latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function closeClients() {
  for (const client of clients) client.ws.terminate();
  clients = [];
  await sleep(300);
}

interface Result {
  name: string;
  rate: number;
  latency?: { p50: number; p99: number };
}

const k = (x: number) => `${Math.round(x / 1_000)}k`;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** The bare loop: opens the clients, measures, closes them (the process stays for the re-run). */
async function measureBare(bare: GatewayProcess): Promise<number> {
  clients = await openClients([`ws://127.0.0.1:${bare.port}/`], CLIENTS, onMessage);
  await capacity('watch:bare', WARMUP_SECONDS);
  const rate = await capacity('watch:bare');
  await closeClients();
  return rate;
}

const results: Result[] = [];
let halfRate: number | undefined;
try {
  const bare = await spawnGateway(
    { BENCH_MODE: 'bare', VOICE_URL: voice.url },
    PROFILE === 'bare' ? PROFILE_FLAGS : [],
  );
  processes.push(bare);
  console.log(`clients: ${CLIENTS}; load average at start: ${load()}`);
  const bareBefore = await measureBare(bare);
  console.log(`bare ws loop (1 process): ${k(bareBefore)} deliveries/s`);

  for (const count of PROCS) {
    // Each configuration has its own topic and key prefix: nothing is left from the previous one.
    const env = { REDIS_URL: redis.url, VOICE_URL: voice.url, REDIS_KEY_PREFIX: `bench${count}:` };
    const group: GatewayProcess[] = [];
    for (let i = 0; i < count; i++) {
      const profile = (PROFILE === '' || PROFILE === 'gateway') && results.length === 0 && i === 0;
      group.push(await spawnGateway(env, profile ? PROFILE_FLAGS : []));
    }
    processes.push(...group);
    const key = `watch:bench-${count}`;
    const urls = group.map(
      (p) => `ws://127.0.0.1:${p.port}/voice/${key.replace(':', '/')}?token=x`,
    );
    clients = await openClients(urls, CLIENTS, onMessage);
    await until(() => clients.every((c) => c.live), 30_000, `×${count} clients live`);
    await capacity(key, WARMUP_SECONDS);
    const rate = await capacity(key);
    halfRate ??= rate / CLIENTS / 2;
    const result: Result = { name: `gateway ×${count}`, rate };
    if (LATENCY) result.latency = await latency(key, halfRate);
    results.push(result);
    console.log(
      `${result.name} (+ Redis): ${k(rate)} deliveries/s (${Math.round(rate / CLIENTS)} events/s)`,
    );
    await closeClients();
    await Promise.all(group.map((p) => p.kill()));
  }

  const bareAfter = await measureBare(bare);
  const bareRate = (bareBefore + bareAfter) / 2;
  let bareLatency: { p50: number; p99: number } | undefined;
  if (LATENCY && halfRate !== undefined) {
    clients = await openClients([`ws://127.0.0.1:${bare.port}/`], CLIENTS, onMessage);
    bareLatency = await latency('watch:bare', halfRate);
    await closeClients();
  }

  console.log('');
  console.log(
    `bare ws loop (1 process): ${k(bareBefore)} before, ${k(bareAfter)} after → ${k(bareRate)} deliveries/s`,
  );
  for (const result of results) {
    const target = result.name === 'gateway ×1' ? ' (target ≥ 0.8)' : '';
    const target2 = result.name === 'gateway ×2' ? ' (target ≥ 1.6)' : '';
    console.log(
      `${result.name}: ${k(result.rate)} deliveries/s, ${(result.rate / bareRate).toFixed(2)}× bare${target}${target2}`,
    );
  }
  if (halfRate !== undefined && LATENCY) {
    console.log(`latency at ${Math.round(halfRate)} events/s (half the ${results[0]!.name} rate):`);
    const line = (name: string, l: { p50: number; p99: number }) =>
      console.log(`  ${name}: p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms`);
    for (const result of results) line(`${result.name} (target p99 ≤ 50 ms)`, result.latency!);
    if (bareLatency) line('bare', bareLatency);
  }
  console.log(`load average at end: ${load()}`);
  if (PROFILE !== undefined) console.log(`CPU profile (${PROFILE || 'gateway'}): ${PROFILE_DIR}`);
} finally {
  await closeClients();
  await Promise.all(processes.map((p) => p.kill()));
  await voice.close();
  await redis.kill();
}
