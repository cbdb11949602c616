import { distanceMiles, roundTo } from '../../fleet/domain/geo';
import { AVERAGE_SPEED_MPH, ROAD_FACTOR } from '../../fleet/domain/trip-view';
import type { LatLng, RoutedLeg, RoutingProvider } from '../../routing/domain/types';

/** One interpolated point about every this many great-circle miles (so long legs stay curved). */
export const ESTIMATE_SEGMENT_MILES = 25;
const MAX_SEGMENTS = 120;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** `segments + 1` points on the great circle from `from` to `to`, both ends included. */
export function greatCirclePath(from: LatLng, to: LatLng, segments: number): LatLng[] {
  const [lat1, lng1] = [toRadians(from[0]), toRadians(from[1])];
  const [lat2, lng2] = [toRadians(to[0]), toRadians(to[1])];
  const a = [Math.cos(lat1) * Math.cos(lng1), Math.cos(lat1) * Math.sin(lng1), Math.sin(lat1)];
  const b = [Math.cos(lat2) * Math.cos(lng2), Math.cos(lat2) * Math.sin(lng2), Math.sin(lat2)];
  const dot = Math.min(1, Math.max(-1, a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!));
  const angle = Math.acos(dot);
  // Same point, or opposite ends of the earth (no single great circle): the two ends only.
  if (segments < 1 || angle < 1e-9 || Math.PI - angle < 1e-9) return [from, to];
  const points: LatLng[] = [from];
  for (let i = 1; i < segments; i++) {
    const f = i / segments;
    const wa = Math.sin((1 - f) * angle) / Math.sin(angle);
    const wb = Math.sin(f * angle) / Math.sin(angle);
    const x = wa * a[0]! + wb * b[0]!;
    const y = wa * a[1]! + wb * b[1]!;
    const z = wa * a[2]! + wb * b[2]!;
    points.push([
      roundTo(toDegrees(Math.atan2(z, Math.hypot(x, y))), 5),
      roundTo(toDegrees(Math.atan2(y, x)), 5),
    ]);
  }
  points.push(to);
  return points;
}

/** The offline estimate of one leg: great-circle miles × the road factor, at the average speed. */
export function estimateLeg(from: LatLng, to: LatLng): RoutedLeg {
  const crowMiles = distanceMiles({ lat: from[0], lng: from[1] }, { lat: to[0], lng: to[1] });
  const segments = Math.min(
    MAX_SEGMENTS,
    Math.max(1, Math.ceil(crowMiles / ESTIMATE_SEGMENT_MILES)),
  );
  const roadMiles = crowMiles * ROAD_FACTOR;
  return {
    points: greatCirclePath(from, to, segments),
    distanceMiles: roundTo(roadMiles, 1),
    durationMin: Math.round((roadMiles / AVERAGE_SPEED_MPH) * 60),
    source: 'estimate',
  };
}

/**
 * Works offline, always answers: the same assumptions as the ETA engine (ROAD_FACTOR road miles
 * per great-circle mile, AVERAGE_SPEED_MPH), drawn along the great circle.
 */
export function createEstimateProvider(): RoutingProvider {
  return { source: 'estimate', route: async (from, to) => estimateLeg(from, to) };
}
