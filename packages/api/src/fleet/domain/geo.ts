import { DateTime } from 'luxon';
import type { GeoPoint, Instant } from './model';

export const EARTH_RADIUS_MILES = 3958.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against h drifting just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const HOUR_MS = 3_600_000;
const offsetCache = new Map<string, number>();

/** Offset of an IANA time zone from UTC at an instant, in minutes east of UTC (DST-aware). */
export function offsetMinutes(timezone: string, at: Instant): number {
  // Offsets change only at transitions, which fall on whole hours: one lookup per zone and hour
  // serves every trip projected in it (the engines ask thousands of times per sync).
  const hour = Math.floor(Date.parse(at) / HOUR_MS);
  const key = `${timezone}|${hour}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const moment = DateTime.fromISO(at, { zone: timezone });
  if (!moment.isValid) {
    throw new RangeError(`Cannot take the offset of ${timezone} at ${at}: ${moment.invalidReason}`);
  }
  if (offsetCache.size > 50_000) offsetCache.clear();
  offsetCache.set(key, moment.offset);
  return moment.offset;
}

/**
 * Rounds to `digits` decimals, half up. toPrecision(15) first drops binary noise, so 1.005 rounds
 * to 1.01 rather than 1 (1.005 * 100 is 100.49999999999999 in floating point).
 */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(Number((value * factor).toPrecision(15))) / factor;
}
