import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, seriousViolations, signIn } from './support';

// The simulated fleet syncs within about 30 s of start; the list cache holds an early empty
// answer for 10 minutes, so a page is reloaded until its rows are there.
const FLEET_TIMEOUT = 60_000;
test.setTimeout(120_000);

const listUrl = (filters: Record<string, unknown>) =>
  `/exceptionList?filters=${encodeURIComponent(JSON.stringify(filters))}`;

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tr[data-index]');

/** Opens `url` and reloads until the list shows trip rows. */
async function openWithRows(page: Page, url: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(bodyRows(page).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: FLEET_TIMEOUT, intervals: [2_000] });
}

async function tripCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ trips?$/).textContent();
  return Number.parseInt(text ?? '', 10);
}

async function firstTripNumber(rows: Locator): Promise<string> {
  return ((await rows.first().getByRole('cell').first().textContent()) ?? '').trim();
}

test.describe('monitoring home', () => {
  test('shows the cards and buttons of the demo carrier flags', async ({ page }) => {
    await signIn(page, DEMO.dispatcher);
    await expect(page.getByRole('link', { name: /Trip Monitoring/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Available Trucks/ })).toHaveAttribute(
      'href',
      '/availableTrucksList',
    );
    await expect(page.getByRole('link', { name: /Truck\/Trailer Mismatch/ })).toHaveAttribute(
      'href',
      '/truck-trailer-mismatch?bucket=IS_MISMATCH',
    );
    await expect(page.getByRole('link', { name: /Trailer at Customer Location/ })).toHaveAttribute(
      'href',
      '/trailer-customer-location?bucket=IS_AT_CUSTOMER_LOCATION',
    );

    const addLoad = page.getByRole('button', { name: 'Add Load' });
    await addLoad.click();
    const dialog = page.getByRole('dialog', { name: 'Add Load' });
    await expect(dialog.getByRole('button', { name: 'Enter Manually' })).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(800);
    await expect(
      dialog.getByRole('button', { name: 'Upload a rate confirmation PDF' }),
    ).toBeFocused();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    await expect(addLoad).toBeFocused();
    await expect(page.getByRole('button', { name: 'Upload Invoice' })).toBeVisible();
  });

  test('counts the active trips once the fleet has synced', async ({ page }) => {
    await signIn(page, DEMO.dispatcher);
    const card = page.getByRole('link', { name: /Trip Monitoring/ });
    await expect(async () => {
      await page.reload();
      await expect(card).toContainText(/\d+ active trips? · \d+ late/, { timeout: 5_000 });
    }).toPass({ timeout: FLEET_TIMEOUT, intervals: [2_000] });
  });

  test('has no serious or critical axe violation', async ({ page }) => {
    await signIn(page, DEMO.dispatcher);
    await expect(page.getByRole('link', { name: /Trailer at Customer Location/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('exception list', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.dispatcher);
  });

  test('Trip Monitoring opens the ETA list; tabs, filters, search and rows work', async ({
    page,
  }) => {
    await expect(async () => {
      await page.goto('/home');
      await page.getByRole('link', { name: /Trip Monitoring/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Trip ETA' })).toBeVisible();
      await expect(bodyRows(page).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: FLEET_TIMEOUT, intervals: [2_000] });
    await expect(page).toHaveURL(/\/exceptionList\?filters=/);
    for (const name of [
      'Trip #',
      'Truck #',
      'Trailer #',
      'Driver Name',
      'Client Name',
      'Order #',
    ]) {
      await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
    }

    // Tabs
    const companyCount = await tripCount(page);
    await page.getByRole('tab', { name: 'External Driver' }).click();
    await expect(page.getByRole('tab', { name: 'External Driver' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('table', { name: /External Driver/ })).toBeVisible();
    await expect(page).toHaveURL(/tripType%22%3A%22external|"tripType":"external"/);
    await page.getByRole('tab', { name: 'Company Driver' }).click();
    await expect(page.getByText(`${companyCount} trips`)).toBeVisible();

    // ETA Status: on time only, then late only; the two split the list.
    // With a chip selected, Mantine shrinks the input under its pill container.
    await page.getByRole('textbox', { name: 'ETA Status' }).click({ force: true });
    await page.getByRole('option', { name: 'Late', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Update Results' }).click();
    await expect(page).toHaveURL(/etaStatus%22%3A%5B%22late%22%5D|"etaStatus":\["late"\]/);
    await expect(page.getByText(/^\d+ trips?$/)).not.toHaveText(`${companyCount} trips`);
    const lateCount = await tripCount(page);
    expect(lateCount).toBeLessThan(companyCount);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText(`${companyCount} trips`)).toBeVisible();

    // Search by a trip number from the list
    const tripNum = await firstTripNumber(bodyRows(page));
    await page.getByRole('searchbox', { name: 'Search by Trip #' }).fill(tripNum.toLowerCase());
    await expect(bodyRows(page).first().getByRole('cell').first()).toHaveText(tripNum);
    // The first row matched before the search; the count follows once the filter has run.
    await expect.poll(() => tripCount(page)).toBeLessThan(companyCount);

    // A row opens the trip detail
    await bodyRows(page).first().click();
    await expect(page).toHaveURL(
      new RegExp(`/exceptionDetails\\?id=${encodeURIComponent(tripNum)}&module=eta$`),
    );
  });

  test('a link with the filters reproduces the view, and bad filters fall back', async ({
    page,
  }) => {
    await openWithRows(page, listUrl({ module: 'eta', tripType: 'external', etaStatus: ['all'] }));
    await expect(page.getByRole('tab', { name: 'External Driver' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goto('/exceptionList?filters=%7Bbroken');
    await expect(page.getByRole('heading', { level: 1, name: 'Trip ETA' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Company Driver' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the detention module shows the amount columns', async ({ page }) => {
    await page.goto(listUrl({ module: 'detention' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Detention' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Detention Amount' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('columnheader', { name: 'Loss Amount' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Detention Status' })).toBeVisible();
  });

  test('completed trips come from the last 7 days unless dates are chosen, and the list says so', async ({
    page,
  }) => {
    await openWithRows(page, listUrl({ module: 'eta', tripStatus: ['completed'] }));
    await expect(
      page.getByText('Completed trips of the last 7 days; choose dates for earlier ones.'),
    ).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    expect(await tripCount(page)).toBeGreaterThan(0);

    // A day long before the simulated history: the list asks for that day and finds nothing.
    await page.goto(
      listUrl({
        module: 'eta',
        tripStatus: ['completed'],
        dateFilter: { fromDate: '2020-01-01', toDate: '2020-01-31' },
      }),
    );
    await expect(page.getByText('No trips match these filters.').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/Completed trips of the last/)).toHaveCount(0);
  });

  test('has no serious or critical axe violation', async ({ page }) => {
    await openWithRows(page, listUrl({ module: 'eta' }));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
