import { z } from 'zod';

/**
 * Close codes the gateway uses (the README has the table). 4xxx are ours (RFC 6455 leaves
 * 4000-4999 to applications); the 4xxx codes mirror the HTTP statuses they resemble.
 */
export const CLOSE_CODES = {
  /** Server shutting down (or deploying): reconnect, possibly to another instance. */
  goingAway: 1001,
  /** A frame above the 64 KiB limit (sent by ws itself). */
  messageTooBig: 1009,
  /** The identity service could not be reached, or (later) the gateway is overloaded / the socket is a slow consumer: retry with backoff. */
  tryAgainLater: 1013,
  /** Bad path, bad topic id or (later) a bad frame: do not retry as is. */
  badRequest: 4400,
  /** Missing, expired, forged or revoked token: refresh (reason auth/token-expired) or sign out. */
  unauthenticated: 4401,
  /** The topic belongs to another account (later issue). */
  forbidden: 4403,
  /** The token could not be verified in time. */
  authTimeout: 4408,
} as const;
export type CloseCode = (typeof CLOSE_CODES)[keyof typeof CLOSE_CODES];

/** Call and campaign ids: opaque, URL-safe, bounded. */
export const topicIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export type TopicKind = 'call' | 'campaign';
export interface Topic {
  kind: TopicKind;
  id: string;
  /** `call:<id>` or `campaign:<id>`: the key of the topic everywhere (Redis, logs, metrics). */
  key: string;
}

const PREFIXES: ReadonlyArray<readonly [string, TopicKind]> = [
  ['/voice/watch/', 'call'],
  ['/voice/load-offer-campaign-watcher/', 'campaign'],
];

export type ParsedPath =
  | { kind: 'topic'; topic: Topic }
  /** Under a gateway prefix, but the id is missing or not valid. */
  | { kind: 'bad-topic'; reason: string }
  /** Not a gateway path at all. */
  | { kind: 'unknown' };

/** Parses `/voice/watch/{callId}` and `/voice/load-offer-campaign-watcher/{campaignId}`. */
export function parseTopicPath(pathname: string): ParsedPath {
  for (const [prefix, kind] of PREFIXES) {
    if (!pathname.startsWith(prefix)) continue;
    let raw: string;
    try {
      raw = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return { kind: 'bad-topic', reason: 'The topic id is not valid.' };
    }
    const id = topicIdSchema.safeParse(raw);
    if (!id.success) return { kind: 'bad-topic', reason: 'The topic id is not valid.' };
    return { kind: 'topic', topic: { kind, id: id.data, key: `${kind}:${id.data}` } };
  }
  return { kind: 'unknown' };
}

/** Frames the gateway sends. */
export type ServerMessage =
  | { type: 'gateway_status'; status: 'waiting_for_upstream' }
  | { type: 'pong' }
  | {
      type: 'error';
      code: string;
      message: string;
      action?: 'refreshToken' | 'forceLogout';
    };

/**
 * Frames a browser may send. Only an application-level ping for now (browsers cannot send ws
 * pings); anything else is logged and ignored.
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
