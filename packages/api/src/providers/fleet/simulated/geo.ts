import { distanceMiles } from '../../../fleet/domain/geo';
import type { GeoPoint } from '../../../fleet/domain/model';

export { distanceMiles };

const RAD = Math.PI / 180;

/** The point a fraction f of the way from a to b along the great circle. */
export function interpolate(a: GeoPoint, b: GeoPoint, f: number): GeoPoint {
  if (f <= 0) return { lat: a.lat, lng: a.lng };
  if (f >= 1) return { lat: b.lat, lng: b.lng };
  const lat1 = a.lat * RAD;
  const lng1 = a.lng * RAD;
  const lat2 = b.lat * RAD;
  const lng2 = b.lng * RAD;
  const x1 = Math.cos(lat1) * Math.cos(lng1);
  const y1 = Math.cos(lat1) * Math.sin(lng1);
  const z1 = Math.sin(lat1);
  const x2 = Math.cos(lat2) * Math.cos(lng2);
  const y2 = Math.cos(lat2) * Math.sin(lng2);
  const z2 = Math.sin(lat2);
  const omega = Math.acos(Math.min(1, Math.max(-1, x1 * x2 + y1 * y2 + z1 * z2)));
  if (omega < 1e-9) return { lat: a.lat, lng: a.lng };
  const s = Math.sin(omega);
  const ka = Math.sin((1 - f) * omega) / s;
  const kb = Math.sin(f * omega) / s;
  const x = ka * x1 + kb * x2;
  const y = ka * y1 + kb * y2;
  const z = ka * z1 + kb * z2;
  return { lat: Math.atan2(z, Math.hypot(x, y)) / RAD, lng: Math.atan2(y, x) / RAD };
}

/** The point `miles` away from p on the initial bearing (degrees clockwise from north). */
export function offsetPoint(p: GeoPoint, miles: number, bearingDeg: number): GeoPoint {
  const d = miles / 3958.8;
  const theta = bearingDeg * RAD;
  const lat1 = p.lat * RAD;
  const lng1 = p.lng * RAD;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(theta),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / RAD, lng: lng2 / RAD };
}

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** Initial bearing from `from` to `to`, degrees clockwise from north in [0, 360). */
export function bearingDeg(from: GeoPoint, to: GeoPoint): number {
  const lat1 = from.lat * RAD;
  const lat2 = to.lat * RAD;
  const dLng = (to.lng - from.lng) * RAD;
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/** 8-point compass direction of `to` as seen from `from`. */
export function compass(from: GeoPoint, to: GeoPoint): string {
  return COMPASS[Math.round(bearingDeg(from, to) / 45) % 8]!;
}

/** Road miles between two points: great-circle distance times a detour factor. */
export function roadMiles(a: GeoPoint, b: GeoPoint, detour: number): number {
  return distanceMiles(a, b) * detour;
}
