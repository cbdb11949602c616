/**
 * Issue 19's campaign topics: 100 Carrier Sales campaigns running, each watched by 20 browser
 * tabs, and at the same time 200 live dispatch calls, each watched by 3 tabs, all through the
 * gateway, nothing faked: the real API in this process (the broker's and the demo carrier's
 * tokens, verified by the gateway), the real voice service in a process of its own
 * (bench/voice-instance.ts, PostgreSQL: a throwaway database; simulated telephony at
 * VOICE_TIME_SCALE 0.01), the real gateway in a process of its own (packages/gateway/src/main.ts)
 * on the Redis at 127.0.0.1:6379 when it answers (its own key prefix), else in-process
 * coordination. Each campaign calls 150 carriers that keep the calls going ('too expensive' 0102,
 * 'busy' 0104, 'no answer' 0107 in turn) and a booking one (0101) last; after MEASURE_SECONDS
 * every campaign is cancelled.
 *
 * Dispatch calls: the demo carrier (VOICE_AI, its Voice AI signup approved as support would) keeps
 * BENCH_DISPATCH_CALLS calls going for the whole window, one "dispatcher" per call: it starts a
 * call (POST /voice/call-broker, dispatcher approval required) to a simulated broker picked by the
 * number's last four digits (0006 negotiates, 0008 takes the ask: in turn), opens BENCH_CALL_TABS
 * tabs on the call's watch path at the gateway (/voice/watch/{callId}?token=…, as the web app's
 * running-call card does), approves the rate BENCH_CALL_APPROVAL_MS after the approval request
 * (0: calls without approval), and when the call ends (the voice service closes its watch; the
 * gateway closes the tabs 1000, topic ended) starts the next one at once. At 0.01 a call lasts
 * 4–6 s (talk, then the broker holds for the approval), so the 200 are about 200 different calls
 * at every moment, not the same 200 for the whole window; they start before the window opens.
 *
 * Figures, for campaign tabs and call tabs apart: events per second delivered to the tabs (frames
 * with a seq); p50/p99 event latency at the gateway — the voice service puts no timestamp in its
 * events, so each topic also has one direct upstream socket to the voice service (as the
 * gateway's own upstream), and an event's latency is the tab's receipt minus the direct socket's
 * receipt of the same event_id, both on this process's clock (it is the gateway's hop: voice →
 * gateway → Redis → tab, minus voice → us). A call tab counts as live from the gateway's 'live'
 * status on: the events the direct socket got before are what the gateway replays to a tab
 * joining a running call (from its upstream's snapshot of the call, coalesced): counted apart, in
 * neither latency nor loss; every event after must reach every live tab (else: lost). Every close
 * of a tab with another code than 1000 (a slow consumer's 1013 above all) is counted; the time a
 * call tab takes to go live; CPU of each process during the window; the voice service's peak RSS
 * and heap (sampled every second). Targets: p99 ≤ 100 ms for each kind, no slow-consumer (or
 * other abnormal) close, no event lost, voice memory ≤ 1.5 GiB. Three processes (this one, voice,
 * gateway) on the 2 cores. About 2.5 minutes.
 *
 *   pnpm tsx bench/campaigns-fanout.ts   (defaults: BENCH_CAMPAIGNS=100 (0: the calls alone),
 *     BENCH_TABS=20, BENCH_DISPATCH_CALLS=200 (0: the campaigns alone, as before issue 19),
 *     BENCH_CALL_TABS=3, BENCH_CALL_APPROVAL_MS=2500, BENCH_SECONDS=45, BENCH_VOICE_TIME_SCALE=0.01;
 *     BENCH_REDIS=off)
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEMO_ACCOUNTS } from '@fleet/api';
import { startIdentity } from '@fleet/api/test-support';
import {
  AUTH_PATHS,
  type SessionTokens,
  SLOW_CONSUMER_REASON,
  topicPath,
  VOICE_PATHS,
  voicePath,
} from '@fleet/contracts';
import { WebSocket } from '@fleet/gateway/testing';
import { bookingBody, requestJson, signInBroker } from '@fleet/voice/testing';
import { Redis } from 'ioredis';
import {
  approveBroker,
  approveCarrier,
  cancelCampaign,
  carrierCsv,
  createCampaign,
  executeCampaign,
  freshDatabase,
  INTERNAL_TOKEN,
  percentile,
  type ServiceProcess,
  sleep,
  spawnApi,
  spawnGateway,
  spawnVoice,
  until,
  uploadCarriers,
  type VoiceProcess,
} from './campaign-support';
import { type BenchClient, openClients } from './gateway-support';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100);
const TABS = Number(process.env.BENCH_TABS ?? 20);
const DISPATCH_CALLS = Number(process.env.BENCH_DISPATCH_CALLS ?? 200);
const CALL_TABS = Number(process.env.BENCH_CALL_TABS ?? 3);
const APPROVAL_MS = Number(process.env.BENCH_CALL_APPROVAL_MS ?? 2_500);
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 45);
/** The voice service's clock: 0.01 (a call in 4–6 s) by default; 0.1 is ten times real pace. */
const TIME_SCALE = Number(process.env.BENCH_VOICE_TIME_SCALE ?? 0.01);
const REDIS_URL = 'redis://127.0.0.1:6379';
const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

const CARRIERS = [
  ...Array.from({ length: 150 }, (_, i) => ['0102', '0104', '0107'][i % 3]!),
  '0101',
];
/**
 * Simulated brokers (personas.ts) who talk and then hold for the dispatcher's approval as long as
 * it takes here (6–9 min of call time): 0006 negotiates, 0008 takes the ask. The pushy ones (0007,
 * 0009) hang up on a hold of 2.5 min.
 */
const BROKER_NUMBERS = ['+1-555-010-0006', '+1-555-010-0008'];

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

interface GatewayMetrics {
  /** The fan-out histogram (upstream frame → sent to the last local socket), cumulative. */
  buckets: Map<string, number>;
  lagP99: number;
  slowCloses: number;
  rejected: number;
}

async function gatewayMetrics(url: string): Promise<GatewayMetrics> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const buckets = new Map<string, number>();
  let lagP99 = Number.NaN;
  let slowCloses = 0;
  let rejected = 0;
  for (const line of text.split('\n')) {
    const bucket = /^gateway_fanout_latency_seconds_bucket\{.*le="([^"]+)".*\} (\S+)/.exec(line);
    if (bucket) buckets.set(bucket[1]!, (buckets.get(bucket[1]!) ?? 0) + Number(bucket[2]));
    const lag = /^nodejs_eventloop_lag_p99_seconds(?:\{[^}]*\})? (\S+)/.exec(line);
    if (lag) lagP99 = Number(lag[1]) * 1_000;
    const slow = /^gateway_slow_client_closes_total(?:\{[^}]*\})? (\S+)/.exec(line);
    if (slow) slowCloses += Number(slow[1]);
    const refused = /^gateway_rejected_connections_total(?:\{[^}]*\})? (\S+)/.exec(line);
    if (refused) rejected += Number(refused[1]);
  }
  return { buckets, lagP99, slowCloses, rejected };
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

/** CPU seconds (user + system) a process has used, from /proc (Linux; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

type Kind = 'campaign' | 'call';

/** The demo carrier (dispatcher@demo.test: VOICE_AI on) signed in. */
async function signInCarrier(apiUrl: string): Promise<SessionTokens> {
  const demo = DEMO_ACCOUNTS.find((account) => account.useCase === 'carrier')!;
  const response = await fetch(new URL(AUTH_PATHS.signIn, apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.user.email, password: demo.user.password }),
  });
  if (response.status !== 200) throw new Error(`carrier sign-in: ${response.status}`);
  return (await response.json()) as SessionTokens;
}

const topicRoute = (id: string) => voicePath(VOICE_PATHS.topic, { kind: 'watch', id });

/** What the tabs of one kind got. */
interface KindStats {
  /** Events the direct upstream sockets got during the window. */
  upstreamEvents: number;
  /** Tab receipts of those events. */
  delivered: number;
  /** Of them, live ones (the tab was live when the direct socket got the event): in latency. */
  live: number;
  /** The others: what the gateway kept and replayed to a tab joining a running call. */
  joined: number;
  latencies: number[];
  /** After the first 10 s of the window. */
  steady: number[];
  /** Tab closes while measured, by `code reason`. */
  closes: Map<string, number>;
  /** gateway_status upstream_lost frames the tabs got. */
  upstreamLost: number;
}

const newStats = (): KindStats => ({
  upstreamEvents: 0,
  delivered: 0,
  live: 0,
  joined: 0,
  latencies: [],
  steady: [],
  closes: new Map(),
  upstreamLost: 0,
});

/**
 * The API: its own process on PostgreSQL (default), or, with BENCH_API=in-process, the tests'
 * in-process API on PGlite (as this bench ran before issue 19: fine for tabs that connect once,
 * but every call start, topic check and tab of a dispatch call asks it for the session).
 */
const API_IN_PROCESS = process.env.BENCH_API === 'in-process';
const identity = API_IN_PROCESS ? await startIdentity() : undefined;
const apiDb = API_IN_PROCESS ? undefined : await freshDatabase();
let apiProcess: ServiceProcess | undefined;
const db = await freshDatabase();
const useRedis = process.env.BENCH_REDIS !== 'off' && (await redisAnswers());
const prefix = `bench-campaigns-${randomBytes(4).toString('hex')}:`;
let voice: VoiceProcess | undefined;
let gateway: ServiceProcess | undefined;
const sockets: WebSocket[] = [];
let tabs: BenchClient[] = [];
const callSockets = new Set<WebSocket>();
let callsRunning = false;
/** Set before the bench closes sockets itself: later closes are not counted. */
let tearingDown = false;
const slots: Promise<void>[] = [];

try {
  if (apiDb) apiProcess = await spawnApi({ DATABASE_URL: apiDb.url });
  const apiUrl = identity?.apiUrl ?? apiProcess!.url;
  const broker = await signInBroker(apiUrl);
  const token = broker.access_token;
  const carrier = await signInCarrier(apiUrl);
  const carrierToken = carrier.access_token;
  voice = await spawnVoice({
    API_URL: apiUrl,
    DATABASE_URL: db.url,
    VOICE_TIME_SCALE: String(TIME_SCALE),
    VOICE_TELEPHONY_SEED: '7',
    // One account runs every dispatch call (the default cap is 10 at once).
    VOICE_MAX_ACTIVE_CALLS: String(Math.min(1_000, Math.max(10, DISPATCH_CALLS * 2))),
    // Call time: 10 min (6 s at 0.01), so a late approval on a loaded machine does not expire.
    VOICE_APPROVAL_TIMEOUT_MS: '600000',
  });
  // A service that dies mid-run is said so (with its exit code or signal), not guessed at.
  voice.child.once('exit', (code, signal) => {
    if (!tearingDown) console.error(`the voice service exited (${signal ?? code}) during the run`);
  });
  await approveBroker(db.url, broker);
  await approveCarrier(db.url, carrier);
  gateway = await spawnGateway({
    API_URL: apiUrl,
    VOICE_URL: voice.url,
    // BENCH_GATEWAY_LOG=warn: the gateway's warnings (upstream retries, slow consumers) on stderr.
    ...(process.env.BENCH_GATEWAY_LOG ? { LOG_LEVEL: process.env.BENCH_GATEWAY_LOG } : {}),
    ...(useRedis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
  });
  gateway.child.once('exit', (code, signal) => {
    if (!tearingDown) console.error(`the gateway exited (${signal ?? code}) during the run`);
  });
  const voiceUrl = voice.url;
  const voicePort = voice.port;
  const gatewayPort = gateway.port;

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
  const stats: Record<Kind, KindStats> = { campaign: newStats(), call: newStats() };
  const deliveredAt = (kind: Kind, tabAt: number, upstreamAt: number) => {
    const s = stats[kind];
    s.delivered += 1;
    s.live += 1;
    s.latencies.push(tabAt - upstreamAt);
    if (upstreamAt - started > 10_000) s.steady.push(tabAt - upstreamAt);
  };
  /** `times`: the direct receipts of a call's measured events (what its tabs must get live). */
  const onDirect = (kind: Kind, text: string, times?: number[]) => {
    const at = performance.now();
    const key = eventId(text);
    if (!key || direct.has(key)) return;
    direct.set(key, { at, measured: measuring });
    if (!measuring) return;
    stats[kind].upstreamEvents += 1;
    times?.push(at);
    for (const tabAt of early.get(key) ?? []) deliveredAt(kind, tabAt, at);
    early.delete(key);
  };
  /**
   * A tab's frame. `tab.liveAt`: when it first heard its topic is live (the gateway's upstream
   * open and streaming); an event the direct socket got before is one the gateway may have only
   * in its upstream's snapshot (coalesced) and replays to the tab as it joins: no latency.
   */
  const onTab = (kind: Kind, text: string, tab: { liveAt: number }) => {
    if (text.startsWith('{"type":"gateway_status"')) {
      if (text.includes('"upstream_lost"')) stats[kind].upstreamLost += 1;
      else if (text.includes('"live"') && tab.liveAt === Number.POSITIVE_INFINITY) {
        tab.liveAt = performance.now();
      }
      return;
    }
    const at = performance.now();
    const key = eventId(text);
    if (!key || !text.includes('"seq":')) return;
    const upstream = direct.get(key);
    if (upstream?.measured) {
      if (upstream.at >= tab.liveAt) deliveredAt(kind, at, upstream.at);
      else {
        stats[kind].delivered += 1;
        stats[kind].joined += 1;
      }
    } else if (!upstream && measuring) early.set(key, [...(early.get(key) ?? []), at]);
  };
  /** Campaign tabs are live before the window: every event they measure is a live one. */
  const CAMPAIGN_TAB = { liveAt: 0 };
  const onClose = (kind: Kind, code: number, reason: string) => {
    // A topic's end (a call over, a campaign done) closes its tabs with 1000: the normal close.
    if (tearingDown || code === 1000) return;
    const key = `${code}${reason ? ` ${reason}` : ''}`;
    stats[kind].closes.set(key, (stats[kind].closes.get(key) ?? 0) + 1);
  };

  for (const id of ids) {
    const ws = new WebSocket(
      `ws://127.0.0.1:${voicePort}${topicPath('load-offer-campaign-watcher', id)}`,
      { headers: { authorization: `Bearer ${INTERNAL_TOKEN}` } },
    );
    ws.on('message', (data) => onDirect('campaign', data.toString()));
    ws.on('error', () => {});
    sockets.push(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
  }

  const urls = ids.map(
    (id) =>
      `ws://127.0.0.1:${gatewayPort}${topicPath('load-offer-campaign-watcher', id)}?token=${token}`,
  );
  const urlsPerTab = Array.from({ length: CAMPAIGNS * TABS }, (_, i) => urls[i % CAMPAIGNS]!);
  // Campaign tabs join before the window: every event they measure is a live one.
  tabs = await openClients(urlsPerTab, urlsPerTab.length, (text) =>
    onTab('campaign', text, CAMPAIGN_TAB),
  );
  for (const tab of tabs) {
    tab.ws.on('close', (code, reason) => onClose('campaign', code, reason.toString()));
  }
  try {
    await until(() => tabs.every((t) => t.live), 120_000, 'every campaign tab live');
  } catch (error) {
    const live = tabs.filter((t) => t.live).length;
    console.error(
      `${live} of ${tabs.length} tabs live; closed: ${JSON.stringify([...stats.campaign.closes])}`,
    );
    throw error;
  }

  // The dispatch calls: one loop per "dispatcher", a call after another until the window ends.
  const calls = {
    started: 0,
    ended: 0,
    startRefused: new Map<string, number>(),
    approvals: 0,
    approvalRefused: new Map<string, number>(),
    /** Call tabs: connect → the gateway's 'live' (ms), for tabs that opened during the window. */
    joinMs: [] as number[],
    /** …and to the upgrade's answer (token and topic checked), to the first frame. */
    upgradeMs: [] as number[],
    /** POST /voice/call-broker, and the topic route the gateway asks (GET /voice/topics/…). */
    startMs: [] as number[],
    topicRouteMs: [] as number[],
    welcomeMs: [] as number[],
    /** Tabs still open 10 s after their call's upstream closed (closed by the bench). */
    tabsLeftOpen: 0,
    /** Tabs that never heard their call is live. */
    tabsNeverJoined: 0,
    liveSamples: [] as number[],
  };
  let slotsUp = 0;
  /** Call tabs the bench closed itself (left open 10 s after their call ended). */
  const benchClosed = new WeakSet<WebSocket>();
  /** Ended calls whose tabs have not all closed yet. */
  const closing = new Set<Promise<void>>();
  const slotErrors: string[] = [];
  /** Every call tab with its call's measured direct receipts: the live deliveries it owes. */
  const callTabs: Array<{ liveAt: number; times: number[] }> = [];
  const callTab = (id: string, times: number[]): Promise<{ joined: boolean }> =>
    new Promise((resolve) => {
      const ws = new WebSocket(
        `ws://127.0.0.1:${gatewayPort}${topicPath('watch', id)}?token=${carrierToken}`,
      );
      callSockets.add(ws);
      const tab = { liveAt: Number.POSITIVE_INFINITY, times };
      callTabs.push(tab);
      const opened = performance.now();
      const timed = measuring;
      let welcomed = false;
      if (timed) ws.once('open', () => calls.upgradeMs.push(performance.now() - opened));
      ws.on('message', (data) => {
        const wasLive = tab.liveAt !== Number.POSITIVE_INFINITY;
        if (timed && !welcomed) {
          welcomed = true;
          calls.welcomeMs.push(performance.now() - opened);
        }
        onTab('call', data.toString(), tab);
        if (timed && !wasLive && tab.liveAt !== Number.POSITIVE_INFINITY) {
          calls.joinMs.push(tab.liveAt - opened);
        }
      });
      ws.on('error', () => {});
      ws.once('close', (code, reason) => {
        callSockets.delete(ws);
        if (!benchClosed.has(ws)) onClose('call', code, reason.toString());
        resolve({ joined: tab.liveAt !== Number.POSITIVE_INFINITY });
      });
    });
  const runSlot = async (slot: number) => {
    let n = 0;
    let first = true;
    while (callsRunning) {
      const phone = BROKER_NUMBERS[(slot + n++) % BROKER_NUMBERS.length]!;
      const asked = performance.now();
      const timed = measuring;
      const response = await requestJson(
        voiceUrl,
        'POST',
        VOICE_PATHS.callBroker,
        carrierToken,
        bookingBody(phone, { dispatcher_approval_required: APPROVAL_MS > 0 }),
      );
      if (response.status !== 200) {
        const key = `${response.status} ${String(response.body.detail ?? '')}`;
        calls.startRefused.set(key, (calls.startRefused.get(key) ?? 0) + 1);
        await sleep(200);
        continue;
      }
      const id = String(response.body.uid);
      calls.started += 1;
      if (timed) calls.startMs.push(performance.now() - asked);
      if (timed && n % 4 === 0) {
        // What the gateway asks the voice service before it lets a tab in (one call in four).
        const before = performance.now();
        void requestJson(voiceUrl, 'GET', topicRoute(id), carrierToken).then(
          () => calls.topicRouteMs.push(performance.now() - before),
          () => {},
        );
      }
      const times: number[] = [];
      const ws = new WebSocket(`ws://127.0.0.1:${voicePort}${topicPath('watch', id)}`, {
        headers: { authorization: `Bearer ${INTERNAL_TOKEN}` },
      });
      callSockets.add(ws);
      ws.on('message', (data) => {
        const text = data.toString();
        onDirect('call', text, times);
        if (APPROVAL_MS <= 0 || !text.includes('"type":"dispatcher_approval_request"')) return;
        // The dispatcher reads the rate and approves it, as the running-call card does.
        const request = JSON.parse(text) as { loadDetails: unknown };
        setTimeout(() => {
          void requestJson(
            voiceUrl,
            'POST',
            `${VOICE_PATHS.sessionsUpdate}?uid=${id}`,
            carrierToken,
            { update_type: 'LOAD_APPROVAL', context_update: { load_details: request.loadDetails } },
          ).then(
            (answer) => {
              if (answer.status === 200) calls.approvals += 1;
              else {
                const key = `${answer.status} ${String(answer.body.detail ?? '')}`;
                calls.approvalRefused.set(key, (calls.approvalRefused.get(key) ?? 0) + 1);
              }
            },
            (error: unknown) => {
              const key = error instanceof Error ? error.message : String(error);
              calls.approvalRefused.set(key, (calls.approvalRefused.get(key) ?? 0) + 1);
            },
          );
        }, APPROVAL_MS);
      });
      ws.on('error', () => {});
      const upstreamClosed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
      const opened = await new Promise<boolean>((resolve) => {
        ws.once('open', () => resolve(true));
        ws.once('close', () => resolve(false));
      });
      const tabsClosed = opened
        ? Promise.all(Array.from({ length: CALL_TABS }, () => callTab(id, times)))
        : Promise.resolve([]);
      if (first) {
        first = false;
        slotsUp += 1;
      }
      await upstreamClosed;
      callSockets.delete(ws);
      calls.ended += 1;
      // The dispatcher starts the next call at once; this call's tabs close on their own.
      const leaving = (async () => {
        const closed = await Promise.race([tabsClosed, sleep(10_000).then(() => undefined)]);
        if (!closed) {
          for (const socket of [...callSockets]) {
            if (socket.url.includes(id)) {
              calls.tabsLeftOpen += 1;
              benchClosed.add(socket);
              socket.terminate();
            }
          }
        }
        for (const tab of await tabsClosed) if (!tab.joined) calls.tabsNeverJoined += 1;
      })();
      closing.add(leaving);
      void leaving.finally(() => closing.delete(leaving));
    }
  };
  callsRunning = DISPATCH_CALLS > 0;
  for (let slot = 0; slot < DISPATCH_CALLS; slot++) {
    slots.push(
      runSlot(slot).catch((error: unknown) => {
        if (callsRunning) slotErrors.push(error instanceof Error ? error.message : String(error));
      }),
    );
    await sleep(10);
  }
  await until(() => slotsUp >= DISPATCH_CALLS, 120_000, 'every dispatch call watched');
  await sleep(DISPATCH_CALLS > 0 ? 3_000 : 0); // past the first calls' start

  // Memory of the voice service, sampled every second from before the first campaign call to the end.
  let peakRss = 0;
  let peakHeap = 0;
  const pgSamples: Array<{ active: number; waiting: number }> = [];
  // How quickly each service answers its /healthz (no database, no token): its event loop's lag.
  const healthMs = { voice: [] as number[], gateway: [] as number[] };
  const probeHealth = setInterval(() => {
    if (!measuring) return;
    for (const [name, url] of [
      ['voice', voiceUrl],
      ['gateway', gateway!.url],
    ] as const) {
      const asked = performance.now();
      fetch(`${url}/healthz`).then(
        async (response) => {
          await response.arrayBuffer();
          healthMs[name].push(performance.now() - asked);
        },
        () => {},
      );
    }
  }, 250);
  const sampler = setInterval(() => {
    voice!.memory().then(
      (m) => {
        peakRss = Math.max(peakRss, m.rss);
        peakHeap = Math.max(peakHeap, m.heapUsed);
      },
      () => {},
    );
    if (!measuring) return;
    calls.liveSamples.push(calls.started - calls.ended);
    // The voice service's PostgreSQL sessions (its pool holds 10): running a statement, or in a
    // transaction waiting for the service's next statement.
    db.query<{ active: number; waiting: number }>(
      `SELECT count(*) FILTER (WHERE state = 'active')::int AS active,
              count(*) FILTER (WHERE state LIKE 'idle in transaction%')::int AS waiting
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    ).then(
      ([row]) => {
        if (row) pgSamples.push(row);
      },
      () => {},
    );
  }, 1_000);
  const idle = await voice.memory();

  const metricsBefore = await gatewayMetrics(gateway.url);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const cpuBefore = {
    voice: cpuSeconds(voice.child.pid),
    gateway: cpuSeconds(gateway.child.pid),
    api: cpuSeconds(apiProcess?.child.pid),
    bench: process.cpuUsage(),
  };
  measuring = true;
  started = performance.now();
  const callsAtStart = calls.started;
  await Promise.all(ids.map((id) => executeCampaign(voiceUrl, token, id)));
  const executed = performance.now() - started;
  await sleep(Math.max(0, MEASURE_SECONDS * 1_000 - executed));
  measuring = false;
  const seconds = (performance.now() - started) / 1_000;
  const share = (used: number) => `${Math.round((used / seconds) * 100)} %`;
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const cpu = `voice ${share(cpuSeconds(voice.child.pid) - cpuBefore.voice)}, gateway ${share(cpuSeconds(gateway.child.pid) - cpuBefore.gateway)},${apiProcess ? ` API ${share(cpuSeconds(apiProcess.child.pid) - cpuBefore.api)},` : ''} this process ${share((benchCpu.user + benchCpu.system) / 1e6)} of a core`;
  const callsInWindow = calls.started - callsAtStart;
  callsRunning = false;
  await sleep(1_000); // the deliveries of the window's last events
  clearInterval(sampler);
  clearInterval(probeHealth);
  loop.disable();
  const metricsAfter = await gatewayMetrics(gateway.url);
  const campaignCalls = (
    await db.query<{ n: number; ended: number }>(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE ended)::int AS ended FROM campaign_calls',
    )
  )[0]!;
  const statuses = await db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM campaigns GROUP BY status ORDER BY status',
  );
  for (const id of ids) await cancelCampaign(voiceUrl, token, id);
  await Promise.race([Promise.all(slots), sleep(15_000)]); // the last calls end
  await Promise.race([Promise.all(closing), sleep(11_000)]); // and their tabs close
  const dispatch = await db.query<{ status: string; outcome: string | null; n: number }>(
    'SELECT status, outcome, count(*)::int AS n FROM dispatch_calls GROUP BY 1, 2 ORDER BY 3 DESC',
  );

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  /** Live deliveries owed: every measured event to every tab that was live when it came. */
  const owed = (kind: Kind) =>
    kind === 'campaign'
      ? stats.campaign.upstreamEvents * TABS
      : callTabs.reduce((sum, tab) => sum + tab.times.filter((t) => t >= tab.liveAt).length, 0);
  const summary = (kind: Kind) => {
    const s = stats[kind];
    const sorted = s.latencies.sort((a, b) => a - b);
    const steadySorted = s.steady.sort((a, b) => a - b);
    const expected = owed(kind);
    const slow = [...s.closes].filter(([key]) => key.includes(SLOW_CONSUMER_REASON));
    const abnormal = [...s.closes].reduce((sum, [, n]) => sum + n, 0);
    return {
      sorted,
      expected,
      abnormal,
      slow: slow.reduce((sum, [, n]) => sum + n, 0),
      lines: [
        `  events: ${Math.round(s.upstreamEvents / seconds)}/s published (direct upstream), ${Math.round(s.delivered / seconds)}/s delivered to tabs (live: ${s.live} of ${expected} expected, ${expected - s.live} lost${kind === 'call' ? `; and ${s.joined} kept events replayed to tabs joining a running call` : ''})`,
        `  latency at the gateway (tab receipt − direct upstream receipt, ${sorted.length} live deliveries): p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (target p99 ≤ 100 ms); after the first 10 s: p50 ${ms(percentile(steadySorted, 50))}, p99 ${ms(percentile(steadySorted, 99))}`,
        `  closes other than 1000 at the topic's end: ${abnormal === 0 ? 'none' : JSON.stringify(Object.fromEntries(s.closes))} (slow-consumer closes: ${slow.length === 0 ? 0 : slow.map(([, n]) => n).join('+')}, target 0); upstream_lost frames: ${s.upstreamLost}`,
      ],
    };
  };
  const campaign = summary('campaign');
  const call = summary('call');
  const all = [...campaign.sorted, ...call.sorted].sort((a, b) => a - b);
  const liveCalls = calls.liveSamples;
  const joinSorted = calls.joinMs.sort((a, b) => a - b);
  const p = (values: number[], at: number) =>
    percentile(
      values.sort((a, b) => a - b),
      at,
    );
  console.log(
    `${CAMPAIGNS} campaigns × ${TABS} tabs = ${CAMPAIGNS * TABS} tabs, plus ${DISPATCH_CALLS} live dispatch calls × ${CALL_TABS} tabs = ${DISPATCH_CALLS * CALL_TABS} tabs, at once; ${API_IN_PROCESS ? 'API in this process (PGlite), voice on PostgreSQL' : 'API and voice on PostgreSQL (a process each)'}, gateway on ${useRedis ? 'Redis 127.0.0.1:6379' : 'in-process coordination'}; VOICE_TIME_SCALE ${TIME_SCALE}; ${seconds.toFixed(1)} s measured (execute of all ${CAMPAIGNS}: ${(executed / 1_000).toFixed(1)} s)`,
  );
  if (CAMPAIGNS > 0) {
    console.log(
      `campaign tabs — calls placed: ${campaignCalls.n} (${campaignCalls.ended} ended); campaigns at the end: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`,
    );
    for (const line of campaign.lines) console.log(line);
  }
  if (DISPATCH_CALLS > 0) {
    console.log(
      `dispatch call tabs — ${calls.started} calls started (${callsInWindow} in the window), live during the window: min ${Math.min(...liveCalls)}, mean ${(liveCalls.reduce((a, b) => a + b, 0) / Math.max(1, liveCalls.length)).toFixed(0)}; approvals ${calls.approvals} (refused: ${calls.approvalRefused.size === 0 ? 'none' : JSON.stringify(Object.fromEntries(calls.approvalRefused))}); call tab connect → upgraded p50 ${ms(p(calls.upgradeMs, 50))}, p99 ${ms(p(calls.upgradeMs, 99))} → first frame p50 ${ms(p(calls.welcomeMs, 50))}, p99 ${ms(p(calls.welcomeMs, 99))} → live p50 ${ms(percentile(joinSorted, 50))}, p99 ${ms(percentile(joinSorted, 99))}; voice answers in the window: call start p50 ${ms(p(calls.startMs, 50))}, p99 ${ms(p(calls.startMs, 99))}, topic route p50 ${ms(p(calls.topicRouteMs, 50))}, p99 ${ms(p(calls.topicRouteMs, 99))}; starts refused: ${calls.startRefused.size === 0 ? 'none' : JSON.stringify(Object.fromEntries(calls.startRefused))}; tabs never live: ${calls.tabsNeverJoined}, left open after the call: ${calls.tabsLeftOpen}; dispatcher loops failed: ${slotErrors.length === 0 ? 'none' : `${slotErrors.length} (${slotErrors[0]})`}; outcomes: ${dispatch.map((d) => `${d.status}/${d.outcome ?? '-'} ${d.n}`).join(', ')}`,
    );
    for (const line of call.lines) console.log(line);
  }
  console.log(
    `all tabs: p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}; gateway: slow-consumer closes ${metricsAfter.slowCloses - metricsBefore.slowCloses}, rejected connections ${metricsAfter.rejected - metricsBefore.rejected} in the window`,
  );
  console.log(
    `  where it goes: inside the gateway (upstream frame → last socket send, its histogram, both kinds) p50 ${bucketPercentile(metricsBefore.buckets, metricsAfter.buckets, 50)}, p99 ${bucketPercentile(metricsBefore.buckets, metricsAfter.buckets, 99)}; gateway event-loop lag p99 ${metricsAfter.lagP99.toFixed(0)} ms; this process's (${API_IN_PROCESS ? 'API + ' : ''}${CAMPAIGNS * TABS + DISPATCH_CALLS * CALL_TABS} tabs) event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`,
  );
  const mean = (values: number[]) =>
    (values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)).toFixed(1);
  console.log(
    `  GET /healthz, 4 a second: voice p50 ${ms(p(healthMs.voice, 50))}, p99 ${ms(p(healthMs.voice, 99))}; gateway p50 ${ms(p(healthMs.gateway, 50))}, p99 ${ms(p(healthMs.gateway, 99))}`,
  );
  console.log(
    `  CPU during the window: ${cpu}; the voice service's PostgreSQL sessions busy (sampled each second): mean ${mean(pgSamples.map((x) => x.active))}, max ${Math.max(0, ...pgSamples.map((x) => x.active))} (pool of 10), idle in a transaction: mean ${mean(pgSamples.map((x) => x.waiting))}`,
  );
  console.log(
    `  voice service memory: idle RSS ${(idle.rss / MiB).toFixed(0)} MiB${DISPATCH_CALLS > 0 ? ' (the dispatch calls already running)' : ''}; peak RSS ${(peakRss / MiB).toFixed(0)} MiB, peak heap used ${(peakHeap / MiB).toFixed(0)} MiB (target ≤ 1.5 GiB)`,
  );
  const failed = (
    [
      [CAMPAIGNS > 0, campaign],
      [DISPATCH_CALLS > 0, call],
    ] as const
  ).some(
    ([on, s]) =>
      on && (percentile(s.sorted, 99) > 100 || s.abnormal > 0 || s.slow > 0 || s.expected === 0),
  );
  const lost = stats.campaign.live < campaign.expected || stats.call.live < call.expected;
  if (failed || lost || slotErrors.length > 0 || peakRss > 1.5 * GiB) process.exitCode = 1;
} finally {
  callsRunning = false;
  tearingDown = true;
  for (const tab of tabs) tab.ws.terminate();
  for (const ws of sockets) ws.terminate();
  for (const ws of callSockets) ws.terminate();
  await gateway?.kill();
  await voice?.kill();
  await Promise.race([Promise.allSettled(slots), sleep(5_000)]);
  await db.drop();
  await identity?.close();
  await apiProcess?.kill();
  await apiDb?.drop();
  if (useRedis) await dropRedisKeys(prefix);
}
