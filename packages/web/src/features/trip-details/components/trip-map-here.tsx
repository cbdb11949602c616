import { useEffect, useRef, useState } from 'react';
import type { HereDefaultLayers, HereHandle, HereMap, HereMaps } from '../lib/here-maps';
import { hereMapsGlobal } from '../lib/here-maps';
import { PIN_ANCHOR, PIN_HTML, pinTitle, STOP_ICON_SIZE, stopIconHtml } from '../lib/map-icons';
import {
  boundsPoints,
  DEFAULT_ZOOM,
  type LatLng,
  LEG_COLORS,
  paddedBounds,
  stopMarkers,
} from '../lib/map-plan';
import type { LeafletTripMapProps } from './trip-map-leaflet';

export interface HereTripMapProps extends Omit<LeafletTripMapProps, 'hereApiKey'> {
  hereApiKey: string;
  /** Called when HERE cannot draw the map (no `window.H`, no WebGL, …): show the offline map. */
  onFail?: (error: unknown) => void;
}

/** A DomIcon element: `html` with its anchor pulled onto the coordinate, titled for a11y. */
function iconElement(html: string, title: string, anchor: { x: number; y: number }): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  element.title = title;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', title);
  element.style.marginLeft = `-${anchor.x}px`;
  element.style.marginTop = `-${anchor.y}px`;
  element.style.cursor = 'default';
  return element;
}

/** `H.geo.LineString.fromLatLngArray` takes lat, lng, lat, lng, … */
const flat = (points: readonly LatLng[]): number[] => points.flat();

/**
 * HERE Maps API for JavaScript v3.1 (the global `H`, loaded by `lib/here-maps-loader.ts` before
 * this chunk renders): vector normal map or raster satellite, default UI, pan and zoom.
 */
export default function HereTripMap({
  trip,
  legs,
  routeSource,
  layer,
  hereApiKey,
  height,
  label,
  onFail,
}: HereTripMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<{ H: HereMaps; map: HereMap; layers: HereDefaultLayers }>();
  const current = trip.current_location;
  const onFailRef = useRef(onFail);
  onFailRef.current = onFail;
  // Rebuild only when what is drawn changes, not on every refetch; the layer switches in place.
  const drawKey = JSON.stringify([
    trip.stops.map((s) => [s.stop_order, s.location.lat, s.location.long, s.customer_name]),
    trip.active_stop_num,
    current?.lat,
    current?.long,
    current?.address1,
    hereApiKey,
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawKey stands for the drawn data.
  useEffect(() => {
    const element = container.current;
    if (!element || !current) return;
    const here: LatLng = [current.lat, current.long];
    let map: HereMap | undefined;
    let H: HereMaps | undefined;
    let layers: HereDefaultLayers;
    try {
      const api = hereMapsGlobal();
      if (!api) throw new Error('window.H is not loaded');
      H = api;
      const platform = new api.service.Platform({ apikey: hereApiKey });
      layers = platform.createDefaultLayers();
      map = new api.Map(element, layers.vector.normal.map, {
        zoom: DEFAULT_ZOOM,
        center: { lat: here[0], lng: here[1] },
        pixelRatio: window.devicePixelRatio || 1,
      });
      new api.mapevents.Behavior(new api.mapevents.MapEvents(map));
      api.ui.UI.createDefault(map, layers);

      const markers = stopMarkers(trip.stops);
      const half = STOP_ICON_SIZE / 2;
      const objects = markers.map((marker) => {
        const icon = new api.map.DomIcon(
          iconElement(stopIconHtml(marker.number, marker.color), marker.title, {
            x: half,
            y: half,
          }),
        );
        return new api.map.DomMarker(
          { lat: marker.position[0], lng: marker.position[1] },
          { icon },
        );
      });
      const pin = new api.map.DomIcon(iconElement(PIN_HTML, pinTitle(current), PIN_ANCHOR));
      objects.push(
        new api.map.DomMarker({ lat: here[0], lng: here[1] }, { icon: pin, zIndex: 1000 }),
      );
      map.addObjects(objects);

      const bounds = paddedBounds(boundsPoints(markers, here));
      if (bounds) {
        map.getViewModel().setLookAtData({
          bounds: new api.geo.Rect(bounds.top, bounds.left, bounds.bottom, bounds.right),
        });
      }
    } catch (error) {
      console.warn('HERE map could not be drawn; showing the offline map instead.', error);
      map?.dispose();
      onFailRef.current?.(error);
      return;
    }
    const created = map;
    // The full-screen modal animates open and the window can change size: keep HERE's viewport current.
    const resize = () => created.getViewPort().resize();
    window.addEventListener('resize', resize);
    const observer = new ResizeObserver(resize);
    observer.observe(element);
    setDrawn({ H, map: created, layers });
    return () => {
      setDrawn(undefined);
      observer.disconnect();
      window.removeEventListener('resize', resize);
      created.dispose();
    };
  }, [drawKey]);

  // Normal (vector) or satellite (raster) base layer, switched in place.
  useEffect(() => {
    if (!drawn) return;
    drawn.map.setBaseLayer(
      layer === 'satellite' ? drawn.layers.raster.satellite.map : drawn.layers.vector.normal.map,
    );
  }, [drawn, layer]);

  // The legs as objects of their own: the routed polylines replace the straight ones without
  // resetting the user's view.
  const legsKey = JSON.stringify(legs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: legsKey stands for the legs.
  useEffect(() => {
    if (!drawn) return;
    const { H, map } = drawn;
    const lines: HereHandle[] = [];
    if (legs.travelled.length > 1) {
      lines.push(
        new H.map.Polyline(H.geo.LineString.fromLatLngArray(flat(legs.travelled)), {
          style: { strokeColor: LEG_COLORS.travelled, lineWidth: 4, lineDash: [3, 3] },
        }),
      );
    }
    if (legs.remaining.length > 1) {
      lines.push(
        new H.map.Polyline(H.geo.LineString.fromLatLngArray(flat(legs.remaining)), {
          style: { strokeColor: LEG_COLORS.remaining, lineWidth: 4 },
        }),
      );
    }
    map.addObjects(lines);
    return () => map.removeObjects(lines);
  }, [drawn, legsKey]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: HERE owns this element; an explicit role="region" keeps the landmark whatever HERE does to it.
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-route-source={routeSource}
      data-map-provider="here"
      style={{ height, width: '100%', background: '#d0ebff', borderRadius: 8 }}
    />
  );
}
