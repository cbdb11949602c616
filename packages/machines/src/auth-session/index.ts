export {
  type AuthSessionMachine,
  type AuthSessionSnapshot,
  authSessionMachine,
  clockSkewOf,
  errorMessage,
  isTransientFailure,
  REFRESH_INTERVAL_MS,
  REFRESH_RETRY_MAX_MS,
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
