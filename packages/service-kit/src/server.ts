import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from 'pino';

export interface StartedServer {
  port: number;
  server: Server;
  close(): Promise<void>;
}

export interface StartOptions {
  port: number;
  host?: string;
  logger: Logger;
  /** Releases what the app holds (database, Redis, sockets) after the server stops accepting. */
  onClose?: () => Promise<void>;
  /** Close on SIGTERM/SIGINT. main.ts turns this on; tests and the embedded launcher do not. */
  handleSignals?: boolean;
  /** Upper bound for draining open connections before they are cut. */
  drainTimeoutMs?: number;
}

export async function startServer(app: Express, options: StartOptions): Promise<StartedServer> {
  const { logger, drainTimeoutMs = 10_000 } = options;
  const server = app.listen(options.port, options.host ?? '0.0.0.0');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'listening');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), drainTimeoutMs);
      await stopped;
      clearTimeout(timer);
      await options.onClose?.();
      logger.info('stopped');
    })();
    return closing;
  };

  if (options.handleSignals) closeOnSignals(close, logger);
  return { port, server, close };
}

/** SIGTERM/SIGINT run `close` once, then exit 0 (or 1 if closing failed). */
export function closeOnSignals(close: () => Promise<void>, logger: Logger): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down');
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
