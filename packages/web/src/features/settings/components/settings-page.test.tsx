import { LOADBOARD_PATHS } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fakeSettingsApi } from '../testing/fake-settings-api';

configure({ asyncUtilTimeout: 5_000 });

function renderSettings(
  path = '/settings?section=loadBoard',
  api: ReturnType<typeof fakeSettingsApi> = fakeSettingsApi(),
) {
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  const user = userEvent.setup();
  return { api, user, ...renderApp(path) };
}

const DAT_SAVED = {
  provider: 'DAT' as const,
  provider_settings: {
    dat_org_email: 'org@carrier.test',
    dat_user_email: 'me@carrier.test',
    dat_client_secret_set: true,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('Settings page', () => {
  it('has the five tabs, Tasks by default; the monitoring tabs are empty', async () => {
    const { user } = renderSettings('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Tasks',
      'Trip ETA Monitoring',
      'Temperature Monitoring',
      'Detention Monitoring',
      'Load Board',
    ]);
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Tasks' })).findByRole('region', {
        name: 'Task Types',
      }),
    ).toBeVisible();
    for (const tab of ['Trip ETA Monitoring', 'Temperature Monitoring', 'Detention Monitoring']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(
        await within(screen.getByRole('tabpanel', { name: tab })).findByText(
          'There is nothing to set here yet.',
        ),
      ).toBeVisible();
    }
    await user.click(screen.getByRole('tab', { name: 'Load Board' }));
    expect(await screen.findByRole('form', { name: 'DAT' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'TRUCKSTOP' })).toBeVisible();
  });
});

describe('Settings: Load Board', () => {
  it('creates DAT credentials (POST) when DAT is not in the list; the secret is a password field', async () => {
    const { user, api } = renderSettings();
    const dat = await screen.findByRole('form', { name: 'DAT' });
    expect(within(dat).getByText('Not set')).toBeInTheDocument();
    const secret = within(dat).getByLabelText(/^Client secret/);
    expect(secret).toHaveAttribute('type', 'password');
    await user.type(
      within(dat).getByRole('textbox', { name: /^Organisation e-mail/ }),
      'org@carrier.test',
    );
    await user.type(within(dat).getByRole('textbox', { name: /^User e-mail/ }), 'me@carrier.test');
    await user.type(secret, 's3cret');
    await user.click(within(dat).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST', LOADBOARD_PATHS.settings)).toHaveLength(1));
    expect(api.to('POST', LOADBOARD_PATHS.settings)[0]?.body).toEqual({
      provider: 'DAT',
      provider_settings: {
        dat_org_email: 'org@carrier.test',
        dat_user_email: 'me@carrier.test',
        dat_client_secret: 's3cret',
      },
    });
    expect(await within(dat).findByText('Saved')).toBeInTheDocument();
    expect(
      within(dat).getByText('A client secret is saved; leave blank to keep it.'),
    ).toBeInTheDocument();
  });

  it('updates (PUT) a provider that is in the loaded list, and deletes it', async () => {
    const { user, api } = renderSettings(undefined, fakeSettingsApi({ settings: [DAT_SAVED] }));
    const dat = await screen.findByRole('form', { name: 'DAT' });
    expect(await within(dat).findByDisplayValue('org@carrier.test')).toBeInTheDocument();
    expect(within(dat).getByLabelText(/^Client secret/)).toHaveValue('');
    // A blank secret keeps the saved one: the PUT leaves it out.
    const userEmail = within(dat).getByRole('textbox', { name: /^User e-mail/ });
    await user.clear(userEmail);
    await user.type(userEmail, 'ops@carrier.test');
    await user.click(within(dat).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT', `${LOADBOARD_PATHS.settings}/DAT`)).toHaveLength(1));
    expect(api.to('PUT', `${LOADBOARD_PATHS.settings}/DAT`)[0]?.body).toEqual({
      provider: 'DAT',
      provider_settings: { dat_org_email: 'org@carrier.test', dat_user_email: 'ops@carrier.test' },
    });
    await user.type(within(dat).getByLabelText(/^Client secret/), 'rotated');
    await user.click(within(dat).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT', `${LOADBOARD_PATHS.settings}/DAT`)).toHaveLength(2));
    expect(api.to('PUT', `${LOADBOARD_PATHS.settings}/DAT`)[1]?.body).toMatchObject({
      provider_settings: { dat_client_secret: 'rotated' },
    });
    expect(api.to('POST', LOADBOARD_PATHS.settings)).toHaveLength(0);

    await user.click(within(dat).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.to('DELETE', `${LOADBOARD_PATHS.settings}/DAT`)).toHaveLength(1),
    );
    expect(await within(dat).findByText('Not set')).toBeInTheDocument();
  });

  it('saves a TRUCKSTOP integration id', async () => {
    const { user, api } = renderSettings();
    const truckstop = await screen.findByRole('form', { name: 'TRUCKSTOP' });
    await user.type(within(truckstop).getByRole('textbox', { name: /^Integration id/ }), 'ts-42');
    await user.click(within(truckstop).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST', LOADBOARD_PATHS.settings)).toHaveLength(1));
    expect(api.to('POST', LOADBOARD_PATHS.settings)[0]?.body).toEqual({
      provider: 'TRUCKSTOP',
      provider_settings: { truckstop_integration_id: 'ts-42' },
    });
    expect(
      await within(truckstop).findByText(
        'An integration id is saved; enter it again to change it.',
      ),
    ).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch settings'", async () => {
    renderSettings(undefined, fakeSettingsApi({ failList: { status: 500, body: {} } }));
    // The toast and the tab's inline message (with Try again).
    await waitFor(() => expect(screen.getAllByText('Failed to fetch settings')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it("toasts 'Failed to save settings' and 'Failed to delete settings'", async () => {
    const { user } = renderSettings(
      undefined,
      fakeSettingsApi({
        settings: [DAT_SAVED],
        failSave: { status: 500, body: { error: 'boom' } },
        failDelete: 'network',
      }),
    );
    const dat = await screen.findByRole('form', { name: 'DAT' });
    await within(dat).findByDisplayValue('org@carrier.test');
    await user.type(within(dat).getByLabelText(/^Client secret/), 'x');
    await user.click(within(dat).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save settings')).toBeVisible();
    await user.click(within(dat).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete settings')).toBeVisible();
  });
});
