export {
  closeOutcome,
  DEFAULT_BACKOFF,
  type LiveConnectionMachine,
  type LiveConnectionSnapshot,
  liveConnectionMachine,
  REFRESH_FAILED_REASON,
} from './live-connection.machine';
export {
  selectAttempt,
  selectIsGivenUp,
  selectIsLive,
  selectIsTopicEnded,
  selectLastError,
  selectLastSeq,
  selectStatusLabel,
  selectUpstream,
} from './selectors';
export type {
  BackoffOptions,
  CloseOutcome,
  LiveConnectionContext,
  LiveConnectionError,
  LiveConnectionEvent,
  LiveConnectionEventType,
  LiveConnectionInput,
  LiveStatusLabel,
  OnEventParams,
  OnForceLogoutParams,
  OnResyncParams,
  OpenSocketInput,
  UpstreamStatus,
} from './types';
