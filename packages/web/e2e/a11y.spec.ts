import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('/login has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/home has no serious or critical axe violation', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
