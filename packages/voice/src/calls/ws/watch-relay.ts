import type { IncomingMessage } from 'node:http';
import { type TopicKind, topicPath } from '@fleet/contracts';
import type { Logger } from '@fleet/service-kit';
import { WebSocket } from 'ws';
import { FORWARDED_HEADER } from '../http/replica-forward';

/** How long the owner gets to accept the relayed socket. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A watch socket for a call another replica runs: this replica opens the same watch on the owner
 * (with the caller's credentials and FORWARDED_HEADER, so it is never relayed twice) and passes
 * every message through; whichever side closes first closes the other, with its code. A relay
 * that cannot reach the owner closes 1013 (try again later), as an unknown owner always did.
 */
export function relayWatch(options: {
  client: WebSocket;
  req: IncomingMessage;
  callId: string;
  /** The topic kind (a call's watch by default, or a campaign's watcher). */
  kind?: TopicKind;
  ownerUrl: string;
  logger: Logger;
}): void {
  const { client, req, callId, logger } = options;
  const target = new URL(topicPath(options.kind ?? 'watch', callId), options.ownerUrl);
  target.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URL(req.url ?? '/', 'http://voice.internal').searchParams.get('token');
  const authorization = req.headers.authorization ?? (query ? `Bearer ${query}` : undefined);
  const upstream = new WebSocket(target, {
    headers: { [FORWARDED_HEADER]: '1', ...(authorization ? { authorization } : {}) },
    handshakeTimeout: CONNECT_TIMEOUT_MS,
  });

  upstream.on('message', (data, isBinary) => {
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
  });
  upstream.on('close', (code, reason) => {
    if (client.readyState !== WebSocket.OPEN) return;
    client.close(sendableCode(code), reason.toString());
  });
  upstream.on('unexpected-response', (_request, response) => {
    logger.debug({ call_id: callId, status: response.statusCode }, 'watch relay refused');
    upstream.terminate();
  });
  upstream.on('error', (error) => {
    logger.debug({ err: error, call_id: callId }, 'watch relay failed');
    if (client.readyState === WebSocket.OPEN) client.close(1013, 'call runs elsewhere');
  });
  client.on('close', () => {
    if (upstream.readyState === WebSocket.OPEN) upstream.close(1000);
    else if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
  });
}

/** Codes a peer may not send (1005 no status, 1006 abnormal) become "try again later". */
function sendableCode(code: number): number {
  return code === 1005 || code === 1006 || code === 1015 ? 1013 : code;
}
