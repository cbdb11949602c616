import { expect, type Page, test } from '@playwright/test';
import { FAKE_DAT } from './fake-dat';
import { DEMO, signIn } from './support';

/**
 * Load boards (issue 13) against the product, as a dispatcher works them. The demo account has
 * no saved load-board credentials, so searches are answered by the built-in sandbox board
 * (packages/api/src/providers/loadboard/sandbox): its brokers' phones end in a suffix the voice
 * service's simulated telephony answers, so Initiate Call runs a real booking call. One test saves
 * DAT credentials and searches through the real DAT client against the local fake DAT that
 * start-product.ts starts (fake-dat.ts), deleting them again whatever happens.
 */

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Load Booking with Truck Details saved (calls are made with them). */
async function openLoadBooking(page: Page) {
  await page.goto('/ai/load-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Load Booking' })).toBeVisible();
  await expect(page.getByText('Please save Truck Details first.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Truck Location' }).fill('Chicago, IL');
  await page.getByLabel(/^Truck Date/).fill(inDays(1));
  await page.getByRole('textbox', { name: 'Truck Time hours' }).fill('7');
  await page.getByRole('textbox', { name: 'Truck Time minutes' }).fill('30');
  await page.getByRole('combobox', { name: 'Equipment Type' }).selectOption('reefer');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('No active calls.')).toBeVisible();
}

test.describe('Load boards (sandbox board)', () => {
  test('searches DAT Chicago → Dallas reefer, opens a result and starts a Full Booking call', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.dispatcher);
    await openLoadBooking(page);

    await page.getByRole('tab', { name: 'Search DAT' }).click();
    const filters = page.getByRole('form', { name: 'Search DAT filters' });
    await filters.getByRole('textbox', { name: 'Origin', exact: true }).fill('Chicago, IL');
    await filters.getByRole('textbox', { name: 'Destination', exact: true }).fill('Dallas, TX');
    // The sandbox (seed 'sandbox-board', real clock) has a few reefers on this lane within the
    // default radii (450 / 50 mi), at times as few as 2; Dallas widened to 250 mi always gives
    // 15 or more over the coming weeks.
    await expect(filters.getByRole('combobox', { name: 'Origin radius' })).toHaveValue('450');
    await filters.getByRole('combobox', { name: 'Destination radius' }).selectOption('250');
    for (const other of ['Van', 'Flatbed']) {
      await filters.getByRole('checkbox', { name: other, exact: true }).uncheck();
    }
    await expect(filters.getByRole('checkbox', { name: 'Reefer', exact: true })).toBeChecked();
    await filters.getByRole('button', { name: 'Search' }).click();

    const results = page.getByRole('table', { name: 'DAT results' });
    await expect(results).toBeVisible({ timeout: 15_000 });
    const rows = results
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Details / }) });
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(rows.nth(i).getByRole('cell').nth(4)).toHaveText('Reefer');
    }

    const first = rows.first();
    const open = first.getByRole('button', { name: /^Details / });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const card = page.getByRole('region', { name: /^Load / });
    await expect(card).toBeVisible();
    await expect(card.getByText('Reefer', { exact: true })).toBeVisible();

    await card.getByText('Full Booking', { exact: true }).click();
    await card.getByRole('button', { name: 'Initiate Call' }).click();
    await expect(card.getByText('Please enter a desired rate range')).toBeVisible();
    await card.getByRole('textbox', { name: 'From' }).fill('2500');
    await card.getByRole('textbox', { name: 'To' }).fill('3200');
    await card.getByRole('button', { name: 'Initiate Call' }).click();

    // Back on Active Calls: the call starts and runs, started from DAT.
    await expect(page.getByRole('tab', { name: 'Active Calls' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const call = page.getByTestId('running-call-card');
    await expect(call).toHaveCount(1, { timeout: 20_000 });
    await expect(call.getByText('Full Booking')).toBeVisible();
    await expect(call.getByText('$2,500.00 - $3,200.00')).toBeVisible();
    await expect(call.getByText(/Initiator:\s*DAT/)).toBeVisible();
    await expect
      .poll(() => call.getByRole('log').getByTestId('transcript-message').count(), {
        timeout: 60_000,
      })
      .toBeGreaterThan(1);
  });

  test('a place the board does not know: the server says which, and the list stays empty', async ({
    page,
  }) => {
    await signIn(page, DEMO.dispatcher);
    await openLoadBooking(page);
    await page.getByRole('tab', { name: 'Search DAT' }).click();
    const filters = page.getByRole('form', { name: 'Search DAT filters' });
    await filters.getByRole('textbox', { name: 'Origin', exact: true }).fill('Nowhereville, ZZ');
    await filters.getByRole('textbox', { name: 'Destination', exact: true }).fill('Dallas, TX');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('origin: unknown city "Nowhereville, ZZ"')).toBeVisible();
    await expect(page.getByText('No results found. Try a different search.')).toBeVisible();
  });

  test('My Trucks: posts a truck, edits it and deletes it', async ({ page }) => {
    await signIn(page, DEMO.dispatcher);
    await openLoadBooking(page);
    await page.getByRole('tab', { name: 'Search DAT' }).click();
    await page.getByRole('button', { name: 'My Trucks' }).click();
    const modal = page.getByRole('dialog', { name: 'My Trucks' });
    await expect(modal.getByText('No trucks posted yet.')).toBeVisible();

    await modal.getByRole('button', { name: 'Post a Truck' }).click();
    const form = modal.getByRole('form', { name: 'Post a truck' });
    await form.getByLabel(/^Earliest available/).fill(inDays(1));
    await form.getByLabel(/^Latest available/).fill(inDays(3));
    await form.getByRole('textbox', { name: 'Origin', exact: false }).first().fill('Chicago, IL');
    await form
      .getByRole('textbox', { name: /^Destination/ })
      .first()
      .fill('Dallas, TX');
    await form.getByRole('combobox', { name: /^Equipment/ }).selectOption('R');
    await form.getByRole('textbox', { name: /^Length/ }).fill('53');
    await form.getByRole('textbox', { name: /^Weight/ }).fill('42000');
    await form.getByRole('textbox', { name: 'Reference id' }).fill('E2E-1');
    await form.getByRole('button', { name: 'Post Truck' }).click();

    const table = modal.getByRole('table', { name: 'Truck posts' });
    const row = table.getByRole('row').filter({ hasText: 'Chicago, IL' });
    await expect(row).toHaveCount(1, { timeout: 10_000 });
    await expect(row).toContainText('Dallas, TX');
    await expect(row).toContainText('Reefer');
    await expect(row).toContainText('42000 lbs');

    await row.getByRole('button', { name: 'Edit truck Chicago, IL' }).click();
    const edit = modal.getByRole('form', { name: 'Edit truck' });
    await expect(edit.getByRole('textbox', { name: /^Origin/ }).first()).toHaveValue('Chicago, IL');
    await edit.getByRole('textbox', { name: /^Weight/ }).fill('38000');
    await edit.getByRole('button', { name: 'Update Truck' }).click();
    await expect(row).toContainText('38000 lbs', { timeout: 10_000 });

    await row.getByRole('button', { name: 'Delete truck Chicago, IL' }).click();
    await expect(modal.getByText('No trucks posted yet.')).toBeVisible({ timeout: 10_000 });
  });

  test('Settings → Load Board: saves DAT credentials, shows them saved, deletes them', async ({
    page,
  }) => {
    await signIn(page, DEMO.dispatcher);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Load Board' }).click();
    await expect(page).toHaveURL(/section=loadBoard/);
    const dat = page.getByRole('form', { name: 'DAT' });
    await expect(dat.getByText('Not set')).toBeVisible();
    await dat.getByRole('textbox', { name: /^Organisation e-mail/ }).fill('org@carrier.test');
    await dat.getByRole('textbox', { name: /^User e-mail/ }).fill('dispatch@carrier.test');
    await dat.getByLabel(/^Client secret/).fill('e2e-client-secret');
    await dat.getByRole('button', { name: 'Save' }).click();

    await expect(dat.getByText('Saved', { exact: true })).toBeVisible();
    await expect(dat.getByText('A client secret is saved; leave blank to keep it.')).toBeVisible();
    await expect(dat.getByLabel(/^Client secret/)).toHaveValue('');
    await page.reload();
    await expect(dat.getByText('Saved', { exact: true })).toBeVisible();
    await expect(dat.getByRole('textbox', { name: /^Organisation e-mail/ })).toHaveValue(
      'org@carrier.test',
    );

    // Deleted again, so the other tests' searches stay on the sandbox board.
    await dat.getByRole('button', { name: 'Delete' }).click();
    await expect(dat.getByText('Not set')).toBeVisible();
    await expect(dat.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});

test.describe('Load boards (DAT, via the local fake DAT)', () => {
  test('with saved DAT credentials: searches the DAT service, opens a result and starts a Full Booking call', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, DEMO.dispatcher);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Load Board' }).click();
    const dat = page.getByRole('form', { name: 'DAT' });
    await dat.getByRole('textbox', { name: /^Organisation e-mail/ }).fill(FAKE_DAT.orgEmail);
    await dat.getByRole('textbox', { name: /^User e-mail/ }).fill(FAKE_DAT.userEmail);
    await dat.getByLabel(/^Client secret/).fill(FAKE_DAT.clientSecret);
    await dat.getByRole('button', { name: 'Save' }).click();
    await expect(dat.getByText('Saved', { exact: true })).toBeVisible();
    try {
      await openLoadBooking(page);
      await page.getByRole('tab', { name: 'Search DAT' }).click();
      const filters = page.getByRole('form', { name: 'Search DAT filters' });
      await filters.getByRole('textbox', { name: 'Origin', exact: true }).fill('Chicago, IL');
      await filters.getByRole('textbox', { name: 'Destination', exact: true }).fill('Dallas, TX');
      for (const other of ['Van', 'Flatbed']) {
        await filters.getByRole('checkbox', { name: other, exact: true }).uncheck();
      }
      await expect(filters.getByRole('checkbox', { name: 'Reefer', exact: true })).toBeChecked();
      await filters.getByRole('button', { name: 'Search' }).click();

      // The fake DAT's postings, not the sandbox's: its broker company is the fake's alone.
      const results = page.getByRole('table', { name: 'DAT results' });
      await expect(results).toBeVisible({ timeout: 15_000 });
      const row = results.getByRole('row').filter({ hasText: FAKE_DAT.brokerCompany });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').nth(4)).toHaveText('Reefer');

      const open = row.getByRole('button', { name: /^Details / });
      await open.click();
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      const card = page.getByRole('region', { name: /^Load / });
      await expect(card).toBeVisible();
      await expect(card.getByText(FAKE_DAT.brokerCompany).first()).toBeVisible();

      await card.getByText('Full Booking', { exact: true }).click();
      await card.getByRole('textbox', { name: 'From' }).fill('2600');
      await card.getByRole('textbox', { name: 'To' }).fill('3100');
      await card.getByRole('button', { name: 'Initiate Call' }).click();

      await expect(page.getByRole('tab', { name: 'Active Calls' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const call = page.getByTestId('running-call-card');
      await expect(call).toHaveCount(1, { timeout: 20_000 });
      await expect(call.getByText('Full Booking')).toBeVisible();
      await expect(call.getByText('$2,600.00 - $3,100.00')).toBeVisible();
      await expect(call.getByText(/Initiator:\s*DAT/)).toBeVisible();
      await expect
        .poll(() => call.getByRole('log').getByTestId('transcript-message').count(), {
          timeout: 60_000,
        })
        .toBeGreaterThan(1);
    } finally {
      // Deleted again, so the other tests' searches stay on the sandbox board.
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Load Board' }).click();
      await dat.getByRole('button', { name: 'Delete' }).click();
      await expect(dat.getByText('Not set')).toBeVisible();
    }
  });
});
