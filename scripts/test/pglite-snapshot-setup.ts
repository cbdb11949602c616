import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteSnapshot, SNAPSHOT_ENV } from './pglite-snapshot';

/** The node project's global setup: one initdb for the run (see pglite-snapshot.ts). */
export default async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'fleet-pglite-'));
  const file = join(dir, 'cluster.tar');
  await writeFile(file, await createPgliteSnapshot());
  process.env[SNAPSHOT_ENV] = file;
  return async () => {
    delete process.env[SNAPSHOT_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}
