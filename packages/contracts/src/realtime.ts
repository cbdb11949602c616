import { z } from 'zod';

/**
 * The browser ↔ gateway WebSocket protocol (ARCHITECTURE.md "Realtime path").
 *
 * Browser paths: `/voice/watch/{callId}?token=…[&since=N]` and
 * `/voice/load-offer-campaign-watcher/{campaignId}?token=…[&since=N]`.
 *
 * Every event of the voice service (document 3 §4: connection_status, update_conversation,
 * update_extracted_data, dispatcher_approval_request, initial_status, campaign_status_update,
 * call_added, ...) reaches the browser unchanged except for one added field, `seq`: the
 * event's sequence number in its topic, 1, 2, 3, ... with no gaps. A client that reconnects
 * with `since=N` (the last seq it processed) gets exactly the events after N; a client without
 * `since` gets the events the gateway still keeps (the topic's current state) and then the live
 * ones. When events after N are no longer kept, the client first gets `gateway_resync` and must
 * drop what it built from earlier events; the kept events follow.
 */
export const TOPIC_KINDS = ['watch', 'load-offer-campaign-watcher'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

export const topicPath = (kind: TopicKind, id: string) =>
  `/voice/${kind}/${encodeURIComponent(id)}`;

/** An event of the voice service as the gateway passes it on. */
export const topicEventSchema = z.looseObject({
  type: z.string(),
  seq: z.number().int().positive(),
});
export type TopicEvent = z.infer<typeof topicEventSchema>;

export const gatewayStatusFrameSchema = z.object({
  type: z.literal('gateway_status'),
  /** waiting_for_upstream: no upstream yet; live: events flow; upstream_lost: reconnecting. */
  status: z.enum(['waiting_for_upstream', 'live', 'upstream_lost']),
});

export const gatewayResyncFrameSchema = z.object({
  type: z.literal('gateway_resync'),
  /** The oldest seq still kept; the events from it on follow. */
  from_seq: z.number().int().nonnegative(),
});

export const gatewayErrorFrameSchema = z.object({
  type: z.literal('error'),
  code: z.string(),
  message: z.string(),
  action: z.string().optional(),
});

export const pongFrameSchema = z.object({ type: z.literal('pong') });

/** Frames the gateway adds of its own; they carry no seq. */
export const gatewayFrameSchema = z.discriminatedUnion('type', [
  gatewayStatusFrameSchema,
  gatewayResyncFrameSchema,
  gatewayErrorFrameSchema,
  pongFrameSchema,
]);
export type GatewayFrame = z.infer<typeof gatewayFrameSchema>;

/** The only frame a browser sends: an application-level ping (answered with pong). */
export const clientFrameSchema = z.object({ type: z.literal('ping') });

/** Close codes and what the client does about each. */
export const GATEWAY_CLOSE = {
  /** The topic ended (call or campaign over) after every event was sent: never reconnect. */
  topicEnded: 1000,
  /** The instance is stopping: reconnect (with backoff) and resume. */
  goingAway: 1001,
  /** A frame above the size limit: a client bug, do not resend. */
  tooBig: 1009,
  /** Try again later (identity unreachable, overloaded, or this socket fell behind): resume. */
  tryAgainLater: 1013,
  /** Bad topic path or id: do not retry. */
  badTopic: 4400,
  /** Token missing, invalid or expired (reason auth/token-expired: refresh, then reconnect). */
  unauthorized: 4401,
  /** The topic belongs to another account: do not retry. */
  forbidden: 4403,
  /** The token could not be verified in time: reconnect with backoff. */
  authTimeout: 4408,
} as const;

/** Close reasons that come with 1013. */
export const SLOW_CONSUMER_REASON = 'gateway/slow-consumer';
export const TOKEN_EXPIRED_REASON = 'auth/token-expired';

/**
 * The gateway asks the API, in one call every few seconds, which of the sessions it holds sockets
 * for have ended (signed out, password reset, revoked, expired), and closes their sockets with
 * 4401. Internal: authenticated by the service token (`VOICE_INTERNAL_TOKEN`), never public.
 */
export const SESSION_LIVENESS_PATH = '/internal/sessions/ended';
export const SESSION_LIVENESS_MAX = 1_000;

export const sessionLivenessRequestSchema = z.object({
  sessions: z
    .array(z.object({ account_id: z.guid(), session_id: z.guid() }))
    .max(SESSION_LIVENESS_MAX),
});
export type SessionLivenessRequest = z.infer<typeof sessionLivenessRequestSchema>;

/** The asked session ids that are no longer live (unknown ones included). */
export const sessionLivenessResponseSchema = z.object({ ended: z.array(z.guid()) });
export type SessionLivenessResponse = z.infer<typeof sessionLivenessResponseSchema>;
