import { type SessionTokens, sessionTokensSchema } from '@fleet/contracts';

/** Where the session lives in the browser; every tab of the origin shares it. */
export const SESSION_STORAGE_KEY = 'fleet.session';

export function parseStoredSession(raw: string | null): SessionTokens | null {
  if (!raw) return null;
  try {
    const parsed = sessionTokensSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readStoredSession(storage: Storage = window.localStorage): SessionTokens | null {
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
