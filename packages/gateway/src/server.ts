import { closeOnSignals, createLogger, type StartedServer, startServer } from '@fleet/service-kit';
import type { GatewayConfig } from './config';
import { createApp, type GatewayApp, type GatewayDeps } from './http/app';

export interface StartedGateway extends StartedServer {
  gateway: GatewayApp;
  /** Dies on the spot, as a killed process would (tests, benches): nothing is released. */
  abort(): void;
}

/**
 * Starts the gateway: the HTTP app, with the WebSocket upgrades attached. Closing closes the
 * sockets first (1001), because an open WebSocket keeps the HTTP server from closing.
 */
export async function startGateway(
  config: GatewayConfig,
  deps: GatewayDeps & { handleSignals?: boolean } = {},
): Promise<StartedGateway> {
  const logger = deps.logger ?? createLogger('gateway', config.logLevel);
  const gateway = createApp(config, { ...deps, logger });
  const started = await startServer(gateway.app, { port: config.port, host: config.host, logger });
  gateway.attach(started.server);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await gateway.close();
      await started.close();
    })();
    return closing;
  };

  if (deps.handleSignals) closeOnSignals(close, logger);
  const abort = () => {
    closing ??= Promise.resolve();
    gateway.abort();
    started.server.closeAllConnections();
    started.server.close();
  };
  return { port: started.port, server: started.server, close, gateway, abort };
}
