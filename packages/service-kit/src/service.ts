import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createLogger } from './logger';
import { closeOnSignals, type StartedServer, startServer } from './server';

/**
 * One shape for every service (api, voice, gateway): configuration and a logger in; `build`
 * opens what the service holds (its database, runtime, Redis) and returns its HTTP app and the
 * hooks around listening and stopping; `createService` listens, and its `close` stops in one
 * order everywhere: the service's own work first (`beforeClose`: running calls, sockets), then
 * HTTP drains, then what it holds is released (`afterClose`: the database).
 */
export interface ServiceSpec<TParts> {
  /** The logger's name ('api', 'voice', 'gateway'). */
  name: string;
  config: { port: number; host?: string; logLevel?: string };
  logger?: Logger;
  /** Close on SIGTERM/SIGINT (main.ts); tests and the embedded launcher close themselves. */
  handleSignals?: boolean;
  /**
   * Opens the service's resources and builds its app. When it throws, it has released what it
   * opened (nothing listens yet).
   */
  build(logger: Logger): Promise<BuiltService<TParts>>;
}

export interface BuiltService<TParts> {
  app: Express;
  /** What the caller may reach into (tests, the embedded launcher): the database, the runtime. */
  parts: TParts;
  /** Runs once the server listens: WebSocket upgrades, background loops. */
  onListening?(server: Server): void;
  /** Runs first on close, while HTTP still answers: end running work, close sockets. */
  beforeClose?(): Promise<void>;
  /** Runs last on close, after HTTP drained: release the database, Redis. */
  afterClose?(): Promise<void>;
}

export interface RunningService<TParts> extends StartedServer {
  parts: TParts;
  logger: Logger;
}

export async function createService<TParts>(
  spec: ServiceSpec<TParts>,
): Promise<RunningService<TParts>> {
  const logger = spec.logger ?? createLogger(spec.name, spec.config.logLevel);
  const built = await spec.build(logger);
  let started: StartedServer;
  try {
    started = await startServer(built.app, {
      port: spec.config.port,
      host: spec.config.host,
      logger,
      onClose: built.afterClose,
    });
  } catch (error) {
    await built.afterClose?.();
    throw error;
  }
  built.onListening?.(started.server);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await built.beforeClose?.();
      await started.close();
    })();
    return closing;
  };
  if (spec.handleSignals) closeOnSignals(close, logger);
  return { port: started.port, server: started.server, close, parts: built.parts, logger };
}

/**
 * A service's main.ts: loads the configuration (a bad one stops here with its report), starts
 * the service with signal handling, and exits 1 with a fatal log when the start fails.
 */
export function runService<TConfig extends { logLevel?: string }>(options: {
  name: string;
  loadConfig: () => TConfig;
  start: (config: TConfig, deps: { logger: Logger; handleSignals: true }) => Promise<unknown>;
  /** Logged with 'starting' (which database, which providers). */
  describe?: (config: TConfig) => Record<string, unknown>;
}): void {
  const config = options.loadConfig();
  const logger = createLogger(options.name, config.logLevel);
  if (options.describe) logger.info(options.describe(config), `starting ${options.name}`);
  options.start(config, { logger, handleSignals: true }).catch((error: unknown) => {
    logger.fatal({ err: error }, `${options.name} failed to start`);
    process.exit(1);
  });
}
