import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VOICE_PATHS, VOICE_PREFIX } from '@fleet/contracts';
import { decodeJwt } from 'jose';
import { WebSocket, WebSocketServer } from 'ws';
import { parseTopicPath } from '../ws/protocol';

/**
 * A stand-in for the voice service: its topic WebSockets (`/voice/{kind}/{id}`), which emit what
 * the test tells them to in the voice service's formats, and the ownership route
 * `GET /voice/topics/{kind}/{id}` (200 {account_id} for the owner's token, 404 otherwise).
 */
export interface FakeVoice {
  url: string;
  /** Who owns a topic (its key → account id); unlisted topics belong to whoever asks. */
  owners: Map<string, string>;
  /** Open upstream connections per topic key. */
  open(key: string): number;
  /** Connections ever accepted per topic key. */
  accepted(key: string): number;
  /** Ownership lookups answered. */
  lookups: number;
  /** Authorization headers seen on upstream handshakes. */
  authorizations: Array<string | undefined>;
  send(key: string, event: unknown): void;
  sendRaw(key: string, data: string | Buffer): void;
  /** `count` update_conversation events numbered from `from`. */
  emit(key: string, from: number, count: number): void;
  /** Closes the topic's upstreams with `code` (1000: the call is over). */
  closeTopic(key: string, code?: number): void;
  dropTopic(key: string): void;
  close(): Promise<void>;
}

export async function startFakeVoice(
  options: {
    internalToken?: string;
    /**
     * Like the real voice service, start every upstream with the topic's state: one status event
     * with the same event_id each time (so the gateway sequences it once). Benches use it.
     */
    greeting?: boolean;
  } = {},
): Promise<FakeVoice> {
  const sockets = new Map<string, Set<WebSocket>>();
  const accepted = new Map<string, number>();
  const owners = new Map<string, string>();
  const authorizations: Array<string | undefined> = [];
  let lookups = 0;

  const server: Server = createServer((req, res) => {
    // The topic route `/voice/topics/{kind}/{id}` names the same topic as `/voice/{kind}/{id}`.
    const topicsPrefix = `${VOICE_PATHS.topic.split('/:')[0]}/`;
    const url = req.url ?? '';
    const parsed = url.startsWith(topicsPrefix)
      ? parseTopicPath(`${VOICE_PREFIX}/${url.slice(topicsPrefix.length)}`)
      : undefined;
    if (parsed?.kind !== 'topic') {
      res.writeHead(404).end();
      return;
    }
    lookups += 1;
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    let account: string | undefined;
    try {
      account = String(decodeJwt(token).acc);
    } catch {
      res.writeHead(401).end();
      return;
    }
    const owner = owners.get(parsed.topic.key) ?? account;
    if (owner !== account) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ account_id: owner }));
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const parsed = parseTopicPath(req.url ?? '');
    authorizations.push(req.headers.authorization);
    const authorized =
      !options.internalToken || req.headers.authorization === `Bearer ${options.internalToken}`;
    if (parsed.kind !== 'topic' || !authorized) {
      socket.end(`HTTP/1.1 ${authorized ? 404 : 401} Refused\r\nConnection: close\r\n\r\n`);
      return;
    }
    const key = parsed.topic.key;
    wss.handleUpgrade(req, socket, head, (ws) => {
      accepted.set(key, (accepted.get(key) ?? 0) + 1);
      const set = sockets.get(key) ?? new Set();
      sockets.set(key, set);
      set.add(ws);
      ws.on('close', () => set.delete(ws));
      ws.on('error', () => {});
      if (options.greeting) {
        ws.send(
          JSON.stringify({
            event_id: `${key}:status`,
            type: 'connection_status',
            status: 'in-progress',
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const each = (key: string, fn: (ws: WebSocket) => void) => {
    for (const ws of sockets.get(key) ?? []) if (ws.readyState === WebSocket.OPEN) fn(ws);
  };
  const send = (key: string, event: unknown) => each(key, (ws) => ws.send(JSON.stringify(event)));
  return {
    url: `http://127.0.0.1:${port}`,
    owners,
    open: (key) => [...(sockets.get(key) ?? [])].filter((ws) => ws.readyState === 1).length,
    accepted: (key) => accepted.get(key) ?? 0,
    get lookups() {
      return lookups;
    },
    authorizations,
    send,
    sendRaw: (key, data) => each(key, (ws) => ws.send(data)),
    emit(key, from, count) {
      for (let n = from; n < from + count; n++) {
        send(key, { type: 'update_conversation', n, message: { role: 'agent', text: `m${n}` } });
      }
    },
    closeTopic: (key, code = 1000) => each(key, (ws) => ws.close(code)),
    dropTopic: (key) => each(key, (ws) => ws.terminate()),
    async close() {
      for (const set of sockets.values()) for (const ws of set) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
