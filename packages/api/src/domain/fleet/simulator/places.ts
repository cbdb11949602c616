import type { Place } from '../model';
import type { City } from './cities';
import { offsetPoint } from './geo';
import { STREET_NAMES, STREET_SUFFIXES } from './names';
import type { Rng } from './random';

/** First three ZIP digits used by each state (USPS ranges), for plausible ZIP codes. */
const ZIP3: Record<string, [number, number]> = {
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

export function zipcodeFor(state: string, rng: Rng): string {
  const [lo, hi] = ZIP3[state] ?? [100, 999];
  return `${String(rng.int(lo, hi)).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}`;
}

/** An industrial address a few miles from the city centre. */
export function facilityPlace(city: City, rng: Rng): Place {
  const point = offsetPoint(city, rng.range(1.5, 9), rng.range(0, 360));
  const street = `${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
  return {
    address1: `${rng.int(100, 9899)} ${street}`,
    city: city.name,
    state: city.state,
    zipcode: zipcodeFor(city.state, rng),
    timezone: city.timezone,
    lat: round6(point.lat),
    lng: round6(point.lng),
  };
}

export function formatPlace(place: Place): string {
  return `${place.address1}, ${place.city}, ${place.state} ${place.zipcode}`;
}

export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
