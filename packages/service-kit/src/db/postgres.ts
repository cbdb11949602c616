import pg from 'pg';
import { assertSchemaName, type Database, type Queryable, type SqlParam } from './database';

export async function createPostgresDatabase(options: {
  url: string;
  schema?: string;
  poolSize?: number;
}): Promise<Database> {
  const schema = assertSchemaName(options.schema ?? 'public');
  if (schema !== 'public') {
    const client = new pg.Client({ connectionString: options.url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A server that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: 5_000,
    ...(schema === 'public' ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client that loses its server (restart, failover) must not crash the process.
  pool.on('error', () => {});

  const onClient = (client: pg.PoolClient | pg.Pool): Queryable => ({
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      const result = await client.query(sql, params as unknown[] | undefined);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });

  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await fn(client);
    } catch (error) {
      if (error instanceof Error && !('code' in error)) broken = error;
      throw error;
    } finally {
      client.release(broken);
    }
  };

  return {
    kind: 'postgres',
    schema,
    ...onClient(pool),
    transaction: (fn) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const result = await fn(onClient(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    withLock: (key, fn) =>
      withClient(async (client) => {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await fn(onClient(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
        }
      }),
    close: () => pool.end(),
  };
}
