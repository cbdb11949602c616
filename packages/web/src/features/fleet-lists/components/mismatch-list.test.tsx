import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fleetFetch, makeMismatch } from '../test-fixtures';

// The whole app renders (lazy routes, providers); give it time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const mismatches = [
  makeMismatch({ truck_id: '1001', latest_load_id: 'L-100', is_mismatch: true }),
  makeMismatch({
    truck_id: '1002',
    latest_load_id: 'L-200',
    is_mismatch: false,
    mismatch_reason: 'Trailer is with the truck',
  }),
];

async function truckIds() {
  const table = await screen.findByRole('table', { name: 'Truck/trailer mismatch' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('truck/trailer mismatch list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('filters by Is Mismatch on Update Results and by Load # as you type', async () => {
    vi.stubGlobal('fetch', fleetFetch(fakeApi({ user: makeUser() }).fetch, { mismatches }).fetch);
    storeSession();
    const { router } = renderApp('/truck-trailer-mismatch?bucket=IS_MISMATCH');
    const user = userEvent.setup();
    expect(await truckIds()).toEqual(['1001']);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Truck #',
      'Trailer #',
      'Current Load #',
      'Truck Location',
      'Trailer Location',
      'Distance',
    ]);
    expect(
      screen.getByRole('cell', { name: 'Trailer 5310 is 224.1 mi from truck 1042' }),
    ).toBeVisible();

    await user.click(screen.getByRole('textbox', { name: 'Is Mismatch' }));
    await user.click(await screen.findByRole('option', { name: 'All', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Update Results' }));
    await waitFor(async () => expect(await truckIds()).toEqual(['1001', '1002']));
    expect(router.state.location.search).toBe('?bucket=ALL');

    await user.type(screen.getByRole('textbox', { name: 'Search by Load #' }), 'l-2');
    await waitFor(async () => expect(await truckIds()).toEqual(['1002']));

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(async () => expect(await truckIds()).toEqual(['1001']));
  });
});
