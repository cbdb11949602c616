import type { FeatureFlag } from '@fleet/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

async function renderHeaderWith(
  flags: Partial<Record<FeatureFlag, boolean>>,
  displayName: string | null = 'Dana Dispatcher',
) {
  const user = makeUser({ display_name: displayName });
  const api = fakeApi({ flags, user });
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  renderApp('/home');
  await screen.findByRole('heading', { level: 1, name: 'Monitoring' });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  // Flags arrive asynchronously; Monitoring is always there.
  await within(nav).findByRole('link', { name: 'Monitoring' });
  return { nav, api };
}

describe('header entries by flag', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Voice AI, Analytics and Invoices when their flags are on', async () => {
    const { nav } = await renderHeaderWith({ VOICE_AI: true, REPORTS: true, INVOICE: true });
    expect(await within(nav).findByRole('link', { name: 'Voice AI' })).toHaveAttribute(
      'href',
      '/ai',
    );
    expect(await within(nav).findByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/report',
    );
    expect(await within(nav).findByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/invoices',
    );
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/task/list');
  });

  it('shows Voice AI for the broker flag alone', async () => {
    const { nav } = await renderHeaderWith({ VOICE_AI_BROKER: true });
    expect(await within(nav).findByRole('link', { name: 'Voice AI' })).toBeInTheDocument();
  });

  it('hides Voice AI, Analytics and Invoices when their flags are off', async () => {
    const { nav, api } = await renderHeaderWith({});
    // The header asks for its four flags (the page below may ask for others).
    await vi.waitFor(() =>
      expect(
        ['VOICE_AI', 'VOICE_AI_BROKER', 'REPORTS', 'INVOICE'].filter((flag) =>
          api.calls.some((call) => call.url.endsWith(`/is-feature-enabled/${flag}`)),
        ),
      ).toHaveLength(4),
    );
    // Let the flag answers render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(nav).queryByRole('link', { name: 'Voice AI' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Invoices' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Monitoring' })).toHaveAttribute('href', '/home');
  });

  it('always shows the account entries, with display name else email', async () => {
    await renderHeaderWith({}, null);
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(
      await within(account).findByRole('link', { name: /dispatcher@demo\.test/ }),
    ).toHaveAttribute('href', '/profile');
    expect(within(account).getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@fleet.example',
    );
    expect(within(account).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(account).getByRole('link', { name: 'Logout' })).toHaveAttribute(
      'href',
      '/logout',
    );
    expect(screen.getByRole('link', { name: /Fleet Monitor/ })).toHaveAttribute('href', '/home');
  });
});
