import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { RejectReason } from '../ws/socket-server';

export interface GatewayMetrics {
  registry: Registry;
  rejected(reason: RejectReason): void;
}

/**
 * One registry per app (not prom-client's global one), so several gateways can live in one
 * process (tests, the embedded launcher) without clashing metric names.
 */
export function createMetrics(connectedClients: () => number): GatewayMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'gateway_connected_clients',
    help: 'Browser WebSockets currently open on this instance.',
    registers: [registry],
    collect() {
      this.set(connectedClients());
    },
  });
  const rejected = new Counter({
    name: 'gateway_rejected_connections_total',
    help: 'WebSocket connection attempts refused, by reason.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  return { registry, rejected: (reason) => rejected.inc({ reason }) };
}
