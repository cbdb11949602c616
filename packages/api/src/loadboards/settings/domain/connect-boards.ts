import { createHash } from 'node:crypto';
import type { LoadboardProvider } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import {
  type CredentialsCipher,
  CredentialsCipherError,
} from '../../../fleet/domain/credentials-cipher';
import type { BoardDeps } from '../../../providers/loadboard/dat/board-http';
import { createDatBoard, type DatConfig } from '../../../providers/loadboard/dat/dat-board';
import {
  createTruckstopBoard,
  type TruckstopConfig,
} from '../../../providers/loadboard/truckstop/truckstop-board';
import type { BoardProviders, SavedCredentials } from '../../domain/loadboard-for';
import { LoadboardError } from '../../domain/providers';
import { savedLoadboardCredentials } from './loadboard-settings';

/**
 * The two halves of the search seam (loadboards/domain/loadboard-for.ts) for saved settings:
 * `credentialsFor` reads an account's decrypted settings (null: none saved, the sandbox answers);
 * `connect` gives the DAT or Truckstop client for them, one per account and provider, kept while
 * the settings stay the same so DAT's tokens are reused.
 */
export function loadboardCredentialsFor(db: Queryable, cipher: CredentialsCipher | null) {
  return async (
    accountId: string,
    provider: LoadboardProvider,
  ): Promise<SavedCredentials | null> => {
    try {
      return await savedLoadboardCredentials(db, cipher, accountId, provider);
    } catch (error) {
      if (error instanceof CredentialsCipherError) {
        throw new LoadboardError(
          `The saved ${provider} credentials cannot be read: ${error.message}`,
          500,
          false,
        );
      }
      throw error;
    }
  };
}

export interface BoardConnectorOptions {
  /** Overrides for every DAT client (URLs, paging, timeouts). */
  dat?: Partial<Omit<DatConfig, 'orgEmail' | 'userEmail' | 'clientSecret'>>;
  /** Overrides for every Truckstop client, and the integrator's login. */
  truckstop?: Partial<Omit<TruckstopConfig, 'integrationId'>>;
  deps?: BoardDeps;
  /** Clients kept at most (least recently used go first). */
  maxClients?: number;
}

export function createBoardConnector(options: BoardConnectorOptions = {}) {
  const clients = new Map<string, { fingerprint: string; client: unknown }>();
  const max = options.maxClients ?? 1_000;
  return function connect<B extends LoadboardProvider>(
    provider: B,
    credentials: SavedCredentials,
    accountId: string,
  ): BoardProviders[B] | null {
    const key = `${accountId}:${provider}`;
    const fingerprint = createHash('sha256').update(JSON.stringify(credentials)).digest('hex');
    const kept = clients.get(key);
    if (kept && kept.fingerprint === fingerprint) {
      clients.delete(key);
      clients.set(key, kept);
      return kept.client as BoardProviders[B];
    }
    let client: BoardProviders[LoadboardProvider] | null = null;
    if (provider === 'DAT') {
      const { dat_org_email, dat_user_email, dat_client_secret } = credentials;
      if (dat_org_email && dat_user_email && dat_client_secret) {
        client = createDatBoard(
          {
            ...options.dat,
            orgEmail: dat_org_email,
            userEmail: dat_user_email,
            clientSecret: dat_client_secret,
          },
          options.deps,
        );
      }
    } else if (credentials.truckstop_integration_id) {
      client = createTruckstopBoard(
        { ...options.truckstop, integrationId: credentials.truckstop_integration_id },
        options.deps,
      );
    }
    if (!client) return null;
    clients.set(key, { fingerprint, client });
    if (clients.size > max) clients.delete(clients.keys().next().value as string);
    return client as BoardProviders[B];
  };
}
