import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the built product (run `pnpm build` first; `pnpm test:e2e` does) served
 * by the embedded default (scripts/embedded.ts: api, voice, gateway and dist in one process) on a
 * fresh data directory per run, seeded with the demo accounts.
 */
const PORT = Number(process.env.E2E_PORT ?? 3310);
// Set once in the runner; worker processes inherit it and so share the same directory.
process.env.FLEET_E2E_DATA_DIR ??= path.join(tmpdir(), `fleet-e2e-${Date.now()}-${process.pid}`);
const DATA_DIR = process.env.FLEET_E2E_DATA_DIR;

export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx e2e/start-product.ts',
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      // Calls run 20× faster than speaking pace; the agent holds for approval 20 min of call
      // time (one minute of test time), so a slow runner still gets to click Approve.
      VOICE_TIME_SCALE: process.env.VOICE_TIME_SCALE ?? '0.05',
      VOICE_APPROVAL_TIMEOUT_MS: process.env.VOICE_APPROVAL_TIMEOUT_MS ?? '1200000',
      ...(process.env.E2E_DIST_DIR ? { E2E_DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
  },
});
