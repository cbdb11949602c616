import { VOICE_PATHS } from '@fleet/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { BOOKING_SESSION_KEY } from '../lib/booking-session';
import type { ExternalCallStart } from '../lib/booking-session-logic';
import { fakeVoice, makeParsed } from '../testing/fake-voice';
import { renderWithProviders } from '../testing/render-booking';
import { saveTruck } from '../testing/truck';
import { type ExtraTabs, LoadBookingScreen } from './load-booking-screen';

configure({ asyncUtilTimeout: 5_000 });

/** What a load-board result's Initiate Call emits (the load-boards feature builds it). */
const START: ExternalCallStart = {
  initiator: 'DAT',
  brokerPhone: '+1-312-555-0199',
  brokerExtension: '',
  detailsOnly: false,
  desiredRate: { from: 1800, to: 2200 },
  dispatcherApprovalRequired: true,
  loadDetailsText: 'Chicago, IL → Dallas, TX',
  parsedData: makeParsed(),
};

/** A stand-in for the Search DAT panel: one button that starts the call. */
const tabs: ExtraTabs = (startCall) => [
  {
    value: 'search-dat',
    label: 'Search DAT',
    panel: (
      <button type="button" onClick={() => startCall(START)}>
        Start DAT call
      </button>
    ),
  },
  { value: 'search-truckstop', label: 'Search Truckstop', panel: <p>Truckstop panel</p> },
];

function renderWithTabs() {
  return renderWithProviders(
    <LoadBookingScreen
      deps={{ WebSocket: FakeWebSocket, playSound: () => {}, endedGraceMs: 0, followDelayMs: 20 }}
      extraTabs={tabs}
    />,
  );
}

beforeEach(() => FakeWebSocket.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('Load Booking: load-board tabs', () => {
  it('shows Active Calls, Search DAT and Search Truckstop, all panels mounted', async () => {
    vi.stubGlobal('fetch', fakeVoice().fetch);
    saveTruck();
    const user = userEvent.setup();
    renderWithTabs();
    const tabNames = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabNames).toEqual(['Active Calls', 'Search DAT', 'Search Truckstop']);
    await user.click(screen.getByRole('tab', { name: 'Search Truckstop' }));
    expect(screen.getByText('Truckstop panel')).toBeVisible();
    // keepMounted: the hidden panel is still in the document.
    expect(
      screen.getByRole('button', { name: 'Start DAT call', hidden: true }),
    ).toBeInTheDocument();
  });

  it("starts a result's call through the call start with initiator DAT and shows it in Active Calls", async () => {
    const voice = fakeVoice();
    vi.stubGlobal('fetch', voice.fetch);
    saveTruck();
    const user = userEvent.setup();
    renderWithTabs();
    await user.click(await screen.findByRole('tab', { name: 'Search DAT' }));
    await user.click(screen.getByRole('button', { name: 'Start DAT call' }));
    await waitFor(() => expect(voice.to(VOICE_PATHS.callBroker)).toHaveLength(1));
    const body = voice.to(VOICE_PATHS.callBroker)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      phone_number: '+1-312-555-0199',
      initiator: 'DAT',
      details_only: false,
      rate_range: { min: 1800, max: 2200 },
      dispatcher_approval_required: true,
      truck_location: 'Dallas, TX',
      load_details_text: 'Chicago, IL → Dallas, TX',
      load_details: makeParsed().loadDetails,
    });
    // The page switched to Active Calls, and the call joined the booking session.
    expect(screen.getByRole('tab', { name: 'Active Calls' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(BOOKING_SESSION_KEY) ?? '[]')).toEqual([
        'call-1',
      ]),
    );
  });

  it('asks for saved truck details first', async () => {
    const voice = fakeVoice();
    vi.stubGlobal('fetch', voice.fetch);
    const user = userEvent.setup();
    renderWithTabs();
    await user.click(await screen.findByRole('tab', { name: 'Search DAT' }));
    await user.click(screen.getByRole('button', { name: 'Start DAT call' }));
    // The toast joins the Active Calls hint of the same words.
    await waitFor(() =>
      expect(screen.getAllByText('Please save Truck Details first.')).toHaveLength(2),
    );
    expect(voice.to(VOICE_PATHS.callBroker)).toHaveLength(0);
  });
});
