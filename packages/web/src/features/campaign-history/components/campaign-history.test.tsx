import type { CampaignStatus } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fakeCampaignApi } from '../testing/fake-campaign-api';
import { makeCampaign, makeHistoryItem } from '../testing/make-campaign';

configure({ asyncUtilTimeout: 5000 });

const STATUSES: CampaignStatus[] = ['confirmed', 'cancelled', 'completed', 'running'];
const CITIES = ['Dallas, TX', 'Houston, TX', 'Austin, TX'];

/** 30 loads: statuses cycle through STATUSES, pickups through CITIES, all delivered to Atlanta. */
const HISTORY = Array.from({ length: 30 }, (_, i) =>
  makeHistoryItem({
    id: `c-${i}`,
    campaign_id: `c-${i}`,
    name: `Load ${i + 1}`,
    status: STATUSES[i % STATUSES.length],
    load_details: {
      ...makeCampaign().load_details,
      stops: [
        { ...makeCampaign().load_details.stops[0]!, cityState: CITIES[i % CITIES.length]! },
        makeCampaign().load_details.stops[2]!,
      ],
    },
  }),
);
/** confirmed or cancelled: i % 4 is 0 or 1 → 16 loads. */
const DEFAULT_MATCHES = HISTORY.filter((item) => ['confirmed', 'cancelled'].includes(item.status));

function renderHistory(
  path = '/ai/campaign-history',
  options: Parameters<typeof fakeCampaignApi>[0] = {},
) {
  const api = fakeCampaignApi({ history: HISTORY, campaigns: [makeCampaign()], ...options });
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  return { api, ...renderApp(path) };
}

const loads = async () => screen.findByRole('region', { name: 'Loads' });
const loadNames = async () =>
  within(await loads())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const lastRequest = (api: ReturnType<typeof fakeCampaignApi>) => api.historyRequests.at(-1);

describe('Load History', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for page 1 of 10 with the statuses confirmed and cancelled and shows the cards', async () => {
    const { api } = renderHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Load History' })).toBeVisible();
    expect(await loadNames()).toEqual(DEFAULT_MATCHES.slice(0, 10).map((item) => item.name));
    expect(api.historyRequests[0]).toEqual({
      page: 1,
      page_size: 10,
      status: ['confirmed', 'cancelled'],
      pickup_location: [],
      delivery_location: [],
    });
    expect(api.historyUrls[0]).toBe('?page=1&page_size=10&status=confirmed&status=cancelled');
    expect(screen.getByText('16 loads')).toBeInTheDocument();
    // The Status filter shows the two default statuses by their labels.
    const status = screen.getByRole('textbox', { name: 'Status' });
    const filter = status.closest('.mantine-MultiSelect-root') as HTMLElement;
    expect(within(filter).getByText('Booked')).toBeInTheDocument();
    expect(within(filter).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Loads per page' })).toHaveValue('10');

    const card = screen.getByRole('article', { name: 'Load 1' });
    expect(within(card).getByText('Booked')).toBeInTheDocument();
    expect(within(card).getByText('Dallas, TX → Atlanta, GA')).toBeInTheDocument();
    expect(within(card).getByText('781.0 mi')).toBeInTheDocument();
    expect(within(card).getByText('Dry Van')).toBeInTheDocument();
    expect(within(card).getByText('Paper rolls')).toBeInTheDocument();
    expect(within(card).getByText('$2,000 - $2,400')).toBeInTheDocument();
    expect(within(card).getByText('$2,250')).toBeInTheDocument();
    expect(
      within(card).getByText(/^Created \w{3} \d{1,2}, 2026 \d{1,2}:\d{2} [AP]M$/),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Load 1' })).toHaveAttribute(
      'href',
      '/ai/campaign-history/c-0',
    );
  });

  it('shows loading skeletons until the first page arrives', async () => {
    renderHistory();
    expect(await screen.findByText('Loading load history...')).toBeInTheDocument();
    await loads();
    expect(screen.queryByText('Loading load history...')).not.toBeInTheDocument();
  });

  it('sends the search 500 ms after the last keystroke, once, and goes back to page 1', async () => {
    // A fake clock that also runs with real time: the debounce is passed, not waited out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api, router } = renderHistory('/ai/campaign-history?page=2');
    await loads();
    expect(lastRequest(api)?.page).toBe(2);
    const before = api.historyRequests.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Load 2');
    // Typed quickly: nothing sent yet.
    expect(api.historyRequests.length).toBe(before);
    await vi.advanceTimersByTimeAsync(300);
    expect(api.historyRequests.length).toBe(before);
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(lastRequest(api)?.query).toBe('Load 2'));
    expect(api.historyRequests.slice(before).map((request) => request.query)).toEqual(['Load 2']);
    expect(lastRequest(api)?.page).toBe(1);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Load 2');
    await waitFor(async () => {
      const names = await loadNames();
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => name?.startsWith('Load 2'))).toBe(true);
    });
  });

  it('the Status filter changes the statuses sent and resets to page 1', async () => {
    const user = userEvent.setup();
    const { api, router } = renderHistory('/ai/campaign-history?page=2');
    await loads();
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In Progress', hidden: true }));
    await waitFor(() =>
      expect(lastRequest(api)?.status).toEqual(['started', 'running', 'confirmed', 'cancelled']),
    );
    expect(lastRequest(api)?.page).toBe(1);
    expect(router.state.location.search).not.toContain('page=');

    // Emptying the filter asks for every status.
    const filter = screen
      .getByRole('textbox', { name: 'Status' })
      .closest('.mantine-MultiSelect-root') as HTMLElement;
    for (const remove of within(filter).queryAllByRole('button', { hidden: true })) {
      await user.click(remove);
    }
    await waitFor(() => expect(lastRequest(api)?.status).toEqual([]));
    await waitFor(() => expect(screen.getByText('30 loads')).toBeInTheDocument());
  });

  it('location chips are added from the Location Filters dropdown, sent, and removable', async () => {
    const user = userEvent.setup();
    const { api } = renderHistory('/ai/campaign-history?page=2');
    await loads();
    await user.click(screen.getByRole('button', { name: 'Location Filters' }));
    const pickup = await screen.findByRole('textbox', { name: 'Pickup location' });
    // Blank text is ignored.
    await user.type(pickup, '   ');
    await user.click(screen.getByRole('button', { name: 'Add pickup' }));
    expect(screen.queryByRole('list', { name: 'Location filters' })).not.toBeInTheDocument();

    await user.clear(pickup);
    await user.type(pickup, 'Houston, TX{Enter}');
    await waitFor(() => expect(lastRequest(api)?.pickup_location).toEqual(['Houston, TX']));
    expect(lastRequest(api)?.page).toBe(1);
    await user.type(screen.getByRole('textbox', { name: 'Delivery location' }), 'Atlanta');
    await user.click(screen.getByRole('button', { name: 'Add delivery' }));
    await waitFor(() => expect(lastRequest(api)?.delivery_location).toEqual(['Atlanta']));
    expect(api.historyUrls.at(-1)).toContain(
      'pickup_location=Houston%2C+TX&delivery_location=Atlanta',
    );

    // Escape closes the dropdown and gives the focus back to its button.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Location Filters/ })).toHaveFocus(),
    );
    const chips = screen.getByRole('list', { name: 'Location filters' });
    expect(within(chips).getByText('Pickup: Houston, TX')).toBeInTheDocument();
    expect(within(chips).getByText('Delivery: Atlanta')).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        (await loadNames()).every((name) => {
          const index = Number(name?.replace('Load ', '')) - 1;
          return index % 3 === 1;
        }),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Remove pickup location Houston, TX' }));
    await waitFor(() => expect(lastRequest(api)?.pickup_location).toEqual([]));
    expect(lastRequest(api)?.delivery_location).toEqual(['Atlanta']);
  });

  it('pages with first, previous, numbers with ellipses, next and last, and a page size', async () => {
    const user = userEvent.setup();
    const { api, router } = renderHistory('/ai/campaign-history?status=all&size=5');
    await loads();
    // 30 loads by 5: pages 1-6.
    const nav = screen.getByRole('navigation', { name: 'Load History pages' });
    const pageButtons = () =>
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(pageButtons()).toEqual(['First', 'Previous', '1', '2', '6', 'Next', 'Last']);
    expect(within(nav).getByRole('button', { name: 'First' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByText('…')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastRequest(api)?.page).toBe(2));
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastRequest(api)?.page).toBe(3));
    await waitFor(() =>
      expect(pageButtons()).toEqual([
        'First',
        'Previous',
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        'Next',
        'Last',
      ]),
    );
    await user.click(within(nav).getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(lastRequest(api)?.page).toBe(6));
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled());
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(lastRequest(api)?.page).toBe(5));
    await user.click(within(nav).getByRole('button', { name: 'First' }));
    // Page 1 is still cached: no new request, the current page changes.
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(router.state.location.search).toBe('?status=all&size=5');

    // A new page size starts again at page 1.
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loads per page' }), '25');
    await waitFor(() => expect(lastRequest(api)).toMatchObject({ page: 1, page_size: 25 }));
    expect(
      within(screen.getByRole('combobox', { name: 'Loads per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50', '100']);
  });

  it('on a narrow screen offers previous and next only', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    renderHistory('/ai/campaign-history?status=all&size=5&page=3');
    await loads();
    const nav = screen.getByRole('navigation', { name: 'Load History pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', 'Next']);
    expect(within(nav).getByText('Page 3 of 6')).toBeInTheDocument();
  });

  it("says 'No loads found' and 'Clear search' goes back to the default filters", async () => {
    const user = userEvent.setup();
    const { api, router } = renderHistory('/ai/campaign-history?q=nowhere&pickup=Boise');
    expect(await screen.findByText('No loads found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nowhere');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await loads();
    expect(router.state.location.search).toBe('');
    expect(lastRequest(api)).toEqual({
      page: 1,
      page_size: 10,
      status: ['confirmed', 'cancelled'],
      pickup_location: [],
      delivery_location: [],
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('a failure toasts, shows the inline error, and Try again loads the list', async () => {
    const user = userEvent.setup();
    renderHistory('/ai/campaign-history', {
      failHistory: { status: 500, body: { detail: 'database down' } },
      failHistoryTimes: 1,
    });
    expect(
      await screen.findByText('Failed to load load history. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load load history')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await loadNames()).toHaveLength(10);
    expect(
      screen.queryByText('Failed to load load history. Please try again later.'),
    ).not.toBeInTheDocument();
  });

  it('an answer that does not match the contract is a failure too', async () => {
    renderHistory('/ai/campaign-history', {
      failHistory: { status: 200, body: { status: 'success', data: { campaigns: 'nope' } } },
    });
    expect(
      await screen.findByText('Failed to load load history. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('sends users without the VOICE_AI_BROKER flag home', async () => {
    const { router } = renderHistory('/ai/campaign-history', { flags: { VOICE_AI: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('Back from a load restores the filters', async () => {
    const user = userEvent.setup();
    const { api, router } = renderHistory('/ai/campaign-history?size=5');
    await loads();
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Not Booked', hidden: true }));
    await waitFor(() => expect(lastRequest(api)?.status).toContain('completed'));
    const nav = await screen.findByRole('navigation', { name: 'Load History pages' });
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastRequest(api)?.page).toBe(2));
    const listUrl = `${router.state.location.pathname}${router.state.location.search}`;

    const first = (await loadNames())[0] ?? '';
    await user.click(screen.getByRole('link', { name: first }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/ai\/campaign-history\/c-/),
    );
    await user.click(await screen.findByRole('button', { name: /Back to Load History/ }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(listUrl),
    );
    await loads();
    expect(lastRequest(api)).toMatchObject({
      page: 2,
      page_size: 5,
      status: ['completed', 'confirmed', 'cancelled'],
    });
    const filter = screen
      .getByRole('textbox', { name: 'Status' })
      .closest('.mantine-MultiSelect-root') as HTMLElement;
    expect(within(filter).getByText('Not Booked')).toBeInTheDocument();
  });
});
