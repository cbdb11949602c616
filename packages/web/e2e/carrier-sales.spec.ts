import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './support';

/**
 * Carrier Sales Agent (/ai/carrier-sales, document 3 §2) as a broker uses it, against the product:
 * the voice service calls the carriers of the uploaded list one after another with simulated
 * telephony, where the last four digits of a carrier's phone pick how it answers
 * (packages/voice/src/providers/telephony/simulated/carriers/personas.ts): 0102 is too expensive,
 * 0104 is busy, 0101 books inside the desired range. Two browser tabs watch the same campaign.
 */

const NAME = `E2E Dallas to Atlanta ${Date.now().toString(36)}`;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const POSTING = `LOAD #TX-48213 — DRY VAN 53'
Pickup: Dallas, TX 75247 — ${inDays(1)} 08:00-12:00 FCFS
Delivery: Atlanta, GA 30336 — ${inDays(2)} appt 14:00
781 mi · 42,000 lbs · Paper products (palletized)
Rate: $1,850 all-in
Notes: no touch freight`;

const CARRIERS_CSV = [
  'Legal Name,DBA Name,MC Number,DOT Number,Dispatch Phone,Dispatch Email',
  'Pricey Hauling LLC,,MC-700102,3100102,+1 (312) 555-0102,dispatch@pricey.test',
  'Busy Lines Trucking,BLT,MC-700104,3100104,312-555-0104,ops@busy.test',
  'Ready Freight Inc,,MC-700101,3100101,(312) 555-0101,loads@ready.test',
].join('\n');

const actions = (page: Page) => page.getByRole('group', { name: 'Load actions' });
const carrierList = (page: Page) => page.getByRole('region', { name: 'Carrier List' });

test.describe('Carrier Sales Agent', () => {
  test.setTimeout(180_000);

  test('a broker enters a load, uploads carriers, calls them, pauses and resumes from two tabs, sees the booking and finds it in Load History', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.broker);
    await page.goto('/ai/carrier-sales');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Carrier Sales Agent' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'New Load' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The load: pasted text, parsed by the voice service, then the desired rate.
    await page.getByLabel('Raw Load Details').fill(POSTING);
    await page.getByRole('button', { name: 'Re-process' }).click();
    const parsed = page.getByTestId('parsed-fields');
    await expect(parsed).toContainText('Dallas, TX');
    await expect(parsed).toContainText('Atlanta, GA');
    await expect(page.getByText('Missing required fields')).toBeVisible();
    await page.getByLabel('Desired Rate From ($)').fill('1800');
    await page.getByLabel('Desired Rate To ($)').fill('2200');
    await expect(page.getByText('All required fields are complete')).toBeVisible();

    await page.getByRole('tab', { name: 'New Load' }).dblclick();
    await page.getByLabel('Load name').fill(NAME);
    await page.getByLabel('Load name').press('Enter');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Load offer load created!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();

    // The carrier list.
    await page.getByLabel('Carrier list file').setInputFiles({
      name: 'carriers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CARRIERS_CSV),
    });
    await carrierList(page).getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText('Carrier list uploaded successfully! Processed 3 of 3 carriers.'),
    ).toBeVisible();
    await carrierList(page).getByRole('button', { name: 'View Carriers' }).click();
    const modal = page.getByRole('dialog', { name: 'Carriers' });
    await expect(modal.getByText('Showing 3 carriers')).toBeVisible();
    await expect(modal.getByText('Ready Freight Inc')).toBeVisible();
    await page.keyboard.press('Escape');

    // Call Carriers.
    await actions(page).getByRole('button', { name: 'Call Carriers' }).click();
    await expect(page.getByText('Load started successfully!')).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Pause' })).toBeVisible();

    // A second browser tab on the same page shows the same campaign, live.
    const other = await context.newPage();
    await other.goto('/ai/carrier-sales');
    await expect(other.getByRole('tab', { name: NAME })).toBeVisible();
    await expect(actions(other).getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(other.getByText('Connected', { exact: true })).toBeVisible();

    // Pause here: the other tab shows Resume within a second.
    await actions(page).getByRole('button', { name: 'Pause' }).click();
    await expect(actions(page).getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(actions(other).getByRole('button', { name: 'Resume' })).toBeVisible({
      timeout: 1_000,
    });

    // Resume there: calling goes on here too.
    await actions(other).getByRole('button', { name: 'Resume' }).click();
    await expect(actions(other).getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(actions(page).getByRole('button', { name: /Pause|Completed/ })).toBeVisible({
      timeout: 5_000,
    });

    // The third carrier books.
    await expect(page.getByText('Booking confirmed with carrier!')).toBeVisible({
      timeout: 120_000,
    });
    await expect(other.getByText('Booking confirmed with carrier!')).toBeVisible({
      timeout: 10_000,
    });
    await expect(actions(page).getByRole('button', { name: 'Completed' })).toBeDisabled();
    const booked = page.getByTestId('call-card').filter({ hasText: 'Ready Freight Inc' });
    await expect(booked.getByTestId('booking-status')).toHaveText('Booked');
    await expect(page.getByTestId('call-card')).toHaveCount(3);

    // Load History has it; its detail opens.
    await page.getByRole('link', { name: 'View Load History' }).click();
    await expect(page).toHaveURL(/\/ai\/campaign-history/);
    await page.getByRole('link', { name: NAME }).click();
    await expect(page).toHaveURL(/\/ai\/campaign-history\/.+/);
    await expect(page.getByText(NAME).first()).toBeVisible();
    await expect(page.getByText('Ready Freight Inc').first()).toBeVisible();
  });
});
