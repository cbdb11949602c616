import 'leaflet/dist/leaflet.css';
import type { TripView } from '@fleet/contracts';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { feature } from 'topojson-client';
import statesTopology from 'us-atlas/states-10m.json';
import { drawInSlices } from '../lib/draw-in-slices';
import {
  PIN_ANCHOR,
  PIN_HTML,
  PIN_SIZE,
  pinTitle as pinTitleOf,
  STOP_ICON_SIZE,
  stopIconHtml,
} from '../lib/map-icons';
import { hereTileUrl, type MapLayer } from '../lib/map-layer';
import {
  BOUNDS_PADDING,
  boundsPoints,
  DEFAULT_ZOOM,
  type LatLng,
  LEG_COLORS,
  type RouteLegs,
  stopMarkers,
} from '../lib/map-plan';

type Topology = Parameters<typeof feature>[0];
const topology = statesTopology as unknown as Topology;
/** US state shapes: the offline basemap, converted once per chunk load. */
const states = feature(
  topology,
  topology.objects.states as Parameters<typeof feature>[1],
) as GeoJSON.FeatureCollection;

const BASEMAP_PANE = 'basemap';

function numberIcon(number: number, color: string) {
  return L.divIcon({
    className: '',
    iconSize: [STOP_ICON_SIZE, STOP_ICON_SIZE],
    iconAnchor: [STOP_ICON_SIZE / 2, STOP_ICON_SIZE / 2],
    html: stopIconHtml(number, color),
  });
}

const truckIcon = L.divIcon({
  className: '',
  iconSize: [PIN_SIZE.width, PIN_SIZE.height],
  iconAnchor: [PIN_ANCHOR.x, PIN_ANCHOR.y],
  html: PIN_HTML,
});

export interface LeafletTripMapProps {
  trip: Pick<TripView, 'stops' | 'active_stop_num' | 'current_location'>;
  /** The two legs to draw: routed polylines once the API has answered, else straight lines. */
  legs: RouteLegs;
  /** Where the legs come from: 'here', 'estimate', or 'straight' (not routed). */
  routeSource: string;
  layer: MapLayer;
  hereApiKey: string | undefined;
  height: number | string;
  label: string;
}

/** Leaflet over bundled US state shapes: no tile server, no network (HERE tiles only when keyed). */
export default function LeafletTripMap({
  trip,
  legs,
  routeSource,
  layer,
  hereApiKey,
  height,
  label,
}: LeafletTripMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const current = trip.current_location;
  // Rebuild only when what is drawn changes, not on every refetch.
  const drawKey = JSON.stringify([
    trip.stops.map((s) => [s.stop_order, s.location.lat, s.location.long, s.customer_name]),
    trip.active_stop_num,
    current?.lat,
    current?.long,
    layer,
    hereApiKey,
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawKey stands for the drawn data.
  useEffect(() => {
    const element = container.current;
    if (!element || !current) return;
    const here: LatLng = [current.lat, current.long];
    const map = L.map(element, { zoomSnap: 0.25, attributionControl: !!hereApiKey });
    map.setView(here, DEFAULT_ZOOM);

    // The state shapes on a pane under the route lines, so drawing them last leaves the lines on top.
    map.createPane(BASEMAP_PANE).style.zIndex = '350';
    const basemap = L.geoJSON(undefined, {
      pane: BASEMAP_PANE,
      interactive: false,
      style: { color: '#868e96', weight: 1, fillColor: '#f8f9fa', fillOpacity: 1 },
    }).addTo(map);
    if (hereApiKey) {
      L.tileLayer(hereTileUrl(layer, hereApiKey), { attribution: '© HERE', maxZoom: 20 }).addTo(
        map,
      );
    }

    const markers = stopMarkers(trip.stops);
    for (const marker of markers) {
      L.marker(marker.position, {
        icon: numberIcon(marker.number, marker.color),
        title: marker.title,
        alt: marker.title,
      }).addTo(map);
    }
    const pinTitle = pinTitleOf(current);
    L.marker(here, { icon: truckIcon, title: pinTitle, alt: pinTitle, zIndexOffset: 1000 }).addTo(
      map,
    );

    const bounds = L.latLngBounds(boundsPoints(markers, here));
    if (bounds.getNorthEast().distanceTo(bounds.getSouthWest()) > 0) {
      map.fitBounds(bounds.pad(BOUNDS_PADDING));
    }
    // The state shapes once the view is set (each projected once, at the view shown), a few per
    // task: Leaflet projects, clips and draws ~12,000 points for them, which in one task blocks a
    // phone's main thread for 100–200 ms (issue 19, total blocking time).
    const drawing = drawInSlices(states.features, (state) => basemap.addData(state));
    // The full-screen modal animates open; keep Leaflet's idea of the size current.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element);
    setMap(map);
    return () => {
      drawing.cancel();
      setMap(null);
      resize.disconnect();
      map.remove();
    };
  }, [drawKey]);

  // The legs on a layer of their own: when the routed polylines arrive (or the truck moves) only
  // they are redrawn, and the view the user has panned or zoomed to stays.
  const legsKey = JSON.stringify(legs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: legsKey stands for the legs.
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    if (legs.travelled.length > 1) {
      L.polyline(legs.travelled, {
        color: LEG_COLORS.travelled,
        weight: 4,
        dashArray: '6 6',
      }).addTo(group);
    }
    if (legs.remaining.length > 1) {
      L.polyline(legs.remaining, { color: LEG_COLORS.remaining, weight: 4 }).addTo(group);
    }
    // Under the markers: they are in the marker pane, the lines in the overlay pane.
    return () => {
      group.remove();
    };
  }, [map, legsKey]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: Leaflet owns this element; an explicit role="region" keeps the landmark whatever Leaflet does to it.
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-route-source={routeSource}
      style={{ height, width: '100%', background: '#d0ebff', borderRadius: 8 }}
    />
  );
}
