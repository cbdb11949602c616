import { describe, expect, it } from 'vitest';
import { distanceMiles, offsetMinutes, roundTo } from './geo';

describe('distanceMiles', () => {
  it('when both points are the same, then the distance is 0', () => {
    expect(distanceMiles({ lat: 41.88, lng: -87.63 }, { lat: 41.88, lng: -87.63 })).toBe(0);
  });

  it('when two points are one degree of latitude apart, then the distance is R·π/180', () => {
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.0941, 4);
  });

  it('when measuring Chicago to Dallas, then it is about 804.7 miles either way', () => {
    const chicago = { lat: 41.8781, lng: -87.6298 };
    const dallas = { lat: 32.7767, lng: -96.797 };
    expect(distanceMiles(chicago, dallas)).toBeCloseTo(804.657, 3); // checked with an independent haversine
    expect(distanceMiles(dallas, chicago)).toBe(distanceMiles(chicago, dallas));
  });

  it('when the points are antipodal, then the distance is half the circumference', () => {
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * 3958.8,
      6,
    );
  });
});

describe('offsetMinutes', () => {
  it('when Chicago is on standard time, then the offset is -360', () => {
    expect(offsetMinutes('America/Chicago', '2026-01-15T12:00:00.000Z')).toBe(-360);
  });

  it('when Chicago is on daylight time, then the offset is -300', () => {
    expect(offsetMinutes('America/Chicago', '2026-07-15T12:00:00.000Z')).toBe(-300);
  });

  it('when the instant is just before and after the spring-forward change, then the offset changes', () => {
    // 2026-03-08 02:00 CST = 08:00Z.
    expect(offsetMinutes('America/Chicago', '2026-03-08T07:59:59.000Z')).toBe(-360);
    expect(offsetMinutes('America/Chicago', '2026-03-08T08:00:00.000Z')).toBe(-300);
  });

  it('when the zone is Arizona (no DST), then the offset is -420 all year', () => {
    expect(offsetMinutes('America/Phoenix', '2026-07-15T12:00:00.000Z')).toBe(-420);
  });

  it('when the zone is unknown, then it throws a RangeError', () => {
    expect(() => offsetMinutes('Mars/Olympus', '2026-07-15T12:00:00.000Z')).toThrow(RangeError);
  });
});

describe('roundTo', () => {
  it('when rounding 1.005 to cents, then it gives 1.01', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
  });
});
