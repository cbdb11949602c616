import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fakeCampaignApi } from '../testing/fake-campaign-api';
import { makeCallSession, makeCampaign, makeCarrier } from '../testing/make-campaign';

configure({ asyncUtilTimeout: 5000 });

const CAMPAIGN = makeCampaign({
  carrier_list: Array.from({ length: 12 }, (_, i) =>
    makeCarrier({ id: `carrier-${i}`, legal_name: `Basic Carrier ${i + 1}`, dba_name: null }),
  ),
  total_carriers: 12,
  call_sessions: [],
});
const FULL_CARRIERS = [
  makeCarrier({ id: 'carrier-a', legal_name: 'Lone Star Freight LLC', my_carrier: true }),
  makeCarrier({ id: 'carrier-b', legal_name: 'Peach State Haulers', dba_name: null }),
];
const CALLS = [
  makeCallSession(),
  makeCallSession({
    call_uid: 'call-2',
    carrier_info: FULL_CARRIERS[1]!,
    call_status: 'no-answer',
    booking_status: 'Not Booked',
    carrier_rate: null,
    conversation: [],
  }),
];

function renderDetail(
  path = '/ai/campaign-history/campaign-1',
  options: Parameters<typeof fakeCampaignApi>[0] = {},
) {
  const api = fakeCampaignApi({
    history: [],
    campaigns: [CAMPAIGN],
    carriers: { 'campaign-1': FULL_CARRIERS },
    calls: { 'campaign-1': CALLS },
    ...options,
  });
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  return { api, ...renderApp(path) };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Load detail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the load: name, status, created, totals, stops, specifications, rate, instructions', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dallas to Atlanta' }),
    ).toBeVisible();
    expect(screen.getByText('Status:').parentElement).toHaveTextContent('Status: Booked');
    expect(screen.getByText(/^Created \w{3} \d{1,2}, 2026 \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    const totals = section('Totals');
    expect(within(totals).getByText('Carriers').nextSibling).toHaveTextContent('12');
    expect(within(totals).getByText('Calls').nextSibling).toHaveTextContent('1');
    expect(within(totals).getByText('Best Offer').nextSibling).toHaveTextContent('$2,250');

    const stops = within(section('Stops')).getAllByRole('listitem');
    expect(stops).toHaveLength(3);
    expect(within(stops[0]!).getByText('Pickup')).toBeInTheDocument();
    expect(within(stops[0]!).getByText('Dallas, TX')).toBeInTheDocument();
    expect(within(stops[0]!).getByText('FCFS')).toBeInTheDocument();
    expect(within(stops[0]!).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(stops[0]!).getByText('Window')).toBeInTheDocument();
    expect(within(stops[0]!).getByText('8:00 AM - 12:00 PM')).toBeInTheDocument();
    expect(within(stops[1]!).getByText('Stop')).toBeInTheDocument();
    expect(within(stops[1]!).getAllByText('TBD')).toHaveLength(2);
    expect(within(stops[2]!).getByText('Delivery')).toBeInTheDocument();
    expect(within(stops[2]!).getByText('Set')).toBeInTheDocument();
    expect(within(stops[2]!).getByText('2:30 PM')).toBeInTheDocument();

    const specs = section('Specifications');
    expect(within(specs).getByText('781.0 mi')).toBeInTheDocument();
    expect(within(specs).getByText('42,000 lbs')).toBeInTheDocument();
    expect(within(specs).getByText('Dry Van')).toBeInTheDocument();
    expect(within(specs).getByText('Paper rolls')).toBeInTheDocument();

    const rate = section('Rate Information');
    expect(within(rate).getByText('$2,000 - $2,400')).toBeInTheDocument();
    // 2000 / 781 = 2.5608…, 2400 / 781 = 3.0729…
    expect(within(rate).getByText('$2.56 - $3.07 per mile')).toBeInTheDocument();
    expect(within(rate).getByText('$2,100 - $2,500')).toBeInTheDocument();

    expect(
      within(section('Special Instructions')).getByText('Call 1 hour before arrival.'),
    ).toBeInTheDocument();
  });

  it('lists the carriers of /carriers with the carrier file name', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Dallas to Atlanta' });
    const carriers = section('Carriers');
    expect(within(carriers).getByText('carriers.xlsx')).toBeInTheDocument();
    const table = await within(carriers).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Lone Star Freight LLC (Lone Star)');
    expect(within(rows[0]!).getByText('My Carrier')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('DOT 1234567, MC 765432');
    expect(rows[0]).toHaveTextContent('dispatch@lonestar.test');
    expect(within(table).getByText('Showing 2 carriers')).toBeInTheDocument();
  });

  it('falls back to the basic carrier info of the load, at most 10 rows, when /carriers fails', async () => {
    renderDetail('/ai/campaign-history/campaign-1', {
      failCarriers: { status: 500, body: { detail: 'boom' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Dallas to Atlanta' });
    const table = await within(section('Carriers')).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Basic Carrier 1');
    expect(rows[9]).toHaveTextContent('Basic Carrier 10');
    expect(within(table).queryByText('Basic Carrier 11')).not.toBeInTheDocument();
    expect(within(table).getByText('Showing 10 carriers')).toBeInTheDocument();
    // No toast for the carriers: the page still works.
    expect(screen.queryByText('Failed to load carriers')).not.toBeInTheDocument();
  });

  it('shows the call sessions with labels, booking status, rate and the transcript', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Dallas to Atlanta' });
    const calls = section('Call Sessions');
    const booked = await within(calls).findByRole('article', { name: 'Lone Star Freight LLC' });
    expect(within(booked).getByText('Completed')).toBeInTheDocument();
    expect(within(booked).getAllByText('Booked').length).toBeGreaterThan(0);
    expect(within(booked).getByText('$2,250')).toBeInTheDocument();
    const transcript = within(booked).getByRole('list', {
      name: 'Call Transcript with Lone Star Freight LLC',
    });
    const lines = within(transcript).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Broker: Hi, I have a load from Dallas to Atlanta.');
    expect(lines[1]).toHaveTextContent('Carrier: I can do it for 2250.');

    const missed = within(calls).getByRole('article', { name: 'Peach State Haulers' });
    expect(within(missed).getByText('No Answer')).toBeInTheDocument();
    expect(within(missed).getAllByText('Not Booked').length).toBeGreaterThan(0);
  });

  it('shows the call sessions the load carries when /calls fails', async () => {
    renderDetail('/ai/campaign-history/campaign-1', {
      campaigns: [makeCampaign()],
      failCalls: 'network',
    });
    await screen.findByRole('heading', { level: 1, name: 'Dallas to Atlanta' });
    expect(
      await within(section('Call Sessions')).findByRole('article', {
        name: 'Lone Star Freight LLC',
      }),
    ).toBeInTheDocument();
  });

  it('a failed load toasts and shows the inline error; Try again asks again', async () => {
    const user = userEvent.setup();
    const { api } = renderDetail('/ai/campaign-history/campaign-1', {
      failCampaign: { status: 404, body: { detail: 'Campaign not found' } },
    });
    expect(
      await screen.findByText('Failed to get load details. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to get load details')).toBeInTheDocument();
    const before = api.detailRequests.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.detailRequests.length).toBe(before + 1));
  });

  it('opened directly, Back goes to the default Load History', async () => {
    const user = userEvent.setup();
    const { router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: /Back to Load History/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai/campaign-history'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Load History' })).toBeVisible();
  });
});
