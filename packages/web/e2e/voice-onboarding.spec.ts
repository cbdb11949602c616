import { expect, test } from '@playwright/test';
import { E2E_FIXTURES } from './fixtures';
import { seriousViolations, signIn } from './support';

const account = E2E_FIXTURES.voiceOnboarding;

// One account, onboarded once per product start: the steps run in order.
test.describe.configure({ mode: 'serial' });

test('a new carrier onboards: phone, code, carrier details, complete', async ({ page }) => {
  // The verification call rings the simulated phone in real time.
  test.setTimeout(150_000);
  await signIn(page, account);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Voice AI' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voice AI Onboarding' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Register your phone' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Dispatch Agent/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Step 1: the spec's validation, formatting as typed.
  const phone = page.getByRole('textbox', { name: /^Phone number/ });
  await page.getByRole('button', { name: 'Register phone' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await phone.pressSequentially('4155550123');
  await expect(page.getByText('Please include a country code (e.g., +1 for US)')).toBeVisible();
  await phone.fill('');
  await phone.pressSequentially('+14155550123');
  await expect(phone).toHaveValue('+1 415 555 0123');
  await expect(page.getByText('Please include a country code (e.g., +1 for US)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Register phone' }).click();

  // Step 1.5: the code, big, while the simulated phone answers and keys it in.
  const verify = page.getByRole('heading', { name: 'Verify your phone' });
  await expect(verify).toBeVisible();
  await expect(verify).toBeFocused();
  await expect(page.getByTestId('validation-code')).toHaveText(/^\d{6}$/);
  await expect(page.getByText(/We're calling you now/)).toContainText('+1 415 555 0123');
  await expect(page.getByText('Waiting for verification...')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Step 2 once the verification call confirmed the code.
  const details = page.getByRole('heading', { name: 'Carrier details' });
  await expect(details).toBeVisible({ timeout: 120_000 });
  await expect(details).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Representative name' })).toHaveValue(
    'Vera Voice',
  );
  await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+1 415 555 0123');
  await expect(page.getByRole('combobox', { name: /Time zone/ })).toHaveValue('US/Pacific');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // Back returns to step 1; the number is verified, so the wizard opens at step 2 again on reload.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Register your phone' })).toBeFocused();
  await page.reload();
  await expect(details).toBeVisible();

  await page.getByRole('textbox', { name: /Company name/ }).fill('Voice Test Freight');
  await page.getByRole('textbox', { name: /MC number/ }).fill('MC765432');
  await page.getByRole('textbox', { name: /Headquarters \/ base location/ }).fill('Denver, CO');
  await page.getByRole('combobox', { name: /Time zone/ }).selectOption('US/Mountain');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ops@voicetest');
  await submit.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).fill('ops@voicetest.example');
  await submit.click();

  // Step 3: approval by the provider's team is still to come.
  await expect(
    page.getByText('Your AI assistant is now set up and ready to use after approval.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Load Booking' })).toHaveAttribute(
    'href',
    '/ai/load-booking',
  );
});
