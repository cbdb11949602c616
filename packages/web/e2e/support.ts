import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DATA_DIR = process.env.FLEET_E2E_DATA_DIR ?? '';

/**
 * Playwright's test with one automatic check: any Content-Security-Policy violation in any tab
 * of the test (Chromium's console report or the page's securitypolicyviolation event) fails it.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export type Credentials = { email: string; password: string };

/** Seeded by SEED_DEMO=true. */
export const DEMO = {
  dispatcher: { email: 'dispatcher@demo.test', password: 'dispatch-demo' },
  broker: { email: 'broker@demo.test', password: 'broker-demo' },
} satisfies Record<string, Credentials>;

export async function fillSignIn(page: Page, credentials: Credentials) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, credentials: Credentials) {
  await fillSignIn(page, credentials);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The reset link of the newest .eml in <DATA_DIR>/outbox addressed to `email`, as path + query. */
export function latestResetLink(email: string): string | null {
  const outbox = path.join(DATA_DIR, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const newestFirst = files
    .map((name) => path.join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of newestFirst) {
    const mail = decodeQuotedPrintable(readFileSync(file, 'utf8'));
    if (!mail.toLowerCase().includes(email.toLowerCase())) continue;
    const link = /https?:\/\/[^\s"'<>]*[?&]token=[^\s"'<>]+/.exec(mail)?.[0];
    if (!link) continue;
    const url = new URL(link.replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  }
  return null;
}

/** Serious or critical axe findings on the whole page (header included): the e2e accessibility bar. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
