import { LOADBOARD_PATHS, VOICE_PATHS } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLoadboardApi, makeLoad } from '@/features/load-boards/testing/fake-loadboard-api';
import { fakeVoice } from '@/features/load-booking/testing/fake-voice';
import { saveTruck } from '@/features/load-booking/testing/truck';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { fill } from '@/testing/fill';
import { fakeApi, jsonResponse, makeUser, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

configure({ asyncUtilTimeout: 8_000 });

/** Flags and user, the voice routes, and the load-board routes over one fetch double. */
function fakeEverything() {
  const base = fakeApi({ flags: { VOICE_AI: true }, user: makeUser() });
  const voice = fakeVoice();
  const boards = fakeLoadboardApi({
    loads: [makeLoad({ externalId: 'ts-7', source: 'TRUCKSTOP' })],
  });
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href, 'http://localhost').pathname;
    if (path === VOICE_PATHS.signupFlowStatus) {
      return jsonResponse({
        is_signup_flow_required: false,
        is_broker_usecase: false,
        is_carrier_usecase: true,
        is_broker_signup_flow_required: false,
        caller_id: '+12145550100',
        caller_id_verified: true,
        signup_errors: [],
        skip_carrier_info: false,
        carrier_info_submitted: true,
      });
    }
    if (path.startsWith('/loadboard') || path.startsWith('/v1/truckposts')) {
      return boards.fetch(input, init);
    }
    if (path.startsWith('/voice')) {
      return voice.fetch(input, init);
    }
    return base.fetch(input, init);
  };
  return { fetch: fetchFn, voice, boards };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('/ai/load-booking with the load-board tabs', () => {
  it('searches Truckstop, opens a result and starts a Details Only call with initiator Truckstop', async () => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const api = fakeEverything();
    vi.stubGlobal('fetch', api.fetch);
    storeSession();
    saveTruck();
    const user = userEvent.setup();
    renderApp('/ai/load-booking');
    await user.click(await screen.findByRole('tab', { name: 'Search Truckstop' }));
    const panel = screen.getByRole('tabpanel', { name: 'Search Truckstop' });
    await fill(user, within(panel).getByRole('textbox', { name: 'Origin' }), 'Chicago, IL');
    await fill(user, within(panel).getByRole('textbox', { name: 'Destination' }), 'Dallas, TX');
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    await user.click(
      await within(panel).findByRole('button', { name: 'Details Chicago, IL → Dallas, TX' }),
    );
    const card = within(panel).getByRole('region', { name: 'Load ts-7' });
    await user.click(within(card).getByRole('button', { name: 'Initiate Call' }));

    await waitFor(() => expect(api.voice.to(VOICE_PATHS.callBroker)).toHaveLength(1));
    expect(api.boards.to(LOADBOARD_PATHS.searchTruckstop)).toHaveLength(1);
    expect(api.voice.to(VOICE_PATHS.callBroker)[0]?.body).toMatchObject({
      initiator: 'Truckstop',
      phone_number: '+13125550199',
      details_only: true,
      rate_range: { min: 0, max: 0 },
      truck_location: 'Dallas, TX',
    });
    expect(screen.getByRole('tab', { name: 'Active Calls' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
