import type { Place } from '../../../fleet/domain/model';
import type { City } from './cities';
import { bearingDeg, offsetPoint } from './geo';
import { STREET_NAMES, STREET_SUFFIXES } from './names';
import type { Rng } from './random';

/** First three ZIP digits used by each state (USPS ranges): a check on the cities' ZIP codes. */
export const ZIP3: Record<string, [number, number]> = {
  AL: [350, 369],
  AZ: [850, 865],
  AR: [716, 729],
  CA: [900, 961],
  CO: [800, 816],
  CT: [60, 69],
  DE: [197, 199],
  DC: [200, 205],
  FL: [320, 349],
  GA: [300, 319],
  ID: [832, 838],
  IL: [600, 629],
  IN: [460, 479],
  IA: [500, 528],
  KS: [660, 679],
  KY: [400, 427],
  LA: [700, 714],
  ME: [39, 49],
  MD: [206, 219],
  MA: [10, 27],
  MI: [480, 499],
  MN: [550, 567],
  MS: [386, 397],
  MO: [630, 658],
  MT: [590, 599],
  NE: [680, 693],
  NV: [889, 898],
  NH: [30, 38],
  NJ: [70, 89],
  NM: [870, 884],
  NY: [100, 149],
  NC: [270, 289],
  ND: [580, 588],
  OH: [430, 458],
  OK: [730, 749],
  OR: [970, 979],
  PA: [150, 196],
  RI: [28, 29],
  SC: [290, 299],
  SD: [570, 577],
  TN: [370, 385],
  TX: [750, 799],
  UT: [840, 847],
  VT: [50, 59],
  VA: [220, 246],
  WA: [980, 994],
  WV: [247, 268],
  WI: [530, 549],
  WY: [820, 831],
};

/** Whether a ZIP code lies in the state's USPS range. */
export function zipInState(zip: string, state: string): boolean {
  const range = ZIP3[state];
  const zip3 = Number(zip.slice(0, 3));
  return /^\d{5}$/.test(zip) && !!range && zip3 >= range[0] && zip3 <= range[1];
}

/** Roughly the middle of the contiguous US: inland from any coastal or lakeside city. */
const HEARTLAND = { lat: 39.5, lng: -98.35 };

/** Cities where the way to the heartland crosses water (a river border, a bay): go this way. */
const INLAND_BEARING: Record<string, number> = {
  'Buffalo|NY': 100,
  'Niagara Falls|NY': 100,
  'San Francisco|CA': 170,
  'San Mateo|CA': 250,
};

/**
 * An industrial address a few miles from the city centre, on the inland side of town (towards the
 * middle of the country, ±35°), so that no facility of a coastal or lakeside city lands in the
 * water.
 */
export function facilityPlace(city: City, rng: Rng): Place {
  const key = `${city.name}|${city.state}`;
  const inland = INLAND_BEARING[key] ?? bearingDeg(city, HEARTLAND);
  const reach = key in INLAND_BEARING ? 3 : 6;
  const point = offsetPoint(city, rng.range(1.5, reach), inland + rng.range(-35, 35));
  const street = `${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
  return {
    address1: `${rng.int(100, 9899)} ${street}`,
    city: city.name,
    state: city.state,
    zipcode: rng.pick(city.zips),
    timezone: city.timezone,
    lat: round6(point.lat),
    lng: round6(point.lng),
  };
}

export function formatPlace(place: Place): string {
  return `${place.address1}, ${place.city}, ${place.state} ${place.zipcode}`;
}

export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
