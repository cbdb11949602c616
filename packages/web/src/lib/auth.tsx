import { AUTH_ERRORS, AUTH_PATHS, type SessionTokens } from '@fleet/contracts';
import {
  authSessionMachine,
  type PersistSessionParams,
  type RefreshSessionInput,
  type SignInInput,
  type SignOutInput,
  selectAccessToken,
  selectIsRefreshing,
  selectIsSignedIn,
} from '@fleet/machines';
import type { QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { type ActorRefFrom, type EventObject, fromCallback, fromPromise, waitFor } from 'xstate';
import { ApiRequestError, type AuthPort, api, setAuthPort } from './api-client';
import { entrySchema } from './lazy-schemas';
import { logger } from './logger';
import { handoffSettled } from './session-handoff';
import {
  clearStoredSession,
  parseStoredSession,
  readLatestStoredSession,
  readStoredSession,
  SESSION_STORAGE_KEY,
  writeStoredSession,
} from './session-storage';

/** Document 1 §8: the spec's message per identity error code, else the provider's message. */
const SIGN_IN_MESSAGES: Record<string, string> = {
  [AUTH_ERRORS.invalidPassword.code]: AUTH_ERRORS.invalidPassword.message,
  [AUTH_ERRORS.invalidEmail.code]: AUTH_ERRORS.invalidEmail.message,
  [AUTH_ERRORS.invalidCredential.code]: AUTH_ERRORS.invalidCredential.message,
};

export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return (error.code && SIGN_IN_MESSAGES[error.code]) || error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export async function signInRequest(credentials: {
  email: string;
  password: string;
}): Promise<SessionTokens> {
  try {
    return await api.post(AUTH_PATHS.signIn, {
      // The refresh token stays in an HttpOnly cookie that no script can read (README: security).
      body: { ...credentials, refresh_transport: 'cookie' },
      schema: entrySchema('sessionTokensSchema'),
      auth: false,
      toast: false,
    });
  } catch (error) {
    throw new Error(signInErrorMessage(error));
  }
}

/** With no token in hand the browser's refresh cookie is used (the usual case). */
export function refreshRequest(refreshToken: string | undefined): Promise<SessionTokens> {
  return api.post(AUTH_PATHS.refresh, {
    body: refreshToken ? { refresh_token: refreshToken } : {},
    schema: entrySchema('sessionTokensSchema'),
    auth: false,
    toast: false,
  });
}

export async function signOutRequest(session: SessionTokens): Promise<void> {
  await api.post(AUTH_PATHS.signOut, {
    body: session.refresh_token ? { refresh_token: session.refresh_token } : {},
    schema: entrySchema('anySchema'),
    auth: false,
    token: session.access_token,
    toast: false,
  });
}

/** The Web Lock that lets one tab of the origin refresh at a time. */
export const REFRESH_LOCK_NAME = 'fleet.session.refresh';

/**
 * The `refreshLock` of the auth machine: a Web Lock held until the machine stops this actor, then
 * 'lock.acquired' with the latest session stored at that moment (another tab may have refreshed
 * while this one waited; session-handoff.ts says why that is not read from localStorage alone).
 * The lock is let go only once this tab's own stored session has been handed off. Without Web
 * Locks (an insecure origin) the turn comes at once; the identity service's reuse grace then
 * absorbs the race.
 */
export const browserRefreshLock = fromCallback<EventObject>(({ sendBack }) => {
  const abort = new AbortController();
  let release: (() => void) | undefined;
  const granted = () =>
    readLatestStoredSession().then(
      (stored) => sendBack({ type: 'lock.acquired', stored }),
      () => sendBack({ type: 'lock.acquired', stored: null }),
    );
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    void granted();
    return () => abort.abort();
  }
  locks
    .request(REFRESH_LOCK_NAME, { signal: abort.signal }, () => {
      if (abort.signal.aborted) return;
      return new Promise<void>((resolve) => {
        release = resolve;
        void granted();
      });
    })
    .catch(() => undefined); // aborted while waiting: this tab no longer needs its turn
  return () => {
    abort.abort();
    if (release) void handoffSettled().finally(release);
  };
});

/**
 * The auth machine with the browser's effects: fetch to the identity routes and localStorage.
 * `onSignedOut` drops every cached server answer so the next user never sees the last one's data.
 */
export function createAuthLogic(deps: { queryClient: QueryClient }) {
  return authSessionMachine.provide({
    actors: {
      loadStoredSession: fromPromise(async () => readStoredSession()),
      signIn: fromPromise(async ({ input }: { input: SignInInput }) => signInRequest(input)),
      refreshSession: fromPromise(async ({ input }: { input: RefreshSessionInput }) =>
        refreshRequest(input.refreshToken),
      ),
      signOut: fromPromise(async ({ input }: { input: SignOutInput }) =>
        signOutRequest(input.session),
      ),
      refreshLock: browserRefreshLock,
    },
    actions: {
      persistSession: (_, params: PersistSessionParams) =>
        writeStoredSession({ ...params.session, clock_skew_ms: params.clockSkewMs }),
      clearStoredSession: () => clearStoredSession(),
      onSignedOut: () => deps.queryClient.clear(),
    },
  });
}

export const AuthContext = createActorContext(authSessionMachine);
export const useAuthSelector = AuthContext.useSelector;
export const useAuthActorRef = AuthContext.useActorRef;
export type AuthActorRef = ActorRefFrom<typeof authSessionMachine>;

/** The api client's view of the auth actor. */
export function authPortFor(actor: AuthActorRef): AuthPort {
  return {
    getAccessToken: () => selectAccessToken(actor.getSnapshot()) ?? null,
    async refresh() {
      actor.send({ type: 'session.refresh' });
      const settled = await waitFor(actor, (state) => !selectIsRefreshing(state));
      return selectIsSignedIn(settled);
    },
    forceLogout: () => actor.send({ type: 'session.forceLogout' }),
  };
}

/** Renders nothing: connects the auth actor to the api client and to other tabs. */
function AuthEffects() {
  const actor = useAuthActorRef();
  useEffect(() => setAuthPort(authPortFor(actor)), [actor]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      parseStoredSession(event.newValue).then(
        (session) => {
          logger.info(`session changed in another tab (${session ? 'signed in' : 'signed out'})`);
          actor.send({ type: 'session.storageChanged', session });
        },
        // Only when the schema's chunk cannot load; the next change (or reload) tries again.
        (error: unknown) => logger.warn('could not read the session another tab stored', error),
      );
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actor]);
  return null;
}

export function AuthProvider({
  logic,
  children,
}: {
  logic: ReturnType<typeof createAuthLogic>;
  children: ReactNode;
}) {
  return (
    <AuthContext.Provider logic={logic}>
      <AuthEffects />
      {children}
    </AuthContext.Provider>
  );
}
