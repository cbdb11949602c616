import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fakeTmsLoadsApi, makeTmsLoad } from '../testing/fake-tms-loads-api';

configure({ asyncUtilTimeout: 5000 });

function openLoad(id: string, answer: (id: string) => Response | Promise<Response>) {
  const api = fakeTmsLoadsApi(answer);
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  renderApp(`/loads/${id}`);
  return api;
}

describe('/loads/{id}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved load, its stops with appointments and a link to its trip', async () => {
    const api = openLoad('load-1', (id) =>
      id === 'load-1' ? jsonResponse({ Data: makeTmsLoad() }) : jsonResponse({}, 404),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Load ORD-555' })).toBeVisible();
    const references = screen.getByRole('region', { name: 'References' });
    expect(within(references).getByRole('row', { name: 'Order Number ORD-555' })).toBeVisible();
    const rate = screen.getByRole('region', { name: 'Rate' });
    expect(within(rate).getByRole('row', { name: 'Linehaul Rate $1,500' })).toBeVisible();
    const stops = screen.getByRole('region', { name: 'Stops' });
    const rows = within(stops).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Acme DC');
    expect(rows[1]).toHaveTextContent('1 Main St, Dallas, TX 75201');
    expect(rows[1]).toHaveTextContent('APPT 11/24/2026 08:30');
    expect(rows[1]).toHaveTextContent('PU-1');
    expect(rows[2]).toHaveTextContent('Gulf Foods');
    expect(rows[2]).toHaveTextContent('FCFS 11/25/2026 09:00 – 11/25/2026 15:00');
    expect(screen.getByRole('link', { name: 'T-9001' })).toHaveAttribute(
      'href',
      '/exceptionDetails?id=T-9001&module=eta',
    );
    const equipment = screen.getByRole('region', { name: 'Equipment' });
    expect(within(equipment).getByRole('row', { name: 'Temperature 34 °F' })).toBeVisible();
    expect(api.asked).toEqual(['load-1']);
  });

  it('says when the load has no trip in monitoring', async () => {
    openLoad('load-2', () => jsonResponse({ Data: makeTmsLoad({ id: 'load-2', trip_id: null }) }));
    expect(await screen.findByText('No trip in monitoring for this load.')).toBeVisible();
  });

  it("says 'Load not found' for an id the account does not have", async () => {
    openLoad('nope', () => jsonResponse({ code: 'not-found', message: 'Not found' }, 404));
    expect(await screen.findByText('Load not found')).toBeVisible();
    expect(screen.getByText(/No load with the id nope/)).toBeVisible();
  });

  it('shows a loading state while the load is on its way', async () => {
    openLoad('load-3', () => new Promise<Response>(() => {}));
    expect(await screen.findByLabelText('Loading the load')).toBeInTheDocument();
  });
});
