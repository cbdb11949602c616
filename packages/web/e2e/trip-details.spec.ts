import type { TripSummary, TripView } from '@fleet/contracts';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, seriousViolations, signIn } from './support';

/** The simulated fleet syncs within ~30 s of start; wait generously for the trips a test needs. */
const FLEET_WAIT_MS = 120_000;

test.describe.configure({ timeout: 180_000 });

// The screen must work offline: anything not served by the product is refused.
test.beforeEach(async ({ page }) => {
  await page.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === '127.0.0.1' || hostname === 'localhost' ? route.continue() : route.abort();
  });
});

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(window.localStorage.getItem('fleet.session') ?? 'null') as {
          access_token?: string;
        } | null
      )?.access_token,
  );
  if (!token) throw new Error('no stored session');
  return { authorization: `Bearer ${token}` };
}

async function listTrips(page: Page, delivered = false): Promise<TripSummary[]> {
  const response = await page.request.post('/v1/aggregation/loads', {
    headers: await bearer(page),
    data: delivered ? { trip_status: 'DELIVERED' } : {},
  });
  if (!response.ok()) return [];
  const body: unknown = await response.json();
  const parsed = typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
  return Array.isArray(parsed) ? (parsed as TripSummary[]) : [];
}

async function tripDetail(page: Page, tripNum: string): Promise<TripView | null> {
  const response = await page.request.get(`/v1/aggregation/loads/${encodeURIComponent(tripNum)}`, {
    headers: await bearer(page),
  });
  return response.ok() ? ((await response.json()) as TripView) : null;
}

/** The first trip (in preference order) matching one of `wanted`, polling until the fleet has one. */
async function findTrip(
  page: Page,
  wanted: Array<(trip: TripSummary) => boolean>,
  delivered = false,
): Promise<TripSummary> {
  let found: TripSummary | undefined;
  await expect
    .poll(
      async () => {
        const trips = await listTrips(page, delivered);
        for (const predicate of wanted) {
          found = trips.find(predicate);
          if (found) return true;
        }
        return false;
      },
      { timeout: FLEET_WAIT_MS, intervals: [2_000, 5_000] },
    )
    .toBe(true);
  if (!found) throw new Error('no trip found');
  return found;
}

test('a late trip: stop cards, trip status, HOS and an offline map with markers', async ({
  page,
}) => {
  await signIn(page, DEMO.dispatcher);
  const late = await findTrip(page, [
    (t) => t.eta_details?.is_late === true && t.driver.samsara_id !== null,
  ]);
  const detail = await tripDetail(page, late.trip_num);

  await page.goto(`/exceptionDetails?id=${encodeURIComponent(late.trip_num)}&module=eta`);
  await expect(page.getByRole('heading', { level: 1, name: 'Exception Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Trip #${late.trip_num}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Task' })).toHaveAttribute(
    'href',
    `/task/create?createdFromType=eta&createdFromId=${encodeURIComponent(late.trip_num)}`,
  );
  await expect(page.getByRole('region', { name: /^(Pickup|Delivery) 1$/ })).toBeVisible();
  await expect(page.getByText('Late and after appointment time')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hours of Service' })).toBeVisible();
  await expect(page.getByText('Available Hours For Future Dates')).toBeVisible();

  await page
    .getByRole('radiogroup', { name: 'ETA calculation' })
    .getByText('10-hour Break', { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: '10-hour Break' })).toBeChecked();

  await page.getByRole('button', { name: 'Hours details for day 1' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('columnheader', { name: 'Day In Cycle' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  if (detail?.current_location) {
    const map = page.getByRole('region', { name: 'Trip route map' });
    await expect(map).toBeVisible();
    await expect(map.getByTitle(/^Stop 1:/)).toBeVisible();
    await expect(map.getByTitle(/^Current location:/)).toBeVisible();
    // The offline basemap: US state shapes drawn as vector paths, no tiles.
    await expect(map.locator('path.leaflet-interactive, svg path').first()).toBeAttached();
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
    // Legs routed by the API: no HERE key there either, so its offline estimate.
    await expect(map).toHaveAttribute('data-route-source', 'estimate');
    // No HERE key in this build: no satellite toggle.
    await expect(page.getByText('Satellite')).toHaveCount(0);
    const inline = await map.boundingBox();
    if (!inline) throw new Error('the inline map is not laid out');
    await page.getByRole('button', { name: 'Expand map' }).click();
    const full = page.getByRole('region', { name: 'Trip route map, full screen' });
    await expect(full).toBeVisible();
    await expect(full.getByTitle(/^Stop 1:/)).toBeVisible();
    // Issue 10: the inline map (Leaflet panes at z-index 400+) was painted over the expanded one.
    // Where the inline map was, and at the middle of the screen, the top element is the modal's.
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    const points = [
      { x: inline.x + inline.width / 2, y: inline.y + inline.height / 2 },
      { x: viewport.width / 2, y: viewport.height / 2 },
    ];
    for (const point of points) {
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
        point,
      );
      expect(onTop, `the expanded map is on top at ${point.x},${point.y}`).toBe(true);
    }
    await expect(page.getByRole('region', { name: 'Trip route map', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(full).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Trip route map', exact: true })).toBeVisible();
  }
});

test('a reefer trip: requirements, actuals, exception history and the chart', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  const reefer = await findTrip(page, [
    (t) =>
      !!t.temperature_monitoring_details &&
      t.temperature_monitoring_details.temperature_exception_status !== 'IN_RANGE',
    (t) => !!t.temperature_monitoring_details,
  ]);
  const violation =
    reefer.temperature_monitoring_details?.temperature_exception_status !== 'IN_RANGE';

  await page.goto(
    `/exceptionDetails?id=${encodeURIComponent(reefer.trip_num)}&module=tempViolation`,
  );
  await expect(page.getByRole('heading', { name: `Trip #${reefer.trip_num}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Load Requirements' })).toBeVisible();
  const actual = page.getByRole('region', { name: 'Reefer Actual' });
  await expect(actual).toBeVisible();
  if (violation) {
    await expect(actual.getByText(/^Temp (Over|Under) Range$/)).toBeVisible();
    // Red border in violation (Mantine red.8).
    await expect(actual).toHaveCSS('border-top-color', 'rgb(224, 49, 49)');
    await expect(
      page.getByRole('region', { name: 'Exception History' }).getByRole('table'),
    ).toBeVisible();
  }
  const chart = page.getByRole('region', { name: 'Temperature Chart' });
  await expect(
    chart.locator('.apexcharts-canvas, :text("No temperature readings yet.")').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Task' })).toHaveAttribute(
    'href',
    /createdFromType=tempViolation/,
  );
});

test('a trip in detention: summaries and stop badges', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  const detained = await findTrip(page, [
    (t) => t.detention_summary?.current_state === 'IN_DETENTION',
    (t) => t.detention_summary?.current_state === 'PRE_DETENTION',
    (t) => !!t.detention_summary && t.detention_summary.current_state !== 'NONE',
    (t) => !!t.detention_summary,
  ]);
  await page.goto(`/exceptionDetails?id=${encodeURIComponent(detained.trip_num)}&module=detention`);
  await expect(page.getByRole('region', { name: 'Detention Summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Loss Summary' })).toBeVisible();
  const state = detained.detention_summary?.current_state;
  if (state === 'IN_DETENTION' || state === 'PRE_DETENTION') {
    const badge = state === 'IN_DETENTION' ? 'IN-DETENTION' : 'PRE-DETENTION';
    await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();
    const copy = page.getByRole('button', { name: /^Copy (In|Pre)-Detention Message/ }).first();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await copy.click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  }
});

test('a completed trip: Trip Details, the Completed badge and no map', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  const delivered = await findTrip(page, [() => true], true);
  await page.goto(
    `/exceptionDetails?id=${encodeURIComponent(delivered.trip_num)}&module=eta&completed=true`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Trip Details' })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Driver' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trip route map' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Hours of Service' })).toHaveCount(0);
  await expect(page.getByText(/^(Picked Up|Delivered)$/).first()).toBeVisible();
});

test('an unknown trip shows the no-data banner', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  await page.goto('/exceptionDetails?id=NOPE&module=eta');
  await expect(page.getByText('No Data Found for NOPE')).toBeVisible();
});

test('without a trip number: No trip selected, with a way back to the list', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  await page.goto('/exceptionDetails?module=detention');
  await expect(page.getByText('No trip selected')).toBeVisible();
  await expect(page.getByText(/No Data Found/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the trip list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detention' })).toBeVisible();
});

test('the detail screen has no serious or critical axe violation', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  const trip = await findTrip(page, [(t) => t.driver.samsara_id !== null, () => true]);
  const reefer = await findTrip(page, [(t) => !!t.temperature_monitoring_details, () => true]);
  const detained = await findTrip(page, [(t) => !!t.detention_summary, () => true]);

  await page.goto(`/exceptionDetails?id=${encodeURIComponent(trip.trip_num)}&module=eta`);
  await expect(page.getByRole('heading', { name: `Trip #${trip.trip_num}` })).toBeVisible();
  const detail = await tripDetail(page, trip.trip_num);
  if (detail?.current_location) {
    await expect(
      page.getByRole('region', { name: 'Trip route map' }).getByTitle(/^Stop 1:/),
    ).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/exceptionDetails?id=${encodeURIComponent(detained.trip_num)}&module=detention`);
  await expect(page.getByRole('heading', { name: `Trip #${detained.trip_num}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(
    `/exceptionDetails?id=${encodeURIComponent(reefer.trip_num)}&module=tempViolation`,
  );
  await expect(page.getByRole('heading', { name: `Trip #${reefer.trip_num}` })).toBeVisible();
  await expect(page.locator('.apexcharts-canvas').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
