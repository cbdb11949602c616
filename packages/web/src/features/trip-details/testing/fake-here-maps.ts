import type {
  HereDefaultLayers,
  HereHandle,
  HereLineStyle,
  HereMapOptions,
  HereMaps,
  HerePoint,
} from '../lib/here-maps';

/**
 * A recording stand-in for HERE Maps API for JavaScript (the global `H`): it draws nothing and
 * keeps what the map was asked to do, for tests under jsdom (no WebGL, no network).
 */

export class FakeLayer {
  constructor(readonly name: string) {}
}

export class FakeDomIcon {
  constructor(readonly element: HTMLElement) {}
}

export class FakeDomMarker {
  constructor(
    readonly position: HerePoint,
    readonly options: { icon: HereHandle; zIndex?: number },
  ) {}
  get icon(): FakeDomIcon {
    if (!(this.options.icon instanceof FakeDomIcon)) throw new Error('not a FakeDomIcon');
    return this.options.icon;
  }
}

export class FakeLineString {
  constructor(readonly values: number[]) {}
}

export class FakePolyline {
  constructor(
    readonly line: HereHandle,
    readonly options: { style: HereLineStyle },
  ) {}
  /** The line's points as [lat, lng] pairs. */
  get points(): [number, number][] {
    if (!(this.line instanceof FakeLineString)) throw new Error('not a FakeLineString');
    const out: [number, number][] = [];
    for (let i = 0; i < this.line.values.length; i += 2) {
      out.push([this.line.values[i] ?? Number.NaN, this.line.values[i + 1] ?? Number.NaN]);
    }
    return out;
  }
}

export class FakeRect {
  constructor(
    readonly top: number,
    readonly left: number,
    readonly bottom: number,
    readonly right: number,
  ) {}
  getTop() {
    return this.top;
  }
  getLeft() {
    return this.left;
  }
  getBottom() {
    return this.bottom;
  }
  getRight() {
    return this.right;
  }
}

export interface FakeHere {
  H: HereMaps;
  layers: HereDefaultLayers & {
    vector: { normal: { map: FakeLayer } };
    raster: { satellite: { map: FakeLayer } };
  };
  platforms: { apikey: string }[];
  maps: FakeMap[];
  behaviors: number;
  uis: number;
}

export class FakeMap {
  baseLayers: HereHandle[] = [];
  objects: HereHandle[] = [];
  lookAt: { bounds?: FakeRect; zoom?: number; position?: HerePoint }[] = [];
  resizes = 0;
  disposed = false;

  constructor(
    readonly element: HTMLElement,
    baseLayer: HereHandle,
    readonly options: HereMapOptions,
  ) {
    this.baseLayers.push(baseLayer);
  }
  get baseLayer(): HereHandle | undefined {
    return this.baseLayers.at(-1);
  }
  setBaseLayer(layer: HereHandle) {
    this.baseLayers.push(layer);
  }
  addObjects(objects: HereHandle[]) {
    this.objects.push(...objects);
  }
  removeObjects(objects: HereHandle[]) {
    this.objects = this.objects.filter((object) => !objects.includes(object));
  }
  getViewModel() {
    return {
      setLookAtData: (data: { bounds?: HereHandle; zoom?: number; position?: HerePoint }) => {
        if (data.bounds !== undefined && !(data.bounds instanceof FakeRect)) {
          throw new Error('bounds must be an H.geo.Rect');
        }
        this.lookAt.push({ ...data, bounds: data.bounds });
      },
    };
  }
  getViewPort() {
    return { resize: () => void this.resizes++ };
  }
  dispose() {
    this.disposed = true;
  }
  markers(): FakeDomMarker[] {
    return this.objects.filter((o): o is FakeDomMarker => o instanceof FakeDomMarker);
  }
  polylines(): FakePolyline[] {
    return this.objects.filter((o): o is FakePolyline => o instanceof FakePolyline);
  }
}

/** A fresh recording `H`; `failMap` makes `new H.Map` throw as HERE does without WebGL. */
export function createFakeHere(options: { failMap?: boolean } = {}): FakeHere {
  const layers = {
    vector: { normal: { map: new FakeLayer('vector.normal.map') } },
    raster: { satellite: { map: new FakeLayer('raster.satellite.map') } },
  };
  const fake: Omit<FakeHere, 'H'> = {
    layers,
    platforms: [],
    maps: [],
    behaviors: 0,
    uis: 0,
  };
  const H: HereMaps = {
    service: {
      Platform: class {
        constructor(platformOptions: { apikey: string }) {
          fake.platforms.push(platformOptions);
        }
        createDefaultLayers() {
          return layers;
        }
      },
    },
    Map: class extends FakeMap {
      constructor(element: HTMLElement, baseLayer: HereHandle, mapOptions: HereMapOptions) {
        if (options.failMap) throw new Error('WebGL is not supported');
        super(element, baseLayer, mapOptions);
        fake.maps.push(this);
      }
    },
    mapevents: {
      MapEvents: class {
        constructor(readonly map: unknown) {}
      },
      Behavior: class {
        constructor(readonly events: unknown) {
          fake.behaviors++;
        }
      },
    },
    ui: {
      UI: {
        createDefault: () => {
          fake.uis++;
          return {};
        },
      },
    },
    map: { DomIcon: FakeDomIcon, DomMarker: FakeDomMarker, Polyline: FakePolyline },
    geo: {
      LineString: { fromLatLngArray: (values: number[]) => new FakeLineString(values) },
      Rect: FakeRect,
    },
  };
  return Object.assign(fake, { H });
}

/** Puts `fake.H` on `window.H`; returns the function that takes it off again. */
export function installFakeHere(fake: FakeHere): () => void {
  Object.defineProperty(window, 'H', { value: fake.H, configurable: true, writable: true });
  return () => {
    Reflect.deleteProperty(window, 'H');
  };
}
