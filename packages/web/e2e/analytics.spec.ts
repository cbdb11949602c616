import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { DEMO, seriousViolations, signIn, test } from './support';

/**
 * Issue 17 as a fleet manager reads it: Analytics from the header (the demo carrier has REPORTS
 * and a simulated fleet with 30 days of history), the Sales Agent table switched to Current
 * Week, a dispatcher searched, View All, then the truck report paged, sorted and exported.
 */

test.describe.configure({ timeout: 120_000 });

// The product works offline: anything not served by it is refused.
test.beforeEach(async ({ page }) => {
  await page.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === '127.0.0.1' || hostname === 'localhost' ? route.continue() : route.abort();
  });
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const reportRequest = (page: Page, kind: string, type: string) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname === `/v1/reports/dashboard-data/${kind}` &&
      url.searchParams.get('date_range_type') === type
    );
  });

const rowNames = (table: Locator) => table.getByRole('rowheader').allTextContents();

test('analytics: current week, a dispatcher searched, the full report paged, sorted and exported', async ({
  page,
}) => {
  await signIn(page, DEMO.dispatcher);

  // Analytics from the header: the previous week by default (§9).
  const previousWeek = reportRequest(page, 'sales-agent', 'PREVIOUS_WEEK');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await previousWeek;
  for (const title of ['Data by Sales Agent', 'Data by Dispatcher', 'Data by Truck']) {
    await expect(page.getByRole('table', { name: title })).toBeVisible();
  }
  // The charts are drawn (ApexCharts, loaded after the tables' chunk).
  for (const name of ['Revenue and revenue per mile by week', 'Fuel percent of revenue by truck']) {
    await expect(page.getByRole('figure', { name }).locator('svg').first()).toBeVisible({
      timeout: 20_000,
    });
  }
  expect(await seriousViolations(page), 'axe on /report').toEqual([]);

  // The Sales Agent table switches to Current Week: asked again with CURRENT_WEEK.
  const agents = page.getByRole('region', { name: 'Data by Sales Agent' });
  const currentWeek = reportRequest(page, 'sales-agent', 'CURRENT_WEEK');
  await agents.getByText('Current Week', { exact: true }).click();
  await currentWeek;
  await expect(agents.getByRole('radio', { name: 'Current Week' })).toBeChecked();
  await expect(agents.getByRole('link', { name: 'View All Data by Sales Agent' })).toHaveAttribute(
    'href',
    /range=CURRENT_WEEK/,
  );

  // A dispatcher searched by name: the table keeps only the matching rows.
  const dispatchers = page.getByRole('region', { name: 'Data by Dispatcher' });
  const dispatcherTable = dispatchers.getByRole('table', { name: 'Data by Dispatcher' });
  const dispatcher = (
    (await dispatcherTable.getByRole('rowheader').first().textContent()) ?? ''
  ).trim();
  expect(dispatcher).not.toBe('');
  await dispatchers.getByLabel('Search dispatchers').fill(dispatcher.toLowerCase());
  await expect(dispatcherTable.getByRole('rowheader').first()).toHaveText(dispatcher);
  for (const name of await rowNames(dispatcherTable)) {
    expect(name.toLowerCase()).toContain(dispatcher.toLowerCase());
  }

  // View All: the dispatcher report with the dashboard's range (from/to, ISO) in the address.
  await dispatchers.getByRole('link', { name: 'View All Data by Dispatcher' }).click();
  await expect(page).toHaveURL(
    /\/report\/dispatchers\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/,
  );
  const fromTo = new URL(page.url()).searchParams;
  expect(fromTo.get('from')).toMatch(ISO_DAY);
  expect(fromTo.get('to')).toMatch(ISO_DAY);
  await expect(page.getByRole('heading', { level: 1, name: 'Data by Dispatcher' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Data by Dispatcher' })).toContainText(dispatcher);

  // The truck report (120 simulated trucks): 15 rows a page.
  await page.getByRole('link', { name: 'Back to Analytics' }).click();
  await page.getByRole('link', { name: 'View All Data by Truck' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data by Truck' })).toBeVisible();
  const trucks = page.getByRole('table', { name: 'Data by Truck' });
  await expect(trucks.getByRole('rowheader')).toHaveCount(15);
  await expect(page.getByText(/^Showing 1–15 of \d+$/)).toBeVisible();
  const firstPage = await rowNames(trucks);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^Showing 16–30 of \d+$/)).toBeVisible();
  expect(await rowNames(trucks)).not.toEqual(firstPage);
  expect(await seriousViolations(page), 'axe on /report/trucks').toEqual([]);

  // Sorted by Loads: a click (most first), then Enter on the focused header (fewest first).
  const loadsHeader = trucks.getByRole('columnheader', { name: /^Loads/ });
  await expect(loadsHeader).toHaveAttribute('aria-sort', 'none');
  await loadsHeader.getByRole('button').click();
  await expect(loadsHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^Showing 1–15 of \d+$/)).toBeVisible();
  const loadsColumn = async () =>
    (await trucks
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => Number(row.querySelectorAll('td')[2]?.textContent?.replace(/,/g, ''))),
      )) as number[];
  const descending = await loadsColumn();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await loadsHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(loadsHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await loadsColumn();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // Export to Excel: trucks_{from}_to_{to}.xlsx, one sheet named after the report.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^trucks_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Data by Truck']);
  const rows = XLSX.utils.sheet_to_json<Array<string | number>>(
    book.Sheets['Data by Truck'] as XLSX.WorkSheet,
    { header: 1 },
  );
  expect(rows[0]?.slice(0, 4)).toEqual(['Truck', 'Revenue', 'Paid Miles', 'Loads']);
  const total = Number(
    /of (\d+)$/.exec((await page.getByText(/^Showing /).textContent()) ?? '')?.[1],
  );
  expect(rows).toHaveLength(total + 1);
  expect(typeof rows[1]?.[1]).toBe('number');
});
