import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '@/testing/fill';
import { makeUser, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fakeOnboardingApi } from '../testing/fake-onboarding-api';
import { VERIFICATION_POLL_MS } from './onboarding-wizard';

configure({ asyncUtilTimeout: 6000 });

function renderAi(options: Parameters<typeof fakeOnboardingApi>[0] = {}) {
  const api = fakeOnboardingApi(options);
  vi.stubGlobal('fetch', api.fetch);
  const user = options.user ?? makeUser();
  storeSession({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    expires_in: 3600,
    expires_at: Date.now() + 3_600_000,
    user,
  });
  return { api, ...renderApp('/ai') };
}

const phoneInput = () => screen.getByRole('textbox', { name: /^Phone number/ });

async function registerPhone(user: ReturnType<typeof userEvent.setup>, phone = '+14155550123') {
  await screen.findByRole('heading', { name: 'Register your phone' }, { timeout: 6000 });
  await fill(user, phoneInput(), phone);
  await user.click(screen.getByRole('button', { name: 'Register phone' }));
}

/** Waits out the verification poll (every 2 s) until the carrier form shows. */
const findCarrierStep = () =>
  screen.findByRole('heading', { name: 'Carrier details' }, { timeout: 8000 });

/**
 * For the tests that wait for the verification poll: a fake clock that also runs with real time
 * (so React, Mantine and the findBy waits go on as usual), and a user whose pauses advance it.
 * `pollOnce()` then moves the clock past one poll interval instead of waiting 2 s for it.
 */
function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
const pollOnce = () => vi.advanceTimersByTimeAsync(VERIFICATION_POLL_MS);

async function fillCarrierForm(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByRole('textbox', { name: /Company name/ }), 'Lone Star Freight');
  await fill(user, screen.getByRole('textbox', { name: /MC number/ }), 'MC123456');
  await fill(
    user,
    screen.getByRole('textbox', { name: /Headquarters \/ base location/ }),
    'Dallas, TX',
  );
  await fill(user, screen.getByRole('textbox', { name: /^Email/ }), 'ops@lonestar.test');
}

describe('/ai onboarding gate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the tool cards when signup is done', async () => {
    renderAi({ status: { is_signup_flow_required: false } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Voice AI Tools' }, { timeout: 6000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Dispatch Agent/ })).toHaveAttribute(
      'href',
      '/ai/load-booking',
    );
    expect(screen.queryByText('Register your phone')).toBeNull();
  });

  it("shows 'Error checking signup flow status.' when the status cannot be read", async () => {
    renderAi({ failStatus: { status: 500, body: { detail: 'down' } } });
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
      'Error checking signup flow status.',
    );
  });

  it('shows the wizard for brokers while broker signup is required', async () => {
    const user = userEvent.setup();
    const { api } = renderAi({
      user: makeUser({ use_case: 'broker' }),
      flags: { VOICE_AI_BROKER: true },
      status: {
        is_signup_flow_required: true,
        is_broker_signup_flow_required: true,
        is_broker_usecase: true,
        is_carrier_usecase: false,
      },
    });
    await registerPhone(user);
    await waitFor(() =>
      expect(api.registered).toEqual([{ phone_number: '+14155550123', is_broker_usecase: true }]),
    );
  });
});

describe('onboarding wizard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'All Set!' when the wizard opens on a signup that is already done", async () => {
    renderAi({
      user: makeUser({ use_case: 'broker' }),
      flags: { VOICE_AI_BROKER: true },
      status: {
        is_signup_flow_required: false,
        is_broker_signup_flow_required: true,
        is_broker_usecase: true,
        is_carrier_usecase: false,
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'All Set!' }, { timeout: 6000 }),
    ).toBeVisible();
    expect(screen.getByText('Your AI assistant is now set up and ready to use.')).toBeVisible();
    expect(screen.getByText('All 3 steps complete')).toBeInTheDocument();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('validates the phone with the spec messages and formats it as typed', async () => {
    const user = userEvent.setup();
    const { api } = renderAi();
    await screen.findByRole('heading', { name: 'Register your phone' }, { timeout: 6000 });
    await user.click(screen.getByRole('button', { name: 'Register phone' }));
    expect(await screen.findByText('Phone number is required')).toBeVisible();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');

    await user.type(phoneInput(), '4155550123');
    expect(screen.getByText('Please include a country code (e.g., +1 for US)')).toBeVisible();

    await user.clear(phoneInput());
    await user.type(phoneInput(), '+1555');
    expect(screen.getByText('Please enter a valid phone number with country code')).toBeVisible();

    await user.clear(phoneInput());
    await user.type(phoneInput(), '+');
    expect(screen.getByText('Invalid phone number format')).toBeVisible();

    await user.type(phoneInput(), '14155550123');
    expect(phoneInput()).toHaveValue('+1 415 555 0123');
    expect(screen.queryByText('Invalid phone number format')).toBeNull();
    expect(api.registered).toEqual([]);
  });

  it('walks phone, code, carrier details and completion', async () => {
    const user = useFakeClock();
    const { api } = renderAi();
    await screen.findByRole('heading', { name: 'Register your phone' }, { timeout: 6000 });
    await user.type(phoneInput(), '+14155550123');
    await user.type(screen.getByRole('textbox', { name: 'Extension (optional)' }), '12x');
    await user.click(screen.getByRole('button', { name: 'Register phone' }));

    // Step 1.5: the code, big, while the call rings.
    const verify = await screen.findByRole('heading', { name: 'Verify your phone' });
    await waitFor(() => expect(verify).toHaveFocus());
    expect(screen.getByTestId('validation-code')).toHaveTextContent('4821');
    expect(screen.getByText(/We're calling you now/)).toHaveTextContent('+1 415 555 0123');
    expect(screen.getByRole('progressbar', { name: 'Verification progress' })).toBeVisible();
    expect(api.registered).toEqual([{ phone_number: '+14155550123', extension: '12' }]);

    // The verification completes: step 2 with its presets.
    await pollOnce();
    const heading = await findCarrierStep();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Representative name' })).toHaveValue(
      'Dana Dispatcher',
    );
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+1 415 555 0123');
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue('US/Pacific');
    expect(screen.getByRole('textbox', { name: /MC number/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toBeRequired();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await fillCarrierForm(user);
    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ops@lonestar');
    await user.selectOptions(screen.getByRole('combobox', { name: /Time zone/ }), 'US/Central');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(api.carrierInfo).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), '.test');
    await user.click(submit);

    expect(
      await screen.findByText('Your AI assistant is now set up and ready to use after approval.'),
    ).toBeVisible();
    expect(api.carrierInfo).toEqual([
      {
        representative_name: 'Dana Dispatcher',
        company_name: 'Lone Star Freight',
        mc_number: 'MC123456',
        base_location: 'Dallas, TX',
        timezone: 'US/Central',
        email: 'ops@lonestar.test',
        phone: '+14155550123',
        equipment_type: '',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Go to Load Booking' })).toHaveAttribute(
      'href',
      '/ai/load-booking',
    );
  });

  it("drops ' after approval' when signup is no longer required at the end", async () => {
    const user = userEvent.setup();
    renderAi({
      status: { caller_id: '+14155550123', caller_id_verified: true },
      approvalRequired: false,
    });
    await findCarrierStep();
    await fillCarrierForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Your AI assistant is now set up and ready to use.'),
    ).toBeVisible();
  });

  it('jumps to step 2 when a caller id is already verified, and Back returns to step 1', async () => {
    const user = userEvent.setup();
    renderAi({ status: { caller_id: '+14155550123', caller_id_verified: true } });
    await findCarrierStep();
    const steps = screen.getByTestId('onboarding-steps');
    expect(within(steps).getByText('Carrier details')).toBeVisible();
    expect(screen.getByText('Step 2 of 3: Carrier details')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const heading = await screen.findByRole('heading', { name: 'Register your phone' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('has two steps and goes from verification to completion when carrier info is skipped', async () => {
    const user = useFakeClock();
    renderAi({ status: { skip_carrier_info: true } });
    await registerPhone(user);
    const steps = screen.getByTestId('onboarding-steps');
    expect(within(steps).queryByText('Carrier details')).toBeNull();
    expect(within(steps).getByText('Complete')).toBeVisible();
    await screen.findByRole('heading', { name: 'Verify your phone' });
    await pollOnce();
    expect(
      await screen.findByText(
        'Your AI assistant is now set up and ready to use after approval.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  });

  it("toasts 'Failed to register caller ID.' and stays on step 1", async () => {
    const user = userEvent.setup();
    renderAi({ failRegister: { status: 400, body: { detail: 'bad number' } } });
    await registerPhone(user);
    expect(await screen.findByText('Failed to register caller ID.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Register your phone' })).toBeVisible();
    expect(phoneInput()).toHaveValue('+1 415 555 0123');
  });

  it("toasts 'Failed to verify. Please try again.' and returns to step 1", async () => {
    const user = useFakeClock();
    renderAi({ verifyError: 'The code was not entered' });
    await registerPhone(user);
    await screen.findByRole('heading', { name: 'Verify your phone' });
    await pollOnce();
    expect(
      await screen.findByText('Failed to verify. Please try again.', {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Register your phone' })).toBeVisible();
  });

  it("toasts 'Failed to update carrier info.' and keeps the form", async () => {
    const user = userEvent.setup();
    renderAi({
      status: { caller_id: '+14155550123', caller_id_verified: true },
      failCarrierInfo: { status: 500, body: { detail: 'down' } },
    });
    await findCarrierStep();
    await fillCarrierForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to update carrier info.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Lone Star Freight');
  });

  it('goes back from the code screen to use another number', async () => {
    const user = userEvent.setup();
    renderAi({ verifyAfterPolls: 1000 });
    await registerPhone(user);
    await screen.findByRole('heading', { name: 'Verify your phone' });
    await user.click(screen.getByRole('button', { name: 'Use a different number' }));
    expect(await screen.findByRole('heading', { name: 'Register your phone' })).toBeVisible();
  });
});
