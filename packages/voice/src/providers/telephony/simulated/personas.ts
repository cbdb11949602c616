import { createRng, hashString } from '../../../agent/domain/telephony/rng';

/**
 * Who answers a simulated call. The phone number alone decides the persona, so tests and demos
 * pick a behaviour by dialling a documented number: the last four digits select a row of
 * PERSONA_TABLE; any other number is hashed into a realistic mix of brokers.
 */

export type BrokerBehaviour =
  /** Rings out. */
  | 'no-answer'
  /** Busy signal. */
  | 'busy'
  /** Number not in service: the call fails to connect. */
  | 'failed'
  /** A voicemail greeting picks up. */
  | 'voicemail'
  /** Answers, then hangs up a couple of turns in. */
  | 'hangs-up'
  /** "That load is already covered." */
  | 'covered'
  /** Won't work with this carrier (authority too new, not set up). */
  | 'declines-carrier'
  /** Gives details, counters, concedes in steps, has a walk-away ceiling. */
  | 'negotiator'
  /** Like a negotiator but its ceiling is below what the carrier needs. */
  | 'hard-negotiator'
  /** Gives every detail plainly and takes a reasonable ask without haggling. */
  | 'cooperative';

export type Personality = 'talkative' | 'terse' | 'pushy';

export interface BrokerPersona {
  /** The number as dialled. */
  phone: string;
  behaviour: BrokerBehaviour;
  personality: Personality;
  /** 'table' for the documented numbers, 'hashed' for the mix. */
  source: 'table' | 'hashed';
  brokerName: string;
  company: string;
  /** E-mail the rate confirmation comes from. */
  email: string;
  /** Rings before the far end picks up (about 6 s each). */
  rings: number;
  /** Walk-away ceiling as a factor of the posted rate (market-priced personas). */
  ceilingFactor: number;
  /** Share of the gap to its ceiling the broker gives per counter (0–1). */
  concession: number;
  /** Counter-offers before it names its final number. */
  maxCounters: number;
  /** How long it stays on hold before hanging up, in call-time ms. */
  holdPatienceMs: number;
  /** For 'hangs-up': it hangs up after hearing this many agent utterances. */
  hangUpAfterTurns: number;
}

export interface PersonaTableRow {
  suffix: string;
  behaviour: BrokerBehaviour;
  personality: Personality;
  description: string;
  holdPatienceMs?: number;
}

/** The documented numbers (match on the last four digits: +1 555 010 0006 → '0006'). */
export const PERSONA_TABLE: readonly PersonaTableRow[] = [
  { suffix: '0001', behaviour: 'no-answer', personality: 'terse', description: 'no answer' },
  { suffix: '0002', behaviour: 'busy', personality: 'terse', description: 'busy' },
  {
    suffix: '0003',
    behaviour: 'voicemail',
    personality: 'talkative',
    description: 'voicemail: the agent leaves a short message',
  },
  {
    suffix: '0004',
    behaviour: 'hangs-up',
    personality: 'pushy',
    description: 'answers, hangs up early (after the second agent turn)',
  },
  {
    suffix: '0005',
    behaviour: 'covered',
    personality: 'terse',
    description: 'refuses: the load is already covered',
  },
  {
    suffix: '0006',
    behaviour: 'negotiator',
    personality: 'talkative',
    description: 'negotiates (counters, concedes) and agrees inside the desired range',
  },
  {
    suffix: '0007',
    behaviour: 'hard-negotiator',
    personality: 'pushy',
    description: 'hard negotiator whose walk-away is below the desired minimum: no agreement',
  },
  {
    suffix: '0008',
    behaviour: 'cooperative',
    personality: 'terse',
    description: 'cooperative: gives every detail, takes the opening ask',
  },
  {
    suffix: '0009',
    behaviour: 'cooperative',
    personality: 'pushy',
    description: 'cooperative but impatient on hold: hangs up after 45 s of hold',
    holdPatienceMs: 45_000,
  },
  {
    suffix: '0010',
    behaviour: 'failed',
    personality: 'terse',
    description: 'number not in service: the call fails',
  },
  {
    suffix: '0011',
    behaviour: 'declines-carrier',
    personality: 'talkative',
    description: 'declines to work with the carrier',
  },
];

/** The hashed mix for other numbers: cumulative weights out of 100. */
const HASHED_MIX: ReadonlyArray<[BrokerBehaviour, number]> = [
  ['no-answer', 8],
  ['busy', 4],
  ['voicemail', 8],
  ['hangs-up', 3],
  ['covered', 12],
  ['declines-carrier', 3],
  ['negotiator', 42],
  ['cooperative', 20],
];

const FIRST_NAMES = [
  'Mike',
  'Sarah',
  'Jason',
  'Emily',
  'Carlos',
  'Megan',
  'Tony',
  'Rachel',
  'Derek',
  'Ashley',
  'Brandon',
  'Nicole',
  'Luis',
  'Kayla',
  'Travis',
  'Danielle',
];
const COMPANY_STEMS = [
  'Summit',
  'Blue Ridge',
  'Keystone',
  'Lone Star',
  'Great Lakes',
  'Patriot',
  'Redline',
  'Crossroads',
  'Heartland',
  'Pinnacle',
  'Iron Horse',
  'Northstar',
];
const COMPANY_KINDS = ['Logistics', 'Freight', 'Transportation', 'Brokerage', 'Supply Chain'];

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function personaFor(phone: string): BrokerPersona {
  const digits = phoneDigits(phone);
  const suffix = digits.slice(-4);
  const rng = createRng(hashString(`persona:${digits}`));
  const row = PERSONA_TABLE.find((r) => r.suffix === suffix);

  let behaviour: BrokerBehaviour;
  let personality: Personality;
  if (row) {
    behaviour = row.behaviour;
    personality = row.personality;
  } else {
    const roll = hashString(`mix:${digits}`) % 100;
    let acc = 0;
    behaviour = 'negotiator';
    for (const [candidate, weight] of HASHED_MIX) {
      acc += weight;
      if (roll < acc) {
        behaviour = candidate;
        break;
      }
    }
    personality = rng.pick(['talkative', 'terse', 'pushy'] as const);
  }

  const brokerName = rng.pick(FIRST_NAMES);
  const company = `${rng.pick(COMPANY_STEMS)} ${rng.pick(COMPANY_KINDS)}`;
  const domain = company.toLowerCase().replace(/[^a-z]/g, '');
  const pushy = personality === 'pushy';
  return {
    phone,
    behaviour,
    personality,
    source: row ? 'table' : 'hashed',
    brokerName,
    company,
    email: `${rng.pick(['dispatch', 'loads', 'carriers', brokerName.toLowerCase()])}@${domain}.com`,
    rings: behaviour === 'voicemail' ? 5 : rng.int(1, 4),
    ceilingFactor: pushy ? rng.between(1.0, 1.04) : rng.between(1.04, 1.12),
    concession: pushy ? rng.between(0.25, 0.4) : rng.between(0.4, 0.6),
    maxCounters: pushy ? 2 : rng.int(3, 4),
    holdPatienceMs: row?.holdPatienceMs ?? (pushy ? rng.int(150, 240) : rng.int(360, 540)) * 1000,
    hangUpAfterTurns: row ? 2 : rng.int(1, 3),
  };
}
