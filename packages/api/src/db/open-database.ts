import { createDatabase, type Database, migrate } from '@fleet/service-kit/db';
import { migrations } from './migrations';

/** PostgreSQL at databaseUrl, else PGlite in dataDir; migrated before it is handed out. */
export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  databaseSchema?: string;
}): Promise<Database> {
  const db = await createDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
  });
  try {
    await migrate(db, migrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
