/** Value readers: dates, times, money, phones, e-mails, addresses, as printed on broker sheets. */

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const pad = (n: number) => String(n).padStart(2, '0');
const year4 = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

export interface Token {
  kind: 'date' | 'time';
  /** MM/DD/YYYY for a date, HH:MM for a time. */
  value: string;
  index: number;
  end: number;
}

/** English, Spanish and French month names (cross-border forms print "07-dic-2026", "3 avr. 2027"). */
const MONTH_NAME =
  '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|dic|janv|f[ée]vr?|avr|mai|juin|juil|ao[uû]t|d[ée]c)[a-zéû]*\\.?';
const FOREIGN_MONTHS: Record<string, number> = {
  ene: 1,
  abr: 4,
  ago: 8,
  dic: 12,
  jan: 1,
  fev: 2,
  avr: 4,
  mai: 5,
  jui: 6,
  aou: 8,
  dec: 12,
};
/** After a day, a number said with its hour's word is the time, no year: "Dec 3, 10 AM". */
const NO_HOUR = String.raw`(?!\s*(?:[ap]\.?\s?m\b\.?|h\b|hrs?\b|o'clock))`;
const DATE_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string | null]> = [
  // Year first, by dashes, slashes or dots ("2026-12-01", "2026/12/01").
  [/\b(\d{4})([-/.])(\d{1,2})\2(\d{1,2})\b/g, (m) => mdY(+m[3]!, +m[4]!, +m[1]!)],
  [/\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, (m) => mdY(+m[1]!, +m[2]!, year4(m[3]!))],
  [/\b(\d{1,2})-(\d{1,2})-(\d{4})\b/g, (m) => mdY(+m[1]!, +m[2]!, +m[3]!)],
  // "Dec 2, 2026", "December 2nd, 2026", "DEC-02-2026", "Dec 2/26" (month, day, year by any
  // separator a date uses).
  [
    new RegExp(
      `\\b${MONTH_NAME}(?:\\s+|[-/.])(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+|[-/.])(\\d{4}|\\d{2})\\b(?![/:.]\\d)${NO_HOUR}`,
      'gi',
    ),
    (m) => mdY(month(m[1]!), +m[2]!, year4(m[3]!)),
  ],
  // "2-Dec-26", "2 Dec 2026", "2nd December 2026", "2 de diciembre de 2026", "03/DEC/2026",
  // "03.DEC.2026" (day, month, year by any separator a date uses).
  [
    new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?(?:[-\\s/.]|\\s+de\\s+)${MONTH_NAME}(?:[-\\s,/.]+|\\s+de\\s+)(\\d{4}|\\d{2})\\b(?![/:.]\\d)${NO_HOUR}`,
      'gi',
    ),
    (m) => mdY(month(m[2]!), +m[1]!, year4(m[3]!)),
  ],
  // "12.02.2026" (month first, as on US sheets).
  [/\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g, (m) => mdY(+m[1]!, +m[2]!, +m[3]!)],
  // "20261125" (EDI's CCYYMMDD), alone or before its time ("20261125 G 0800", a one-letter
  // time qualifier between): never inside a longer reference.
  [
    /(?<![\w-])(20\d{2})(\d{2})(\d{2})(?:(?:\s+[A-Z])?(?=\s+\d{4}\b)|(?=\s*$))/g,
    (m) => mdY(+m[2]!, +m[3]!, +m[1]!),
  ],
];

/**
 * Dates without a year take the document's. `year` may carry the document's month as a
 * fraction (`documentDate`: 2026 + 11/12 for December 2026): a month well before it is in the
 * next year ("Mon Jan 4" on a sheet dated 12/28/2026 is 01/04/2027).
 */
function yearless(year: number): Array<[RegExp, (m: RegExpExecArray) => string | null]> {
  const y = Math.floor(year);
  const refMonth = Math.round((year - y) * 12) + 1;
  const resolve = (m: number) => (refMonth - m > 6 ? y + 1 : y);
  // (A time right after the day is no year: "Jan 4 08:00", "Jan 4 0800".)
  return [
    [/(?<![\d/.:-])(\d{1,2})\/(\d{1,2})(?![\d/])/g, (m) => mdY(+m[1]!, +m[2]!, resolve(+m[1]!))],
    [
      new RegExp(
        `\\b${MONTH_NAME}\\s+(\\d{1,2})\\b(?!,?\\s+(?:(?:19|20)\\d{2}|\\d{2})(?![\\d:])${NO_HOUR})`,
        'gi',
      ),
      (m) => mdY(month(m[1]!), +m[2]!, resolve(month(m[1]!))),
    ],
  ];
}

/** A document's year with the month of its own date as a fraction (see yearless). */
export function decimalYear(year: number, month: number): number {
  return year + (Math.min(12, Math.max(1, month)) - 1) / 12;
}

function month(name: string): number {
  const n = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (n.startsWith('juil')) return 7;
  const en = MONTHS.indexOf(n.slice(0, 3) as (typeof MONTHS)[number]) + 1;
  return en > 0 ? en : (FOREIGN_MONTHS[n.slice(0, 3)] ?? 0);
}
function mdY(m: number, d: number, y: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 2000 || y > 2100) return null;
  return `${pad(m)}/${pad(d)}/${y}`;
}

/** Dates and times of a schedule text, in order. 4-digit times (0800) only after a date or in a range. */
export function scheduleTokens(text: string, year?: number): Token[] {
  const tokens: Token[] = [];
  const taken: Array<[number, number]> = [];
  const free = (a: number, b: number) => taken.every(([x, y]) => b <= x || a >= y);
  // Dates without a year ("11/26", "Nov 26") take the document's year, when it has one.
  const patterns = year === undefined ? DATE_PATTERNS : [...DATE_PATTERNS, ...yearless(year)];
  for (const [re, fn] of patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const value = fn(m);
      if (!value || !free(m.index, m.index + m[0].length)) continue;
      tokens.push({ kind: 'date', value, index: m.index, end: m.index + m[0].length });
      taken.push([m.index, m.index + m[0].length]);
    }
  }
  // "08:00", "8:00 AM", "8:00a", "14:00 hrs".
  const timeRe = /\b(\d{1,2}):(\d{2})(?:\s*(hrs?|[ap]\.?m\.?|[ap]\b))?(?![\d/])/gi;
  for (let m = timeRe.exec(text); m; m = timeRe.exec(text)) {
    if (!free(m.index, m.index + m[0].length)) continue;
    const value = hhmm(+m[1]!, +m[2]!, m[3]);
    if (!value) continue;
    tokens.push({ kind: 'time', value, index: m.index, end: m.index + m[0].length });
    taken.push([m.index, m.index + m[0].length]);
  }
  // French hours: "9 h 30", "17h00", "de 6 h à 11 h" (an hour alone only in a range).
  const frRe = /(?<![\d:.,/$])\b(\d{1,2})\s?h\s?(\d{2})?(?![\d:])(?!\s*(?:rs?|ours?)\b)/gi;
  for (let m = frRe.exec(text); m; m = frRe.exec(text)) {
    if (!free(m.index, m.index + m[0].length)) continue;
    const before = text.slice(Math.max(0, m.index - 8), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 4);
    if (
      m[2] === undefined &&
      !/(?:^|\s)(?:de|à|a|entre|et|dès|avant|après|from|to)\s*$/i.test(before) &&
      !/^\s*(?:à|-|–)/.test(after)
    )
      continue;
    const value = hhmm(+m[1]!, +(m[2] ?? 0), undefined);
    if (!value) continue;
    tokens.push({ kind: 'time', value, index: m.index, end: m.index + m[0].length });
    taken.push([m.index, m.index + m[0].length]);
  }
  // "8 AM", "2pm", "11 a.m.": an hour without minutes.
  const hourRe = /(?<![\d:.,/$])\b(\d{1,2})\s*([ap])\.?\s?m\b\.?/gi;
  for (let m = hourRe.exec(text); m; m = hourRe.exec(text)) {
    if (!free(m.index, m.index + m[0].length)) continue;
    const value = hhmm(+m[1]!, 0, `${m[2]}m`);
    if (!value || +m[1]! > 12) continue;
    tokens.push({ kind: 'time', value, index: m.index, end: m.index + m[0].length });
    taken.push([m.index, m.index + m[0].length]);
  }
  // "noon", "midday": 12:00 said in words ("9 AM – noon").
  const noonRe = /\b(?:noon|midday|12\s*noon)\b/gi;
  for (let m = noonRe.exec(text); m; m = noonRe.exec(text)) {
    if (!free(m.index, m.index + m[0].length)) continue;
    tokens.push({ kind: 'time', value: '12:00', index: m.index, end: m.index + m[0].length });
    taken.push([m.index, m.index + m[0].length]);
  }
  // (A comma after it ends a clause, "between 1100 and 1400, first come": not "1400,50".)
  const milRe = /(?<![\d:/.,])(\d{2})(\d{2})(?:\s*hrs?)?(?![\d:/]|,\d)/g;
  for (let m = milRe.exec(text); m; m = milRe.exec(text)) {
    if (!free(m.index, m.index + m[0].length)) continue;
    const value = hhmm(+m[1]!, +m[2]!, undefined);
    if (!value) continue;
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    const lastTok = tokens.filter((t) => t.end <= m!.index).sort((a, b) => b.end - a.end)[0];
    // "11/26/2026 0800", "… @ 0800", "Date 11/26/2026 Time 0800".
    const nearDate =
      lastTok &&
      /^[\s,@—–-]*(?:(?:at|time|appt|from|by|between|before|after|until|earliest|latest|(?:not?\s+)?(?:before|after|later\s+than))\b[\s:]*)?$/i.test(
        text.slice(lastTok.end, m.index),
      );
    // "0800-1400", "0800 to 1400", "between 0800 and 1400".
    const RANGE = String.raw`\s*(?:[-–—]|to|and|until|till|thru|through)\s*`;
    const inRange =
      new RegExp(`^${RANGE}\\d{4}\\b`, 'i').test(after) ||
      new RegExp(`\\d{4}${RANGE}$`, 'i').test(before);
    // "between 0500 on Wednesday …", "by 1000": a time word just before.
    const timeWord =
      /\b(?:between|from|after|before|until|till|at|by|than|open(?:s)?|close(?:s)?|appt|appointment|arrive|arrival|eta)\s*:?\s*$/i.test(
        before,
      );
    // "1200 (appt)", "0800 FCFS": a time said to be an appointment's or a window's.
    const kindAfter = /^\s*\(?\s*(?:appt|appointment|fcfs)\b/i.test(after);
    if (!nearDate && !inRange && !timeWord && !kindAfter) continue;
    tokens.push({ kind: 'time', value, index: m.index, end: m.index + m[0].length });
    taken.push([m.index, m.index + m[0].length]);
  }
  return tokens.sort((a, b) => a.index - b.index);
}

function hhmm(h: number, m: number, suffix: string | undefined): string | null {
  const s = suffix
    ?.toLowerCase()
    .replace(/\./g, '')
    .replace(/^([ap])$/, '$1m');
  if (s === 'pm' && h < 12) h += 12;
  if (s === 'am' && h === 12) h = 0;
  if (h > 23 || m > 59) return null;
  return `${pad(h)}:${pad(m)}`;
}

export interface Schedule {
  type: 'APPT' | 'FCFS';
  date: string;
  hours: string | null;
  minutes: string | null;
  endDate?: string;
  endHours?: string;
  endMinutes?: string;
}

/** An appointment (one time) or a window (two times, or labelled FCFS / open window). */
export function readSchedule(text: string, year?: number): Schedule | null {
  const tokens = scheduleTokens(text, year);
  const firstDate = tokens.find((t) => t.kind === 'date');
  if (!firstDate) return null;
  const times = tokens.filter((t) => t.kind === 'time');
  const [t1, t2] = times;
  const [h, m] = t1 ? t1.value.split(':') : [null, null];
  if (t1 && t2) {
    const dates = tokens.filter((t) => t.kind === 'date');
    const datesBefore2 = dates.filter((t) => t.index < t2.index);
    // (Both times may come before any date: "previous appointment 07:00 … 11/26/2026 09:00".)
    const lastBefore2 = datesBefore2.at(-1);
    let endDate = lastBefore2 && lastBefore2.index > t1.index ? lastBefore2.value : undefined;
    let start = dates.filter((t) => t.index < t1.index).at(-1) ?? firstDate;
    // Each time with its date after it: "0500 on Wed, Dec 2 and 1000 on Thu, Dec 3", "Close:
    // 0700 (Tue 12/08/2026)".
    const after2 = dates.find((d) => d.index > t2.index);
    const dateAfter = (t: Token, d: Token | undefined) =>
      d !== undefined &&
      /^[\s,(]*(?:on\s+)?(?:[A-Za-z]{2,9}\.?,?\s*)?$/.test(text.slice(t.end, d.index));
    // "12/08/26 - 12/09/26 1100-1000": a range of days, then the hours (a window across
    // midnight written in two columns): the first day is the start's, the second the end's.
    const beforeT1 = dates.filter((t) => t.index < t1.index);
    const d1 = beforeT1.at(-2);
    const d2 = beforeT1.at(-1);
    if (
      d1 &&
      d2 &&
      endDate === undefined &&
      /^\s*(?:[-–—]|to|thru|through|until)\s*$/i.test(text.slice(d1.end, d2.index))
    ) {
      start = d1;
      endDate = d2.value;
    }
    if (firstDate.index > t1.index) {
      start = firstDate;
      endDate = dateAfter(t2, after2) ? after2!.value : undefined;
    } else if (endDate === undefined && dateAfter(t2, after2)) {
      endDate = after2!.value;
    }
    const [eh, em] = t2.value.split(':');
    return {
      type: 'FCFS',
      date: start.value,
      hours: h!,
      minutes: m!,
      endDate: endDate ?? start.value,
      endHours: eh!,
      endMinutes: em!,
    };
  }
  return { type: 'APPT', date: firstDate.value, hours: h ?? null, minutes: m ?? null };
}

export function readMoney(text: string): number | null {
  const m =
    /\$\s*(-?[\d,]+(?:\.\d{1,4})?)|(?<![\w.])(-?\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2})(?![\d%])/.exec(
      text,
    );
  if (!m) return null;
  const n = Number((m[1] ?? m[2])!.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Every amount in a text with its position (for "last amount on the line"). */
export function moneyAll(text: string): number[] {
  const out: number[] = [];
  const re =
    /(?:\$|\bUSD)\s*(-?[\d,]+(?:\.\d{1,4})?)|(?<![\w.$])(-?\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2})(?![\d%])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const n = Number((m[1] ?? m[2])!.replace(/,/g, ''));
    if (Number.isFinite(n)) out.push(n);
  }
  return out;
}

export const PHONE_RE =
  /(?<![\d])(?:\+?1[\s.-]?)?(?:\((\d{3})\)\s?|(\d{3})[\s.-]?)(\d{3})[\s.-]?(\d{4})(?![\d])/;

/** A phone as printed (first match), its 10 digits normalised to (XXX) XXX-XXXX. */
export function readPhone(text: string): string | null {
  const m = PHONE_RE.exec(text);
  if (!m) return null;
  return `(${m[1] ?? m[2]}) ${m[3]}-${m[4]}`;
}

export const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

export function readEmail(text: string): string | null {
  return EMAIL_RE.exec(text)?.[0] ?? null;
}

export const CITY_RE = /([A-Za-z][A-Za-z .'-]*?),?\s+([A-Z]{2})\.?,?\s+(\d{5})(?:-\d{4})?\b/;

/** Words that end a street's name ("Main St", "Gateway Blvd", "Old Mill Rd"). */
const STREET_END = String.raw`(?:st|street|rd|road|ave?|avenue|blvd|boulevard|pkwy|parkway|ln|lane|dr|drive|ct|court|way|fwy|freeway|pl|place|cir|circle|ter|terrace|trl|trail|pike|expy|expressway|loop|tpke|turnpike|plz|plaza|sq|square|hwy|highway)\.?`;
/** A numbered road ("Hwy 287", "Route 9", "County Road 12", "I-80"). */
const NUMBERED_ROAD = String.raw`(?:hwy|highway|route|rte|sr|us|county\s+road|cr|fm|i-?)\s*\d{1,4}[A-Za-z]?`;
const DIRECTION = String.raw`(?:[NSEW]|NE|NW|SE|SW|North|South|East|West)\.?`;
const UNIT = String.raw`(?:#\s*[\w-]+|(?:ste|suite|unit|apt|bldg|building|dock|door|fl|floor)\.?\s*#?\s*[\w-]+)`;
const STREET_THEN_CITY = new RegExp(
  String.raw`^(.*?\b(?:${NUMBERED_ROAD}|${STREET_END})(?:\s+${DIRECTION})?(?:\s*,?\s*${UNIT})?)\s*,?\s+([A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,3})$`,
  'i',
);

/**
 * An address written without a comma between the street and the city ("Trade Center Pkwy
 * Allentown", "Hwy 287 N #12 Kent"): the street ends at its last road word (with a direction
 * and a suite after it), the city is the capitalised words after that. Null when no road word
 * stands between them.
 */
export function splitStreetCity(text: string): { street: string; city: string } | null {
  const m = STREET_THEN_CITY.exec(text.trim());
  if (!m || !/[A-Za-z]/.test(m[1]!)) return null;
  // The city starts with a capital; a road word right before it ends the street.
  if (!/^[A-Z]/.test(m[2]!)) return null;
  return { street: m[1]!.replace(/[,\s]+$/, ''), city: m[2]! };
}

/**
 * A facility's name run on into its street ("Granite State Paper 11929 N Main St", "Acme DC
 * 6012 7141 Enterprise Ct"): split at the first number followed by a word (the house number).
 */
export function splitNameStreet(text: string): { name: string; street: string } | null {
  const m =
    /^(.*?[A-Za-z].*?)\s+(\d{1,6}[A-Za-z]?\s+(?:[NSEW]\.?\s+)?(?:[A-Za-z]{2}|\d{1,4}(?:st|nd|rd|th)\b).*)$/.exec(
      text.trim(),
    );
  if (!m) return null;
  return { name: m[1]!.replace(/[,\s\-–—]+$/, ''), street: m[2]! };
}

/**
 * A weight in pounds: "42,000 lbs", "42000", "40,000#"; "40K lbs" in thousands; kilograms
 * ("18,000 kg", "18 000 kgs") turned into pounds.
 */
export function readWeight(text: string): number | null {
  const k = /\b(\d{1,3}(?:\.\d)?)\s*k\s*(?:lbs?|pounds|#)(?![a-z])/i.exec(text);
  if (k) return Math.round(Number(k[1]) * 1000);
  // In tons only ("21.5 tons", "20.29 NT" net tons, "19.5 tonnes"): short tons of 2,000 lb,
  // metric ones of 2,204.62 lb. (With pounds beside them, the pounds below.)
  const tons =
    /\b(\d{1,2}(?:\.\d{1,3})?)\s*(?:(?:short|net|gross)\s+)?(tons?|nt|tonnes?|metric\s+tons?|mt)\b/i.exec(
      text,
    );
  if (tons && !/\d\s*(?:lbs?|pounds|#|kgs?)(?![a-z])/i.test(text)) {
    const metric = /tonne|metric|^mt$/i.test(tons[2]!);
    return Math.round(Number(tons[1]) * (metric ? 2204.62 : 2000));
  }
  const m = /(\d{1,3}(?:,\d{3})+|\d{3,6})(?:\.\d+)?/.exec(text);
  if (!m) return null;
  // Both units given ("12,599 kg (27,775 lb)", "27,775 lb / 12,599 kg"): the pounds as
  // printed, not a conversion one pound off.
  const pounds = /(\d{1,3}(?:,\d{3})+|\d{3,6})(?:\.\d+)?\s*(?:lbs?|pounds|#)(?![a-z])/i.exec(text);
  if (pounds) return Number(pounds[1]!.replace(/,/g, ''));
  const n = Number(m[1]!.replace(/,/g, ''));
  const unit = text.slice(m.index + m[0].length);
  return /^\s*(?:kgs?|kilo(?:gram)?s?)\b/i.test(unit) ? Math.round(n * 2.20462) : n;
}

export interface Equipment {
  equipment_type: 'reefer' | 'van' | null;
  length: number | null;
  temperature: number | null;
  temperature_control: 'continuous' | 'start_stop' | null;
}

export function readEquipment(text: string): Equipment {
  const t = text.toLowerCase();
  // Load-board codes before the length too: "R 53 ft" (reefer), "V 53 ft" (van).
  const reefer = /reefer|refrig|\b(53|48)\s*'?\s*r\b|\brf\b|temp|^\s*r\s+(?:53|48)\b/.test(t);
  const van = /\bvan\b|dry|\b(53|48)\s*'?\s*v\b|\bdv\b|^\s*v\s+(?:53|48)\b/.test(t);
  const length = /\b(53|48)(?=\s*(?:'|’|ft|feet|foot|-?\s*foot|[rv]\b|\s))/i.exec(text)?.[1];
  return {
    equipment_type: reefer ? 'reefer' : van ? 'van' : null,
    length: length ? Number(length) : null,
    ...readTemperature(text),
  };
}

export function readTemperature(
  text: string,
): Pick<Equipment, 'temperature' | 'temperature_control'> {
  // "34F", "-10 °F", "34 degrees"; a range ("33-36 F") is set at its first value. A minus
  // right after a digit is a range's dash, not a sign.
  const m =
    /(?<![\d.])(-?\d{1,2})\s*(?:°|º)?\s*(?:-|–|to)\s*-?\d{1,2}\s*(?:°|º|deg(?:rees)?)?\s*F\b/i.exec(
      text,
    ) ?? /(?<![\d.])(-?\d{1,2})\s*(?:(?:°|º|deg(?:rees)?)\s*F?\b|F\b)/i.exec(text);
  const t = text.toLowerCase();
  // Celsius only ("-18 °C", "3.3 deg C"): converted; with Fahrenheit beside it, that is read.
  const celsius =
    /(?<![\d.])(-?\d{1,2}(?:\.\d+)?)\s*(?:(?:°|º|deg(?:rees)?)\s*C\b|(?:°|º|deg(?:rees)?\s*)?celsius)/i.exec(
      text,
    );
  const fahrenheit = /(?<![\d.])(-?\d{1,3})\s*(?:°|º|deg(?:rees)?)?\s*(?:F\b|fahrenheit)/i.exec(
    text,
  );
  let temperature = m ? Number(m[1]) : null;
  if (celsius && fahrenheit) temperature = Number(fahrenheit[1]);
  else if (celsius) temperature = Math.round((Number(celsius[1]) * 9) / 5 + 32) || 0;
  // Among several temperatures ("Return air 36 °F · Set 34 °F", "pulp 28-32 °F, set point
  // 30 °F"), the one the unit is set to.
  const set =
    /\bset(?:\s*point|\s*at|\s*to|\s*temp(?:erature)?)?\s*[:=]?\s*(-?\d{1,2})\s*(?:°|º|deg(?:rees)?)?\s*F\b/i.exec(
      text,
    );
  if (set) temperature = Number(set[1]);
  const control = /cycl|start\s*[/-]?\s*stop|sentry|\bs\/s\b/.test(t)
    ? 'start_stop'
    : /\bcont/.test(t)
      ? 'continuous'
      : null;
  return { temperature, temperature_control: temperature !== null ? control : null };
}
