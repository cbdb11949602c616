import {
  amountFor,
  DEFAULT_DETENTION_TERMS,
  onTimeDeadline,
  resolveDetentionTerms,
} from '../../../fleet/domain/detention';
import type { Customer, Stop, TripFinancials } from '../../../fleet/domain/model';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { hash32, noise, type Rng, rngFor } from './random';
import type { PlannedStop } from './schedule';
import { DAY } from './timeline';

/**
 * The money side of the simulated fleet (what the reports read): a weekly diesel price, the
 * office staff (dispatchers, sales agents) and each load's rate. Pure functions of the seed.
 */

const WEEK = 7 * DAY;
/** A Monday, 00:00 UTC: diesel weeks run Monday to Sunday (as the DOE's weekly price). */
const DIESEL_WEEK_ANCHOR = Date.UTC(2024, 0, 1);
/** Fuel surcharge schedule: cents per mile = (diesel price - base) / mpg (a common table). */
export const FSC_BASE_PRICE = 1.25;
export const FSC_MPG = 6;
/** Trucks per dispatcher, customers per sales agent. */
export const TRUCKS_PER_DISPATCHER = 25;
export const CUSTOMERS_PER_SALES_AGENT = 8;
/** Share of loads with a lumper (unloading) fee billed back to the customer. */
export const LUMPER_SHARE = 0.2;

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The seed's diesel price of the week holding t, $/gal: about $3.85, a yearly swing of ±$0.30
 * (the phase by seed) and ±$0.08 of weekly noise.
 */
export function dieselPrice(seed: string, t: number): number {
  const h = hash32(seed, 'diesel');
  const week = Math.floor((t - DIESEL_WEEK_ANCHOR) / WEEK);
  const phase = ((h % 1000) / 1000) * 2 * Math.PI;
  const swing = 0.3 * Math.sin((2 * Math.PI * week) / 52 + phase);
  const weekly = (noise(h, week, 1) - 0.5) * 0.16;
  return Math.round((3.85 + swing + weekly) * 1000) / 1000;
}

/** Fuel surcharge per mile at a diesel price, rounded to the cent like a printed schedule. */
export function fscPerMile(price: number): number {
  return round2(Math.max(0, (price - FSC_BASE_PRICE) / FSC_MPG));
}

export interface Staff {
  dispatchers: string[];
  salesAgents: string[];
  /** The dispatcher of each truck, by truck index. */
  dispatcherOfTruck: string[];
  /** The sales agent of each customer, by customer id. */
  salesAgentOfCustomer: Map<string, string>;
}

/**
 * A fixed roster: one dispatcher per 25 trucks, one sales agent per 8 customers (at least one
 * each), distinct names; trucks and customers are dealt to them round-robin after a seeded
 * shuffle, so each has an even share (±1).
 */
export function makeStaff(seed: string, truckCount: number, customers: readonly Customer[]): Staff {
  const rng = rngFor(seed, 'staff');
  const used = new Set<string>();
  const names = (count: number) =>
    Array.from({ length: count }, () => {
      for (;;) {
        const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
        if (!used.has(name)) {
          used.add(name);
          return name;
        }
      }
    });
  const dispatchers = names(Math.max(1, Math.ceil(truckCount / TRUCKS_PER_DISPATCHER)));
  const salesAgents = names(Math.max(1, Math.ceil(customers.length / CUSTOMERS_PER_SALES_AGENT)));
  const dispatcherOfTruck: string[] = new Array(truckCount);
  rng.shuffle(Array.from({ length: truckCount }, (_, i) => i)).forEach((truck, i) => {
    dispatcherOfTruck[truck] = dispatchers[i % dispatchers.length]!;
  });
  const salesAgentOfCustomer = new Map<string, string>();
  rng.shuffle(customers.map((c) => c.id)).forEach((id, i) => {
    salesAgentOfCustomer.set(id, salesAgents[i % salesAgents.length]!);
  });
  return { dispatchers, salesAgents, dispatcherOfTruck, salesAgentOfCustomer };
}

/**
 * Outbound strength of a state's freight market, $/mile: loads out of a strong market pay more,
 * loads into one pay a little less (the truck will find freight there); Florida is the classic
 * backhaul market. States not listed are 0.
 */
const MARKET: Readonly<Record<string, number>> = {
  CA: 0.25,
  WA: 0.15,
  OR: 0.1,
  TX: 0.1,
  GA: 0.12,
  IL: 0.1,
  NJ: 0.12,
  PA: 0.08,
  OH: 0.05,
  TN: 0.05,
  AZ: 0.0,
  NV: -0.05,
  CO: -0.1,
  FL: -0.35,
  NM: -0.15,
  ND: -0.1,
  SD: -0.1,
  MT: -0.1,
  ID: -0.05,
};

/** What a load's rate confirmation fixes at dispatch. */
export interface LoadPricing {
  /** Loaded miles, first pickup to last delivery. */
  paidMiles: number;
  ratePerMile: number;
  linehaul: number;
  fuelSurcharge: number;
  stopOffs: number;
  /** Lumper fee paid at the last delivery; 0 for most loads. */
  lumper: number;
  dispatcher: string;
  salesAgent: string;
}

/**
 * The rate of a load: dry van $2.20/mi, reefer $2.60/mi, plus the lane (origin market minus half
 * the destination's), times the customer's level (0.93–1.08) and the load's own (0.94–1.06), plus
 * $120 spread over the miles (short hauls pay more a mile); at least $1.60/mi. Linehaul in whole
 * dollars; fuel surcharge from the diesel price of the dispatch week; $50/$75/$100 (by customer)
 * for each stop beyond a pickup and a delivery; a lumper of $150–450 on 20% of loads.
 */
export function priceLoad(input: {
  seed: string;
  truckIndex: number;
  k: number;
  customerId: string;
  reefer: boolean;
  stops: readonly PlannedStop[];
  states: readonly string[];
  dispatchedAt: number;
  staff: Staff;
}): LoadPricing {
  const { seed, stops, states } = input;
  const rng: Rng = rngFor(seed, 'rate', input.truckIndex, input.k);
  const customer = rngFor(seed, 'customer-rate', input.customerId);
  const customerLevel = customer.range(0.93, 1.08);
  const stopOffRate = customer.pick([50, 75, 100]);
  const paidMiles = Math.round(stops.slice(1).reduce((sum, s) => sum + s.miles, 0) * 10) / 10;
  const lane = (MARKET[states[0]!] ?? 0) - (MARKET[states.at(-1)!] ?? 0) / 2;
  const base = input.reefer ? 2.6 : 2.2;
  const perMile = Math.max(
    1.6,
    (base + lane) * customerLevel * rng.range(0.94, 1.06) + 120 / Math.max(paidMiles, 100),
  );
  const ratePerMile = round2(perMile);
  const lumper = rng.chance(LUMPER_SHARE) ? Math.round(rng.range(150, 450) / 5) * 5 : 0;
  return {
    paidMiles,
    ratePerMile,
    linehaul: Math.round(ratePerMile * paidMiles),
    fuelSurcharge: round2(paidMiles * fscPerMile(dieselPrice(seed, input.dispatchedAt))),
    stopOffs: Math.max(0, stops.length - 2) * stopOffRate,
    lumper,
    dispatcher: input.staff.dispatcherOfTruck[input.truckIndex]!,
    salesAgent: input.staff.salesAgentOfCustomer.get(input.customerId)!,
  };
}

/**
 * The load's financials as the TMS has them at the moment its stops show: the rate-con amounts,
 * detention billed for each departed stop whose on-time detention ran past the free time (the
 * default terms with the stop's customer's overrides, as the detention engine computes it), and
 * the lumper once the load is delivered.
 */
export function financialsAt(
  pricing: LoadPricing,
  stops: readonly Stop[],
  customerOfFacility: (facilityId: string) => Customer | undefined,
  delivered: boolean,
): TripFinancials {
  let detention = 0;
  for (const stop of stops) {
    if (!stop.arrivedAt || !stop.departedAt) continue;
    // As stopDetention (fleet/domain/detention) bills it: on time, the clock starts at the
    // appointment (or the arrival, if later); whole minutes past the free time.
    const arrival = Date.parse(stop.arrivedAt);
    if (arrival > Date.parse(onTimeDeadline(stop))) continue;
    const terms = resolveDetentionTerms(
      DEFAULT_DETENTION_TERMS,
      customerOfFacility(stop.facilityId)?.detentionTerms,
    );
    const chargeStart =
      Math.max(arrival, Date.parse(stop.appointment)) + terms.freeMinutes * 60_000;
    const minutes = Math.floor((Date.parse(stop.departedAt) - chargeStart) / 60_000);
    if (minutes > 0) detention += amountFor(minutes, terms.detentionRatePerHour);
  }
  return {
    linehaul: pricing.linehaul,
    fuelSurcharge: pricing.fuelSurcharge,
    accessorials: round2(pricing.stopOffs + detention + (delivered ? pricing.lumper : 0)),
    paidMiles: pricing.paidMiles,
    dispatcher: pricing.dispatcher,
    salesAgent: pricing.salesAgent,
  };
}
