import type { TripView } from '@fleet/contracts';
import { ActionIcon, Center, Loader, Modal, SegmentedControl, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { ExpandIcon } from '@/components/ui/icons';
import { useRoute } from '../api/get-route';
import { hereApiKey, type MapLayer } from '../lib/map-layer';
import { type LatLng, type RouteLegs, routedLegs, routeLegs, routeRequest } from '../lib/map-plan';
import { InfoCard } from './info-card';

// Leaflet, its CSS and the US basemap load only when a map is shown.
const LeafletTripMap = lazy(() => import('./trip-map-leaflet'));

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
      <LeafletTripMap
        trip={trip}
        legs={legs}
        routeSource={routeSource}
        layer={layer}
        hereApiKey={key}
        height={height}
        label={label}
      />
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
        {map(360, 'Trip route map')}
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
