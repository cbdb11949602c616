import {
  type BackoffOptions,
  backoffDelay,
  GATEWAY_CLOSE,
  TOKEN_EXPIRED_REASON,
} from '@fleet/contracts';
import {
  type AnyEventObject,
  assign,
  fromCallback,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate';
import type {
  CloseOutcome,
  LiveConnectionContext,
  LiveConnectionEvent,
  LiveConnectionInput,
  OnEventParams,
  OnForceLogoutParams,
  OnResyncParams,
  OpenSocketInput,
} from './types';

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000 };

const NO_RETRY_CODES: ReadonlySet<number> = new Set([
  GATEWAY_CLOSE.badTopic,
  GATEWAY_CLOSE.forbidden,
  GATEWAY_CLOSE.tooBig,
]);

/**
 * What a close asks for. 1000: the topic ended (the call or campaign is over), nothing more will
 * come, so never reconnect (a retry would only replay the kept events and close again, for every
 * tab). 4401 with auth/token-expired: refresh and reconnect; any other 4401 (signed out, password
 * reset, revoked session): the session is gone. 4400, 4403 and 1009 would fail the same way
 * again. Everything else (1001,
 * 1006, 1013 with or without gateway/slow-consumer, 4408, codes the gateway does not document)
 * is transient: back off and resume.
 */
export function closeOutcome(code: number, reason: string): CloseOutcome {
  if (code === GATEWAY_CLOSE.topicEnded) return 'ended';
  if (code === GATEWAY_CLOSE.unauthorized) {
    return reason === TOKEN_EXPIRED_REASON ? 'refresh' : 'logout';
  }
  return NO_RETRY_CODES.has(code) ? 'fail' : 'retry';
}

export const REFRESH_FAILED_REASON = 'auth/refresh-failed';

const notProvided = (name: string) =>
  new Error(`live-connection: '${name}' was not provided (use liveConnectionMachine.provide)`);

type ClosedEvent = Extract<LiveConnectionEvent, { type: 'connection.closed' }>;
const outcomeIs = (event: LiveConnectionEvent, outcome: CloseOutcome) =>
  event.type === 'connection.closed' && closeOutcome(event.code, event.reason) === outcome;
const recordClose = ({ event }: { event: LiveConnectionEvent }) => {
  const { code, reason } = event as ClosedEvent;
  return { lastError: { code, reason } };
};

/**
 * One topic subscription over the gateway: connect, resume with `since` after a drop (backoff
 * with full jitter), refresh the token when it expired, stop for good when the gateway says a
 * retry cannot help. The socket, the token refresh and the hooks are injected by name with
 * `liveConnectionMachine.provide({ actors, actions })`.
 */
export const liveConnectionMachine = setup({
  types: {
    context: {} as LiveConnectionContext,
    events: {} as LiveConnectionEvent,
    input: {} as LiveConnectionInput,
  },
  actors: {
    /**
     * Opens the WebSocket for the topic (URL from kind, id, the current token and `since`) and
     * sends back connection.opened / .event / .message / .closed. Stopping it closes the socket.
     */
    openSocket: fromCallback<AnyEventObject, OpenSocketInput>(() => {
      throw notProvided('openSocket');
    }),
    /** Refreshes the access token; resolves true once a fresh one is in place. */
    refreshToken: fromPromise<boolean>(async () => {
      throw notProvided('refreshToken');
    }),
  },
  actions: {
    /** A topic event with a seq above every earlier one (duplicates never reach it). */
    onEvent: (_, _params: OnEventParams) => {},
    /** The gateway no longer keeps the events after lastSeq: drop what was built from them. */
    onResync: (_, _params: OnResyncParams) => {},
    /** The gateway refused the token for good (4401 without auth/token-expired). */
    onForceLogout: (_, _params: OnForceLogoutParams) => {},
    confirm: assign({ attempt: 0, refreshed: false }),
    scheduleRetry: assign(({ context }) => {
      const attempt = context.attempt + 1;
      return { attempt, retryDelayMs: backoffDelay(attempt, context.backoff, context.random) };
    }),
    restart: assign({ attempt: 0, lastError: null, refreshed: false }),
  },
  guards: {
    isNewEvent: ({ context, event }) =>
      event.type === 'connection.event' &&
      (context.lastSeq === null || event.event.seq > context.lastSeq),
    isFrame: ({ event }, params: { frame: 'gateway_status' | 'gateway_resync' }) =>
      event.type === 'connection.message' && event.frame.type === params.frame,
    mayRefresh: ({ context, event }) => !context.refreshed && outcomeIs(event, 'refresh'),
    isLogout: ({ event }) => outcomeIs(event, 'logout'),
    isFatal: ({ event }) => outcomeIs(event, 'fail'),
    isEnded: ({ event }) => outcomeIs(event, 'ended'),
  },
  delays: {
    RETRY_DELAY: ({ context }) => context.retryDelayMs,
  },
}).createMachine({
  id: 'liveConnection',
  context: ({ input }) => ({
    kind: input.kind,
    id: input.id,
    lastSeq: input.since ?? null,
    attempt: 0,
    retryDelayMs: 0,
    lastError: null,
    refreshed: false,
    upstream: null,
    backoff: { ...DEFAULT_BACKOFF, ...input.backoff },
    random: input.random ?? Math.random,
  }),
  initial: 'disconnected',
  on: {
    'connection.close': { target: '.closed' },
  },
  states: {
    disconnected: {
      on: { 'connection.open': { target: 'socket' } },
    },

    socket: {
      invoke: {
        id: 'socket',
        src: 'openSocket',
        input: ({ context }) => ({ kind: context.kind, id: context.id, since: context.lastSeq }),
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: { 'connection.opened': { target: 'connected' } },
        },
        connected: {
          on: {
            // A duplicate (seq ≤ lastSeq, e.g. replayed around a reconnect) matches no guard.
            'connection.event': {
              guard: 'isNewEvent',
              actions: [
                assign({ lastSeq: ({ event }) => event.event.seq }),
                'confirm',
                { type: 'onEvent', params: ({ event }) => ({ event: event.event }) },
              ],
            },
            'connection.message': [
              {
                guard: { type: 'isFrame', params: { frame: 'gateway_status' } },
                actions: [
                  assign({
                    upstream: ({ event }) =>
                      event.frame.type === 'gateway_status' ? event.frame.status : null,
                  }),
                  'confirm',
                ],
              },
              {
                guard: { type: 'isFrame', params: { frame: 'gateway_resync' } },
                actions: [
                  // Only events from from_seq on follow; they are all "new" from here.
                  assign({
                    lastSeq: ({ event }) => {
                      const from = event.frame.type === 'gateway_resync' ? event.frame.from_seq : 0;
                      return from > 0 ? from - 1 : null;
                    },
                  }),
                  'confirm',
                  {
                    type: 'onResync',
                    params: ({ event }) => ({
                      fromSeq: event.frame.type === 'gateway_resync' ? event.frame.from_seq : 0,
                    }),
                  },
                ],
              },
              // error frames precede a close that says the same; pong needs nothing.
            ],
          },
        },
      },
      on: {
        'connection.closed': [
          { guard: 'mayRefresh', target: 'refreshing', actions: assign(recordClose) },
          {
            guard: 'isLogout',
            target: 'stopped',
            actions: [
              assign(recordClose),
              {
                type: 'onForceLogout',
                params: ({ event }) => ({ reason: (event as ClosedEvent).reason }),
              },
            ],
          },
          { guard: 'isFatal', target: 'failed', actions: assign(recordClose) },
          { guard: 'isEnded', target: 'ended', actions: assign(recordClose) },
          // Transient, or a token rejected as expired right after a refresh: back off.
          { target: 'waiting', actions: assign(recordClose) },
        ],
      },
    },

    waiting: {
      entry: 'scheduleRetry',
      after: {
        // Clearing `refreshed` lets a token that keeps expiring be refreshed again, at most
        // once per backoff wait.
        RETRY_DELAY: { target: 'socket', actions: assign({ refreshed: false }) },
      },
    },

    refreshing: {
      invoke: {
        src: 'refreshToken',
        onDone: [
          {
            guard: ({ event }) => event.output === true,
            target: 'socket',
            actions: assign({ refreshed: true }),
          },
          {
            target: 'stopped',
            actions: assign({
              lastError: { code: GATEWAY_CLOSE.unauthorized, reason: REFRESH_FAILED_REASON },
            }),
          },
        ],
        // The auth session signs out by itself when its refresh fails; nothing to force here.
        onError: {
          target: 'stopped',
          actions: assign({
            lastError: { code: GATEWAY_CLOSE.unauthorized, reason: REFRESH_FAILED_REASON },
          }),
        },
      },
    },

    /** The session is gone (forced logout or a failed refresh). `connection.open` retries. */
    stopped: {
      on: { 'connection.open': { target: 'socket', actions: 'restart' } },
    },

    /** The gateway refused the topic (4400, 4403) or a frame (1009). `connection.open` retries. */
    failed: {
      on: { 'connection.open': { target: 'socket', actions: 'restart' } },
    },

    /**
     * The topic is over (1000): every event was delivered. Not final, so the view keeps its data
     * and closes as usual; `connection.open` is ignored here: an ended topic is never reopened.
     */
    ended: {},

    closed: { type: 'final' },
  },
});

export type LiveConnectionMachine = typeof liveConnectionMachine;
export type LiveConnectionSnapshot = SnapshotFrom<LiveConnectionMachine>;
