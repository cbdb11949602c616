import { expect, test } from '@playwright/test';
import { E2E_FIXTURES } from './fixtures';
import { fillSignIn, latestResetLink, signIn } from './support';

// A user of its own, so changing its password affects no other test.
test('forgot password → e-mailed link → new password works, the old one fails', async ({
  page,
}) => {
  const user = E2E_FIXTURES.passwordReset;

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password reset email sent successfully')).toBeVisible();

  let link: string | null = null;
  await expect
    .poll(
      () => {
        link = latestResetLink(user.email);
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-password-2');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-password-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillSignIn(page, { email: user.email, password: 'old-password-1' });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid Credential' })).toBeVisible();

  await signIn(page, { email: user.email, password: 'new-password-2' });

  // The link is single-use.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link!);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-password-3');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('another-password-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});
