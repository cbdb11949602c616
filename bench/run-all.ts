import { execFileSync } from 'node:child_process';
import { ROOT } from './embedded-process';

for (const script of [
  'cold-start.ts',
  'memory.ts',
  'clone-to-login.ts',
  'fleet-scale.ts',
  'web-entry-size.ts',
  'web-lighthouse.ts',
  'web-filter-paint.ts',
  'gateway-throughput.ts',
  'gateway-memory.ts',
  'gateway-failover.ts',
  'load-extraction.ts',
  'carrier-file.ts',
  'campaign-restart.ts',
  'campaigns-fanout.ts',
  'loadboard-search.ts',
  'task-list.ts',
  'note-upload.ts',
  'ratecon-extraction.ts',
  'invoice-extraction.ts',
  'invoice-list.ts',
  'invoice-export.ts',
  'api-load.ts',
]) {
  console.log(`\n# bench/${script}`);
  execFileSync(process.execPath, ['--import', 'tsx', `bench/${script}`], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
