import { expect, type Page, test } from '@playwright/test';
import { E2E_FIXTURES } from './fixtures';
import { DEMO, signIn } from './support';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('header entries follow the account flags', () => {
  test('Demo Carrier sees Voice AI, Analytics, Monitoring, Tasks and Invoices', async ({
    page,
  }) => {
    await signIn(page, DEMO.dispatcher);
    const nav = mainNav(page);
    for (const name of ['Voice AI', 'Analytics', 'Monitoring', 'Tasks', 'Invoices']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@fleet.example',
    );
    // The simulated fleet may already have raised notifications: the bell holds a list or says
    // it is empty, either way it opens.
    await account.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      page.getByText('No notifications').or(page.getByRole('list', { name: 'Notification list' })),
    ).toBeVisible();
    await expect(account.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  test('the broker sees Voice AI, Analytics and Invoices too', async ({ page }) => {
    await signIn(page, DEMO.broker);
    const nav = mainNav(page);
    for (const name of ['Voice AI', 'Analytics', 'Invoices']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('an account without flags sees neither Voice AI nor Invoices, and /ai sends it home', async ({
    page,
  }) => {
    await signIn(page, E2E_FIXTURES.noFlags);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Monitoring' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tasks' })).toBeVisible();
    // Flags are fetched after the header renders; give them time to answer before asserting absence.
    await page.waitForLoadState('networkidle');
    await expect(nav.getByRole('link', { name: 'Voice AI' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    await page.goto('/ai');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('Voice AI Tools page', () => {
  test('the carrier sees the Dispatch Agent card', async ({ page }) => {
    await signIn(page, DEMO.dispatcher);
    await mainNav(page).getByRole('link', { name: 'Voice AI' }).click();
    await expect(page).toHaveURL(/\/ai$/);
    const card = page.getByRole('link', { name: /Dispatch Agent/ });
    await expect(card).toHaveAttribute('href', '/ai/load-booking');
    await expect(page.getByRole('link', { name: /Carrier Sales Agent/ })).toHaveCount(0);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Load Booking' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Truck Details' })).toBeVisible();
  });

  test('the broker sees the Carrier Sales Agent card', async ({ page }) => {
    await signIn(page, DEMO.broker);
    await page.goto('/ai');
    await expect(page.getByRole('link', { name: /Carrier Sales Agent/ })).toHaveAttribute(
      'href',
      '/ai/carrier-sales',
    );
    await expect(page.getByRole('link', { name: /Dispatch Agent/ })).toHaveCount(0);
  });
});
