import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type DispatchLiveMessage, parseTopicPath } from '@fleet/contracts';
import { bearerToken, HttpError, type Logger, type TokenVerifier } from '@fleet/service-kit';
import { WebSocket, WebSocketServer } from 'ws';
import type { CampaignWatch } from '../../campaigns/ws/campaign-watch';
import type { DispatchCallsRepo } from '../data/dispatch-calls-repo';
import type { CallManager } from '../domain/call-manager';
import { type CallWatcher, snapshotMessages } from '../domain/live-call';
import { FORWARDED_HEADER } from '../http/replica-forward';
import { relayWatch } from './watch-relay';

export interface WatchServerOptions {
  manager: CallManager;
  calls: DispatchCallsRepo;
  verifier: TokenVerifier;
  logger: Logger;
  /** VOICE_INTERNAL_TOKEN. Unset: a user token whose account owns the call is accepted. */
  internalToken?: string;
  heartbeatMs: number;
  /** A socket with more unsent bytes than this is dropped (the gateway reconnects). */
  maxBufferedBytes?: number;
  /** This replica as the owner of calls: a call another owner runs is relayed to it. */
  replicaId: string;
  /** Campaign watchers and campaign calls (campaigns/ws). */
  campaigns?: CampaignWatch;
}

export interface WatchServer {
  /** Handles an HTTP upgrade; false when the path is not ours (the caller answers 404). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  readonly clientCount: number;
  /** Open sockets watching this call (read-only; tests check there is one upstream per call). */
  connections(callId: string): number;
  /** Refuses new sockets and closes the open ones (1001). */
  close(): Promise<void>;
}

/**
 * The upstream WebSocket the gateway opens per live call: `/voice/watch/{callId}`, with
 * `Authorization: Bearer {VOICE_INTERNAL_TOKEN}`. On connect it sends the call's current state,
 * then every live message (contracts DispatchLiveMessage); after the call has ended and its final
 * connection_status was sent, it closes with 1000. Frames from the client are ignored.
 */
export function createWatchServer(options: WatchServerOptions): WatchServer {
  const { logger, manager, calls } = options;
  const maxBuffered = options.maxBufferedBytes ?? 4 * 1024 * 1024;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });
  const alive = new WeakMap<WebSocket, boolean>();
  const callOf = new WeakMap<WebSocket, string>();
  let closing = false;

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  const refuse = (socket: Duplex, status: number, text: string) => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  /** The account the connection may watch (undefined: any, the internal token); null: refused. */
  const authorize = async (req: IncomingMessage, url: URL): Promise<string | undefined | null> => {
    const header = bearerToken(req.headers.authorization);
    if (options.internalToken) {
      return header && sameSecret(header, options.internalToken) ? undefined : null;
    }
    const token = header ?? url.searchParams.get('token') ?? undefined;
    try {
      return (await options.verifier.verify(token)).accountId;
    } catch (error) {
      if (error instanceof HttpError) return null;
      throw error;
    }
  };

  const serve = async (req: IncomingMessage, socket: Duplex, head: Buffer, callId: string) => {
    const url = new URL(req.url ?? '/', 'http://voice.internal');
    const account = await authorize(req, url);
    if (account === null) return refuse(socket, 401, 'Unauthorized');
    const live =
      account === undefined ? manager.liveAnyAccount(callId) : manager.live(account, callId);
    const stored = live
      ? undefined
      : account === undefined
        ? await calls.findAnyAccount(callId)
        : await calls.get(account, callId);
    if (!live && !stored) {
      if (options.campaigns) return serveCampaignTopic(req, socket, head, 'call', callId, account);
      return refuse(socket, 404, 'Not Found');
    }
    if (closing) return refuse(socket, 503, 'Service Unavailable');
    // Runs on another replica: relay to it (once: a relayed socket is never relayed again).
    const runner =
      !live && stored?.status === 'in_progress' && !req.headers[FORWARDED_HEADER]
        ? await calls.runner(account, callId)
        : undefined;
    if (runner?.url && runner.owner !== options.replicaId) {
      const ownerUrl = runner.url;
      wss.handleUpgrade(req, socket, head, (ws) => {
        callOf.set(ws, callId);
        alive.set(ws, true);
        ws.on('pong', () => alive.set(ws, true));
        ws.on('error', () => {});
        relayWatch({ client: ws, req, callId, ownerUrl, logger });
      });
      return;
    }

    wss.handleUpgrade(req, socket, head, (ws) => {
      alive.set(ws, true);
      callOf.set(ws, callId);
      ws.on('pong', () => alive.set(ws, true));
      ws.on('error', (error) =>
        logger.debug({ err: error, call_id: callId }, 'watch socket error'),
      );
      ws.on('message', () => {}); // nothing to receive; maxPayload bounds it

      const send = (message: DispatchLiveMessage) => {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount > maxBuffered) {
          logger.warn({ call_id: callId }, 'watch socket fell behind; dropped');
          ws.terminate();
          return;
        }
        ws.send(JSON.stringify(message));
      };

      // The call may have ended between the lookup and now: take its stored final state.
      const current = live && !live.ended ? live : undefined;
      if (current) {
        const watcher: CallWatcher = {
          message: send,
          end: () => {
            if (ws.readyState === WebSocket.OPEN) ws.close(1000, 'call ended');
          },
        };
        const { snapshot, stop } = current.watch(watcher);
        ws.on('close', stop);
        for (const message of snapshot) send(message);
        return;
      }
      void (async () => {
        if (live) await live.finished; // ended: its final state is being written
        const row = stored ?? (await calls.findAnyAccount(callId));
        if (!row) {
          ws.close(4404, 'unknown call');
          return;
        }
        const ended = row.status !== 'in_progress';
        for (const message of snapshotMessages(row.id, row, {
          ...(ended ? { ended: { reason: row.endReason } } : {}),
        })) {
          send(message);
        }
        // A stored call still "in progress" that does not run here belongs to another
        // instance (or is being finalized): try again later.
        ws.close(ended ? 1000 : 1013, ended ? 'call ended' : 'call runs elsewhere');
      })().catch((error: unknown) => {
        logger.error({ err: error, call_id: callId }, 'watch snapshot failed');
        ws.close(1011, 'internal error');
      });
    });
  };

  /** A campaign's watcher, or a campaign call's watch: served here or relayed to its driver. */
  const serveCampaignTopic = async (
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    kind: 'campaign' | 'call',
    id: string,
    knownAccount?: string | undefined,
  ) => {
    const campaigns = options.campaigns;
    if (!campaigns) return refuse(socket, 404, 'Not Found');
    const account =
      knownAccount !== undefined || kind === 'call'
        ? knownAccount
        : await authorize(req, new URL(req.url ?? '/', 'http://voice.internal'));
    if (account === null) return refuse(socket, 401, 'Unauthorized');
    const route = await campaigns.route(kind, id, account, Boolean(req.headers[FORWARDED_HEADER]));
    if (route.to === 'missing') return refuse(socket, 404, 'Not Found');
    if (closing) return refuse(socket, 503, 'Service Unavailable');
    wss.handleUpgrade(req, socket, head, (ws) => {
      callOf.set(ws, id);
      alive.set(ws, true);
      ws.on('pong', () => alive.set(ws, true));
      ws.on('error', () => {});
      ws.on('message', () => {});
      if (route.to === 'relay') {
        const relayKind = kind === 'campaign' ? 'load-offer-campaign-watcher' : 'watch';
        relayWatch({ client: ws, req, callId: id, kind: relayKind, ownerUrl: route.url, logger });
        return;
      }
      const campaignSocket = {
        send: (message: object) => {
          if (ws.readyState !== WebSocket.OPEN) return;
          if (ws.bufferedAmount > maxBuffered) {
            ws.terminate();
            return;
          }
          ws.send(JSON.stringify(message));
        },
        close: (code: number, reason: string) => {
          if (ws.readyState === WebSocket.OPEN) ws.close(code, reason);
        },
        onClose: (listener: () => void) => ws.on('close', listener),
      };
      const served =
        kind === 'campaign'
          ? campaigns.serveCampaign(id, account, campaignSocket)
          : campaigns.serveCall(id, account, campaignSocket);
      served.catch((error: unknown) => {
        logger.error({ err: error, topic: id }, 'campaign watch failed');
        campaignSocket.close(1011, 'internal error');
      });
    });
  };

  return {
    handleUpgrade(req, socket, head) {
      const parsed = parseTopicPath((req.url ?? '').split('?')[0] ?? '');
      if (parsed.kind === 'unknown') return false;
      // A bad id names no call or campaign.
      if (parsed.kind === 'bad-topic') {
        refuse(socket, 404, 'Not Found');
        return true;
      }
      socket.on('error', () => {});
      if (parsed.topic.kind === 'load-offer-campaign-watcher') {
        const campaignId = parsed.topic.id;
        serveCampaignTopic(req, socket, head, 'campaign', campaignId).catch((error: unknown) => {
          logger.error({ err: error, campaign_id: campaignId }, 'campaign watch upgrade failed');
          refuse(socket, 500, 'Internal Server Error');
        });
        return true;
      }
      const callId = parsed.topic.id;
      serve(req, socket, head, callId).catch((error: unknown) => {
        logger.error({ err: error, call_id: callId }, 'watch upgrade failed');
        refuse(socket, 500, 'Internal Server Error');
      });
      return true;
    },
    get clientCount() {
      return wss.clients.size;
    },
    connections(callId) {
      let open = 0;
      for (const ws of wss.clients) if (callOf.get(ws) === callId) open++;
      return open;
    },
    async close() {
      closing = true;
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.close(1001, 'voice service stopping');
      await new Promise<void>((resolve) => {
        const deadline = setTimeout(() => {
          for (const ws of wss.clients) ws.terminate();
          resolve();
        }, 1_000);
        const check = () => {
          if (wss.clients.size === 0) {
            clearTimeout(deadline);
            resolve();
          } else setTimeout(check, 10);
        };
        check();
      });
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
