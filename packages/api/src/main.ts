import { createLogger } from '@fleet/service-kit';
import { loadConfig } from './config';
import { startApi } from './server';

const config = loadConfig();
const logger = createLogger('api', config.logLevel);
startApi(config, { logger, handleSignals: true }).catch((error: unknown) => {
  logger.fatal({ err: error }, 'api failed to start');
  process.exit(1);
});
