import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

test('updating the display name shows the toast and the header follows', async ({ page }) => {
  await signIn(page, DEMO.broker);
  const account = page.getByRole('navigation', { name: 'Account' });
  await account
    .getByRole('link', { name: /broker|@/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.broker.email);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  const name = `Bea Broker ${Date.now() % 10_000}`;
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(account.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  // Shown 0.7 s (document 1 §9).
  await expect(page.getByText('Profile updated successfully')).toBeHidden({ timeout: 3_000 });
});

test('a changed version.txt shows the new-version notice; clicking it reloads', async ({
  page,
}) => {
  await page.route('**/version.txt', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'a-newer-build' }),
  );
  await page.goto('/login');
  const notice = page.getByText('A new version of the app is available. Click here to refresh.');
  await expect(notice).toBeVisible();
  // It never closes by itself.
  await page.waitForTimeout(5_000);
  await expect(notice).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { beforeReload?: boolean }).beforeReload = true;
  });
  await Promise.all([page.waitForEvent('load'), notice.click()]);
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined();
});

test('no notice while version.txt matches the running build', async ({ page }) => {
  await page.goto('/login');
  const served = await page.evaluate(async () =>
    (await fetch('/version.txt', { cache: 'no-store' })).text(),
  );
  expect(served.trim()).not.toBe('');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(1_000);
  await expect(
    page.getByText('A new version of the app is available. Click here to refresh.'),
  ).toHaveCount(0);
});
