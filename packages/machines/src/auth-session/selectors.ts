import type { SessionTokens, User } from '@fleet/contracts';
import type { AuthSessionSnapshot } from './auth-session.machine';

/** Signed in, including while the token is being refreshed. */
export const selectIsSignedIn = (snapshot: AuthSessionSnapshot): boolean =>
  snapshot.matches('signedIn');

/** Still reading the stored session at start-up (show a splash, not the sign-in screen). */
export const selectIsRestoring = (snapshot: AuthSessionSnapshot): boolean =>
  snapshot.matches('restoring');

/** The bearer token for API calls and WebSocket `?token=`, or null when signed out. */
export const selectAccessToken = (snapshot: AuthSessionSnapshot): string | null =>
  snapshot.matches('signedIn') ? (snapshot.context.session?.access_token ?? null) : null;

export const selectSession = (snapshot: AuthSessionSnapshot): SessionTokens | null =>
  snapshot.context.session;

export const selectUser = (snapshot: AuthSessionSnapshot): User | null =>
  snapshot.context.session?.user ?? null;

/** The message of the last failed sign-in or refresh. */
export const selectError = (snapshot: AuthSessionSnapshot): string | null => snapshot.context.error;

/** Waiting for this tab's turn to refresh, or refreshing. */
export const selectIsRefreshing = (snapshot: AuthSessionSnapshot): boolean =>
  snapshot.matches({ signedIn: 'awaitingTurn' }) || snapshot.matches({ signedIn: 'refreshing' });

/** A request is in flight: restoring, signing in, refreshing or signing out. */
export const selectIsBusy = (snapshot: AuthSessionSnapshot): boolean =>
  snapshot.matches('restoring') ||
  snapshot.matches('signingIn') ||
  selectIsRefreshing(snapshot) ||
  snapshot.matches('signingOut');
