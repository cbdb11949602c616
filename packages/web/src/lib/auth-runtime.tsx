import {
  authSessionMachine,
  type PersistSessionParams,
  type RefreshSessionInput,
  type SignInInput,
  type SignOutInput,
} from '@fleet/machines';
import type { QueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { setAuthPort } from './api-client';
import {
  AuthActorContext,
  type AuthProviderProps,
  authPortFor,
  refreshRequest,
  signInRequest,
  signOutRequest,
  useAuthActorRef,
} from './auth';
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

/**
 * The session's actor with the browser's effects. Loaded beside the entry (auth.tsx says why);
 * the app reads the actor through auth.tsx's hooks.
 */

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

/** Starts the auth actor (the browser's logic unless `logic` is given) and provides it. */
export function AuthActorProvider({ logic, queryClient, children }: AuthProviderProps) {
  const [machine] = useState(() => {
    if (logic) return logic;
    if (!queryClient) throw new Error('AuthActorProvider needs a logic or a queryClient');
    return createAuthLogic({ queryClient });
  });
  const actor = useActorRef(machine, { input: {} });
  return (
    <AuthActorContext.Provider value={actor}>
      <AuthEffects />
      {children}
    </AuthActorContext.Provider>
  );
}
