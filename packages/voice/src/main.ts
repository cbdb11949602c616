import { createLogger } from '@fleet/service-kit';
import { loadConfig } from './config';
import { startVoice } from './server';

const config = loadConfig();
const logger = createLogger('voice', config.logLevel);
logger.info(
  { database: config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}` },
  'starting voice service',
);
startVoice(config, { logger, handleSignals: true }).catch((error: unknown) => {
  logger.fatal({ err: error }, 'voice service failed to start');
  process.exit(1);
});
