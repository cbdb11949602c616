import { runService } from '@fleet/service-kit';
import { loadConfig } from './config';
import { startVoice } from './server';

runService({
  name: 'voice',
  loadConfig,
  start: startVoice,
  describe: (config) => ({
    database: config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}`,
    telephony: config.telephony.provider,
  }),
});
