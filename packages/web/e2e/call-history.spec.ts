import { type CallRecord, callHistoryResponseSchema, VOICE_PATHS } from '@fleet/contracts';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, seriousViolations, signIn } from './support';

/** The signed-in page's bearer token (the session the app keeps in localStorage). */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = window.localStorage.getItem('fleet.session');
    return raw ? (JSON.parse(raw) as { access_token?: string }).access_token : undefined;
  });
  if (!token) throw new Error('no session in localStorage');
  return token;
}

const BROKERS = ['+13125550142', '+12145550177'];
/** How the screens show each (one national format, lib/phone-display). */
const SHOWN: Record<string, string> = {
  '+13125550142': '(312) 555-0142',
  '+12145550177': '(214) 555-0177',
};

/** Starts a details-only dispatch call through the voice service, as Load Booking does. */
async function callBroker(page: Page, token: string, phone: string) {
  const response = await page.request.post(VOICE_PATHS.callBroker, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      phone_number: phone,
      truck_location: 'Dallas, TX',
      rate_range: { min: 0, max: 0 },
      details_only: true,
      load_details_text: 'Dallas, TX to Atlanta, GA dry van 42000 lbs paper rolls',
      initiator: 'web',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { uid: string }).uid;
}

async function history(page: Page, token: string): Promise<CallRecord[]> {
  const response = await page.request.post(VOICE_PATHS.calls, {
    headers: { authorization: `Bearer ${token}` },
    data: { sort_by: 'created_at', sort_order: -1, page: 1, per_page: 100, status: 'all' },
  });
  expect(response.ok()).toBe(true);
  return callHistoryResponseSchema.parse(await response.json()).data;
}

const rowsOf = (page: Page) => page.getByRole('table', { name: 'Calls' }).locator('tbody tr');

test('Call History lists calls made through the voice service: sort, filter, details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.dispatcher);
  const token = await accessToken(page);
  const ids = [];
  for (const phone of BROKERS) ids.push(await callBroker(page, token, phone));

  await page.goto('/ai/calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Call History' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Call' })).toHaveAttribute(
    'href',
    '/ai/load-booking',
  );
  await expect(rowsOf(page).first()).toBeVisible();
  for (const phone of BROKERS) {
    await expect(page.getByRole('cell', { name: SHOWN[phone] }).first()).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  // Sort by To Number: descending first, then ascending; the URL keeps it.
  const toHeader = page.getByRole('columnheader', { name: /To Number/ });
  await page.getByRole('button', { name: /To Number/ }).click();
  await expect(toHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=to_number&order=desc/);
  const descending = await rowsOf(page).locator('td:first-child').allTextContents();
  expect(descending).toEqual([...descending].sort().reverse());
  await page.getByRole('button', { name: /To Number/ }).click();
  await expect(toHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=to_number&order=asc/);
  await expect
    .poll(async () => {
      const ascending = await rowsOf(page).locator('td:first-child').allTextContents();
      return ascending.join() === [...ascending].sort().join();
    })
    .toBe(true);

  // Filter: Completed shows only completed calls, or the empty state; the server agrees. The
  // calls just placed may complete while this runs, so the server is asked after the screen.
  await page.getByRole('radio', { name: 'Completed' }).check();
  await page.getByRole('button', { name: 'Update Results' }).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect
    .poll(async () => {
      if (await page.getByText('No calls found.').isVisible()) return 'empty';
      const shown = new Set(await rowsOf(page).locator('td:nth-child(4)').allTextContents());
      return shown.size === 1 && shown.has('Completed') ? 'completed' : [...shown].join();
    })
    .toMatch(/^(empty|completed)$/);
  if (!(await page.getByText('No calls found.').isVisible())) {
    const calls = await history(page, token);
    expect(calls.some((call) => call.status === 'completed')).toBe(true);
  }
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();

  // Phone search filters the page locally.
  await page.getByRole('searchbox', { name: 'Phone number' }).fill(BROKERS[1]!.slice(-7));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect
    .poll(async () => new Set(await rowsOf(page).locator('td:first-child').allTextContents()))
    .toEqual(new Set([SHOWN[BROKERS[1]!]]));

  // Details: the modal, its URL, and Back to Call History.
  await rowsOf(page).first().getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Call Details' })).toBeVisible();
  await expect(page).toHaveURL(/call=/);
  await expect(dialog.getByText('Details Only')).toBeVisible();
  await expect(dialog.getByText('WEB')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Call Information' })).toContainText(
    SHOWN[BROKERS[1]!]!,
  );
  await expect(dialog.getByRole('heading', { name: 'Call Transcript' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The open call survives a reload.
  await page.reload();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Call Details' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /Back to Call History/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/call=/);
});
