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
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
  readonly closed: boolean;
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
 * the snapshot, or hands out an in-memory database a test file of this worker has closed, put
 * back in initdb's state (see `recycle`); so does `PGlite.create(dir)` for a data directory that
 * is still empty (PGlite unpacks the snapshot into it, where initdb would have written the same
 * cluster: 0.3 s of CPU instead of 1.35 s on this machine). A directory that holds a cluster is
 * opened as it is. Once per worker: the PGlite module is Node's own, shared by the worker's files.
 */
export async function loadPgliteFromSnapshot(file: string): Promise<void> {
  const { PGlite } = await pgliteModule();
  const marked = PGlite as PGliteStatic & { [PATCHED]?: true };
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;
  const create = PGlite.create.bind(PGlite);
  const blob = new Blob([await readFile(file)]);
  const fresh = async () => {
    const db = await create({ loadDataDir: blob });
    if (!initdbState) {
      initdbState = fingerprint(db);
      await initdbState;
    }
    return db;
  };
  marked.create = async (...args: unknown[]) => {
    if (args.length === 0 || (args.length === 1 && args[0] === undefined)) {
      // Reused only in a vitest worker, whose files close their databases: not in a process a
      // test starts (the admin CLI), whose data directory opens its in-memory cluster once.
      // TEST_PGLITE_POOL=0: every database loads the snapshot (to measure the pool against).
      const inWorker = '__vitest_worker__' in globalThis;
      if (!inWorker || process.env.TEST_PGLITE_POOL === '0') {
        return create({ loadDataDir: blob });
      }
      return lease(idle.pop() ?? (await fresh()));
    }
    const [dataDir] = args;
    if (args.length === 1 && typeof dataDir === 'string' && (await isEmptyDirectory(dataDir))) {
      return create({ dataDir, loadDataDir: blob });
    }
    return create(...args);
  };
}

/**
 * In-memory databases closed by a test file, kept for the next one: loading the snapshot is
 * 2–2.7 s of CPU per database (1.9 s user, 0.7 s system, measured at load 13), emptying a used
 * one 10–100 ms. A closed database is emptied back to initdb's state and is handed out again
 * only if its catalog then reads exactly as a fresh one's (`fingerprint`); otherwise (a role it
 * created, an extension, a database setting) it is closed for good.
 */
const idle: PGliteLike[] = [];
/** Two per worker at most (a file opens one or two at once): each holds its buffers. */
const MAX_IDLE = 2;
let initdbState: Promise<string> | undefined;

/**
 * The database as the caller sees it: the PGlite itself, but `close()` returns it to the pool,
 * and once closed it answers as a closed PGlite does ("PGlite is closed").
 */
function lease(db: PGliteLike): PGliteLike {
  let released = false;
  const close = async () => {
    if (released) return;
    released = true;
    await recycle(db);
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'close' || property === Symbol.asyncDispose) return close;
      if (property === 'closed') return released;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (released) throw new Error('PGlite is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function recycle(db: PGliteLike): Promise<void> {
  try {
    if (idle.length >= MAX_IDLE) throw new Error('pool full');
    await db.exec('ROLLBACK').catch(() => {}); // a transaction a test left open
    await db.exec('DISCARD ALL'); // settings, prepared statements, LISTEN, temp tables, locks
    await db.exec(`
      DO $$
      DECLARE s text;
      BEGIN
        FOR s IN SELECT nspname FROM pg_namespace
          WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
            AND nspname !~ '^pg_(toast_)?temp_'
        LOOP
          EXECUTE format('DROP SCHEMA %I CASCADE', s);
        END LOOP;
      END $$;
      CREATE SCHEMA public AUTHORIZATION pg_database_owner;
      GRANT USAGE ON SCHEMA public TO PUBLIC;
      COMMENT ON SCHEMA public IS 'standard public schema';
    `);
    if ((await fingerprint(db)) !== (await initdbState)) throw new Error('not as initdb left it');
    idle.push(db);
  } catch {
    await db.close().catch(() => {});
  }
}

/**
 * What a test can leave in a database, read from the catalog: the schemas with their owners and
 * grants, and how many relations, functions, types, roles, extensions, comments, settings and
 * the like there are. Equal to a fresh database's only if the database is back in that state.
 */
async function fingerprint(db: PGliteLike): Promise<string> {
  const catalogs = [
    'pg_class',
    'pg_attribute',
    'pg_proc',
    'pg_type',
    'pg_authid',
    'pg_auth_members',
    'pg_extension',
    'pg_description',
    'pg_db_role_setting',
    'pg_event_trigger',
    'pg_publication',
    'pg_foreign_data_wrapper',
    'pg_foreign_server',
    'pg_largeobject_metadata',
    'pg_cast',
    'pg_operator',
    'pg_opclass',
    'pg_opfamily',
    'pg_collation',
    'pg_conversion',
    'pg_ts_config',
    'pg_ts_dict',
    'pg_default_acl',
    'pg_policy',
    'pg_trigger',
    'pg_constraint',
    'pg_rewrite',
    'pg_sequence',
    'pg_statistic_ext',
    'pg_am',
    'pg_language',
    'pg_enum',
    'pg_database',
    'pg_init_privs',
  ];
  // Temporary relations are gone after DISCARD ALL; the public schema is made again, so its
  // entry in pg_init_privs (initdb's record of its first grants, read only by pg_dump) is not
  // counted.
  const where: Record<string, string> = {
    pg_class: "relpersistence <> 't'",
    pg_init_privs: "classoid <> 'pg_namespace'::regclass",
  };
  const counts = catalogs
    .map((c) => `(SELECT count(*) FROM ${c}${where[c] ? ` WHERE ${where[c]}` : ''})`)
    .join(', ');
  const [row] = (
    await db.query<{ state: string }>(`
      SELECT json_build_array(
        (SELECT json_agg(json_build_array(nspname, nspowner::regrole::text, nspacl::text)
           ORDER BY nspname)
         FROM pg_namespace WHERE nspname !~ '^pg_(toast_)?temp_'),
        (SELECT json_build_array(datacl::text, datconnlimit, datallowconn)
         FROM pg_database WHERE datname = current_database()),
        json_build_array(${counts})
      )::text AS state`)
  ).rows;
  return row!.state;
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
