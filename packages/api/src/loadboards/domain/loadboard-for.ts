import type { LoadboardProvider } from '@fleet/contracts';
import type { LoadSearchProvider, TruckPostProvider } from './providers';

/**
 * Which board answers an account: `loadboardFor(accountId, board)`. Today every account gets the
 * built-in sandbox board. The seam for saved credentials is `credentialsFor` (null: none saved)
 * and `connect` (a client for the board with those credentials): when both give something, the
 * account's own DAT or Truckstop answers instead of the sandbox.
 */

/** What a board needs to answer for an account (decrypted saved settings), opaque here. */
export type SavedCredentials = Record<string, string>;

/** DAT searches and keeps truck posts; Truckstop only searches (document 3 §7). */
export interface BoardProviders {
  DAT: LoadSearchProvider & TruckPostProvider;
  TRUCKSTOP: LoadSearchProvider;
}

export interface LoadboardSelection {
  /** The account's saved credentials for a board, or null. Default: always null. */
  credentialsFor?: (
    accountId: string,
    provider: LoadboardProvider,
  ) => Promise<SavedCredentials | null>;
  /** A real client for the board with saved credentials (filled in with the DAT/Truckstop clients). */
  connect?: <B extends LoadboardProvider>(
    provider: B,
    credentials: SavedCredentials,
    accountId: string,
  ) => BoardProviders[B] | null;
  /** The sandbox board as this account sees it (it stands in for both boards). */
  sandbox: (accountId: string) => BoardProviders['DAT'];
}

export const noSavedCredentials = async (): Promise<SavedCredentials | null> => null;

export function createLoadboardFor(selection: LoadboardSelection) {
  const credentialsFor = selection.credentialsFor ?? noSavedCredentials;
  return async function loadboardFor<B extends LoadboardProvider>(
    accountId: string,
    board: B,
  ): Promise<BoardProviders[B]> {
    const credentials = await credentialsFor(accountId, board);
    if (credentials && selection.connect) {
      const client = selection.connect(board, credentials, accountId);
      if (client) return client;
    }
    return selection.sandbox(accountId);
  };
}

export type LoadboardFor = ReturnType<typeof createLoadboardFor>;
