import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiError } from '@fleet/contracts';
import { type AuthContext, HttpError, type Logger, type TokenVerifier } from '@fleet/service-kit';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import {
  type TopicAuthorizer,
  TopicAuthUnavailableError,
  TopicForbiddenError,
} from '../auth/topic-authorizer';
import type { TopicRegistry } from '../topics/registry';
import type { Topic, TopicClient } from '../topics/topic';
import {
  type CloseCode,
  clientFrameSchema,
  encodeFrame,
  GATEWAY_CLOSE,
  type GatewayFrame,
  parseSince,
  parseTopicPath,
  type TopicRef,
} from './protocol';
import { rawToString } from './raw';

/** Largest frame a browser may send; ws closes a bigger one with 1009. */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
/** After this many ignored frames on one socket, further ones are logged at debug only. */
const IGNORED_FRAMES_LOGGED = 10;
/** Longest setTimeout delay Node accepts. */
const MAX_TIMER_MS = 2_147_483_647;

export type RejectReason =
  | 'unknown_path'
  | 'bad_topic'
  | 'unauthenticated'
  | 'forbidden'
  | 'auth_timeout'
  | 'auth_unavailable'
  | 'shutting_down';

export interface SocketServerOptions {
  logger: Logger;
  verifier: TokenVerifier;
  authorizer: TopicAuthorizer;
  topics: TopicRegistry;
  heartbeatIntervalMs: number;
  authTimeoutMs: number;
  /** Called once per refused connection attempt (metrics). */
  onReject?: (reason: RejectReason) => void;
}

interface Client extends TopicClient {
  id: number;
  topic?: Topic;
  auth: AuthContext;
  alive: boolean;
  ignoredFrames: number;
  expiryTimer: NodeJS.Timeout;
}

class AuthTimeoutError extends Error {}

/**
 * The browser side of the gateway: HTTP upgrades on the topic paths, token verification and the
 * topic's ownership check before the handshake completes, then the socket joins its Topic; ws
 * heartbeats; shutdown.
 */
export class SocketServer {
  private readonly wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: MAX_PAYLOAD_BYTES,
  });
  private readonly clients = new Set<Client>();
  /** Refused sockets between their error frame and the end of their close handshake. */
  private readonly refused = new Set<WebSocket>();
  private readonly heartbeat: NodeJS.Timeout;
  private nextId = 1;
  private closing: Promise<void> | undefined;

  constructor(private readonly options: SocketServerOptions) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatIntervalMs);
    this.heartbeat.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** The `upgrade` listener of the HTTP server. Never throws; every outcome is logged. */
  readonly handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    this.upgrade(req, socket, head).catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'upgrade failed');
      socket.destroy();
    });
  };

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const { logger } = this.options;
    socket.on('error', (error) => logger.debug({ err: error }, 'socket error during upgrade'));
    // Never log req.url as is: its query carries the token.
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    const path = url.pathname;

    if (this.closing) {
      this.reject('shutting_down', path);
      return rejectHttp(socket, 503, {
        code: 'gateway/shutting-down',
        message: 'The gateway is restarting. Please reconnect.',
      });
    }
    const parsed = parseTopicPath(path);
    if (parsed.kind === 'unknown') {
      this.reject('unknown_path', path);
      return rejectHttp(socket, 404, {
        code: 'not-found',
        message: `No WebSocket endpoint at ${path}`,
      });
    }
    if (parsed.kind === 'bad-topic') {
      this.reject('bad_topic', path);
      return this.acceptAndClose(req, socket, head, GATEWAY_CLOSE.badTopic, {
        code: 'gateway/bad-topic',
        message: parsed.reason,
      });
    }
    const since = parseSince(url.searchParams.get('since'));
    if (since === null) {
      this.reject('bad_topic', path);
      return this.acceptAndClose(req, socket, head, GATEWAY_CLOSE.badTopic, {
        code: 'gateway/bad-topic',
        message: 'since must be the last sequence number received (a whole number).',
      });
    }

    const token = url.searchParams.get('token') ?? undefined;
    let auth: AuthContext;
    try {
      auth = await withTimeout(this.authenticate(token, parsed.topic), this.options.authTimeoutMs);
    } catch (error) {
      const refusal = refusalFor(error);
      this.reject(refusal.reason, path);
      if (refusal.reason === 'auth_unavailable') {
        logger.error({ err: error }, 'token or topic verification unavailable');
      }
      return this.acceptAndClose(req, socket, head, refusal.closeCode, refusal.body);
    }

    if (socket.destroyed) return; // the client gave up while we verified
    if (this.closing) {
      this.reject('shutting_down', path);
      return rejectHttp(socket, 503, {
        code: 'gateway/shutting-down',
        message: 'The gateway is restarting. Please reconnect.',
      });
    }
    this.wss.handleUpgrade(req, socket, head, (ws) =>
      this.onConnection(ws, parsed.topic, auth, since),
    );
  }

  /** The token is valid and the topic is the caller's account's. */
  private async authenticate(token: string | undefined, topic: TopicRef): Promise<AuthContext> {
    const auth = await this.options.verifier.verify(token);
    await this.options.authorizer.authorize(auth, token ?? '', topic);
    return auth;
  }

  private reject(reason: RejectReason, path: string): void {
    this.options.logger.info({ reason, path }, 'websocket refused');
    this.options.onReject?.(reason);
  }

  /**
   * Completes the handshake only to say why the socket is refused: a browser cannot read the HTTP
   * status of a failed handshake, but it can read a close code and an error frame.
   */
  private acceptAndClose(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    code: CloseCode,
    body: ApiError,
  ): void {
    if (socket.destroyed) return;
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.refused.add(ws);
      ws.on('close', () => this.refused.delete(ws));
      ws.on('error', (error) => this.options.logger.debug({ err: error }, 'refused socket error'));
      send(ws, errorFrame(body));
      ws.close(code, body.code);
    });
  }

  private onConnection(
    socket: WebSocket,
    ref: TopicRef,
    auth: AuthContext,
    since: number | undefined,
  ): void {
    const id = this.nextId++;
    const log = this.options.logger.child({
      socket_id: id,
      topic: ref.key,
      account_id: auth.accountId,
      user_id: auth.userId,
    });
    const untilExpiry = Math.min(Math.max(auth.expiresAt - Date.now(), 0), MAX_TIMER_MS);
    const client: Client = {
      id,
      socket,
      auth,
      log,
      lastSeq: -1,
      joined: false,
      alive: true,
      ignoredFrames: 0,
      // The token stops being valid while the socket is open: the client refreshes and reconnects.
      expiryTimer: setTimeout(() => {
        log.info('token expired; closing socket');
        send(socket, {
          type: 'error',
          code: 'auth/token-expired',
          message: 'Your session has expired.',
          action: 'refreshToken',
        });
        socket.close(GATEWAY_CLOSE.unauthorized, 'auth/token-expired');
      }, untilExpiry),
    };
    client.expiryTimer.unref();
    log.info('websocket connected');

    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data, isBinary) => this.onMessage(client, data, isBinary));
    socket.on('error', (error) => log.warn({ err: error }, 'websocket error'));
    socket.on('close', (code) => {
      clearTimeout(client.expiryTimer);
      this.clients.delete(client);
      client.topic?.leave(client);
      log.info({ code }, 'websocket closed');
    });

    this.clients.add(client);
    client.topic = this.options.topics.join(ref, client, since);
  }

  private onMessage(client: Client, data: RawData, isBinary: boolean): void {
    if (isBinary) {
      this.ignore(client, 'binary frame');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(rawToString(data));
    } catch {
      this.ignore(client, 'frame is not JSON');
      return;
    }
    const message = clientFrameSchema.safeParse(json);
    if (!message.success) {
      this.ignore(client, 'unknown frame');
      return;
    }
    if (message.data.type === 'ping') send(client.socket, { type: 'pong' });
  }

  /** Malformed client frames change nothing: they are logged (a few per socket) and dropped. */
  private ignore(client: Client, why: string): void {
    client.ignoredFrames += 1;
    const level = client.ignoredFrames <= IGNORED_FRAMES_LOGGED ? 'warn' : 'debug';
    client.log[level]({ ignored_frames: client.ignoredFrames }, `client frame ignored: ${why}`);
  }

  /** Terminates the sockets that did not answer the previous ping, pings the others. */
  private beat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.log.info('no pong since the last ping; terminating');
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }

  /** Closes every socket with 1001 (going away), terminating those that do not finish in time. */
  close(timeoutMs = 5_000): Promise<void> {
    this.closing ??= (async () => {
      clearInterval(this.heartbeat);
      for (const ws of this.refused) ws.terminate();
      const closed = [...this.clients].map(
        (client) =>
          new Promise<void>((resolve) => {
            if (client.socket.readyState === WebSocket.CLOSED) return resolve();
            client.socket.once('close', () => resolve());
            client.socket.close(GATEWAY_CLOSE.goingAway, 'server shutting down');
          }),
      );
      const timer = setTimeout(() => {
        for (const client of this.clients) client.socket.terminate();
      }, timeoutMs);
      await Promise.all(closed);
      clearTimeout(timer);
      await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    })();
    return this.closing;
  }

  /** The sessions behind the open sockets (the session watch asks the API about them). */
  *sessions(): Iterable<{ accountId: string; sessionId: string }> {
    for (const client of this.clients) yield client.auth;
  }

  /**
   * The sessions ended (sign-out, password reset, revocation): their sockets get the same answer as
   * a revoked token at connect, 4401 `auth/invalid-token` with `forceLogout`, so the browser signs
   * out instead of reconnecting.
   */
  closeSessions(sessionIds: ReadonlySet<string>): void {
    for (const client of this.clients) {
      if (!sessionIds.has(client.auth.sessionId)) continue;
      if (client.socket.readyState !== WebSocket.OPEN) continue;
      client.log.info('session ended; closing socket');
      send(client.socket, {
        type: 'error',
        code: 'auth/invalid-token',
        message: 'You have been signed out.',
        action: 'forceLogout',
      });
      client.socket.close(GATEWAY_CLOSE.unauthorized, 'auth/invalid-token');
    }
  }

  /** A crash: every socket is cut without a close frame (tests, benches). */
  abort(): void {
    this.closing ??= Promise.resolve();
    clearInterval(this.heartbeat);
    for (const ws of this.refused) ws.terminate();
    for (const client of this.clients) client.socket.terminate();
    this.wss.close();
  }
}

interface Refusal {
  reason: RejectReason;
  closeCode: CloseCode;
  body: ApiError;
}

function refusalFor(error: unknown): Refusal {
  if (error instanceof HttpError && error.status === 401) {
    return { reason: 'unauthenticated', closeCode: GATEWAY_CLOSE.unauthorized, body: error.body };
  }
  if (error instanceof TopicForbiddenError) {
    return {
      reason: 'forbidden',
      closeCode: GATEWAY_CLOSE.forbidden,
      body: {
        code: 'gateway/forbidden',
        message: 'This call or campaign belongs to another account.',
      },
    };
  }
  if (error instanceof TopicAuthUnavailableError) {
    return {
      reason: 'auth_unavailable',
      closeCode: GATEWAY_CLOSE.tryAgainLater,
      body: {
        code: 'gateway/unavailable',
        message: 'Live updates are unavailable. Please try again.',
      },
    };
  }
  if (error instanceof AuthTimeoutError) {
    return {
      reason: 'auth_timeout',
      closeCode: GATEWAY_CLOSE.authTimeout,
      body: {
        code: 'auth/timeout',
        message: 'Sign-in could not be checked in time. Please retry.',
      },
    };
  }
  return {
    reason: 'auth_unavailable',
    closeCode: GATEWAY_CLOSE.tryAgainLater,
    body: {
      code: 'auth/unavailable',
      message: 'Sign-in service is unavailable. Please try again.',
    },
  };
}

function errorFrame(body: ApiError): GatewayFrame {
  return body.action
    ? { type: 'error', code: body.code, message: body.message, action: body.action }
    : { type: 'error', code: body.code, message: body.message };
}

function send(socket: WebSocket, frame: GatewayFrame): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(encodeFrame(frame));
}

/** Answers a refused handshake with a plain HTTP response and a JSON body, then hangs up. */
function rejectHttp(socket: Duplex, status: number, body: ApiError): void {
  if (socket.destroyed) return;
  const json = JSON.stringify(body);
  const reason = status === 404 ? 'Not Found' : 'Service Unavailable';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      '\r\n' +
      json,
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AuthTimeoutError('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
