import {
  backoffDelay,
  GATEWAY_CLOSE,
  type GatewayFrame,
  SLOW_CONSUMER_REASON,
  TOKEN_EXPIRED_REASON,
} from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  assign,
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
  type StateValue,
  setup,
} from 'xstate';
import { expectModelMirrorsMachine } from '../testing/model-drift';
import {
  describeModelPaths,
  itRunsEachPath,
  modelPathRunner,
  modelPaths,
} from '../testing/model-paths';
import {
  closeOutcome,
  DEFAULT_BACKOFF,
  liveConnectionMachine,
  REFRESH_FAILED_REASON,
} from './live-connection.machine';
import {
  selectAttempt,
  selectIsGivenUp,
  selectIsLive,
  selectLastError,
  selectLastSeq,
  selectStatusLabel,
  selectUpstream,
} from './selectors';
import type {
  BackoffOptions,
  LiveConnectionError,
  LiveConnectionEvent,
  LiveStatusLabel,
  OpenSocketInput,
} from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine on a simulated clock. The fake socket records how it
// was opened and closed and lets the test speak for the gateway; the fake refresh stays pending
// until the test settles it.
// ---------------------------------------------------------------------------------------------

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

interface FakeSocket {
  input: OpenSocketInput;
  sendBack: (event: AnyEventObject) => void;
  closed: boolean;
}

function createHarness(
  options: { since?: number | null; random?: () => number; backoff?: Partial<BackoffOptions> } = {},
) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const sockets: FakeSocket[] = [];
  const refreshes: Array<{ resolve: (ok: boolean) => void; reject: (error: unknown) => void }> = [];

  const machine = liveConnectionMachine.provide({
    actors: {
      openSocket: fromCallback<AnyEventObject, OpenSocketInput>(({ input, sendBack }) => {
        calls.push(`openSocket:${input.kind}/${input.id}?since=${input.since}`);
        const socket: FakeSocket = { input, sendBack, closed: false };
        sockets.push(socket);
        return () => {
          socket.closed = true;
          calls.push('closeSocket');
        };
      }),
      refreshToken: fromPromise<boolean>(() => {
        calls.push('refreshToken');
        return new Promise<boolean>((resolve, reject) => refreshes.push({ resolve, reject }));
      }),
    },
    actions: {
      onEvent: (_, { event }) => calls.push(`onEvent:${event.seq}`),
      onResync: (_, { fromSeq }) => calls.push(`onResync:${fromSeq}`),
      onForceLogout: (_, { reason }) => calls.push(`onForceLogout:${reason}`),
    },
  });

  const actor = createActor(machine, {
    clock,
    input: {
      kind: 'watch',
      id: 'call-1',
      since: options.since ?? null,
      random: options.random ?? (() => 0.5),
      ...(options.backoff ? { backoff: options.backoff } : {}),
    },
  });

  const socket = (): FakeSocket => {
    const open = sockets.at(-1);
    if (!open || open.closed) throw new Error('no open socket');
    return open;
  };

  return {
    clock,
    actor,
    calls,
    sockets,
    /** Speaks for the gateway through the current socket. */
    fromSocket: (event: LiveConnectionEvent) => socket().sendBack(event),
    event: (seq: number) =>
      socket().sendBack({ type: 'connection.event', event: { type: 'update_conversation', seq } }),
    frame: (frame: GatewayFrame) => socket().sendBack({ type: 'connection.message', frame }),
    close: (code: number, reason = '') =>
      socket().sendBack({ type: 'connection.closed', code, reason }),
    async settleRefresh(outcome: boolean | Error) {
      const pending = refreshes.shift();
      if (!pending) throw new Error('no pending refresh');
      if (outcome instanceof Error) pending.reject(outcome);
      else pending.resolve(outcome);
      await flush();
    },
    value: () => actor.getSnapshot().value,
  };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model. createTestModel() refuses machines with `invoke` or `after`, and the real
// machine has both (the socket, the refresh, the backoff timer). So the model is its
// abstraction: the same states; the socket's messages keep the machine's event names (with the
// seq, frame and close code abstracted to cases), and each timer and promise outcome is a model
// event the runner performs on the real actor. A drift test checks that states and handled
// events match.
// ---------------------------------------------------------------------------------------------

type ModelEvent =
  | { type: 'connection.open' }
  | { type: 'connection.close' }
  | { type: 'connection.opened' }
  | { type: 'connection.event'; seq: 'next' | 'duplicate' }
  | { type: 'connection.message'; frame: 'gateway_status' | 'gateway_resync' | 'pong' }
  | { type: 'connection.closed'; code: number; reason: string }
  | { type: 'time.retryDue' }
  | { type: 'refresh.resolve'; ok: boolean }
  | { type: 'refresh.reject' };

const CLOSES: Array<{ code: number; reason: string }> = [
  { code: 1000, reason: 'topic ended' },
  { code: 1001, reason: 'server shutting down' },
  { code: 1006, reason: '' },
  { code: 1013, reason: SLOW_CONSUMER_REASON },
  { code: 1013, reason: 'auth/unavailable' },
  { code: 4408, reason: 'auth/timeout' },
  { code: 4401, reason: TOKEN_EXPIRED_REASON },
  { code: 4401, reason: 'auth/invalid-token' },
  { code: 4400, reason: 'gateway/bad-topic' },
  { code: 4403, reason: 'gateway/forbidden' },
  { code: 1009, reason: '' },
];

type Closed = Extract<ModelEvent, { type: 'connection.closed' }>;
const closedWith =
  (test: (event: Closed) => boolean) =>
  ({ event }: { event: ModelEvent }) =>
    event.type === 'connection.closed' && test(event);
const isTokenExpired = (e: Closed) => e.code === 4401 && e.reason === TOKEN_EXPIRED_REASON;

const modelMachine = setup({
  types: {
    events: {} as ModelEvent,
    context: {} as { refreshed: boolean; seen: boolean },
  },
  actions: { ignored: () => {} },
}).createMachine({
  id: 'liveConnection',
  context: { refreshed: false, seen: false },
  initial: 'disconnected',
  on: { 'connection.close': { target: '.closed' } },
  states: {
    disconnected: { on: { 'connection.open': { target: 'socket' } } },
    socket: {
      initial: 'connecting',
      states: {
        connecting: { on: { 'connection.opened': { target: 'connected' } } },
        connected: {
          on: {
            'connection.event': [
              {
                guard: ({ event }) => event.seq === 'next',
                actions: assign({ refreshed: false, seen: true }),
              },
              { actions: 'ignored' },
            ],
            'connection.message': [
              {
                guard: ({ event }) => event.frame === 'gateway_status',
                actions: assign({ refreshed: false }),
              },
              {
                guard: ({ event }) => event.frame === 'gateway_resync',
                actions: assign({ refreshed: false, seen: true }),
              },
              { actions: 'ignored' },
            ],
          },
        },
      },
      on: {
        'connection.closed': [
          {
            guard: ({ context, event }) =>
              !context.refreshed && closedWith(isTokenExpired)({ event }),
            target: 'refreshing',
          },
          {
            guard: closedWith((e) => e.code === 4401 && !isTokenExpired(e)),
            target: 'stopped',
          },
          { guard: closedWith((e) => [4400, 4403, 1009].includes(e.code)), target: 'failed' },
          // The call or campaign is over: nothing more will come, so no retry.
          { guard: closedWith((e) => e.code === 1000), target: 'ended' },
          { target: 'waiting' },
        ],
      },
    },
    waiting: {
      on: { 'time.retryDue': { target: 'socket', actions: assign({ refreshed: false }) } },
    },
    refreshing: {
      on: {
        'refresh.resolve': [
          {
            guard: ({ event }) => event.ok,
            target: 'socket',
            actions: assign({ refreshed: true }),
          },
          { target: 'stopped' },
        ],
        'refresh.reject': { target: 'stopped' },
      },
    },
    stopped: {
      on: { 'connection.open': { target: 'socket', actions: assign({ refreshed: false }) } },
    },
    failed: {
      on: { 'connection.open': { target: 'socket', actions: assign({ refreshed: false }) } },
    },
    // connection.open does nothing here: an ended topic is never reopened.
    ended: {},
    closed: { type: 'final' },
  },
});

const MODEL_EVENTS: ModelEvent[] = [
  { type: 'connection.event', seq: 'next' },
  { type: 'connection.event', seq: 'duplicate' },
  { type: 'connection.message', frame: 'gateway_status' },
  { type: 'connection.message', frame: 'gateway_resync' },
  { type: 'connection.message', frame: 'pong' },
  ...CLOSES.map((close): ModelEvent => ({ type: 'connection.closed', ...close })),
  { type: 'refresh.resolve', ok: true },
  { type: 'refresh.resolve', ok: false },
];

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

/** A duplicate needs an earlier event to repeat. */
const modelEvents = (state: ModelSnapshot) =>
  MODEL_EVENTS.filter(
    (event) =>
      state.context.seen || !(event.type === 'connection.event' && event.seq === 'duplicate'),
  );

const inSocket = (value: StateValue) => typeof value === 'object' && 'socket' in value;

const LABELS: Record<string, LiveStatusLabel> = {
  '{"socket":"connected"}': 'Connected',
  '{"socket":"connecting"}': 'Connecting...',
  '"waiting"': 'Connecting...',
  '"refreshing"': 'Connecting...',
  '"disconnected"': 'Disconnected',
  '"stopped"': 'Disconnected',
  '"failed"': 'Disconnected',
  '"ended"': 'Disconnected',
  '"closed"': 'Disconnected',
};

/**
 * Executes model paths on a harness: each model event becomes what the socket, the clock or the
 * refresh does to the real actor, and the runner keeps what the real machine must have done.
 */
function createPathRunner(h: Harness) {
  const expected = {
    calls: [] as string[],
    lastSeq: null as number | null,
    attempt: 0,
    lastError: null as LiveConnectionError | null,
  };
  let previous: StateValue = 'disconnected';

  type Executor = (step: { event: ModelEvent; state: ModelSnapshot }) => Promise<void>;
  /** perform() returns the calls of the transition's own actions. */
  const run =
    (perform: (event: ModelEvent, next: StateValue) => Promise<string[]> | string[]): Executor =>
    async ({ event, state }) => {
      const actions = await perform(event, state.value);
      const leaves = inSocket(previous) && !inSocket(state.value);
      const enters = inSocket(state.value) && !inSocket(previous);
      // XState runs a transition's actions, then stops the children of the states it leaves,
      // then starts the new invocations.
      expected.calls.push(...actions);
      if (leaves) expected.calls.push('closeSocket');
      if (enters) expected.calls.push(`openSocket:watch/call-1?since=${expected.lastSeq}`);
      if (state.value === 'refreshing') expected.calls.push('refreshToken');
      if (state.value === 'waiting') expected.attempt += 1;
    };

  const events: Record<ModelEvent['type'], Executor> = {
    'connection.open': run(() => {
      if (previous === 'stopped' || previous === 'failed') {
        expected.attempt = 0;
        expected.lastError = null;
      }
      h.actor.send({ type: 'connection.open' });
      return [];
    }),
    'connection.close': run(() => {
      h.actor.send({ type: 'connection.close' });
      return [];
    }),
    'connection.opened': run(() => {
      h.fromSocket({ type: 'connection.opened' });
      return [];
    }),
    'connection.event': run((event) => {
      const { seq } = event as Extract<ModelEvent, { type: 'connection.event' }>;
      if (seq === 'duplicate') {
        h.event(expected.lastSeq!);
        return [];
      }
      const next = (expected.lastSeq ?? 0) + 1;
      h.event(next);
      expected.lastSeq = next;
      expected.attempt = 0;
      return [`onEvent:${next}`];
    }),
    'connection.message': run((event) => {
      const { frame } = event as Extract<ModelEvent, { type: 'connection.message' }>;
      if (frame === 'pong') {
        h.frame({ type: 'pong' });
        return [];
      }
      expected.attempt = 0;
      if (frame === 'gateway_status') {
        h.frame({ type: 'gateway_status', status: 'live' });
        return [];
      }
      // A gap: the events after lastSeq are gone; the kept ones start 5 later.
      const from = (expected.lastSeq ?? 0) + 5;
      h.frame({ type: 'gateway_resync', from_seq: from });
      expected.lastSeq = from - 1;
      return [`onResync:${from}`];
    }),
    'connection.closed': run((event, next) => {
      const { code, reason } = event as Closed;
      h.close(code, reason);
      expected.lastError = { code, reason };
      return next === 'stopped' ? [`onForceLogout:${reason}`] : [];
    }),
    'time.retryDue': run(() => {
      const delay = backoffDelay(expected.attempt, DEFAULT_BACKOFF, () => 0.5);
      expect(h.actor.getSnapshot().context.retryDelayMs).toBe(delay);
      h.clock.increment(delay - 1);
      expect(h.value()).toBe('waiting');
      h.clock.increment(1);
      return [];
    }),
    'refresh.resolve': run(async (event) => {
      const { ok } = event as Extract<ModelEvent, { type: 'refresh.resolve' }>;
      if (!ok) {
        expected.lastError = { code: GATEWAY_CLOSE.unauthorized, reason: REFRESH_FAILED_REASON };
      }
      await h.settleRefresh(ok);
      return [];
    }),
    'refresh.reject': run(async () => {
      expected.lastError = { code: GATEWAY_CLOSE.unauthorized, reason: REFRESH_FAILED_REASON };
      await h.settleRefresh(new Error('network down'));
      return [];
    }),
  };

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    expect(h.calls).toEqual(expected.calls);
    expect(selectLastSeq(snapshot)).toBe(expected.lastSeq);
    expect(selectAttempt(snapshot)).toBe(expected.attempt);
    expect(selectLastError(snapshot)).toEqual(expected.lastError);
    expect(selectStatusLabel(snapshot)).toBe(LABELS[JSON.stringify(state.value)]);
    expect(selectIsLive(snapshot)).toBe(JSON.stringify(state.value) === '{"socket":"connected"}');
    expect(h.actor.getSnapshot().status).toBe(state.value === 'closed' ? 'done' : 'active');
    previous = state.value;
  };

  return { events, states: { '*': check } };
}

const runPath = modelPathRunner(createHarness, createPathRunner);

describe('live-connection model', () => {
  it('mirrors the machine: same states, and every event the machine handles is modelled', () => {
    expectModelMirrorsMachine(modelMachine, liveConnectionMachine, 'connection.');
    // The model's close cases reach every outcome of the machine's close policy.
    const outcomes = new Set(CLOSES.map((close) => closeOutcome(close.code, close.reason)));
    expect([...outcomes].sort()).toEqual(['ended', 'fail', 'logout', 'refresh', 'retry']);
  });

  // Every transition is its own vertex, so the shortest paths cover every transition.
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, modelEvents, { kind: 'shortest', vertex: 'transition' })
      // The root's connection.close is offered in the final state too; a final state takes nothing.
      .filter((path) => !path.steps.slice(0, -1).some((step) => step.state.status === 'done')),
    runPath,
    covers: { states: Object.keys(LABELS).map((key) => JSON.parse(key)) },
  });

  describe('simple paths to failed and closed', () => {
    // Loop-free routes (vertices are states with their context) that end the subscription: a
    // refusal, or the user closing. Capped at six steps (the first is xstate.init).
    const pathsTo = (value: 'failed' | 'ended' | 'closed') =>
      modelPaths(modelMachine, modelEvents, {
        kind: 'simple',
        vertex: 'state',
        maxSteps: 6,
        toState: (state) => state.matches(value),
      });
    const paths = [...pathsTo('failed'), ...pathsTo('ended'), ...pathsTo('closed')];
    it('found paths to each', () => {
      const ends = new Set(paths.map((path) => path.state.value));
      expect([...ends].sort()).toEqual(['closed', 'ended', 'failed']);
    });
    itRunsEachPath(paths, runPath);
  });
});

// ---------------------------------------------------------------------------------------------
// Focused behaviour tests.
// ---------------------------------------------------------------------------------------------

function connected(options: Parameters<typeof createHarness>[0] = {}) {
  const h = createHarness(options);
  h.actor.start();
  h.actor.send({ type: 'connection.open' });
  h.fromSocket({ type: 'connection.opened' });
  h.frame({ type: 'gateway_status', status: 'live' });
  return h;
}

describe('live-connection behaviour', () => {
  it('when the topic ends (1000), then it never reconnects, whatever time passes or asks', () => {
    const h = connected();
    h.event(1);
    h.close(1000, 'topic ended');
    expect(h.value()).toBe('ended');
    h.clock.increment(10 * 60_000);
    h.actor.send({ type: 'connection.open' });
    h.clock.increment(10 * 60_000);
    expect(h.value()).toBe('ended');
    expect(h.calls.filter((call) => call.startsWith('openSocket'))).toHaveLength(1);
    expect(selectIsGivenUp(h.actor.getSnapshot())).toBe(true);
    expect(selectStatusLabel(h.actor.getSnapshot())).toBe('Disconnected');
  });

  it('maps every documented close code to what the client does', () => {
    expect(closeOutcome(GATEWAY_CLOSE.goingAway, '')).toBe('retry');
    expect(closeOutcome(1006, '')).toBe('retry');
    expect(closeOutcome(GATEWAY_CLOSE.tryAgainLater, SLOW_CONSUMER_REASON)).toBe('retry');
    expect(closeOutcome(GATEWAY_CLOSE.authTimeout, 'auth/timeout')).toBe('retry');
    expect(closeOutcome(GATEWAY_CLOSE.unauthorized, TOKEN_EXPIRED_REASON)).toBe('refresh');
    expect(closeOutcome(GATEWAY_CLOSE.unauthorized, 'auth/invalid-token')).toBe('logout');
    expect(closeOutcome(GATEWAY_CLOSE.badTopic, 'gateway/bad-topic')).toBe('fail');
    expect(closeOutcome(GATEWAY_CLOSE.forbidden, 'gateway/forbidden')).toBe('fail');
    expect(closeOutcome(GATEWAY_CLOSE.tooBig, '')).toBe('fail');
  });

  it('backs off exponentially with full jitter, capped, and resets once the gateway confirms', () => {
    const h = connected({ random: () => 1 });
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      h.close(1006);
      expect(h.value()).toBe('waiting');
      expect(selectStatusLabel(h.actor.getSnapshot())).toBe('Connecting...');
      const delay = h.actor.getSnapshot().context.retryDelayMs;
      waits.push(delay);
      h.clock.increment(delay - 1);
      expect(h.value()).toBe('waiting');
      h.clock.increment(1);
      expect(h.value()).toEqual({ socket: 'connecting' });
      // Opening is not enough: a refused socket opens, then closes.
      h.fromSocket({ type: 'connection.opened' });
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);

    h.frame({ type: 'gateway_status', status: 'live' });
    expect(selectAttempt(h.actor.getSnapshot())).toBe(0);
    h.close(1006);
    expect(h.actor.getSnapshot().context.retryDelayMs).toBe(500);
  });

  it('draws each delay from [0, ceiling) with the injected random', () => {
    expect(backoffDelay(1, DEFAULT_BACKOFF, () => 0)).toBe(0);
    expect(backoffDelay(3, DEFAULT_BACKOFF, () => 0.25)).toBe(500);
    expect(backoffDelay(20, { baseMs: 100, maxMs: 1000 }, () => 0.5)).toBe(500);
    const h = connected({ random: () => 0.1, backoff: { baseMs: 1000, maxMs: 5000 } });
    h.close(GATEWAY_CLOSE.tryAgainLater, SLOW_CONSUMER_REASON);
    expect(h.actor.getSnapshot().context.retryDelayMs).toBe(100);
  });

  it('passes the last seq as since on every reconnect', () => {
    const h = connected({ since: 7 });
    expect(h.sockets[0]!.input).toEqual({ kind: 'watch', id: 'call-1', since: 7 });
    h.event(8);
    h.event(9);
    h.close(GATEWAY_CLOSE.goingAway, 'server shutting down');
    h.clock.increment(250);
    expect(h.sockets[1]!.input.since).toBe(9);
    h.fromSocket({ type: 'connection.opened' });
    h.event(9); // replayed around the reconnect: dropped
    h.event(10);
    expect(h.calls.filter((call) => call.startsWith('onEvent'))).toEqual([
      'onEvent:8',
      'onEvent:9',
      'onEvent:10',
    ]);
    h.close(GATEWAY_CLOSE.authTimeout, 'auth/timeout');
    h.clock.increment(250);
    expect(h.sockets[2]!.input.since).toBe(10);
  });

  it('connects without since when nothing was seen', () => {
    const h = connected();
    expect(h.sockets[0]!.input.since).toBeNull();
    expect(selectUpstream(h.actor.getSnapshot())).toBe('live');
  });

  it('on gateway_resync resets lastSeq to just before the kept events and calls onResync', () => {
    const h = connected();
    h.event(1);
    h.event(2);
    h.frame({ type: 'gateway_resync', from_seq: 40 });
    expect(selectLastSeq(h.actor.getSnapshot())).toBe(39);
    expect(h.calls).toContain('onResync:40');
    h.event(40);
    h.close(1006);
    h.clock.increment(250);
    expect(h.sockets[1]!.input.since).toBe(40);

    // A topic whose numbering started over: everything from seq 1 is new again.
    h.fromSocket({ type: 'connection.opened' });
    h.frame({ type: 'gateway_resync', from_seq: 0 });
    expect(selectLastSeq(h.actor.getSnapshot())).toBeNull();
    h.event(1);
    expect(h.calls.at(-1)).toBe('onEvent:1');
  });

  it('on token expiry refreshes the token, then reconnects at once with since', async () => {
    const h = connected();
    h.event(3);
    h.close(GATEWAY_CLOSE.unauthorized, TOKEN_EXPIRED_REASON);
    expect(h.value()).toBe('refreshing');
    expect(selectStatusLabel(h.actor.getSnapshot())).toBe('Connecting...');
    await h.settleRefresh(true);
    expect(h.value()).toEqual({ socket: 'connecting' });
    expect(h.calls).toEqual([
      'openSocket:watch/call-1?since=null',
      'onEvent:3',
      'closeSocket',
      'refreshToken',
      'openSocket:watch/call-1?since=3',
    ]);
  });

  it('backs off when a just-refreshed token is refused as expired again', async () => {
    const h = connected();
    h.close(GATEWAY_CLOSE.unauthorized, TOKEN_EXPIRED_REASON);
    await h.settleRefresh(true);
    h.close(GATEWAY_CLOSE.unauthorized, TOKEN_EXPIRED_REASON);
    expect(h.value()).toBe('waiting');
    h.clock.increment(h.actor.getSnapshot().context.retryDelayMs);
    // After the wait a refresh is allowed again.
    h.close(GATEWAY_CLOSE.unauthorized, TOKEN_EXPIRED_REASON);
    expect(h.value()).toBe('refreshing');
  });

  it('stops without forcing a logout when the refresh fails', async () => {
    const h = connected();
    h.close(GATEWAY_CLOSE.unauthorized, TOKEN_EXPIRED_REASON);
    await h.settleRefresh(false);
    expect(h.value()).toBe('stopped');
    expect(h.calls.some((call) => call.startsWith('onForceLogout'))).toBe(false);
    expect(selectLastError(h.actor.getSnapshot())?.reason).toBe(REFRESH_FAILED_REASON);
  });

  it('stops and signals forceLogout on any other 4401', () => {
    const h = connected();
    h.close(GATEWAY_CLOSE.unauthorized, 'auth/invalid-token');
    expect(h.value()).toBe('stopped');
    expect(h.calls.slice(-2)).toEqual(['onForceLogout:auth/invalid-token', 'closeSocket']);
    expect(selectIsGivenUp(h.actor.getSnapshot())).toBe(true);
  });

  it.each([
    [GATEWAY_CLOSE.forbidden, 'gateway/forbidden'],
    [GATEWAY_CLOSE.badTopic, 'gateway/bad-topic'],
    [GATEWAY_CLOSE.tooBig, ''],
  ])('fails on %i without retrying', (code, reason) => {
    const h = connected();
    h.close(code, reason);
    expect(h.value()).toBe('failed');
    expect(selectStatusLabel(h.actor.getSnapshot())).toBe('Disconnected');
    expect(selectLastError(h.actor.getSnapshot())).toEqual({ code, reason });
    h.clock.increment(10 * 60_000);
    expect(h.sockets).toHaveLength(1);
    // An explicit open (a Retry button) starts over.
    h.actor.send({ type: 'connection.open' });
    expect(h.sockets).toHaveLength(2);
    expect(selectLastError(h.actor.getSnapshot())).toBeNull();
  });

  it('closes for good on connection.close, from any state, and cancels a pending retry', () => {
    const h = connected();
    h.close(1006);
    h.actor.send({ type: 'connection.close' });
    expect(h.value()).toBe('closed');
    expect(h.actor.getSnapshot().status).toBe('done');
    h.clock.increment(60_000);
    expect(h.sockets).toHaveLength(1);
  });
});
