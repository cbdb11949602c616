import { runMain } from '@fleet/service-kit';
import { runAdmin } from './run-admin';

await runMain(runAdmin);
