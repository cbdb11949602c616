import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { TOPIC_KINDS, topicPath, VOICE_PREFIX } from '@fleet/contracts';
import compression from 'compression';
import express from 'express';
import { createProxyServer } from 'http-proxy-3';
import type { Logger } from 'pino';
import { securityHeaders } from './security-headers';

export interface EdgeConfig {
  /** The built SPA (packages/web/dist). */
  distDir: string;
  apiUrl: string;
  voiceUrl: string;
  gatewayUrl: string;
  logger: Logger;
  /** A HERE key is configured: the CSP allows HERE's script and tile hosts. */
  hereEnabled?: boolean;
  /** Express "trust proxy" for X-Forwarded-Proto (HSTS); default loopback. */
  trustProxy?: string;
}

/** Paths that belong to the fleet API (document 1 §7, identity, JWKS). */
const API_PREFIXES = ['/v1/', '/loadboard', '/.well-known/'];
/** WebSocket topics served by the realtime gateway; everything else under /voice is the voice service. */
const GATEWAY_WS_PREFIXES = TOPIC_KINDS.map((kind) => topicPath(kind, ''));

export function routeFor(url: string): 'api' | 'voice' | 'web' {
  if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'api';
  if (url === VOICE_PREFIX || url.startsWith(`${VOICE_PREFIX}/`)) return 'voice';
  return 'web';
}

export function isGatewayUpgrade(url: string): boolean {
  return GATEWAY_WS_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * The single browser origin: serves the SPA and routes the rest as the production ingress does
 * (ARCHITECTURE.md "Packages"). The services keep their own paths, so nothing is rewritten.
 */
export function createEdgeServer(config: EdgeConfig): Server {
  const { logger } = config;
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 120_000 });
  proxy.on('error', (error, _req, res) => {
    logger.warn({ err: error }, 'upstream unavailable');
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'upstream-unavailable', message: 'Service unavailable' }));
    } else {
      res?.destroy();
    }
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ?? 'loopback');
  app.use(securityHeaders({ here: config.hereEnabled ?? false }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'edge' });
  });
  app.use((req, res, next) => {
    const route = routeFor(req.url);
    if (route === 'web') return next();
    proxy.web(req, res, { target: route === 'api' ? config.apiUrl : config.voiceUrl });
  });
  app.use(compression());
  app.use(staticSpa(config.distDir));

  const server = createServer(app);
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (req.url && isGatewayUpgrade(req.url)) {
      proxy.ws(req, socket, head, { target: config.gatewayUrl });
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });
  return server;
}

function staticSpa(distDir: string): express.Router {
  const router = express.Router();
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    router.use((_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built. Run `pnpm build` first.');
    });
    return router;
  }
  // Source maps are built (hidden: no sourceMappingURL) for our own error decoding, never served.
  router.use((req, res, next) => {
    if (req.path.endsWith('.map')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  });
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        if (filePath.endsWith('version.txt')) res.setHeader('Cache-Control', 'no-store');
        else if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // Client-side routes: any other GET that accepts HTML gets the app shell.
  router.get(/.*/, (req, res, next) => {
    if (path.extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
