import { GENERIC_API_ERROR, type SessionTokens } from '@fleet/contracts';
import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
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
    setSession: assign((_, params: { session: SessionTokens }) => ({
      session: params.session,
      error: null,
    })),
    clearSession: assign({ session: null }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: string }) => ({ error: params.error })),
  },
  guards: {
    hasSession: (_, params: MaybeSession) => params.session !== null,
    /** The access token's expiry has passed (or is now). */
    isExpired: ({ context }, params: MaybeSession) =>
      params.session !== null && params.session.expires_at <= context.now(),
  },
  delays: {
    REFRESH_INTERVAL: REFRESH_INTERVAL_MS,
    /** Until the access token expires; never longer than the interval (which fires first anyway). */
    TOKEN_EXPIRY: ({ context }) => {
      if (context.session === null) return 0;
      const remaining = context.session.expires_at - context.now();
      return Math.min(Math.max(0, remaining), REFRESH_INTERVAL_MS);
    },
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    session: null,
    error: null,
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
            target: 'signedIn.refreshing',
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
            target: 'signedIn.refreshing',
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
            target: 'signedIn.refreshing',
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
            { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
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
            target: 'signedIn.refreshing',
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
      states: {
        active: {
          after: {
            REFRESH_INTERVAL: { target: 'refreshing' },
            TOKEN_EXPIRY: { target: 'refreshing' },
          },
          on: {
            'session.refresh': { target: 'refreshing' },
          },
        },
        refreshing: {
          // A second 'session.refresh' while refreshing is ignored: no handler here.
          invoke: {
            src: 'refreshSession',
            input: ({ context }) => ({ refreshToken: requireSession(context).refresh_token }),
            onDone: {
              target: 'active',
              actions: [
                { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
                { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
              ],
            },
            onError: {
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
            target: '.refreshing',
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
