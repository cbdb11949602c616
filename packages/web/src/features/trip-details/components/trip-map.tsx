import type { TripView } from '@fleet/contracts';
import { ActionIcon, Center, Loader, Modal, SegmentedControl, Stack } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { ExpandIcon } from '@/components/ui/icons';
import { useRoute } from '../api/get-route';
import { hereApiKey, type MapLayer } from '../lib/map-layer';
import { type LatLng, type RouteLegs, routedLegs, routeLegs, routeRequest } from '../lib/map-plan';
import { InfoCard } from './info-card';
import type { HereTripMapProps } from './trip-map-here';

// Leaflet, its CSS and the US basemap load only when a map is shown.
const LeafletTripMap = lazy(() => import('./trip-map-leaflet'));

/**
 * With a HERE key: HERE Maps API for JavaScript, loaded from HERE at run time (the loader and the
 * HERE component are chunks of their own). When a script fails or does not arrive within 10 s,
 * the offline Leaflet map instead, with a console warning.
 */
const HereOrOfflineMap = lazy(async (): Promise<{ default: ComponentType<HereTripMapProps> }> => {
  try {
    const [{ loadHereMaps }, here] = await Promise.all([
      import('../lib/here-maps-loader'),
      import('./trip-map-here'),
    ]);
    await loadHereMaps();
    return here;
  } catch (error) {
    console.warn('HERE Maps API for JavaScript did not load; showing the offline map.', error);
    const { default: Leaflet } = await import('./trip-map-leaflet');
    return { default: ({ onFail: _onFail, ...props }: HereTripMapProps) => <Leaflet {...props} /> };
  }
});

function MapFallback({ height }: { height: number | string }) {
  return (
    <Center h={height}>
      <Loader aria-label="Loading map" />
    </Center>
  );
}

export function TripMap({
  trip,
}: {
  trip: Pick<TripView, 'stops' | 'active_stop_num' | 'current_location'>;
}) {
  const [expanded, setExpanded] = useState(false);
  const [layer, setLayer] = useState<MapLayer>('normal');
  const key = hereApiKey();
  // HERE loaded but could not draw (no WebGL, say): the offline map from then on.
  const [hereFailed, setHereFailed] = useState(false);
  const { legs, routeSource } = useTripRoute(trip);
  const toggle = key ? (
    <SegmentedControl
      size="xs"
      aria-label="Map layer"
      value={layer}
      onChange={(value) => setLayer(value === 'satellite' ? 'satellite' : 'normal')}
      data={[
        { value: 'normal', label: 'Normal' },
        { value: 'satellite', label: 'Satellite' },
      ]}
    />
  ) : null;
  const map = (height: number | string, label: string) => (
    <Suspense fallback={<MapFallback height={height} />}>
      {key && !hereFailed ? (
        <HereOrOfflineMap
          trip={trip}
          legs={legs}
          routeSource={routeSource}
          layer={layer}
          hereApiKey={key}
          height={height}
          label={label}
          onFail={() => setHereFailed(true)}
        />
      ) : (
        <LeafletTripMap
          trip={trip}
          legs={legs}
          routeSource={routeSource}
          layer={layer}
          hereApiKey={key}
          height={height}
          label={label}
        />
      )}
    </Suspense>
  );
  return (
    <InfoCard
      title="Route Map"
      action={
        <ActionIcon variant="subtle" aria-label="Expand map" onClick={() => setExpanded(true)}>
          <ExpandIcon />
        </ActionIcon>
      }
    >
      <Stack gap="xs">
        {toggle}
        {/*
         * Leaflet's panes and controls carry z-index 400 to 1000, above Mantine's modal (200): left
         * in place, the inline map was painted over the full-screen one (issue 10). So the inline
         * map is unmounted while the modal is open (one map at a time, a box of the same height
         * keeps the page from jumping), and its box is its own stacking context (isolation) so
         * nothing inside it can rise above the page's overlays.
         */}
        <div style={{ isolation: 'isolate', height: 360 }}>
          {expanded ? null : map(360, 'Trip route map')}
        </div>
      </Stack>
      <Modal opened={expanded} onClose={() => setExpanded(false)} fullScreen title="Route Map">
        <Stack gap="xs">
          {toggle}
          {expanded ? map('calc(100vh - 140px)', 'Trip route map, full screen') : null}
        </Stack>
      </Modal>
    </InfoCard>
  );
}

/**
 * The two legs via the current location, along the road once the API has routed them (HERE, or
 * its offline estimate); straight lines while that loads or when it fails.
 */
function useTripRoute(trip: Pick<TripView, 'stops' | 'active_stop_num' | 'current_location'>): {
  legs: RouteLegs;
  routeSource: string;
} {
  const current = trip.current_location;
  const here: LatLng | null = current ? [current.lat, current.long] : null;
  const straight: RouteLegs = here
    ? routeLegs(trip.stops, here, trip.active_stop_num)
    : { travelled: [], remaining: [] };
  const route = useRoute(here ? routeRequest(straight).points : []);
  const legs = routedLegs(straight, route.data?.polylines);
  return { legs, routeSource: legs === straight ? 'straight' : (route.data?.source ?? 'straight') };
}
