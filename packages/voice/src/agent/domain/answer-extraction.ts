import type { EquipmentType } from '@fleet/contracts';
import { numberWordsValue } from '../../load-parsing/domain/fields/numbers';
import { STATE_PATTERN, stateCode } from './geo';

/**
 * Reading facts out of what the broker said, knowing what we asked. The shared parser
 * (`parseLoadText`) reads postings; spoken answers are shorter and lean on the question ("42,000
 * pounds", "first come first served from 7 AM to 3 PM", "tomorrow"), so these readers take the
 * question's context. Every function returns null when the answer does not contain the fact.
 */

export interface StopAnswer {
  cityState: string | null;
  appointmentDate: string | null;
  appointmentType: 'FCFS' | 'APPT' | null;
  appointmentTime: string | null;
  appointmentWindowStart: string | null;
  appointmentWindowEnd: string | null;
}

const CITY_RE = new RegExp(
  `((?:(?:St\\.|Ft\\.|[A-Z][a-zA-Z'-]*)\\s+){0,3}(?:St\\.|[A-Z][a-zA-Z'-]*)),\\s+(${STATE_PATTERN})\\b`,
  'g',
);
const NOT_CITY_WORDS = new Set([
  'Pickup',
  "Pickup's",
  'Picks',
  'Delivery',
  "Delivery's",
  'Delivers',
  'So',
  'It',
  'And',
  'Yeah',
  'Yes',
  'The',
  'Okay',
  'Well',
  'Drop',
]);

/** The first "City, State" in the text, as "City, ST". */
export function extractCity(text: string): string | null {
  for (const match of text.matchAll(CITY_RE)) {
    const words = match[1]!.split(/\s+/);
    while (words.length > 1 && NOT_CITY_WORDS.has(words[0]!)) words.shift();
    if (NOT_CITY_WORDS.has(words[0]!)) continue;
    const code = stateCode(match[2]!.replace(/\s+/g, ' '));
    if (code) return `${words.join(' ')}, ${code}`;
  }
  return null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function plusDays(now: Date, days: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** A calendar date (yyyy-MM-dd) said relative to `now` (UTC calendar). */
export function extractDate(text: string, now: Date): string | null {
  const t = text.toLowerCase();
  const monthDay = new RegExp(
    `\\b(${MONTHS.join('|')}|${MONTHS.map((m) => m.slice(0, 3)).join('|')})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`,
  ).exec(t);
  const numeric = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/.exec(t);
  let month: number | null = null;
  let day: number | null = null;
  let year: number | null = null;
  if (monthDay) {
    month = MONTHS.findIndex((m) => m.startsWith(monthDay[1]!.slice(0, 3)));
    day = Number(monthDay[2]);
  } else if (numeric) {
    month = Number(numeric[1]) - 1;
    day = Number(numeric[2]);
    if (numeric[3]) year = Number(numeric[3].length === 2 ? `20${numeric[3]}` : numeric[3]);
  }
  if (month !== null && day !== null && month >= 0 && month < 12 && day >= 1 && day <= 31) {
    if (year === null) {
      year = now.getUTCFullYear();
      // "January 3rd" said in late December is next year's.
      const candidate = Date.UTC(year, month, day);
      if (candidate < now.getTime() - 60 * 86_400_000) year += 1;
    }
    return iso(year, month, day);
  }
  if (/\btoday\b|\btonight\b|\bthis (morning|afternoon)\b/.test(t)) return plusDays(now, 0);
  if (/\btomorrow\b/.test(t)) return plusDays(now, 1);
  const weekday = new RegExp(`\\b(${WEEKDAYS.join('|')})\\b`).exec(t);
  if (weekday) {
    const target = WEEKDAYS.indexOf(weekday[1]!);
    const diff = (target - now.getUTCDay() + 7) % 7;
    return plusDays(now, diff);
  }
  return null;
}

const TIME_RE =
  /\b(?:(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\b\.?|(noon)|(midnight)|([01]?\d|2[0-3]):([0-5]\d)(?!\s*[ap]\.?m)|([01]\d|2[0-3])([0-5]\d)\s*(?:hours|hrs)\b)/gi;

/** Clock times in the order said, as HH:mm. */
export function extractTimes(text: string): string[] {
  const times: string[] = [];
  for (const m of text.matchAll(TIME_RE)) {
    if (m[4]) times.push('12:00');
    else if (m[5]) times.push('00:00');
    else if (m[1]) {
      let hour = Number(m[1]) % 12;
      if (m[3]!.toLowerCase() === 'p') hour += 12;
      times.push(`${String(hour).padStart(2, '0')}:${m[2] ?? '00'}`);
    } else if (m[6]) {
      times.push(`${m[6].padStart(2, '0')}:${m[7]}`);
    } else if (m[8]) {
      times.push(`${m[8]}:${m[9]}`);
    }
  }
  return times;
}

export function extractStop(text: string, now: Date): StopAnswer {
  const times = extractTimes(text);
  const fcfs = /\b(first come,? first served|fcfs|open from|window)\b/i.test(text);
  const appt = /\b(appointment|appt)\b/i.test(text);
  let appointmentType: StopAnswer['appointmentType'] = null;
  let appointmentTime: string | null = null;
  let windowStart: string | null = null;
  let windowEnd: string | null = null;
  if (fcfs || (!appt && times.length >= 2)) {
    appointmentType = 'FCFS';
    windowStart = times[0] ?? null;
    windowEnd = times[1] ?? null;
  } else if (appt || times.length === 1) {
    appointmentType = 'APPT';
    appointmentTime = times[0] ?? null;
  }
  return {
    cityState: extractCity(text),
    appointmentDate: extractDate(text, now),
    appointmentType,
    appointmentTime,
    appointmentWindowStart: windowStart,
    appointmentWindowEnd: windowEnd,
  };
}

const num = (s: string) => Number(s.replace(/,/g, ''));

export function extractWeight(text: string, asked: boolean): number | null {
  const m =
    /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b|thousand)?\s*(?:pounds|lbs?|#)(?![a-z])/i.exec(text);
  if (m) return Math.round(num(m[1]!) * (m[2] ? 1000 : 1));
  if (asked) {
    const k = /\b(\d{1,2}(?:\.\d)?)\s*(k|thousand)\b/i.exec(text);
    if (k) return Math.round(Number(k[1]) * 1000);
  }
  return null;
}

export function extractTemperature(text: string, asked: boolean): number | null {
  const m = /(minus|negative|-)?\s*(\d{1,2})\s*(?:degrees|°\s*f?|deg\b)/i.exec(text);
  if (m) return m[1] ? -Number(m[2]) : Number(m[2]);
  if (asked) {
    if (/\bzero\b/i.test(text)) return 0;
    const bare = /(?:at|set(?: it)? (?:at|to)|run(?:s)? at)\s*(minus\s*|-)?(\d{1,2})\b/i.exec(text);
    if (bare) return bare[1] ? -Number(bare[2]) : Number(bare[2]);
  }
  return null;
}

/** The trailer a load needs, when the answer names one. */
export function extractEquipment(text: string): EquipmentType | null {
  const t = text.toLowerCase();
  if (/\b(reefer|refrigerated|temp[- ]controlled)\b/.test(t)) return 'reefer';
  if (/\b(flatbed|flat bed|step ?deck)\b/.test(t)) return 'flatbed';
  if (/\bbox truck\b/.test(t)) return 'box_truck';
  if (/\bsprinter\b/.test(t)) return 'sprinter_van';
  if (/\b(dry van|van)\b/.test(t)) return 'dry_van';
  return null;
}

export function extractMiles(text: string): number | null {
  const m = /(\d{1,3}(?:,\d{3})+|\d+)\s*(?:loaded\s+)?(?:miles|mi)\b/i.exec(text);
  return m ? num(m[1]!) : null;
}

/** Dollar amounts in the order said ("$2,150", "2150 dollars", "twenty-one hundred dollars"). */
export function extractAmounts(text: string): number[] {
  const found: Array<{ at: number; value: number }> = [];
  for (const m of text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?(\s*k\b)?/gi)) {
    found.push({ at: m.index ?? 0, value: num(m[1]!) * (m[2] ? 1000 : 1) });
  }
  for (const m of text.matchAll(/\b(\d{1,3}(?:,\d{3})+|\d{3,})\s*(?:dollars|bucks)\b/gi)) {
    if (!found.some((f) => Math.abs(f.at - (m.index ?? 0)) < 3)) {
      found.push({ at: m.index ?? 0, value: num(m[1]!) });
    }
  }
  const wordsRe =
    /\b((?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|and)[\s-]+)+)(?:dollars|bucks)\b/gi;
  for (const m of text.matchAll(wordsRe)) {
    const value = numberWordsValue(m[1]!);
    if (value !== null && value >= 100) found.push({ at: m.index ?? 0, value });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.value);
}

export function extractReference(text: string): string | null {
  const m =
    /\b(?:reference(?:\s+number)?|ref(?:\s*#|\s+number)?|load\s+(?:number|#)|order\s+number|po\s+number|pro\s+number)\s*(?:is\s+)?[:#]?\s*([A-Z0-9][A-Z0-9-]{3,})\b/i.exec(
      text,
    );
  if (!m) return null;
  const value = m[1]!.toUpperCase();
  return /\d/.test(value) ? value : null;
}

export function extractEmail(text: string): string | null {
  const m = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(text);
  return m ? m[0].replace(/\.$/, '').toLowerCase() : null;
}

const FILLER = /^(?:(?:yeah|yes|yep|so|well|um|uh|okay|ok|sure|one thing|oh)[,:!.]?\s+)+/i;

function firstClause(text: string): string {
  return text.split(/[.;!?]|,\s+(?:and|but)\b|\s+and it'?s\b/i)[0]!.trim();
}

export function extractCommodity(text: string, asked: boolean): string | null {
  const labelled = /\b(?:the commodity is|commodity is|commodity:)\s+([^.,;!?]+)/i.exec(text);
  if (labelled) return cleanPhrase(labelled[1]!);
  if (!asked) return null;
  const stripped = text.trim().replace(FILLER, '');
  const phrased =
    /^(?:it'?s|it is|they'?re shipping|they are shipping|shipping|hauling|we'?ve got|it'?s a load of|loaded with)\s+([^.,;!?]+)/i.exec(
      stripped,
    );
  const phrase = phrased ? phrased[1]! : firstClause(stripped);
  return phrase ? cleanPhrase(phrase) : null;
}

function cleanPhrase(phrase: string): string | null {
  const cleaned = phrase
    .replace(/^(?:a load of|some|a)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || cleaned.split(' ').length > 6) return null;
  return cleaned.charAt(0).toLowerCase() === cleaned.charAt(0) ? cleaned : lowerFirst(cleaned);
}

function lowerFirst(text: string): string {
  // Keep acronyms (PVC pipe) as said.
  return /^[A-Z]{2,}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Special instructions: null for "nothing special"; 'none' when the broker said there are none. */
export function extractSpecialInstructions(text: string): string | 'none' | null {
  const t = text.trim();
  if (
    /\b(nothing special|no special|pretty standard|nope|none|no instructions|nothing really)\b/i.test(
      t,
    )
  ) {
    return 'none';
  }
  // One instruction per answer: the first sentence (a talkative broker may add other facts).
  const first = t.replace(FILLER, '').split(/(?<=[.!?])\s+/)[0] ?? '';
  const cleaned = first.replace(/[.!]+$/, '').trim();
  if (!cleaned) return null;
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

/** Who picked up: "Thanks for calling Summit Logistics, this is Mike." */
export function extractBrokerIdentity(text: string): {
  name: string | null;
  company: string | null;
} {
  const calling =
    /calling\s+([A-Z][\w&'.]*(?:\s+[A-Z][\w&'.]*){0,4}),\s*this is\s+([A-Z][a-z]+)/.exec(text);
  if (calling) return { company: calling[1]!, name: calling[2]! };
  const plain =
    /^(?:good (?:morning|afternoon|evening),\s*)?([A-Z][\w&'.]*(?:\s+[A-Z][\w&'.]*){0,4}),\s*(?:this is\s+)?([A-Z][a-z]+)(?:\s+speaking)?\b/.exec(
      text.trim(),
    );
  if (plain && !/^(Hello|Hi|Hey|Yeah|Yes)$/.test(plain[1]!)) {
    return { company: plain[1]!, name: plain[2]! };
  }
  const name = /\b(?:this is|my name is)\s+([A-Z][a-z]+)/.exec(text);
  return { company: null, name: name ? name[1]! : null };
}
