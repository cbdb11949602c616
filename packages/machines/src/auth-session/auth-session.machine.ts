import { backoffCeiling, GENERIC_API_ERROR, type SessionTokens } from '@fleet/contracts';
import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import type {
  AuthSessionContext,
  AuthSessionEvent,
  AuthSessionInput,
  OnSignedOutParams,
  PersistSessionParams,
  RefreshSessionInput,
  SignInInput,
  SignOutInput,
} from './types';

/** Document 1 §9: the token is refreshed every 60 minutes, and also when its expiry has passed. */
export const REFRESH_INTERVAL_MS = 60 * 60 * 1000;

function notProvided(name: string): Error {
  return new Error(`auth-session: '${name}' was not provided; inject it with machine.provide()`);
}

/** The text to show for a failed sign-in or refresh (document 1 §8: message, else 'API Error'). */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error.length > 0) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return GENERIC_API_ERROR;
}

/**
 * Maps the `action` field of an API error response to the event to send: refreshToken →
 * 'session.refresh', forceLogout → 'session.forceLogout'; any other action is only logged by the
 * caller (document 1 §4), so it maps to null.
 */
export function sessionEventForAction(action: unknown): AuthSessionEvent | null {
  if (action === 'refreshToken') return { type: 'session.refresh' };
  if (action === 'forceLogout') return { type: 'session.forceLogout' };
  return null;
}

function requireSession(context: AuthSessionContext): SessionTokens {
  if (context.session === null) throw new Error('auth-session: no session in a signed-in state');
  return context.session;
}

type MaybeSession = { session: SessionTokens | null };

/**
 * The server's clock minus the browser's, read off an answer that just arrived: the server issued
 * the token at expires_at − expires_in (to the second). Expiry decisions add it to the local clock,
 * so a browser clock hours ahead neither refreshes in a loop nor signs the user out.
 */
export function clockSkewOf(session: SessionTokens, localNow: number): number {
  return Math.round(session.expires_at - session.expires_in * 1000 - localNow);
}

/** Now on the server's clock, as far as this session knows it. */
function serverNow(context: AuthSessionContext, session: SessionTokens | null): number {
  return context.now() + (session?.clock_skew_ms ?? context.clockSkewMs);
}

/** When a session falls due for refresh, on the server's clock (see the REFRESH_DUE delay). */
export function refreshDueAt(session: SessionTokens): number {
  const issuedAt = session.expires_at - session.expires_in * 1000;
  return Math.min(issuedAt + REFRESH_INTERVAL_MS, session.expires_at);
}

/**
 * A refresh that failed for a reason that will pass (offline, the server or its database briefly
 * away, too many requests): the session is kept and the refresh tried again later. Only an answer
 * that says the refresh token is no good (401) ends the session.
 */
export function isTransientFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  return typeof status === 'number' && (status === 0 || status === 429 || status >= 500);
}

/** Waits between refresh attempts after transient failures: 2 s, 4 s ... at most a minute. */
export const REFRESH_RETRY_MAX_MS = 60_000;

/** The id of the spawned lock holder: one tab at a time refreshes (see `refreshLock`). */
const REFRESH_LOCK = 'refreshLock';

/**
 * The browser session: restore it from storage, sign in, keep the access token fresh (every
 * 60 minutes and when it expires), follow refreshToken / forceLogout response actions, sign out,
 * and adopt what other tabs write to storage. Every side effect is referred to by name and
 * injected by the caller with `authSessionMachine.provide({ actors, actions })`.
 */
export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput,
  },
  actors: {
    /** Reads the stored session (localStorage in the web); null when there is none. */
    loadStoredSession: fromPromise<SessionTokens | null>(async () => {
      throw notProvided('loadStoredSession');
    }),
    /** POST /v1/auth/sign-in. Rejects with the API error (its `message` is shown). */
    signIn: fromPromise<SessionTokens, SignInInput>(async () => {
      throw notProvided('signIn');
    }),
    /** POST /v1/auth/refresh with the current refresh token. */
    refreshSession: fromPromise<SessionTokens, RefreshSessionInput>(async () => {
      throw notProvided('refreshSession');
    }),
    /**
     * The cross-tab refresh lock (the web: a Web Lock). Sends back 'lock.acquired' with the session
     * stored at that moment once this tab holds the lock, and holds it until the actor is stopped
     * (when the refresh is over, whatever its outcome). Where no lock exists it is granted at once.
     */
    refreshLock: fromCallback(() => {
      throw notProvided('refreshLock');
    }),
    /** POST /v1/auth/sign-out. Its outcome does not matter: the session ends either way. */
    signOut: fromPromise<void, SignOutInput>(async () => {
      throw notProvided('signOut');
    }),
  },
  actions: {
    /** Writes the session to storage (the web: localStorage, which other tabs observe). */
    persistSession: (_, _params: PersistSessionParams) => {},
    /** Removes the stored session. */
    clearStoredSession: () => {},
    /** Optional hook: a session ended (navigate to sign-in, drop cached server state, ...). */
    onSignedOut: (_, _params: OnSignedOutParams) => {},
    /** A session read from storage (this tab's or another's): keep the skew stored with it. */
    setSession: assign(({ context }, params: { session: SessionTokens }) => ({
      session: params.session,
      clockSkewMs: params.session.clock_skew_ms ?? context.clockSkewMs,
      error: null,
    })),
    /** A session the server just issued: measure the clock skew from it. */
    setIssuedSession: assign(({ context }, params: { session: SessionTokens }) => ({
      session: params.session,
      clockSkewMs: clockSkewOf(params.session, context.now()),
      error: null,
    })),
    clearSession: assign({ session: null, refreshFailures: 0 }),
    countRefreshFailure: assign(({ context }) => ({
      refreshFailures: context.refreshFailures + 1,
    })),
    resetRefreshFailures: assign({ refreshFailures: 0 }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: string }) => ({ error: params.error })),
  },
  guards: {
    hasSession: (_, params: MaybeSession) => params.session !== null,
    /** The access token's expiry has passed (or is now). */
    isExpired: ({ context }, params: MaybeSession) =>
      params.session !== null && params.session.expires_at <= serverNow(context, params.session),
    isTransient: (_, params: { error: unknown }) => isTransientFailure(params.error),
    /** Another tab refreshed while this one waited for the lock: its session is newer and valid. */
    storedIsFresher: ({ context }, params: MaybeSession) =>
      params.session !== null &&
      params.session.access_token !== context.session?.access_token &&
      params.session.expires_at > serverNow(context, params.session),
  },
  delays: {
    /** After the nth transient failure: 2 s, 4 s, 8 s … up to a minute, without jitter. */
    REFRESH_RETRY: ({ context }) =>
      backoffCeiling(context.refreshFailures, { baseMs: 2000, maxMs: REFRESH_RETRY_MAX_MS }),
    /**
     * Until the session is due: 60 minutes after the server issued it, or its expiry if sooner.
     * Both are read on the server's clock, so a tab that adopts another tab's fresh session waits
     * for that session's own schedule, not for an hour from whenever its storage event arrived.
     */
    REFRESH_DUE: ({ context }) => {
      if (context.session === null) return 0;
      return Math.max(0, refreshDueAt(context.session) - serverNow(context, context.session));
    },
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    session: null,
    error: null,
    clockSkewMs: 0,
    refreshFailures: 0,
    now: input?.now ?? (() => Date.now()),
  }),
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        src: 'loadStoredSession',
        onDone: [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn.awaitingTurn',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.output! }) },
          },
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.output! }) },
          },
          { target: 'signedOut' },
        ],
        // Unreadable storage counts as no session.
        onError: { target: 'signedOut' },
      },
      on: {
        // Another tab wrote the session while this one was still reading it: adopt that.
        'session.storageChanged': [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ session: event.session }) },
            target: 'signedIn.awaitingTurn',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.session! }) },
          },
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.session }) },
            target: 'signedIn',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.session! }) },
          },
          { target: 'signedOut' },
        ],
      },
    },

    signedOut: {
      on: {
        'session.signIn': { target: 'signingIn' },
        // Another tab signed in: adopt its session (nothing is written back to storage).
        'session.storageChanged': [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ session: event.session }) },
            target: 'signedIn.awaitingTurn',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.session! }) },
          },
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.session }) },
            target: 'signedIn',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.session! }) },
          },
        ],
      },
    },

    signingIn: {
      entry: 'clearError',
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'session.signIn');
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'setIssuedSession', params: ({ event }) => ({ session: event.output }) },
            {
              type: 'persistSession',
              params: ({ context }) => ({
                session: requireSession(context),
                clockSkewMs: context.clockSkewMs,
              }),
            },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ error: errorMessage(event.error) }),
          },
        },
      },
      on: {
        // Another tab finished signing in first: adopt its session and drop this attempt.
        'session.storageChanged': [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ session: event.session }) },
            target: 'signedIn.awaitingTurn',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.session! }) },
          },
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.session }) },
            target: 'signedIn',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.session! }) },
          },
        ],
      },
    },

    signedIn: {
      initial: 'active',
      // Whatever ends the session also ends a refresh turn this tab holds or waits for.
      exit: stopChild(REFRESH_LOCK),
      states: {
        active: {
          entry: stopChild(REFRESH_LOCK),
          after: {
            REFRESH_DUE: { target: 'awaitingTurn' },
          },
          on: {
            'session.refresh': { target: 'awaitingTurn' },
          },
        },
        /**
         * Single flight across tabs: every tab that finds its token due waits for the one lock.
         * The first refreshes; the others, once they hold the lock (or sooner, through the storage
         * event), find the fresh session it stored and adopt it without a refresh of their own.
         */
        awaitingTurn: {
          entry: [stopChild(REFRESH_LOCK), spawnChild('refreshLock', { id: REFRESH_LOCK })],
          on: {
            'lock.acquired': [
              {
                guard: {
                  type: 'storedIsFresher',
                  params: ({ event }) => ({ session: event.stored }),
                },
                target: 'active',
                actions: {
                  type: 'setSession',
                  params: ({ event }) => ({ session: event.stored! }),
                },
              },
              { target: 'refreshing' },
            ],
            // A second 'session.refresh' while waiting is ignored: no handler here.
          },
        },
        refreshing: {
          // Holds the lock spawned in awaitingTurn until the answer is stored.
          // A second 'session.refresh' while refreshing is ignored: no handler here.
          invoke: {
            src: 'refreshSession',
            input: ({ context }) => ({ refreshToken: requireSession(context).refresh_token }),
            onDone: {
              target: 'active',
              actions: [
                'resetRefreshFailures',
                { type: 'setIssuedSession', params: ({ event }) => ({ session: event.output }) },
                {
                  type: 'persistSession',
                  params: ({ context }) => ({
                    session: requireSession(context),
                    clockSkewMs: context.clockSkewMs,
                  }),
                },
              ],
            },
            onError: [
              {
                // Offline or the server briefly away: keep the session, try again later.
                guard: { type: 'isTransient', params: ({ event }) => ({ error: event.error }) },
                target: 'retryWait',
                actions: 'countRefreshFailure',
              },
              {
                target: '#authSession.signedOut',
                actions: [
                  'clearSession',
                  'clearStoredSession',
                  {
                    type: 'setError',
                    params: ({ event }) => ({ error: errorMessage(event.error) }),
                  },
                  { type: 'onSignedOut', params: { reason: 'refreshFailed' } },
                ],
              },
            ],
          },
        },
        /** A refresh failed for a passing reason; the next try comes after a growing wait. */
        retryWait: {
          after: { REFRESH_RETRY: { target: 'awaitingTurn' } },
          on: {
            'session.refresh': { target: 'awaitingTurn' },
          },
        },
      },
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.forceLogout': {
          target: 'signedOut',
          actions: [
            'clearSession',
            'clearStoredSession',
            { type: 'onSignedOut', params: { reason: 'forceLogout' } },
          ],
        },
        // Another tab refreshed (adopt, restart the schedule) or signed out (follow it).
        'session.storageChanged': [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ session: event.session }) },
            target: '.awaitingTurn',
            reenter: true,
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.session! }) },
          },
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.session }) },
            target: '.active',
            reenter: true,
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.session! }) },
          },
          {
            target: 'signedOut',
            actions: ['clearSession', { type: 'onSignedOut', params: { reason: 'storage' } }],
          },
        ],
      },
    },

    signingOut: {
      invoke: {
        src: 'signOut',
        input: ({ context }) => ({ session: requireSession(context) }),
        onDone: {
          target: 'signedOut',
          actions: [
            'clearSession',
            'clearStoredSession',
            { type: 'onSignedOut', params: { reason: 'signOut' } },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'clearSession',
            'clearStoredSession',
            { type: 'onSignedOut', params: { reason: 'signOut' } },
          ],
        },
      },
    },
  },
});

export type AuthSessionMachine = typeof authSessionMachine;
export type AuthSessionSnapshot = SnapshotFrom<AuthSessionMachine>;
