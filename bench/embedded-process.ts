import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface RunningProduct {
  child: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * How the product is run: `bundle` (the default) is what `pnpm start` runs, the server built by
 * scripts/embedded/build-server.ts and started with plain Node; `tsx` compiles
 * scripts/embedded.ts at run time (`pnpm start:embedded`, and `pnpm start` before issue 19).
 */
export const RUNNER = process.env.BENCH_EMBEDDED_RUNNER === 'tsx' ? 'tsx' : 'bundle';

const built = new Set<string>();

/** Builds the server bundle of a checkout once per bench process (about a second). */
export function serverArgs(cwd = ROOT): string[] {
  if (RUNNER === 'tsx') return ['--import', 'tsx', 'scripts/embedded.ts'];
  const bundle = 'dist/server/embedded.mjs';
  if (!built.has(cwd) || !existsSync(path.join(cwd, bundle))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/embedded/build-server.ts'], {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    built.add(cwd);
  }
  return [bundle];
}

/** Starts the embedded product in its own process on a fresh data directory. */
export function startEmbedded(
  options: { cwd?: string; port?: number; dataDir?: string; env?: Record<string, string> } = {},
) {
  const port = options.port ?? 3400 + Math.floor(Math.random() * 500);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'fleet-bench-'));
  const cwd = options.cwd ?? ROOT;
  const child = spawn(process.execPath, serverArgs(cwd), {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const product: RunningProduct = {
    child,
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return { product, dataDir, stderr: () => stderr };
}

/** Resolves when the login page is served and the API answers a sign-in. */
export async function waitForLoginPage(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const page = await fetch(`${baseUrl}/login`);
      const html = page.ok ? await page.text() : '';
      const api = await fetch(`${baseUrl}/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'dispatcher@demo.test', password: 'dispatch-demo' }),
      });
      if (html.includes('<div id="root"') && api.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`login page not served within ${timeoutMs} ms`);
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function residentBytes(pid: number): number {
  const children = readChildren(pid);
  const own = Number(/VmRSS:\s+(\d+) kB/.exec(readStatus(pid))?.[1] ?? 0) * 1024;
  return own + children.reduce((sum, child) => sum + residentBytes(child), 0);
}

function readStatus(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}

function readChildren(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
