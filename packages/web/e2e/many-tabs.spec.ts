import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support';

/** The access token each tab holds, as stored (every tab of the origin shares localStorage). */
const storedAccessToken = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(window.localStorage.getItem('fleet.session') ?? 'null') as {
          access_token: string;
        } | null
      )?.access_token ?? null,
  );

test.describe('many tabs, one session', () => {
  test('three tabs stay signed in across the hourly refresh, with one refresh between them', async ({
    context,
  }) => {
    // The browser's clock runs on, but the test can move it: an hour passes in an instant.
    await context.clock.install();
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/v1/auth/refresh')) refreshes.push(request.url());
    });

    const first = await context.newPage();
    await signIn(first, DEMO.dispatcher);
    const tabs = [first, await context.newPage(), await context.newPage()];
    for (const tab of tabs.slice(1)) {
      await tab.goto('/home');
      await expect(tab.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
    }
    const before = await storedAccessToken(first);
    expect(refreshes).toHaveLength(0);

    // Past the token's expiry: every tab's refresh falls due at the same moment.
    await context.clock.fastForward('01:01:00');

    await expect.poll(() => storedAccessToken(first), { timeout: 15_000 }).not.toBe(before);
    // Give a losing tab time to act on its own timer, had it one.
    await first.waitForTimeout(1_500);
    expect(refreshes).toHaveLength(1);
    for (const tab of tabs) {
      await expect(tab).toHaveURL(/\/home$/);
      // Every tab uses the fresh session: the next screen's data loads with it.
      await tab
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Tasks' })
        .click();
      await expect(tab).toHaveURL(/\/task\/list$/);
    }
    // The session is still live on the server: a reload restores it.
    await tabs[2]!.goto('/home');
    await expect(tabs[2]!.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
    await expect(tabs[2]!).toHaveURL(/\/home$/);
  });

  test('the refresh token is not readable by script: it lives in an HttpOnly cookie', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.dispatcher);
    const stored = await page.evaluate(() => window.localStorage.getItem('fleet.session') ?? '');
    expect(stored).not.toContain('refresh_token');
    expect(await page.evaluate(() => document.cookie)).not.toContain('fleet_refresh');
    const cookie = (await context.cookies()).find((c) => c.name === 'fleet_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
  });
});

test.describe('many tabs, one picture of the data', () => {
  test('a task resolved in one tab leaves the open list of the other tab, with no reload', async ({
    context,
  }) => {
    const first = await context.newPage();
    await signIn(first, DEMO.dispatcher);
    // A task of this test's own, open and assigned to the dispatcher.
    const token = await storedAccessToken(first);
    const created = await first.request.post('/v1/tasks/task', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        issue: { instruction: `Cross-tab check ${Date.now()}`, description: '' },
        assigned_to: [{ user_id: DEMO.dispatcher.email, name: 'dispatcher' }],
      },
    });
    expect(created.ok()).toBe(true);
    const taskId = ((await created.json()) as { Data: { task_id: string } }).Data.task_id;

    const second = await context.newPage();
    const rowIn = (page: Page) =>
      page
        .getByRole('table', { name: 'Tasks' })
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: taskId, exact: true }) });
    for (const tab of [first, second]) {
      await tab.goto('/task/list');
      await expect(rowIn(tab)).toHaveCount(1, { timeout: 20_000 });
    }

    await rowIn(first)
      .getByRole('button', { name: `Resolve ${taskId}` })
      .click();
    await expect(rowIn(first)).toHaveCount(0, { timeout: 20_000 });
    // The other tab was told and fetched its list again: the task left it there too.
    await expect(rowIn(second)).toHaveCount(0, { timeout: 10_000 });
  });
});
