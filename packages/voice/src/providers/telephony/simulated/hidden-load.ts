import type {
  EquipmentType,
  ExtractedLoadDetails,
  ExtractedStop,
  RateRange,
} from '@fleet/contracts';
import { knowledgeFromPosting } from '../../../agent/domain/posting';
import { type Rng, roundTo } from '../../../agent/domain/telephony/rng';
import { addDays, isoDate } from '../../../agent/domain/telephony/speech';
import type { BrokerPersona } from './personas';
import { FREIGHT_CITIES, findCity, roadMiles } from './us-cities';

/**
 * The load as the simulated broker knows it: everything the posting said, completed with
 * plausible facts (seeded), plus the money the broker never says out loud (its ceiling).
 */
export interface HiddenStop {
  cityState: string;
  stopType: 'PICKUP' | 'DELIVERY';
  appointmentType: 'FCFS' | 'APPT';
  appointmentDate: string;
  appointmentTime: string | null;
  appointmentWindowStart: string | null;
  appointmentWindowEnd: string | null;
}

export interface HiddenLoad {
  stops: HiddenStop[];
  totalDistance: number;
  weight: number;
  commodity: string;
  /** °F, reefer only. */
  temperature: number | null;
  equipmentType: EquipmentType;
  specialInstructions: string | null;
  referenceNumber: string;
  /** What the broker offers first. */
  postedRate: number;
  /** The most it will pay (its walk-away point). */
  ceiling: number;
}

export function pickupOf(load: HiddenLoad): HiddenStop {
  return load.stops.find((s) => s.stopType === 'PICKUP') ?? load.stops[0]!;
}

export function deliveryOf(load: HiddenLoad): HiddenStop {
  return [...load.stops].reverse().find((s) => s.stopType === 'DELIVERY') ?? load.stops.at(-1)!;
}

interface CommodityProfile {
  name: string;
  weight: [number, number];
  temperature?: number;
}

const COMMODITIES: Record<EquipmentType, CommodityProfile[]> = {
  reefer: [
    { name: 'fresh produce', weight: [36000, 43000], temperature: 34 },
    { name: 'frozen chicken', weight: [40000, 44000], temperature: -10 },
    { name: 'dairy products', weight: [34000, 42000], temperature: 36 },
    { name: 'ice cream', weight: [28000, 38000], temperature: -20 },
    { name: 'fresh berries', weight: [30000, 40000], temperature: 33 },
    { name: 'frozen vegetables', weight: [38000, 43000], temperature: 0 },
    { name: 'boxed beef', weight: [38000, 43500], temperature: 28 },
  ],
  dry_van: [
    { name: 'paper products', weight: [22000, 38000] },
    { name: 'canned goods', weight: [38000, 44000] },
    { name: 'bottled water', weight: [40000, 44500] },
    { name: 'auto parts', weight: [18000, 36000] },
    { name: 'packaged snacks', weight: [14000, 26000] },
    { name: 'consumer electronics', weight: [12000, 24000] },
    { name: 'pet food', weight: [36000, 43000] },
  ],
  flatbed: [
    { name: 'steel coils', weight: [40000, 46000] },
    { name: 'lumber', weight: [38000, 46000] },
    { name: 'PVC pipe', weight: [16000, 28000] },
    { name: 'rebar', weight: [40000, 46000] },
    { name: 'construction equipment', weight: [24000, 42000] },
  ],
  box_truck: [
    { name: 'furniture', weight: [4000, 9000] },
    { name: 'appliances', weight: [5000, 10000] },
    { name: 'retail fixtures', weight: [3000, 8000] },
  ],
  sprinter_van: [
    { name: 'medical supplies', weight: [800, 2500] },
    { name: 'auto parts', weight: [1000, 3000] },
    { name: 'small parcels', weight: [500, 2000] },
  ],
};

const SPECIAL_INSTRUCTIONS: Record<EquipmentType, string[]> = {
  reefer: [
    'Continuous run, no cycle',
    'Pulp temperatures at pickup',
    'Lumper paid by the receiver',
    'Two load locks required',
  ],
  dry_van: [
    'Driver assist on unload',
    'Two load locks required',
    'Lumper paid by the receiver',
    'No touch freight',
    'TWIC card required at pickup',
  ],
  flatbed: ['Eight foot tarps required', 'Edge protectors required', 'Straps and chains required'],
  box_truck: ['Liftgate required', 'Driver assist on unload'],
  sprinter_van: ['Team drivers preferred', 'Call before arrival'],
};

/** Per-mile market pricing and the minimum charge, by equipment. */
const MARKET: Record<EquipmentType, { rpm: [number, number]; minimum: number }> = {
  dry_van: { rpm: [2.1, 2.6], minimum: 650 },
  reefer: { rpm: [2.5, 3.0], minimum: 800 },
  flatbed: { rpm: [2.6, 3.2], minimum: 850 },
  box_truck: { rpm: [1.8, 2.4], minimum: 450 },
  sprinter_van: { rpm: [1.4, 1.9], minimum: 300 },
};

const APPOINTMENT_TIMES = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:30', '13:00', '14:30'];
const FCFS_WINDOWS: Array<[string, string]> = [
  ['06:00', '14:00'],
  ['07:00', '15:00'],
  ['08:00', '16:00'],
  ['08:00', '14:00'],
  ['09:00', '17:00'],
  ['05:00', '13:00'],
];

export interface HiddenLoadInput {
  posting: {
    loadDetails: Partial<ExtractedLoadDetails> | null;
    text: string;
    equipmentType: EquipmentType | '';
  };
  carrierRange?: RateRange;
  persona: BrokerPersona;
  rng: Rng;
  now: Date;
}

export function buildHiddenLoad(input: HiddenLoadInput): HiddenLoad {
  const { persona, rng, now } = input;
  const known = knowledgeFromPosting(input.posting.loadDetails, input.posting.text, {
    now,
    equipmentType: input.posting.equipmentType,
  }).loadDetails;
  const equipmentType: EquipmentType =
    known.equipmentType ??
    (input.posting.equipmentType || rng.pick(['dry_van', 'reefer'] as const));

  const today = isoDate(now);
  const stops = completeStops(known.stops, rng);
  const first = stops[0]!;
  const last = stops.at(-1)!;
  const a = findCity(first.cityState);
  const b = findCity(last.cityState);
  const totalDistance =
    known.totalDistance ?? (a && b && a !== b ? roadMiles(a, b) : rng.int(320, 1250));

  const pickupDate = first.appointmentDate ?? addDays(today, rng.int(0, 2));
  const transitDays = totalDistance < 250 ? 0 : Math.max(1, Math.ceil(totalDistance / 550));
  const hidden: HiddenStop[] = stops.map((stop, index) => {
    const date =
      stop.appointmentDate ??
      (index === 0
        ? pickupDate
        : addDays(pickupDate, Math.round((transitDays * index) / (stops.length - 1))));
    return completeAppointment(stop, date, rng);
  });

  const profile = pickProfile(equipmentType, known.commodity, rng);
  const commodity = known.commodity ?? profile.name;
  const weight = known.weight ?? roundTo(rng.int(profile.weight[0], profile.weight[1]), 500);
  const temperature =
    equipmentType === 'reefer' ? (known.temperature ?? profile.temperature ?? 34) : null;
  const specialInstructions =
    known.specialInstructions ??
    (rng.chance(0.65) ? rng.pick(SPECIAL_INSTRUCTIONS[equipmentType]) : null);
  const referenceNumber = known.referenceNumber ?? makeReference(rng);

  const { postedRate, ceiling } = priceLoad({
    known: known.brokerOfferedRate,
    equipmentType,
    totalDistance,
    persona,
    rng,
    ...(input.carrierRange ? { carrierRange: input.carrierRange } : {}),
  });

  return {
    stops: hidden,
    totalDistance,
    weight,
    commodity,
    temperature,
    equipmentType,
    specialInstructions,
    referenceNumber,
    postedRate,
    ceiling,
  };
}

function completeStops(posted: ExtractedStop[], rng: Rng): ExtractedStop[] {
  const blank = (stopType: 'PICKUP' | 'DELIVERY', cityState: string): ExtractedStop => ({
    cityState,
    stopType,
    appointmentType: rng.chance(0.5) ? 'FCFS' : 'APPT',
    appointmentDate: null,
    appointmentTime: null,
    appointmentWindowStart: null,
    appointmentWindowEnd: null,
  });
  const stops = posted.filter((s) => s.cityState?.trim());
  const pickup = stops.find((s) => s.stopType === 'PICKUP');
  const delivery = [...stops].reverse().find((s) => s.stopType === 'DELIVERY');
  const origin = pickup?.cityState ?? pickCity(delivery?.cityState ?? null, rng);
  const destination = delivery?.cityState ?? pickCity(origin, rng);
  if (stops.length >= 2 && pickup && delivery) return stops;
  return [pickup ?? blank('PICKUP', origin), delivery ?? blank('DELIVERY', destination)];
}

/** A freight city 250–1600 road miles from `from` (any other city when `from` is unknown). */
function pickCity(from: string | null, rng: Rng): string {
  const origin = findCity(from);
  const candidates = FREIGHT_CITIES.filter((city) => {
    if (city.cityState === from) return false;
    if (!origin) return true;
    const miles = roadMiles(origin, city);
    return miles >= 250 && miles <= 1600;
  });
  return rng.pick(candidates.length > 0 ? candidates : FREIGHT_CITIES).cityState;
}

function completeAppointment(stop: ExtractedStop, date: string, rng: Rng): HiddenStop {
  const type = stop.appointmentType === 'APPT' || stop.appointmentTime ? 'APPT' : 'FCFS';
  if (type === 'APPT') {
    return {
      cityState: stop.cityState,
      stopType: stop.stopType,
      appointmentType: 'APPT',
      appointmentDate: date,
      appointmentTime: stop.appointmentTime ?? rng.pick(APPOINTMENT_TIMES),
      appointmentWindowStart: null,
      appointmentWindowEnd: null,
    };
  }
  const window = rng.pick(FCFS_WINDOWS);
  return {
    cityState: stop.cityState,
    stopType: stop.stopType,
    appointmentType: 'FCFS',
    appointmentDate: date,
    appointmentTime: null,
    appointmentWindowStart: stop.appointmentWindowStart ?? window[0],
    appointmentWindowEnd: stop.appointmentWindowEnd ?? window[1],
  };
}

function pickProfile(
  equipmentType: EquipmentType,
  commodity: string | null,
  rng: Rng,
): CommodityProfile {
  const list = COMMODITIES[equipmentType];
  const named = commodity
    ? list.find((p) => commodity.toLowerCase().includes(p.name.toLowerCase()))
    : undefined;
  return named ?? rng.pick(list);
}

function makeReference(rng: Rng): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  const style = rng.int(0, 2);
  if (style === 0) return `LD${rng.int(1, 9)}${digits(5)}`;
  if (style === 1) return `PO${rng.int(1, 9)}${digits(6)}`;
  return `${rng.int(1, 9)}${digits(6)}`;
}

interface PriceInput {
  known: number | null;
  equipmentType: EquipmentType;
  totalDistance: number;
  persona: BrokerPersona;
  rng: Rng;
  carrierRange?: RateRange;
}

function priceLoad({
  known,
  equipmentType,
  totalDistance,
  persona,
  rng,
  carrierRange,
}: PriceInput) {
  const market = MARKET[equipmentType];
  const marketRate = roundTo(
    Math.max(market.minimum, totalDistance * rng.between(market.rpm[0], market.rpm[1])),
    25,
  );
  const range = carrierRange && carrierRange.max > 0 && carrierRange.min > 0 ? carrierRange : null;
  const floor25 = (v: number) => Math.floor(v / 25) * 25;

  if (persona.source === 'table' && range && persona.behaviour === 'negotiator') {
    // Agrees inside the range: a ceiling between min and max, an opening below min.
    const posted = known ?? Math.max(25, roundTo(range.min * rng.between(0.82, 0.92), 25));
    const inside = roundTo(range.min + (range.max - range.min) * rng.between(0.3, 0.8), 25);
    const ceiling = Math.max(posted, Math.min(range.max, Math.max(range.min, inside)));
    return { postedRate: posted, ceiling };
  }
  if (persona.source === 'table' && range && persona.behaviour === 'hard-negotiator') {
    // Walks away below the carrier's minimum (unless the posting already pays more than that).
    const ceiling = Math.max(25, floor25(range.min * rng.between(0.88, 0.95)));
    const posted = known ?? Math.max(25, floor25(ceiling * rng.between(0.85, 0.93)));
    return { postedRate: posted, ceiling: Math.max(posted, Math.min(ceiling, range.min - 1)) };
  }
  if (persona.source === 'table' && range && persona.behaviour === 'cooperative') {
    // Takes the carrier's opening ask (the top of the range).
    const posted = known ?? Math.max(25, roundTo(range.min * rng.between(0.85, 0.95), 25));
    return { postedRate: posted, ceiling: Math.max(range.max, roundTo(posted * 1.05, 25)) };
  }
  const posted = known ?? marketRate;
  return {
    postedRate: posted,
    ceiling: Math.max(posted, roundTo(posted * persona.ceilingFactor, 25)),
  };
}
