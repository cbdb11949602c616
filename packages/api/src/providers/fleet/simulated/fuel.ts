import type { FuelPurchase } from '../../../fleet/domain/model';
import { nearestCity } from './cities';
import { dieselPrice } from './economics';
import { hash32, rngFor } from './random';
import { ambientTemp } from './reefer';
import { MINUTE, type Segment } from './timeline';

/**
 * A truck's engine and tank, walked along its timeline as the chain plans it (ELD engine
 * summaries and fuel-card purchases are read off this log). Per drive segment the engine idles a
 * share of its running time (idle / (idle + driving)): the truck's habit (17–24%), +5% on a
 * reefer load, up to +8% as the outside air falls from 50 °F to 10 °F, up to +4% above 85 °F
 * (cab heat or air conditioning), held within 15–35%; the idle of a shift is spread over its
 * driving. Fuel: miles ÷ the truck's mpg (6.0–7.5) plus 0.8 gal an idle hour.
 * The tank (300 gal) is filled at a truck stop when it falls below 35–50%: at the next standstill
 * (break, rest, inspection, stop, idle), to 85–100% of its capacity, at the week's diesel price
 * −$0.12…+$0.18 (the station's).
 */

export const TANK_GALLONS = 300;
export const IDLE_GALLONS_PER_HOUR = 0.8;
export const IDLE_SHARE_MIN = 0.15;
export const IDLE_SHARE_MAX = 0.35;

/** Engine running time of one drive segment: from start to end, idle and fuel spread evenly. */
export interface EngineSpan {
  start: number;
  end: number;
  idleMinutes: number;
  gallons: number;
  miles: number;
}

const BRANDS = [
  "Love's Travel Stop",
  'Pilot Travel Center',
  'Flying J Travel Center',
  'TA Travel Center',
  'Petro Stopping Center',
  'Sapp Bros.',
  'Kwik Trip',
  'Road Ranger',
] as const;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export class FuelLog {
  spans: EngineSpan[] = [];
  purchases: (FuelPurchase & { t: number })[] = [];
  readonly mpg: number;
  private readonly habit: number;
  private readonly seedHash: number;
  private level: number;
  private threshold: number;
  private due = false;
  private serial = 0;

  /**
   * `until`: the log ignores what happens from then on (a prelude's log ends where the world's
   * own chain begins); `carry`: the tank as an earlier log left it (else a drawn level).
   */
  constructor(
    private readonly seed: string,
    private readonly truckIndex: number,
    private readonly truckId: string,
    options: { tag?: string; until?: number; carry?: FuelLog } = {},
  ) {
    const rng = rngFor(seed, 'engine', truckIndex);
    this.mpg = Math.round(rng.range(6, 7.5) * 100) / 100;
    this.habit = rng.range(0.17, 0.24);
    this.level = TANK_GALLONS * rng.range(0.5, 1);
    this.threshold = rng.range(0.35, 0.5);
    this.seedHash = hash32(seed, 'noise');
    this.tag = options.tag ?? 'fuel';
    this.until = options.until ?? Number.POSITIVE_INFINITY;
    if (options.carry) {
      this.level = options.carry.level;
      this.threshold = options.carry.threshold;
      this.due = options.carry.due;
    }
  }

  private readonly tag: string;
  readonly until: number;

  /** The idle share of a drive segment (see above). */
  idleShare(seg: Segment, reefer: boolean): number {
    const ambient = ambientTemp(this.seedHash, { lat: seg.fromLat, lng: seg.fromLng }, seg.start);
    const cold = clamp((50 - ambient) / 40, 0, 1) * 0.08;
    const hot = clamp((ambient - 85) / 15, 0, 1) * 0.04;
    return clamp(this.habit + (reefer ? 0.05 : 0) + cold + hot, IDLE_SHARE_MIN, IDLE_SHARE_MAX);
  }

  /** Walks newly planned segments; `reeferUntil`: segments starting before it haul a reefer load. */
  walk(segments: readonly Segment[], reeferFrom: number, reeferUntil: number): void {
    for (const seg of segments) {
      if (seg.start >= this.until) break;
      if (seg.kind === 'drive') {
        const end = Math.min(seg.end, this.until);
        const minutes = (end - seg.start) / MINUTE;
        const miles = (seg.speedMph * minutes) / 60;
        const share = this.idleShare(seg, seg.start >= reeferFrom && seg.start < reeferUntil);
        const idleMinutes = (minutes * share) / (1 - share);
        const gallons = miles / this.mpg + (idleMinutes / 60) * IDLE_GALLONS_PER_HOUR;
        if (end > seg.start)
          this.spans.push({ start: seg.start, end, idleMinutes, gallons, miles });
        this.level -= gallons;
        if (this.level < this.threshold * TANK_GALLONS) this.due = true;
      } else if (this.due && seg.kind !== 'park') {
        this.fill(seg);
      }
    }
  }

  private fill(seg: Segment): void {
    const rng = rngFor(this.seed, this.tag, this.truckIndex, this.serial++);
    const at = seg.start + Math.min((seg.end - seg.start) / 2, rng.range(5, 20) * MINUTE);
    const t = Math.floor(at / MINUTE) * MINUTE;
    if (t >= this.until) return;
    const gallons = Math.round((TANK_GALLONS * rng.range(0.85, 1) - this.level) * 1000) / 1000;
    const price = Math.round((dieselPrice(this.seed, t) + rng.range(-0.12, 0.18)) * 1000) / 1000;
    const city = nearestCity({ lat: seg.fromLat, lng: seg.fromLng });
    this.purchases.push({
      id: `fp-${this.truckId}-${(t / MINUTE).toString(36)}`,
      truckId: this.truckId,
      at: new Date(t).toISOString(),
      t,
      gallons,
      amount: Math.round(gallons * price * 100) / 100,
      station: `${rng.pick(BRANDS)} #${rng.int(100, 999)}, ${city.name}, ${city.state}`,
    });
    this.level += gallons;
    this.threshold = rng.range(0.35, 0.5);
    this.due = false;
  }

  /** Idle minutes and gallons burned in [from, to). */
  between(from: number, to: number, hint = 0): { idleMinutes: number; gallons: number } {
    let idleMinutes = 0;
    let gallons = 0;
    for (let i = hint; i < this.spans.length; i++) {
      const s = this.spans[i]!;
      if (s.start >= to) break;
      const overlap = Math.min(s.end, to) - Math.max(s.start, from);
      if (overlap <= 0) continue;
      const f = overlap / (s.end - s.start);
      idleMinutes += s.idleMinutes * f;
      gallons += s.gallons * f;
    }
    return { idleMinutes, gallons };
  }

  /** Index of the first span ending after t (for `between`'s hint). */
  firstEndingAfter(t: number): number {
    let lo = 0;
    let hi = this.spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.spans[mid]!.end <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  pruneBefore(t: number): void {
    const spans = this.firstEndingAfter(t);
    if (spans > 0) this.spans = this.spans.slice(spans);
    const keep = this.purchases.findIndex((p) => p.t >= t);
    this.purchases = keep < 0 ? [] : this.purchases.slice(keep);
  }
}
