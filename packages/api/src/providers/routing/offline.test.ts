import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../../fleet/domain/geo';
import { AVERAGE_SPEED_MPH, ROAD_FACTOR } from '../../fleet/domain/trip-view';
import { createRoutingService } from '../../routing/domain/routing-service';
import { simplifyPath } from '../../routing/domain/simplify';
import {
  createEstimateProvider,
  ESTIMATE_SEGMENT_MILES,
  estimateLeg,
  greatCirclePath,
} from './offline';

const CHICAGO: [number, number] = [41.8781, -87.6298];
const DENVER: [number, number] = [39.7392, -104.9903];

describe('offline route estimate', () => {
  it('when a leg is estimated, then it is great-circle miles × the road factor at the average speed', () => {
    const crow = distanceMiles(
      { lat: CHICAGO[0], lng: CHICAGO[1] },
      { lat: DENVER[0], lng: DENVER[1] },
    );
    const leg = estimateLeg(CHICAGO, DENVER);
    expect(leg.source).toBe('estimate');
    expect(leg.distanceMiles).toBeCloseTo(crow * ROAD_FACTOR, 1);
    expect(leg.distanceMiles).toBeGreaterThan(1000);
    expect(leg.distanceMiles).toBeLessThan(1300);
    expect(leg.durationMin).toBe(Math.round(((crow * ROAD_FACTOR) / AVERAGE_SPEED_MPH) * 60));
  });

  it('when a leg is long, then it is drawn densified along the great circle, ends exact', () => {
    const { points } = estimateLeg(CHICAGO, DENVER);
    expect(points[0]).toEqual(CHICAGO);
    expect(points.at(-1)).toEqual(DENVER);
    expect(points.length).toBeGreaterThan(900 / ESTIMATE_SEGMENT_MILES);
    // A great circle between two northern-hemisphere points bows north of the straight line.
    const middle = points[Math.floor(points.length / 2)]!;
    expect(middle[0]).toBeGreaterThan((CHICAGO[0] + DENVER[0]) / 2);
    // Longitudes move monotonically west.
    for (let i = 1; i < points.length; i++) expect(points[i]![1]).toBeLessThan(points[i - 1]![1]);
  });

  it('when the two ends are the same, then the leg is zero and two points', () => {
    expect(estimateLeg(CHICAGO, CHICAGO)).toMatchObject({ distanceMiles: 0, durationMin: 0 });
    expect(greatCirclePath(CHICAGO, CHICAGO, 5)).toEqual([CHICAGO, CHICAGO]);
  });

  it('when nothing is keyed, then the routing service answers every leg offline', async () => {
    const routing = createRoutingService({ fallback: createEstimateProvider() });
    expect(routing.source).toBe('estimate');
    const legs = await routing.legs([CHICAGO, DENVER, DENVER]);
    expect(legs.map((leg) => leg.source)).toEqual(['estimate', 'estimate']);
    expect(legs[1]).toMatchObject({ points: [DENVER, DENVER], distanceMiles: 0, durationMin: 0 });
  });
});

describe('path simplification', () => {
  it('keeps the ends and the corners, drops points on a straight line', () => {
    const line: [number, number][] = [
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 3],
      [2, 3],
    ];
    expect(simplifyPath(line, 0.01)).toEqual([
      [0, 0],
      [0, 3],
      [2, 3],
    ]);
    expect(simplifyPath(line.slice(0, 2), 0.01)).toEqual(line.slice(0, 2));
  });
});
