import { type CampaignStatus, GATEWAY_CLOSE, VOICE_PATHS, voicePath } from '@fleet/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { CAMPAIGN_SESSION_KEY } from '../lib/campaign-session';
import { fakeCarrierSales, makeCall, makeCampaign } from '../testing/fake-carrier-sales';
import { push, renderCarrierSales, watcherSocket } from '../testing/render-carrier-sales';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  FakeWebSocket.reset();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const actions = () => screen.getByRole('group', { name: 'Load actions' });
const calls = () => screen.getByRole('region', { name: 'Calls' });
const findAction = async (name: string | RegExp) =>
  within(await screen.findByRole('group', { name: 'Load actions' })).findByRole('button', { name });

function open(status: CampaignStatus, extra: Parameters<typeof makeCampaign>[0] = {}) {
  const voice = fakeCarrierSales({
    campaigns: [makeCampaign({ campaign_id: 'camp-1', status, carrier_count: 3, ...extra })],
    // Still listed as active (it ended while this page was open).
    answers: {
      activeCampaigns: {
        status: 200,
        body: { status: 'success', data: [{ campaign_id: 'camp-1', name: 'Dallas run', status }] },
      },
    },
  });
  const utils = renderCarrierSales(voice, { session: ['camp-1'] });
  return { voice, ...utils };
}

describe('action buttons and locks per status', () => {
  it.each([
    ['stop', 'Call Carriers', true, true],
    ['running', 'Pause', true, true],
    ['paused', 'Resume', true, true],
    ['completed', 'Completed', false, false],
    ['confirmed', 'Completed', false, false],
    ['failed', 'Call Carriers', true, true],
  ] as const)(
    '%s shows %s (enabled %s) and Cancel (enabled %s)',
    async (status, label, primaryOn, cancelOn) => {
      open(status);
      const primary = await findAction(label);
      if (primaryOn) expect(primary).toBeEnabled();
      else expect(primary).toBeDisabled();
      const cancel = within(actions()).getByRole('button', { name: 'Cancel' });
      if (cancelOn) expect(cancel).toBeEnabled();
      else expect(cancel).toBeDisabled();
      expect(within(calls()).getByTestId('campaign-status')).toBeVisible();
    },
  );

  it('while running: desired rate and Update locked with the hint, carrier list locked, raw details locked once calls started', async () => {
    const user = userEvent.setup();
    open('running', { call_count: 1 });
    await findAction('Pause');
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByLabelText('Desired Rate From ($)')).toBeDisabled();
    expect(screen.getByLabelText('Desired Rate To ($)')).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByText('Pause load to update desired rate')).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByLabelText('Raw Load Details')).toBeDisabled();
    const carriers = screen.getByRole('region', { name: 'Carrier List' });
    expect(within(carriers).getByRole('button', { name: 'Select File' })).toBeDisabled();
  });

  it('while paused: the rate can change again and Update is enabled', async () => {
    const user = userEvent.setup();
    open('paused');
    await findAction('Resume');
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByLabelText('Desired Rate From ($)')).toBeEnabled();
    expect(screen.queryByText('Pause load to update desired rate')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('Call Carriers with no carrier is refused with the §8 toast and sends nothing', async () => {
    const user = userEvent.setup();
    const { voice } = open('stop', { carrier_count: 0 });
    await user.click(await findAction('Call Carriers'));
    expect(await screen.findByText('Cannot start load: No carriers in list.')).toBeVisible();
    expect(voice.to(voicePath(VOICE_PATHS.campaignExecute, { id: 'camp-1' }))).toHaveLength(0);
  });
});

describe('commands and pushes', () => {
  it('Call Carriers starts, opens the watcher and a pushed pause turns the button into Resume', async () => {
    const user = userEvent.setup();
    const { voice } = open('stop');
    await user.click(await findAction('Call Carriers'));
    expect(await screen.findByText('Load started successfully!')).toBeVisible();
    expect(voice.to(voicePath(VOICE_PATHS.campaignExecute, { id: 'camp-1' }), 'POST')).toHaveLength(
      1,
    );
    expect(await findAction('Pause')).toBeEnabled();
    expect(within(calls()).getByText('Waiting for calls to begin...')).toBeVisible();

    // The watcher opens once the machine runs (an effect after the first render).
    const socket = await waitFor(() => watcherSocket('camp-1'));
    expect(socket.url.searchParams.get('token')).toBe('access-1');
    socket.open();
    expect(await within(calls()).findByText('Connected')).toBeVisible();

    // Another tab paused: this one follows.
    push(socket, { type: 'campaign_status_update', campaign_id: 'camp-1', status: 'pause' });
    expect(await findAction('Resume')).toBeEnabled();
    expect(within(calls()).getByTestId('campaign-status')).toHaveTextContent('Paused');
    push(socket, { type: 'campaign_status_update', campaign_id: 'camp-1', status: 'running' });
    expect(await findAction('Pause')).toBeEnabled();
    // Pushes for another campaign and unknown events change nothing.
    push(socket, { type: 'campaign_status_update', campaign_id: 'camp-2', status: 'pause' });
    push(socket, { type: 'something_new', campaign_id: 'camp-1' });
    expect(within(actions()).getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it('says when the watcher is refused before it ever connected', async () => {
    open('running');
    await findAction('Pause');
    // The watcher opens once the machine runs (an effect after the first render).
    const socket = await waitFor(() => watcherSocket('camp-1'));
    act(() => socket.serverClose(GATEWAY_CLOSE.forbidden, 'gateway/forbidden'));
    expect(await screen.findByText('Failed to connect to load updates')).toBeVisible();
    expect(within(calls()).getByText('Disconnected')).toBeVisible();
  });

  it('Pause and Resume go to the server; a refused command shows the server detail', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const voice = fakeCarrierSales({
      campaigns: [makeCampaign({ campaign_id: 'camp-1', status: 'running', carrier_count: 2 })],
      answers: {
        campaignPauseResume: () =>
          refuse
            ? { status: 409, body: { detail: 'The load is already paused' } }
            : { status: 200, body: { status: 'success', data: {} } },
      },
    });
    renderCarrierSales(voice, { session: ['camp-1'] });
    await user.click(await findAction('Pause'));
    expect(await screen.findByText('Load paused successfully!')).toBeVisible();
    expect(
      voice
        .to(voicePath(VOICE_PATHS.campaignPauseResume, { id: 'camp-1' }))[0]
        ?.url.searchParams.get('action'),
    ).toBe('pause');
    refuse = true;
    await user.click(await findAction('Resume'));
    expect(await screen.findByText('Error: The load is already paused')).toBeVisible();
    expect(within(actions()).getByRole('button', { name: 'Resume' })).toBeEnabled();
  });

  it('a failed command without detail shows its own message', async () => {
    const user = userEvent.setup();
    const voice = fakeCarrierSales({
      campaigns: [makeCampaign({ campaign_id: 'camp-1', status: 'running', carrier_count: 2 })],
      answers: { campaignPauseResume: { status: 500, body: {} } },
    });
    renderCarrierSales(voice, { session: ['camp-1'] });
    await user.click(await findAction('Pause'));
    expect(await screen.findByText('Failed to pause load')).toBeVisible();
  });

  it('Cancel closes the tab, adds a blank one and says so', async () => {
    const user = userEvent.setup();
    const { voice } = open('paused');
    await user.click(await findAction('Cancel'));
    expect(await screen.findByText('Load cancelled. Tab closed automatically.')).toBeVisible();
    expect(screen.getByText('Load cancelled successfully!')).toBeVisible();
    expect(voice.to(voicePath(VOICE_PATHS.campaignCancel, { id: 'camp-1' }), 'POST')).toHaveLength(
      1,
    );
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['New Load']),
    );
    expect(window.localStorage.getItem(CAMPAIGN_SESSION_KEY)).toBeNull();
  });

  it('banners and empty states follow the pushed status; completed leaves the session', async () => {
    open('running');
    await findAction('Pause');
    // The watcher opens once the machine runs (an effect after the first render).
    const socket = await waitFor(() => watcherSocket('camp-1'));
    socket.open();
    push(socket, {
      type: 'initial_status',
      campaign_id: 'camp-1',
      status: 'running',
      call_sessions: [],
      notifications: [],
    });
    expect(within(calls()).getByText('Waiting for calls to begin...')).toBeVisible();
    push(socket, { type: 'campaign_status_update', campaign_id: 'camp-1', status: 'completed' });
    expect(
      await within(calls()).findByText('Load not booked. All carriers processed.'),
    ).toBeVisible();
    expect(within(calls()).getByText('Load Completed')).toBeVisible();
    expect(within(actions()).getByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(within(actions()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(calls()).getByText('Disconnected')).toBeVisible();
    expect(socket.closedByClient).not.toBeNull();
    expect(window.localStorage.getItem(CAMPAIGN_SESSION_KEY)).toBeNull();
    // The tab stays to show the outcome.
    expect(screen.getByRole('tab', { name: 'Dallas run' })).toBeVisible();
  });

  it.each([
    ['confirmed', 'Booking confirmed with carrier!', 'Booking Confirmed!'],
    ['failed', 'Load failed. Please check for errors.', 'Load Failed'],
  ] as const)('%s shows "%s" and "%s"', async (status, banner, empty) => {
    open(status);
    expect(await screen.findByText(banner)).toBeVisible();
    expect(within(calls()).getByText(empty)).toBeVisible();
  });

  it('shows No active calls before the load is started', async () => {
    open('stop');
    await findAction('Call Carriers');
    expect(within(calls()).getByText('No active calls')).toBeVisible();
    expect(within(calls()).getByText('Disconnected')).toBeVisible();
  });
});

describe('call cards', () => {
  it('newest first; expand on In Progress, collapse on Connected and Completed; booking and rate pushed', async () => {
    const user = userEvent.setup();
    open('running');
    await findAction('Pause');
    // The watcher opens once the machine runs (an effect after the first render).
    const socket = await waitFor(() => watcherSocket('camp-1'));
    socket.open();
    push(socket, {
      type: 'initial_status',
      campaign_id: 'camp-1',
      status: 'running',
      call_sessions: [
        makeCall({
          call_uid: 'call-1',
          call_status: 'busy',
          timestamp: '2026-03-09T15:00:00.000Z',
          carrier_info: { ...makeCall().carrier_info, legal_name: 'Busy Lines Trucking' },
        }),
      ],
      notifications: [],
    });
    push(socket, {
      type: 'call_added',
      campaign_id: 'camp-1',
      call: makeCall({
        call_uid: 'call-2',
        timestamp: '2026-03-09T15:05:00.000Z',
        conversation: [
          { sender: 'agent', message: 'Hi, this is about a load from Dallas.' },
          { sender: 'other', message: 'Sure, what does it pay?' },
        ],
      }),
    });
    const cards = () => within(calls()).getAllByTestId('call-card');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((card) => card.getAttribute('data-call-uid'))).toEqual(['call-2', 'call-1']);
    const newest = () => cards()[0] as HTMLElement;
    expect(within(newest()).getByTestId('call-status')).toHaveTextContent('Initiated');
    expect(within(newest()).getByTestId('booking-status')).toHaveTextContent('Not Booked');
    expect(newest()).toHaveAttribute('data-expanded', 'false');
    expect(within(cards()[1] as HTMLElement).getByTestId('call-status')).toHaveTextContent('Busy');

    push(socket, {
      type: 'call_status_update',
      campaign_id: 'camp-1',
      call_uid: 'call-2',
      call_status: 'in-progress',
    });
    await waitFor(() => expect(newest()).toHaveAttribute('data-expanded', 'true'));
    expect(within(newest()).getByTestId('call-status')).toHaveTextContent('In Progress');
    // The card's body opens with a transition: found once it is there.
    const transcript = await within(newest()).findByRole('log', { name: /Call Transcript/ });
    expect(transcript).toHaveTextContent('Broker: Hi, this is about a load from Dallas.');
    expect(transcript).toHaveTextContent('Carrier: Sure, what does it pay?');
    const info = within(newest()).getByRole('group', { name: 'Carrier Information' });
    expect(info).toHaveTextContent('MC#: MC-700101');
    expect(info).toHaveTextContent('My Carrier');

    // The expanded in-progress card follows the call's own topic for new lines.
    const callSocket = await waitFor(() => {
      const found = FakeWebSocket.sockets.find((s) => s.url.pathname === '/voice/watch/call-2');
      expect(found).toBeDefined();
      return found;
    });
    callSocket?.open();
    push(callSocket as FakeWebSocket, {
      type: 'update_conversation',
      call_id: 'call-2',
      index: 2,
      sender: 'agent',
      message: 'It pays $1,800.',
      timestamp: '2026-03-09T15:05:10.000Z',
    });
    await waitFor(() => expect(transcript).toHaveTextContent('Broker: It pays $1,800.'));

    push(socket, {
      type: 'call_carrier_rate_update',
      campaign_id: 'camp-1',
      call_uid: 'call-2',
      carrier_rate: 2100,
    });
    push(socket, {
      type: 'call_booking_status_update',
      campaign_id: 'camp-1',
      call_uid: 'call-2',
      booking_status: 'Negotiating',
    });
    await waitFor(() =>
      expect(within(newest()).getByTestId('carrier-rate')).toHaveTextContent('$2,100'),
    );
    expect(within(newest()).getByTestId('booking-status')).toHaveTextContent('Negotiating');

    push(socket, {
      type: 'call_status_update',
      campaign_id: 'camp-1',
      call_uid: 'call-2',
      call_status: 'connected',
    });
    await waitFor(() => expect(newest()).toHaveAttribute('data-expanded', 'false'));
    // A person may open it again.
    await user.click(within(newest()).getByRole('button', { name: /Expand call with/ }));
    expect(newest()).toHaveAttribute('data-expanded', 'true');
    push(socket, {
      type: 'call_status_update',
      campaign_id: 'camp-1',
      call_uid: 'call-2',
      call_status: 'in-progress',
    });
    push(socket, {
      type: 'call_status_update',
      campaign_id: 'camp-1',
      call_uid: 'call-2',
      call_status: 'completed',
    });
    await waitFor(() => expect(newest()).toHaveAttribute('data-expanded', 'false'));
    expect(within(newest()).getByTestId('call-status')).toHaveTextContent('Completed');
  });

  it('an error notification raises a toast and counts on the bell; the dropdown lists newest first', async () => {
    const user = userEvent.setup();
    open('running');
    await findAction('Pause');
    // The watcher opens once the machine runs (an effect after the first render).
    const socket = await waitFor(() => watcherSocket('camp-1'));
    socket.open();
    push(socket, {
      type: 'campaign_notification',
      campaign_id: 'camp-1',
      notification: {
        notification_type: 'info',
        message: 'Calling Ready Freight',
        datetime: '2026-03-09T15:00:00.000Z',
      },
    });
    push(socket, {
      type: 'campaign_notification',
      campaign_id: 'camp-1',
      notification: {
        notification_type: 'error',
        message: 'Telephony provider unavailable',
        datetime: '2026-03-09T15:01:00.000Z',
      },
    });
    expect(await screen.findByText('Telephony provider unavailable')).toBeVisible();
    const bell = within(calls()).getByRole('button', { name: 'Load Notifications (1 errors)' });
    await user.click(bell);
    // The dropdown opens with a transition: its list is found once it is there, with both items.
    const list = await screen.findByRole('list', { name: 'Load Notifications' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const messages = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-type'));
    expect(messages).toEqual(['error', 'info']);
    expect(screen.getByText('Load Notifications')).toBeInTheDocument();
  });
});
