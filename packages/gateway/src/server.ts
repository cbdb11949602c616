import { createService, type StartedServer } from '@fleet/service-kit';
import type { GatewayConfig } from './config';
import { createApp, type GatewayApp, type GatewayDeps } from './http/app';

export interface StartedGateway extends StartedServer {
  gateway: GatewayApp;
  /** Dies on the spot, as a killed process would (tests, benches): nothing is released. */
  abort(): void;
}

/**
 * Starts the gateway (service-kit's service shape): the HTTP app, with the WebSocket upgrades
 * attached. Closing closes the sockets first (1001), because an open WebSocket keeps the HTTP
 * server from closing.
 */
export async function startGateway(
  config: GatewayConfig,
  deps: GatewayDeps & { handleSignals?: boolean } = {},
): Promise<StartedGateway> {
  const service = await createService<GatewayApp>({
    name: 'gateway',
    config,
    logger: deps.logger,
    handleSignals: deps.handleSignals,
    build: async (logger) => {
      const gateway = createApp(config, { ...deps, logger });
      return {
        app: gateway.app,
        parts: gateway,
        onListening: (server) => gateway.attach(server),
        beforeClose: () => gateway.close(),
      };
    },
  });
  const { parts: gateway, server } = service;
  let aborted = false;
  const abort = () => {
    aborted = true;
    gateway.abort();
    server.closeAllConnections();
    server.close();
  };
  const close = () => (aborted ? Promise.resolve() : service.close());
  return { port: service.port, server, close, gateway, abort };
}
