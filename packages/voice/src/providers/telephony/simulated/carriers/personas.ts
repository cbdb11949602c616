import type { Carrier } from '@fleet/contracts';
import { createRng, hashString } from '../../../../agent/domain/telephony/rng';

/**
 * Who answers a simulated carrier-sales call. The carrier's row decides: the last four digits of
 * the number dialled select a documented row of CARRIER_PERSONA_TABLE (tests and demos), and any
 * other row is hashed from its MC, DOT and phone into a realistic mix, so the same carrier file
 * gives the same demo every time. See README.md in this folder.
 */

export type CarrierBehaviour =
  /** Truck near the pickup: asks the rate, counters above it, settles at its floor or better. */
  | 'books'
  /** Asks about the load first (weight, pickup time, commodity, temperature), then as 'books'. */
  | 'asks-then-books'
  /** Interested, but its floor is above the broker's maximum. */
  | 'too-expensive'
  /** Its closest truck is far from the pickup: no truck. */
  | 'truck-far'
  /** Runs other equipment than the load needs: no truck. */
  | 'wrong-equipment'
  /** Not interested in the lane: passes. */
  | 'not-interested'
  /** "Send it over by e-mail." */
  | 'email'
  /** Answers, then hangs up mid-call (after hearing our first number). */
  | 'hangs-up'
  | 'voicemail'
  | 'busy'
  | 'no-answer'
  /** Number not in service: the call fails to connect. */
  | 'failed';

export type CarrierPersonality = 'talkative' | 'terse' | 'pushy';

/** What the carrier asks about the load before talking money ('asks-then-books'). */
export type CarrierQuestion =
  | 'weight'
  | 'pickup'
  | 'commodity'
  | 'temperature'
  | 'delivery'
  | 'miles';

export interface CarrierPersona {
  /** The number as dialled. */
  phone: string;
  behaviour: CarrierBehaviour;
  personality: CarrierPersonality;
  /** 'table' for the documented suffixes, 'hashed' for the mix. */
  source: 'table' | 'hashed';
  /** The dispatcher who answers. */
  dispatcherName: string;
  /** The company as the dispatcher says it (the row's DBA or legal name). */
  company: string;
  rings: number;
  /** Where the floor sits: inside the range (0–1 of its width), or the factor above max. */
  floorPosition: number;
  /** First ask as a factor of the floor (> 1). */
  firstAskFactor: number;
  /** Share of the gap to our offer the carrier gives up per counter (0–1). */
  concession: number;
  /** Counter-offers before it names its floor as final. */
  maxCounters: number;
  /** Names its number before we offer (pushy dispatchers do). */
  namesRateFirst: boolean;
  /** The questions it asks first (asks-then-books; others ask none). */
  questions: CarrierQuestion[];
  /** 'hangs-up': hangs up after hearing this many of our lines. */
  hangUpAfterTurns: number;
  /** Miles from the pickup to its truck ('books', 'asks-then-books', 'too-expensive'). */
  truckMilesOut: number;
}

export interface CarrierPersonaTableRow {
  suffix: string;
  behaviour: CarrierBehaviour;
  personality: CarrierPersonality;
  description: string;
}

/** The documented numbers (the last four digits of the number dialled). */
export const CARRIER_PERSONA_TABLE: readonly CarrierPersonaTableRow[] = [
  {
    suffix: '0101',
    behaviour: 'books',
    personality: 'talkative',
    description: 'truck near the pickup: asks the rate, counters, books inside the range',
  },
  {
    suffix: '0102',
    behaviour: 'too-expensive',
    personality: 'pushy',
    description: 'only interested above the maximum: rate_too_high',
  },
  { suffix: '0103', behaviour: 'voicemail', personality: 'terse', description: 'voicemail' },
  { suffix: '0104', behaviour: 'busy', personality: 'terse', description: 'busy' },
  {
    suffix: '0105',
    behaviour: 'asks-then-books',
    personality: 'talkative',
    description: 'asks weight, pickup time, commodity (temperature on a reefer), then books',
  },
  {
    suffix: '0106',
    behaviour: 'email',
    personality: 'terse',
    description: '"send it over by e-mail": email_requested',
  },
  { suffix: '0107', behaviour: 'no-answer', personality: 'terse', description: 'no answer' },
  {
    suffix: '0108',
    behaviour: 'truck-far',
    personality: 'talkative',
    description: 'closest truck is far from the pickup: no_truck',
  },
  {
    suffix: '0109',
    behaviour: 'hangs-up',
    personality: 'pushy',
    description: 'hangs up mid-call after our first number: hung_up',
  },
  {
    suffix: '0110',
    behaviour: 'wrong-equipment',
    personality: 'terse',
    description: 'runs other equipment: no_truck',
  },
  {
    suffix: '0111',
    behaviour: 'not-interested',
    personality: 'terse',
    description: 'not interested in the lane: declined',
  },
  {
    suffix: '0112',
    behaviour: 'failed',
    personality: 'terse',
    description: 'number not in service: the call fails',
  },
];

/** The hashed mix: weights out of 100. */
export const CARRIER_MIX: ReadonlyArray<[CarrierBehaviour, number]> = [
  ['no-answer', 12],
  ['busy', 6],
  ['voicemail', 12],
  ['failed', 2],
  ['hangs-up', 4],
  ['truck-far', 12],
  ['wrong-equipment', 6],
  ['not-interested', 8],
  ['email', 8],
  ['books', 14],
  ['asks-then-books', 10],
  ['too-expensive', 6],
];

const FIRST_NAMES = [
  'Mike',
  'Jose',
  'Tanya',
  'Dmitri',
  'Gurpreet',
  'Kevin',
  'Maria',
  'Andre',
  'Steve',
  'Olena',
  'Ray',
  'Brittany',
  'Hector',
  'Jamal',
];

const digitsOf = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/** The row's identity for hashing: MC, DOT and dispatch phone (digits only). */
export function carrierKey(
  carrier: Pick<Carrier, 'mc_number' | 'dot_number' | 'dispatch_phone'>,
): string {
  return `${digitsOf(carrier.mc_number)}|${digitsOf(carrier.dot_number)}|${digitsOf(carrier.dispatch_phone)}`;
}

export function carrierPersonaFor(
  carrier: Pick<Carrier, 'mc_number' | 'dot_number' | 'dispatch_phone' | 'legal_name' | 'dba_name'>,
  dialled: string = carrier.dispatch_phone,
): CarrierPersona {
  const key = carrierKey(carrier);
  const suffix = digitsOf(dialled).slice(-4);
  const row = CARRIER_PERSONA_TABLE.find((r) => r.suffix === suffix);
  const rng = createRng(hashString(`carrier-persona:${key}`));

  let behaviour: CarrierBehaviour;
  let personality: CarrierPersonality;
  if (row) {
    behaviour = row.behaviour;
    personality = row.personality;
  } else {
    const roll = hashString(`carrier-mix:${key}`) % 100;
    let acc = 0;
    behaviour = 'books';
    for (const [candidate, weight] of CARRIER_MIX) {
      acc += weight;
      if (roll < acc) {
        behaviour = candidate;
        break;
      }
    }
    personality = rng.pick(['talkative', 'terse', 'pushy'] as const);
  }
  const pushy = personality === 'pushy';
  const questions: CarrierQuestion[] =
    behaviour !== 'asks-then-books'
      ? []
      : row
        ? ['weight', 'pickup', 'commodity', 'temperature']
        : [
            ...new Set<CarrierQuestion>([
              rng.pick(['weight', 'pickup'] as const),
              rng.pick(['commodity', 'delivery', 'miles'] as const),
              'temperature',
            ]),
          ];
  return {
    phone: dialled,
    behaviour,
    personality,
    source: row ? 'table' : 'hashed',
    dispatcherName: rng.pick(FIRST_NAMES),
    company: carrier.dba_name?.trim() || carrier.legal_name.trim() || 'dispatch',
    rings: behaviour === 'voicemail' ? 4 : rng.int(1, 3),
    floorPosition: behaviour === 'too-expensive' ? rng.between(1.08, 1.2) : rng.between(0.3, 0.8),
    firstAskFactor: pushy ? rng.between(1.18, 1.3) : rng.between(1.08, 1.2),
    concession: pushy ? rng.between(0.25, 0.4) : rng.between(0.4, 0.6),
    maxCounters: pushy ? 2 : rng.int(2, 3),
    namesRateFirst: pushy,
    questions,
    hangUpAfterTurns: 2,
    truckMilesOut: rng.int(10, 75),
  };
}
