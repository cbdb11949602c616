import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LatLng, LEG_COLORS, MARKER_COLORS, type RouteLegs } from '../lib/map-plan';
import { createFakeHere, type FakeHere, installFakeHere } from '../testing/fake-here-maps';
import { makeTrip } from '../testing/trip-fixture';
import HereTripMap, { type HereTripMapProps } from './trip-map-here';

const trip = makeTrip();
const truck: LatLng = [33.61, -114.6];
const legs: RouteLegs = {
  travelled: [[36.74, -119.78], [35, -117], truck],
  remaining: [truck, [33.45, -112.07], [32.22, -110.97]],
};

let uninstall = () => {};
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

function setup(props: Partial<HereTripMapProps> = {}, fake: FakeHere = createFakeHere()) {
  uninstall = installFakeHere(fake);
  const all: HereTripMapProps = {
    trip,
    legs,
    routeSource: 'here',
    layer: 'normal',
    hereApiKey: 'test-key',
    height: 360,
    label: 'Trip route map',
    ...props,
  };
  const view = render(<HereTripMap {...all} />);
  const rerender = (next: Partial<HereTripMapProps>) =>
    view.rerender(<HereTripMap {...all} {...next} />);
  return { ...view, fake, rerender, map: () => fake.maps.at(-1) };
}

describe('HereTripMap', () => {
  it('creates the map at zoom 10 centred on the truck, with the default UI and behaviour', () => {
    const { fake, map, getByRole } = setup();
    expect(fake.platforms).toEqual([{ apikey: 'test-key' }]);
    expect(fake.maps).toHaveLength(1);
    expect(map()?.element).toBe(getByRole('region', { name: 'Trip route map' }));
    expect(map()?.baseLayer).toBe(fake.layers.vector.normal.map);
    expect(map()?.options).toEqual({
      zoom: 10,
      center: { lat: 33.61, lng: -114.6 },
      pixelRatio: window.devicePixelRatio || 1,
    });
    expect(fake.behaviors).toBe(1);
    expect(fake.uis).toBe(1);
  });

  it('adds a numbered marker per stop (green, orange, red) and the current-position pin', () => {
    const markers = setup().map()?.markers() ?? [];
    expect(markers).toHaveLength(4);
    const stops = markers.slice(0, 3).map((marker) => ({
      position: marker.position,
      number: marker.icon.element.textContent,
      color: /background:(#[0-9a-f]{6})/.exec(
        marker.icon.element.querySelector('span')?.getAttribute('style') ?? '',
      )?.[1],
      title: marker.icon.element.title,
    }));
    expect(stops).toEqual([
      {
        position: { lat: 36.74, lng: -119.78 },
        number: '1',
        color: MARKER_COLORS.first,
        title: 'Stop 1: Pickup, Fresh Farms, Fresno, CA',
      },
      {
        position: { lat: 33.45, lng: -112.07 },
        number: '2',
        color: MARKER_COLORS.middle,
        title: 'Stop 2: Delivery, Valley Foods, Phoenix, AZ',
      },
      {
        position: { lat: 32.22, lng: -110.97 },
        number: '3',
        color: MARKER_COLORS.last,
        title: 'Stop 3: Delivery, Desert Grocers, Tucson, AZ',
      },
    ]);
    const pin = markers[3];
    expect(pin?.position).toEqual({ lat: 33.61, lng: -114.6 });
    expect(pin?.icon.element.title).toBe('Current location: I-10 near Blythe, CA');
    expect(pin?.icon.element.querySelector('svg')).not.toBeNull();
  });

  it('draws the two legs grey then black along the given points', () => {
    const lines = setup().map()?.polylines() ?? [];
    expect(lines.map((line) => line.points)).toEqual([legs.travelled, legs.remaining]);
    expect(lines.map((line) => line.options.style.strokeColor)).toEqual([
      LEG_COLORS.travelled,
      LEG_COLORS.remaining,
    ]);
    expect(lines.every((line) => line.options.style.lineWidth > 0)).toBe(true);
  });

  it('redraws only the legs when they change, keeping the map', () => {
    const { fake, rerender, map } = setup();
    const routed: RouteLegs = { travelled: [], remaining: [truck, [33, -113], [32.22, -110.97]] };
    rerender({ legs: routed });
    expect(fake.maps).toHaveLength(1);
    expect(
      map()
        ?.polylines()
        .map((line) => line.points),
    ).toEqual([routed.remaining]);
    expect(map()?.markers()).toHaveLength(4);
  });

  it('fits the stops and the truck, padded by 20%', () => {
    const lookAt = setup().map()?.lookAt ?? [];
    expect(lookAt).toHaveLength(1);
    const bounds = lookAt[0]?.bounds;
    // Stops and truck span lat 32.22–36.74 (4.52) and lng -119.78–-110.97 (8.81).
    expect(bounds?.getTop()).toBeCloseTo(36.74 + 4.52 * 0.2);
    expect(bounds?.getBottom()).toBeCloseTo(32.22 - 4.52 * 0.2);
    expect(bounds?.getLeft()).toBeCloseTo(-119.78 - 8.81 * 0.2);
    expect(bounds?.getRight()).toBeCloseTo(-110.97 + 8.81 * 0.2);
  });

  it('switches to satellite imagery and back without a new map', () => {
    const { fake, rerender, map } = setup();
    rerender({ layer: 'satellite' });
    expect(map()?.baseLayer).toBe(fake.layers.raster.satellite.map);
    rerender({ layer: 'normal' });
    expect(map()?.baseLayer).toBe(fake.layers.vector.normal.map);
    expect(fake.maps).toHaveLength(1);
  });

  it('resizes the viewport with the window and disposes of the map on unmount', () => {
    const { map, unmount } = setup();
    const before = map()?.resizes ?? 0;
    window.dispatchEvent(new Event('resize'));
    expect(map()?.resizes).toBe(before + 1);
    unmount();
    expect(map()?.disposed).toBe(true);
    window.dispatchEvent(new Event('resize'));
    expect(map()?.resizes).toBe(before + 1);
  });

  it('reports a failure (HERE without WebGL) instead of showing a broken map', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onFail = vi.fn();
    const { fake } = setup({ onFail }, createFakeHere({ failMap: true }));
    expect(fake.maps).toHaveLength(0);
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
  });
});
