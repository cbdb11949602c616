import type { Database, DatabaseOptions } from './database';
import { createPgliteDatabase } from './pglite';
import { createPostgresDatabase } from './postgres';

/** PostgreSQL when a url is given, else PGlite in dataDir (in memory without one). */
export function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    return createPostgresDatabase({
      url: options.url,
      schema: options.schema,
      poolSize: options.poolSize,
    });
  }
  return createPgliteDatabase({ dataDir: options.dataDir, schema: options.schema });
}
