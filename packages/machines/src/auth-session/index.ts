export {
  type AuthSessionMachine,
  type AuthSessionSnapshot,
  authSessionMachine,
  clockSkewOf,
  errorMessage,
  REFRESH_INTERVAL_MS,
  sessionEventForAction,
} from './auth-session.machine';
export {
  selectAccessToken,
  selectError,
  selectIsBusy,
  selectIsRefreshing,
  selectIsRestoring,
  selectIsSignedIn,
  selectSession,
  selectUser,
} from './selectors';
export type {
  AuthSessionContext,
  AuthSessionEvent,
  AuthSessionEventType,
  AuthSessionInput,
  Clock,
  OnSignedOutParams,
  PersistSessionParams,
  RefreshSessionInput,
  SignedOutReason,
  SignInInput,
  SignOutInput,
} from './types';
