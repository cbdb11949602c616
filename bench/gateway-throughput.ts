/**
 * Deliveries per second through the whole realtime path — fake voice upstream → owner gateway →
 * Redis → two gateway processes → 1,000 clients — against a bare ws broadcast loop (one process,
 * one upstream socket, a `for` over the same 1,000 clients), measured side by side in one run
 * (target ≥ 0.8 of bare). Then p99 fan-out latency (upstream send → client receive) at half the
 * gateway's rate (target ≤ 50 ms). Loopback only; a throwaway redis-server; about a minute.
 */
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

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
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

/** Keeps WINDOW events in flight for SECONDS; returns deliveries per second. */
async function capacity(key: string): Promise<number> {
  run = { completed: 0, latencies: [], counts: new Map() };
  let emitted = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1_000;
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

try {
  // The gateway path: two processes on one Redis; the upstream lands on one of them.
  const env = { REDIS_URL: redis.url, VOICE_URL: voice.url, REDIS_KEY_PREFIX: 'bench:' };
  processes.push(await spawnGateway(env), await spawnGateway(env));
  const urls = processes.map((p) => `ws://127.0.0.1:${p.port}/voice/watch/bench?token=x`);
  clients = await openClients(urls, CLIENTS, onMessage);
  await until(() => clients.every((c) => c.live), 30_000, 'gateway clients live');
  await capacity('watch:bench'); // warm-up
  const gatewayRate = await capacity('watch:bench');
  const eventsPerSecond = gatewayRate / CLIENTS;
  const { p50, p99 } = await latency('watch:bench', eventsPerSecond / 2);
  await closeClients();

  // The bare loop, same clients, same upstream.
  const bare = await spawnGateway({ BENCH_MODE: 'bare', VOICE_URL: voice.url });
  processes.push(bare);
  clients = await openClients([`ws://127.0.0.1:${bare.port}/`], CLIENTS, onMessage);
  await capacity('watch:bare'); // warm-up
  const bareRate = await capacity('watch:bare');

  const k = (x: number) => `${Math.round(x / 1_000)}k`;
  console.log(`clients: ${CLIENTS} (gateway: 2 processes + Redis; bare: 1 process)`);
  console.log(
    `gateway path: ${k(gatewayRate)} deliveries/s (${Math.round(eventsPerSecond)} events/s)`,
  );
  console.log(`bare ws loop: ${k(bareRate)} deliveries/s`);
  console.log(`ratio: ${(gatewayRate / bareRate).toFixed(2)} (target ≥ 0.8)`);
  console.log(
    `latency at ${Math.round(eventsPerSecond / 2)} events/s (half rate): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target ≤ 50 ms)`,
  );
} finally {
  await closeClients();
  await Promise.all(processes.map((p) => p.kill()));
  await voice.close();
  await redis.kill();
}
