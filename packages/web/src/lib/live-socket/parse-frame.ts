import {
  type GatewayFrame,
  gatewayFrameSchema,
  type TopicEvent,
  topicEventSchema,
} from '@fleet/contracts';

export type ParsedFrame =
  | { kind: 'event'; event: TopicEvent }
  | { kind: 'gateway'; frame: GatewayFrame }
  | { kind: 'malformed'; why: string };

const GATEWAY_TYPES: ReadonlySet<unknown> = new Set(
  gatewayFrameSchema.options.map((o) => o.shape.type.value),
);

/**
 * A frame from the gateway: one of its own frames (by type) or a topic event with a seq.
 * A frame that claims a gateway type must parse as that frame, so a broken gateway frame never
 * passes as an event.
 */
export function parseFrame(data: unknown): ParsedFrame {
  if (typeof data !== 'string') return { kind: 'malformed', why: 'not a text frame' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { kind: 'malformed', why: 'not JSON' };
  }
  const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : null;
  if (GATEWAY_TYPES.has(type)) {
    const frame = gatewayFrameSchema.safeParse(json);
    return frame.success
      ? { kind: 'gateway', frame: frame.data }
      : { kind: 'malformed', why: `bad ${String(type)} frame` };
  }
  const event = topicEventSchema.safeParse(json);
  return event.success
    ? { kind: 'event', event: event.data }
    : { kind: 'malformed', why: 'neither a gateway frame nor an event with a seq' };
}
