import type { SessionTokens } from '@fleet/contracts';
import { entrySchema } from './lazy-schemas';
import { readHandoff, writeHandoff } from './session-handoff';

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

/**
 * What the refresh lock's new holder should go by: the session the last refresh handed off
 * (see session-handoff.ts) unless localStorage already holds a later one (a sign-in elsewhere).
 */
export async function readLatestStoredSession(
  storage: Storage = window.localStorage,
): Promise<SessionTokens | null> {
  const [handedOff, stored] = await Promise.all([
    readHandoff().then(parseStoredSession),
    readStoredSession(storage),
  ]);
  if (handedOff === null) return stored;
  if (stored === null) return handedOff;
  return handedOff.expires_at >= stored.expires_at ? handedOff : stored;
}

export function writeStoredSession(
  session: SessionTokens,
  storage: Storage = window.localStorage,
): void {
  const raw = JSON.stringify(session);
  storage.setItem(SESSION_STORAGE_KEY, raw);
  void writeHandoff(raw);
}

export function clearStoredSession(storage: Storage = window.localStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
  void writeHandoff(null);
}
