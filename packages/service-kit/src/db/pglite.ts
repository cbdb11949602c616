import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { assertSchemaName, type Database, type Queryable, type SqlParam } from './database';

export async function createPgliteDatabase(options: {
  dataDir?: string;
  schema?: string;
}): Promise<Database> {
  const schema = assertSchemaName(options.schema ?? 'public');
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  if (schema !== 'public') {
    await db.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"; SET search_path TO "${schema}"`);
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

  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    schema,
    ...on(db),
    transaction: (fn) => db.transaction((tx) => fn(on(tx))),
    withLock: <T>(_key: string, fn: (db: Queryable) => Promise<T>) => {
      const run = queue.then(() => fn(on(db)));
      queue = run.catch(() => {});
      return run;
    },
    close: () => db.close(),
  };
}
