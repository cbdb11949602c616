import { describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/fixtures';
import { parseStoredSession, readStoredSession, SESSION_STORAGE_KEY } from './session-storage';

describe('stored session', () => {
  it('is read back when it has the contract shape', async () => {
    const session = makeSession();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    await expect(readStoredSession()).resolves.toEqual(session);
  });

  it('counts as absent when missing, not JSON, or not the contract shape', async () => {
    await expect(parseStoredSession(null)).resolves.toBeNull();
    await expect(parseStoredSession('{not json')).resolves.toBeNull();
    const { token_type: _gone, ...partial } = makeSession();
    await expect(parseStoredSession(JSON.stringify(partial))).resolves.toBeNull();
  });
});
