import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/fixtures';

// The web project shares one module graph and one global object per worker (isolate: false), so
// this file brings its own IndexedDB and fresh copies of the modules that cache a connection, and
// takes both away again for the files that follow.
let handoff: typeof import('./session-handoff');
let storage: typeof import('./session-storage');
beforeAll(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.resetModules();
  handoff = await import('./session-handoff');
  storage = await import('./session-storage');
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the session handed from the refreshing tab to the next holder of the lock', () => {
  beforeEach(async () => {
    storage.clearStoredSession();
    await handoff.handoffSettled();
  });

  it('is the refreshed session even while this tab still sees the old one in localStorage', async () => {
    const old = makeSession();
    const refreshed = {
      ...makeSession(),
      access_token: 'access-2',
      expires_at: old.expires_at + 60_000,
    };
    storage.writeStoredSession(refreshed);
    await handoff.handoffSettled();
    // Another renderer's copy of localStorage that has not caught up yet.
    window.localStorage.setItem(storage.SESSION_STORAGE_KEY, JSON.stringify(old));
    await expect(storage.readLatestStoredSession()).resolves.toEqual(refreshed);
  });

  it('gives way to a later session in localStorage (a sign-in not handed off yet)', async () => {
    const handedOff = makeSession();
    storage.writeStoredSession(handedOff);
    await handoff.handoffSettled();
    const later = { ...handedOff, access_token: 'access-9', expires_at: handedOff.expires_at + 1 };
    window.localStorage.setItem(storage.SESSION_STORAGE_KEY, JSON.stringify(later));
    await expect(storage.readLatestStoredSession()).resolves.toEqual(later);
  });

  it('is cleared with the stored session, and the write has completed once settled', async () => {
    storage.writeStoredSession(makeSession());
    await handoff.handoffSettled();
    await expect(handoff.readHandoff()).resolves.toContain('access-1');
    storage.clearStoredSession();
    await handoff.handoffSettled();
    await expect(handoff.readHandoff()).resolves.toBeNull();
    await expect(storage.readLatestStoredSession()).resolves.toBeNull();
  });

  it('ignores a handed-off value that is not a session', async () => {
    await handoff.writeHandoff('{"access_token": 42}');
    const stored = makeSession();
    window.localStorage.setItem(storage.SESSION_STORAGE_KEY, JSON.stringify(stored));
    await expect(storage.readLatestStoredSession()).resolves.toEqual(stored);
  });
});
