import type { SessionTokens } from '@fleet/contracts';
import { entrySchema } from './lazy-schemas';

/** Where the session lives in the browser; every tab of the origin shares it. */
export const SESSION_STORAGE_KEY = 'fleet.session';

/**
 * The stored session when it still has the contract's shape, else null. Asynchronous because the
 * schema loads on first use (outside the entry bundle); with nothing stored nothing loads. Rejects
 * only when that chunk cannot load (the auth machine then starts signed out).
 */
export async function parseStoredSession(raw: string | null): Promise<SessionTokens | null> {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = (await entrySchema('sessionTokensSchema').load()).safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function readStoredSession(
  storage: Storage = window.localStorage,
): Promise<SessionTokens | null> {
  return parseStoredSession(storage.getItem(SESSION_STORAGE_KEY));
}

export function writeStoredSession(
  session: SessionTokens,
  storage: Storage = window.localStorage,
): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(storage: Storage = window.localStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
}
