import { COMPANY_WORD } from './company-words';
/**
 * 'City, ST' places: a state (two-letter code or full name) with up to four city words before
 * it ('Dallas, TX', 'Salt Lake City UT', 'san antonio, tx', 'Kansas City, Missouri').
 */

/** US state codes (and DC) → names: the one state table of the voice service. */
export const STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Canadian provinces and territories: places too ('Toronto, ON'), not in the US table. */
export const PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland',
  NS: 'Nova Scotia',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** Every region code a place may end with. */
const REGIONS: Record<string, string> = { ...STATES, ...PROVINCES };

const NAME_TO_CODE = new Map(
  Object.entries(REGIONS).map(([code, name]) => [name.toLowerCase(), code]),
);
NAME_TO_CODE.set('québec', 'QC');
NAME_TO_CODE.set('washington dc', 'DC');
NAME_TO_CODE.set('d.c.', 'DC');
const ABBREVIATIONS: Record<string, string> = {
  'calif.': 'CA',
  calif: 'CA',
  'tex.': 'TX',
  'fla.': 'FL',
  'penn.': 'PA',
  'mich.': 'MI',
  'ill.': 'IL',
  'tenn.': 'TN',
  'wash.': 'WA',
  'ariz.': 'AZ',
  'colo.': 'CO',
  'okla.': 'OK',
};

/** Two-letter codes that are also common lower-case words: only accepted in capitals. */
const LOWERCASE_AMBIGUOUS = new Set([
  'al',
  'co',
  'de',
  'hi',
  'id',
  'in',
  'la',
  'ma',
  'me',
  'mo',
  'mt',
  'oh',
  'ok',
  'or',
  'pa',
  'sd',
  'dc',
  'ne',
  'ms',
  'on',
  'ab',
  'pe',
  'ns',
  'nl',
  'yt',
]);

/** Words that are never part of a city name (labels, keywords, fillers). */
const NOT_CITY = new Set(
  `pu pick picks picking picked up pickup pickups p del deliver delivers delivering delivery deliveries
  drop drops dropping dropoff off origin orig dest destination from to in at on and or the a an of for
  with by via near out into onto shipper consignee receiver stop stops load loads loading loaded lane
  route truck trucks empty reefer van vans dry flatbed flat fb step deck stepdeck conestoga box
  sprinter cargo expedite hotshot power only ltl ftl full partial need needed needs got have has is
  it its it's this that then again also plus just outside multi first second third final last next
  going goes heading headed bound inbound outbound subject re fw fwd offer available avail ready
  rate miles mi call me text ph phone tel cell fax ref po order date appt fcfs today tomorrow tmrw
  tonight hi hello hey thanks thank regards okay ok so yes yeah no customer broker company
  contact notes comments dh deadhead temp commodity weight equipment equip trailer pallets lbs
  total trip distance market avg results search posted age live hot urgent asap
  jan january feb february mar march apr april may jun june jul july aug august sep sept september
  oct october nov november dec december mon monday tue tues tuesday wed wednesday thu thur thurs
  thursday fri friday sat saturday sun sunday am pm est cst mst pst local pkwy parkway dr drive rd
  road ave avenue blvd boulevard hwy highway ln lane suite ste street plaza ctr center dc warehouse
  all incl including linehaul lh fuel flat firm freight logistics brokerage brokers transport
  transportation trucking carriers haulers inc llc corp ltd
  real photo valid picture government govt tsa twic compliant proper federal driver's drivers
  transload crossdock cross-dock terminal ramp dock yard whse`
    .split(/\s+/)
    .filter(Boolean),
);

export interface LocationMention {
  cityState: string;
  city: string;
  state: string;
  /** Offsets in the searched text: the whole mention. */
  start: number;
  end: number;
}

interface Token {
  text: string;
  start: number;
  end: number;
  word: boolean;
}

const KEEP_PERIOD =
  /^(?:st|ft|mt|pt|ste|calif|tex|fla|penn|mich|ill|tenn|wash|ariz|colo|okla|d\.c)\.$/i;
const TOKEN = /[A-Za-z][A-Za-z.'-]*|\d+|[^\sA-Za-z\d]/g;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    let t = m[0];
    // A trailing period ends a sentence unless the word is a known abbreviation.
    if (t.length > 1 && t.endsWith('.') && !KEEP_PERIOD.test(t)) {
      t = t.slice(0, -1);
    }
    tokens.push({ text: t, start: m.index, end: m.index + t.length, word: /^[A-Za-z]/.test(t) });
  }
  return tokens;
}

function isUpper(s: string): boolean {
  return s === s.toUpperCase() && s !== s.toLowerCase();
}

/** A state code starting at token i: [code, token count, written as a capitalized code]. */
interface StateMatch {
  code: string;
  count: number;
  /** Written capitalized ('TX', 'Texas'): city words must be capitalized too. */
  capitalized: boolean;
  /** A full name written in lower case ('texas'): needs a comma ('dallas, texas'). */
  needsComma: boolean;
}

function stateAt(tokens: Token[], i: number): StateMatch | null {
  const t = tokens[i]!;
  if (!t.word) return null;
  for (const n of [3, 2]) {
    const parts = tokens.slice(i, i + n);
    if (parts.length < n || !parts.every((p) => p.word)) continue;
    if (parts.some((p, k) => k > 0 && p.start !== parts[k - 1]!.end + 1)) continue;
    const code = NAME_TO_CODE.get(parts.map((p) => p.text.toLowerCase()).join(' '));
    if (code) return fullName(code, n, parts[0]!.text);
  }
  const bare = t.text.replace(/\.$/, '');
  const lower = t.text.toLowerCase();
  if (lower in ABBREVIATIONS) return fullName(ABBREVIATIONS[lower]!, 1, t.text);
  if (/^[A-Za-z]{2}$/.test(bare) && bare.toUpperCase() in REGIONS) {
    const code = bare.toUpperCase();
    if (isUpper(bare)) return { code, count: 1, capitalized: true, needsComma: false };
    if (!LOWERCASE_AMBIGUOUS.has(bare.toLowerCase())) {
      return { code, count: 1, capitalized: false, needsComma: false };
    }
    // 'st. louis, mo': a code that is also a word, in lower case, after a comma and ending the
    // phrase (not 'dallas, in the morning').
    const next = tokens[i + 1];
    if (!next?.word) return { code, count: 1, capitalized: false, needsComma: true };
    return null;
  }
  const name = NAME_TO_CODE.get(lower);
  if (name && name !== 'DC') return fullName(name, 1, t.text);
  return null;
}

function fullName(code: string, count: number, first: string): StateMatch {
  const capitalized = /^[A-Z]/.test(first);
  return { code, count, capitalized, needsComma: !capitalized };
}

/** Title case for all-caps or all-lower city names; others are kept as written. */
export function cityCase(city: string): string {
  if (city !== city.toUpperCase() && city !== city.toLowerCase()) return city;
  return city
    .toLowerCase()
    .replace(/(^|[\s\-'.])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/\bMc([a-z])/g, (_m, c: string) => `Mc${c.toUpperCase()}`);
}

/**
 * Places named in a text, in order. The same cell is searched by several field readers, so the
 * answers for recent texts are kept (frozen: callers only read them).
 */
const FOUND = new Map<string, readonly LocationMention[]>();

/** Canadian provinces and territories: their Saints are written out ('Saint John, NB'). */
const CANADIAN = new Set([
  'ON',
  'QC',
  'BC',
  'AB',
  'SK',
  'MB',
  'NS',
  'NB',
  'NL',
  'PE',
  'YT',
  'NT',
  'NU',
]);

export function findLocations(raw: string): LocationMention[] {
  let found = FOUND.get(raw);
  if (!found) {
    if (FOUND.size >= 2000) FOUND.clear();
    found = Object.freeze(searchLocations(raw).map((m) => Object.freeze(m)));
    FOUND.set(raw, found);
  }
  return found as LocationMention[];
}

/** 'Montréal' → 'Montreal', one character for one (offsets stay those of the text). */
function foldAccents(text: string): string {
  if (!/[\u00c0-\u024f]/.test(text)) return text;
  return text.replace(/[\u00c0-\u024f]/g, (c) => {
    const base = c.normalize('NFD')[0]!;
    return /[A-Za-z]/.test(base) ? base : c;
  });
}

/** Capitalised words after a state's full name that end in a company word: a company's name. */
const COMPANY_AFTER = /^ +\p{Lu}[\p{L}&'-]*(?: +\p{Lu}[\p{L}&'-]*){0,3}/u;

function companyNamedAfterState(text: string, after: number): boolean {
  const m = COMPANY_AFTER.exec(text.slice(after, after + 60));
  return m !== null && COMPANY_WORD.test(m[0].trim().split(/ +/).at(-1)!);
}

function searchLocations(raw: string): LocationMention[] {
  // 'Greenville SC-Raleigh NC', 'CHARLESTON SC-NASHVILLE TN': a state code joined by a dash to
  // the next city ends its place.
  const text = foldAccents(raw).replace(
    /\b([A-Z]{2})-(?=[A-Z][a-z]|[A-Z]{3,}(?: [A-Z]{3,}){0,2} [A-Z]{2}\b)/g,
    '$1 ',
  );
  const tokens = tokenize(text);
  const found: LocationMention[] = [];
  let consumedUntil = -1;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.start < consumedUntil) continue;
    const state = stateAt(tokens, i);
    if (!state) continue;
    // 'Kansas City', 'Oklahoma City', 'Iowa City': a state's name opening a city's.
    if (tokens[i]!.text.length > 3 && /^ City\b/.test(text.slice(tokens[i + state.count - 1]!.end)))
      continue;
    // 'Karen Vogt, Iowa Harvest Marketing': a company named after the state, not a place.
    if (
      tokens[i]!.text.length > 3 &&
      companyNamedAfterState(text, tokens[i + state.count - 1]!.end)
    )
      continue;
    // City words before it, with at most one comma right before the state.
    let k = i - 1;
    const comma = k >= 0 && tokens[k]!.text === ',';
    if (comma) k--;
    // Without its comma a lower-case code that is also a word ('helena mt') is a place only
    // as the end of a route from a place just before it ('fargo nd to helena mt —').
    const routeEnd = !comma && state.needsComma;
    if (routeEnd && (found.length === 0 || tokens[i + state.count]?.word)) continue;
    const words: Token[] = [];
    while (k >= 0 && words.length < 4) {
      const t = tokens[k]!;
      if (!t.word) break;
      const next = words[0] ?? tokens[i]!;
      // Words must be separated by spaces only.
      if (words.length > 0 && !/^ +$/.test(text.slice(t.end, next.start))) break;
      if (
        words.length === 0 &&
        tokens[k + 1]?.text !== ',' &&
        !/^ +$/.test(text.slice(t.end, tokens[i]!.start))
      ) {
        break;
      }
      const lower = t.text.toLowerCase();
      if (NOT_CITY.has(lower) || NOT_CITY.has(lower.replace(/\.$/, ''))) break;
      if (t.text.length < 2) break;
      // A capitalized state code is a boundary ('Dallas, TX Atlanta, GA').
      if (/^[A-Z]{2}$/.test(t.text) && t.text in REGIONS) break;
      if (state.capitalized && !/^[A-Z]/.test(t.text)) break;
      // 'GCT Savannah GA', 'BNSF Elwood': a terminal's or railroad's code before a city written
      // in mixed case is no part of it.
      if (
        words.length > 0 &&
        /^[A-Z]{2,5}$/.test(t.text) &&
        words.every((w) => /[a-z]/.test(w.text))
      )
        break;
      words.unshift(t);
      k--;
    }
    if (words.length === 0) continue;
    if (routeEnd && !/^\s*(?:to|->|>|-)\s*$/i.test(text.slice(found.at(-1)!.end, words[0]!.start)))
      continue;
    // 'ft. worth' is written 'Fort Worth'; 'Saint Louis' (as speech is transcribed) 'St. Louis'.
    const city = cityCase(text.slice(words[0]!.start, words.at(-1)!.end).replace(/\s+/g, ' '))
      .replace(/^Ft\.?\s+/i, 'Fort ')
      .replace(/^Saint\s+/i, (m) => (CANADIAN.has(state.code) ? m : 'St. '));
    if (state.code === 'DC' && !/^washington$/i.test(city)) continue;
    const last = tokens[i + state.count - 1]!;
    found.push({
      cityState: `${city}, ${state.code}`,
      city,
      state: state.code,
      start: words[0]!.start,
      end: last.end,
    });
    consumedUntil = last.end;
    i += state.count - 1;
  }
  return found;
}
