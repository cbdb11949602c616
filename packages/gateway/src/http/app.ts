import type { Server } from 'node:http';
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
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { SocketServer } from '../ws/socket-server';
import { createMetrics } from './metrics';

export interface GatewayDeps {
  logger?: Logger;
  /** Defaults to verifying against the API at config.apiUrl. */
  verifier?: TokenVerifier;
}

export interface GatewayApp {
  /** /healthz, /readyz, /metrics. */
  app: Express;
  sockets: SocketServer;
  /** Routes the HTTP server's upgrades to the WebSocket server. */
  attach(server: Server): void;
  /** Closes every socket with 1001, then releases Redis. Call before closing the HTTP server. */
  close(): Promise<void>;
}

export function createApp(config: GatewayConfig, deps: GatewayDeps = {}): GatewayApp {
  const logger = deps.logger ?? createLogger('gateway', config.logLevel);
  const verifier = deps.verifier ?? createTokenVerifier({ apiUrl: config.apiUrl });

  const metrics = createMetrics(() => sockets.clientCount);
  const sockets = new SocketServer({
    logger: logger.child({ component: 'sockets' }),
    verifier,
    heartbeatIntervalMs: config.heartbeatIntervalMs,
    authTimeoutMs: config.authTimeoutMs,
    onReject: metrics.rejected,
  });

  const checks: ReadinessChecks = {};
  // Redis carries the cross-instance coordination from a later issue on; readiness checks it now.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis error'));
    checks.redis = () => redis.ping();
  }

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
    attach(server) {
      server.on('upgrade', sockets.handleUpgrade);
    },
    close() {
      closing ??= (async () => {
        await sockets.close();
        if (redis) {
          if (redis.status === 'ready') await redis.quit();
          else redis.disconnect();
        }
      })();
      return closing;
    },
  };
}
