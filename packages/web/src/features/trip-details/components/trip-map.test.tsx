import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERE_MAPS_SCRIPTS } from '../lib/here-maps-loader';
import { createFakeHere, type FakeHere, installFakeHere } from '../testing/fake-here-maps';
import { makeTrip } from '../testing/trip-fixture';

// Leaflet needs a real layout engine; its chunk is stood in for here (e2e runs the real one).
vi.mock('./trip-map-leaflet', () => ({
  default: ({ label, hereApiKey }: { label: string; hereApiKey: string | undefined }) => (
    <section aria-label={label} data-map-provider="leaflet" data-here-key={hereApiKey ?? ''}>
      offline map
    </section>
  ),
}));

/** A fresh copy of trip-map.tsx: its lazy chunks and the loader's shared promise start unloaded. */
async function renderTripMap() {
  vi.resetModules();
  const { TripMap } = await import('./trip-map');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <TripMap trip={makeTrip()} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

let uninstall = () => {};
beforeEach(() => {
  document.head.querySelectorAll('script, link').forEach((node) => {
    node.remove();
  });
  // The route query never answers: the legs stay straight.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
});
afterEach(() => {
  uninstall();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mapRegion = () => screen.findByRole('region', { name: 'Trip route map' });

describe('TripMap', () => {
  it('without a HERE key shows the offline map and loads nothing from HERE', async () => {
    vi.stubEnv('VITE_HERE_API_KEY', '');
    await renderTripMap();
    expect(await mapRegion()).toHaveAttribute('data-map-provider', 'leaflet');
    expect(document.head.querySelector('script')).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Map layer' })).toBeNull();
  });

  it('with a HERE key draws the map with HERE Maps API for JavaScript', async () => {
    vi.stubEnv('VITE_HERE_API_KEY', 'test-key');
    const fake: FakeHere = createFakeHere();
    uninstall = installFakeHere(fake);
    await renderTripMap();
    expect(await mapRegion()).toHaveAttribute('data-map-provider', 'here');
    expect(fake.platforms).toEqual([{ apikey: 'test-key' }]);
    expect(fake.maps).toHaveLength(1);
  });

  it('falls back to the offline map with a warning when a HERE script fails to load', async () => {
    vi.stubEnv('VITE_HERE_API_KEY', 'test-key');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderTripMap();
    expect(screen.getByLabelText('Loading map')).toBeInTheDocument();
    await vi.waitFor(() => {
      const core = document.head.querySelector(`script[src="${HERE_MAPS_SCRIPTS[0]}"]`);
      if (!core) throw new Error('not injected yet');
      core.dispatchEvent(new Event('error'));
    });
    const region = await mapRegion();
    expect(region).toHaveAttribute('data-map-provider', 'leaflet');
    expect(region).toHaveAttribute('data-here-key', 'test-key');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('HERE Maps API for JavaScript did not load'),
      expect.any(Error),
    );
  });

  it('falls back to the offline map when HERE loads but cannot draw', async () => {
    vi.stubEnv('VITE_HERE_API_KEY', 'test-key');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    uninstall = installFakeHere(createFakeHere({ failMap: true }));
    await renderTripMap();
    await vi.waitFor(async () =>
      expect(await mapRegion()).toHaveAttribute('data-map-provider', 'leaflet'),
    );
    expect(warn).toHaveBeenCalled();
  });

  it('expanded: only the full-screen map is drawn; the inline one comes back on close', async () => {
    // Leaflet's panes (z-index 400 to 1000) painted the inline map over the full-screen modal
    // (z-index 200); the inline map is unmounted while the modal is open.
    vi.stubEnv('VITE_HERE_API_KEY', '');
    await renderTripMap();
    await mapRegion();
    fireEvent.click(screen.getByRole('button', { name: 'Expand map' }));
    expect(
      await screen.findByRole('region', { name: 'Trip route map, full screen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trip route map' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(await mapRegion()).toBeInTheDocument();
  });
});
