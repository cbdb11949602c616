import { randomBytes } from 'node:crypto';
import { startIdentity, type TestIdentity } from '@fleet/api/test-support';
import { AUTH_PATHS, GATEWAY_CLOSE, SLOW_CONSUMER_REASON } from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayConfig, loadConfig } from '../config';
import { type StartedGateway, startGateway } from '../server';
import { type FakeVoice, startFakeVoice } from '../testing/fake-voice';
import { startThrowawayRedis } from '../testing/throwaway-redis';
import { connect, type TestSocket } from '../testing/ws-client';

const redisUrl = process.env.TEST_REDIS_URL;
const logger = createLogger('realtime-test', (process.env.TEST_LOG as 'info') ?? 'silent');
const INTERNAL_TOKEN = 'internal-test-token';
const BROKER = { email: 'broker@demo.test', password: 'broker-demo' };
const POLL = { timeout: 15_000, interval: 20 };

let identity: TestIdentity;
let voice: FakeVoice;
let token: string;
const started: StartedGateway[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  identity = await startIdentity();
  voice = await startFakeVoice({ internalToken: INTERNAL_TOKEN });
  token = (await identity.signIn()).access_token;
});
afterAll(async () => {
  await identity?.close();
  await voice?.close();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.ws.terminate();
  await Promise.all(started.splice(0).map((gateway) => gateway.close()));
});

interface Gateway {
  started: StartedGateway;
  http: string;
  ws: string;
}

type Frame = { type: string; [key: string]: unknown };
type Event = { type: 'update_conversation'; seq: number; n: number };

const frames = (socket: TestSocket) => socket.messages as Frame[];
const eventsOf = (socket: TestSocket) =>
  frames(socket).filter((m): m is Event => m.type === 'update_conversation');
const statusesOf = (socket: TestSocket) =>
  frames(socket)
    .filter((m) => m.type === 'gateway_status')
    .map((m) => m.status);
const newTopic = () => `call-${randomBytes(4).toString('hex')}`;

/** The topic of a socket, as the fake voice service names it. */
const keyOf = (socket: TestSocket) =>
  new URL(socket.ws.url).pathname.replace(/^\/voice\/watch\//, 'watch:');

/**
 * Every socket has joined and the topic's upstream is open: what is emitted now reaches them all.
 * ('live' itself comes with the first event.)
 */
async function waitLive(list: TestSocket[]) {
  await expect.poll(() => list.every((s) => statusesOf(s).length > 0), POLL).toBe(true);
  await expect.poll(() => list.every((s) => voice.open(keyOf(s)) === 1), POLL).toBe(true);
}

/** Strictly consecutive seqs, no duplicate: what every socket must see. */
function expectGapless(events: Event[]) {
  for (let i = 1; i < events.length; i++) {
    expect(events[i]!.seq, `seq after ${events[i - 1]!.seq}`).toBe(events[i - 1]!.seq + 1);
  }
}

const modes = [{ name: 'in-process', redis: false }];
if (redisUrl) modes.push({ name: 'redis', redis: true });

describe.each(modes)('realtime path ($name)', ({ redis }) => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;

  async function gateways(count: number, overrides: Partial<GatewayConfig> = {}) {
    const list: Gateway[] = [];
    // Without Redis there is one instance only.
    for (let i = 0; i < (redis ? count : 1); i++) {
      const config: GatewayConfig = {
        ...loadConfig({
          API_URL: identity.apiUrl,
          VOICE_URL: voice.url,
          VOICE_INTERNAL_TOKEN: INTERNAL_TOKEN,
        }),
        port: 0,
        host: '127.0.0.1',
        redisUrl: redis ? redisUrl : undefined,
        redisKeyPrefix: prefix,
        leaseTtlMs: 600,
        graceMs: 400,
        upstreamBackoffMinMs: 20,
        upstreamBackoffMaxMs: 200,
        ...overrides,
      };
      const gateway = await startGateway(config, { logger });
      started.push(gateway);
      list.push({
        started: gateway,
        http: `http://127.0.0.1:${gateway.port}`,
        ws: `ws://127.0.0.1:${gateway.port}`,
      });
    }
    return list;
  }

  function open(gateway: Gateway, id: string, query = '', as = token) {
    const socket = connect(`${gateway.ws}/voice/watch/${id}?token=${as}${query}`);
    sockets.push(socket);
    return socket;
  }

  it('when 50 sockets spread over two instances watch one topic, then one upstream serves them all, every event in order', async () => {
    const list = await gateways(2);
    const id = newTopic();
    const key = `watch:${id}`;
    const clients = Array.from({ length: 50 }, (_, i) => open(list[i % list.length]!, id));
    await waitLive(clients);
    expect(voice.open(key)).toBe(1);
    expect(voice.accepted(key)).toBe(1);
    expect(voice.authorizations).toContain(`Bearer ${INTERNAL_TOKEN}`);

    voice.emit(key, 1, 100);
    await expect.poll(() => clients.every((s) => eventsOf(s).length === 100), POLL).toBe(true);
    for (const socket of clients) {
      const events = eventsOf(socket);
      expect(events.map((e) => e.n)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(events[0]!.seq).toBe(1);
      expectGapless(events);
    }
    expect(voice.accepted(key)).toBe(1);

    const metrics = await Promise.all(
      list.map(async (g) => (await fetch(`${g.http}/metrics`)).text()),
    );
    const all = metrics.join('\n');
    expect(all).toMatch(/^gateway_upstream_connections\{service="gateway"\} 1$/m);
    expect(all).toMatch(/^gateway_messages_in_total\{service="gateway"\} 100$/m);
    expect(all).toMatch(/^gateway_topics\{service="gateway"\} 1$/m);
    expect(all).toMatch(
      /gateway_fanout_latency_seconds_count\{service="gateway",via="local"\} 100$/m,
    );
    if (redis) {
      expect(all).toMatch(
        /gateway_fanout_latency_seconds_count\{service="gateway",via="redis"\} 100$/m,
      );
    }
    const out = [...all.matchAll(/^gateway_messages_out_total\{service="gateway"\} (\d+)$/gm)];
    expect(out.reduce((sum, m) => sum + Number(m[1]), 0)).toBe(5_000);
  });

  it('when a socket joins late, then it gets the kept events at once, then the live ones', async () => {
    const list = await gateways(2);
    const id = newTopic();
    const key = `watch:${id}`;
    const first = open(list[0]!, id);
    await waitLive([first]);
    voice.emit(key, 1, 3);
    await expect.poll(() => eventsOf(first).length, POLL).toBe(3);

    const late = open(list.at(-1)!, id);
    await expect.poll(() => eventsOf(late).length, POLL).toBe(3);
    expect(frames(late)[0]).toEqual({ type: 'gateway_status', status: 'live' });
    voice.emit(key, 4, 2);
    await expect.poll(() => eventsOf(late).map((e) => e.seq), POLL).toEqual([1, 2, 3, 4, 5]);
    expect(eventsOf(late)[0]).toMatchObject({ type: 'update_conversation', seq: 1, n: 1 });
  });

  it('when a socket reconnects with since, then it gets exactly what it missed, then the live ones', async () => {
    const list = await gateways(2);
    const id = newTopic();
    const key = `watch:${id}`;
    const keeper = open(list[0]!, id);
    const leaver = open(list.at(-1)!, id);
    await waitLive([keeper, leaver]);
    voice.emit(key, 1, 5);
    await expect.poll(() => eventsOf(leaver).length, POLL).toBe(5);
    leaver.ws.close();
    await leaver.closed;
    voice.emit(key, 6, 3);
    await expect.poll(() => eventsOf(keeper).length, POLL).toBe(8);

    const back = open(list.at(-1)!, id, '&since=5');
    await expect.poll(() => eventsOf(back).map((e) => e.seq), POLL).toEqual([6, 7, 8]);
    voice.emit(key, 9, 1);
    await expect.poll(() => eventsOf(back).map((e) => e.seq), POLL).toEqual([6, 7, 8, 9]);
    expect(frames(back).some((m) => m.type === 'gateway_resync')).toBe(false);
  });

  it('when since is older than the kept events, then gateway_resync comes first, then what is kept', async () => {
    const list = await gateways(1, { replayMax: 5 });
    const id = newTopic();
    const key = `watch:${id}`;
    const keeper = open(list[0]!, id);
    await waitLive([keeper]);
    voice.emit(key, 1, 12);
    await expect.poll(() => eventsOf(keeper).length, POLL).toBe(12);

    const back = open(list[0]!, id, '&since=2');
    await expect.poll(() => eventsOf(back).length, POLL).toBe(5);
    expect(frames(back).slice(0, 3)).toEqual([
      { type: 'gateway_status', status: 'live' },
      { type: 'gateway_resync', from_seq: 8 },
      expect.objectContaining({ seq: 8, n: 8 }),
    ]);
    const ahead = open(list[0]!, id, '&since=99');
    await expect.poll(() => eventsOf(ahead).length, POLL).toBe(5);
    expect(frames(ahead)[1]).toEqual({ type: 'gateway_resync', from_seq: 8 });
  });

  it('when since is not a number, then the socket is closed with 4400', async () => {
    const [gateway] = await gateways(1);
    const socket = open(gateway!, newTopic(), '&since=abc');
    expect((await socket.closed).code).toBe(GATEWAY_CLOSE.badTopic);
  });

  it('when the last subscriber leaves, then the upstream closes after the grace period', async () => {
    const list = await gateways(2, { graceMs: 700 });
    const id = newTopic();
    const key = `watch:${id}`;
    const clients = [open(list[0]!, id), open(list.at(-1)!, id)];
    await waitLive(clients);
    expect(voice.open(key)).toBe(1);
    for (const socket of clients) socket.ws.close();
    await Promise.all(clients.map((s) => s.closed));
    const left = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(voice.open(key)).toBe(1);
    await expect.poll(() => voice.open(key), POLL).toBe(0);
    expect(Date.now() - left).toBeGreaterThanOrEqual(700);
    await expect
      .poll(() => list.map((g) => g.started.gateway.topics.size), POLL)
      .toEqual(list.map(() => 0));
  });

  it('when a subscriber comes back within the grace period, then the same upstream serves it', async () => {
    const [gateway] = await gateways(1, { graceMs: 2_000 });
    const id = newTopic();
    const key = `watch:${id}`;
    const first = open(gateway!, id);
    await waitLive([first]);
    first.ws.close();
    await first.closed;
    const again = open(gateway!, id);
    await waitLive([again]);
    expect(voice.accepted(key)).toBe(1);
  });

  it('when a socket stops reading, then it is closed with 1013 and the others get every event', async () => {
    const list = await gateways(2, { slowClientBufferBytes: 64 * 1024 });
    const id = newTopic();
    const key = `watch:${id}`;
    const slow = open(list.at(-1)!, id);
    const fine = [open(list[0]!, id), open(list.at(-1)!, id)];
    await waitLive([slow, ...fine]);
    const raw = (slow.ws as unknown as { _socket: import('node:net').Socket })._socket;
    raw.pause();

    // A steady stream (healthy sockets in this same process get to read between batches).
    const padding = 'x'.repeat(16 * 1024);
    for (let n = 1; n <= 600; n++) {
      voice.send(key, { type: 'update_conversation', n, padding });
      if (n % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await expect.poll(() => fine.every((s) => eventsOf(s).length === 600), POLL).toBe(true);
    for (const socket of fine) expectGapless(eventsOf(socket));
    const metrics = await (await fetch(`${list.at(-1)!.http}/metrics`)).text();
    expect(metrics).toMatch(/^gateway_slow_client_closes_total\{service="gateway"\} 1$/m);

    raw.resume();
    expect(await slow.closed).toEqual({
      code: GATEWAY_CLOSE.tryAgainLater,
      reason: SLOW_CONSUMER_REASON,
    });
    expect(frames(slow).at(-1)).toMatchObject({ type: 'error', code: SLOW_CONSUMER_REASON });
  });

  it('when a token of another account asks for the topic, then it is refused with 4403', async () => {
    const [gateway] = await gateways(1);
    const id = newTopic();
    voice.owners.set(`watch:${id}`, identity.accountId);
    const signIn = await fetch(new URL(AUTH_PATHS.signIn, identity.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BROKER),
    });
    expect(signIn.status).toBe(200);
    const broker = ((await signIn.json()) as { access_token: string }).access_token;

    const refused = open(gateway!, id, '', broker);
    expect(await refused.closed).toEqual({
      code: GATEWAY_CLOSE.forbidden,
      reason: 'gateway/forbidden',
    });
    expect(frames(refused)).toEqual([
      expect.objectContaining({ type: 'error', code: 'gateway/forbidden' }),
    ]);

    const lookups = voice.lookups;
    const owner = [open(gateway!, id), open(gateway!, id)];
    await waitLive(owner);
    expect(voice.lookups - lookups).toBe(1); // the answer is cached
  });

  it('when the upstream sends junk, then it is dropped and the stream goes on', async () => {
    const [gateway] = await gateways(1);
    const id = newTopic();
    const key = `watch:${id}`;
    const socket = open(gateway!, id);
    await waitLive([socket]);
    voice.sendRaw(key, 'not json');
    voice.sendRaw(key, '[1,2]');
    voice.sendRaw(key, '{"no":"type"}');
    voice.sendRaw(key, Buffer.from([1, 2, 3]));
    voice.send(key, { type: 'connection_status', status: 'connected', seq: 77 });
    await expect
      .poll(() => frames(socket).at(-1), POLL)
      .toEqual({
        seq: 1,
        type: 'connection_status',
        status: 'connected',
      });
    expect(voice.open(key)).toBe(1);
  });

  it('when the upstream drops, then sockets see upstream_lost, then live, and seqs go on', async () => {
    const list = await gateways(2);
    const id = newTopic();
    const key = `watch:${id}`;
    const clients = [open(list[0]!, id), open(list.at(-1)!, id)];
    await waitLive(clients);
    voice.emit(key, 1, 2);
    await expect.poll(() => clients.every((s) => eventsOf(s).length === 2), POLL).toBe(true);
    voice.dropTopic(key);
    await expect
      .poll(() => clients.every((s) => statusesOf(s).includes('upstream_lost')), POLL)
      .toBe(true);
    await waitLive(clients);
    await expect.poll(() => voice.open(key), POLL).toBe(1);
    voice.emit(key, 3, 2);
    await expect.poll(() => clients.every((s) => eventsOf(s).length === 4), POLL).toBe(true);
    for (const socket of clients) expect(eventsOf(socket).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
  });

  it('when the upstream opens, then sockets hear live only with its first event', async () => {
    const [gateway] = await gateways(1);
    const id = newTopic();
    const key = `watch:${id}`;
    const socket = open(gateway!, id);
    await expect.poll(() => voice.open(key), POLL).toBe(1);
    await expect
      .poll(async () => (await fetch(`${gateway!.http}/metrics`)).text(), POLL)
      .toMatch(/^gateway_upstream_connections\{service="gateway"\} 1$/m);
    // A ping answered means every frame sent before it has arrived.
    socket.ws.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => frames(socket).some((f) => f.type === 'pong'), POLL).toBe(true);
    expect(statusesOf(socket)).toEqual(['waiting_for_upstream']);
    voice.emit(key, 1, 1);
    await expect.poll(() => eventsOf(socket).length, POLL).toBe(1);
    expect(frames(socket).filter((f) => f.type !== 'pong')).toEqual([
      { type: 'gateway_status', status: 'waiting_for_upstream' },
      { type: 'gateway_status', status: 'live' },
      expect.objectContaining({ type: 'update_conversation', seq: 1 }),
    ]);
  });

  it('when a new upstream replays events the topic already has (same event_id), then no socket sees them twice', async () => {
    const list = await gateways(2);
    const id = newTopic();
    const key = `watch:${id}`;
    const clients = [open(list[0]!, id), open(list.at(-1)!, id)];
    await waitLive(clients);
    const line = (n: number) => ({ type: 'update_conversation', n, event_id: `${id}:${n}` });
    voice.send(key, line(1));
    voice.send(key, line(2));
    await expect.poll(() => clients.every((s) => eventsOf(s).length === 2), POLL).toBe(true);
    voice.dropTopic(key);
    await expect.poll(() => voice.accepted(key), POLL).toBe(2);
    await expect.poll(() => voice.open(key), POLL).toBe(1);
    // What the voice service does on every connect: the call's state so far, then what is new.
    voice.send(key, line(1));
    voice.send(key, line(2));
    voice.send(key, line(3));
    // Events without an id are never taken for repeats.
    voice.send(key, { type: 'update_conversation', n: 4 });
    await expect.poll(() => clients.every((s) => eventsOf(s).length >= 4), POLL).toBe(true);
    for (const socket of clients) {
      expect(eventsOf(socket).map((e) => [e.seq, e.n])).toEqual([
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
      ]);
    }
  });

  it('when the upstream closes with 1000, then sockets get the remaining events and a 1000 close', async () => {
    const list = await gateways(2);
    const id = newTopic();
    const key = `watch:${id}`;
    const clients = [open(list[0]!, id), open(list.at(-1)!, id)];
    await waitLive(clients);
    voice.emit(key, 1, 3);
    voice.closeTopic(key, 1000);
    for (const socket of clients) {
      expect((await socket.closed).code).toBe(1000);
      expect(eventsOf(socket).map((e) => e.n)).toEqual([1, 2, 3]);
    }
    const late = open(list.at(-1)!, id);
    expect((await late.closed).code).toBe(1000);
    expect(eventsOf(late).map((e) => e.n)).toEqual([1, 2, 3]);
    expect(voice.accepted(key)).toBe(1);
  });
});

describe.runIf(redisUrl)('realtime path across instances (redis)', () => {
  async function gateway(url: string, prefix: string) {
    const config: GatewayConfig = {
      ...loadConfig({
        API_URL: identity.apiUrl,
        VOICE_URL: voice.url,
        VOICE_INTERNAL_TOKEN: INTERNAL_TOKEN,
      }),
      port: 0,
      host: '127.0.0.1',
      redisUrl: url,
      redisKeyPrefix: prefix,
      leaseTtlMs: 600,
      graceMs: 400,
      upstreamBackoffMinMs: 20,
      upstreamBackoffMaxMs: 200,
    };
    const started_ = await startGateway(config, { logger });
    started.push(started_);
    return {
      started: started_,
      ws: `ws://127.0.0.1:${started_.port}`,
      http: `http://127.0.0.1:${started_.port}`,
    };
  }

  function open(g: { ws: string }, id: string, query = '') {
    const socket = connect(`${g.ws}/voice/watch/${id}?token=${token}${query}`);
    sockets.push(socket);
    return socket;
  }

  it('when the owner dies mid-stream, then another instance takes over and resumed sockets see no gap and no duplicate', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    const owner = await gateway(redisUrl!, prefix);
    const other = await gateway(redisUrl!, prefix);
    const id = newTopic();
    const key = `watch:${id}`;
    const onOwner = Array.from({ length: 10 }, () => open(owner, id));
    await waitLive(onOwner);
    const onOther = Array.from({ length: 10 }, () => open(other, id));
    await waitLive(onOther);
    expect(owner.started.gateway.topics.get(key)?.isOwner).toBe(true);

    voice.emit(key, 1, 20);
    await expect
      .poll(() => [...onOwner, ...onOther].every((s) => eventsOf(s).length === 20), POLL)
      .toBe(true);
    const died = Date.now();
    owner.started.abort();
    await Promise.all(onOwner.map((s) => s.closed));
    // They reconnect to the survivor with the last seq they processed.
    const resumed = onOwner.map((s) => ({
      before: eventsOf(s),
      after: open(other, id, `&since=${eventsOf(s).at(-1)!.seq}`),
    }));

    await expect.poll(() => voice.open(key), POLL).toBe(1);
    await expect.poll(() => other.started.gateway.topics.get(key)?.isOwner, POLL).toBe(true);
    const failoverMs = Date.now() - died;
    expect(failoverMs).toBeLessThan(5_000);
    await waitLive([...onOther, ...resumed.map((r) => r.after)]);
    voice.emit(key, 21, 20);
    await expect.poll(() => onOther.every((s) => eventsOf(s).length === 40), POLL).toBe(true);
    await expect.poll(() => resumed.every((r) => eventsOf(r.after).length === 20), POLL).toBe(true);
    for (const socket of onOther) {
      expectGapless(eventsOf(socket));
      expect(statusesOf(socket)).toContain('upstream_lost');
    }
    for (const { before, after } of resumed) {
      const all = [...before, ...eventsOf(after)];
      expectGapless(all);
      expect(all.map((e) => e.n)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    }
  });

  it('when Redis restarts, then the sockets stay open and the events flow again', async () => {
    const redisServer = await startThrowawayRedis();
    try {
      const prefix = 'restart:';
      const a = await gateway(redisServer.url, prefix);
      const b = await gateway(redisServer.url, prefix);
      const id = newTopic();
      const key = `watch:${id}`;
      const clients = [open(a, id), open(a, id), open(b, id), open(b, id)];
      await waitLive(clients);
      voice.emit(key, 1, 5);
      await expect.poll(() => clients.every((s) => eventsOf(s).length === 5), POLL).toBe(true);

      await redisServer.kill();
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(clients.every((s) => s.ws.readyState === s.ws.OPEN)).toBe(true);
      await redisServer.start();
      for (const g of [a, b]) {
        await expect.poll(async () => (await fetch(`${g.http}/readyz`)).status, POLL).toBe(200);
      }
      // Let the leases settle: exactly one upstream again.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await expect.poll(() => voice.open(key), POLL).toBe(1);

      voice.emit(key, 6, 5);
      await expect.poll(() => clients.every((s) => eventsOf(s).length === 10), POLL).toBe(true);
      for (const socket of clients) {
        expect(socket.ws.readyState).toBe(socket.ws.OPEN);
        expect(eventsOf(socket).map((e) => e.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        expectGapless(eventsOf(socket));
      }
    } finally {
      await Promise.all(started.splice(0).map((g) => g.close()));
      await redisServer.kill();
    }
  });
});
