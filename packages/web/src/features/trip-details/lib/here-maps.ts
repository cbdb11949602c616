/**
 * The parts of HERE Maps API for JavaScript v3.1 (the global `H`) that the trip map uses. HERE's
 * package is not on the npm registry, so the API is loaded from HERE at run time
 * (`here-maps-loader.ts`) and typed here by hand.
 */

export interface HerePoint {
  lat: number;
  lng: number;
}

/** An opaque HERE object: a layer, a map object, a geometry. */
export type HereHandle = object;

export interface HereDefaultLayers {
  vector: { normal: { map: HereHandle } };
  raster: { satellite: { map: HereHandle } };
}

export interface HerePlatform {
  createDefaultLayers(): HereDefaultLayers;
}

export interface HereMapOptions {
  zoom: number;
  center: HerePoint;
  pixelRatio: number;
}

export interface HereRect {
  getTop(): number;
  getLeft(): number;
  getBottom(): number;
  getRight(): number;
}

export interface HereViewModel {
  setLookAtData(data: { bounds?: HereRect; zoom?: number; position?: HerePoint }): void;
}

export interface HereMap {
  setBaseLayer(layer: HereHandle): void;
  addObjects(objects: HereHandle[]): void;
  removeObjects(objects: HereHandle[]): void;
  getViewModel(): HereViewModel;
  getViewPort(): { resize(): void };
  dispose(): void;
}

export interface HereLineStyle {
  strokeColor: string;
  lineWidth: number;
  lineDash?: number[];
}

export interface HereMaps {
  service: { Platform: new (options: { apikey: string }) => HerePlatform };
  Map: new (element: HTMLElement, baseLayer: HereHandle, options: HereMapOptions) => HereMap;
  mapevents: {
    MapEvents: new (map: HereMap) => HereHandle;
    Behavior: new (events: HereHandle) => HereHandle;
  };
  ui: { UI: { createDefault(map: HereMap, layers: HereDefaultLayers): HereHandle } };
  map: {
    DomIcon: new (element: HTMLElement) => HereHandle;
    DomMarker: new (
      position: HerePoint,
      options: { icon: HereHandle; zIndex?: number },
    ) => HereHandle;
    Polyline: new (line: HereHandle, options: { style: HereLineStyle }) => HereHandle;
  };
  geo: {
    LineString: { fromLatLngArray(values: number[]): HereHandle };
    Rect: new (top: number, left: number, bottom: number, right: number) => HereRect;
  };
}

type WindowWithHere = Window & { H?: unknown };

function isHereMaps(value: unknown): value is HereMaps {
  if (typeof value !== 'object' || value === null) return false;
  return ['service', 'Map', 'mapevents', 'ui', 'map', 'geo'].every((part) => part in value);
}

/** `window.H` once all four HERE scripts have run (core, service, mapevents, ui), else undefined. */
export function hereMapsGlobal(): HereMaps | undefined {
  const value = (window as WindowWithHere).H;
  return isHereMaps(value) ? value : undefined;
}
