import type { TripSummary } from '@fleet/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { exceptionListHref, parseFilters } from '../lib/trip-filters';
import { fakeFleetApi } from '../testing/fake-fleet-api';
import { makeDetention, makeTrip } from '../testing/make-trip';

// The machine is shared with other test runs; give async queries room under load.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out; give the scroller a size so the virtualizer renders rows.
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 600 });
  }
});
afterAll(() => {
  sizes.forEach((name, i) => {
    if (saved[i]) Object.defineProperty(HTMLElement.prototype, name, saved[i]);
  });
});

const external = { id: 'd-9', driver_name: 'Ext Erna', samsara_id: null };
const ACTIVE: TripSummary[] = [
  makeTrip({ trip_num: 'ABC-100', driver: { id: 'd1', driver_name: 'Ann', samsara_id: 'e1' } }),
  makeTrip({ trip_num: 'ABC-200', eta_details: { is_late: true } }),
  makeTrip({ trip_num: 'XYZ-300', driver: external }),
  makeTrip({
    trip_num: 'DET-400',
    detention_summary: makeDetention({
      current_state: 'IN_DETENTION',
      detention_total_amount: 1250,
      loss_total_amount: 12.5,
    }),
  }),
];
// Delivered two days ago, and (DET-800) 60 days ago: outside the list's default window.
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const delivered = (days: number) => ({
  trip_status: 'Delivered' as const,
  deliver_date: daysAgo(days),
  last_stop: { datetime: daysAgo(days) },
});
const DELIVERED: TripSummary[] = [
  makeTrip({
    trip_num: 'DET-800',
    ...delivered(60),
    detention_summary: makeDetention({
      current_state: 'NONE',
      status: 'CLOSED',
      is_detention: true,
      detention_total_amount: 500,
    }),
  }),
  makeTrip({
    trip_num: 'DET-900',
    ...delivered(2),
    detention_summary: makeDetention({
      current_state: 'NONE',
      status: 'CLOSED',
      is_detention: true,
      detention_total_amount: 300,
    }),
  }),
];

function renderList(path: string) {
  const api = fakeFleetApi({ active: ACTIVE, delivered: DELIVERED });
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  return { api, ...renderApp(path) };
}

const tripNumbers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

// The first render loads the lazy route; allow it time.
async function findTable(name?: string) {
  const table = await screen.findByRole('table', name ? { name } : {}, { timeout: 5000 });
  await within(table).findAllByRole('cell');
  return table;
}

const appliedFilters = (router: ReturnType<typeof renderApp>['router']) =>
  parseFilters(new URLSearchParams(router.state.location.search).get('filters'));

describe('exception list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the company-driver trips of the ETA module with its columns', async () => {
    const { api } = renderList('/exceptionList?filters={"module":"eta"}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip ETA' })).toBeVisible();
    await findTable('Trip ETA, Company Driver trips');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Trip #',
      'Truck #',
      'Trailer #',
      'Driver Name',
      'Client Name',
      'Order #',
    ]);
    expect(tripNumbers()).toEqual(['ABC-100', 'ABC-200', 'DET-400']);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getByRole('tab', { name: 'Company Driver' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Trip Status' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ETA Status' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Detention Status' })).toBeNull();
    // Active trips only: the delivered list is not asked for.
    expect(api.loadCalls).toEqual([{}]);
  });

  it('switches to the external drivers and keeps the tab in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/exceptionList?filters={"module":"eta"}');
    await findTable();
    await user.click(screen.getByRole('tab', { name: 'External Driver' }));
    await waitFor(() => expect(tripNumbers()).toEqual(['XYZ-300']));
    expect(appliedFilters(router).tripType).toBe('external');
  });

  it('searches the trip number as you type', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/exceptionList?filters={"module":"eta"}');
    await findTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search by Trip #' }), 'abc-2');
    await waitFor(() => expect(tripNumbers()).toEqual(['ABC-200']));
    expect(appliedFilters(router).searchText).toBe('abc-2');
    expect(screen.getByText('1 trip')).toBeInTheDocument();
  });

  it('applies an ETA Status on Update Results, and Clear Filters resets', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/exceptionList?filters={"module":"eta"}');
    await findTable();
    await user.click(screen.getByRole('textbox', { name: 'ETA Status' }));
    await user.click(await screen.findByRole('option', { name: 'Late', hidden: true }));
    // A draft until applied.
    expect(tripNumbers()).toEqual(['ABC-100', 'ABC-200', 'DET-400']);
    await user.click(screen.getByRole('button', { name: 'Update Results' }));
    await waitFor(() => expect(tripNumbers()).toEqual(['ABC-200']));
    expect(appliedFilters(router).etaStatus).toEqual(['late']);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(tripNumbers()).toEqual(['ABC-100', 'ABC-200', 'DET-400']));
    expect(appliedFilters(router).etaStatus).toEqual(['all']);
  });

  it('opens the trip detail on click and on Enter', async () => {
    const { router } = renderList('/exceptionList?filters={"module":"eta"}');
    await findTable();
    const row = screen.getAllByRole('row')[2]!;
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/exceptionDetails'));
    expect(router.state.location.search).toBe('?id=ABC-200&module=eta');
  });

  it('the detention module adds the amounts and includes completed trips', async () => {
    const user = userEvent.setup();
    const { api, router } = renderList(exceptionListHref(parseFilters('{"module":"detention"}')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Detention' })).toBeVisible();
    await waitFor(() => expect(tripNumbers()).toEqual(['DET-400', 'DET-900']));
    // Without a date filter, only the last 7 days of the delivered list are asked for.
    const from = daysAgo(6).slice(0, 10);
    expect(api.loadCalls).toContainEqual({ trip_status: 'DELIVERED', from_date: from });
    expect(
      screen.getByText('Completed trips of the last 7 days; choose dates for earlier ones.'),
    ).toBeVisible();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(-2)).toEqual(['Detention Amount', 'Loss Amount']);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(-2).map((c) => c.textContent)).toEqual(['$1,250', '$12.50']);
    expect(screen.queryByRole('textbox', { name: 'Trip Status' })).toBeNull();

    await user.click(screen.getAllByRole('row')[2]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/exceptionDetails'));
    expect(router.state.location.search).toBe('?id=DET-900&module=detention&completed=true');
  });

  it('asks for the delivered trips of the chosen dates, older ones included', async () => {
    const day = daysAgo(60).slice(0, 10);
    const filters = parseFilters(
      JSON.stringify({ module: 'detention', dateFilter: { fromDate: day, toDate: day } }),
    );
    const { api } = renderList(exceptionListHref(filters));
    await waitFor(() => expect(tripNumbers()).toEqual(['DET-800']));
    expect(api.loadCalls).toContainEqual({
      trip_status: 'DELIVERED',
      from_date: day,
      to_date: day,
    });
    expect(screen.queryByText(/Completed trips of the last/)).toBeNull();
  });

  it('titles the temperature module and shows the compliance filter', async () => {
    renderList('/exceptionList?filters={"module":"tempViolation"}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Temperature Monitoring' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Compliance Status' })).toBeInTheDocument();
    expect(await screen.findByText('No trips match these filters.')).toBeInTheDocument();
  });

  it('renders only a window of rows at 5,000 trips', async () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeTrip({ trip_num: `T-${String(i).padStart(5, '0')}` }),
    );
    vi.stubGlobal('fetch', fakeFleetApi({ active: many }).fetch);
    storeSession();
    renderApp('/exceptionList');
    const table = await findTable();
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(screen.getByText('5000 trips')).toBeInTheDocument();
  });

  it('falls back to the defaults on unreadable filters', async () => {
    renderList('/exceptionList?filters=%7Bnot-json');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip ETA' })).toBeVisible();
    await waitFor(() => expect(tripNumbers()).toEqual(['ABC-100', 'ABC-200', 'DET-400']));
  });

  it('a 500 on the trip list with the app retry policy: one toast, the error in place', async () => {
    // Issue 10: each retry toasted again and the list kept loading while the retries ran.
    const api = fakeFleetApi({ loadsError: 'Trip service failed' });
    vi.stubGlobal('fetch', api.fetch);
    const toast = vi.spyOn(notify, 'error');
    storeSession();
    // A fake clock that also runs with real time, so the wait for retries that must not come is
    // a jump of the clock instead of real seconds.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/exceptionList?filters={"module":"eta"}', { queryClient: createQueryClient() });
      // The route chunk first; then the error must not wait for retries.
      await screen.findByRole('heading', { level: 1, name: 'Trip ETA' });
      // The toast is an alert too: the list's is the one with Try again.
      const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 2_500 });
      const alert = retry.closest<HTMLElement>('[role="alert"]');
      if (!alert) throw new Error('Try again is outside the alert');
      expect(within(alert).getByText('Trips could not be loaded')).toBeInTheDocument();
      expect(within(alert).getByText('Trip service failed')).toBeInTheDocument();
      expect(screen.queryByText('Loading trips…')).toBeNull();
      // Past both of the app policy's retry delays (1 s, then 2 s): still one request, one toast.
      await vi.advanceTimersByTimeAsync(3_500);
      expect(api.loadCalls).toEqual([{}]);
      expect(toast.mock.calls).toEqual([['Trip service failed']]);

      fireEvent.click(retry);
      await waitFor(() => expect(api.loadCalls).toEqual([{}, {}]));
      await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  }, 15_000);
});
