import { expect, test } from '@playwright/test';
import { DEMO, seriousViolations, signIn } from './support';

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
