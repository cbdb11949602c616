/**
 * 100 Carrier Sales campaigns running at once, each watched by 20 browser tabs through the
 * gateway, nothing faked: the real API in this process (the broker's token, verified by the
 * gateway), the real voice service in a process of its own (bench/voice-instance.ts, PostgreSQL:
 * a throwaway database; simulated telephony at VOICE_TIME_SCALE 0.01), the real gateway in a
 * process of its own (packages/gateway/src/main.ts) on the Redis at 127.0.0.1:6379 when it
 * answers (its own key prefix), else in-process coordination. Each campaign calls 150 carriers
 * that keep the calls going ('too expensive' 0102, 'busy' 0104, 'no answer' 0107 in turn) and a
 * booking one (0101) last; after MEASURE_SECONDS every campaign is cancelled.
 *
 * Figures: events per second delivered to the tabs (frames with a seq); p50/p99 event latency at
 * the gateway — the voice service puts no timestamp in its events, so each campaign also has one
 * direct upstream socket to the voice service (as the gateway's own upstream), and an event's
 * latency is the tab's receipt minus the direct socket's receipt of the same event_id, both on
 * this process's clock (it is the gateway's hop: voice → gateway → Redis → tab, minus voice → us);
 * the voice service's peak RSS and heap (sampled every second). Targets: p99 ≤ 100 ms, voice
 * memory ≤ 1.5 GiB. Three processes (this one, voice, gateway) on the 2 cores. About 1.5 minutes.
 *
 *   pnpm tsx bench/campaigns-fanout.ts     (BENCH_CAMPAIGNS, BENCH_TABS, BENCH_SECONDS, BENCH_REDIS=off)
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startIdentity } from '@fleet/api/test-support';
import { topicPath } from '@fleet/contracts';
import { WebSocket } from '@fleet/gateway/testing';
import { signInBroker } from '@fleet/voice/testing';
import { Redis } from 'ioredis';
import {
  approveBroker,
  cancelCampaign,
  carrierCsv,
  createCampaign,
  executeCampaign,
  freshDatabase,
  INTERNAL_TOKEN,
  percentile,
  type ServiceProcess,
  sleep,
  spawnGateway,
  spawnVoice,
  until,
  uploadCarriers,
  type VoiceProcess,
} from './campaign-support';
import { type BenchClient, openClients } from './gateway-support';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100);
const TABS = Number(process.env.BENCH_TABS ?? 20);
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 45);
const REDIS_URL = 'redis://127.0.0.1:6379';
const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

const CARRIERS = [
  ...Array.from({ length: 150 }, (_, i) => ['0102', '0104', '0107'][i % 3]!),
  '0101',
];

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The gateway's fan-out histogram (upstream frame → sent to the last local socket), cumulative. */
async function gatewayFanout(
  url: string,
): Promise<{ buckets: Map<string, number>; lagP99: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const buckets = new Map<string, number>();
  let lagP99 = Number.NaN;
  for (const line of text.split('\n')) {
    const bucket = /^gateway_fanout_latency_seconds_bucket\{.*le="([^"]+)".*\} (\S+)/.exec(line);
    if (bucket) buckets.set(bucket[1]!, (buckets.get(bucket[1]!) ?? 0) + Number(bucket[2]));
    const lag = /^nodejs_eventloop_lag_p99_seconds(?:\{[^}]*\})? (\S+)/.exec(line);
    if (lag) lagP99 = Number(lag[1]) * 1_000;
  }
  return { buckets, lagP99 };
}

/** The bucket bound (ms) under which `p` % of the events between two snapshots fall. */
function bucketPercentile(before: Map<string, number>, after: Map<string, number>, p: number) {
  const bounds = [...after.keys()];
  const total = (after.get('+Inf') ?? 0) - (before.get('+Inf') ?? 0);
  for (const le of bounds) {
    if ((after.get(le) ?? 0) - (before.get(le) ?? 0) >= (total * p) / 100) {
      return le === '+Inf' ? '> 1000 ms' : `≤ ${Number(le) * 1_000} ms`;
    }
  }
  return 'n/a';
}

/** `"event_id":"…"` out of a frame's text without parsing it. */
function eventId(text: string): string | undefined {
  const at = text.indexOf('"event_id":"');
  if (at < 0) return undefined;
  const start = at + 12;
  return text.slice(start, text.indexOf('"', start));
}

const identity = await startIdentity();
const db = await freshDatabase();
const useRedis = process.env.BENCH_REDIS !== 'off' && (await redisAnswers());
const prefix = `bench-campaigns-${randomBytes(4).toString('hex')}:`;
let voice: VoiceProcess | undefined;
let gateway: ServiceProcess | undefined;
const sockets: WebSocket[] = [];
let tabs: BenchClient[] = [];

try {
  const broker = await signInBroker(identity.apiUrl);
  const token = broker.access_token;
  voice = await spawnVoice({
    API_URL: identity.apiUrl,
    DATABASE_URL: db.url,
    VOICE_TIME_SCALE: '0.01',
    VOICE_TELEPHONY_SEED: '7',
  });
  await approveBroker(db.url, broker);
  gateway = await spawnGateway({
    API_URL: identity.apiUrl,
    VOICE_URL: voice.url,
    ...(useRedis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
  });

  const ids: string[] = [];
  for (let i = 0; i < CAMPAIGNS; i++) {
    const id = await createCampaign(voice.url, token, `Fan-out ${i}`);
    const upload = await uploadCarriers(
      voice.url,
      token,
      id,
      carrierCsv(CARRIERS, i),
      'carriers.csv',
    );
    if (upload.status !== 200) throw new Error(`upload: ${JSON.stringify(upload.body)}`);
    ids.push(id);
  }

  // The reference clock: when each event reached a direct upstream socket of the voice service.
  // Measured are the events published during the window (their deliveries may land just after).
  const direct = new Map<string, { at: number; measured: boolean }>();
  /** Tab receipts of events the direct socket has not got yet (the tab won the race). */
  const early = new Map<string, number[]>();
  let measuring = false;
  let started = 0;
  let upstreamEvents = 0;
  let delivered = 0;
  const latencies: number[] = [];
  /** After the first 10 s: without the burst of 100 campaigns starting at once. */
  const steady: number[] = [];
  const deliveredAt = (tabAt: number, upstreamAt: number) => {
    delivered += 1;
    latencies.push(tabAt - upstreamAt);
    if (upstreamAt - started > 10_000) steady.push(tabAt - upstreamAt);
  };
  for (const id of ids) {
    const ws = new WebSocket(
      `ws://127.0.0.1:${voice.port}${topicPath('load-offer-campaign-watcher', id)}`,
      { headers: { authorization: `Bearer ${INTERNAL_TOKEN}` } },
    );
    ws.on('message', (data) => {
      const at = performance.now();
      const key = eventId(data.toString());
      if (!key || direct.has(key)) return;
      direct.set(key, { at, measured: measuring });
      if (!measuring) return;
      upstreamEvents += 1;
      for (const tabAt of early.get(key) ?? []) deliveredAt(tabAt, at);
      early.delete(key);
    });
    ws.on('error', () => {});
    sockets.push(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
  }

  const urls = ids.map(
    (id) =>
      `ws://127.0.0.1:${gateway!.port}${topicPath('load-offer-campaign-watcher', id)}?token=${token}`,
  );
  const urlsPerTab = Array.from({ length: CAMPAIGNS * TABS }, (_, i) => urls[i % CAMPAIGNS]!);
  tabs = await openClients(urlsPerTab, urlsPerTab.length, (text) => {
    if (text.startsWith('{"type":"gateway_status"')) return;
    const at = performance.now();
    const key = eventId(text);
    if (!key || !text.includes('"seq":')) return;
    const upstream = direct.get(key);
    if (upstream?.measured) deliveredAt(at, upstream.at);
    else if (!upstream && measuring) early.set(key, [...(early.get(key) ?? []), at]);
  });
  const closes = new Map<number, number>();
  for (const tab of tabs) {
    tab.ws.on('close', (code) => closes.set(code, (closes.get(code) ?? 0) + 1));
  }
  try {
    await until(() => tabs.every((t) => t.live), 120_000, 'every tab live');
  } catch (error) {
    const live = tabs.filter((t) => t.live).length;
    console.error(`${live} of ${tabs.length} tabs live; closed: ${JSON.stringify([...closes])}`);
    throw error;
  }

  // Memory of the voice service, sampled every second from before the first call to the end.
  let peakRss = 0;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    void voice!.memory().then((m) => {
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    });
  }, 1_000);
  const idle = await voice.memory();

  const fanoutBefore = await gatewayFanout(gateway.url);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  measuring = true;
  started = performance.now();
  await Promise.all(ids.map((id) => executeCampaign(voice!.url, token, id)));
  const executed = performance.now() - started;
  await sleep(Math.max(0, MEASURE_SECONDS * 1_000 - executed));
  measuring = false;
  const seconds = (performance.now() - started) / 1_000;
  await sleep(1_000); // the deliveries of the window's last events
  clearInterval(sampler);
  loop.disable();
  const fanoutAfter = await gatewayFanout(gateway.url);
  const calls = (
    await db.query<{ n: number; ended: number }>(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE ended)::int AS ended FROM campaign_calls',
    )
  )[0]!;
  const statuses = await db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM campaigns GROUP BY status ORDER BY status',
  );
  for (const id of ids) await cancelCampaign(voice.url, token, id);

  const sorted = latencies.sort((a, b) => a - b);
  const steadySorted = steady.sort((a, b) => a - b);
  const expected = upstreamEvents * TABS;
  console.log(
    `${CAMPAIGNS} campaigns × ${TABS} tabs = ${CAMPAIGNS * TABS} tabs; voice on PostgreSQL, gateway on ${useRedis ? 'Redis 127.0.0.1:6379' : 'in-process coordination'}; VOICE_TIME_SCALE 0.01; ${seconds.toFixed(1)} s measured (execute of all ${CAMPAIGNS}: ${(executed / 1_000).toFixed(1)} s)`,
  );
  console.log(
    `  calls placed: ${calls.n} (${calls.ended} ended); campaigns at the end: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`,
  );
  console.log(
    `  events: ${Math.round(upstreamEvents / seconds)}/s published (direct upstream), ${Math.round(delivered / seconds)}/s delivered to tabs (${delivered} of ${expected} expected)`,
  );
  console.log(
    `  latency at the gateway (tab receipt − direct upstream receipt, ${sorted.length} deliveries): p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (target p99 ≤ 100 ms); after the first 10 s: p50 ${percentile(steadySorted, 50).toFixed(1)} ms, p99 ${percentile(steadySorted, 99).toFixed(1)} ms`,
  );
  console.log(
    `  where it goes: inside the gateway (upstream frame → last socket send, its histogram) p50 ${bucketPercentile(fanoutBefore.buckets, fanoutAfter.buckets, 50)}, p99 ${bucketPercentile(fanoutBefore.buckets, fanoutAfter.buckets, 99)}; gateway event-loop lag p99 ${fanoutAfter.lagP99.toFixed(0)} ms; this process's (API + ${CAMPAIGNS * TABS} tabs) event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`,
  );
  console.log(
    `  voice service memory: idle RSS ${(idle.rss / MiB).toFixed(0)} MiB; peak RSS ${(peakRss / MiB).toFixed(0)} MiB, peak heap used ${(peakHeap / MiB).toFixed(0)} MiB (target ≤ 1.5 GiB)`,
  );
  const p99 = percentile(sorted, 99);
  if (p99 > 100 || peakRss > 1.5 * GiB || delivered < expected) process.exitCode = 1;
} finally {
  for (const tab of tabs) tab.ws.terminate();
  for (const ws of sockets) ws.terminate();
  await gateway?.kill();
  await voice?.kill();
  await db.drop();
  await identity.close();
  if (useRedis) await dropRedisKeys(prefix);
}
