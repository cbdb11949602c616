import 'leaflet/dist/leaflet.css';
import type { TripView } from '@fleet/contracts';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { feature } from 'topojson-client';
import statesTopology from 'us-atlas/states-10m.json';
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
const states = feature(topology, topology.objects.states as Parameters<typeof feature>[1]);

function numberIcon(number: number, color: string) {
  return L.divIcon({
    className: '',
    iconSize: [26, 26],
    iconAnchor: [13, 13],
    html: `<span style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:50%;background:${color};color:#fff;font:600 13px system-ui,sans-serif;border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.4)">${number}</span>`,
  });
}

const truckIcon = L.divIcon({
  className: '',
  iconSize: [28, 36],
  iconAnchor: [14, 34],
  html: '<svg width="28" height="36" viewBox="0 0 28 36" aria-hidden="true"><path d="M14 35C14 35 27 21 27 13A13 13 0 0 0 1 13C1 21 14 35 14 35Z" fill="#1864ab" stroke="#fff" stroke-width="2"/><circle cx="14" cy="13" r="5" fill="#fff"/></svg>',
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

    L.geoJSON(states, {
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
    const pinTitle = `Current location: ${current.address1 || `${current.lat}, ${current.long}`}`;
    L.marker(here, { icon: truckIcon, title: pinTitle, alt: pinTitle, zIndexOffset: 1000 }).addTo(
      map,
    );

    const bounds = L.latLngBounds(boundsPoints(markers, here));
    if (bounds.getNorthEast().distanceTo(bounds.getSouthWest()) > 0) {
      map.fitBounds(bounds.pad(BOUNDS_PADDING));
    }
    // The full-screen modal animates open; keep Leaflet's idea of the size current.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element);
    setMap(map);
    return () => {
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
