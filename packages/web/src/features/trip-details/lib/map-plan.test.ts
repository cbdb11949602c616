import { describe, expect, it } from 'vitest';
import { makeStop, makeTrip } from '../testing/trip-fixture';
import {
  type LatLng,
  MARKER_COLORS,
  markerColor,
  paddedBounds,
  routedLegs,
  routeLegs,
  routeRequest,
  stopMarkers,
} from './map-plan';

describe('map markers', () => {
  it('colours the first green, the last red, the others orange', () => {
    expect([0, 1, 2, 3].map((i) => markerColor(i, 4))).toEqual([
      MARKER_COLORS.first,
      MARKER_COLORS.middle,
      MARKER_COLORS.middle,
      MARKER_COLORS.last,
    ]);
    expect(markerColor(0, 1)).toBe(MARKER_COLORS.first);
  });

  it('numbers stops by stop order with a title', () => {
    const trip = makeTrip();
    const markers = stopMarkers([...trip.stops].reverse());
    expect(markers.map((m) => m.number)).toEqual([1, 2, 3]);
    expect(markers[0]).toMatchObject({
      position: [36.74, -119.78],
      color: MARKER_COLORS.first,
      title: 'Stop 1: Pickup, Fresh Farms, Fresno, CA',
    });
    expect(markers[2]?.color).toBe(MARKER_COLORS.last);
  });
});

describe('routeLegs', () => {
  const trip = makeTrip();
  const here: [number, number] = [33.61, -114.6];

  it('runs grey through departed stops to the truck, black on to the rest', () => {
    expect(routeLegs(trip.stops, here, 2)).toEqual({
      travelled: [[36.74, -119.78], here],
      remaining: [here, [33.45, -112.07], [32.22, -110.97]],
    });
  });

  it('has no travelled leg before the first stop', () => {
    expect(routeLegs(trip.stops, here, 1).travelled).toEqual([]);
    expect(routeLegs(trip.stops, here, 1).remaining).toHaveLength(4);
  });

  it('puts every stop behind when no stop is active', () => {
    const legs = routeLegs([makeStop()], here, null);
    expect(legs.travelled).toEqual([[36.74, -119.78], here]);
    expect(legs.remaining).toEqual([here]);
  });
});

describe('routed legs', () => {
  const trip = makeTrip();
  const here: LatLng = [33.61, -114.6];
  const straight = routeLegs(trip.stops, here, 2);
  const bend = (from: LatLng, to: LatLng): LatLng[] => [from, [from[0] + 1, to[1]], to];

  it('asks for both legs in one call, the truck once', () => {
    expect(routeRequest(straight)).toEqual({
      points: [[36.74, -119.78], here, [33.45, -112.07], [32.22, -110.97]],
      travelledLegs: 1,
    });
    expect(routeRequest(routeLegs(trip.stops, here, 1))).toEqual({
      points: [here, [36.74, -119.78], [33.45, -112.07], [32.22, -110.97]],
      travelledLegs: 0,
    });
  });

  it('splits the answer at the truck and joins each side without repeating points', () => {
    const { points } = routeRequest(straight);
    const legs = points.slice(1).map((to, i) => bend(points[i]!, to));
    expect(routedLegs(straight, legs)).toEqual({
      travelled: bend([36.74, -119.78], here),
      remaining: [
        ...bend(here, [33.45, -112.07]),
        ...bend([33.45, -112.07], [32.22, -110.97]).slice(1),
      ],
    });
  });

  it('keeps the straight legs without an answer or with one that does not fit', () => {
    expect(routedLegs(straight, undefined)).toBe(straight);
    expect(routedLegs(straight, [bend(here, [0, 0])])).toBe(straight);
  });
});

describe('paddedBounds', () => {
  it('grows the box by 20% of its height and width on every side', () => {
    const bounds = paddedBounds([
      [30, -100],
      [40, -110],
      [35, -105],
    ]);
    expect(bounds?.top).toBeCloseTo(42);
    expect(bounds?.bottom).toBeCloseTo(28);
    expect(bounds?.left).toBeCloseTo(-112);
    expect(bounds?.right).toBeCloseTo(-98);
  });

  it('has no box for a single distinct point', () => {
    expect(paddedBounds([[30, -100]])).toBeNull();
    expect(
      paddedBounds([
        [30, -100],
        [30, -100],
      ]),
    ).toBeNull();
    expect(paddedBounds([])).toBeNull();
  });
});
