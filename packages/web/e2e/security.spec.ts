import { expect } from '@playwright/test';
import { DEMO, signIn, test } from './support';

test.describe('the origin under its security headers', () => {
  test('the main screens run under the Content-Security-Policy without a single violation', async ({
    page,
  }) => {
    // A violation anywhere fails the test (support.ts's cspGuard).
    const login = await page.goto('/login');
    const headers = login!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');

    await signIn(page, DEMO.dispatcher);
    for (const [path, heading] of [
      ['/exceptionList', 'Trip ETA'],
      ['/ai/load-booking', 'Load Booking'],
      ['/ai/calls', 'Call History'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    }
  });

  test('no source map is public', async ({ request }) => {
    const html = await (await request.get('/login')).text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const script = await (await request.get(entry!)).text();
    expect(script).not.toContain('sourceMappingURL');
    expect((await request.get(`${entry}.map`)).status()).toBe(404);
  });
});
