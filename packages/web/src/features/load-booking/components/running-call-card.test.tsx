import { topicPath, VOICE_PATHS } from '@fleet/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { jsonResponse } from '@/testing/fixtures';
import { BOOKING_SESSION_KEY } from '../lib/booking-session';
import { fakeVoice, makeActiveCall, makeParsed } from '../testing/fake-voice';
import { renderScreen } from '../testing/render-booking';
import { saveTruck } from '../testing/truck';

configure({ asyncUtilTimeout: 5_000 });

type Voice = ReturnType<typeof fakeVoice>;

async function restoreCall(voice: Voice = fakeVoice(), ids = ['call-1']) {
  vi.stubGlobal('fetch', voice.fetch);
  saveTruck();
  window.localStorage.setItem(BOOKING_SESSION_KEY, JSON.stringify(ids));
  const user = userEvent.setup();
  const utils = renderScreen();
  return { ...utils, user, voice };
}

async function liveSocket() {
  await waitFor(() => expect(FakeWebSocket.sockets.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.last();
  act(() => socket.open());
  let seq = 0;
  return {
    socket,
    send(message: Record<string, unknown>) {
      seq += 1;
      act(() => socket.receive({ call_id: 'call-1', ...message, seq }));
    },
  };
}

const line = (index: number, sender: 'agent' | 'user', message: string) => ({
  type: 'update_conversation',
  index,
  sender,
  message,
  timestamp: `2026-03-09T15:00:0${index}.000Z`,
});

beforeEach(() => FakeWebSocket.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('running call card', () => {
  it('restores the session calls with skeletons first, then follows a running one live', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const voice = fakeVoice({
      activeCalls: async (ids) => {
        await gate;
        return jsonResponse({
          data: ids.map((id) => makeActiveCall({ uid: id, id, status: 'calling' })),
        });
      },
    });
    await restoreCall(voice, ['call-1', 'call-2', 'call-3', 'call-4']);
    await waitFor(() => expect(screen.getAllByTestId('call-skeleton')).toHaveLength(3));
    expect(voice.to(VOICE_PATHS.activeCalls)[0]?.url.searchParams.getAll('calls')).toEqual([
      'call-1',
      'call-2',
      'call-3',
      'call-4',
    ]);
    release();
    await waitFor(() => expect(screen.getAllByTestId('running-call-card')).toHaveLength(4));
    expect(screen.queryByTestId('call-skeleton')).not.toBeInTheDocument();
    expect(FakeWebSocket.sockets.map((socket) => socket.url.pathname).sort()).toEqual([
      topicPath('watch', 'call-1'),
      topicPath('watch', 'call-2'),
      topicPath('watch', 'call-3'),
      topicPath('watch', 'call-4'),
    ]);
    expect(FakeWebSocket.last().url.searchParams.get('token')).toBe('access-1');
  });

  it('shows a completed call as Closed without reconnecting', async () => {
    const voice = fakeVoice({
      activeCalls: () =>
        jsonResponse({ data: [makeActiveCall({ status: 'completed', transcript: [] })] }),
    });
    await restoreCall(voice);
    const card = await screen.findByTestId('running-call-card');
    await waitFor(() =>
      expect(within(card).getByTestId('call-status')).toHaveTextContent('Closed'),
    );
    expect(within(card).getByRole('button', { name: 'Call Ended' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(FakeWebSocket.sockets).toHaveLength(0);
  });

  it("toasts 'Failed to load connected calls' when the session calls cannot be loaded", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const voice = fakeVoice({ activeCalls: () => jsonResponse({ detail: 'boom' }, 500) });
    await restoreCall(voice);
    expect(await screen.findByText('Failed to load connected calls')).toBeVisible();
  });

  it('reacts to live messages: status, transcript (idempotent), extracted data, approval', async () => {
    const voice = fakeVoice({
      activeCalls: () => jsonResponse({ data: [makeActiveCall({ status: 'calling' })] }),
    });
    const { user, sounds } = await restoreCall(voice);
    const card = await screen.findByTestId('running-call-card');
    const live = await liveSocket();
    expect(within(card).getByTestId('call-status')).toHaveTextContent('Calling');
    expect(within(card).getByRole('status')).toHaveTextContent('Connected');
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(within(card).getByText('Cannot remove active call')).toBeInTheDocument();

    live.send({ type: 'connection_status', status: 'connected' });
    expect(within(card).getByTestId('call-status')).toHaveTextContent('Connected');
    expect(within(card).getByRole('button', { name: 'Hop In' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'End Call' })).toBeVisible();

    live.send(line(0, 'user', 'Freight desk, this is Mike.'));
    live.send(line(1, 'agent', 'Hi Mike, calling about the Dallas to Atlanta load.'));
    live.send(line(1, 'agent', 'Hi Mike, calling about the Dallas to Atlanta load.'));
    const log = within(card).getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log.style.height).toBe('144px');
    expect(
      within(log)
        .getAllByTestId('transcript-message')
        .map((node) => node.textContent),
    ).toEqual([
      'Freight desk, this is Mike.',
      'Hi Mike, calling about the Dallas to Atlanta load.',
    ]);
    expect(within(log).getByText('Broker:', { exact: false })).toBeInTheDocument();
    expect(within(log).getByText('Agent:', { exact: false })).toBeInTheDocument();

    live.send({ type: 'message_for_someone_else', whatever: true });
    live.send({ ...line(2, 'user', 'not this call'), call_id: 'call-9' });
    expect(within(log).getAllByTestId('transcript-message')).toHaveLength(2);

    const { loadDetails, callDetails } = makeParsed({ brokerOfferedRate: 2000, weight: 40000 });
    live.send({
      type: 'update_extracted_data',
      loadDetails,
      callDetails,
      metadata: {},
      carrier_rate: 1950,
    });
    expect(within(card).getByText('$2,000.00')).toBeVisible();
    expect(within(card).getByText('40,000 lbs')).toBeVisible();
    expect(within(card).getByText('$1,950.00')).toBeVisible();

    expect(sounds.count).toBe(0);
    live.send({
      type: 'dispatcher_approval_request',
      rate: 1950,
      loadDetails,
      message: 'The broker agreed to $1,950. Approve the booking?',
    });
    const bar = within(card).getByRole('alert');
    expect(bar).toHaveTextContent('The broker agreed to $1,950. Approve the booking?');
    expect(sounds.count).toBe(1);
    expect(card).toHaveAttribute('data-blink', 'on');

    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
    const [approval] = voice.to(VOICE_PATHS.sessionsUpdate);
    expect(approval?.url.searchParams.get('uid')).toBe('call-1');
    expect(approval?.body).toMatchObject({
      update_type: 'LOAD_APPROVAL',
      context_update: { load_details: { brokerOfferedRate: 2000 } },
    });
    expect(card).not.toHaveAttribute('data-blink');
  });

  it('rejects with a reason (or the default), and clears the bar on approval_resolved or close', async () => {
    const voice = fakeVoice({
      activeCalls: () => jsonResponse({ data: [makeActiveCall({ status: 'in-progress' })] }),
    });
    const { user } = await restoreCall(voice);
    const card = await screen.findByTestId('running-call-card');
    const live = await liveSocket();
    const request = {
      type: 'dispatcher_approval_request',
      rate: 1700,
      loadDetails: makeParsed().loadDetails,
      message: 'Approve $1,700?',
    };

    live.send(request);
    let bar = within(card).getByRole('alert');
    await user.type(
      within(bar).getByRole('textbox', { name: 'Rejection reason (optional)' }),
      'Too low',
    );
    await user.click(within(bar).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
    expect(voice.to(VOICE_PATHS.sessionsUpdate)[0]?.body).toEqual({
      update_type: 'LOAD_REJECTION',
      context_update: { reason: 'Too low' },
    });

    live.send(request);
    bar = within(card).getByRole('alert');
    await user.click(within(bar).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(voice.to(VOICE_PATHS.sessionsUpdate)).toHaveLength(2));
    expect(voice.to(VOICE_PATHS.sessionsUpdate)[1]?.body).toEqual({
      update_type: 'LOAD_REJECTION',
      context_update: { reason: 'Dispatcher rejected the load!' },
    });

    live.send(request);
    expect(within(card).getByRole('alert')).toBeVisible();
    live.send({ type: 'approval_resolved', decision: 'expired' });
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();

    live.send(request);
    expect(within(card).getByRole('alert')).toBeVisible();
    live.send({ type: 'connection_status', status: 'completed' });
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).getByTestId('call-status')).toHaveTextContent('Call completed');
    expect(within(card).getByRole('button', { name: 'Call Ended' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeEnabled();
    // The socket closes once the call has ended.
    await waitFor(() => expect(live.socket.closedByClient).not.toBeNull());
  });

  it("End Call reads 'Ending...' until the call ends, then 'Call Ended'; Hop In adds the dispatcher", async () => {
    const voice = fakeVoice({
      activeCalls: () => jsonResponse({ data: [makeActiveCall({ status: 'connected' })] }),
    });
    const { user } = await restoreCall(voice);
    const card = await screen.findByTestId('running-call-card');
    const live = await liveSocket();

    await user.click(within(card).getByRole('button', { name: 'Hop In' }));
    await waitFor(() => expect(voice.to(VOICE_PATHS.sessionsUpdate)).toHaveLength(1));
    expect(voice.to(VOICE_PATHS.sessionsUpdate)[0]?.body).toEqual({
      update_type: 'ADD_PARTICIPANT',
      context_update: {
        introduction: "Hi, this is Dana Dispatcher, the dispatcher. I'm joining the call.",
        hop_in: true,
      },
    });

    await user.click(within(card).getByRole('button', { name: 'End Call' }));
    expect(within(card).getByRole('button', { name: 'Ending...' })).toBeDisabled();
    expect(within(card).getByTestId('call-status')).toHaveTextContent('Ending...');
    await waitFor(() => expect(voice.to(VOICE_PATHS.sessionsUpdate)).toHaveLength(2));
    expect(voice.to(VOICE_PATHS.sessionsUpdate)[1]?.body).toMatchObject({
      update_type: 'TERMINATE_CALL',
    });
    // A late in-progress status does not undo Ending...
    live.send({ type: 'connection_status', status: 'in-progress' });
    expect(within(card).getByTestId('call-status')).toHaveTextContent('Ending...');
    live.send({ type: 'connection_status', status: 'canceled' });
    expect(within(card).getByTestId('call-status')).toHaveTextContent('Call Ended');
    expect(within(card).getByRole('button', { name: 'Call Ended' })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('running-call-card')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(BOOKING_SESSION_KEY)).toBeNull();
  });

  it("marks the agent's low-confidence fields 'Check' until the broker confirms them", async () => {
    const voice = fakeVoice({
      activeCalls: () => jsonResponse({ data: [makeActiveCall({ status: 'connected' })] }),
    });
    await restoreCall(voice);
    const card = await screen.findByTestId('running-call-card');
    const live = await liveSocket();
    const { loadDetails, callDetails } = makeParsed();
    const metadata = { source: 'call', confidence: 1, missingFields: [] };
    live.send({
      type: 'update_extracted_data',
      loadDetails,
      callDetails,
      metadata: {
        ...metadata,
        fieldConfidence: { brokerOfferedRate: 0.5 },
        lowConfidenceFields: ['brokerOfferedRate'],
      },
    });
    const rate = () => card.querySelector('[data-field="brokerOfferedRate"]') as HTMLElement;
    await waitFor(() => expect(rate()).toHaveAttribute('data-low-confidence', 'true'));
    expect(within(rate()).getByText('Check')).toBeVisible();

    // The broker confirmed the rate on the call.
    live.send({
      type: 'update_extracted_data',
      loadDetails,
      callDetails,
      metadata: { ...metadata, fieldConfidence: { brokerOfferedRate: 1 }, lowConfidenceFields: [] },
    });
    await waitFor(() => expect(rate()).not.toHaveAttribute('data-low-confidence'));
    expect(within(card).queryByText('Check')).toBeNull();
  });

  it('blinks the border every 800 ms while approval waits and flashes changed fields for 1 s', async () => {
    const voice = fakeVoice({
      activeCalls: () => jsonResponse({ data: [makeActiveCall({ status: 'connected' })] }),
    });
    await restoreCall(voice);
    const card = await screen.findByTestId('running-call-card');
    const live = await liveSocket();
    vi.useFakeTimers();

    const { loadDetails, callDetails } = makeParsed({ weight: 41000 });
    live.send({ type: 'update_extracted_data', loadDetails, callDetails, metadata: {} });
    const weight = card.querySelector('[data-field="weight"]');
    expect(weight).toHaveAttribute('data-flash', 'true');
    expect(card.querySelector('[data-field="commodity"]')).not.toHaveAttribute('data-flash');
    act(() => vi.advanceTimersByTime(999));
    expect(card.querySelector('[data-field="weight"]')).toHaveAttribute('data-flash', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(card.querySelector('[data-field="weight"]')).not.toHaveAttribute('data-flash');

    live.send({
      type: 'dispatcher_approval_request',
      rate: 1900,
      loadDetails,
      message: 'Approve?',
    });
    expect(card).toHaveAttribute('data-blink', 'on');
    act(() => vi.advanceTimersByTime(799));
    expect(card).toHaveAttribute('data-blink', 'on');
    act(() => vi.advanceTimersByTime(1));
    expect(card).toHaveAttribute('data-blink', 'off');
    act(() => vi.advanceTimersByTime(800));
    expect(card).toHaveAttribute('data-blink', 'on');
    live.send({ type: 'approval_resolved', decision: 'approved' });
    expect(card).not.toHaveAttribute('data-blink');
    act(() => vi.advanceTimersByTime(1600));
    expect(card).not.toHaveAttribute('data-blink');
  });
});
