import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '@/testing/fill';
import { fakeApi, makeUser, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fleetFetch, makeTruck } from '../test-fixtures';

// The whole app renders (lazy routes, providers); give it time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const trucks = [
  makeTruck({ truck_id: '1001', trip_number: 'T-1', bucket: 'PAST' }),
  makeTruck({ truck_id: '1002', trip_number: 'T-2', bucket: 'TODAY' }),
  makeTruck({ truck_id: '1003', trip_number: 'T-3', bucket: 'UNASSIGNED', driver: null }),
];

function setup(path: string) {
  const api = fleetFetch(fakeApi({ user: makeUser() }).fetch, { trucks });
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  const app = renderApp(path);
  return { api, app, user: userEvent.setup() };
}

async function tableRows() {
  const table = await screen.findByRole('table', { name: 'Available trucks' });
  return within(table).getAllByRole('row').slice(1);
}

describe('available trucks list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec columns and every truck without a bucket', async () => {
    setup('/availableTrucksList');
    await screen.findByRole('heading', { level: 1, name: 'Available Trucks' });
    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    expect(headers).toEqual([
      'Date',
      'Time',
      'Truck #',
      'Trip #',
      'Last Stop Name',
      'Customer',
      'Driver',
      'City',
      'State',
      'Driver Home',
      'Home Time Start',
      'Home Time End',
      'Last Known Location',
    ]);
    expect(await tableRows()).toHaveLength(3);
    expect(screen.getAllByText('03/10/2026').length).toBeGreaterThan(0);
  });

  it('takes the bucket from the URL and applies Time of Last Trip on Update Results', async () => {
    const { user, app } = setup('/availableTrucksList?bucket=PAST');
    expect((await tableRows()).map((row) => row.textContent)).toEqual([
      expect.stringContaining('1001'),
    ]);
    await user.click(screen.getByRole('textbox', { name: 'Time of Last Trip' }));
    await user.click(await screen.findByRole('option', { name: 'Today', hidden: true }));
    expect(await tableRows()).toHaveLength(1);
    expect(app.router.state.location.search).toBe('?bucket=PAST');
    await user.click(screen.getByRole('button', { name: 'Update Results' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?bucket=TODAY'));
    expect(await screen.findByRole('cell', { name: '1002' })).toBeInTheDocument();
    expect(await tableRows()).toHaveLength(1);
  });

  it('searches by Trip # as you type', async () => {
    const { user } = setup('/availableTrucksList');
    await tableRows();
    await user.type(screen.getByRole('textbox', { name: 'Search by Trip #' }), 't-3');
    expect(await tableRows()).toHaveLength(1);
    expect((await tableRows())[0]).toHaveTextContent('1003');
  });

  it("refuses an unknown city with 'Please select a valid city'", async () => {
    const { user, api } = setup('/availableTrucksList');
    await tableRows();
    await fill(user, screen.getByRole('textbox', { name: 'City' }), 'Nowhereville');
    await fill(user, screen.getByRole('textbox', { name: 'Radius (miles)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Update Results' }));
    expect(await screen.findByText('Please select a valid city')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((url) => url.includes('location=true'))).toBe(false);
  });

  it('refuses a non-numeric radius', async () => {
    const { user, api } = setup('/availableTrucksList');
    await tableRows();
    await fill(user, screen.getByRole('textbox', { name: 'City' }), 'Dallas, TX');
    await user.type(screen.getByRole('textbox', { name: 'Radius (miles)' }), 'far');
    await user.click(screen.getByRole('button', { name: 'Update Results' }));
    expect(await screen.findByText('Radius must be a number')).toBeInTheDocument();
    expect(screen.queryByText('Please select a valid city')).toBeNull();
    expect(api.calls.some((url) => url.includes('location=true'))).toBe(false);
  });

  it('searches around a valid city, then Clear Filters drops the search', async () => {
    const { user, api } = setup('/availableTrucksList');
    await tableRows();
    await fill(user, screen.getByRole('textbox', { name: 'City' }), 'Dallas, TX');
    await fill(user, screen.getByRole('textbox', { name: 'Radius (miles)' }), '75');
    await user.click(screen.getByRole('button', { name: 'Update Results' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.stringMatching(/location=true&latitude=32\.82&longitude=-96\.84&radius=75$/),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Radius (miles)' })).toHaveValue('');
  });
});
