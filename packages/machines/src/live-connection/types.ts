import type { BackoffOptions, GatewayFrame, TopicEvent, TopicKind } from '@fleet/contracts';

/** Exponential backoff with full jitter (contracts' backoffDelay). */
export type { BackoffOptions };

export interface LiveConnectionInput {
  kind: TopicKind;
  id: string;
  /** Resume after this seq (a topic reopened by the same view); omitted: start from the state kept. */
  since?: number | null;
  backoff?: Partial<BackoffOptions>;
  /** [0, 1); defaults to Math.random. Tests inject a fixed value. */
  random?: () => number;
}

/** What the gateway last said about the topic's upstream (null until it says anything). */
export type UpstreamStatus = Extract<GatewayFrame, { type: 'gateway_status' }>['status'];

export interface LiveConnectionError {
  /** The WebSocket close code (1006 for a network failure). */
  code: number;
  reason: string;
}

export interface LiveConnectionContext {
  kind: TopicKind;
  id: string;
  /** The last seq processed; sent as `since` on every (re)connect. Null: nothing seen yet. */
  lastSeq: number | null;
  /** Failed tries since the gateway last confirmed the subscription (a status, resync or event). */
  attempt: number;
  /** The delay of the current (or last) wait before reconnecting, in ms. */
  retryDelayMs: number;
  lastError: LiveConnectionError | null;
  /** A token refresh happened since the last confirmation or wait; a second expiry backs off. */
  refreshed: boolean;
  upstream: UpstreamStatus | null;
  backoff: BackoffOptions;
  random: () => number;
}

/** Events are `domain.verb`. */
export type LiveConnectionEvent =
  /** Start (or, from stopped / failed, restart) the subscription. */
  | { type: 'connection.open' }
  /** The user left the view: close for good. */
  | { type: 'connection.close' }
  /** From the socket actor: the WebSocket is open. */
  | { type: 'connection.opened' }
  /** From the socket actor: a validated event of the topic. */
  | { type: 'connection.event'; event: TopicEvent }
  /** From the socket actor: a validated frame of the gateway's own (status, resync, error, pong). */
  | { type: 'connection.message'; frame: GatewayFrame }
  /** From the socket actor: the WebSocket closed (a network failure reads 1006). */
  | { type: 'connection.closed'; code: number; reason: string };

export type LiveConnectionEventType = LiveConnectionEvent['type'];

/** Input of the injected `openSocket` callback actor. */
export interface OpenSocketInput {
  kind: TopicKind;
  id: string;
  /** The `since` query parameter; omitted when null. */
  since: number | null;
}

/** Params of the injected `onEvent` action: a topic event with a seq above every earlier one. */
export interface OnEventParams {
  event: TopicEvent;
}

/** Params of the injected `onResync` action: drop what was built; events from `fromSeq` follow. */
export interface OnResyncParams {
  fromSeq: number;
}

/** Params of the injected `onForceLogout` action. */
export interface OnForceLogoutParams {
  reason: string;
}

/** The indicator's three labels (document 3 §4: disconnected, connecting, connected). */
export type LiveStatusLabel = 'Connected' | 'Connecting...' | 'Disconnected';

/** What a close code asks the client to do (contracts GATEWAY_CLOSE). */
export type CloseOutcome = 'retry' | 'refresh' | 'logout' | 'fail' | 'ended';
