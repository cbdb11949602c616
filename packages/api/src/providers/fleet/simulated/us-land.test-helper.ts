import type { GeoPoint } from '../../../fleet/domain/model';

/**
 * A coarse outline of the contiguous United States (lng, lat), clockwise from Cape Flattery: the
 * Canadian border, the south shores of Lakes Superior, Huron, Erie and Ontario, the Atlantic
 * coast (Delaware and Chesapeake Bays left out), the Gulf coast, the Mexican border and the
 * Pacific coast. Good to a few miles on open coasts; small bays and sounds (Puget Sound, San
 * Francisco Bay, Tampa Bay, Long Island Sound) count as land.
 */
const LOWER_48: [number, number][] = [
  [-124.73, 48.38],
  [-123.1, 48.2],
  [-123.25, 49.0],
  [-95.15, 49.0],
  [-95.15, 49.38],
  [-94.8, 49.3],
  [-94.6, 48.72],
  [-93.2, 48.6],
  [-91.5, 48.05],
  [-90.0, 48.1],
  [-89.55, 47.98],
  // Lake Superior, north shore of Minnesota then the south shore
  [-90.6, 47.6],
  [-91.8, 47.1],
  [-92.1, 46.72],
  [-91.0, 46.85],
  [-90.4, 46.6],
  [-89.5, 46.85],
  [-88.5, 47.3],
  [-88.0, 47.45],
  [-88.3, 47.0],
  [-87.6, 46.45],
  [-86.5, 46.45],
  [-85.4, 46.7],
  [-84.9, 46.45],
  [-84.35, 46.5],
  // St Marys River to the Straits of Mackinac, Lake Huron's west shore
  [-84.1, 46.2],
  [-84.5, 45.95],
  [-84.75, 45.75],
  [-84.2, 45.6],
  [-83.4, 45.05],
  [-83.3, 44.35],
  [-83.6, 44.0],
  [-83.9, 43.6],
  [-83.4, 43.85],
  [-82.7, 44.0],
  [-82.5, 43.6],
  [-82.42, 43.0],
  // Lake St Clair, the Detroit River, Lake Erie's south shore
  [-82.5, 42.6],
  [-82.95, 42.35],
  [-83.15, 42.05],
  [-83.45, 41.7],
  [-82.8, 41.55],
  [-82.4, 41.4],
  [-81.7, 41.5],
  [-81.0, 41.85],
  [-80.1, 42.15],
  [-79.1, 42.7],
  [-78.95, 42.9],
  [-79.08, 43.05],
  [-79.07, 43.27],
  // Lake Ontario's south shore, the St Lawrence, the 45th parallel, Maine
  [-78.0, 43.37],
  [-76.8, 43.3],
  [-76.2, 43.55],
  [-76.3, 44.2],
  [-75.3, 44.85],
  [-74.7, 45.0],
  [-71.5, 45.0],
  [-71.08, 45.3],
  [-70.25, 46.1],
  [-70.0, 46.7],
  [-69.23, 47.45],
  [-68.3, 47.35],
  [-67.8, 47.07],
  [-67.78, 45.7],
  [-67.4, 45.15],
  [-67.0, 44.8],
  // The Atlantic coast
  [-68.8, 44.3],
  [-69.8, 43.75],
  [-70.25, 43.55],
  [-70.7, 42.95],
  [-70.8, 42.55],
  [-71.0, 42.3],
  [-70.7, 42.05],
  [-70.0, 42.0],
  [-69.95, 41.65],
  [-70.7, 41.5],
  [-71.4, 41.45],
  [-72.0, 41.3],
  [-72.9, 41.25],
  [-73.6, 40.95],
  [-74.0, 40.7],
  [-74.0, 40.45],
  [-74.05, 40.0],
  [-74.4, 39.35],
  [-74.95, 38.93],
  // Delaware Bay
  [-75.15, 39.25],
  [-75.5, 39.6],
  [-75.45, 39.25],
  [-75.1, 38.8],
  [-75.05, 38.45],
  [-75.3, 37.95],
  [-75.95, 37.15],
  // Chesapeake Bay: up the Eastern Shore, down the western shore
  [-75.95, 37.65],
  [-76.05, 38.25],
  [-76.3, 38.75],
  [-76.1, 39.2],
  [-76.05, 39.55],
  [-76.3, 39.4],
  [-76.45, 39.2],
  [-76.5, 38.95],
  [-76.45, 38.5],
  [-76.35, 38.05],
  [-76.35, 37.55],
  [-76.35, 37.1],
  [-76.2, 36.95],
  [-75.97, 36.9],
  // The Carolinas to Florida
  [-75.85, 36.55],
  [-75.95, 36.0],
  [-76.3, 35.3],
  [-76.9, 34.7],
  [-77.75, 34.3],
  [-78.5, 33.87],
  [-79.0, 33.55],
  [-79.85, 32.75],
  [-80.7, 32.2],
  [-81.1, 31.8],
  [-81.4, 31.1],
  [-81.4, 30.4],
  [-81.2, 29.6],
  [-80.6, 28.4],
  [-80.25, 27.6],
  [-80.05, 26.7],
  [-80.1, 25.8],
  [-80.35, 25.3],
  [-80.9, 25.15],
  // The Gulf coast
  [-81.3, 25.55],
  [-81.8, 26.1],
  [-82.15, 26.6],
  [-82.6, 27.35],
  [-82.8, 27.8],
  [-82.7, 28.5],
  [-82.75, 29.1],
  [-83.5, 29.8],
  [-84.3, 30.0],
  [-85.0, 29.7],
  [-85.4, 29.75],
  [-86.3, 30.35],
  [-87.3, 30.3],
  [-88.0, 30.25],
  [-88.5, 30.35],
  [-89.4, 30.3],
  [-89.7, 30.15],
  [-89.7, 29.7],
  [-90.2, 29.1],
  [-91.2, 29.25],
  [-92.3, 29.55],
  [-93.8, 29.7],
  [-94.7, 29.35],
  [-95.3, 28.9],
  [-96.4, 28.35],
  [-97.1, 27.85],
  [-97.35, 27.3],
  [-97.4, 26.6],
  [-97.15, 25.95],
  // The Rio Grande and the Mexican border
  [-97.45, 25.83],
  [-97.7, 25.95],
  [-98.6, 26.15],
  [-99.2, 26.6],
  [-99.6, 27.5],
  [-100.3, 28.3],
  [-100.9, 29.35],
  [-101.5, 29.77],
  [-102.4, 29.78],
  [-102.9, 29.2],
  [-103.3, 29.0],
  [-104.5, 29.65],
  [-105.0, 30.3],
  [-106.5, 31.75],
  [-108.2, 31.78],
  [-108.2, 31.33],
  [-111.1, 31.33],
  [-114.8, 32.5],
  [-114.72, 32.72],
  [-117.12, 32.53],
  // The Pacific coast
  [-117.25, 32.7],
  [-117.3, 33.1],
  [-117.9, 33.6],
  [-118.4, 33.75],
  [-118.5, 34.0],
  [-119.2, 34.15],
  [-120.45, 34.45],
  [-120.65, 35.1],
  [-121.3, 35.7],
  [-121.95, 36.55],
  [-121.8, 36.8],
  [-122.1, 36.93],
  [-122.4, 37.1],
  [-122.5, 37.5],
  [-122.52, 37.8],
  [-123.0, 38.0],
  [-123.75, 39.0],
  [-124.4, 40.4],
  [-124.2, 41.8],
  [-124.55, 42.8],
  [-124.1, 44.0],
  [-123.95, 46.2],
  [-124.1, 46.9],
];

/** Lake Michigan, wholly inside the US (Green Bay counts as land). */
const LAKE_MICHIGAN: [number, number][] = [
  [-87.55, 41.8],
  [-87.15, 41.68],
  [-86.65, 41.95],
  [-86.35, 42.5],
  [-86.25, 43.2],
  [-86.5, 43.9],
  [-86.3, 44.6],
  [-85.9, 45.05],
  [-85.4, 45.7],
  [-86.5, 45.8],
  [-87.25, 45.15],
  [-87.55, 44.5],
  [-87.7, 43.8],
  [-87.78, 43.15],
  [-87.72, 42.7],
  [-87.72, 42.5],
  [-87.6, 42.05],
];

/**
 * A ring prepared for fast point tests: vertices in typed arrays, its bounding box, and per band of
 * latitude the edges that span it, so a ray crosses only the handful of edges of its band.
 */
interface PreparedRing {
  xs: Float64Array;
  ys: Float64Array;
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
  bands: Int32Array[];
}

const BAND_DEG = 0.25;

function prepare(ring: [number, number][]): PreparedRing {
  const n = ring.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  ring.forEach(([x, y], i) => {
    xs[i] = x;
    ys[i] = y;
  });
  const minLat = Math.min(...ys);
  const maxLat = Math.max(...ys);
  const count = Math.floor((maxLat - minLat) / BAND_DEG) + 1;
  const lists: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const lo = Math.floor((Math.min(ys[i]!, ys[j]!) - minLat) / BAND_DEG);
    const hi = Math.floor((Math.max(ys[i]!, ys[j]!) - minLat) / BAND_DEG);
    for (let b = lo; b <= hi; b++) lists[b]!.push(i);
  }
  return {
    xs,
    ys,
    minLng: Math.min(...xs),
    maxLng: Math.max(...xs),
    minLat,
    maxLat,
    bands: lists.map((l) => Int32Array.from(l)),
  };
}

/** Even-odd ray casting on a prepared ring of (lng, lat) vertices. */
function inRing(ring: PreparedRing, lng: number, lat: number): boolean {
  if (lng < ring.minLng || lng > ring.maxLng || lat < ring.minLat || lat > ring.maxLat)
    return false;
  const { xs, ys } = ring;
  const n = xs.length;
  const band = ring.bands[Math.floor((lat - ring.minLat) / BAND_DEG)]!;
  let inside = false;
  for (let k = 0; k < band.length; k++) {
    const i = band[k]!;
    const j = i === 0 ? n - 1 : i - 1;
    const yi = ys[i]!;
    const yj = ys[j]!;
    if (yi > lat !== yj > lat && lng < ((xs[j]! - xs[i]!) * (lat - yi)) / (yj - yi) + xs[i]!) {
      inside = !inside;
    }
  }
  return inside;
}

const LOWER_48_RING = prepare(LOWER_48);
const LAKE_MICHIGAN_RING = prepare(LAKE_MICHIGAN);

/** Whether a point is on the land of the contiguous US (coarsely; see LOWER_48). */
export function onUsLand(p: GeoPoint): boolean {
  return inRing(LOWER_48_RING, p.lng, p.lat) && !inRing(LAKE_MICHIGAN_RING, p.lng, p.lat);
}

export const US_LAND_OUTLINE = { lower48: LOWER_48, lakeMichigan: LAKE_MICHIGAN };
