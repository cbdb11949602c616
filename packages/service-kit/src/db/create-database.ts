import type { Database, DatabaseOptions } from './database';
import { createPgliteDatabase } from './pglite';

/**
 * PostgreSQL when a url is given, else PGlite in dataDir (in memory without one). The PostgreSQL
 * driver loads only when a url is given (the embedded default never needs it).
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const { createPostgresDatabase } = await import('./postgres');
    return createPostgresDatabase({
      url: options.url,
      schema: options.schema,
      poolSize: options.poolSize,
    });
  }
  return createPgliteDatabase({ dataDir: options.dataDir, schema: options.schema });
}
