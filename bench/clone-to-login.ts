/**
 * Time from a fresh clone to a served login page: `git clone` of this repository into a temporary
 * folder, then the README's start command (install from the lockfile, build, start), until the
 * login page is served and a demo sign-in works. pnpm's store on this machine is warm after the
 * first install, as it is for a developer; set BENCH_COLD_STORE=1 to use an empty store.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatSeconds, ROOT, waitForLoginPage } from './embedded-process';

const dir = mkdtempSync(path.join(tmpdir(), 'fleet-clone-'));
const started = performance.now();
execFileSync('git', ['clone', '--quiet', ROOT, dir]);
const cloned = performance.now();
const startCommand = execFileSync('node', ['scripts/readme-command.mjs', 'start'], {
  cwd: dir,
  encoding: 'utf8',
});
const port = 3900 + Math.floor(Math.random() * 90);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: path.join(dir, 'data'),
};
if (process.env.BENCH_COLD_STORE === '1') env.npm_config_store_dir = path.join(dir, '.pnpm-store');
const child = spawn('bash', ['-c', startCommand], {
  cwd: dir,
  env,
  stdio: 'ignore',
  detached: true,
});
try {
  await waitForLoginPage(`http://127.0.0.1:${port}`, 15 * 60_000);
  const served = performance.now();
  console.log(
    `fresh clone → login page: ${formatSeconds(served - started)} (clone ${formatSeconds(cloned - started)}, install + build + start ${formatSeconds(served - cloned)})`,
  );
} finally {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}
