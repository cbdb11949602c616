import { AUTH_ERRORS, GENERIC_API_ERROR, type SessionTokens } from '@fleet/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Actor,
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
  type StateValue,
  setup,
} from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import {
  type AuthSessionMachine,
  authSessionMachine,
  errorMessage,
  isTransientFailure,
  REFRESH_INTERVAL_MS,
  refreshDueAt,
  sessionEventForAction,
} from './auth-session.machine';
import {
  selectAccessToken,
  selectError,
  selectIsBusy,
  selectIsRestoring,
  selectIsSignedIn,
  selectSession,
  selectUser,
} from './selectors';
import type { RefreshSessionInput, SignInInput, SignOutInput } from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine, run by a real actor on a simulated clock, with fakes
// for every injected side effect. Each fake records its call; each promise stays pending until
// the test settles it.
// ---------------------------------------------------------------------------------------------

const T0 = Date.UTC(2025, 0, 6, 15, 0, 0);
const MINUTE = 60 * 1000;
const EMAIL = 'dispatch@example.com';
const PASSWORD = 'correct horse battery staple';
const USER: SessionTokens['user'] = {
  id: 'user-1',
  email: EMAIL,
  display_name: 'Dana Dispatcher',
  account_id: 'acct-1',
  account_name: 'Blue Line Freight',
  use_case: 'carrier',
};

type EffectActor = 'loadStoredSession' | 'signIn' | 'refreshSession' | 'signOut';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function apiError(error: { code: string; message: string }): Error {
  return Object.assign(new Error(error.message), { code: error.code });
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function createHarness(
  options: {
    lifetimes?: number[];
    now?: 'simulated' | 'default';
    /** 'auto': the refresh lock is granted at once (one tab); 'manual': the test grants it. */
    lock?: 'auto' | 'manual';
  } = {},
) {
  const lifetimes = options.lifetimes ?? [90 * MINUTE, 20 * MINUTE];
  const clock = new SimulatedClock();
  clock.set(T0);
  const calls: string[] = [];
  const aborted: string[] = [];
  const pending: Record<EffectActor, Deferred[]> = {
    loadStoredSession: [],
    signIn: [],
    refreshSession: [],
    signOut: [],
  };
  /** The fake localStorage shared by "all tabs". */
  const storage: { session: SessionTokens | null } = { session: null };
  /** Lock requests waiting for the test to grant them (manual mode), newest last. */
  const lockRequests: ((stored: SessionTokens | null) => void)[] = [];
  let issued = 0;

  function defer<T>(name: EffectActor, label: string, signal: AbortSignal): Promise<T> {
    calls.push(label);
    signal.addEventListener('abort', () => aborted.push(label));
    return new Promise<T>((resolve, reject) => {
      pending[name].push({ resolve: resolve as (value: unknown) => void, reject });
    });
  }

  const machine = authSessionMachine.provide({
    actors: {
      loadStoredSession: fromPromise<SessionTokens | null>(({ signal }) =>
        defer('loadStoredSession', 'loadStoredSession', signal),
      ),
      signIn: fromPromise<SessionTokens, SignInInput>(({ input, signal }) =>
        defer('signIn', `signIn:${input.email}:${input.password}`, signal),
      ),
      refreshSession: fromPromise<SessionTokens, RefreshSessionInput>(({ input, signal }) =>
        defer('refreshSession', `refreshSession:${input.refreshToken}`, signal),
      ),
      signOut: fromPromise<void, SignOutInput>(({ input, signal }) =>
        defer('signOut', `signOut:${input.session.refresh_token}`, signal),
      ),
      refreshLock: fromCallback(({ sendBack }) => {
        if (options.lock !== 'manual') {
          sendBack({ type: 'lock.acquired', stored: storage.session });
          return;
        }
        calls.push('refreshLock');
        let released = false;
        lockRequests.push((stored) => {
          if (!released) sendBack({ type: 'lock.acquired', stored });
        });
        return () => {
          released = true;
        };
      }),
    },
    actions: {
      persistSession: (_, { session }) => {
        calls.push(`persistSession:${session.access_token}`);
        storage.session = session;
      },
      clearStoredSession: () => {
        calls.push('clearStoredSession');
        storage.session = null;
      },
      onSignedOut: (_, { reason }) => {
        calls.push(`onSignedOut:${reason}`);
      },
    },
  });

  const actor: Actor<AuthSessionMachine> =
    options.now === 'default'
      ? createActor(machine, { input: {} })
      : createActor(machine, { clock, input: { now: () => clock.now() } });

  const now = () => (options.now === 'default' ? Date.now() : clock.now());

  return {
    clock,
    actor,
    calls,
    aborted,
    storage,
    /** A session as the identity service would issue it now (lifetimes cycle per issue). */
    issue(lifetime?: number): SessionTokens {
      issued += 1;
      const ms = lifetime ?? lifetimes[(issued - 1) % lifetimes.length]!;
      return {
        access_token: `at-${issued}`,
        refresh_token: `rt-${issued}`,
        token_type: 'Bearer',
        expires_in: Math.max(1, Math.round(ms / 1000)),
        expires_at: now() + ms,
        user: USER,
      };
    },
    issueExpired(): SessionTokens {
      issued += 1;
      return {
        access_token: `at-${issued}`,
        refresh_token: `rt-${issued}`,
        token_type: 'Bearer',
        expires_in: 3600,
        expires_at: now() - 5 * MINUTE,
        user: USER,
      };
    },
    pendingCount: (name: EffectActor) => pending[name].length,
    /** Grants the newest lock request (manual mode), with what storage holds at that moment. */
    async grantLock(stored: SessionTokens | null = storage.session) {
      const grant = lockRequests.at(-1);
      if (!grant) throw new Error('no pending lock request');
      grant(stored);
      await flush();
    },
    async resolve(name: EffectActor, value: unknown) {
      const deferred = pending[name].at(-1);
      if (!deferred) throw new Error(`no pending ${name} call`);
      deferred.resolve(value);
      await flush();
    },
    async reject(name: EffectActor, error: unknown) {
      const deferred = pending[name].at(-1);
      if (!deferred) throw new Error(`no pending ${name} call`);
      deferred.reject(error);
      await flush();
    },
  };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model. createTestModel() refuses machines with `invoke` or `after` ("Invocations on
// test machines are not supported"), and the real machine is made of both. So the model is the
// abstraction of the real machine: the same states, where each invoked effect's outcome and each
// timer is an event the test performs on the real actor. A drift test below checks that the
// model and the machine have the same states and that every event the machine handles is in the
// model.
// ---------------------------------------------------------------------------------------------

type StorageCase = 'valid' | 'expired' | null;
type ModelEvent =
  | { type: 'storage.load'; found: 'none' | 'valid' | 'expired' }
  | { type: 'storage.loadFails' }
  | { type: 'session.signIn' }
  | { type: 'signIn.resolve' }
  | { type: 'signIn.reject' }
  | { type: 'refresh.resolve' }
  | { type: 'refresh.reject' }
  | { type: 'refresh.rejectTransient' }
  | { type: 'time.retryDue' }
  | { type: 'signOut.resolve' }
  | { type: 'signOut.reject' }
  | { type: 'time.refreshDue' }
  | { type: 'lock.acquired'; stored: 'fresher' | 'same' }
  | { type: 'session.refresh' }
  | { type: 'session.forceLogout' }
  | { type: 'session.signOut' }
  | { type: 'session.storageChanged'; session: StorageCase };

const storageIs =
  (value: StorageCase) =>
  ({ event }: { event: ModelEvent }) =>
    event.type === 'session.storageChanged' && event.session === value;

const modelMachine = setup({
  types: { events: {} as ModelEvent },
  // Marks a transition that the real machine ignores, so the model still generates a path for it.
  actions: { ignored: () => {} },
}).createMachine({
  id: 'authSession',
  initial: 'restoring',
  states: {
    restoring: {
      on: {
        'storage.load': [
          {
            guard: ({ event }) => event.found === 'expired',
            target: 'signedIn.awaitingTurn',
          },
          { guard: ({ event }) => event.found === 'valid', target: 'signedIn' },
          { target: 'signedOut' },
        ],
        'storage.loadFails': { target: 'signedOut' },
        'session.storageChanged': [
          { guard: storageIs('expired'), target: 'signedIn.awaitingTurn' },
          { guard: storageIs('valid'), target: 'signedIn' },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      on: {
        'session.signIn': { target: 'signingIn' },
        'session.storageChanged': [
          { guard: storageIs('expired'), target: 'signedIn.awaitingTurn' },
          { guard: storageIs('valid'), target: 'signedIn' },
          { actions: 'ignored' },
        ],
        'session.refresh': { actions: 'ignored' },
        'session.signOut': { actions: 'ignored' },
        'session.forceLogout': { actions: 'ignored' },
      },
    },
    signingIn: {
      on: {
        'signIn.resolve': { target: 'signedIn' },
        'signIn.reject': { target: 'signedOut' },
        'session.storageChanged': [
          { guard: storageIs('expired'), target: 'signedIn.awaitingTurn' },
          { guard: storageIs('valid'), target: 'signedIn' },
          { actions: 'ignored' },
        ],
        'session.signIn': { actions: 'ignored' },
      },
    },
    signedIn: {
      initial: 'active',
      states: {
        active: {
          on: {
            'time.refreshDue': { target: 'awaitingTurn' },
            'session.refresh': { target: 'awaitingTurn' },
          },
        },
        awaitingTurn: {
          on: {
            'lock.acquired': [
              { guard: ({ event }) => event.stored === 'fresher', target: 'active' },
              { target: 'refreshing' },
            ],
            'session.refresh': { actions: 'ignored' },
          },
        },
        refreshing: {
          on: {
            'refresh.resolve': { target: 'active' },
            'refresh.reject': { target: '#authSession.signedOut' },
            'refresh.rejectTransient': { target: 'retryWait' },
            'session.refresh': { actions: 'ignored' },
          },
        },
        retryWait: {
          on: {
            'time.retryDue': { target: 'awaitingTurn' },
            'session.refresh': { target: 'awaitingTurn' },
          },
        },
      },
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.forceLogout': { target: 'signedOut' },
        'session.storageChanged': [
          { guard: storageIs('expired'), target: '.awaitingTurn', reenter: true },
          { guard: storageIs('valid'), target: '.active', reenter: true },
          { target: 'signedOut' },
        ],
      },
    },
    signingOut: {
      on: {
        'signOut.resolve': { target: 'signedOut' },
        'signOut.reject': { target: 'signedOut' },
        'session.refresh': { actions: 'ignored' },
        'session.forceLogout': { actions: 'ignored' },
      },
    },
  },
});

const MODEL_EVENTS: ModelEvent[] = [
  { type: 'storage.load', found: 'none' },
  { type: 'storage.load', found: 'valid' },
  { type: 'storage.load', found: 'expired' },
  { type: 'session.storageChanged', session: 'valid' },
  { type: 'session.storageChanged', session: 'expired' },
  { type: 'session.storageChanged', session: null },
  { type: 'lock.acquired', stored: 'fresher' },
  { type: 'lock.acquired', stored: 'same' },
];

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const matches = (value: StateValue, key: 'refreshing' | 'active' | 'awaitingTurn' | 'retryWait') =>
  JSON.stringify(value) === JSON.stringify({ signedIn: key });

/**
 * Executes model paths against a harness: each model event becomes an action on the real actor,
 * and records what the real machine must have done (calls to fakes, stored session, context).
 */
function createPathRunner(h: Harness) {
  const expected = {
    calls: ['loadStoredSession'] as string[],
    session: null as SessionTokens | null,
    stored: null as SessionTokens | null,
    error: null as string | null,
  };
  let previous: StateValue = 'restoring';

  let transientFailures = 0;
  let retryWaitSince = 0;
  const endSession = (...effects: string[]) => {
    transientFailures = 0;
    expected.session = null;
    expected.calls.push(...effects);
  };

  /** The effects of entering a state, in the order the machine starts them. */
  function expectEntry(event: ModelEvent, next: ModelSnapshot) {
    const reentered = event.type === 'session.storageChanged' && event.session !== null;
    if (next.value === 'signingIn' && previous !== 'signingIn') {
      expected.calls.push(`signIn:${EMAIL}:${PASSWORD}`);
    }
    if (matches(next.value, 'awaitingTurn') && (!matches(previous, 'awaitingTurn') || reentered)) {
      expected.calls.push('refreshLock');
    }
    if (matches(next.value, 'refreshing') && !matches(previous, 'refreshing')) {
      expected.calls.push(`refreshSession:${expected.session!.refresh_token}`);
    }
    if (next.value === 'signingOut' && previous !== 'signingOut') {
      expected.calls.push(`signOut:${expected.session!.refresh_token}`);
    }
  }

  type Executor = (step: { event: ModelEvent; state: ModelSnapshot }) => Promise<void>;
  const run =
    (perform: (event: ModelEvent) => Promise<void> | void): Executor =>
    async ({ event, state }) => {
      await perform(event);
      expectEntry(event, state);
    };

  const events: Record<ModelEvent['type'], Executor> = {
    'storage.load': run(async (event) => {
      const { found } = event as Extract<ModelEvent, { type: 'storage.load' }>;
      const session = found === 'none' ? null : found === 'valid' ? h.issue() : h.issueExpired();
      h.storage.session = session;
      expected.stored = session;
      expected.session = session;
      await h.resolve('loadStoredSession', session);
    }),
    'storage.loadFails': run(() => h.reject('loadStoredSession', new Error('SecurityError'))),
    'session.signIn': run(() => {
      expected.error = null;
      h.actor.send({ type: 'session.signIn', email: EMAIL, password: PASSWORD });
    }),
    'signIn.resolve': run(async () => {
      const session = h.issue();
      expected.session = session;
      expected.stored = session;
      expected.calls.push(`persistSession:${session.access_token}`);
      await h.resolve('signIn', session);
    }),
    'signIn.reject': run(async () => {
      expected.error = AUTH_ERRORS.invalidPassword.message;
      await h.reject('signIn', apiError(AUTH_ERRORS.invalidPassword));
    }),
    'refresh.resolve': run(async () => {
      const session = h.issue();
      transientFailures = 0;
      expected.session = session;
      expected.stored = session;
      expected.error = null;
      expected.calls.push(`persistSession:${session.access_token}`);
      await h.resolve('refreshSession', session);
    }),
    'refresh.rejectTransient': run(async () => {
      // The server or its database is briefly away: the session stays, nothing is cleared.
      transientFailures += 1;
      retryWaitSince = h.clock.now();
      await h.reject('refreshSession', { status: 503, message: 'briefly unavailable' });
    }),
    'time.retryDue': run(() => {
      const due = retryWaitSince + Math.min(60_000, 1000 * 2 ** Math.max(1, transientFailures));
      h.clock.set(due - 1);
      expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'retryWait' });
      h.clock.set(due);
    }),
    'refresh.reject': run(async () => {
      endSession('clearStoredSession', 'onSignedOut:refreshFailed');
      expected.stored = null;
      expected.error = AUTH_ERRORS.invalidRefreshToken.message;
      await h.reject('refreshSession', apiError(AUTH_ERRORS.invalidRefreshToken));
    }),
    'signOut.resolve': run(async () => {
      endSession('clearStoredSession', 'onSignedOut:signOut');
      expected.stored = null;
      await h.resolve('signOut', undefined);
    }),
    'signOut.reject': run(async () => {
      endSession('clearStoredSession', 'onSignedOut:signOut');
      expected.stored = null;
      await h.reject('signOut', new Error('network down'));
    }),
    'time.refreshDue': run(() => {
      const due = refreshDueAt(expected.session!);
      h.clock.set(due - 1);
      expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
      expect(h.calls).toEqual(expected.calls);
      h.clock.set(due);
    }),
    'lock.acquired': run(async (event) => {
      const { stored } = event as Extract<ModelEvent, { type: 'lock.acquired' }>;
      if (stored === 'fresher') {
        // Another tab refreshed and stored its session; its storage event has not arrived yet.
        const fresher = h.issue();
        h.storage.session = fresher;
        expected.stored = fresher;
        expected.session = fresher;
        expected.error = null;
        await h.grantLock(fresher);
      } else {
        await h.grantLock(expected.session);
      }
    }),
    'session.refresh': run(() => h.actor.send({ type: 'session.refresh' })),
    'session.forceLogout': run(() => {
      if (typeof previous === 'object') {
        endSession('clearStoredSession', 'onSignedOut:forceLogout');
        expected.stored = null;
      }
      h.actor.send({ type: 'session.forceLogout' });
    }),
    'session.signOut': run(() => h.actor.send({ type: 'session.signOut' })),
    'session.storageChanged': run((event) => {
      const { session: kind } = event as Extract<ModelEvent, { type: 'session.storageChanged' }>;
      const session = kind === null ? null : kind === 'valid' ? h.issue() : h.issueExpired();
      // Another tab wrote the storage; this tab only follows it and never writes back.
      h.storage.session = session;
      expected.stored = session;
      if (session !== null) {
        expected.session = session;
        expected.error = null;
      } else if (typeof previous === 'object') {
        endSession('onSignedOut:storage');
      } else if (previous === 'restoring') {
        expected.session = null;
      }
      h.actor.send({ type: 'session.storageChanged', session });
    }),
  };

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    expect(h.calls).toEqual(expected.calls);
    expect(snapshot.context.session).toEqual(expected.session);
    expect(snapshot.context.error).toEqual(expected.error);
    expect(h.storage.session).toEqual(expected.stored);
    previous = state.value;
  };

  return { events, states: { '*': check } };
}

const runPath = modelPathRunner(() => createHarness({ lock: 'manual' }), createPathRunner);

describe('auth-session model', () => {
  itMirrorsMachine(modelMachine, authSessionMachine, 'session.');
  // Every transition is its own vertex, including the ones that keep the state (ignored events,
  // re-entries), so the shortest paths cover every transition of the model.
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, MODEL_EVENTS, {
      kind: 'shortest',
      vertex: 'transition-from-value',
    }),
    runPath,
    covers: {
      states: [
        'restoring',
        'signedOut',
        'signingIn',
        { signedIn: 'active' },
        { signedIn: 'awaitingTurn' },
        { signedIn: 'refreshing' },
        { signedIn: 'retryWait' },
        'signingOut',
      ],
    },
  });

  // Every loop-free route from start-up to signed-out that passes through signed-in: sign-in,
  // restore and adoption, then each way a session ends (sign-out, forceLogout, refresh failure,
  // another tab signing out). Capped by the traversal limit and a step budget.
  // Vertices are states, not transitions as above: simple paths over a graph of transitions (or
  // of states told apart by the event that reached them) grow exponentially.
  describeModelPaths('simple paths to a session that ended', {
    paths: modelPaths(modelMachine, MODEL_EVENTS, {
      kind: 'simple',
      vertex: 'state',
      maxSteps: 6,
      toState: (state) => state.matches('signedOut'),
    }).filter((path) => path.steps.some((step) => step.state.matches('signedIn'))),
    runPath,
  });
});

// ---------------------------------------------------------------------------------------------
// Focused behaviour tests.
// ---------------------------------------------------------------------------------------------

async function signedInHarness(lifetime = 90 * MINUTE) {
  const h = createHarness({ lifetimes: [lifetime] });
  h.actor.start();
  await h.resolve('loadStoredSession', null);
  h.actor.send({ type: 'session.signIn', email: EMAIL, password: PASSWORD });
  const session = h.issue();
  await h.resolve('signIn', session);
  expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
  h.calls.length = 0;
  return { h, session };
}

describe('auth-session timing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes 60 minutes after signing in when the token outlives the interval', async () => {
    const { h, session } = await signedInHarness(90 * MINUTE);
    h.clock.increment(REFRESH_INTERVAL_MS - 1);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(h.calls).toEqual([]);
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(h.calls).toEqual([`refreshSession:${session.refresh_token}`]);

    const next = h.issue();
    await h.resolve('refreshSession', next);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(h.storage.session).toEqual(next);

    // The schedule starts again from the refresh.
    h.clock.increment(REFRESH_INTERVAL_MS - 1);
    expect(h.pendingCount('refreshSession')).toBe(1);
    h.clock.increment(1);
    expect(h.calls.at(-1)).toBe(`refreshSession:${next.refresh_token}`);
  });

  it('refreshes when the expiry passes, if that comes before the 60 minutes', async () => {
    const { h, session } = await signedInHarness(20 * MINUTE);
    h.clock.increment(20 * MINUTE - 1);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(h.calls).toEqual([`refreshSession:${session.refresh_token}`]);
  });

  it('refreshes at once when the restored session has already expired', async () => {
    const h = createHarness();
    h.actor.start();
    const expired = h.issueExpired();
    await h.resolve('loadStoredSession', expired);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(h.calls).toEqual(['loadStoredSession', `refreshSession:${expired.refresh_token}`]);
  });

  it('keeps a restored valid session and refreshes it when it expires', async () => {
    const h = createHarness();
    h.actor.start();
    const stored = h.issue(5 * MINUTE);
    await h.resolve('loadStoredSession', stored);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    h.clock.increment(5 * MINUTE);
    expect(h.calls).toEqual(['loadStoredSession', `refreshSession:${stored.refresh_token}`]);
  });

  it('runs on the default clock (Date.now and setTimeout) under fake timers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(T0);
    const h = createHarness({ now: 'default', lifetimes: [90 * MINUTE] });
    h.actor.start();
    await h.resolve('loadStoredSession', h.issue());
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS - 1);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    vi.advanceTimersByTime(1);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
  });
});

describe('auth-session response actions', () => {
  it('refreshToken: refreshes once, even when asked again while refreshing', async () => {
    const { h, session } = await signedInHarness();
    const event = sessionEventForAction('refreshToken');
    expect(event).toEqual({ type: 'session.refresh' });
    h.actor.send(event!);
    h.actor.send({ type: 'session.refresh' });
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(h.calls).toEqual([`refreshSession:${session.refresh_token}`]);
    expect(h.pendingCount('refreshSession')).toBe(1);

    const next = h.issue();
    await h.resolve('refreshSession', next);
    expect(selectAccessToken(h.actor.getSnapshot())).toBe(next.access_token);
    expect(h.calls).toEqual([
      `refreshSession:${session.refresh_token}`,
      `persistSession:${next.access_token}`,
    ]);
  });

  it('forceLogout: clears the stored session without calling sign-out', async () => {
    const { h } = await signedInHarness();
    h.actor.send(sessionEventForAction('forceLogout')!);
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.calls).toEqual(['clearStoredSession', 'onSignedOut:forceLogout']);
    expect(h.storage.session).toBeNull();
    expect(h.pendingCount('signOut')).toBe(0);
  });

  it('forceLogout while refreshing abandons the refresh', async () => {
    const { h, session } = await signedInHarness();
    h.actor.send({ type: 'session.refresh' });
    h.actor.send({ type: 'session.forceLogout' });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.aborted).toEqual([`refreshSession:${session.refresh_token}`]);
    await h.resolve('refreshSession', h.issue());
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.storage.session).toBeNull();
  });

  it('maps any other action to nothing (the caller only logs it)', () => {
    expect(sessionEventForAction('somethingElse')).toBeNull();
    expect(sessionEventForAction(undefined)).toBeNull();
  });
});

describe('auth-session sign-in and sign-out', () => {
  it('signs in, persists the session and clears an earlier error', async () => {
    const h = createHarness();
    h.actor.start();
    await h.resolve('loadStoredSession', null);
    h.actor.send({ type: 'session.signIn', email: EMAIL, password: 'wrong' });
    await h.reject('signIn', apiError(AUTH_ERRORS.invalidPassword));
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(selectError(h.actor.getSnapshot())).toBe('Password provided is not corrected');

    h.actor.send({ type: 'session.signIn', email: EMAIL, password: PASSWORD });
    expect(selectError(h.actor.getSnapshot())).toBeNull();
    expect(selectIsBusy(h.actor.getSnapshot())).toBe(true);
    const session = h.issue();
    await h.resolve('signIn', session);
    expect(selectIsSignedIn(h.actor.getSnapshot())).toBe(true);
    expect(h.storage.session).toEqual(session);
    expect(h.calls).toEqual([
      'loadStoredSession',
      `signIn:${EMAIL}:wrong`,
      `signIn:${EMAIL}:${PASSWORD}`,
      `persistSession:${session.access_token}`,
    ]);
  });

  it('shows API Error when a failure carries no message', async () => {
    const h = createHarness();
    h.actor.start();
    await h.resolve('loadStoredSession', null);
    h.actor.send({ type: 'session.signIn', email: EMAIL, password: PASSWORD });
    await h.reject('signIn', { status: 500 });
    expect(selectError(h.actor.getSnapshot())).toBe(GENERIC_API_ERROR);
  });

  it('sign-out calls the API with the session, then clears storage', async () => {
    const { h, session } = await signedInHarness();
    h.actor.send({ type: 'session.signOut' });
    expect(h.actor.getSnapshot().value).toBe('signingOut');
    expect(selectAccessToken(h.actor.getSnapshot())).toBeNull();
    await h.resolve('signOut', undefined);
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.calls).toEqual([
      `signOut:${session.refresh_token}`,
      'clearStoredSession',
      'onSignedOut:signOut',
    ]);
    expect(h.storage.session).toBeNull();
    expect(selectUser(h.actor.getSnapshot())).toBeNull();
  });

  it('sign-out still ends the session when the API call fails', async () => {
    const { h } = await signedInHarness();
    h.actor.send({ type: 'session.signOut' });
    await h.reject('signOut', new Error('offline'));
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.storage.session).toBeNull();
  });

  it('a refresh that fails for a passing reason keeps the session and tries again, waiting longer each time', async () => {
    const { h, session } = await signedInHarness();
    h.actor.send({ type: 'session.refresh' });
    await h.reject('refreshSession', { status: 503, message: 'database restarting' });
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'retryWait' });
    expect(selectAccessToken(h.actor.getSnapshot())).toBe(session.access_token);
    expect(h.storage.session).toEqual(session);
    h.clock.increment(2_000);
    expect(h.pendingCount('refreshSession')).toBe(2);
    await h.reject('refreshSession', { status: 0, message: 'offline' });
    h.clock.increment(3_999);
    expect(h.pendingCount('refreshSession')).toBe(2);
    h.clock.increment(1);
    const next = h.issue();
    await h.resolve('refreshSession', next);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(isTransientFailure({ status: 429 })).toBe(true);
    expect(isTransientFailure({ status: 401 })).toBe(false);
    expect(isTransientFailure(new Error('no status'))).toBe(false);
  });

  it('a failed refresh signs out with the message', async () => {
    const { h, session } = await signedInHarness();
    h.clock.increment(REFRESH_INTERVAL_MS);
    await h.reject('refreshSession', apiError(AUTH_ERRORS.invalidRefreshToken));
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(selectError(snapshot)).toBe(AUTH_ERRORS.invalidRefreshToken.message);
    expect(h.calls).toEqual([
      `refreshSession:${session.refresh_token}`,
      'clearStoredSession',
      'onSignedOut:refreshFailed',
    ]);
    expect(h.storage.session).toBeNull();
    expect(h.pendingCount('signOut')).toBe(0);
  });

  it('an unreadable storage counts as signed out; effects that were not provided fail closed', async () => {
    const h = createHarness();
    h.actor.start();
    await h.reject('loadStoredSession', new Error('SecurityError'));
    expect(h.actor.getSnapshot().value).toBe('signedOut');

    const bare = createActor(authSessionMachine, { input: {} }).start();
    await flush();
    expect(bare.getSnapshot().value).toBe('signedOut');
    bare.send({ type: 'session.signIn', email: EMAIL, password: PASSWORD });
    await flush();
    expect(bare.getSnapshot().context.error).toMatch(/'signIn' was not provided/);
    bare.stop();
  });
});

describe('auth-session storage sync between tabs', () => {
  it('adopts a session another tab signed in with, without writing it back', async () => {
    const h = createHarness();
    h.actor.start();
    await h.resolve('loadStoredSession', null);
    const session = h.issue();
    h.actor.send({ type: 'session.storageChanged', session });
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(selectSession(h.actor.getSnapshot())).toEqual(session);
    expect(h.calls).toEqual(['loadStoredSession']);
  });

  it('adopts a refresh made by another tab and restarts its own schedule from it', async () => {
    const { h } = await signedInHarness(90 * MINUTE);
    h.clock.increment(50 * MINUTE);
    const refreshed = h.issue();
    h.actor.send({ type: 'session.storageChanged', session: refreshed });
    expect(selectAccessToken(h.actor.getSnapshot())).toBe(refreshed.access_token);
    h.clock.increment(REFRESH_INTERVAL_MS - 1);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(h.calls).toEqual([]);
    h.clock.increment(1);
    expect(h.calls).toEqual([`refreshSession:${refreshed.refresh_token}`]);
  });

  it('schedules an adopted session from when the server issued it, not from when it arrived', async () => {
    const { h } = await signedInHarness(90 * MINUTE);
    const refreshed = h.issue(90 * MINUTE);
    h.storage.session = refreshed;
    // The other tab's write reaches this one ten minutes late (a throttled background tab).
    h.clock.increment(10 * MINUTE);
    h.actor.send({ type: 'session.storageChanged', session: refreshed });
    h.clock.increment(50 * MINUTE - 1);
    expect(h.calls).toEqual([]);
    h.clock.increment(1);
    expect(h.calls).toEqual([`refreshSession:${refreshed.refresh_token}`]);
  });

  it('drops its own refresh when another tab refreshed first', async () => {
    const { h, session } = await signedInHarness();
    h.actor.send({ type: 'session.refresh' });
    const refreshed = h.issue();
    h.actor.send({ type: 'session.storageChanged', session: refreshed });
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(h.aborted).toEqual([`refreshSession:${session.refresh_token}`]);
    expect(selectSession(h.actor.getSnapshot())).toEqual(refreshed);
  });

  it('follows another tab signing out, without clearing storage itself', async () => {
    const { h } = await signedInHarness();
    h.storage.session = null;
    h.actor.send({ type: 'session.storageChanged', session: null });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.calls).toEqual(['onSignedOut:storage']);
  });

  it('refreshes an adopted session that has already expired', async () => {
    const h = createHarness();
    h.actor.start();
    await h.resolve('loadStoredSession', null);
    const expired = h.issueExpired();
    h.actor.send({ type: 'session.storageChanged', session: expired });
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(h.calls).toEqual(['loadStoredSession', `refreshSession:${expired.refresh_token}`]);
  });
});

describe('auth-session selectors', () => {
  it('read the snapshot in each phase', async () => {
    const h = createHarness();
    h.actor.start();
    let snapshot = h.actor.getSnapshot();
    expect(selectIsRestoring(snapshot)).toBe(true);
    expect(selectIsBusy(snapshot)).toBe(true);
    expect(selectIsSignedIn(snapshot)).toBe(false);
    expect(selectAccessToken(snapshot)).toBeNull();

    const session = h.issue();
    await h.resolve('loadStoredSession', session);
    snapshot = h.actor.getSnapshot();
    expect(selectIsRestoring(snapshot)).toBe(false);
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectIsSignedIn(snapshot)).toBe(true);
    expect(selectAccessToken(snapshot)).toBe(session.access_token);
    expect(selectUser(snapshot)).toEqual(USER);
    expect(selectError(snapshot)).toBeNull();

    h.actor.send({ type: 'session.refresh' });
    snapshot = h.actor.getSnapshot();
    expect(selectIsSignedIn(snapshot)).toBe(true);
    expect(selectIsBusy(snapshot)).toBe(true);
  });

  it('errorMessage prefers the message, else API Error', () => {
    expect(errorMessage(new Error('Invalid Credential'))).toBe('Invalid Credential');
    expect(errorMessage({ message: 'Email provided is invalid' })).toBe(
      'Email provided is invalid',
    );
    expect(errorMessage('Too many')).toBe('Too many');
    expect(errorMessage(null)).toBe('API Error');
    expect(errorMessage({ message: '' })).toBe('API Error');
  });
});
