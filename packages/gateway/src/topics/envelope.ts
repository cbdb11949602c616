import type { GatewayStatus } from '../ws/protocol';

/**
 * What travels on a topic's channel, between instances. A one-line header, then the payload, so a
 * receiver finds the seq without parsing the event, and forwards the event text as is:
 *
 *   `e <origin> <seq> <ts>\n<event JSON with seq>`   an event (ts: upstream receive, epoch ms)
 *   `s <origin> 0 0\n<status>`                       a gateway_status change
 *   `x <origin> <lastSeq> 0\n`                       the upstream ended the topic after lastSeq
 *
 * The Lua append script (`../coordination/redis-scripts.ts`) builds event envelopes the same way.
 */
export type Envelope =
  | { kind: 'event'; origin: string; seq: number; ts: number; text: string }
  | { kind: 'status'; origin: string; status: GatewayStatus }
  | { kind: 'end'; origin: string; seq: number };

const STATUSES: ReadonlySet<string> = new Set(['waiting_for_upstream', 'live', 'upstream_lost']);

export function encodeEnvelope(envelope: Envelope): string {
  switch (envelope.kind) {
    case 'event':
      return `e ${envelope.origin} ${envelope.seq} ${envelope.ts}\n${envelope.text}`;
    case 'status':
      return `s ${envelope.origin} 0 0\n${envelope.status}`;
    case 'end':
      return `x ${envelope.origin} ${envelope.seq} 0\n`;
  }
}

/** Undefined for anything malformed (the caller logs and drops it). */
export function decodeEnvelope(message: string): Envelope | undefined {
  const newline = message.indexOf('\n');
  if (newline < 0) return undefined;
  const [kind, origin, rawSeq, rawTs] = message.slice(0, newline).split(' ');
  const seq = Number(rawSeq);
  const ts = Number(rawTs);
  if (!origin || !Number.isSafeInteger(seq) || seq < 0 || !Number.isFinite(ts)) return undefined;
  const payload = message.slice(newline + 1);
  if (kind === 'e' && seq > 0) return { kind: 'event', origin, seq, ts, text: payload };
  if (kind === 's' && STATUSES.has(payload)) {
    return { kind: 'status', origin, status: payload as GatewayStatus };
  }
  if (kind === 'x') return { kind: 'end', origin, seq };
  return undefined;
}

/** The browser frame of an event: its JSON object with `seq` put first. Encoded once per event. */
export function withSeq(body: string, seq: number): string {
  return body === '{}' ? `{"seq":${seq}}` : `{"seq":${seq},${body.slice(1)}`;
}
