/**
 * `pnpm admin` / `pnpm voice-admin`: the service's admin CLI on the embedded product's database
 * under ./data (see embedded/database-layout.ts), unless DATABASE_URL or DATA_DIR says otherwise.
 */
import path from 'node:path';
import { adminEnvironment } from './embedded/database-layout';

const service = process.argv[2];
if (service !== 'api' && service !== 'voice') {
  console.error('usage: tsx scripts/admin.ts api|voice <command> ...');
  process.exit(2);
}
process.argv.splice(2, 1);
const dataRoot = path.resolve(process.env.INIT_CWD ?? process.cwd(), 'data');
Object.assign(process.env, adminEnvironment(service, process.env, dataRoot));
await import(
  service === 'api'
    ? '../packages/api/src/cli/admin.ts'
    : '../packages/voice/src/cli/voice-admin.ts'
);
