import { runService } from '@fleet/service-kit';
import { loadConfig } from './config';
import { startGateway } from './server';

runService({ name: 'gateway', loadConfig, start: startGateway });
