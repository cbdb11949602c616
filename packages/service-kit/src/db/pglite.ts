import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { assertSchemaName, type Database, type Queryable, type SqlParam } from './database';

/**
 * Server settings for a data directory (the embedded default: one user, a few tens of MB of
 * data). PGlite's defaults are a server's (shared_buffers 128 MB, maintenance_work_mem 64 MB,
 * max_connections 100), and WASM memory once touched never shrinks, so they stay resident for the
 * life of the process. Reads below the buffer pool still hit the OS page cache. Passed as extra
 * `-c` start parameters (not `postgresqlconf`, which would replace initdb's postgresql.conf with
 * its locale, date style and time zone lines). In-memory databases (tests, which load an initdb
 * snapshot through `PGlite.create()`) keep the defaults.
 */
const EMBEDDED_SETTINGS = [
  'shared_buffers=16MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=1MB',
  'max_connections=10',
];
const EMBEDDED_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting]),
];

/**
 * A data directory's cluster. An empty one (first start) is filled from one initdb shared by the
 * databases opened at the same time: PGlite would otherwise run initdb once per database (a
 * throwaway instance, initdb, a dump of its cluster, unpacked into the directory), and the
 * embedded default opens two at once. The shared cluster is dropped once they have opened.
 */
async function openDataDir(dataDir: string): Promise<PGlite> {
  await mkdir(dataDir, { recursive: true });
  const options = { dataDir, startParams: EMBEDDED_START_PARAMS };
  if ((await readdir(dataDir)).length > 0) return PGlite.create(options);
  sharedCluster ??= { dump: initdbCluster(), users: 0 };
  const cluster = sharedCluster;
  cluster.users++;
  try {
    return await PGlite.create({ ...options, loadDataDir: await cluster.dump });
  } finally {
    cluster.users--;
    if (cluster.users === 0 && sharedCluster === cluster) sharedCluster = undefined;
  }
}

let sharedCluster: { dump: Promise<Blob>; users: number } | undefined;

/**
 * A file holding a fresh cluster (what initdb leaves, as loadDataDir's tarball), made ahead of
 * time by `writeClusterTemplate` (`pnpm build:server` does): a first start then unpacks it instead
 * of running initdb, about 2 s of a 4–5 s cold start. Unset, missing or unreadable: initdb runs.
 */
export const CLUSTER_TEMPLATE_ENV = 'PGLITE_CLUSTER_TEMPLATE';

/**
 * Where a cluster template for the installed PGlite lives in dir: the file is named after
 * PGlite's version, so one made by another version (an upgrade without a rebuild) is never used.
 */
export function clusterTemplateFile(dir: string): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let packageDir = dirname(entry);
  while (!packageDir.endsWith('pglite') && dirname(packageDir) !== packageDir) {
    packageDir = dirname(packageDir);
  }
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return join(dir, `pglite-${version}-cluster.tar`);
}

/** Writes a fresh cluster's tarball to file (through a temporary file), for CLUSTER_TEMPLATE_ENV. */
export async function writeClusterTemplate(file: string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(partial, Buffer.from(await (await runInitdb()).arrayBuffer()));
  await rename(partial, file);
}

/** A fresh cluster as an uncompressed tarball (loadDataDir's format): the template, else initdb. */
async function initdbCluster(): Promise<Blob> {
  const template = process.env[CLUSTER_TEMPLATE_ENV];
  if (template) {
    try {
      return new Blob([await readFile(template)]);
    } catch {
      // Not there (a checkout that was never built): make one below.
    }
  }
  return runInitdb();
}

/** initdb in a throwaway in-memory instance, dumped as loadDataDir's tarball. */
async function runInitdb(): Promise<Blob> {
  const db = await PGlite.create();
  try {
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

/**
 * One PGlite per data directory in this process, shared by every database opened on it. The
 * embedded default opens the API's and the voice service's schemas on one cluster: one WASM
 * instance instead of two (idle memory of the product 880 → 801 MiB, median of 3) and one open at
 * start. PGlite has a single session, so the search path is part of what each statement runs
 * with: every statement of a schema runs through the cluster's queue, which first points the
 * search path at that schema when the previous statement ran for another one. A transaction holds
 * the queue until it ends.
 */
interface SharedCluster {
  db: Promise<PGlite>;
  users: number;
  searchPath: string;
  queue: Promise<unknown>;
}

const openClusters = new Map<string, SharedCluster>();

function clusterFor(dataDir: string | undefined): SharedCluster {
  const fresh = (): SharedCluster => ({
    db: dataDir ? openDataDir(dataDir) : PGlite.create(),
    users: 0,
    searchPath: 'public',
    queue: Promise.resolve(),
  });
  if (!dataDir) return fresh(); // in memory: a database of its own
  const key = resolve(dataDir);
  let cluster = openClusters.get(key);
  if (!cluster) {
    cluster = fresh();
    openClusters.set(key, cluster);
    cluster.db.catch(() => openClusters.delete(key));
  }
  return cluster;
}

export async function createPgliteDatabase(options: {
  dataDir?: string;
  schema?: string;
}): Promise<Database> {
  const schema = assertSchemaName(options.schema ?? 'public');
  const cluster = clusterFor(options.dataDir);
  cluster.users++;
  let db: PGlite;
  try {
    db = await cluster.db;
  } catch (error) {
    cluster.users--;
    throw error;
  }

  /**
   * Runs fn alone on the cluster, with the search path on this schema. PGlite runs a statement
   * synchronously in WebAssembly and resolves its promise as a microtask, so a chain of awaited
   * statements (a fleet sync's hundreds) never gave the event loop a turn: no request was even
   * read until the chain ended (a sign-in waited 5.9 s behind a first sync). Each statement now
   * waits for the event loop first, so requests that arrived meanwhile queue their statements
   * between the chain's.
   */
  const inSchema = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = cluster.queue.then(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (cluster.searchPath !== schema) {
        await db.exec(`SET search_path TO "${schema}"`);
        cluster.searchPath = schema;
      }
      return fn();
    });
    cluster.queue = run.catch(() => {});
    return run;
  };

  if (schema !== 'public') {
    await inSchema(() => db.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"`));
  }

  const on = (target: PGlite | Transaction): Queryable => ({
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      const result = await target.query<T>(sql, params as unknown[] | undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const direct = on(db);

  let lockQueue: Promise<unknown> = Promise.resolve();
  const database: Database = {
    kind: 'pglite',
    schema,
    query: (sql, params) => inSchema(() => direct.query(sql, params)),
    exec: (sql) => inSchema(() => direct.exec(sql)),
    transaction: (fn) => inSchema(() => db.transaction((tx) => fn(on(tx)))),
    withLock: <T>(_key: string, fn: (db: Queryable) => Promise<T>) => {
      const run = lockQueue.then(() => fn(database));
      lockQueue = run.catch(() => {});
      return run;
    },
    async close() {
      cluster.users--;
      if (cluster.users > 0) return;
      if (options.dataDir) openClusters.delete(resolve(options.dataDir));
      await db.close();
    },
  };
  return database;
}
