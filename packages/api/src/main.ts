import { runService } from '@fleet/service-kit';
import { loadConfig } from './config';
import { startApi } from './server';

runService({ name: 'api', loadConfig, start: startApi });
