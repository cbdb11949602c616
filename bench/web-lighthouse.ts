/**
 * Lighthouse performance of the web app as a signed-in dispatcher (issue: web performance):
 * /home and the ETA exception list over a simulated fleet of about 5,000 active trips. Targets:
 * LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.05.
 *
 * Chromium (/usr/bin/chromium, the flags of packages/web/playwright.config.ts) is launched by
 * Playwright with a persistent profile and --remote-debugging-port; the user signs in through the
 * /login form there, so the session is in localStorage, and Lighthouse then opens its tab in that
 * same browser profile (disableStorageReset). Desktop form factor, no screen emulation,
 * throttlingMethod 'provided': no simulated or applied throttling, the figures are what this
 * machine's Chromium measured against the local server.
 *
 * The fleet: a "Scale Carrier" account made with the admin CLI before the first start (2,400
 * trucks, 2,900 trailers, 2,600 drivers, 400 customers, the sizes of bench/fleet-scale.ts); the
 * script waits until POST /v1/aggregation/loads returns ≥ 5,000 trips. Set BENCH_SCALE_DATA_DIR to
 * reuse (or keep) that data directory between runs; the first sync takes a minute or two.
 *
 *   pnpm build && pnpm tsx bench/web-lighthouse.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '@fleet/service-kit';
import { ROOT, startEmbedded, waitForLoginPage } from './embedded-process';

type BrowserContext = import('../node_modules/.pnpm/node_modules/playwright-core').BrowserContext;
type Page = import('../node_modules/.pnpm/node_modules/playwright-core').Page;
type BrowserType = import('../node_modules/.pnpm/node_modules/playwright-core').BrowserType;

/** @playwright/test is a dependency of packages/web, not of the root. */
const { chromium } = createRequire(path.join(ROOT, 'packages/web/package.json'))(
  '@playwright/test',
) as { chromium: BrowserType };

export const SCALE_USER = { email: 'scale@bench.test', password: 'bench-password' };
const SCALE_ACCOUNT = 'Scale Carrier';
const FLEET = { trucks: 2400, trailers: 2900, drivers: 2600, customers: 400 };
export const MIN_TRIPS = 5000;

/** The args of packages/web/playwright.config.ts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The ETA exception list under its default filters (running trips, Company Driver tab). */
export const ETA_LIST_PATH = `/exceptionList?filters=${encodeURIComponent(
  JSON.stringify({
    tripType: 'internal',
    module: 'eta',
    tripStatus: ['dispatched', 'inTransit'],
    etaStatus: ['all'],
    tempStatus: ['all'],
    detentionStatus: ['all'],
    dateFilter: { fromDate: null, toDate: null },
    searchText: '',
  }),
)}`;

function admin(dataDir: string, ...args: string[]): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/api/src/cli/admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: path.join(dataDir, 'api'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Starts the product on a data directory holding the scale account (created with the admin CLI
 * before the first start) and waits until its active list has ≥ 5,000 trips.
 */
export async function startScaleProduct() {
  const keep = process.env.BENCH_SCALE_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(path.join(tmpdir(), 'fleet-bench-web-'));
  if (!existsSync(path.join(dataDir, 'api'))) {
    mkdirSync(dataDir, { recursive: true });
    console.log(`creating the scale account in ${dataDir} …`);
    admin(dataDir, 'accounts:create', '--name', SCALE_ACCOUNT, '--use-case', 'carrier');
    admin(
      dataDir,
      'users:create',
      '--account',
      SCALE_ACCOUNT,
      '--email',
      SCALE_USER.email,
      '--password',
      SCALE_USER.password,
    );
    admin(
      dataDir,
      'fleet:simulate',
      '--account',
      SCALE_ACCOUNT,
      ...Object.entries(FLEET).flatMap(([key, value]) => [`--${key}`, String(value)]),
    );
  }
  const { product, stderr } = startEmbedded({ dataDir });
  const stop = async () => {
    await product.stop();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForLoginPage(product.baseUrl);
    const started = performance.now();
    const trips = await waitForTrips(product.baseUrl, MIN_TRIPS, 8 * 60_000);
    console.log(
      `product at ${product.baseUrl}: ${trips} active trips (waited ${((performance.now() - started) / 1000).toFixed(0)} s for the fleet)`,
    );
    return { baseUrl: product.baseUrl, trips, stop };
  } catch (error) {
    console.error(stderr().slice(-2000));
    await stop();
    throw error;
  }
}

async function waitForTrips(baseUrl: string, min: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let count = 0;
  while (Date.now() < deadline) {
    try {
      const signIn = await fetch(`${baseUrl}/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SCALE_USER),
      });
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      const loads = await fetch(`${baseUrl}/v1/aggregation/loads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      count = loads.ok ? ((await loads.json()) as unknown[]).length : 0;
      if (count >= min) return count;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  throw new Error(`only ${count} trips after ${timeoutMs / 1000} s (want ≥ ${min})`);
}

/** Signs in through the /login form, so the app itself stores the session. */
export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(SCALE_USER.email);
  await page.getByLabel('Password').fill(SCALE_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

export async function launchChromium(
  userDataDir: string,
  args: string[] = [],
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1350, height: 940 },
    args: [...CHROMIUM_ARGS, ...args],
  });
}

const TARGETS = { lcp: 1500, tbt: 100, cls: 0.05 };

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const product = await startScaleProduct();
  const profile = mkdtempSync(path.join(tmpdir(), 'fleet-bench-chromium-'));
  const port = await freePort();
  const context = await launchChromium(profile, [`--remote-debugging-port=${port}`]);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, product.baseUrl);
    // One warm-up visit of each page, so Lighthouse measures a warm HTTP cache like a returning
    // dispatcher's (Lighthouse keeps the cache with disableStorageReset).
    for (const target of ['/home', ETA_LIST_PATH]) {
      await page.goto(`${product.baseUrl}${target}`);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('about:blank');

    console.log(
      "Lighthouse 13, performance only, desktop form factor, screen emulation off, throttlingMethod 'provided' (no throttling)",
    );
    let over = false;
    for (const [name, target] of [
      ['/home', '/home'],
      [`ETA exception list (${product.trips} active trips)`, ETA_LIST_PATH],
    ] as const) {
      const result = await lighthouse(`${product.baseUrl}${target}`, {
        port,
        disableStorageReset: true,
        onlyCategories: ['performance'],
        formFactor: 'desktop',
        screenEmulation: { disabled: true },
        throttlingMethod: 'provided',
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${target}: ${lhr.runtimeError.message}`);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath.startsWith('/login')) throw new Error(`${target} redirected to /login`);
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
      over ||= !(lcp <= TARGETS.lcp && tbt <= TARGETS.tbt && cls <= TARGETS.cls);
      console.log(
        `${name} (${finalPath}): LCP ${(lcp / 1000).toFixed(2)} s [${mark(lcp <= TARGETS.lcp)}, ≤ 1.5 s], ` +
          `TBT ${tbt.toFixed(0)} ms [${mark(tbt <= TARGETS.tbt)}, ≤ 100 ms], ` +
          `CLS ${cls.toFixed(3)} [${mark(cls <= TARGETS.cls)}, ≤ 0.05]; performance score ${score}`,
      );
    }
    if (over) process.exitCode = 1;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
