import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './support';

// Issue 10: at 1024 px the header wrapped onto two lines and the trip list hid its right columns.
// The simulated fleet syncs within about 30 s of start; the list is reloaded until it has rows.
test.setTimeout(120_000);
test.use({ viewport: { width: 1024, height: 768 } });

/** How many lines the element's text is laid out on (text boxes whose middles share a band). */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const lines: { top: number; bottom: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      // Visually hidden text (a 1 px clipped box) is not laid out on a line.
      const box = node.parentElement?.getBoundingClientRect();
      if (!box || box.width <= 1 || box.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width === 0) continue;
        const middle = (rect.top + rect.bottom) / 2;
        if (!lines.some((line) => middle >= line.top && middle <= line.bottom)) {
          lines.push({ top: rect.top, bottom: rect.bottom });
        }
      }
    }
    return lines.length;
  });

async function expectHeaderOnOneLine(page: Page) {
  const header = page.getByRole('banner');
  // Every entry of the header is laid out on one line ...
  await expect(page.getByRole('link', { name: 'Fleet Monitor' })).toBeVisible();
  const entries = [
    page.getByRole('link', { name: 'Fleet Monitor' }),
    ...(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()),
    page.getByRole('link', { name: 'Dana Dispatcher' }),
    page.getByRole('link', { name: 'Logout' }),
  ];
  for (const entry of entries) {
    expect(await lineCount(entry), `${await entry.textContent()} on one line`).toBe(1);
  }
  // ... so the header keeps its one-line height, and nothing sticks out of it.
  const box = await header.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    scrollHeight: element.scrollHeight,
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(box.height).toBe(60);
  expect(box.scrollHeight).toBeLessThanOrEqual(60);
  expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
}

test('the header stays on one line at 1024 px with every flag on', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  // The flagged entries arrive after the first paint: wait for the widest set.
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText([
    'Voice AI',
    'Analytics',
    'Monitoring',
    'Tasks',
    'Invoices',
  ]);
  await expectHeaderOnOneLine(page);
});

test('the trip list scrolls sideways at 1024 px to its last column', async ({ page }) => {
  await signIn(page, DEMO.dispatcher);
  const url = `/exceptionList?filters=${encodeURIComponent(JSON.stringify({ module: 'detention' }))}`;
  const table = page.getByRole('table', { name: 'Detention, Company Driver trips' });
  await expect(async () => {
    await page.goto(url);
    await expect(table.locator('tr[data-index]').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expectHeaderOnOneLine(page);

  const last = table.getByRole('columnheader', { name: 'Loss Amount' });
  const scroller = table.locator('xpath=..');
  const sizes = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    overflowX: getComputedStyle(element).overflowX,
  }));
  expect(sizes.overflowX).toBe('auto');
  expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
  // Every column header reads on one line, none squeezed under its text.
  for (const header of await table.getByRole('columnheader').all()) {
    expect(await lineCount(header), `${await header.textContent()} on one line`).toBe(1);
    const fits = await header.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, `${await header.textContent()} fits its column`).toBe(true);
  }

  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(last).toBeInViewport({ ratio: 1 });
  const [lastBox, scrollerBox] = await Promise.all([last.boundingBox(), scroller.boundingBox()]);
  if (!lastBox || !scrollerBox) throw new Error('not laid out');
  expect(lastBox.x).toBeGreaterThanOrEqual(scrollerBox.x);
  expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(scrollerBox.x + scrollerBox.width);
});
