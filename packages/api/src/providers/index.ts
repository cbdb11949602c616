import { createCredentialsCipher } from '../fleet/domain/credentials-cipher';
import type { FleetProviders } from '../fleet/domain/providers';
import type { FleetSourceRow } from '../fleet/domain/types';
import type { RoutingProvider } from '../routing/domain/types';
import { createAlvysFleet } from './fleet/alvys';
import { APP_REPORT_HISTORY_DAYS, createFleetSimulator } from './fleet/simulated';
import { createHereRoutingProvider } from './routing/here';
import { createEstimateProvider } from './routing/offline';
import { createAlvysTms } from './tms/alvys/alvys-tms';
import { createDitatTms } from './tms/ditat/ditat-tms';
import type { TmsHttpOptions } from './tms/http';
import type { RemoteTms, StoredTmsConnection } from './tms/types';

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

/** What building an account's fleet providers may need besides its fleet source. */
export interface FleetSelectionOptions {
  /** FLEET_CREDENTIALS_KEY: decrypts a TMS source's secret. */
  credentialsKey?: Buffer;
  /** Where a provider reports records it left out (Alvys: trips without a truck, ...). */
  warn?: (message: string, detail?: Record<string, unknown>) => void;
}

/** The Alvys public API when an account's settings name none. */
export const ALVYS_BASE_URL = 'https://integrations.alvys.com';

/**
 * What keeps an account's fleet source from working, one phrase each ([] when nothing does):
 * for Alvys, FLEET_CREDENTIALS_KEY and the stored baseUrl, clientId and secret.
 */
export function fleetSourceProblems(
  source: Pick<FleetSourceRow, 'provider' | 'settings' | 'credentials'>,
  options: Pick<FleetSelectionOptions, 'credentialsKey'>,
): string[] {
  if (source.provider !== 'alvys') return [];
  const problems: string[] = [];
  if (!options.credentialsKey) problems.push('FLEET_CREDENTIALS_KEY is not configured');
  const missing = [
    !source.settings?.baseUrl && 'baseUrl',
    !source.settings?.clientId && 'clientId',
    !source.credentials && 'the client secret',
  ].filter((item): item is string => !!item);
  if (missing.length > 0) problems.push(`its settings lack ${missing.join(', ')}`);
  return problems;
}

/**
 * An account's fleet providers, from its fleet source: the built-in simulator (on the given
 * clock), or the Alvys TMS (its secret decrypted with FLEET_CREDENTIALS_KEY). A source that
 * cannot work throws a message naming the account and what is missing.
 */
export function fleetProvidersFor(
  source: FleetSourceRow,
  clock: () => Date,
  options: FleetSelectionOptions = {},
): FleetProviders {
  switch (source.provider) {
    case 'simulator':
      return createFleetSimulator({
        seed: source.seed,
        size: source.size,
        epoch: source.epoch,
        clock,
        // The reports' dashboard shows the previous week and charts 8 weeks back from the start.
        reportHistoryDays: APP_REPORT_HISTORY_DAYS,
      });
    case 'alvys': {
      const problems = fleetSourceProblems(source, options);
      if (problems.length > 0) {
        throw new Error(
          `The Alvys fleet source of account ${source.account_id} cannot work: ${problems.join('; ')}.`,
        );
      }
      const cipher = createCredentialsCipher(options.credentialsKey!);
      let clientSecret: string;
      try {
        clientSecret = cipher.decrypt(source.credentials!, source.account_id);
      } catch (error) {
        throw new Error(
          `The Alvys client secret of account ${source.account_id} cannot be read: ${(error as Error).message}.`,
        );
      }
      const { baseUrl, clientId, tokenUrl, audience } = source.settings;
      return createAlvysFleet(
        { baseUrl: baseUrl!, clientId: clientId!, clientSecret, tokenUrl, audience },
        { now: clock, warn: options.warn },
      );
    }
    default:
      throw new Error(
        `Unknown fleet provider '${String((source as { provider: unknown }).provider)}' for account ${(source as FleetSourceRow).account_id}.`,
      );
  }
}

/** An account's TMS connection that cannot work: the message says what is missing. */
export class TmsConnectionError extends Error {
  override name = 'TmsConnectionError';
}

const TMS_REQUIRED: Record<StoredTmsConnection['provider'], string[]> = {
  ditat: ['baseUrl', 'accountId', 'userName'],
  alvys: ['baseUrl', 'clientId'],
};

/** The secret's purpose for the credentials cipher (a fleet or load-board secret never decrypts here). */
export const tmsSecretPurpose = (provider: StoredTmsConnection['provider']) => `tms:${provider}`;

/**
 * What keeps an account's TMS connection from working, one phrase each ([] when nothing does):
 * FLEET_CREDENTIALS_KEY, the provider's settings, its secret.
 */
export function tmsConnectionProblems(
  connection: StoredTmsConnection,
  options: { credentialsKey?: Buffer },
): string[] {
  const problems: string[] = [];
  if (!options.credentialsKey) problems.push('FLEET_CREDENTIALS_KEY is not configured');
  const missing = (TMS_REQUIRED[connection.provider] ?? [])
    .filter((name) => !connection.settings[name])
    .concat(
      connection.credentials
        ? []
        : [connection.provider === 'ditat' ? 'the password' : 'the client secret'],
    );
  if (missing.length > 0) problems.push(`its settings lack ${missing.join(', ')}`);
  return problems;
}

/**
 * The TMS an account's saved loads go to: none stored → the built-in TMS (undefined: the loads
 * component keeps them itself); Ditat or Alvys from the stored connection, its secret decrypted
 * with FLEET_CREDENTIALS_KEY. A connection that is stored but incomplete, or whose secret does not
 * decrypt, throws a TmsConnectionError naming the account and what is missing.
 */
export function tmsFor(
  connection: StoredTmsConnection | undefined,
  options: { credentialsKey?: Buffer; http?: TmsHttpOptions } = {},
): RemoteTms | undefined {
  if (!connection) return undefined;
  const label = connection.provider === 'ditat' ? 'Ditat' : 'Alvys';
  const problems = tmsConnectionProblems(connection, options);
  if (problems.length > 0) {
    throw new TmsConnectionError(
      `The ${label} TMS connection of account ${connection.account_id} cannot work: ${problems.join('; ')}.`,
    );
  }
  let secret: string;
  try {
    secret = createCredentialsCipher(options.credentialsKey!).decrypt(
      connection.credentials!,
      connection.account_id,
      tmsSecretPurpose(connection.provider),
    );
  } catch (error) {
    throw new TmsConnectionError(
      `The ${label} TMS secret of account ${connection.account_id} cannot be read: ${(error as Error).message}.`,
    );
  }
  const s = connection.settings;
  switch (connection.provider) {
    case 'ditat':
      return createDitatTms(
        { baseUrl: s.baseUrl!, accountId: s.accountId!, userName: s.userName!, password: secret },
        options.http,
      );
    case 'alvys':
      return createAlvysTms(
        {
          baseUrl: s.baseUrl!,
          clientId: s.clientId!,
          clientSecret: secret,
          tokenUrl: s.tokenUrl,
          audience: s.audience,
        },
        options.http,
      );
    default:
      throw new TmsConnectionError(
        `Unknown TMS provider '${String((connection as { provider: unknown }).provider)}' for account ${(connection as StoredTmsConnection).account_id}.`,
      );
  }
}
