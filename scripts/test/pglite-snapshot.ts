import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A fresh PGlite cluster, made once per test run and loaded by every in-memory PGlite the Node
 * tests open, instead of running initdb for each one (2.4–4.7 s per database on this machine under
 * load, against about 0.5 s to load the snapshot). The databases are the real PGlite, in the state
 * initdb leaves them in; only the cluster's creation is shared, as PostgreSQL's template databases
 * do. A new data directory (the persistence tests) gets the same cluster unpacked into it.
 *
 * Both halves live here: `createPgliteSnapshot` runs in the node project's global setup
 * (pglite-snapshot-setup.ts), `loadPgliteFromSnapshot` in each test file's setup
 * (pglite-from-snapshot.ts).
 */
export const SNAPSHOT_ENV = 'TEST_PGLITE_SNAPSHOT';

interface PGliteLike {
  dumpDataDir(compression: 'none'): Promise<File | Blob>;
  close(): Promise<void>;
}
interface PGliteStatic {
  create(...args: unknown[]): Promise<PGliteLike>;
}

/**
 * The PGlite module service-kit imports (the root package does not depend on it): its ESM entry,
 * so that it is the very module instance the tests' databases are created with.
 */
async function pgliteModule(): Promise<{ PGlite: PGliteStatic }> {
  const require = createRequire(
    new URL('../../packages/service-kit/package.json', import.meta.url),
  );
  const cjsEntry = require.resolve('@electric-sql/pglite');
  return import(pathToFileURL(join(dirname(cjsEntry), 'index.js')).href);
}

/** initdb once; the cluster as an uncompressed tarball (loadDataDir's format). */
export async function createPgliteSnapshot(): Promise<Uint8Array> {
  const { PGlite } = await pgliteModule();
  const db = await PGlite.create();
  try {
    const dump = await db.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await db.close();
  }
}

const PATCHED = Symbol.for('fleet.test.pgliteFromSnapshot');

/**
 * `PGlite.create()` with no arguments (an in-memory database: service-kit's only such call) loads
 * the snapshot; so does `PGlite.create(dir)` for a data directory that is still empty (PGlite
 * unpacks the snapshot into it, where initdb would have written the same cluster: 0.3 s of CPU
 * instead of 1.35 s on this machine). A directory that holds a cluster is opened as it is. Once
 * per worker: the PGlite module is Node's own, shared by the worker's files.
 */
export async function loadPgliteFromSnapshot(file: string): Promise<void> {
  const { PGlite } = await pgliteModule();
  const marked = PGlite as PGliteStatic & { [PATCHED]?: true };
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;
  const create = PGlite.create.bind(PGlite);
  const blob = new Blob([await readFile(file)]);
  marked.create = async (...args: unknown[]) => {
    if (args.length === 0 || (args.length === 1 && args[0] === undefined)) {
      return create({ loadDataDir: blob });
    }
    const [dataDir] = args;
    if (args.length === 1 && typeof dataDir === 'string' && (await isEmptyDirectory(dataDir))) {
      return create({ dataDir, loadDataDir: blob });
    }
    return create(...args);
  };
}

/** A directory on disk (not a memory:// or idb:// URL) that exists and holds nothing. */
async function isEmptyDirectory(path: string): Promise<boolean> {
  if (path.includes('://')) return false;
  try {
    return (await readdir(path)).length === 0;
  } catch {
    return false;
  }
}
