import { VOICE_PATHS } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { formatClock, formatInstant } from '../lib/format-call';
import { fakeVoiceApi } from '../testing/fake-voice-api';
import { makeCall, makeCallDetail } from '../testing/make-call';

configure({ asyncUtilTimeout: 5000 });

const detail = makeCallDetail({ id: 'call-1', outcome: 'booked', booked_rate: 2400 });

function renderModal(path: string, options: Parameters<typeof fakeVoiceApi>[0] = {}) {
  const api = fakeVoiceApi({
    calls: [makeCall({ id: 'call-1' }), makeCall({ id: 'call-2', to_number: '+14155550202' })],
    details: { 'call-1': detail },
    ...options,
  });
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  return { api, ...renderApp(path) };
}

const dialog = () => screen.findByRole('dialog', {}, { timeout: 5000 });

/** The value shown next to `label` in a section's description list. */
function field(section: HTMLElement, label: string) {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('Call Details modal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens from a row click, keeps the call in the URL, and closes with Back to Call History', async () => {
    const user = userEvent.setup();
    const { router } = renderModal('/ai/calls');
    const table = await screen.findByRole('table', { name: 'Calls' }, { timeout: 5000 });
    await user.click(within(table).getByText('(415) 555-0202'));
    await waitFor(() => expect(router.state.location.search).toBe('?call=call-2'));
    // call-2 has no details in the fake: the service answers 404.
    const modal = await dialog();
    expect(await within(modal).findByText('Failed to fetch call details')).toBeVisible();
    expect(within(modal).getByRole('heading', { name: 'Error' })).toBeVisible();
    await user.click(within(modal).getByRole('button', { name: /Back to Call History/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens from View Details and shows a spinner, then the call', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeVoiceApi({
      calls: [makeCall({ id: 'call-1' })],
      details: { 'call-1': detail },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes(`${VOICE_PATHS.calls}/`)) await held;
      return api.fetch(input, init);
    });
    storeSession();
    renderApp('/ai/calls');
    const table = await screen.findByRole('table', { name: 'Calls' }, { timeout: 5000 });
    await user.click(within(table).getByRole('button', { name: 'View Details' }));
    const modal = await dialog();
    // The modal fades in (Mantine transition): the spinner is visible once it has.
    await waitFor(() => expect(within(modal).getByRole('status')).toBeVisible());
    release();
    expect(await within(modal).findByRole('heading', { name: 'Call Details' })).toBeVisible();
  });

  it('shows the badges, call information, load details, stops and transcript', async () => {
    renderModal('/ai/calls?call=call-1');
    const modal = await dialog();
    expect(await within(modal).findByRole('heading', { name: 'Call Details' })).toBeVisible();
    expect(within(modal).getByRole('button', { name: /Back to Call History/ })).toBeVisible();

    const badges = within(modal).getByRole('group', { name: 'Call summary' });
    expect(within(badges).getByText('DAT')).toBeVisible();
    expect(within(badges).getByText('COMPLETED')).toBeVisible();
    expect(within(badges).getByText('Full Booking')).toBeVisible();
    expect(within(badges).getByText('2:15')).toBeVisible();

    const info = within(modal).getByRole('region', { name: 'Call Information' });
    expect(field(info, 'Carrier ID')).toBe('carrier-7');
    expect(field(info, 'To Number')).toBe('(415) 555-0101');
    expect(field(info, 'From Number')).toBe('(312) 555-0199');
    expect(field(info, 'Started At')).toBe(formatInstant(detail.created_at));
    expect(field(info, 'Ended At')).toBe(formatInstant(detail.completed_at));
    expect(field(info, 'Outcome')).toBe('Booked');
    expect(field(info, 'Booked Rate')).toBe('$2,400');

    const load = within(modal).getByRole('region', { name: 'Load Details' });
    expect(field(load, 'Truck Location')).toBe('Dallas, TX');
    expect(field(load, 'Number of Stops')).toBe('2');
    expect(field(load, 'Total Distance')).toBe('781 miles');
    expect(field(load, 'Origin Deadhead')).toBe('12 miles');
    expect(field(load, 'Total Distance with Deadhead')).toBe('793 miles');
    expect(field(load, 'Broker Rate')).toBe('$2,300');
    expect(field(load, 'Rate per Mile')).toBe('$2.95/mile');
    expect(field(load, 'Market Rate Range')).toBe('$2,100 - $2,500');
    expect(field(load, 'Desired Rate Range')).toBe('$2,000 - $2,400');
    expect(field(load, 'Weight')).toBe('42,000 lbs');
    expect(field(load, 'Commodity')).toBe('Paper rolls');
    expect(field(load, 'Temperature')).toBe('N/A');
    expect(field(load, 'Equipment Type')).toBe('Dry Van');
    expect(within(load).queryByText('Special Instructions')).toBeNull();

    const stops = within(within(modal).getByRole('region', { name: 'Stops' })).getAllByRole(
      'listitem',
    );
    expect(stops).toHaveLength(2);
    expect(stops[0]).toHaveTextContent('Stop 1: Dallas, TX');
    expect(stops[0]).toHaveTextContent('Mar 4, 2026 08:00 - 12:00');
    expect(stops[1]).toHaveTextContent('Stop 2: Atlanta, GA');
    expect(stops[1]).toHaveTextContent('Mar 5, 2026 14:30');

    const transcript = within(modal).getByRole('region', { name: 'Transcript' });
    const messages = within(transcript).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent('Agent');
    expect(messages[0]).toHaveTextContent(formatClock(detail.transcript[0]!.timestamp));
    expect(messages[1]).toHaveTextContent('Broker');
    expect(messages[1]).toHaveTextContent('Sure, it pays 2300.');
    expect(transcript).toHaveAttribute('tabindex', '0');

    // No update history: no section.
    expect(within(modal).queryByRole('region', { name: 'Update History' })).toBeNull();
  });

  it('shows N/A for missing values, special instructions and the update history when present', async () => {
    renderModal('/ai/calls?call=call-9', {
      details: {
        'call-9': makeCallDetail({
          id: 'call-9',
          status: 'failed',
          initiator: 'truckstop',
          details_only: true,
          completed_at: null,
          rate_range: { min: 0, max: 0 },
          desired_rate: null,
          market_rate: null,
          load_details: {
            ...makeCallDetail().load_details!,
            truck_location: null,
            brokerOfferedRate: null,
            marketRateRange: null,
            specialInstructions: 'Driver must call ahead',
          },
          update_history: [
            { type: 'status', details: 'Call failed: busy', timestamp: '2026-03-02T15:05:00Z' },
          ],
        }),
      },
    });
    const modal = await dialog();
    await within(modal).findByRole('heading', { name: 'Call Details' });
    const badges = within(modal).getByRole('group', { name: 'Call summary' });
    expect(within(badges).getByText('TRUCKSTOP')).toBeVisible();
    expect(within(badges).getByText('FAILED')).toBeVisible();
    expect(within(badges).getByText('Details Only')).toBeVisible();

    const info = within(modal).getByRole('region', { name: 'Call Information' });
    expect(field(info, 'Ended At')).toBe('N/A');
    const load = within(modal).getByRole('region', { name: 'Load Details' });
    expect(field(load, 'Truck Location')).toBe('N/A');
    expect(field(load, 'Broker Rate')).toBe('N/A');
    expect(field(load, 'Market Rate Range')).toBe('N/A');
    expect(field(load, 'Desired Rate Range')).toBe('N/A');
    expect(field(load, 'Special Instructions')).toBe('Driver must call ahead');

    const history = within(modal).getByRole('table', { name: 'Update History' });
    const cells = within(history).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'status',
      'Call failed: busy',
      formatInstant('2026-03-02T15:05:00Z'),
    ]);
  });

  it("shows 'Error' and the message when the request fails", async () => {
    renderModal('/ai/calls?call=call-1', {
      detailAnswer: { status: 500, body: { detail: 'down' } },
    });
    const modal = await dialog();
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Failed to fetch call details',
    );
    expect(within(modal).getByRole('heading', { name: 'Error' })).toBeVisible();
  });

  it("shows 'Error' with 'Could not load call details' for an empty answer", async () => {
    renderModal('/ai/calls?call=call-5', { details: { 'call-5': null } });
    const modal = await dialog();
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Could not load call details. Please try again later.',
    );
    expect(within(modal).getByRole('heading', { name: 'Error' })).toBeVisible();
  });
});
