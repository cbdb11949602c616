import { backoffDelay } from '@fleet/contracts';
import type { Logger } from '@fleet/service-kit';
import { Observable, retry, timer } from 'rxjs';
import { type RawData, WebSocket } from 'ws';
import { rawToString } from '../ws/raw';

export type UpstreamSignal =
  /** Connected (again): events flow. */
  | { kind: 'open' }
  /** One event: its JSON object text without seq, and when it arrived (epoch ms, sub-ms). */
  | { kind: 'event'; body: string; ts: number }
  /** An open connection dropped; reconnecting. */
  | { kind: 'lost' };

export interface UpstreamOptions {
  url: string;
  /** The internal service token (VOICE_INTERNAL_TOKEN), sent as `Authorization: Bearer`. */
  token?: string;
  logger: Logger;
  minBackoffMs: number;
  maxBackoffMs: number;
}

/** Largest frame accepted from the voice service. */
export const UPSTREAM_MAX_PAYLOAD_BYTES = 1024 * 1024;

class UpstreamClosed extends Error {}

/** Current wall-clock time with sub-millisecond resolution (fan-out latency across instances). */
export const preciseNow = (): number => performance.timeOrigin + performance.now();

/**
 * The voice service's WebSocket for one topic, as a cold Observable: subscribing connects,
 * unsubscribing closes. Anything but a normal close (1000, which completes: the topic is over)
 * reconnects with exponential backoff and full jitter; a connection that opened resets the backoff.
 */
export function upstream(options: UpstreamOptions): Observable<UpstreamSignal> {
  const { logger, minBackoffMs, maxBackoffMs } = options;
  return connection(options).pipe(
    retry({
      resetOnSuccess: true,
      delay: (error: unknown, attempt: number) => {
        const wait = backoffDelay(attempt, { baseMs: minBackoffMs, maxMs: maxBackoffMs });
        logger.warn({ err: error, attempt, wait_ms: wait }, 'upstream reconnecting');
        return timer(wait);
      },
    }),
  );
}

function connection(options: UpstreamOptions): Observable<UpstreamSignal> {
  return new Observable<UpstreamSignal>((subscriber) => {
    const { logger } = options;
    const ws = new WebSocket(options.url, {
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      maxPayload: UPSTREAM_MAX_PAYLOAD_BYTES,
      handshakeTimeout: 10_000,
    });
    let opened = false;
    let dropped = 0;
    ws.on('open', () => {
      opened = true;
      subscriber.next({ kind: 'open' });
    });
    ws.on('message', (data, isBinary) => {
      const ts = preciseNow();
      const body = isBinary ? undefined : eventBody(data);
      if (body === undefined) {
        dropped += 1;
        const level = dropped <= 10 ? 'warn' : 'debug';
        logger[level]({ dropped }, 'upstream frame dropped: not a JSON object with a type');
        return;
      }
      subscriber.next({ kind: 'event', body, ts });
    });
    ws.on('error', (error) => logger.debug({ err: error }, 'upstream socket error'));
    ws.on('close', (code, reason) => {
      if (code === 1000) {
        subscriber.complete();
        return;
      }
      if (opened) subscriber.next({ kind: 'lost' });
      subscriber.error(new UpstreamClosed(`upstream closed: ${code} ${reason.toString()}`));
    });
    return () => {
      ws.removeAllListeners('close');
      ws.on('error', () => {});
      if (ws.readyState === WebSocket.OPEN) ws.close(1000);
      else ws.terminate();
    };
  });
}

/** The event's JSON object text without seq (we assign it), or undefined if it is no event. */
export function eventBody(data: RawData): string | undefined {
  const text = rawToString(data);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const event = value as Record<string, unknown>;
  if (typeof event.type !== 'string') return undefined;
  if (!('seq' in event)) return text.trim();
  const { seq: _ignored, ...rest } = event;
  return JSON.stringify(rest);
}
