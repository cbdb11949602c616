import { createLogger, type Logger, type StartedServer, startServer } from '@fleet/service-kit';
import type { ApiConfig } from './config';
import { type ApiApp, type ApiDeps, createApp } from './http/app';

export interface StartedApi extends StartedServer {
  api: ApiApp;
}

/** Builds the app and listens on config.port; close() drains, then releases the database. */
export async function startApi(
  config: ApiConfig,
  options: ApiDeps & { logger?: Logger; handleSignals?: boolean } = {},
): Promise<StartedApi> {
  const logger = options.logger ?? createLogger('api', config.logLevel);
  const api = await createApp(config, { ...options, logger });
  const started = await startServer(api.app, {
    port: config.port,
    host: config.host,
    logger,
    onClose: api.close,
    handleSignals: options.handleSignals,
  });
  return { ...started, api };
}
