import type { LoadboardEquipment } from '@fleet/contracts';
import { CITY_WEIGHTS, type City, US_CITIES } from '../../fleet/simulated/cities';
import { distanceMiles } from '../../fleet/simulated/geo';
import { hash32, type Rng, rngFor } from '../../fleet/simulated/random';
import { SANDBOX_BROKERS } from './brokers';

/**
 * The sandbox board's postings: a pure function of a seed and the clock. Posting k is posted at
 * k × interval (interval = mean time up / the board's size) and lives 24–72 h, or until its pickup
 * window closes; its lane, equipment, size, rate and broker come from rngFor(seed, k). At any
 * instant about `size` postings are live; as the clock moves, old ones expire and new ones appear.
 */

export const MIN_LIFE_MS = 24 * 3_600_000;
export const MAX_LIFE_MS = 72 * 3_600_000;
const HOUR_MS = 3_600_000;

export interface SandboxPosting {
  k: number;
  externalId: string;
  equipment: LoadboardEquipment;
  /** Indexes into US_CITIES. */
  origin: number;
  destination: number;
  postedAt: number;
  expiresAt: number;
  pickupStart: number;
  pickupEnd: number;
  lengthFeet: number;
  weightPounds: number;
  miles: number;
  /** US dollars; null when the broker posted no rate. */
  rate: number | null;
  broker: number;
  comments: string | null;
  trackable: boolean;
}

/**
 * Market rate per mile (US dollars) by equipment and trip length: long-haul ranges (2026 spot
 * market, dry van ~$1.85–2.45), with a short-haul premium (1 + 120 / miles) as short trips pay
 * more per mile.
 */
export const LONG_HAUL_RATE_PER_MILE: Record<LoadboardEquipment, { low: number; high: number }> = {
  V: { low: 1.85, high: 2.45 },
  R: { low: 2.2, high: 2.85 },
  F: { low: 2.35, high: 3.05 },
};

export function marketRatePerMile(
  equipment: LoadboardEquipment,
  miles: number,
): { low: number; high: number } {
  const premium = 1 + 120 / Math.max(miles, 100);
  const base = LONG_HAUL_RATE_PER_MILE[equipment];
  return { low: base.low * premium, high: base.high * premium };
}

/** Trailer lengths (feet) and payloads (pounds) each equipment takes: full loads and partials. */
export const EQUIPMENT_LIMITS: Record<
  LoadboardEquipment,
  { lengths: readonly number[]; minWeight: number; maxWeight: number }
> = {
  V: { lengths: [53, 48], minWeight: 2_000, maxWeight: 45_000 },
  R: { lengths: [53, 48], minWeight: 8_000, maxWeight: 44_000 },
  F: { lengths: [48, 53], minWeight: 2_000, maxWeight: 48_000 },
};

const COMMENTS: Record<LoadboardEquipment, readonly string[]> = {
  V: [
    'Drop and hook at shipper',
    'Must have 2 load locks',
    'Live load, 2 hr free time',
    'Team preferred, hot load',
    'No touch freight',
    'Palletized, 26 pallets',
  ],
  R: [
    'Pulp temp 34F, continuous',
    'Produce, must run at 36F',
    'Frozen, -10F, FSMA compliant',
    'Meat hooks not needed, 34F',
    'Pre-cool trailer to 35F',
  ],
  F: [
    'Tarps required (6 ft)',
    '8 straps and 4 chains',
    'Steel coils, coil racks needed',
    'Lumber, tarped',
    'Oversize: no, legal load',
  ],
};

function pickEquipment(rng: Rng): LoadboardEquipment {
  const x = rng.next();
  return x < 0.55 ? 'V' : x < 0.8 ? 'R' : 'F';
}

function pickLane(rng: Rng): { origin: number; destination: number; direct: number } {
  const origin = rng.weightedIndex(CITY_WEIGHTS);
  const from = US_CITIES[origin]!;
  let destination = origin;
  let direct = 0;
  for (let tries = 0; tries < 12; tries++) {
    const candidate = rng.weightedIndex(CITY_WEIGHTS);
    const miles = distanceMiles(from, US_CITIES[candidate]!);
    if (candidate !== origin && miles >= 80 && miles <= 2_800) {
      destination = candidate;
      direct = miles;
      break;
    }
  }
  if (destination === origin) {
    // Rare: fall back to the nearest other city.
    destination = origin === 0 ? 1 : 0;
    direct = distanceMiles(from, US_CITIES[destination]!);
  }
  return { origin, destination, direct };
}

export function generatePosting(seed: string, k: number, intervalMs: number): SandboxPosting {
  const rng = rngFor(seed, 'posting', k);
  const postedAt = Math.round(k * intervalMs);
  const equipment = pickEquipment(rng);
  const lane = pickLane(rng);
  const miles = Math.round(lane.direct * rng.range(1.12, 1.25));
  const limits = EQUIPMENT_LIMITS[equipment];
  const partial = equipment !== 'R' && rng.chance(0.12);
  const lengthFeet = partial
    ? rng.int(12, 40)
    : rng.chance(0.75)
      ? limits.lengths[0]!
      : limits.lengths[1]!;
  const weightPounds = partial
    ? Math.round(rng.range(limits.minWeight, 20_000) / 100) * 100
    : Math.round(rng.range(Math.max(limits.minWeight, 15_000), limits.maxWeight) / 100) * 100;
  const market = marketRatePerMile(equipment, miles);
  const rate = rng.chance(0.8)
    ? Math.round((rng.range(market.low, market.high) * miles) / 25) * 25
    : null;
  // Pickup: from the next hour up to two days after posting; a window of 0–48 h.
  const pickupStart = Math.ceil(postedAt / HOUR_MS) * HOUR_MS + rng.int(0, 48) * HOUR_MS;
  const pickupEnd = pickupStart + rng.pick([0, 2, 4, 8, 24, 48]) * HOUR_MS;
  const life = rng.range(MIN_LIFE_MS, MAX_LIFE_MS);
  const expiresAt = Math.round(
    Math.min(postedAt + life, Math.max(pickupEnd, postedAt + MIN_LIFE_MS)),
  );
  return {
    k,
    externalId: `SBX-${(hash32(seed) % 1296).toString(36).toUpperCase().padStart(2, '0')}${k.toString(36).toUpperCase()}`,
    equipment,
    origin: lane.origin,
    destination: lane.destination,
    postedAt,
    expiresAt,
    pickupStart,
    pickupEnd,
    lengthFeet,
    weightPounds,
    miles,
    rate,
    broker: rng.int(0, SANDBOX_BROKERS.length - 1),
    comments: rng.chance(0.6) ? rng.pick(COMMENTS[equipment]) : null,
    trackable: rng.chance(0.6),
  };
}

let meanLife = 0;

/** The mean time a posting stays up (its life, cut short when its pickup window closes). */
function meanLifeMs(): number {
  if (meanLife === 0) {
    const samples = 2_000;
    let total = 0;
    for (let k = 0; k < samples; k++) {
      const p = generatePosting('calibration', k, HOUR_MS);
      total += p.expiresAt - p.postedAt;
    }
    meanLife = total / samples;
  }
  return meanLife;
}

/**
 * The live postings at an instant, kept between calls: moving the clock forward generates only
 * the postings new since the last call.
 */
export class SandboxPostings {
  readonly intervalMs: number;
  private startK = 0;
  private items: SandboxPosting[] = [];
  /** Bumped whenever the candidates change (callers index them by it). */
  version = 0;

  constructor(
    readonly seed: string,
    /** About how many postings are live at any instant. */
    readonly size: number,
  ) {
    if (!(size >= 1)) throw new RangeError('the sandbox board needs at least one posting');
    this.intervalMs = meanLifeMs() / size;
  }

  /** Every posting that may be live at `now` (callers still check postedAt and expiresAt). */
  candidates(now: number): readonly SandboxPosting[] {
    const low = Math.ceil((now - MAX_LIFE_MS) / this.intervalMs);
    const high = Math.floor(now / this.intervalMs);
    const end = this.startK + this.items.length;
    if (low === this.startK && high === end - 1 && this.items.length > 0) return this.items;
    this.version++;
    if (this.items.length === 0 || low < this.startK || low > end) {
      this.items = [];
      for (let k = low; k <= high; k++) {
        this.items.push(generatePosting(this.seed, k, this.intervalMs));
      }
    } else {
      if (low > this.startK) this.items = this.items.slice(low - this.startK);
      for (let k = Math.max(end, low); k <= high; k++) {
        this.items.push(generatePosting(this.seed, k, this.intervalMs));
      }
      if (high < end - 1) this.items.length = Math.max(0, high - low + 1);
    }
    this.startK = low;
    return this.items;
  }

  /** The live postings at `now`, oldest first. */
  live(now: number): SandboxPosting[] {
    return this.candidates(now).filter((p) => p.postedAt <= now && now < p.expiresAt);
  }
}

export function cityOf(index: number): City {
  return US_CITIES[index]!;
}
