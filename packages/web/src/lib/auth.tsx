import { AUTH_ERRORS, AUTH_PATHS, type SessionTokens } from '@fleet/contracts';
import {
  type authSessionMachine,
  selectAccessToken,
  selectIsRefreshing,
  selectIsSignedIn,
} from '@fleet/machines';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiRequestError, type AuthPort, api } from './api-client';
import { entrySchema } from './lazy-schemas';
import { preload, usePreloaded } from './preload';

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

export type AuthActorRef = ActorRefFrom<typeof authSessionMachine>;
type AuthSnapshot = SnapshotFrom<typeof authSessionMachine>;
export type AuthLogic = typeof authSessionMachine;

/**
 * The session's actor runs the auth machine of packages/machines. The machine, XState and the
 * browser's effects (auth-runtime.tsx) load beside the entry, not in it (issue 19: entry JS): the
 * download starts as soon as the entry runs, together with the schemas that reading the stored
 * session needs, so the first screen waits no longer than before.
 */
const authRuntime = preload(() => import('./auth-runtime'), 'the session logic');
void entrySchema('sessionTokensSchema')
  .load()
  .catch(() => undefined);

/** The running auth actor; set by AuthProvider once the runtime has loaded. */
export const AuthActorContext = createContext<AuthActorRef | null>(null);

export function useAuthActorRef(): AuthActorRef {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuthActorRef must be used inside the AuthProvider');
  return actor;
}

/**
 * A value of the session's snapshot; re-renders when it changes. @xstate/react's useSelector, on
 * the same React primitive, without importing XState into the entry.
 */
export function useAuthSelector<T>(
  selector: (snapshot: AuthSnapshot) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const actor = useAuthActorRef();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const getSnapshot = useCallback(() => actor.getSnapshot(), [actor]);
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, getSnapshot, selector, compare);
}

/** The api client's view of the auth actor. */
export function authPortFor(actor: AuthActorRef): AuthPort {
  return {
    getAccessToken: () => selectAccessToken(actor.getSnapshot()) ?? null,
    async refresh() {
      actor.send({ type: 'session.refresh' });
      const { waitFor } = await import('xstate');
      const settled = await waitFor(actor, (state) => !selectIsRefreshing(state));
      return selectIsSignedIn(settled);
    },
    forceLogout: () => actor.send({ type: 'session.forceLogout' }),
  };
}

export interface AuthProviderProps {
  logic?: AuthLogic;
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * Runs the session's actor for `children` (the app, or a test's screen). `logic` is the machine
 * with its effects (`createAuthLogic` of auth-runtime.tsx); by default the browser's. A loader
 * shows until the runtime has loaded, as it does while the stored session is restored.
 */
export function AuthProvider({ logic, queryClient, children }: AuthProviderProps) {
  const runtime = usePreloaded(authRuntime);
  if (!runtime) return <PageLoader label="Restoring your session" />;
  return (
    <runtime.AuthActorProvider logic={logic} queryClient={queryClient}>
      {children}
    </runtime.AuthActorProvider>
  );
}
