import type { TripView } from '@fleet/contracts';
import { GREEN, ORANGE, RED } from './colors';
import { cityState, sortStops } from './stops';

export type LatLng = [number, number];

export const MARKER_COLORS = { first: GREEN, middle: ORANGE, last: RED } as const;
export const LEG_COLORS = { travelled: '#868e96', remaining: '#000000' } as const;
export const DEFAULT_ZOOM = 10;
/** Leaflet's LatLngBounds.pad ratio: 20% (document 1 §9). */
export const BOUNDS_PADDING = 0.2;

/** First stop green, last red, others orange. */
export function markerColor(index: number, count: number): string {
  if (index === 0) return MARKER_COLORS.first;
  if (index === count - 1) return MARKER_COLORS.last;
  return MARKER_COLORS.middle;
}

export interface StopMarker {
  number: number;
  position: LatLng;
  color: string;
  title: string;
}

export function stopMarkers(stops: TripView['stops']): StopMarker[] {
  const ordered = sortStops(stops);
  return ordered.map((stop, index) => ({
    number: index + 1,
    position: [stop.location.lat, stop.location.long],
    color: markerColor(index, ordered.length),
    title: `Stop ${index + 1}: ${stop.stop_type}, ${stop.customer_name}, ${cityState(stop.location)}`,
  }));
}

export interface RouteLegs {
  /** First stop → current location through the departed stops (grey); empty before the first stop. */
  travelled: LatLng[];
  /** Current location → the remaining stops (black). */
  remaining: LatLng[];
}

/** The route in two legs via the current location; stops before the active stop are behind. */
export function routeLegs(
  stops: TripView['stops'],
  current: LatLng,
  activeStopNum: number | null,
): RouteLegs {
  const ordered = sortStops(stops);
  const behind = ordered.filter((s) => activeStopNum === null || s.stop_order < activeStopNum);
  const ahead = ordered.filter((s) => activeStopNum !== null && s.stop_order >= activeStopNum);
  const point = (s: (typeof ordered)[number]): LatLng => [s.location.lat, s.location.long];
  return {
    travelled: behind.length > 0 ? [...behind.map(point), current] : [],
    remaining: [current, ...ahead.map(point)],
  };
}

/**
 * The points to route, in order, for both legs at once: the travelled leg's points, then the
 * remaining leg's after the current location (which ends the one and starts the other).
 * `travelledLegs` of the answer's legs (one per consecutive pair) belong to the grey leg.
 */
export function routeRequest(legs: RouteLegs): { points: LatLng[]; travelledLegs: number } {
  if (legs.travelled.length < 2) return { points: legs.remaining, travelledLegs: 0 };
  return {
    points: [...legs.travelled, ...legs.remaining.slice(1)],
    travelledLegs: legs.travelled.length - 1,
  };
}

/** Legs' polylines joined end to end, without repeating the point where one meets the next. */
function joinPolylines(polylines: readonly (readonly LatLng[])[]): LatLng[] {
  const out: LatLng[] = [];
  for (const line of polylines) {
    for (const point of line) {
      const last = out[out.length - 1];
      if (last && last[0] === point[0] && last[1] === point[1]) continue;
      out.push(point);
    }
  }
  return out;
}

/**
 * The two legs drawn along the routed polylines (`routed`: the answer's legs' points, one per
 * consecutive pair of `routeRequest(straight).points`); the straight legs when the answer does
 * not fit the request (a different trip, or none yet).
 */
export function routedLegs(
  straight: RouteLegs,
  routed: readonly (readonly LatLng[])[] | undefined,
): RouteLegs {
  const { points, travelledLegs } = routeRequest(straight);
  if (!routed || routed.length !== points.length - 1) return straight;
  return {
    travelled: travelledLegs > 0 ? joinPolylines(routed.slice(0, travelledLegs)) : [],
    remaining: joinPolylines(routed.slice(travelledLegs)),
  };
}

/** Every point the view must show. */
export function boundsPoints(markers: readonly StopMarker[], current: LatLng): LatLng[] {
  return [...markers.map((m) => m.position), current];
}

export interface Bounds {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * The box around `points` grown by `ratio` of its height and width on every side (Leaflet's
 * `LatLngBounds.pad`), for maps without that helper (HERE); null when there is one distinct point.
 */
export function paddedBounds(points: readonly LatLng[], ratio = BOUNDS_PADDING): Bounds | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  const north = Math.max(...lats);
  const south = Math.min(...lats);
  const east = Math.max(...lngs);
  const west = Math.min(...lngs);
  if (north === south && east === west) return null;
  const dLat = (north - south) * ratio;
  const dLng = (east - west) * ratio;
  return { top: north + dLat, left: west - dLng, bottom: south - dLat, right: east + dLng };
}
