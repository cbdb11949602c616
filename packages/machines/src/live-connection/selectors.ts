import type { LiveConnectionSnapshot } from './live-connection.machine';
import type { LiveConnectionError, LiveStatusLabel, UpstreamStatus } from './types';

/** Connecting, waiting to retry and refreshing the token all read 'Connecting...'. */
export const selectStatusLabel = (snapshot: LiveConnectionSnapshot): LiveStatusLabel => {
  if (snapshot.matches({ socket: 'connected' })) return 'Connected';
  if (
    snapshot.matches({ socket: 'connecting' }) ||
    snapshot.matches('waiting') ||
    snapshot.matches('refreshing')
  ) {
    return 'Connecting...';
  }
  return 'Disconnected';
};

/** The socket is open: events flow as the gateway sends them. */
export const selectIsLive = (snapshot: LiveConnectionSnapshot): boolean =>
  snapshot.matches({ socket: 'connected' });

export const selectLastSeq = (snapshot: LiveConnectionSnapshot): number | null =>
  snapshot.context.lastSeq;

export const selectAttempt = (snapshot: LiveConnectionSnapshot): number => snapshot.context.attempt;

export const selectLastError = (snapshot: LiveConnectionSnapshot): LiveConnectionError | null =>
  snapshot.context.lastError;

export const selectUpstream = (snapshot: LiveConnectionSnapshot): UpstreamStatus | null =>
  snapshot.context.upstream;

/** No retry is coming: failed, stopped, ended or closed (`connection.open` restarts the first two). */
export const selectIsGivenUp = (snapshot: LiveConnectionSnapshot): boolean =>
  snapshot.matches('failed') ||
  snapshot.matches('stopped') ||
  snapshot.matches('ended') ||
  snapshot.matches('closed');

/** The topic is over (the call or campaign ended): everything was delivered, no reconnect. */
export const selectIsTopicEnded = (snapshot: LiveConnectionSnapshot): boolean =>
  snapshot.matches('ended');
