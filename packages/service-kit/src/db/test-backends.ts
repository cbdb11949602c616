import { randomBytes } from 'node:crypto';
import { createDatabase } from './create-database';
import type { Database } from './database';

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /**
   * A database of its own: PGlite in memory, or on PostgreSQL a fresh schema in the run's
   * database (dropped again by close), so test files sharing that database never see each other.
   */
  open(): Promise<Database>;
}

/** Backends to parametrize integration tests over: PGlite always, PostgreSQL when available. */
export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [{ name: 'pglite', open: () => createDatabase() }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) backends.push({ name: 'postgres', open: () => openIsolatedSchema(url) });
  return backends;
}

async function openIsolatedSchema(url: string): Promise<Database> {
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const db = await createDatabase({ url, schema, poolSize: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
