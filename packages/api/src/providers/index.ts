import type { FleetProviders } from '../fleet/domain/providers';
import type { FleetSourceRow } from '../fleet/domain/types';
import type { RoutingProvider } from '../routing/domain/types';
import { createFleetSimulator } from './fleet/simulated';
import { createHereRoutingProvider } from './routing/here';
import { createEstimateProvider } from './routing/offline';

/**
 * The API's external systems, one folder per kind and implementation (providers/<kind>/<impl>),
 * chosen here and nowhere else: routing once at start from the configuration, the fleet per
 * account from its fleet source. A provider that is asked for but cannot work stops the start
 * with a message saying what is missing.
 */

export interface RoutingChoice {
  /** Asked first; absent when the offline estimate answers everything. */
  primary?: RoutingProvider;
  /** The offline estimate: answers when the primary fails. */
  fallback: RoutingProvider;
}

export function selectRouting(config: {
  routingProvider?: 'here' | 'offline';
  hereApiKey?: string;
  hereRoutingUrl: string;
  hereRoutingTimeoutMs: number;
}): RoutingChoice {
  const fallback = createEstimateProvider();
  const kind = config.routingProvider ?? (config.hereApiKey ? 'here' : 'offline');
  if (kind === 'offline') return { fallback };
  if (!config.hereApiKey) {
    throw new Error('ROUTING_PROVIDER=here needs HERE_API_KEY (or set ROUTING_PROVIDER=offline).');
  }
  const primary = createHereRoutingProvider({
    apiKey: config.hereApiKey,
    baseUrl: config.hereRoutingUrl,
    timeoutMs: config.hereRoutingTimeoutMs,
  });
  return { primary, fallback };
}

/** An account's fleet providers, from its fleet source (today only the built-in simulator). */
export function fleetProvidersFor(source: FleetSourceRow, clock: () => Date): FleetProviders {
  switch (source.provider) {
    case 'simulator':
      return createFleetSimulator({
        seed: source.seed,
        size: source.size,
        epoch: source.epoch,
        clock,
      });
    default:
      throw new Error(`Unknown fleet provider '${String(source.provider)}' for an account.`);
  }
}
