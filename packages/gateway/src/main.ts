import { createLogger } from '@fleet/service-kit';
import { loadConfig } from './config';
import { startGateway } from './server';

const config = loadConfig();
const logger = createLogger('gateway', config.logLevel);
startGateway(config, { logger, handleSignals: true }).catch((error: unknown) => {
  logger.fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
});
