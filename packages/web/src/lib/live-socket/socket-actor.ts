import { GATEWAY_CLOSE } from '@fleet/contracts';
import type { LiveConnectionEvent, OpenSocketInput } from '@fleet/machines';
import { type AnyEventObject, fromCallback } from 'xstate';
import type { AuthPort } from '../api-client';
import { logger } from '../logger';
import { parseFrame } from './parse-frame';
import { liveTopicUrl } from './topic-url';

/** What the client uses of a WebSocket; the browser's WebSocket and test fakes both fit. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type SocketConstructor = new (url: string) => SocketLike;

const CONNECTING = 0;
const OPEN = 1;
export const PING_INTERVAL_MS = 25_000;
/** Sent as the close reason when there is no token to connect with. */
export const NO_TOKEN_REASON = 'auth/no-token';

export interface SocketDeps {
  auth: AuthPort;
  baseUrl?: string | undefined;
  /** Defaults to the browser's WebSocket. */
  WebSocket?: SocketConstructor | undefined;
  /** Application-level ping to keep idle proxies from dropping the socket; 0 turns it off. */
  pingIntervalMs?: number | undefined;
  log?: ((message: string, detail?: unknown) => void) | undefined;
}

/**
 * The machine's `openSocket`: one WebSocket per invocation, opened with the token current at
 * that moment. Frames are validated here; the machine only sees well-formed ones. Protocol
 * pings are answered by the browser itself; the only frame sent is the optional app ping.
 */
export function createOpenSocket(deps: SocketDeps) {
  const log = deps.log ?? logger.warn;
  return fromCallback<AnyEventObject, OpenSocketInput>(({ input, sendBack }) => {
    const send = (event: LiveConnectionEvent) => sendBack(event);
    const token = deps.auth.getAccessToken();
    if (!token) {
      send({
        type: 'connection.closed',
        code: GATEWAY_CLOSE.unauthorized,
        reason: NO_TOKEN_REASON,
      });
      return;
    }

    let socket: SocketLike;
    try {
      const Impl = deps.WebSocket ?? (globalThis.WebSocket as unknown as SocketConstructor);
      socket = new Impl(liveTopicUrl({ ...input, token, baseUrl: deps.baseUrl }));
    } catch (error) {
      log('live socket could not be opened', error);
      send({ type: 'connection.closed', code: 1006, reason: 'socket/open-failed' });
      return;
    }

    let ping: ReturnType<typeof setInterval> | undefined;
    const interval = deps.pingIntervalMs ?? PING_INTERVAL_MS;
    socket.onopen = () => {
      send({ type: 'connection.opened' });
      if (interval > 0) {
        ping = setInterval(() => {
          if (socket.readyState === OPEN) socket.send(JSON.stringify({ type: 'ping' }));
        }, interval);
      }
    };
    socket.onmessage = ({ data }) => {
      const parsed = parseFrame(data);
      if (parsed.kind === 'event') send({ type: 'connection.event', event: parsed.event });
      else if (parsed.kind === 'gateway') send({ type: 'connection.message', frame: parsed.frame });
      else log(`live ${input.kind}/${input.id}: frame dropped (${parsed.why})`, data);
    };
    // A failed connection fires error, then close with 1006: the close is what counts.
    socket.onerror = () => {};
    socket.onclose = ({ code, reason }) => {
      clearInterval(ping);
      send({ type: 'connection.closed', code, reason });
    };

    return () => {
      clearInterval(ping);
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      if (socket.readyState === CONNECTING || socket.readyState === OPEN) {
        socket.close(1000, 'client closed');
      }
    };
  });
}
