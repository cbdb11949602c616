import { createService, type Logger, type StartedServer } from '@fleet/service-kit';
import type { ApiConfig } from './config';
import { type ApiApp, type ApiDeps, createApp } from './http/app';

export interface StartedApi extends StartedServer {
  api: ApiApp;
}

/**
 * Builds the app (service-kit's service shape) and listens on config.port; close() drains HTTP,
 * then releases the database, Redis and the fleet loop.
 */
export async function startApi(
  config: ApiConfig,
  options: ApiDeps & { logger?: Logger; handleSignals?: boolean } = {},
): Promise<StartedApi> {
  const service = await createService<ApiApp>({
    name: 'api',
    config,
    logger: options.logger,
    handleSignals: options.handleSignals,
    build: async (logger) => {
      const api = await createApp(config, { ...options, logger });
      return { app: api.app, parts: api, afterClose: api.close };
    },
  });
  return { port: service.port, server: service.server, close: service.close, api: service.parts };
}
