import {
  type GATEWAY_CLOSE,
  type GatewayFrame,
  TOPIC_KINDS,
  type TopicKind,
  topicPath,
} from '@fleet/contracts';
import { z } from 'zod';

export {
  clientFrameSchema,
  GATEWAY_CLOSE,
  type GatewayFrame,
  type TopicKind,
} from '@fleet/contracts';
export type CloseCode = (typeof GATEWAY_CLOSE)[keyof typeof GATEWAY_CLOSE];
export type GatewayStatus = Extract<GatewayFrame, { type: 'gateway_status' }>['status'];

/** Call and campaign ids: opaque, URL-safe, bounded. */
export const topicIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export interface TopicRef {
  kind: TopicKind;
  id: string;
  /** `watch:<id>` or `load-offer-campaign-watcher:<id>`: the topic's name in Redis, logs, metrics. */
  key: string;
  /** `/voice/{kind}/{id}`: the browser path, and the upstream path on the voice service. */
  path: string;
}

export const topicRef = (kind: TopicKind, id: string): TopicRef => ({
  kind,
  id,
  key: `${kind}:${id}`,
  path: topicPath(kind, id),
});

export type ParsedPath =
  | { kind: 'topic'; topic: TopicRef }
  /** Under a gateway prefix, but the id is missing or not valid. */
  | { kind: 'bad-topic'; reason: string }
  /** Not a gateway path at all. */
  | { kind: 'unknown' };

/** Parses `/voice/watch/{callId}` and `/voice/load-offer-campaign-watcher/{campaignId}`. */
export function parseTopicPath(pathname: string): ParsedPath {
  for (const kind of TOPIC_KINDS) {
    const prefix = `/voice/${kind}/`;
    if (!pathname.startsWith(prefix)) continue;
    let raw: string;
    try {
      raw = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return { kind: 'bad-topic', reason: 'The topic id is not valid.' };
    }
    const id = topicIdSchema.safeParse(raw);
    if (!id.success) return { kind: 'bad-topic', reason: 'The topic id is not valid.' };
    return { kind: 'topic', topic: topicRef(kind, id.data) };
  }
  return { kind: 'unknown' };
}

/** `since=N`: the last seq the client processed. Absent → undefined; malformed → null. */
export function parseSince(raw: string | null): number | undefined | null {
  if (raw === null) return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

export const encodeFrame = (frame: GatewayFrame): string => JSON.stringify(frame);
