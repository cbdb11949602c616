import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { LoadRecord } from '@fleet/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { RATECON_ACCOUNTS } from './ratecon-accounts';
import { seriousViolations, signIn, test } from './support';

/**
 * Document 2 §2.7, §4, §5, §8 as a dispatcher lives them: Add Load on the dashboard with a rate
 * confirmation PDF of the extraction corpus, a correction in the Load Record next to the PDF, the
 * save into the account's TMS: the built-in TMS (the load page opens in a new tab and its trip is
 * in monitoring), and Ditat (a local fake behind the API) with a validation error fixed.
 */

const CORPUS = path.resolve(import.meta.dirname, '../../api/test-fixtures/ratecon-corpus/dev');
const pdfOf = (name: string) => path.join(CORPUS, `${name}.pdf`);
const truthOf = (name: string) =>
  JSON.parse(readFileSync(path.join(CORPUS, `${name}.json`), 'utf8')) as LoadRecord;

test.describe.configure({ timeout: 180_000 });

// The product works offline: anything not served by it is refused.
test.beforeEach(async ({ page }) => {
  await page.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === '127.0.0.1' || hostname === 'localhost' ? route.continue() : route.abort();
  });
});

/** Serious or critical axe findings on the confirm screen, the Load Record form included. */
async function screenViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((node) => node.target.join(' ')) }));
}

async function openAddLoad(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Load' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Load' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(800);
  return dialog;
}

async function upload(dialog: Locator, name: string) {
  await dialog.locator('input[type="file"]').setInputFiles(pdfOf(name));
}

async function confirmSave(page: Page) {
  await page.getByRole('button', { name: 'Save Load' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Load' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
}

test('a load from a rate confirmation goes into the built-in TMS, opens in a new tab and is a trip in monitoring', async ({
  page,
  context,
}) => {
  const name = 'blocks-2col-01';
  const truth = truthOf(name);
  await signIn(page, RATECON_ACCOUNTS.builtin);
  const dialog = await openAddLoad(page);

  // Only PDFs.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a rate confirmation'),
  });
  await expect(dialog.getByText('Please upload a PDF file')).toBeVisible();

  await upload(dialog, name);
  await expect(page).toHaveURL(new RegExp(`/confirmRateCon\\?file=${name}\\.pdf$`), {
    timeout: 60_000,
  });

  // The PDF on the left (react-pdf in the browser), zoomable; the record on the right.
  const pdf = page.getByRole('document', { name: `PDF ${name}.pdf` });
  await expect(pdf.locator('canvas')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByLabel('Zoom level')).toHaveText('110%');
  const order = page.getByRole('textbox', { name: 'Order Number' });
  await expect(order).toHaveValue(String(truth.order_number));
  expect(await screenViolations(page)).toEqual([]);

  // The dispatcher corrects a field, then saves.
  const po = page.getByRole('textbox', { name: 'PO Number' });
  await po.fill('PO-E2E-7');
  await po.blur();
  const popup = context.waitForEvent('page');
  await confirmSave(page);
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });

  // The load page of the new id, in the tab opened by the click.
  const tab = await popup;
  await tab.waitForURL(/\/loads\/[^/]+$/, { timeout: 30_000 });
  const id = decodeURIComponent(new URL(tab.url()).pathname.split('/').pop() ?? '');
  await expect(
    tab.getByRole('heading', { level: 1, name: `Load ${truth.order_number}` }),
  ).toBeVisible();
  const references = tab.getByRole('region', { name: 'References' });
  await expect(references.getByRole('row', { name: 'PO Number PO-E2E-7' })).toBeVisible();
  const stops = tab.getByRole('region', { name: 'Stops' });
  await expect(stops.getByRole('row')).toHaveCount(1 + truth.stops.length);
  expect(await seriousViolations(tab)).toEqual([]);

  // Its trip, in monitoring.
  await tab.getByRole('link', { name: id }).click();
  await expect(tab).toHaveURL(new RegExp(`/exceptionDetails\\?id=${id}&module=eta$`));
  await expect(tab.getByRole('heading', { name: `Trip #${id}` })).toBeVisible({ timeout: 30_000 });
});

test('a Ditat account saves into Ditat, after fixing what the validation refused', async ({
  page,
}) => {
  const name = 'blocks-2col-02';
  const truth = truthOf(name);
  await signIn(page, RATECON_ACCOUNTS.ditat);
  await upload(await openAddLoad(page), name);
  await expect(page).toHaveURL(new RegExp(`/confirmRateCon\\?file=${name}\\.pdf$`), {
    timeout: 60_000,
  });
  const order = page.getByRole('textbox', { name: 'Order Number' });
  await expect(order).toHaveValue(String(truth.order_number));

  // Saved without an order number (and without the customer and locations the form picks).
  await order.fill('');
  await confirmSave(page);
  const errors = page.getByRole('dialog', { name: 'Validation Errors' });
  await expect(errors).toBeVisible({ timeout: 30_000 });
  await expect(errors).toContainText('Order Number');
  await errors.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(errors).toBeHidden();

  // Fixed: the order number, the customer and each stop's location from the account's lists.
  await order.fill('E2E-DIT-1');
  const pick = async (box: Locator, index = 0) => {
    await expect(async () => {
      await box.click();
      // An entry of the open list (the form's native selects hold options too, hidden).
      await page
        .getByRole('listbox')
        .getByRole('option')
        .filter({ visible: true })
        .nth(index)
        .click({ timeout: 2_000 });
      await expect(box).not.toHaveValue('');
    }).toPass({ timeout: 90_000, intervals: [1_000, 3_000] });
  };
  await pick(page.getByRole('textbox', { name: 'Customer' }));
  const locations = page.getByRole('textbox', { name: 'Location', exact: true });
  for (let i = 0; i < (await locations.count()); i += 1) await pick(locations.nth(i), i);

  await confirmSave(page);
  const done = page.getByRole('dialog', { name: 'Load Saved' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  const id = ((await done.locator('strong').textContent()) ?? '').trim();
  expect(id).not.toBe('');
  // Saved in Ditat: the fake Ditat's ids read DT followed by digits.
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(window.localStorage.getItem('fleet.session') ?? '{}') as {
          access_token?: string;
        }
      ).access_token,
  );
  const stored = await page.request.get(`/v1/tms-loads/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stored.ok()).toBe(true);
  expect((await stored.json()).Data).toMatchObject({
    tms: 'ditat',
    external_id: expect.stringMatching(/^DT\d+$/),
    record: { order_number: 'E2E-DIT-1' },
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await done.getByRole('button', { name: 'Copy Load ID' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
  await done.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
