import { VOICE_PATHS } from '@fleet/contracts';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { jsonResponse } from '@/testing/fixtures';
import { BOOKING_SESSION_KEY } from '../lib/booking-session';
import { fakeVoice, makeActiveCall } from '../testing/fake-voice';
import { renderScreen } from '../testing/render-booking';
import { saveTruck } from '../testing/truck';

configure({ asyncUtilTimeout: 5_000 });

/** What another tab's write looks like here: the value changes and a storage event fires. */
function otherTabWrites(ids: string[] | null) {
  const oldValue = window.localStorage.getItem(BOOKING_SESSION_KEY);
  const newValue = ids === null ? null : JSON.stringify(ids);
  if (newValue === null) window.localStorage.removeItem(BOOKING_SESSION_KEY);
  else window.localStorage.setItem(BOOKING_SESSION_KEY, newValue);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: BOOKING_SESSION_KEY, oldValue, newValue }),
    );
  });
}

beforeEach(() => FakeWebSocket.reset());
afterEach(() => vi.unstubAllGlobals());

describe('bookingSession across tabs', () => {
  it('follows calls another tab adds and drops the ones it removes or clears', async () => {
    const voice = fakeVoice({
      activeCalls: (ids) =>
        jsonResponse({
          data: ids
            .filter((id) => id !== 'gone')
            .map((id, index) =>
              makeActiveCall({
                uid: id,
                id,
                status: 'calling',
                to_number: `+1-214-555-010${index}`,
                created_at: `2026-03-09T15:0${id === 'call-b' ? 5 : 0}:00.000Z`,
              }),
            ),
        }),
    });
    vi.stubGlobal('fetch', voice.fetch);
    saveTruck();
    renderScreen();
    expect(await screen.findByText('No active calls.')).toBeVisible();
    expect(voice.to(VOICE_PATHS.activeCalls)).toHaveLength(0);

    otherTabWrites(['call-a']);
    expect(await screen.findByRole('heading', { name: 'Call to (214) 555-0100' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeVisible();

    // Only the new id is fetched; an id the service does not know leaves the session.
    otherTabWrites(['call-a', 'call-b', 'gone']);
    await waitFor(() => expect(screen.getAllByTestId('running-call-card')).toHaveLength(2));
    expect(voice.to(VOICE_PATHS.activeCalls).at(-1)?.url.searchParams.getAll('calls')).toEqual([
      'call-b',
      'gone',
    ]);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(BOOKING_SESSION_KEY) ?? '[]')).toEqual([
        'call-a',
        'call-b',
      ]),
    );
    // Newest first.
    expect(
      screen.getAllByTestId('running-call-card').map((card) => card.getAttribute('data-call-id')),
    ).toEqual(['call-b', 'call-a']);

    otherTabWrites(['call-b']);
    await waitFor(() => expect(screen.getAllByTestId('running-call-card')).toHaveLength(1));
    await waitFor(() =>
      expect(
        FakeWebSocket.sockets.find((socket) => socket.url.pathname.endsWith('/call-a'))
          ?.closedByClient,
      ).not.toBeNull(),
    );

    otherTabWrites(null);
    await waitFor(() => expect(screen.queryAllByTestId('running-call-card')).toHaveLength(0));
    expect(screen.getByText('No active calls.')).toBeVisible();
  });
});
