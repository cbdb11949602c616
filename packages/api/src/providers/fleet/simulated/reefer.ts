import type { GeoPoint, ReeferMode, ReeferRequirement } from '../../../fleet/domain/model';
import { FAULT_CODES } from './names';
import { noise, type Rng } from './random';
import type { PlannedStop } from './schedule';
import { DAY, HOUR, MINUTE } from './timeline';

/**
 * Share of reefer trips with a temperature excursion. Most of them are unit failures on the road
 * that last until a shop repairs the unit (18–60 h from some time in the first half of the trip, at most until the last delivery), so at any
 * hour several reefer trips in transit are out of range now and others were earlier (issue 10:
 * with 40% and half failures of 6–36 h, some hours had no active violation at all).
 */
export const EXCURSION_SHARE = 0.6;
/** Share of excursions that are long unit failures. */
export const FAILURE_SHARE = 0.75;

interface Product {
  setPoint: number;
  min: number;
  max: number;
  modes: ReeferMode[];
  commodities: string[];
}

const PRODUCTS: Product[] = [
  {
    setPoint: -10,
    min: -15,
    max: -5,
    modes: ['Continuous', 'Set'],
    commodities: ['Frozen chicken', 'Frozen vegetables', 'Frozen pizza', 'French fries'],
  },
  { setPoint: -20, min: -25, max: -15, modes: ['Continuous'], commodities: ['Ice cream'] },
  {
    setPoint: 36,
    min: 34,
    max: 38,
    modes: ['Continuous'],
    commodities: ['Dairy', 'Yogurt', 'Deli meats', 'Eggs'],
  },
  {
    setPoint: 36,
    min: 33,
    max: 40,
    modes: ['Continuous', 'Set'],
    commodities: ['Lettuce', 'Strawberries', 'Apples', 'Broccoli', 'Grapes'],
  },
  { setPoint: 30, min: 28, max: 32, modes: ['Continuous'], commodities: ['Fresh beef', 'Pork'] },
  { setPoint: 58, min: 56, max: 60, modes: ['Continuous'], commodities: ['Bananas'] },
  { setPoint: 41, min: 36, max: 46, modes: ['Continuous'], commodities: ['Pharmaceuticals'] },
];

export function reeferRequirement(rng: Rng): ReeferRequirement {
  const product = rng.pick(PRODUCTS);
  return {
    setPoint: product.setPoint,
    min: product.min,
    max: product.max,
    mode: rng.pick(product.modes),
    commodity: rng.pick(product.commodities),
  };
}

export interface Excursion {
  kind: 'door' | 'fault' | 'failure';
  start: number;
  end: number;
  faultCode: string | null;
}

/**
 * A door left open during a stop's dwell, a unit fault somewhere on the road, or a unit failure
 * that lasts until the unit is repaired.
 */
export function planExcursion(rng: Rng, stops: PlannedStop[]): Excursion {
  const stop = rng.pick(stops);
  const minutes = rng.range(30, 180);
  if (rng.chance(FAILURE_SHARE)) {
    const first = stops[0]!.departure;
    const last = stops.at(-1)!.arrival;
    // In the first half of the trip, so most of the failure falls while the load is on the road.
    const start = first + (rng.next() * Math.max(0, last - first)) / 2;
    const end = Math.max(start + HOUR, Math.min(last, start + rng.range(18, 60) * HOUR));
    return { kind: 'failure', start, end, faultCode: rng.pick(FAULT_CODES) };
  }
  if (rng.chance(0.4) && stop.departure - stop.arrival >= 50 * MINUTE) {
    const start = stop.arrival + rng.range(5, 15) * MINUTE;
    const end = Math.min(stop.departure - 5 * MINUTE, start + minutes * MINUTE);
    return { kind: 'door', start, end, faultCode: null };
  }
  const first = stops[0]!.departure;
  const last = stops.at(-1)!.arrival;
  const span = Math.max(0, last - first - (minutes + 30) * MINUTE);
  const start = first + rng.next() * span;
  return { kind: 'fault', start, end: start + minutes * MINUTE, faultCode: rng.pick(FAULT_CODES) };
}

/**
 * Outside air: a seasonal curve whose mean and swing grow with latitude, a daily cycle peaking
 * mid-afternoon solar time, and a little noise.
 */
export function ambientTemp(seed: number, p: GeoPoint, t: number): number {
  const dayOfYear = ((t / DAY) % 365.25) + 0.5; // epoch day 0 is 1 January
  const mean = 76 - 1.5 * (p.lat - 25);
  const swing = 8 + 0.8 * (p.lat - 25);
  const seasonal = -swing * Math.cos((2 * Math.PI * (dayOfYear - 20)) / 365.25);
  const solarHour = (((t / HOUR + p.lng / 15) % 24) + 24) % 24;
  const daily = 9 * Math.sin((2 * Math.PI * (solarHour - 9)) / 24);
  return mean + seasonal + daily + (noise(seed, 7, t) - 0.5) * 3;
}

export interface ReeferSample {
  returnTemp: number;
  faultCode: string | null;
  status: string;
}

/** The return-air temperature of a reefer at t, following its set point, cycles and excursion. */
export function reeferSample(
  seed: number,
  key: number,
  req: ReeferRequirement,
  excursion: Excursion | null,
  ambient: number,
  t: number,
): ReeferSample {
  const halfBand = (req.max - req.min) / 2;
  const jitter = (noise(seed, key, t) - 0.5) * Math.min(1.2, halfBand * 0.5);
  let temp = req.setPoint + jitter;
  let status = 'Running';
  if (req.mode === 'Set') {
    // Start/stop: the unit rests 30 of every 45 minutes and the box warms slowly meanwhile.
    const phase = ((t / MINUTE + (key % 45)) % 45) / 45;
    if (phase < 2 / 3) {
      temp += phase * 1.5 * Math.min(2, halfBand * 0.6);
      status = 'Off (start/stop)';
    }
  }
  // A 30-minute defrost every 8 hours nudges the return air up.
  const defrostPhase = (t / MINUTE + (key % 480)) % 480;
  if (defrostPhase < 30) {
    temp += Math.min(1.5, halfBand * 0.4);
    status = 'Defrost';
  }
  if (excursion && t > excursion.start) {
    const drift = driftTarget(req, ambient);
    const tau = (excursion.kind === 'door' ? 12 : 25) * MINUTE;
    const within = Math.min(t, excursion.end) - excursion.start;
    const atEnd = req.setPoint + (drift - req.setPoint) * (1 - Math.exp(-within / tau));
    if (t <= excursion.end) {
      return {
        returnTemp: round1(atEnd + jitter),
        faultCode: excursion.faultCode,
        status: excursion.kind === 'door' ? 'Door Open' : 'Alarm',
      };
    }
    // Pull-down after the excursion.
    temp += (atEnd - req.setPoint) * Math.exp(-(t - excursion.end) / (20 * MINUTE));
  }
  return { returnTemp: round1(temp), faultCode: null, status };
}

/** Where the box drifts without cooling: towards the outside air, or up from the load's heat. */
function driftTarget(req: ReeferRequirement, ambient: number): number {
  if (ambient > req.max + 6 || ambient < req.min - 6) return ambient;
  return req.max + 10;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
