import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { TopicMetrics } from '../topics/topic';
import type { RejectReason } from '../ws/socket-server';

export interface GatewayMetrics extends TopicMetrics {
  registry: Registry;
  rejected(reason: RejectReason): void;
}

export interface MetricSources {
  connectedClients(): number;
  topics(): number;
}

/**
 * One registry per app (not prom-client's global one), so several gateways can live in one
 * process (tests, the embedded launcher) without clashing metric names.
 */
export function createMetrics(sources: MetricSources): GatewayMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  new Gauge({
    name: 'gateway_connected_clients',
    help: 'Browser WebSockets currently open on this instance.',
    registers,
    collect() {
      this.set(sources.connectedClients());
    },
  });
  new Gauge({
    name: 'gateway_topics',
    help: 'Topics this instance follows (local subscribers, or the lease).',
    registers,
    collect() {
      this.set(sources.topics());
    },
  });
  const rejected = new Counter({
    name: 'gateway_rejected_connections_total',
    help: 'WebSocket connection attempts refused, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const upstreams = new Gauge({
    name: 'gateway_upstream_connections',
    help: 'Open upstream WebSockets to the voice service (topics whose lease this instance holds).',
    registers,
  });
  const messagesIn = new Counter({
    name: 'gateway_messages_in_total',
    help: 'Events received from upstreams on this instance.',
    registers,
  });
  const messagesOut = new Counter({
    name: 'gateway_messages_out_total',
    help: 'Event frames sent to browser sockets (live and replayed).',
    registers,
  });
  const fanout = new Histogram({
    name: 'gateway_fanout_latency_seconds',
    help: 'From the upstream frame arriving at the owner to its send to the last local socket, per event and instance; via=local on the owner, via=redis elsewhere.',
    labelNames: ['via'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers,
  });
  const local = fanout.labels('local');
  const redis = fanout.labels('redis');
  const slow = new Counter({
    name: 'gateway_slow_client_closes_total',
    help: 'Sockets closed with 1013 gateway/slow-consumer.',
    registers,
  });
  return {
    registry,
    rejected: (reason) => rejected.inc({ reason }),
    upstreamEvent: () => messagesIn.inc(),
    delivered: (sockets) => {
      if (sockets > 0) messagesOut.inc(sockets);
    },
    fanout: (via, seconds) => (via === 'local' ? local : redis).observe(seconds),
    slowClient: () => slow.inc(),
    upstreamConnected: (delta) => upstreams.inc(delta),
  };
}
