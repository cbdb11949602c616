import { LOADBOARD_PATHS } from '@fleet/contracts';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDay } from '@/lib/us-dates';
import { fill } from '@/testing/fill';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { LoadBoardCallStart } from '../lib/call-start';
import type { Board } from '../lib/filters';
import { fakeLoadboardApi, makeLoad } from '../testing/fake-loadboard-api';
import { LoadBoardSearch } from './load-board-search';

configure({ asyncUtilTimeout: 5_000 });

type Api = ReturnType<typeof fakeLoadboardApi>;

function setup(board: Board = 'DAT', api: Api = fakeLoadboardApi({ loads: [makeLoad()] })) {
  vi.stubGlobal('fetch', api.fetch);
  const started: LoadBoardCallStart[] = [];
  const user = userEvent.setup();
  renderWithProviders(<LoadBoardSearch board={board} onInitiateCall={(s) => started.push(s)} />);
  return { api, user, started };
}

const dayOffset = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return isoDay(date);
};

async function searchChicagoDallas(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByRole('textbox', { name: 'Origin' }), 'Chicago, IL');
  await fill(user, screen.getByRole('textbox', { name: 'Destination' }), 'dallas, tx');
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('load-board search: filters', () => {
  it('DAT defaults: 450 / 50 mi, all three equipment types, today → +10 days; reset keeps V and R', async () => {
    const { user } = setup('DAT');
    const originRadius = screen.getByRole('combobox', { name: 'Origin radius' });
    expect(originRadius).toHaveValue('450');
    expect(screen.getByRole('combobox', { name: 'Destination radius' })).toHaveValue('50');
    for (const name of ['Van', 'Reefer', 'Flatbed']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    expect(screen.getByLabelText('Earliest pickup')).toHaveValue(dayOffset(0));
    expect(screen.getByLabelText('Latest pickup')).toHaveValue(dayOffset(10));

    const options = within(originRadius)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Any', '50 mi', '100 mi', '250 mi', '450 mi']);
    await user.selectOptions(originRadius, 'Any');
    expect(originRadius).toHaveValue('any');
    await user.click(screen.getByRole('checkbox', { name: 'Reefer' }));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(originRadius).toHaveValue('450');
    expect(screen.getByRole('checkbox', { name: 'Van' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reefer' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Flatbed' })).not.toBeChecked();
    expect(screen.getByLabelText('Earliest pickup')).toHaveValue(dayOffset(0));
  });

  it('Truckstop defaults to tomorrow → +10 days; its reset uses 2025-04-24 to 2025-04-30', async () => {
    const { user } = setup('Truckstop');
    expect(screen.getByLabelText('Earliest pickup')).toHaveValue(dayOffset(1));
    expect(screen.getByLabelText('Latest pickup')).toHaveValue(dayOffset(11));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Earliest pickup')).toHaveValue('2025-04-24');
    expect(screen.getByLabelText('Latest pickup')).toHaveValue('2025-04-30');
    expect(screen.getByRole('checkbox', { name: 'Flatbed' })).not.toBeChecked();
  });

  it('asks for both origin and destination before searching', async () => {
    const { user, api } = setup('DAT');
    await fill(user, screen.getByRole('textbox', { name: 'Origin' }), 'Chicago, IL');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter both origin and destination.')).toBeVisible();
    // Typing the origin may ask the city suggestions; no search goes out.
    expect(api.to(LOADBOARD_PATHS.searchDat)).toHaveLength(0);
  });
});

describe('load-board search: results', () => {
  it('DAT sends City/ST with radius, the equipment and today (from now) to +10 days 23:59:59.999', async () => {
    const { user, api } = setup('DAT');
    const before = Date.now();
    await searchChicagoDallas(user);
    const table = await screen.findByRole('table', { name: 'DAT results' });
    expect(within(table).getByText('Lakeside Logistics')).toBeInTheDocument();
    const body = api.to(LOADBOARD_PATHS.searchDat)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      origin: { city: 'Chicago', state: 'IL', radius_miles: 450 },
      destination: { city: 'dallas', state: 'TX', radius_miles: 50 },
      equipment: ['V', 'R', 'F'],
    });
    expect(Date.parse(body.earliest_pickup as string)).toBeGreaterThanOrEqual(before - 1000);
    const end = new Date(body.latest_pickup as string);
    expect(isoDay(end)).toBe(dayOffset(10));
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([
      23, 59, 59, 999,
    ]);
  });

  it('Truckstop sends only the earliest pickup, at 00:00, and Any as no radius', async () => {
    const { user, api } = setup('Truckstop');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination radius' }), 'Any');
    await searchChicagoDallas(user);
    await screen.findByRole('table', { name: 'Truckstop results' });
    const body = api.to(LOADBOARD_PATHS.searchTruckstop)[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('latest_pickup');
    expect(body.destination).toMatchObject({ radius_miles: null });
    const start = new Date(body.earliest_pickup as string);
    expect(isoDay(start)).toBe(dayOffset(1));
    expect(start.getHours()).toBe(0);
  });

  it('shows the empty text when nothing matches', async () => {
    const { user } = setup('DAT', fakeLoadboardApi({ loads: [] }));
    await searchChicagoDallas(user);
    expect(await screen.findByText('No results found. Try a different search.')).toBeVisible();
  });

  it("toasts the server's error text and empties the list", async () => {
    const api = fakeLoadboardApi({ loads: [makeLoad()] });
    const { user } = setup('DAT', api);
    await searchChicagoDallas(user);
    await screen.findByRole('table', { name: 'DAT results' });
    const failing = fakeLoadboardApi({
      failSearch: { status: 400, body: { error: 'origin: unknown city' } },
    });
    vi.stubGlobal('fetch', failing.fetch);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('origin: unknown city')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'DAT results' })).not.toBeInTheDocument();
    expect(screen.getByText('No results found. Try a different search.')).toBeVisible();
  });

  it("toasts 'Error fetching loads' without an error text, 'Failed to fetch loads' on a network failure", async () => {
    const { user } = setup('DAT', fakeLoadboardApi({ failSearch: { status: 500, body: {} } }));
    await searchChicagoDallas(user);
    expect(await screen.findByText('Error fetching loads')).toBeVisible();
    vi.stubGlobal('fetch', fakeLoadboardApi({ failSearch: 'network' }).fetch);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Failed to fetch loads')).toBeVisible();
  });
});

describe('load card', () => {
  async function openCard(api?: Api) {
    const context = setup('DAT', api);
    await searchChicagoDallas(context.user);
    await context.user.click(
      await screen.findByRole('button', { name: 'Details Chicago, IL → Dallas, TX' }),
    );
    const card = await screen.findByRole('region', { name: 'Load dat-1' });
    return { ...context, card };
  }

  it('shows age in whole days, the rate with $ and 2 decimals and the rate per mile rounded up', async () => {
    const { card } = await openCard();
    expect(within(card).getByText('3 days')).toBeInTheDocument();
    expect(within(card).getByText('$2,500.00')).toBeInTheDocument();
    // 2500 / 967 = 2.5853… → rounded up to 2.59.
    expect(within(card).getByText('$2.59/mi')).toBeInTheDocument();
    expect(within(card).getByText('MC-765432')).toBeInTheDocument();
  });

  it('opens the stops popover on hover and hides it 300 ms after the pointer leaves', async () => {
    const { card } = await openCard();
    const stops = within(card).getByRole('button', { name: 'Stops (2)' });
    fireEvent.mouseEnter(stops);
    expect(await within(card).findByText('Pickup: Chicago, IL')).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.mouseLeave(stops);
    act(() => vi.advanceTimersByTime(250));
    expect(within(card).getByText('Delivery: Dallas, TX')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    // Past 300 ms it closes (the rest is the closing transition).
    act(() => vi.advanceTimersByTime(1000));
    expect(within(card).queryByText('Pickup: Chicago, IL')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('Details Only starts with the posted phone and initiator DAT', async () => {
    const { card, user, started } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Initiate Call' }));
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({
      initiator: 'DAT',
      brokerPhone: '+13125550199',
      detailsOnly: true,
      desiredRate: { from: 0, to: 0 },
      dispatcherApprovalRequired: false,
    });
    expect(started[0]?.parsedData.loadDetails.stops.map((stop) => stop.cityState)).toEqual([
      'Chicago, IL',
      'Dallas, TX',
    ]);
    expect(started[0]?.parsedData.loadDetails.equipmentType).toBe('reefer');
  });

  it('Full Booking needs from and to above 0 with from below to', async () => {
    const { card, user, started } = await openCard();
    await user.click(within(card).getByRole('radio', { name: 'Full Booking' }));
    const initiate = within(card).getByRole('button', { name: 'Initiate Call' });
    await user.click(initiate);
    expect(within(card).getByText('Please enter a desired rate range')).toBeVisible();
    await user.type(within(card).getByRole('textbox', { name: 'From' }), '2400');
    await user.type(within(card).getByRole('textbox', { name: 'To' }), '2200');
    await user.click(initiate);
    expect(within(card).getByText('Please enter a desired rate range')).toBeVisible();
    expect(started).toHaveLength(0);
    const to = within(card).getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '2800');
    await user.click(within(card).getByRole('checkbox', { name: 'Approval Required' }));
    await user.click(initiate);
    expect(started[0]).toMatchObject({
      detailsOnly: false,
      desiredRate: { from: 2400, to: 2800 },
      dispatcherApprovalRequired: true,
    });
  });

  it('asks for a phone when the posting has none', async () => {
    const base = makeLoad();
    const api = fakeLoadboardApi({
      loads: [makeLoad({ contact: { ...base.contact, phone: null } })],
    });
    const { card, user, started } = await openCard(api);
    await user.click(within(card).getByRole('button', { name: 'Initiate Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Broker phone number' });
    await user.click(within(dialog).getByRole('button', { name: 'Initiate Call' }));
    expect(within(dialog).getByText('Please enter a valid phone number.')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Phone number' }),
      '+1 312 555 0100',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Initiate Call' }));
    expect(started[0]).toMatchObject({ brokerPhone: '+1 312 555 0100', initiator: 'DAT' });
    expect(started[0]?.parsedData.callDetails.brokerPhone).toBe('+1 312 555 0100');
  });
});
