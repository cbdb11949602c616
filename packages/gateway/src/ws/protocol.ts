import {
  type GATEWAY_CLOSE,
  type GatewayFrame,
  parseTopicPath as parseContractTopicPath,
  type TopicKind,
  topicPath,
} from '@fleet/contracts';

export {
  clientFrameSchema,
  GATEWAY_CLOSE,
  type GatewayFrame,
  type TopicKind,
} from '@fleet/contracts';
export type CloseCode = (typeof GATEWAY_CLOSE)[keyof typeof GATEWAY_CLOSE];
export type GatewayStatus = Extract<GatewayFrame, { type: 'gateway_status' }>['status'];

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
  const parsed = parseContractTopicPath(pathname);
  return parsed.kind === 'topic'
    ? { kind: 'topic', topic: topicRef(parsed.topic.kind, parsed.topic.id) }
    : parsed;
}

/** `since=N`: the last seq the client processed. Absent → undefined; malformed → null. */
export function parseSince(raw: string | null): number | undefined | null {
  if (raw === null) return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

export const encodeFrame = (frame: GatewayFrame): string => JSON.stringify(frame);
