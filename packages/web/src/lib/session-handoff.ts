/**
 * The session as the last refresh left it, handed from the tab that refreshed to the tabs that
 * waited for the refresh lock.
 *
 * Why not localStorage alone: Chromium keeps a copy of localStorage in each renderer process and
 * brings the others up to date asynchronously, so a tab granted the Web Lock a moment after another
 * tab stored a fresh session can still read the old one, and refresh a second time. IndexedDB has
 * no such per-process copy: a transaction that starts after another one completed sees its write.
 * So every stored session is also written here, the refresh lock is released only once that write
 * has completed (`handoffSettled`), and the tab that gets the lock next reads it from here.
 *
 * Where IndexedDB is missing or refuses (some private modes), every call resolves to "nothing" and
 * the lock falls back to localStorage; the identity service's reuse grace absorbs that race.
 */
const DB_NAME = 'fleet-session';
const STORE = 'handoff';
const KEY = 'session';

let opening: Promise<IDBDatabase | null> | undefined;
let lastWrite: Promise<void> = Promise.resolve();

function database(): Promise<IDBDatabase | null> {
  opening ??= openDatabase().then((db) => {
    if (db === null) opening = undefined; // unavailable now; the next write asks again
    return db;
  });
  return opening;
}

function openDatabase(): Promise<IDBDatabase | null> {
  return new Promise<IDBDatabase | null>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME, 1);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

async function transact<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
): Promise<T | null> {
  const db = await database();
  if (!db) return null;
  return new Promise<T | null>((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve((request.result as T | undefined) ?? null);
      tx.onerror = () => resolve(null);
      tx.onabort = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Records the raw stored session (a JSON string; null when signed out). */
export function writeHandoff(raw: string | null): Promise<void> {
  lastWrite = transact<void>('readwrite', (store) =>
    raw === null ? store.delete(KEY) : store.put(raw, KEY),
  ).then(() => undefined);
  return lastWrite;
}

/** The raw session the last completed write left, or null. */
export function readHandoff(): Promise<string | null> {
  return transact<string>('readonly', (store) => store.get(KEY));
}

/** Resolves once this tab's last write has completed (or failed): then the lock may go. */
export function handoffSettled(): Promise<void> {
  return lastWrite;
}
