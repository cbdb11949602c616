import type {
  Customer,
  Driver,
  Facility,
  FleetReference,
  Trailer,
  Truck,
} from '../../../fleet/domain/model';
import { CITY_WEIGHTS, type City, US_CITIES } from './cities';
import { makeStaff, type Staff } from './economics';
import { distanceMiles } from './geo';
import {
  CUSTOMER_KINDS,
  CUSTOMER_PREFIXES,
  FACILITY_KINDS,
  FIRST_NAMES,
  LAST_NAMES,
} from './names';
import { facilityPlace } from './places';
import { type Rng, rngFor } from './random';

export interface FleetSize {
  trucks: number;
  trailers: number;
  drivers: number;
  customers: number;
}

export const DEFAULT_FLEET_SIZE: FleetSize = {
  trucks: 120,
  trailers: 150,
  drivers: 130,
  customers: 40,
};

/** Share of drivers on the company ELD; the others are external (eldId null). */
export const COMPANY_ELD_SHARE = 0.8;
/** Share of operating trucks pulling a reefer trailer (they also haul some dry loads). */
export const REEFER_TRUCK_SHARE = 0.4;
/** Share of operating trucks whose assigned trailer is reported somewhere else. */
export const MISMATCH_SHARE = 0.03;
/**
 * Share of trucks that could run but stand unseated (driver on leave, truck waiting for one): they
 * have no trips, so the available-trucks list always has UNASSIGNED trucks. Their driver is spare
 * and their trailer joins the pool.
 */
export const UNSEATED_SHARE = 0.04;
/** Facilities kept per facility as its neighbours, nearest first. */
const NEIGHBOURS = 24;

export interface CustomerFacility extends Facility {
  customerName: string;
}

/**
 * One truck with the driver and trailer assigned to it for the whole simulation. Only trucks with
 * both run trips ("operating"); the rest stand parked at a facility.
 */
export interface TruckPlan {
  index: number;
  truck: Truck;
  driver: Driver | null;
  trailer: Trailer | null;
  reefer: boolean;
  /** The assigned trailer is parked at this facility while the truck runs (truck/trailer mismatch). */
  mismatchFacility: number | null;
  /** Facility nearest the driver's home: trips before home time end there. */
  homeFacility: number;
  /** Where the truck is at the start of the simulation (and stays, if it does not operate). */
  startFacility: number;
}

export interface FleetPlan {
  seed: string;
  size: FleetSize;
  customers: Customer[];
  facilities: CustomerFacility[];
  /** Indices of the NEIGHBOURS nearest facilities of each facility, nearest first. */
  neighbours: Int32Array[];
  drivers: Driver[];
  /** IANA zone of each driver's home city (by driver id), for daily on-duty totals. */
  driverZones: Map<string, string>;
  trucks: TruckPlan[];
  trailers: Trailer[];
  /** Trailers not assigned to a truck: they move between customer facilities on their own. */
  poolTrailers: Trailer[];
  /** The customer of each facility, by facility id (its detention terms bill the stop). */
  customerOfFacility: Map<string, Customer>;
  /** Dispatchers (one per truck) and sales agents (one per customer): the reports' people. */
  staff: Staff;
}

const pickCity = (rng: Rng): City => US_CITIES[rng.weightedIndex(CITY_WEIGHTS)]!;

/** Indices 0..n-1 of which exactly round(share * n) are chosen, by a seeded shuffle. */
function quota(rng: Rng, n: number, share: number, atLeast = 0): Set<number> {
  const count = Math.min(n, Math.max(atLeast, Math.round(share * n)));
  return new Set(rng.shuffle(Array.from({ length: n }, (_, i) => i)).slice(0, count));
}

function makeCustomers(seed: string, count: number): Customer[] {
  const rng = rngFor(seed, 'customers');
  const names: string[] = [];
  for (const prefix of CUSTOMER_PREFIXES) {
    for (const kind of CUSTOMER_KINDS) names.push(`${prefix} ${kind}`);
  }
  const shuffled = rng.shuffle(names);
  return Array.from({ length: count }, (_, i) => {
    const base = shuffled[i % shuffled.length]!;
    const name = i < shuffled.length ? base : `${base} ${Math.floor(i / shuffled.length) + 1}`;
    const customer: Customer = { id: `cus-${String(i + 1).padStart(4, '0')}`, name };
    if (rng.chance(0.2)) {
      customer.detentionTerms = rng.chance(0.5)
        ? { freeMinutes: rng.pick([60, 90, 180]) }
        : { detentionRatePerHour: rng.pick([40, 60, 75, 100]) };
    }
    return customer;
  });
}

function makeFacilities(seed: string, customers: Customer[]): CustomerFacility[] {
  const out: CustomerFacility[] = [];
  for (const customer of customers) {
    const rng = rngFor(seed, 'facilities', customer.id);
    const count = rng.int(3, 7);
    for (let j = 0; j < count; j++) {
      const city = pickCity(rng);
      const n = out.length + 1;
      out.push({
        id: `fac-${String(n).padStart(5, '0')}`,
        customerId: customer.id,
        customerName: customer.name,
        name: `${customer.name} - ${city.name} ${rng.pick(FACILITY_KINDS)}`,
        place: facilityPlace(city, rng),
        geofenceRadiusMiles: rng.pick([0.25, 0.3, 0.4, 0.5]),
      });
    }
  }
  return out;
}

function nearestFacilities(facilities: CustomerFacility[]): Int32Array[] {
  return facilities.map((f, i) => {
    // A sorted list of the NEIGHBOURS best so far, by insertion: n log k rather than n log n.
    const best: { j: number; miles: number }[] = [];
    facilities.forEach((g, j) => {
      if (j === i) return;
      const miles = distanceMiles(f.place, g.place);
      if (best.length === NEIGHBOURS && miles >= best[NEIGHBOURS - 1]!.miles) return;
      let k = best.length;
      while (k > 0 && best[k - 1]!.miles > miles) k--;
      best.splice(k, 0, { j, miles });
      if (best.length > NEIGHBOURS) best.pop();
    });
    return Int32Array.from(best.map((b) => b.j));
  });
}

function nearestFacility(facilities: CustomerFacility[], city: City): number {
  let best = 0;
  let bestMiles = Number.POSITIVE_INFINITY;
  facilities.forEach((f, i) => {
    const miles = distanceMiles(city, f.place);
    if (miles < bestMiles) {
      best = i;
      bestMiles = miles;
    }
  });
  return best;
}

function emailDomain(seed: string): string {
  const slug = seed
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'fleet'}-drivers.example.com`;
}

function makeDrivers(seed: string, count: number): { drivers: Driver[]; homes: City[] } {
  const rng = rngFor(seed, 'drivers');
  const company = quota(rng, count, COMPANY_ELD_SHARE);
  const domain = emailDomain(seed);
  const homes: City[] = [];
  const drivers = Array.from({ length: count }, (_, i): Driver => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const home = pickCity(rng);
    homes.push(home);
    const number = String(i + 1).padStart(4, '0');
    return {
      id: `drv-${number}`,
      name: `${first} ${last}`,
      phone: `+1${rng.int(201, 989)}555${String(rng.int(0, 9999)).padStart(4, '0')}`,
      email: `${first}.${last}.${number}@${domain}`.toLowerCase(),
      eldId: company.has(i) ? `ELD-${rng.int(100000, 999999)}` : null,
      home: { city: home.name, state: home.state },
      homeTime: null,
    };
  });
  return { drivers, homes };
}

export function createFleetPlan(seed: string, size: FleetSize): FleetPlan {
  const customers = makeCustomers(seed, size.customers);
  const facilities = makeFacilities(seed, customers);
  const neighbours = nearestFacilities(facilities);
  const { drivers, homes } = makeDrivers(seed, size.drivers);
  const driverZones = new Map(drivers.map((d, i) => [d.id, homes[i]!.timezone]));

  const rng = rngFor(seed, 'equipment');
  const operating = Math.min(size.trucks, size.drivers, size.trailers);
  const reeferTrucks = quota(rng, operating, REEFER_TRUCK_SHARE);
  const mismatched = quota(rng, operating, MISMATCH_SHARE, operating >= 10 ? 1 : 0);
  const unseated = new Set(
    [...quota(rng, operating, UNSEATED_SHARE, operating >= 10 ? 1 : 0)].filter(
      (i) => !mismatched.has(i),
    ),
  );

  const trailers: Trailer[] = Array.from({ length: size.trailers }, (_, i) => {
    const reefer = i < operating ? reeferTrucks.has(i) : rng.chance(0.35);
    return {
      id: `trl-${String(i + 1).padStart(5, '0')}`,
      number: `${reefer ? 'R' : 'V'}${53000 + i + 1}`,
      reefer,
    };
  });

  const trucks = Array.from({ length: size.trucks }, (_, i): TruckPlan => {
    const truck: Truck = { id: `trk-${String(i + 1).padStart(5, '0')}`, number: String(1001 + i) };
    const runs = i < operating && !unseated.has(i);
    const driver = runs ? drivers[i]! : null;
    const homeFacility = driver ? nearestFacility(facilities, homes[i]!) : 0;
    return {
      index: i,
      truck,
      driver,
      trailer: runs ? trailers[i]! : null,
      reefer: runs && reeferTrucks.has(i),
      mismatchFacility: mismatched.has(i) ? rng.int(0, facilities.length - 1) : null,
      homeFacility,
      startFacility: driver ? homeFacility : rng.int(0, facilities.length - 1),
    };
  });

  return {
    seed,
    size,
    customers,
    facilities,
    neighbours,
    drivers,
    driverZones,
    trucks,
    trailers,
    poolTrailers: trailers.filter((_, i) => i >= operating || unseated.has(i)),
    customerOfFacility: new Map(
      facilities.map((f) => [f.id, customers.find((c) => c.id === f.customerId)!]),
    ),
    staff: makeStaff(seed, size.trucks, customers),
  };
}

/** The plan's reference data; driver home times are filled in by the caller. */
export function referenceOf(plan: FleetPlan): FleetReference {
  return {
    customers: plan.customers.map((c) => ({ ...c })),
    facilities: plan.facilities.map(({ customerName: _, ...f }) => ({
      ...f,
      place: { ...f.place },
    })),
    drivers: plan.drivers.map((d) => ({ ...d, home: { ...d.home } })),
    trucks: plan.trucks.map((t) => ({ ...t.truck })),
    trailers: plan.trailers.map((t) => ({ ...t })),
  };
}
