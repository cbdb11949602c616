import type { TripView } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, jsonResponse, makeUser, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { makeDetentionRecord, makeTrip } from '../testing/trip-fixture';

// The machine is shared with other test runs; give the route chunk and queries room under load
// (a full run at load average 13 timed out at the default 1 s).
configure({ asyncUtilTimeout: 5_000 });

// Leaflet and ApexCharts need a real layout engine; their chunks are stood in for here and run in e2e.
vi.mock('./trip-map-leaflet', () => ({
  default: ({
    label,
    legs,
    routeSource,
  }: {
    label: string;
    legs: { travelled: unknown[]; remaining: unknown[] };
    routeSource: string;
  }) => (
    <section aria-label={label} data-route-source={routeSource}>
      map: {legs.travelled.length} travelled, {legs.remaining.length} remaining points
    </section>
  ),
}));
vi.mock('./temperature-chart-apex', () => ({ default: () => <div>chart</div> }));

const TRIP_NOTE = {
  _id: 'note-1',
  note: 'ETA exception opened: running 2h late',
  type: 'System',
  created_at: '2026-11-23T14:05:00.000Z',
  created_by: 'System',
  created_by_email: null,
  uploads: [],
  origin_type: 'TRIP',
  origin_id: 'T1001',
  additional_metadata: { exception_type: 'eta' },
};

function serveTrip(trip: TripView | null, routing?: (url: URL) => Response) {
  const base = fakeApi({ user: makeUser() });
  const calls: string[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (routing && url.includes('/v1/routing/route')) {
      calls.push(url);
      return routing(new URL(url, 'http://localhost'));
    }
    // The notes panel the route puts in the screen's slot: one System note on every trip.
    if (url.includes('/v1/notes/')) {
      calls.push(url);
      return jsonResponse({ Data: [TRIP_NOTE] });
    }
    const match = /\/v1\/aggregation\/loads\/([^?]+)(\?.*)?$/.exec(url);
    if (match) {
      calls.push(url);
      const id = decodeURIComponent(match[1] ?? '');
      return trip && trip.trip_num === id
        ? jsonResponse(trip)
        : jsonResponse({ code: 'not-found', message: `No Data Found for ${id}` }, 404);
    }
    return base.fetch(input, init);
  };
  vi.stubGlobal('fetch', fetchFn);
  storeSession();
  return calls;
}

describe('/exceptionDetails', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ETA view of an active trip with a shared ETA mode', async () => {
    const calls = serveTrip(makeTrip());
    const user = userEvent.setup();
    renderApp('/exceptionDetails?id=T1001&module=eta');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exception Details' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Trip #T1001' })).toBeVisible();
    expect(calls[0]).toMatch(/\/v1\/aggregation\/loads\/T1001$/);
    expect(screen.getByRole('link', { name: 'Create Task' })).toHaveAttribute(
      'href',
      '/task/create?createdFromType=eta&createdFromId=T1001',
    );
    expect(screen.queryByText('Completed')).toBeNull();

    const pickup = screen.getByRole('region', { name: 'Pickup 1' });
    expect(within(pickup).getByText('Picked Up')).toBeVisible();
    expect(pickup).toHaveAttribute('data-position', 'before');
    const active = screen.getByRole('region', { name: 'Delivery 2' });
    expect(active).toHaveAttribute('aria-current', 'step');
    expect(within(active).getByText('Active stop')).toBeInTheDocument();
    const third = screen.getByRole('region', { name: 'Delivery 3' });
    expect(within(third).getByText('Not Available')).toBeVisible();

    expect(screen.getByText('Late and after appointment time')).toBeVisible();
    expect(
      screen.getByText('Projected to arrive 3 hours 15 minutes after the appointment time.'),
    ).toBeVisible();
    const location = screen.getByRole('region', { name: 'Current Location' });
    expect(within(location).getByText('Mar 3, 15:15 MST')).toBeVisible();

    await user.click(screen.getByText('10-hour Break'));
    expect(
      await screen.findByText(
        'Projected to arrive 13 hours 15 minutes after the appointment time.',
      ),
    ).toBeVisible();
    // The location card follows the same choice.
    expect(within(location).getByText('Mar 4, 01:15 MST')).toBeVisible();

    const hos = screen.getByRole('region', { name: 'Hours of Service' });
    expect(within(hos).getByText('Driving (1h 35m)')).toBeVisible();
    expect(within(hos).getByText('Days Since Last 34 Hour Reset')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hours details for day 1' }));
    const dialog = await screen.findByRole('dialog');
    // Visible once the modal's opening transition has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('columnheader', { name: 'Day In Cycle' })).toBeVisible(),
    );
    expect(within(dialog).getByRole('cell', { name: 'Monday' })).toBeVisible();

    expect(await screen.findByRole('region', { name: 'Trip route map' })).toBeInTheDocument();
  });

  it("shows the trip's notes, asked for by its trip number", async () => {
    const calls = serveTrip(makeTrip());
    renderApp('/exceptionDetails?id=T1001&module=eta');
    const notes = await screen.findByRole('region', { name: 'Notes' });
    expect(await within(notes).findByText('ETA exception opened: running 2h late')).toBeVisible();
    expect(within(notes).getByRole('button', { name: 'Add New Note' })).toBeVisible();
    const asked = calls.find((url) => url.includes('/v1/notes/'));
    expect(new URL(asked ?? '', 'http://localhost').searchParams.get('origin_id')).toBe('T1001');
    expect(new URL(asked ?? '', 'http://localhost').searchParams.get('origin_type')).toBe('TRIP');
  });

  it('tells an external-ELD driver that HoS data is unavailable', async () => {
    const trip = makeTrip();
    serveTrip({
      ...trip,
      driver: {
        ...trip.driver,
        samsara_id: null,
        legal_time_status: null,
        hos: [],
        hos_calc_remaining: [],
      },
    });
    renderApp('/exceptionDetails?id=T1001');
    expect(await screen.findByText('HoS data unavailable for non-company ELD')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Trip Status' })).toBeNull();
  });

  it('a 500 with the app retry policy: toasted once after the retries, not once per attempt', async () => {
    // Issue 10: the trip's fetcher toasted every failed attempt (three toasts for one failure).
    const fallback = fakeApi({ user: makeUser() }).fetch;
    const tripCalls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/v1/aggregation/loads/')) return fallback(input, init);
      tripCalls.push(String(input));
      return new Response(JSON.stringify({ message: 'Trip service failed' }), { status: 500 });
    });
    const toast = vi.spyOn(notify, 'error');
    storeSession();
    // A fake clock that also runs with real time; vi.waitFor moves it on by its interval at each
    // check, so the retry delays pass without being waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/exceptionDetails?id=T1001&module=eta', { queryClient: createQueryClient() });
      // Two retries, 1 s then 2 s apart.
      await vi.waitFor(() => expect(tripCalls).toHaveLength(3), { timeout: 6_000, interval: 50 });
      await vi.waitFor(() => expect(toast).toHaveBeenCalled(), { timeout: 6_000, interval: 50 });
      await vi.advanceTimersByTimeAsync(300);
      expect(toast.mock.calls).toEqual([['Trip service failed']]);
    } finally {
      vi.useRealTimers();
    }
  }, 15_000);

  it('shows the no-data banner for an unknown trip', async () => {
    serveTrip(null);
    renderApp('/exceptionDetails?id=NOPE&module=eta');
    expect(await screen.findByText('No Data Found for NOPE')).toBeVisible();
  });

  it.each([
    ['/exceptionDetails', 'eta'],
    ['/exceptionDetails?id=&module=detention', 'detention'],
    ['/exceptionDetails?id=%20%20&module=tempViolation', 'tempViolation'],
  ])(
    'without a trip number (%s) says no trip is selected and links back to the list',
    async (path, module) => {
      // Issue 10: it said 'No Data Found for ' with nothing after it.
      const calls = serveTrip(null);
      const { router } = renderApp(path);
      expect(await screen.findByText('No trip selected')).toBeVisible();
      expect(screen.queryByText(/No Data Found/)).toBeNull();
      expect(calls).toEqual([]);
      await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the trip list' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/exceptionList'));
      const filters = new URLSearchParams(router.state.location.search).get('filters');
      expect(JSON.parse(filters ?? '{}')).toEqual({ module });
    },
  );

  it('switches to completed mode when a delivered trip answers, hiding map and driver panels', async () => {
    serveTrip(
      makeTrip({ trip_status: 'Delivered', active_stop_num: null, current_location: null }),
    );
    renderApp('/exceptionDetails?id=T1001&module=eta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip Details' })).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Trip Status' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Hours of Service' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Route Map' })).toBeNull();
  });

  it('asks for a delivered trip with completed=true', async () => {
    const calls = serveTrip(makeTrip({ trip_status: 'Delivered', current_location: null }));
    renderApp('/exceptionDetails?id=T1001&module=tempViolation&completed=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip Details' })).toBeVisible();
    expect(calls[0]).toMatch(/T1001\?completed=true$/);
  });

  it('shows the temperature view with a red-bordered reefer card in violation', async () => {
    serveTrip(makeTrip());
    renderApp('/exceptionDetails?id=T1001&module=tempViolation');
    const requirements = await screen.findByRole('region', { name: 'Load Requirements' });
    expect(within(requirements).getByText('34 °F')).toBeVisible();
    expect(within(requirements).getByText('Start/Stop')).toBeVisible();
    const reefer = screen.getByRole('region', { name: 'Reefer Actual' });
    expect(reefer.style.borderColor).toBe('var(--mantine-color-red-8)');
    expect(within(reefer).getByText('30m')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Exception History' });
    expect(within(history).getByText('Ongoing')).toBeVisible();
    expect(within(history).getByText('Temp Over Range')).toBeVisible();
    expect(within(history).getByText('Temp Under Range')).toBeVisible();
    expect(within(history).getByText('20 min')).toBeVisible();
    expect(await screen.findByText('chart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Task' })).toHaveAttribute(
      'href',
      '/task/create?createdFromType=tempViolation&createdFromId=T1001',
    );
  });

  it('shows detention cards and copies a customer message', async () => {
    const base = makeTrip();
    const detail = makeDetentionRecord().detention_detail;
    if (!detail) throw new Error('fixture');
    serveTrip({
      ...base,
      detention: [
        makeDetentionRecord(),
        makeDetentionRecord({
          stop_id: 'stop-1',
          detention_detail: { ...detail, status: 'NOT_DETENTION' },
        }),
      ],
    });
    const user = userEvent.setup();
    renderApp('/exceptionDetails?id=T1001&module=detention');
    const summary = await screen.findByRole('region', { name: 'Detention Summary' });
    expect(within(summary).getByText('$112.50')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Loss Summary' })).toBeVisible();
    expect(screen.getByText('IN-DETENTION')).toBeVisible();
    expect(screen.queryByRole('region', { name: /Pickup 1 ·/ })).toBeNull();
    const card = screen.getByRole('region', { name: 'Delivery 2 · Valley Foods' });
    expect(within(card).getByText('Time Since Appointment')).toBeVisible();
    expect(within(card).getByText('Yes')).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Copy In-Detention Message (Delivery 2)' }),
    );
    expect(await screen.findByText('Copied')).toBeVisible();
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toContain('trip #T1001'),
    );
    expect(screen.queryByText('Completed Trip Message')).toBeNull();
  });

  it('shows a stop in its own time zone, with the abbreviation, on the stop and detention cards', async () => {
    const base = makeTrip();
    serveTrip({
      ...base,
      stops: base.stops.map((s) => (s.id === 'stop-2' ? { ...s, timezone: 'America/Phoenix' } : s)),
      detention: [makeDetentionRecord()],
    });
    renderApp('/exceptionDetails?id=T1001&module=detention');
    const detention = await screen.findByRole('region', { name: 'Delivery 2 · Valley Foods' });
    // 13:50Z arrival and 14:00Z appointment are 06:50 and 07:00 in Phoenix (MST, UTC-7).
    expect(within(detention).getByText('Mar 3, 06:50 MST')).toBeVisible();
    const stopCard = screen.getByRole('region', { name: 'Delivery 2' });
    expect(within(stopCard).getByText('Mar 3, 07:00 MST')).toBeVisible();
    expect(within(stopCard).queryByText(/PM|UTC/)).toBeNull();
  });

  it('offers the completed-trip message for a delivered trip with detention', async () => {
    const base = makeTrip();
    const detail = makeDetentionRecord().detention_detail;
    const summary = base.detention_summary;
    if (!detail || !summary) throw new Error('fixture');
    serveTrip({
      ...base,
      trip_status: 'Delivered',
      current_location: null,
      detention_summary: { ...summary, current_state: 'NONE', status: 'CLOSED' },
      detention: [
        makeDetentionRecord({
          departure_datetime: { utc_datetime: '2026-03-03T17:30:00.000Z', offset_minutes: -420 },
          detention_detail: { ...detail, status: 'POST_DETENTION' },
        }),
      ],
    });
    renderApp('/exceptionDetails?id=T1001&module=detention&completed=true');
    expect(await screen.findByText('Completed Trip Message')).toBeVisible();
    expect(screen.getByText(/Please approve the detention payment\.$/)).toBeVisible();
    expect(screen.getByText('DETENTION')).toBeVisible();
  });

  it('draws the legs along the routed polylines', async () => {
    // Each leg: its two ends with one road point between them.
    const calls = serveTrip(makeTrip(), (url) => {
      const points = (url.searchParams.get('points') ?? '')
        .split(';')
        .map((pair) => pair.split(',').map(Number) as [number, number]);
      return jsonResponse({
        legs: points.slice(1).map((to, i) => {
          const from = points[i]!;
          return {
            points: [from, [(from[0] + to[0]) / 2 + 0.1, (from[1] + to[1]) / 2], to],
            distance_miles: 100,
            duration_min: 120,
            source: 'estimate',
          };
        }),
      });
    });
    renderApp('/exceptionDetails?id=T1001&module=eta');
    const map = await screen.findByRole('region', { name: 'Trip route map' });
    // Pickup → truck (1 leg), truck → stop 2 → stop 3 (2 legs).
    await waitFor(() => expect(map).toHaveAttribute('data-route-source', 'estimate'));
    expect(map).toHaveTextContent('map: 3 travelled, 5 remaining points');
    const routeCall = calls.find((url) => url.includes('/v1/routing/route'));
    expect(new URL(routeCall ?? '', 'http://localhost').searchParams.get('points')).toBe(
      '36.74,-119.78;33.61,-114.6;33.45,-112.07;32.22,-110.97',
    );
  });

  it('keeps straight legs when routing fails', async () => {
    serveTrip(makeTrip(), () => jsonResponse({ code: 'x', message: 'down' }, 503));
    renderApp('/exceptionDetails?id=T1001&module=eta');
    const map = await screen.findByRole('region', { name: 'Trip route map' });
    expect(map).toHaveAttribute('data-route-source', 'straight');
    expect(map).toHaveTextContent('map: 2 travelled, 3 remaining points');
    expect(screen.queryByText('down')).toBeNull();
  });
});
