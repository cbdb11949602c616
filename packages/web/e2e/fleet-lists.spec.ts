import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, seriousViolations, signIn } from './support';

// The simulated fleet syncs within about 30 s of start; the first test may wait for it.
test.setTimeout(150_000);

/** The table's body rows, reloading until the first fleet sync has filled the list. */
async function rowsOnceSynced(page: Page, tableName: string): Promise<Locator> {
  const table = page.getByRole('table', { name: tableName });
  const rows = table.locator('tbody tr');
  await expect(async () => {
    await page.reload();
    await expect(rows.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
  return rows;
}

const cell = (row: Locator, index: number) => row.getByRole('cell').nth(index);

const todayUtc = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date());

test.describe('fleet lists', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.dispatcher);
  });

  test('available trucks: columns, bucket filter and Trip # search', async ({ page }) => {
    await page.goto('/availableTrucksList');
    await expect(page.getByRole('heading', { level: 1, name: 'Available Trucks' })).toBeVisible();
    const rows = await rowsOnceSynced(page, 'Available trucks');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Date',
      'Time',
      'Truck #',
      'Trip #',
      'Last Stop Name',
      'Customer',
      'Driver',
      'City',
      'State',
      'Driver Home',
      'Home Time Start',
      'Home Time End',
      'Last Known Location',
    ]);
    const all = await rows.count();

    // Time of Last Trip applies on Update Results and lands in the URL.
    await page.getByRole('textbox', { name: 'Time of Last Trip' }).click();
    await page.getByRole('option', { name: 'Today', exact: true }).click();
    await page.getByRole('button', { name: 'Update Results' }).click();
    await expect(page).toHaveURL(/\/availableTrucksList\?bucket=TODAY$/);
    const today = page.getByRole('table', { name: 'Available trucks' }).locator('tbody tr');
    const empty = page.getByText('No trucks found');
    await expect(today.first().or(empty)).toBeVisible();
    for (const row of await today.all()) await expect(cell(row, 0)).toHaveText(todayUtc());

    // Back to all, then search a trip number seen in the list.
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/availableTrucksList$/);
    await expect(rows).toHaveCount(all);
    const tripNumbers = (await rows.locator('td:nth-child(4)').allTextContents()).filter(
      (text) => text !== '-',
    );
    const trip = tripNumbers[0] ?? '';
    expect(trip).not.toBe('');
    await page.getByRole('textbox', { name: 'Search by Trip #' }).fill(trip);
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(cell(row, 3)).toContainText(trip);
  });

  test('available trucks: location search around Dallas, invalid city, non-numeric radius', async ({
    page,
  }) => {
    await page.goto('/availableTrucksList');
    const rows = await rowsOnceSynced(page, 'Available trucks');
    const city = page.getByRole('textbox', { name: 'City' });
    const radius = page.getByRole('textbox', { name: 'Radius (miles)' });
    const update = page.getByRole('button', { name: 'Update Results' });

    await city.fill('Nowhereville');
    await radius.fill('250');
    await update.click();
    await expect(page.getByText('Please select a valid city')).toBeVisible();

    await city.fill('');
    await city.pressSequentially('Dallas');
    await page.getByRole('option', { name: 'Dallas, TX', exact: true }).click();
    await expect(city).toHaveValue('Dallas, TX');
    await expect(page.getByText('Please select a valid city')).toHaveCount(0);

    await radius.fill('ten miles');
    const locationCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('location=true')) locationCalls.push(request.url());
    });
    await update.click();
    await expect(page.getByText('Radius must be a number')).toBeVisible();
    expect(locationCalls).toEqual([]);

    // The simulated fleet runs across the country: 1000 miles around Dallas finds trucks.
    await radius.fill('1000');
    const answer = page.waitForResponse((response) =>
      response.url().includes('/v1/available-trucks/all?location=true'),
    );
    await update.click();
    expect((await answer).status()).toBe(200);
    expect(locationCalls[0]).toMatch(/latitude=32\.\d+&longitude=-96\.\d+&radius=1000/);
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(0);
  });

  test('truck/trailer mismatch: Is Mismatch filter and Load # search', async ({ page }) => {
    await page.goto('/truck-trailer-mismatch');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Truck/Trailer Mismatch' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Is Mismatch' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: 'Update Results' }).click();
    await expect(page).toHaveURL(/bucket=ALL$/);
    const rows = page.getByRole('table', { name: 'Truck/trailer mismatch' }).locator('tbody tr');
    await expect(async () => {
      await page.reload();
      await expect(rows.first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
    await expect(page.getByRole('columnheader')).toHaveText([
      'Truck #',
      'Trailer #',
      'Current Load #',
      'Truck Location',
      'Trailer Location',
      'Distance',
    ]);
    const all = await rows.count();

    const load = (await cell(rows.first(), 2).textContent()) ?? '';
    await page.getByRole('textbox', { name: 'Search by Load #' }).fill(load);
    for (const row of await rows.all()) await expect(cell(row, 2)).toContainText(load);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/bucket=IS_MISMATCH$/);
    await expect(page.getByRole('textbox', { name: 'Search by Load #' })).toHaveValue('');
    await expect(rows.first().or(page.getByText('No records found'))).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(all);
    // Every listed pair is a mismatch: the reason names the distance or a missing position.
    for (const row of await rows.all()) {
      await expect(cell(row, 5)).not.toHaveText('Trailer is with the truck');
    }
  });

  test('trailer at customer location: filter applies on Update Results, Clear Filters resets', async ({
    page,
  }) => {
    await page.goto('/trailer-customer-location?bucket=IS_AT_CUSTOMER_LOCATION');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trailer at Customer Location' }),
    ).toBeVisible();
    const rows = page
      .getByRole('table', { name: 'Trailers at customer location' })
      .locator('tbody tr');
    const empty = page.getByText('No trailers found');
    await expect(rows.first().or(empty)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('columnheader').first().or(empty)).toBeVisible();
    const atCustomer = await rows.count();

    // Clearing the filter changes nothing until Update Results.
    await page.getByRole('button', { name: 'Clear At Customer Location' }).click();
    await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue('');
    await expect(rows).toHaveCount(atCustomer);
    await expect(page).toHaveURL(/bucket=IS_AT_CUSTOMER_LOCATION$/);
    await page.getByRole('button', { name: 'Update Results' }).click();
    await expect(page).toHaveURL(/bucket=ALL$/);
    await expect(async () => {
      await page.reload();
      await expect(rows.first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
    const everything = await rows.count();
    expect(everything).toBeGreaterThanOrEqual(atCustomer);

    // The search applies on Search: a substring of a trailer id.
    const id = (await cell(rows.first(), 0).textContent()) ?? '';
    const part = id.slice(1, 3);
    await page.getByRole('textbox', { name: 'Search by Trailer #' }).fill(part);
    await expect(rows).toHaveCount(everything);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(cell(row, 0)).toContainText(part);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/bucket=IS_AT_CUSTOMER_LOCATION$/);
    await expect(page.getByRole('textbox', { name: 'Search by Trailer #' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue('At Customer Location');
    await expect(rows.first().or(empty)).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(everything);
  });

  test('the bell opens; a notification opens its exception details', async ({ page }) => {
    await page.goto('/availableTrucksList');
    await rowsOnceSynced(page, 'Available trucks');
    const bell = page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
    await bell.click();
    const dialog = page.getByRole('dialog');
    const items = dialog.getByRole('listitem');
    await expect(items.first().or(dialog.getByText('No notifications'))).toBeVisible();
    if ((await items.count()) === 0) return;
    await items.first().getByRole('button').click();
    await expect(page).toHaveURL(
      /\/exceptionDetails\?id=[^&]+&module=(eta|tempViolation|detention)$/,
    );
  });

  for (const [path, table] of [
    ['/availableTrucksList', 'Available trucks'],
    ['/truck-trailer-mismatch?bucket=ALL', 'Truck/trailer mismatch'],
    ['/trailer-customer-location?bucket=ALL', 'Trailers at customer location'],
  ] as const) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await rowsOnceSynced(page, table);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
