import { createRequire } from 'node:module';
import { MAX_SUGGESTIONS, MIN_QUERY_LENGTH, normaliseCityName, type Place } from '../types';

/**
 * Offline US places from the `zipcodes` package (every USPS ZIP with its city, state and
 * coordinates — small towns included, not only large cities), folded into one entry per
 * city and state at the median of its ZIPs (robust to a stray far-off ZIP). Built lazily on first use, once.
 */

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

interface Entry extends Place {
  key: string;
  /** Number of ZIPs: a rough size, used to rank prefix matches (bigger first). */
  zips: number;
}

/** The 50 states and DC (no military APO/FPO codes or territories). */
const STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);

/** Unique ZIPs for firms and agencies are named after them, not after a city. */
const NOT_A_CITY =
  /\b(inc|co|corp|company|bank|insurance|irs|mail|mailings|firm|service|services|bmc|brm|dept|department|univ|university|center|ctr|telephone|reply|contest)\b|&/i;

export function placeKey(city: string, state: string): string {
  return `${normaliseCityName(city)}|${state.trim().toUpperCase()}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10_000) / 10_000;
}

let index: { byKey: Map<string, Entry>; sorted: Entry[] } | undefined;

function loadIndex(): { byKey: Map<string, Entry>; sorted: Entry[] } {
  if (index) return index;
  const require = createRequire(import.meta.url);
  // The US table only (the package's main module also loads Canada's).
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRecord> };
  const groups = new Map<string, { city: string; state: string; lats: number[]; lngs: number[] }>();
  for (const record of Object.values(codes)) {
    if (record.country !== 'US' || !STATES.has(record.state)) continue;
    if (!record.latitude && !record.longitude) continue;
    if (NOT_A_CITY.test(record.city)) continue;
    const key = placeKey(record.city, record.state);
    let group = groups.get(key);
    if (!group) {
      group = { city: record.city, state: record.state, lats: [], lngs: [] };
      groups.set(key, group);
    }
    group.lats.push(record.latitude);
    group.lngs.push(record.longitude);
  }
  const byKey = new Map<string, Entry>();
  for (const [key, g] of groups) {
    byKey.set(key, {
      key,
      city: g.city,
      state: g.state,
      latitude: median(g.lats),
      longitude: median(g.lngs),
      zips: g.lats.length,
    });
  }
  const sorted = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  index = { byKey, sorted };
  return index;
}

const toPlace = ({ city, state, latitude, longitude }: Entry): Place => ({
  city,
  state,
  latitude,
  longitude,
});

/** 'City, ST' to coordinates; null when the dataset has no such city in that state. */
export function findPlace(city: string, state: string): Place | null {
  const found = loadIndex().byKey.get(placeKey(city, state));
  return found ? toPlace(found) : null;
}

/**
 * Cities whose normalised name starts with the query (at least 3 characters, else none).
 * 'dal' and 'Dallas, T' both work: text after a comma narrows by state prefix.
 * Larger places (more ZIPs) first, then alphabetical.
 */
export function searchPlaces(query: string, limit = MAX_SUGGESTIONS): Place[] {
  const [rawName = '', rawState = ''] = query.split(',', 2);
  const name = normaliseCityName(rawName);
  const statePrefix = rawState.trim().toUpperCase();
  if (query.trim().length < MIN_QUERY_LENGTH || name.length === 0) return [];
  const { sorted } = loadIndex();
  // Binary search for the first key >= name, then walk while the prefix matches.
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]!.key < name) lo = mid + 1;
    else hi = mid;
  }
  const matches: Entry[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.key.startsWith(name); i++) {
    const entry = sorted[i]!;
    if (statePrefix && !entry.state.startsWith(statePrefix)) continue;
    matches.push(entry);
  }
  matches.sort((a, b) => b.zips - a.zips || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return matches.slice(0, Math.max(0, limit)).map(toPlace);
}
