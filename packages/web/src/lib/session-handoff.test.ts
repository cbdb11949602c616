import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/fixtures';
import { handoffSettled, readHandoff, writeHandoff } from './session-handoff';
import {
  clearStoredSession,
  readLatestStoredSession,
  SESSION_STORAGE_KEY,
  writeStoredSession,
} from './session-storage';

describe('the session handed from the refreshing tab to the next holder of the lock', () => {
  beforeEach(async () => {
    clearStoredSession();
    await handoffSettled();
  });

  it('is the refreshed session even while this tab still sees the old one in localStorage', async () => {
    const old = makeSession();
    const refreshed = {
      ...makeSession(),
      access_token: 'access-2',
      expires_at: old.expires_at + 60_000,
    };
    writeStoredSession(refreshed);
    await handoffSettled();
    // Another renderer's copy of localStorage that has not caught up yet.
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(old));
    await expect(readLatestStoredSession()).resolves.toEqual(refreshed);
  });

  it('gives way to a later session in localStorage (a sign-in not handed off yet)', async () => {
    const handedOff = makeSession();
    writeStoredSession(handedOff);
    await handoffSettled();
    const later = { ...handedOff, access_token: 'access-9', expires_at: handedOff.expires_at + 1 };
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(later));
    await expect(readLatestStoredSession()).resolves.toEqual(later);
  });

  it('is cleared with the stored session, and the write has completed once settled', async () => {
    writeStoredSession(makeSession());
    await handoffSettled();
    await expect(readHandoff()).resolves.toContain('access-1');
    clearStoredSession();
    await handoffSettled();
    await expect(readHandoff()).resolves.toBeNull();
    await expect(readLatestStoredSession()).resolves.toBeNull();
  });

  it('ignores a handed-off value that is not a session', async () => {
    await writeHandoff('{"access_token": 42}');
    const stored = makeSession();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    await expect(readLatestStoredSession()).resolves.toEqual(stored);
  });
});
