import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fakeVoiceApi } from '../testing/fake-voice-api';
import { makeCall } from '../testing/make-call';

configure({ asyncUtilTimeout: 5000 });

/** 25 calls: to numbers +1415555{1000+i}, alternating status, created one minute apart. */
const CALLS = Array.from({ length: 25 }, (_, i) =>
  makeCall({
    id: `call-${i}`,
    to_number: `+1415555${1000 + i}`,
    from_number: i === 3 ? '+12125550777' : '+13125550199',
    created_at: new Date(Date.UTC(2026, 2, 2, 15, i)).toISOString(),
    completed_at: new Date(Date.UTC(2026, 2, 2, 15, i, 30)).toISOString(),
    status: i % 2 === 0 ? 'completed' : 'in_progress',
    details_only: i % 3 !== 0,
    call_duration: 60 + i,
  }),
);

function renderHistory(path = '/ai/calls', options: Parameters<typeof fakeVoiceApi>[0] = {}) {
  const api = fakeVoiceApi({ calls: CALLS, ...options });
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  return { api, ...renderApp(path) };
}

const table = () => screen.findByRole('table', { name: 'Calls' }, { timeout: 5000 });

const toNumbers = async () => {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent);
};

const search = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('Call History', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads page 1 by completed_at descending with 10 per page and shows the columns', async () => {
    const { api } = renderHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Call History' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create New Call' })).toHaveAttribute(
      'href',
      '/ai/load-booking',
    );
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(11);
    const headers = within(rows[0]!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[↑↓↕]/g, '').trim());
    expect(headers).toEqual([
      'To Number',
      'From Number',
      'Created At',
      'Status',
      'Call Type',
      'Duration',
      'Carrier',
      'Actions',
    ]);
    expect(api.listRequests[0]).toEqual({
      sort_by: 'completed_at',
      sort_order: -1,
      page: 1,
      per_page: 10,
      status: 'all',
    });
    // Newest completion first; its duration is 60 + 24 seconds.
    const first = within(rows[1]!).getAllByRole('cell');
    expect(first[0]).toHaveTextContent('(415) 555-1024');
    expect(first[3]).toHaveTextContent('Completed');
    expect(first[4]).toHaveTextContent('Full Booking');
    expect(first[5]).toHaveTextContent('1:24');
    expect(within(rows[1]!).getByRole('button', { name: 'View Details' })).toBeVisible();
    // No column is marked sorted while the default (completed_at) applies.
    expect(screen.getByRole('columnheader', { name: /To Number/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('sorts: a new column starts descending, a second click ascends, and paging resets', async () => {
    const user = userEvent.setup();
    const { api, router } = renderHistory('/ai/calls?page=2');
    await table();
    expect(api.listRequests.at(-1)).toMatchObject({ page: 2 });

    await user.click(screen.getByRole('button', { name: /To Number/ }));
    await waitFor(() =>
      expect(api.listRequests.at(-1)).toMatchObject({
        sort_by: 'to_number',
        sort_order: -1,
        page: 1,
      }),
    );
    const header = screen.getByRole('columnheader', { name: /To Number/ });
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(header).toHaveTextContent('↓');
    await waitFor(async () => expect((await toNumbers())[0]).toBe('(415) 555-1024'));

    await user.click(screen.getByRole('button', { name: /To Number/ }));
    await waitFor(() =>
      expect(api.listRequests.at(-1)).toMatchObject({ sort_by: 'to_number', sort_order: 1 }),
    );
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(header).toHaveTextContent('↑');
    await waitFor(async () => expect((await toNumbers())[0]).toBe('(415) 555-1000'));
    expect(search(router).get('sort')).toBe('to_number');
    expect(search(router).get('order')).toBe('asc');

    // Another column starts descending again.
    await user.click(screen.getByRole('button', { name: /Call Type/ }));
    await waitFor(() =>
      expect(api.listRequests.at(-1)).toMatchObject({ sort_by: 'details_only', sort_order: -1 }),
    );
    expect(screen.getByRole('columnheader', { name: /To Number/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('applies the status filter only on Update Results and resets to page 1', async () => {
    const user = userEvent.setup();
    const { api, router } = renderHistory('/ai/calls?page=2');
    await table();
    await user.click(screen.getByRole('radio', { name: 'In Progress' }));
    expect(api.listRequests.at(-1)).toMatchObject({ status: 'all' });
    await user.click(screen.getByRole('button', { name: 'Update Results' }));
    await waitFor(() =>
      expect(api.listRequests.at(-1)).toMatchObject({ status: 'in_progress', page: 1 }),
    );
    await waitFor(async () => expect(await toNumbers()).toHaveLength(10));
    const statuses = within(await table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    expect(new Set(statuses)).toEqual(new Set(['In Progress']));
    expect(search(router).get('status')).toBe('in_progress');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(api.listRequests.at(-1)).toMatchObject({ status: 'all' }));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(search(router).get('status')).toBeNull();
  });

  it('pages with the pagination control, 10 calls a page', async () => {
    const user = userEvent.setup();
    const { api, router } = renderHistory();
    await table();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.listRequests.at(-1)).toMatchObject({ page: 3 }));
    await waitFor(async () => expect(await toNumbers()).toHaveLength(5));
    expect(search(router).get('page')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(api.listRequests.at(-1)).toMatchObject({ page: 2 }));
  });

  it('searches the loaded page locally by to or from number', async () => {
    const user = userEvent.setup();
    const { api } = renderHistory();
    await table();
    const requests = api.listRequests.length;
    await user.type(screen.getByRole('searchbox', { name: 'Phone number' }), '555-1023');
    // Nothing happens until Search.
    expect(await toNumbers()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(await toNumbers()).toEqual(['(415) 555-1023']));

    await user.clear(screen.getByRole('searchbox', { name: 'Phone number' }));
    await user.type(screen.getByRole('searchbox', { name: 'Phone number' }), '2125550777{Enter}');
    // call-3 is on page 3 (completed_at descending): not on this page.
    expect(await screen.findByText('No calls on this page match that phone number.')).toBeVisible();
    expect(api.listRequests.length).toBe(requests);
  });

  it('reproduces the view from the URL', async () => {
    const { api } = renderHistory('/ai/calls?status=completed&sort=status&order=asc&page=2');
    await table();
    expect(api.listRequests[0]).toEqual({
      sort_by: 'status',
      sort_order: 1,
      page: 2,
      per_page: 10,
      status: 'completed',
    });
    expect(screen.getByRole('radio', { name: 'Completed' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it("shows 'Failed to fetch calls' in red when the service refuses", async () => {
    renderHistory('/ai/calls', { failList: { status: 500, body: { detail: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch calls');
  });

  it("shows 'An error occurred' when the request does not reach the service", async () => {
    renderHistory('/ai/calls', { failList: 'network' });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'An error occurred',
    );
  });

  it('shows a spinner, then an empty state when there are no calls', async () => {
    renderHistory('/ai/calls', { calls: [] });
    expect(await screen.findByText('No calls found.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Call history pages' })).toBeNull();
  });

  it('sends users without a voice AI flag home', async () => {
    const { router } = renderHistory('/ai/calls', { flags: {} });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
