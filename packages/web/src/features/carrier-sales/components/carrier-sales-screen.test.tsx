import { VOICE_PATHS, voicePath } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { CAMPAIGN_SESSION_KEY } from '../lib/campaign-session';
import { fakeCarrierSales, makeCampaign } from '../testing/fake-carrier-sales';
import { otherTabWrites, renderCarrierSales } from '../testing/render-carrier-sales';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  FakeWebSocket.reset();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('Loads In Progress tabs', () => {
  it('names new tabs New Load, New Load 2, ...; shows x only with more than one tab; the last cannot be closed', async () => {
    const user = userEvent.setup();
    renderCarrierSales(fakeCarrierSales());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Carrier Sales Agent' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Loads In Progress' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Load History' })).toHaveAttribute(
      'href',
      '/ai/campaign-history',
    );
    expect(tabNames()).toEqual(['New Load']);
    expect(screen.queryByRole('button', { name: /^Close / })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add load' }));
    await user.click(screen.getByRole('button', { name: 'Add load' }));
    expect(tabNames()).toEqual(['New Load', 'New Load 2', 'New Load 3']);
    expect(screen.getByRole('tab', { name: 'New Load 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Close New Load 2' }));
    expect(tabNames()).toEqual(['New Load', 'New Load 3']);
    // The freed number is used again.
    await user.click(screen.getByRole('button', { name: 'Add load' }));
    expect(tabNames()).toEqual(['New Load', 'New Load 3', 'New Load 2']);

    await user.click(screen.getByRole('button', { name: 'Close New Load 3' }));
    await user.click(screen.getByRole('button', { name: 'Close New Load 2' }));
    expect(tabNames()).toEqual(['New Load']);
    expect(screen.queryByRole('button', { name: /^Close / })).not.toBeInTheDocument();
  });

  it('restores the session tabs by name; a saved campaign has no x; ended ones leave the session', async () => {
    const user = userEvent.setup();
    const voice = fakeCarrierSales({
      campaigns: [
        makeCampaign({ campaign_id: 'camp-1', name: 'Dallas run' }),
        makeCampaign({ campaign_id: 'camp-2', name: 'Old run', status: 'confirmed' }),
      ],
    });
    renderCarrierSales(voice, { session: ['camp-1', 'camp-2'] });
    await waitFor(() => expect(tabNames()).toEqual(['Dallas run']));
    expect(JSON.parse(window.localStorage.getItem(CAMPAIGN_SESSION_KEY) ?? '[]')).toEqual([
      'camp-1',
    ]);
    expect(
      voice.to(VOICE_PATHS.activeCampaigns)[0]?.url.searchParams.getAll('campaign_ids'),
    ).toEqual(['camp-1', 'camp-2']);
    await user.click(screen.getByRole('button', { name: 'Add load' }));
    expect(screen.queryByRole('button', { name: 'Close Dallas run' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close New Load' })).toBeVisible();
  });

  it('follows the session another browser tab writes', async () => {
    const voice = fakeCarrierSales({
      campaigns: [makeCampaign({ campaign_id: 'camp-9', name: 'From the other tab' })],
    });
    renderCarrierSales(voice);
    expect(await screen.findByRole('tab', { name: 'New Load' })).toBeVisible();
    otherTabWrites(['camp-9']);
    expect(await screen.findByRole('tab', { name: 'From the other tab' })).toBeVisible();
    expect(tabNames()).toEqual(['New Load', 'From the other tab']);
    otherTabWrites([]);
    await waitFor(() => expect(tabNames()).toEqual(['New Load']));
  });

  it('renames a new load locally and a saved one with a PUT of only its name', async () => {
    const user = userEvent.setup();
    const voice = fakeCarrierSales({
      campaigns: [makeCampaign({ campaign_id: 'camp-1', name: 'Dallas run' })],
    });
    renderCarrierSales(voice, { session: ['camp-1'] });
    const saved = await screen.findByRole('tab', { name: 'Dallas run' });

    await user.dblClick(saved);
    const input = screen.getByRole('textbox', { name: 'Load name' });
    await user.clear(input);
    await user.type(input, 'Dallas priority{Enter}');
    expect(await screen.findByRole('tab', { name: 'Dallas priority' })).toBeVisible();
    expect(await screen.findByText('Load name updated')).toBeVisible();
    const puts = voice.to(voicePath(VOICE_PATHS.campaign, { id: 'camp-1' }), 'PUT');
    expect(puts.map((r) => r.body)).toEqual([{ name: 'Dallas priority' }]);

    // A new load: renamed on blur, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Add load' }));
    await user.dblClick(screen.getByRole('tab', { name: 'New Load' }));
    await user.clear(screen.getByRole('textbox', { name: 'Load name' }));
    await user.type(screen.getByRole('textbox', { name: 'Load name' }), 'Houston');
    await user.click(screen.getByRole('heading', { name: 'Loads In Progress' }));
    expect(screen.getByRole('tab', { name: 'Houston' })).toBeVisible();
    expect(voice.to(voicePath(VOICE_PATHS.campaign, { id: 'camp-1' }), 'PUT')).toHaveLength(1);
  });

  it('keeps the old name and says why when the rename fails', async () => {
    const user = userEvent.setup();
    const voice = fakeCarrierSales({
      campaigns: [makeCampaign({ campaign_id: 'camp-1', name: 'Dallas run' })],
      answers: { campaign: () => ({ status: 409, body: { detail: 'Name already used' } }) },
    });
    renderCarrierSales(voice, { session: ['camp-1'] });
    // GET is overridden too: the tab keeps the active list's name and shows the load error.
    await user.dblClick(await screen.findByRole('tab', { name: 'Dallas run' }));
    const input = screen.getByRole('textbox', { name: 'Load name' });
    await user.clear(input);
    await user.type(input, 'Other{Enter}');
    expect(await screen.findByText('Failed to update load name: Name already used.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Dallas run' })).toBeVisible();
    expect(within(screen.getByRole('tablist')).queryByText('Other')).not.toBeInTheDocument();
  });
});
