import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { hostname } from 'node:os';
import {
  createLogger,
  createTokenVerifier,
  errorMiddleware,
  healthRoutes,
  httpLogger,
  type Logger,
  notFoundHandler,
  type ReadinessChecks,
  type TokenVerifier,
} from '@fleet/service-kit';
import express, { type Express } from 'express';
import { startSessionWatch } from '../auth/session-watch';
import { HttpTopicAuthorizer, type TopicAuthorizer } from '../auth/topic-authorizer';
import type { GatewayConfig } from '../config';
import type { Coordination } from '../coordination/coordination';
import { MemoryCoordination } from '../coordination/memory';
import { RedisCoordination } from '../coordination/redis';
import { TopicRegistry } from '../topics/registry';
import { upstream } from '../topics/upstream';
import { SocketServer } from '../ws/socket-server';
import { createMetrics } from './metrics';

export interface GatewayDeps {
  logger?: Logger;
  /** Defaults to verifying against the API at config.apiUrl. */
  verifier?: TokenVerifier;
  /** Defaults to asking the voice service at config.voiceUrl. */
  authorizer?: TopicAuthorizer;
}

export interface GatewayApp {
  /** /healthz, /readyz, /metrics. */
  app: Express;
  sockets: SocketServer;
  topics: TopicRegistry;
  coordination: Coordination;
  /** Routes the HTTP server's upgrades to the WebSocket server. */
  attach(server: Server): void;
  /**
   * Closes every socket with 1001, releases the leases (another instance takes over at once),
   * then Redis. Call before closing the HTTP server.
   */
  close(): Promise<void>;
  /** A crash: sockets cut, upstreams dropped, Redis disconnected, nothing released. */
  abort(): void;
}

export function createApp(config: GatewayConfig, deps: GatewayDeps = {}): GatewayApp {
  const logger = deps.logger ?? createLogger('gateway', config.logLevel);
  const verifier = deps.verifier ?? createTokenVerifier({ apiUrl: config.apiUrl });
  const authorizer =
    deps.authorizer ??
    new HttpTopicAuthorizer({
      voiceUrl: config.voiceUrl,
      cacheMs: config.topicAuthCacheMs,
      timeoutMs: config.authTimeoutMs,
    });
  const instanceId =
    config.instanceId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const coordinationOptions = {
    instanceId,
    leaseTtlMs: config.leaseTtlMs,
    presenceTtlMs: config.leaseTtlMs,
    replayMax: config.replayMax,
  };
  const coordination: Coordination = config.redisUrl
    ? new RedisCoordination({
        ...coordinationOptions,
        url: config.redisUrl,
        keyPrefix: config.redisKeyPrefix,
        logger: logger.child({ component: 'redis' }),
      })
    : new MemoryCoordination(coordinationOptions);

  const metrics = createMetrics({
    connectedClients: () => sockets.clientCount,
    topics: () => topics.size,
  });
  const upstreamBase = new URL(config.voiceUrl);
  upstreamBase.protocol = upstreamBase.protocol === 'https:' ? 'wss:' : 'ws:';
  const topics = new TopicRegistry({
    coordination,
    metrics,
    logger: logger.child({ component: 'topics', instance: instanceId }),
    settings: {
      leaseTtlMs: config.leaseTtlMs,
      graceMs: config.graceMs,
      replayMax: config.replayMax,
      slowClientBufferBytes: config.slowClientBufferBytes,
    },
    connectUpstream: (topic) =>
      upstream({
        url: new URL(topic.path, upstreamBase).toString(),
        token: config.voiceInternalToken,
        logger: logger.child({ component: 'upstream', topic: topic.key }),
        minBackoffMs: config.upstreamBackoffMinMs,
        maxBackoffMs: config.upstreamBackoffMaxMs,
      }),
  });
  const sockets = new SocketServer({
    logger: logger.child({ component: 'sockets' }),
    verifier,
    authorizer,
    topics,
    heartbeatIntervalMs: config.heartbeatIntervalMs,
    authTimeoutMs: config.authTimeoutMs,
    onReject: metrics.rejected,
  });

  const sessionWatch = startSessionWatch({
    apiUrl: config.apiUrl,
    token: config.voiceInternalToken,
    intervalMs: config.sessionCheckIntervalMs,
    timeoutMs: config.authTimeoutMs,
    logger: logger.child({ component: 'session-watch' }),
    sessions: () => sockets.sessions(),
    onEnded: (ended) => sockets.closeSessions(ended),
  });

  const checks: ReadinessChecks = {};
  if (config.redisUrl) checks.redis = () => coordination.ping();

  const app = express();
  app.disable('x-powered-by');
  app.use(httpLogger(logger));
  app.use(healthRoutes('gateway', checks));
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  app.use(notFoundHandler);
  app.use(errorMiddleware(logger));

  let closing: Promise<void> | undefined;
  return {
    app,
    sockets,
    topics,
    coordination,
    attach(server) {
      server.on('upgrade', sockets.handleUpgrade);
    },
    close() {
      closing ??= (async () => {
        sessionWatch.stop();
        await sockets.close();
        await topics.close();
        await coordination.close();
      })();
      return closing;
    },
    abort() {
      closing ??= Promise.resolve();
      sessionWatch.stop();
      sockets.abort();
      topics.abort();
      coordination.abort();
    },
  };
}
