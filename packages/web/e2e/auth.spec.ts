import { expect } from '@playwright/test';
import { DEMO, fillSignIn, signIn, test } from './support';

test.describe('sign-in and session', () => {
  test('signing in with the demo dispatcher lands on /home', async ({ page }) => {
    await signIn(page, DEMO.dispatcher);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a wrong password shows Invalid Credential', async ({ page }) => {
    await fillSignIn(page, { email: DEMO.dispatcher.email, password: 'not-the-password' });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Credential' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown e-mail shows Invalid Credential', async ({ page }) => {
    await fillSignIn(page, { email: 'nobody@demo.test', password: 'whatever-123' });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Credential' })).toBeVisible();
  });

  test('the form requires both fields and an email-type field', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('a protected route redirects to /login without a session', async ({ page }) => {
    await page.goto('/alerts');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a stored session sends /login to /home, also in a new tab', async ({ page, context }) => {
    await signIn(page, DEMO.dispatcher);
    const second = await context.newPage();
    await second.goto('/login');
    await expect(second).toHaveURL(/\/home$/);
  });

  test('log out asks first; Cancel goes back; Log Out shows the toast and goes to /login', async ({
    page,
  }) => {
    await signIn(page, DEMO.dispatcher);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tasks' })
      .click();
    await expect(page).toHaveURL(/\/task\/list$/);
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Log out from your account?' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/task\/list$/);

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password shows the toast and returns to /login after 3 s', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await page.getByLabel('Email').fill(DEMO.broker.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Password reset email sent successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  });
});
