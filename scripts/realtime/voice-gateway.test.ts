import { randomBytes } from 'node:crypto';
import { GATEWAY_CLOSE } from '@fleet/contracts';
import type { TestSocket } from '@fleet/gateway/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  callDetail,
  dropRedisKeys,
  type Gateway,
  openTab,
  type Services,
  sampleUpstreams,
  sessionUpdate,
  startBookingCall,
  startGateways,
  startServices,
} from './testing/stack';

/**
 * The realtime path end to end with nothing faked: browser tabs → real gateway(s) → the real
 * voice service running a simulated dispatch call (the negotiating broker, …0006) → the dispatcher
 * approves → booked. Each case runs on the gateway's in-process coordination and, when the run
 * has Redis (TEST_REDIS_URL, set by the global setup), on Redis with two gateway instances.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const POLL = { timeout: 20_000, interval: 10 };

type Frame = { type: string; seq?: number; [key: string]: unknown };
type Event = Frame & { seq: number };

const framesOf = (socket: TestSocket) => socket.messages as Frame[];
const eventsOf = (socket: TestSocket) =>
  framesOf(socket).filter((f): f is Event => typeof f.seq === 'number');
const statusesOf = (socket: TestSocket) =>
  framesOf(socket)
    .filter((f) => f.type === 'gateway_status')
    .map((f) => f.status);
const hasApprovalRequest = (socket: TestSocket) =>
  eventsOf(socket).some((e) => e.type === 'dispatcher_approval_request');
const seqsOf = (events: Event[]) => events.map((e) => e.seq);
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

let services: Services;
beforeAll(async () => {
  services = await startServices();
});
afterAll(async () => {
  await services?.close();
});

const modes = [{ name: 'in-process', redis: undefined as string | undefined }];
if (redisUrl) modes.push({ name: 'redis, two gateway instances', redis: redisUrl });

describe.each(modes)('voice service → gateway → tabs ($name)', ({ redis }) => {
  const prefix = `rt-test-${randomBytes(4).toString('hex')}:`;
  let gateways: Gateway[] = [];
  const sockets: TestSocket[] = [];
  const calls: string[] = [];
  /** The first and the last gateway: the same one without Redis. */
  const first = () => gateways[0]!;
  const last = () => gateways.at(-1)!;

  beforeAll(async () => {
    gateways = await startGateways(services, { redisUrl: redis, prefix, count: 2 });
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.ws.terminate();
    // A call a failed test left running is ended (409 when it is over already).
    await Promise.all(calls.splice(0).map((id) => sessionUpdate(services, id, 'TERMINATE_CALL')));
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.started.close()));
    if (redis) await dropRedisKeys(redis, prefix);
  });

  async function newCall() {
    const id = await startBookingCall(services);
    calls.push(id);
    return id;
  }
  function tab(gateway: Gateway, id: string, options: { since?: number; token?: string } = {}) {
    const socket = openTab(gateway, id, options.token ?? services.carrier.access_token, options);
    sockets.push(socket);
    return socket;
  }
  async function approve(id: string) {
    const answer = await sessionUpdate(services, id, 'LOAD_APPROVAL');
    expect(answer, JSON.stringify(answer.body)).toMatchObject({
      status: 200,
      body: { status: 'success', uid: id, update_type: 'LOAD_APPROVAL' },
    });
  }

  it('when two tabs watch a call that is negotiated, approved and booked, then both get the same events in the same order over one upstream, then the final status and a close', async () => {
    const id = await newCall();
    const upstream = sampleUpstreams(services.voice, id);
    try {
      const tabs = [tab(first(), id), tab(last(), id)];

      // The broker agrees; the agent holds the line and asks the dispatcher, on both tabs.
      await expect.poll(() => tabs.every(hasApprovalRequest), POLL).toBe(true);
      expect(upstream.now()).toBe(1);
      for (const socket of tabs) {
        const request = eventsOf(socket).find((e) => e.type === 'dispatcher_approval_request');
        expect(request).toMatchObject({ call_id: id, rate: expect.any(Number) });
        expect(request!.rate).toBeGreaterThanOrEqual(2000);
        expect(request!.rate).toBeLessThanOrEqual(2600);
      }

      await approve(id);
      const closes = await Promise.all(tabs.map((socket) => socket.closed));
      expect(closes).toEqual([
        { code: 1000, reason: 'topic ended' },
        { code: 1000, reason: 'topic ended' },
      ]);
      // The upstream closes with the call; it never closed and came back before.
      await expect.poll(upstream.now, POLL).toBe(0);
      expect(upstream.samples).toEqual([0, 1, 0]);

      const [a, b] = tabs.map(eventsOf) as [Event[], Event[]];
      expect(seqsOf(a)).toEqual(range(1, a.length));
      expect(b).toEqual(a);
      for (const socket of tabs) {
        expect(statusesOf(socket)).not.toContain('upstream_lost');
        // The final connection_status is the last frame; the close follows it.
        expect(framesOf(socket).at(-1)).toMatchObject({
          type: 'connection_status',
          call_id: id,
          status: 'completed',
        });
      }
      expect(a.filter((e) => e.type === 'dispatcher_approval_request')).toHaveLength(1);
      expect(a.filter((e) => e.type === 'approval_resolved')).toEqual([
        expect.objectContaining({ call_id: id, decision: 'approved' }),
      ]);
      expect(a[0]).toMatchObject({ type: 'connection_status', call_id: id, seq: 1 });

      const detail = await callDetail(services, id);
      expect(detail).toMatchObject({ id, status: 'completed', outcome: 'booked' });
      expect(detail.booked_rate).toBeGreaterThanOrEqual(2000);
      expect(detail.booked_rate).toBeLessThanOrEqual(2600);
      // Every transcript line reached the tabs once, in order (a second upstream would have
      // replayed the transcript so far).
      expect(a.filter((e) => e.type === 'update_conversation').map((e) => e.message)).toEqual(
        detail.transcript.map((t) => t.message),
      );
      expect(detail.transcript.length).toBeGreaterThan(4);
    } finally {
      upstream.stop();
    }
  });

  it('when a tab joins late, then it gets the call so far first (the transcript included), then the live events', async () => {
    const id = await newCall();
    const early = tab(first(), id);
    // The agent holds the broker and waits for the dispatcher: a dozen lines have been said.
    await expect.poll(() => hasApprovalRequest(early), POLL).toBe(true);
    expect(eventsOf(early).filter((e) => e.type === 'update_conversation').length).toBeGreaterThan(
      3,
    );

    const late = tab(last(), id);
    await expect.poll(() => hasApprovalRequest(late), POLL).toBe(true);
    expect(framesOf(late)[0]).toEqual({ type: 'gateway_status', status: 'live' });
    // The state so far, from seq 1: every transcript line said until now, the open request.
    const caughtUp = eventsOf(late);
    const upTo = caughtUp.at(-1)!.seq;
    expect(seqsOf(caughtUp)).toEqual(range(1, upTo));
    expect(caughtUp).toEqual(eventsOf(early).filter((e) => e.seq <= upTo));

    // What happens after the approval can only reach the late tab live.
    await approve(id);
    expect(await late.closed).toEqual({ code: 1000, reason: 'topic ended' });
    await early.closed;
    expect(eventsOf(late)).toEqual(eventsOf(early));
    const live = eventsOf(late).filter((e) => e.seq > upTo);
    const resolved = live.findIndex((e) => e.type === 'approval_resolved');
    expect(live[resolved]).toMatchObject({ call_id: id, decision: 'approved' });
    expect(live.slice(resolved).some((e) => e.type === 'update_conversation')).toBe(true);
    expect(live.at(-1)).toMatchObject({ type: 'connection_status', status: 'completed' });
    const transcript = (await callDetail(services, id)).transcript.map((t) => t.message);
    expect(
      eventsOf(late)
        .filter((e) => e.type === 'update_conversation')
        .map((e) => e.message),
    ).toEqual(transcript);
  });

  it("when another account's token asks for the call, then it is closed with 4403 and never gets an event", async () => {
    const id = await newCall();
    const owner = tab(first(), id);
    await expect.poll(() => eventsOf(owner).length, POLL).toBeGreaterThan(0);

    const stranger = tab(last(), id, { token: services.broker.access_token });
    expect(await stranger.closed).toEqual({
      code: GATEWAY_CLOSE.forbidden,
      reason: 'gateway/forbidden',
    });
    expect(framesOf(stranger)).toEqual([
      expect.objectContaining({ type: 'error', code: 'gateway/forbidden' }),
    ]);

    // The call goes on for its owner, still over one upstream.
    await expect.poll(() => hasApprovalRequest(owner), POLL).toBe(true);
    expect(services.voice.watch.connections(id)).toBe(1);
    expect((await sessionUpdate(services, id, 'TERMINATE_CALL')).status).toBe(200);
    expect((await owner.closed).code).toBe(1000);
    expect(eventsOf(stranger)).toEqual([]);
  });

  it('when a tab reconnects with since=N, then it gets exactly the events after N, then the live ones', async () => {
    const id = await newCall();
    const keeper = tab(first(), id);
    const leaver = tab(first(), id);
    await expect.poll(() => eventsOf(leaver).length, POLL).toBeGreaterThan(1);
    leaver.ws.close();
    await leaver.closed;
    const seen = eventsOf(leaver).at(-1)!.seq;

    // It misses what comes meanwhile (at least the approval request).
    await expect.poll(() => hasApprovalRequest(keeper), POLL).toBe(true);
    expect(eventsOf(keeper).at(-1)!.seq).toBeGreaterThan(seen);

    const back = tab(last(), id, { since: seen });
    await expect.poll(() => hasApprovalRequest(back), POLL).toBe(true);
    await approve(id);
    await Promise.all([keeper.closed, back.closed]);

    const after = eventsOf(keeper).filter((e) => e.seq > seen);
    expect(seqsOf(eventsOf(back))).toEqual(range(seen + 1, seen + after.length));
    expect(eventsOf(back)).toEqual(after);
    expect(framesOf(back).some((f) => f.type === 'gateway_resync')).toBe(false);
    expect(eventsOf(back).at(-1)).toMatchObject({ type: 'connection_status', status: 'completed' });
  });
});
