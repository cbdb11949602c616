import { AUTH_ERRORS, AUTH_PATHS, type SessionTokens } from '@fleet/contracts';
import {
  authSessionMachine,
  type PersistSessionParams,
  type RefreshSessionInput,
  type SignInInput,
  type SignOutInput,
  selectAccessToken,
  selectIsSignedIn,
} from '@fleet/machines';
import type { QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate';
import { ApiRequestError, type AuthPort, api, setAuthPort } from './api-client';
import { entrySchema } from './lazy-schemas';
import { logger } from './logger';
import {
  clearStoredSession,
  parseStoredSession,
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
      body: credentials,
      schema: entrySchema('sessionTokensSchema'),
      auth: false,
      toast: false,
    });
  } catch (error) {
    throw new Error(signInErrorMessage(error));
  }
}

export function refreshRequest(refreshToken: string): Promise<SessionTokens> {
  return api.post(AUTH_PATHS.refresh, {
    body: { refresh_token: refreshToken },
    schema: entrySchema('sessionTokensSchema'),
    auth: false,
    toast: false,
  });
}

export async function signOutRequest(session: SessionTokens): Promise<void> {
  await api.post(AUTH_PATHS.signOut, {
    body: { refresh_token: session.refresh_token },
    schema: entrySchema('anySchema'),
    auth: false,
    token: session.access_token,
    toast: false,
  });
}

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
    },
    actions: {
      persistSession: (_, params: PersistSessionParams) => writeStoredSession(params.session),
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
      const settled = await waitFor(actor, (state) => !state.matches({ signedIn: 'refreshing' }));
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
