import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fakeFleetApi, trailerAt } from '../testing/fake-fleet-api';
import { makeDetention, makeTrip } from '../testing/make-trip';

// The machine is shared with other test runs; give async queries room under load.
configure({ asyncUtilTimeout: 5000 });

const TRIPS = [
  makeTrip({ trip_num: 'T-1', eta_details: { is_late: true } }),
  makeTrip({
    trip_num: 'T-2',
    temperature_monitoring_details: { temperature_exception_status: 'TEMP_OVER_RANGE' },
  }),
  makeTrip({
    trip_num: 'T-3',
    detention_summary: makeDetention({ current_state: 'IN_DETENTION', detention_total_amount: 50 }),
  }),
];

function renderHome(options: Parameters<typeof fakeFleetApi>[0]) {
  const api = fakeFleetApi(options);
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  renderApp('/home');
  return api;
}

const filtersOf = (href: string | null) =>
  JSON.parse(new URLSearchParams(href?.split('?')[1]).get('filters') ?? '{}');

describe('monitoring home', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every card, with counts, when the data and flags are there', async () => {
    renderHome({
      active: TRIPS,
      flags: { TRUCK_TRAILER_MISMATCH: true, TRAILER_AT_CUSTOMER_LOCATION: true },
      // Two count (at the customer for more than 6 h); one is at 6 h exactly, one not at a customer.
      trailers: [
        trailerAt('A', 93_600),
        trailerAt('B', 21_601),
        trailerAt('C', 21_600),
        trailerAt('D', 99_000, false),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
    const trip = await screen.findByRole('link', { name: /Trip Monitoring/ });
    await within(trip).findByText('3 active trips · 1 late');
    expect(filtersOf(trip.getAttribute('href'))).toMatchObject({ module: 'eta' });

    const temp = await screen.findByRole('link', { name: /Temperature Monitoring/ });
    expect(temp).toHaveTextContent('1 reefer trip · 1 in violation');
    expect(filtersOf(temp.getAttribute('href'))).toMatchObject({ module: 'tempViolation' });

    const detention = screen.getByRole('link', { name: /Detention Monitoring/ });
    expect(detention).toHaveTextContent('1 in detention · 1 with an amount');
    expect(filtersOf(detention.getAttribute('href'))).toMatchObject({ module: 'detention' });

    expect(screen.getByRole('link', { name: /Available Trucks/ })).toHaveAttribute(
      'href',
      '/availableTrucksList',
    );
    expect(await screen.findByRole('link', { name: /Truck\/Trailer Mismatch/ })).toHaveAttribute(
      'href',
      '/truck-trailer-mismatch?bucket=IS_MISMATCH',
    );
    expect(
      await screen.findByRole('link', { name: /Trailer at Customer Location/ }),
    ).toHaveAttribute('href', '/trailer-customer-location?bucket=IS_AT_CUSTOMER_LOCATION');
    const trailers = screen.getByRole('link', { name: /Trailer at Customer Location/ });
    await within(trailers).findByText('2 trailers at a customer location');
  });

  it('says when the trailer count could not be loaded, without blocking the other cards', async () => {
    renderHome({
      active: TRIPS,
      flags: { TRAILER_AT_CUSTOMER_LOCATION: true },
      trailers: 'error',
    });
    const trailers = await screen.findByRole('link', { name: /Trailer at Customer Location/ });
    await within(trailers).findByText('Count unavailable');
    expect(screen.getByRole('link', { name: /Trip Monitoring/ })).toHaveTextContent(
      '3 active trips · 1 late',
    );
  });

  it('hides the temperature, detention and flagged cards without their data or flags', async () => {
    const api = renderHome({ active: [makeTrip()] });
    await screen.findByText('1 active trip · 0 late');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url.includes('is-feature-enabled')).length).toBeGreaterThan(
        4,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Temperature Monitoring/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Detention Monitoring/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Truck\/Trailer Mismatch/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Trailer at Customer Location/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Load' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload Invoice' })).toBeNull();
    expect(screen.getByRole('link', { name: /Available Trucks/ })).toBeInTheDocument();
  });

  it('shows a loading state, then the empty one', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderHome({ active: [], hold });
    expect(await screen.findByText('Loading trips…')).toBeInTheDocument();
    // The cards after Trip Monitoring wait for the counts, so none is pushed down when they come.
    expect(screen.queryByRole('link', { name: /Available Trucks/ })).toBeNull();
    release();
    expect(await screen.findByText('No active trips')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Available Trucks/ })).toBeInTheDocument();
  });

  it('asks for the counts, never for the whole trip list', async () => {
    const api = renderHome({ active: TRIPS, flags: { TRAILER_AT_CUSTOMER_LOCATION: true } });
    await screen.findByText('3 active trips · 1 late');
    await within(
      await screen.findByRole('link', { name: /Trailer at Customer Location/ }),
    ).findByText('0 trailers at a customer location');
    expect(api.loadCalls).toEqual([{ summary: true }, { trailers: true }]);
  });

  it('says when the counts could not be loaded, offers to try again, and keeps the other cards', async () => {
    const user = userEvent.setup();
    const api = renderHome({ active: TRIPS, loadsError: 'Trip service unavailable' });
    // The alert in the page, and the error's message toasted once (document 1 §8).
    const alert = (await screen.findByText('Trips could not be loaded')).closest<HTMLElement>(
      '[role="alert"]',
    );
    expect(alert).not.toBeNull();
    expect(await screen.findByText('Trip service unavailable')).toBeInTheDocument();
    // The toast can be closed by name (axe: button-name).
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Available Trucks/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Temperature Monitoring/ })).toBeNull();
    const before = api.loadCalls.length;
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.loadCalls.length).toBe(before + 1));
  });

  it('Add Load opens the PDF upload modal that takes focus and gives it back on close', async () => {
    const user = userEvent.setup();
    renderHome({ active: TRIPS, flags: { RATE_CON_EXTRACTION: true, INVOICE: true } });
    const addLoad = await screen.findByRole('button', { name: 'Add Load' });
    await user.click(addLoad);
    const dialog = await screen.findByRole('dialog', { name: 'Add Load' });
    expect(within(dialog).getByRole('button', { name: 'Enter Manually' })).toBeVisible();
    // The rate-confirmation feature's upload (its own tests cover it); focus moves to the zone.
    const zone = within(dialog).getByRole('button', { name: 'Upload a rate confirmation PDF' });
    await waitFor(() => expect(zone).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(addLoad).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Upload Invoice' }));
    const invoice = await screen.findByRole('dialog', { name: 'Upload Invoice' });
    // The invoices feature's upload (its own tests cover it); focus moves to the zone.
    const invoiceZone = within(invoice).getByRole('button', { name: 'Upload an invoice PDF' });
    await waitFor(() => expect(invoiceZone).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
