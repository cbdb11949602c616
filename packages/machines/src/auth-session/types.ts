import type { SessionTokens, SignInRequest } from '@fleet/contracts';

/** Milliseconds since the epoch, read from whatever clock the caller injects. */
export type Clock = () => number;

export interface AuthSessionInput {
  /**
   * The clock the machine compares `session.expires_at` with. Defaults to `Date.now`; tests pass
   * `() => simulatedClock.now()` together with `createActor(machine, { clock: simulatedClock })`.
   */
  now?: Clock;
}

export interface AuthSessionContext {
  /** The signed-in session, or null when nobody is signed in. */
  session: SessionTokens | null;
  /** The message of the last sign-in or refresh failure, shown on the sign-in screen. */
  error: string | null;
  /** The server's clock minus this browser's (see `clockSkewOf`); 0 until an answer arrives. */
  clockSkewMs: number;
  /** Refreshes in a row that failed for a passing reason (offline, 5xx, 429). */
  refreshFailures: number;
  /** The injected clock (see `AuthSessionInput.now`). */
  now: Clock;
}

/** Events are `domain.verb`. */
export type AuthSessionEvent =
  /** The user submitted the sign-in form. */
  | { type: 'session.signIn'; email: string; password: string }
  /** A response carried `action: 'refreshToken'` (or the caller wants a fresh token now). */
  | { type: 'session.refresh' }
  /** A response carried `action: 'forceLogout'`: drop the session without calling sign-out. */
  | { type: 'session.forceLogout' }
  /** The user clicked Log Out. */
  | { type: 'session.signOut' }
  /** Another tab wrote the stored session (signed in, refreshed: a session; signed out: null). */
  | { type: 'session.storageChanged'; session: SessionTokens | null }
  /** From the injected `refreshLock`: this tab may refresh; `stored` is the session stored now. */
  | { type: 'lock.acquired'; stored: SessionTokens | null };

export type AuthSessionEventType = AuthSessionEvent['type'];

/** Why a session ended; passed to the `onSignedOut` hook. */
export type SignedOutReason = 'signOut' | 'forceLogout' | 'refreshFailed' | 'storage';

/** Input of the injected `signIn` actor. */
export type SignInInput = SignInRequest;

/** Input of the injected `refreshSession` actor. */
export interface RefreshSessionInput {
  /** Absent when the refresh token travels in the HttpOnly cookie. */
  refreshToken: string | undefined;
}

/** Input of the injected `signOut` actor. */
export interface SignOutInput {
  session: SessionTokens;
}

/** Params of the injected `persistSession` action. */
export interface PersistSessionParams {
  session: SessionTokens;
  /** Stored with the session so other tabs (and the next start) judge expiry on the server's time. */
  clockSkewMs: number;
}

/** Params of the injected `onSignedOut` action. */
export interface OnSignedOutParams {
  reason: SignedOutReason;
}
