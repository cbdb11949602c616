import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, makeUser, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fleetFetch, makeTrailer } from '../test-fixtures';

// The whole app renders (lazy routes, providers); give it time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const trailers = [
  makeTrailer({ trailer_id: '5310', days_at_location: 93_600 }),
  makeTrailer({ trailer_id: '5320', days_at_location: 3_600 }),
  makeTrailer({
    trailer_id: '6410',
    is_at_customer_location: false,
    days_at_location: 0,
    customer_location: null,
  }),
];

async function trailerIds() {
  const table = await screen.findByRole('table', { name: 'Trailers at customer location' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

function setup() {
  vi.stubGlobal('fetch', fleetFetch(fakeApi({ user: makeUser() }).fetch, { trailers }).fetch);
  storeSession();
  const app = renderApp('/trailer-customer-location?bucket=IS_AT_CUSTOMER_LOCATION');
  return { app, user: userEvent.setup() };
}

describe('trailer at customer location list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists trailers at a customer for more than 6 h, with the spec columns', async () => {
    setup();
    expect(await trailerIds()).toEqual(['5310']);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Trailer #',
      'Current Location',
      'Last Known Customer Location',
      'Duration',
    ]);
    expect(screen.getByRole('cell', { name: '1d 2h' })).toBeInTheDocument();
  });

  it('applies the filter only on Update Results; Clear Filters resets', async () => {
    const { user, app } = setup();
    await trailerIds();
    await user.click(screen.getByRole('button', { name: 'Clear At Customer Location' }));
    expect(await trailerIds()).toEqual(['5310']);
    await user.click(screen.getByRole('button', { name: 'Update Results' }));
    await waitFor(async () => expect(await trailerIds()).toEqual(['5310', '5320', '6410']));
    expect(app.router.state.location.search).toBe('?bucket=ALL');

    await user.type(screen.getByRole('textbox', { name: 'Search by Trailer #' }), '53');
    expect(await trailerIds()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(await trailerIds()).toEqual(['5310', '5320']));

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(async () => expect(await trailerIds()).toEqual(['5310']));
    expect(screen.getByRole('textbox', { name: 'Search by Trailer #' })).toHaveValue('');
    expect(app.router.state.location.search).toBe('?bucket=IS_AT_CUSTOMER_LOCATION');
  });

  it('shows the rejection message when the trailer data fails', async () => {
    const fallback = fakeApi({ user: makeUser() }).fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/v1/trailer-at-customer-location/all')
        ? new Response(JSON.stringify({ message: 'Trailer data unavailable' }), { status: 503 })
        : fallback(input, init),
    );
    storeSession();
    renderApp('/trailer-customer-location');
    // In the page's alert and in the client's toast.
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Trailer data unavailable')).toHaveLength(2);
  });

  it('a 500 with the app retry policy: one call, one toast, the error in place of Loading...', async () => {
    // Issue 10: each retry toasted again (the client toasts every failed attempt) and the list
    // said 'Loading...' for the seconds the retries took.
    const fallback = fakeApi({ user: makeUser() }).fetch;
    const trailerCalls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/v1/trailer-at-customer-location/all')) {
        return fallback(input, init);
      }
      trailerCalls.push(String(input));
      return new Response(JSON.stringify({ message: 'Trailer service failed' }), { status: 500 });
    });
    const toast = vi.spyOn(notify, 'error');
    storeSession();
    // A fake clock that also runs with real time, so the wait for retries that must not come is
    // a jump of the clock instead of real seconds.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/trailer-customer-location', { queryClient: createQueryClient() });
      // The route chunk first; then the error must not wait for retries.
      await screen.findByRole('heading', { level: 1 });
      // The toast is an alert too: the list's is the one with Retry.
      const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 2_500 });
      const alert = retry.closest<HTMLElement>('[role="alert"]');
      if (!alert) throw new Error('Retry is outside the alert');
      expect(within(alert).getByText('Trailer service failed')).toBeInTheDocument();
      expect(screen.queryByText('Loading...')).toBeNull();
      // Past both of the app policy's retry delays (1 s, then 2 s): still one call, one toast.
      await vi.advanceTimersByTimeAsync(3_500);
      expect(trailerCalls).toHaveLength(1);
      expect(toast.mock.calls).toEqual([['Trailer service failed']]);

      // Retry asks again; a second failure is a second toast.
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(retry);
      await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
      expect(trailerCalls).toHaveLength(2);
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  }, 15_000);
});
