import { createLogger, type StartedServer, startServer } from '@fleet/service-kit';
import { createDatabase, type Database, migrate } from '@fleet/service-kit/db';
import type { VoiceConfig } from './config';
import { migrations } from './data/migrations';
import { createApp, type VoiceDeps } from './http/app';

export interface StartedVoice extends StartedServer {
  db: Database;
}

/**
 * Opens the database (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR), migrates it, and
 * serves the app. Closing drains HTTP first, then closes the database (unless it was passed in).
 */
export async function startVoice(
  config: VoiceConfig,
  deps: Partial<VoiceDeps> & { handleSignals?: boolean } = {},
): Promise<StartedVoice> {
  const logger = deps.logger ?? createLogger('voice', config.logLevel);
  const ownsDb = !deps.db;
  const db =
    deps.db ?? (await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  try {
    const applied = await migrate(db, migrations);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }
  const app = createApp(config, { ...deps, db, logger });
  const started = await startServer(app, {
    port: config.port,
    host: config.host,
    logger,
    handleSignals: deps.handleSignals,
    onClose: async () => {
      if (ownsDb) await db.close();
    },
  });
  return { ...started, db };
}
