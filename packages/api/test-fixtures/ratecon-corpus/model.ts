/**
 * The rate-confirmation corpus: the generic Load record of spec §3 (what an extractor must
 * answer), the richer "truth" a document is drawn from, and the random generator of truths.
 */
import {
  CARRIERS,
  DEL_INSTRUCTIONS,
  FACILITIES,
  FIRST,
  LAST,
  PLACES,
  PU_INSTRUCTIONS,
  REEFER_COMMODITIES,
  STREETS,
  SUITES,
  VAN_COMMODITIES,
} from '../shared/pools';
import { addDays, type Day, mdy, type Rng, round2 } from '../shared/surface';

// ---- the expected record (spec §3, Load record and Stop, generic form) ----------------------

export interface ExpectedStop {
  stop_type: 'Pickup' | 'Delivery';
  stop_number: number;
  company_name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  phone: string | null;
  email: string | null;
  confirmation_number: string | null;
  bol_number: string | null;
  reference_number: string | null;
  appointment_type: 'APPT' | 'FCFS';
  appointment_date: string | null;
  appointment_time_hours: string | null;
  appointment_time_minutes: string | null;
  fcfs_start_date: string | null;
  fcfs_start_time_hours: string | null;
  fcfs_start_time_minutes: string | null;
  fcfs_end_date: string | null;
  fcfs_end_time_hours: string | null;
  fcfs_end_time_minutes: string | null;
  stop_instructions: string | null;
  commodities: string | null;
}

export interface ExpectedCarrier {
  carrier_name: string | null;
  driver_name: string | null;
  driver_phone: string | null;
  truck: string | null;
  trailer: string | null;
}

export interface ExpectedLoad {
  order_number: string | null;
  customer_name: string | null;
  po_number: string | null;
  bol_number: string | null;
  reference_number: string | null;
  phone: string | null;
  email: string | null;
  linehaul_rate: number | null;
  fuel_surcharge: number | null;
  weight: number | null;
  length: number | null;
  equipment_type: 'reefer' | 'van' | null;
  temperature_control: 'continuous' | 'start_stop' | null;
  temperature: number | null;
  carrier: ExpectedCarrier;
  stops: ExpectedStop[];
}

// ---- the truth a document is drawn from ------------------------------------------------------

export interface Appt {
  day: Day;
  h: number;
  m: number;
}
export interface Window {
  start: Day;
  sh: number;
  sm: number;
  end: Day;
  eh: number;
  em: number;
}

export interface TStop {
  type: 'Pickup' | 'Delivery';
  n: number;
  company: string | null;
  street: string | null;
  city: string;
  state: string;
  zip: string | null;
  phone: string | null; // 10 digits
  email: string | null;
  conf: string | null;
  bol: string | null;
  ref: string | null;
  appt: Appt | null;
  fcfs: Window | null;
  instructions: string | null;
  commodity: string | null;
  /** Shown by some layouts, not part of the record. */
  pallets: number;
  pieces: number;
  stopWeight: number;
}

export interface Broker {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  phoneExt: string | null;
  fax: string;
  email: string | null;
  contact: string;
  mc: string;
}

export interface Accessorial {
  label: string;
  amount: number;
}

export interface TLoad {
  broker: Broker;
  order: string | null;
  po: string | null;
  bol: string | null;
  ref: string | null;
  linehaul: number;
  fuel: number | null;
  accessorials: Accessorial[];
  weight: number | null;
  length: number | null;
  equipment: 'reefer' | 'van';
  tempControl: 'continuous' | 'start_stop' | null;
  temp: number | null;
  carrier: {
    name: string | null;
    mc: string;
    dot: string;
    driver: string | null;
    driverPhone: string | null;
    truck: string | null;
    trailer: string | null;
    dispatcher: string;
    dispatchPhone: string;
  };
  miles: number;
  stops: TStop[];
  issued: Day;
}

export const total = (t: TLoad): number =>
  round2(t.linehaul + (t.fuel ?? 0) + t.accessorials.reduce((a, x) => a + x.amount, 0));

const p2 = (n: number) => String(n).padStart(2, '0');

export function toExpected(t: TLoad): ExpectedLoad {
  return {
    order_number: t.order,
    customer_name: t.broker.name,
    po_number: t.po,
    bol_number: t.bol,
    reference_number: t.ref,
    phone: t.broker.phone ? phoneOut(t.broker.phone) : null,
    email: t.broker.email,
    linehaul_rate: t.linehaul,
    fuel_surcharge: t.fuel,
    weight: t.weight,
    length: t.length,
    equipment_type: t.equipment,
    temperature_control: t.equipment === 'reefer' ? t.tempControl : null,
    temperature: t.equipment === 'reefer' ? t.temp : null,
    carrier: {
      carrier_name: t.carrier.name,
      driver_name: t.carrier.driver,
      driver_phone: t.carrier.driverPhone ? phoneOut(t.carrier.driverPhone) : null,
      truck: t.carrier.truck,
      trailer: t.carrier.trailer,
    },
    stops: t.stops.map((s) => ({
      stop_type: s.type,
      stop_number: s.n,
      company_name: s.company,
      address: s.street,
      city: s.city,
      state: s.state,
      zipcode: s.zip,
      phone: s.phone ? phoneOut(s.phone) : null,
      email: s.email,
      confirmation_number: s.conf,
      bol_number: s.bol,
      reference_number: s.ref,
      appointment_type: s.fcfs ? 'FCFS' : 'APPT',
      appointment_date: s.appt ? mdy(s.appt.day) : null,
      appointment_time_hours: s.appt ? p2(s.appt.h) : null,
      appointment_time_minutes: s.appt ? p2(s.appt.m) : null,
      fcfs_start_date: s.fcfs ? mdy(s.fcfs.start) : null,
      fcfs_start_time_hours: s.fcfs ? p2(s.fcfs.sh) : null,
      fcfs_start_time_minutes: s.fcfs ? p2(s.fcfs.sm) : null,
      fcfs_end_date: s.fcfs ? mdy(s.fcfs.end) : null,
      fcfs_end_time_hours: s.fcfs ? p2(s.fcfs.eh) : null,
      fcfs_end_time_minutes: s.fcfs ? p2(s.fcfs.em) : null,
      stop_instructions: s.instructions,
      commodities: s.commodity,
    })),
  };
}

/** Expected phones are written (NNN) NNN-NNNN; the scorer compares digits only. */
export function phoneOut(d: string): string {
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

// ---- random truths -----------------------------------------------------------------------------

export function person(rng: Rng): string {
  return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
}

export function phoneDigits(rng: Rng): string {
  const area = rng.pick([
    '214',
    '469',
    '312',
    '630',
    '404',
    '615',
    '901',
    '602',
    '909',
    '773',
    '816',
    '513',
    '317',
    '720',
    '801',
    '503',
    '206',
    '832',
    '210',
    '918',
  ]);
  return `${area}${rng.int(2, 9)}${rng.digits(2)}${rng.digits(4)}`.slice(0, 10);
}

export interface LoadOptions {
  broker: Omit<Broker, 'phone' | 'phoneExt' | 'contact' | 'email'> & { domain: string };
  /** How a layout spells its reference numbers. */
  orderNumber: (rng: Rng) => string;
  stops?: [number, number];
  reeferShare?: number;
  fcfsShare?: number;
  accessorialShare?: number;
}

export function randomLoad(rng: Rng, o: LoadOptions): TLoad {
  const reefer = rng.chance(o.reeferShare ?? 0.45);
  const [minS, maxS] = o.stops ?? [2, 3];
  const nStops = rng.int(minS, maxS);
  const nPick = nStops >= 3 && rng.chance(0.35) ? 2 : 1;
  const places = rng.shuffle(PLACES).slice(0, nStops);
  const commodity = rng.pick(reefer ? REEFER_COMMODITIES : VAN_COMMODITIES);
  let day: Day = { y: 2026, m: 11, d: 23 + rng.int(0, 17) };
  day = addDays({ y: 2026, m: 11, d: 1 }, day.d - 1);
  const facilities = rng.shuffle(FACILITIES);
  const weight = rng.int(90, 440) * 100 + rng.pick([0, 0, 25, 50, 75]);
  const stops: TStop[] = places.map((pl, i) => {
    const type = i < nPick ? 'Pickup' : 'Delivery';
    if (i > 0) day = addDays(day, rng.int(0, 2));
    const fcfs = rng.chance(o.fcfsShare ?? 0.35);
    const sh = rng.int(5, 11);
    const sm = rng.pick([0, 0, 0, 30]);
    const dur = rng.int(3, 9);
    const overnight = fcfs && rng.chance(0.12);
    const first = facilities[i] ?? 'Warehouse';
    const suite = rng.chance(0.3) ? `, ${rng.pick(SUITES)}` : '';
    return {
      type,
      n: i + 1,
      company: first,
      street: `${rng.int(100, 19999)} ${rng.pick(STREETS)}${suite}`,
      city: pl.city,
      state: pl.state,
      zip: pl.zip,
      phone: rng.chance(0.8) ? phoneDigits(rng) : null,
      email: rng.chance(0.3)
        ? `${type === 'Pickup' ? 'shipping' : 'receiving'}@${first
            .toLowerCase()
            .replace(/[^a-z]/g, '')
            .slice(0, 14)}.com`
        : null,
      conf: rng.chance(0.85)
        ? type === 'Pickup'
          ? `PU${rng.digits(7)}`
          : rng.digits(rng.pick([6, 8, 9]))
        : null,
      bol: type === 'Pickup' && rng.chance(0.5) ? rng.digits(8) : null,
      ref: rng.chance(0.55) ? `${rng.pick(['SO', 'PO', 'DEL', 'R'])}-${rng.digits(6)}` : null,
      appt: fcfs ? null : { day, h: rng.int(5, 16), m: rng.pick([0, 0, 0, 15, 30, 45]) },
      fcfs: fcfs
        ? {
            start: day,
            sh,
            sm,
            end: overnight ? addDays(day, 1) : day,
            eh: overnight ? rng.int(6, 10) : Math.min(23, sh + dur),
            em: rng.pick([0, 0, 30]),
          }
        : null,
      instructions: rng.chance(0.7)
        ? rng.pick(type === 'Pickup' ? PU_INSTRUCTIONS : DEL_INSTRUCTIONS)
        : null,
      commodity: type === 'Pickup' || rng.chance(0.6) ? commodity : null,
      pallets: rng.int(8, 26),
      pieces: rng.int(200, 2400),
      stopWeight: weight,
    };
  });
  const miles = rng.int(180, 2100);
  const linehaul = round2(Math.round((miles * rng.money(1.7, 3.4)) / 25) * 25);
  const fuel = rng.chance(0.7) ? round2(miles * rng.money(0.38, 0.62, 3)) : null;
  const accessorials: Accessorial[] = [];
  if (rng.chance(o.accessorialShare ?? 0.5)) {
    const pool: Accessorial[] = [
      { label: 'Lumper', amount: rng.pick([150, 175, 225, 310.5]) },
      { label: 'Stop-off', amount: rng.pick([75, 100, 150]) },
      { label: 'Detention', amount: rng.pick([100, 150, 200]) },
      { label: 'Driver Assist', amount: rng.pick([50, 75, 100]) },
      { label: 'Tarp', amount: 100 },
    ];
    const k = rng.int(1, 2);
    for (const a of rng.shuffle(pool).slice(0, k)) accessorials.push(a);
    if (nStops > 2 && !accessorials.some((a) => a.label === 'Stop-off'))
      accessorials.push({ label: 'Stop-off', amount: 100 });
  }
  const carrier = rng.pick(CARRIERS);
  const domain = o.broker.domain;
  const contact = person(rng);
  const driver = rng.chance(0.75) ? person(rng) : null;
  return {
    broker: {
      ...o.broker,
      phone: phoneDigits(rng),
      phoneExt: rng.chance(0.4) ? String(rng.int(100, 9999)) : null,
      contact,
      email: `${contact.split(' ')[0]?.toLowerCase()}.${contact.split(' ')[1]?.toLowerCase()}@${domain}`,
    },
    order: o.orderNumber(rng),
    po: rng.chance(0.6) ? `${rng.pick(['', 'PO', '45'])}${rng.digits(rng.pick([7, 8]))}` : null,
    bol: rng.chance(0.45) ? rng.digits(rng.pick([7, 9, 10])) : null,
    ref: rng.chance(0.5) ? `${rng.pick(['CR', 'REF', 'TX', ''])}${rng.digits(6)}` : null,
    linehaul,
    fuel,
    accessorials,
    weight,
    length: rng.pick([53, 53, 53, 48]),
    equipment: reefer ? 'reefer' : 'van',
    tempControl: reefer ? rng.pick(['continuous', 'continuous', 'start_stop'] as const) : null,
    temp: reefer ? rng.pick([-10, 0, 28, 33, 34, 35, 36, 38]) : null,
    carrier: {
      name: carrier.name,
      mc: carrier.mc,
      dot: carrier.dot,
      driver,
      driverPhone: driver && rng.chance(0.8) ? phoneDigits(rng) : null,
      truck: rng.chance(0.7) ? String(rng.int(100, 9899)) : null,
      trailer: rng.chance(0.65) ? `${rng.pick(['', 'T', 'R', 'V'])}${rng.int(1000, 98999)}` : null,
      dispatcher: person(rng),
      dispatchPhone: phoneDigits(rng),
    },
    miles,
    stops,
    issued: addDays(stops[0]?.appt?.day ?? stops[0]?.fcfs?.start ?? day, -rng.int(1, 4)),
  };
}
