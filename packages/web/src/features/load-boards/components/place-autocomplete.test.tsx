import { LOADBOARD_PATHS } from '@fleet/contracts';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeLoadboardApi, makeLoad } from '../testing/fake-loadboard-api';
import { LoadBoardSearch } from './load-board-search';

configure({ asyncUtilTimeout: 5_000 });

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('load-board city autocomplete', () => {
  it('asks the server only after more than 2 characters and a 300 ms pause, and fills the picked City, ST', async () => {
    const api = fakeLoadboardApi({ loads: [makeLoad()] });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<LoadBoardSearch board="DAT" onInitiateCall={() => {}} />);
    const origin = screen.getByRole('textbox', { name: 'Origin' });
    const asked = () => api.to(LOADBOARD_PATHS.placesAutocomplete, 'GET');

    await user.type(origin, 'da');
    await pause(400);
    expect(asked()).toHaveLength(0);

    await user.type(origin, 'll');
    // Still inside the debounce: nothing asked yet.
    expect(asked()).toHaveLength(0);
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(asked()[0]?.query).toBe('?q=dall');

    const option = await screen.findByRole('option', { name: 'Dallas, TX', hidden: true });
    expect(screen.queryByRole('option', { name: 'Dalton, GA', hidden: true })).toBeNull();
    await user.click(option);
    expect(origin).toHaveValue('Dallas, TX');
  });

  it('keeps City, ST typed by hand', async () => {
    const api = fakeLoadboardApi({ loads: [makeLoad()], places: [] });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<LoadBoardSearch board="DAT" onInitiateCall={() => {}} />);
    const destination = screen.getByRole('textbox', { name: 'Destination' });
    await user.type(destination, 'Marfa, TX');
    await pause(400);
    expect(destination).toHaveValue('Marfa, TX');
  });
});
