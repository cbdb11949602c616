import { createRequire } from 'node:module';
import type * as Chrono from 'chrono-node';

let chronoModule: typeof Chrono | undefined;
/** chrono-node (0.3 s and about 15 MiB to load) on the first posting that needs it, not at start. */
const chrono = (): typeof Chrono => {
  chronoModule ??= createRequire(import.meta.url)('chrono-node') as typeof Chrono;
  return chronoModule;
};

/**
 * Dates, times and appointment words in a piece of text, as positioned "facts" the stop builder
 * hands to the stop they belong to. Dates without a year take the year that puts them closest to
 * `now`; weekdays and 'tomorrow' count from `now`'s calendar day.
 */

export type Fact =
  | {
      kind: 'date';
      start: number;
      end: number;
      date: string;
      explicit: boolean;
      /** Read from a weekday alone ('deliver tuesday'): the next such day from `now`. */
      weekday?: boolean;
    }
  | { kind: 'sameDay'; start: number; end: number }
  /** 'deliver the next morning', 'next-day delivery': the day after the stop before. */
  | { kind: 'nextDay'; start: number; end: number }
  | { kind: 'time'; start: number; end: number; time: string; deadline: boolean }
  | { kind: 'window'; start: number; end: number; from: string; to: string }
  | { kind: 'fcfs'; start: number; end: number }
  | { kind: 'appt'; start: number; end: number };

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const WEEKDAYS: Array<[RegExp, number]> = [
  [/^sun/i, 0],
  [/^mon/i, 1],
  [/^tue/i, 2],
  [/^wed/i, 3],
  [/^thu/i, 4],
  [/^fri/i, 5],
  [/^sat/i, 6],
];

/**
 * A holiday named in a posting, with 'the <weekday> after' or 'the day after' before it. Only the
 * freight calendar's: Thanksgiving (the fourth Thursday of November), Black Friday, Cyber Monday,
 * Christmas Eve and Day, New Year's Eve and Day.
 */
const HOLIDAY =
  /\b(?:(?:the\s+)?(?<after>day|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\s+after\s+)?(?<name>thanksgiving|black\s+friday|cyber\s+monday|christmas\s+eve|christmas(?:\s+day)?|xmas|new\s+year'?s\s+eve|new\s+year'?s(?:\s+day)?)\b/gi;

const HOLIDAY_NOUN =
  /^\s+(?:week|weekend|season|trees?|rush|holidays?|volume|surge|peak|party|sales?|freight|decor|decorations|lights|shopping|hours|schedule)\b/i;

function plusDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The holiday's next date (this year's, or next year's once it is more than a week past). */
function holiday(name: string, now: Date): string | null {
  const n = name.toLowerCase().replace(/\s+/g, ' ');
  const dateIn = (y: number): string => {
    if (n.startsWith('thanksgiving') || n === 'black friday' || n === 'cyber monday') {
      const first = new Date(Date.UTC(y, 10, 1)).getUTCDay();
      const thursday = 1 + ((4 - first + 7) % 7) + 21;
      const offset = n === 'black friday' ? 1 : n === 'cyber monday' ? 4 : 0;
      return plusDaysIso(`${y}-11-${pad(thursday)}`, offset);
    }
    if (n === 'christmas eve') return `${y}-12-24`;
    if (n.startsWith('christmas') || n === 'xmas') return `${y}-12-25`;
    if (n.endsWith('eve')) return `${y}-12-31`;
    return `${y + 1}-01-01`;
  };
  const t = today(now);
  const todayIso = `${t.y}-${pad(t.m)}-${pad(t.d)}`;
  const thisYear = dateIn(t.y);
  return plusDaysIso(thisYear, 7) < todayIso ? dateIn(t.y + 1) : thisYear;
}

export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function ymd(y: number, m: number, d: number): string | null {
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** The calendar day of `now` (local time of the service). */
function today(now: Date): { y: number; m: number; d: number } {
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

function addDays(now: Date, days: number): string {
  const t = today(now);
  const dt = new Date(Date.UTC(t.y, t.m - 1, t.d + days));
  return `${dt.getUTCFullYear()}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
}

/** Month/day without a year: the year that puts the date closest to now. */
function closestYear(now: Date, m: number, d: number): string | null {
  const t = today(now);
  const base = Date.UTC(t.y, t.m - 1, t.d);
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const y of [t.y - 1, t.y, t.y + 1]) {
    const date = ymd(y, m, d);
    if (!date) continue;
    const distance = Math.abs(Date.UTC(y, m - 1, d) - base);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = date;
    }
  }
  return best;
}

function fullYear(y: string | undefined, now: Date): number | null {
  if (!y) return null;
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n >= 2000 && n <= today(now).y + 5 ? n : null;
}

function resolve(now: Date, m: number, d: number, y: string | undefined): string | null {
  const year = fullYear(y, now);
  if (y && year === null) return null;
  return year === null ? closestYear(now, m, d) : ymd(year, m, d);
}

function mask(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

const IDENTIFIER = /^[A-Z0-9]+(?:-[A-Z0-9]+)+$/;
/** '7A-11A', '10P-6A', '5AM-9AM': a window written in capitals, not an identifier. */
const CAPS_WINDOW = /^(?:1[0-2]|0?[1-9])(?:[AP]M?)?-(?:1[0-2]|0?[1-9])[AP]M?$/;

/** Phone numbers and identifiers hidden before looking for dates and times. */
/** After a capitalized word: more capitalized words, then a company word. */
const IN_COMPANY_NAME =
  /^(?:\s+[A-Z][a-z]+){0,2}\s+(?:Logistics|Freight|Transport|Transportation|Trucking|Brokerage|Express|Lines|Carriers|Services|Solutions|Partners|Group|Inc|LLC|Co|Cartage|Hauling|Haulers|Shipping|Distribution|Supply)\b/;

function hideNumbers(text: string): string {
  return (
    text
      .replace(/(?:\+?1[\s.-]?)?\(?\b[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g, (m) =>
        ' '.repeat(m.length),
      )
      // Identifiers such as 'PO-12A-9': whole runs of letters, digits and dashes are taken in one
      // linear pass and tested on their own (lookaheads over the run here cost quadratic time).
      .replace(/[A-Za-z0-9-]+/g, (run) => {
        const id = run.replace(/^-+|-+$/g, '');
        if (!IDENTIFIER.test(id) || !/\d/.test(id) || !/[A-Z]/.test(id) || CAPS_WINDOW.test(id))
          return run;
        const start = run.indexOf(id);
        return run.slice(0, start) + ' '.repeat(id.length) + run.slice(start + id.length);
      })
      .replace(/\b\d{1,3}-\d{4,}\b/g, (m) => ' '.repeat(m.length))
      .replace(/\$\s?\d[\d,.]*/g, (m) => ' '.repeat(m.length))
      // A street address ('1200 W 41st St', '88 Industrial Dr'): no day or time.
      .replace(
        /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]+)(?:\s+[A-Z][a-z]+){0,2}\s+(?:St|Street|Ave|Avenue|Dr|Drive|Rd|Road|Blvd|Boulevard|Ln|Lane|Pkwy|Parkway|Hwy|Highway|Way|Ct|Court|Pl|Place)\b\.?/g,
        (m) => ' '.repeat(m.length),
      )
      // When the posting itself was changed or sent ('(updated 6:12 AM)', '(posted 11/20 5:40)'):
      // no appointment.
      .replace(
        /\((?:last\s+)?(?:updated|posted|edited|sent|refreshed|re-?posted|as\s+of)\b[^)\n]{0,30}\)/gi,
        (m) => ' '.repeat(m.length),
      )
  );
}

interface TimeToken {
  start: number;
  end: number;
  h: number;
  m: number;
  /** 'a' / 'p' when written; null for 24-hour or bare hours. */
  meridiem: 'a' | 'p' | null;
  /** A bare hour ('at 9', 'between 8 and'): its half of the day is guessed. */
  bare: boolean;
}

function to24(t: TimeToken): string {
  let h = t.h;
  if (t.meridiem === 'a') h = h === 12 ? 0 : h;
  else if (t.meridiem === 'p') h = h === 12 ? 12 : h + 12;
  else if (t.bare) h = h >= 1 && h <= 5 ? h + 12 : h;
  return `${pad(h)}:${pad(t.m)}`;
}

const UNIT_AFTER =
  /^\s*(?:mi\b|miles?\b|hrs?\b|hours?\b|stops?\b|pallets?\b|skids?\b|degrees?\b|°|lbs?\b|k\b|%|percent\b|ft\b|'|foot\b|feet\b|tons?\b|days?\b|loads?\b|trucks?\b|drops?\b|picks?\b|x\b|\/)/i;

function findTimes(text: string, context: string): TimeToken[] {
  const tokens: TimeToken[] = [];
  let work = text;
  const take = (re: RegExp, build: (m: RegExpExecArray) => TimeToken | null) => {
    for (const m of work.matchAll(re)) {
      const token = build(m as RegExpExecArray);
      if (!token) continue;
      tokens.push(token);
      // The whole match (both ends of a range) is taken.
      work = mask(work, Math.min(token.start, m.index), Math.max(token.end, m.index + m[0].length));
    }
  };
  // 8-11am, 8-2pm: the first hour takes the second's half of the day when that keeps it earlier.
  take(/(?<![\d:.$/-])(1[0-2]|0?[1-9])\s*-\s*(1[0-2]|0?[1-9])\s*([ap])\.?m?\.?(?![a-z])/gi, (m) => {
    const meridiem = m[3]!.toLowerCase() as 'a' | 'p';
    const h1 = Number(m[1]);
    const h2 = Number(m[2]);
    const firstMeridiem = meridiem === 'p' && h1 !== 12 && h1 > h2 ? 'a' : meridiem;
    tokens.push({
      start: m.index,
      end: m.index + m[1]!.length,
      h: h1,
      m: 0,
      meridiem: firstMeridiem,
      bare: false,
    });
    return {
      start: m.index + m[0].length - (m[0].length - m[0].lastIndexOf(m[2]!)),
      end: m.index + m[0].length,
      h: h2,
      m: 0,
      meridiem,
      bare: false,
    };
  });
  // 8:30 pm, 8am, 8 a.m., 8a, 2p
  take(/(?<![\d:.])(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])\.?m\.?(?![a-z])/gi, (m) => ({
    start: m.index,
    end: m.index + m[0].length,
    h: Number(m[1]),
    m: Number(m[2] ?? 0),
    meridiem: m[3]!.toLowerCase() as 'a' | 'p',
    bare: false,
  }));
  take(/(?<![\d:.])(1[0-2]|0?[1-9])(?::([0-5]\d))?([ap])(?![a-z])/gi, (m) => ({
    start: m.index,
    end: m.index + m[0].length,
    h: Number(m[1]),
    m: Number(m[2] ?? 0),
    meridiem: m[3]!.toLowerCase() as 'a' | 'p',
    bare: false,
  }));
  // noon, midnight
  take(/\b(noon|midday|midnight)\b/gi, (m) => ({
    start: m.index,
    end: m.index + m[0].length,
    h: /midnight/i.test(m[1]!) ? 0 : 12,
    m: 0,
    meridiem: null,
    bare: false,
  }));
  // 7 in the morning, 3 in the afternoon
  take(
    /\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s+in\s+the\s+(morning|afternoon|evening)\b|\b(1[0-2]|0?[1-9])\s+at\s+night\b/gi,
    (m) => ({
      start: m.index,
      end: m.index + m[0].length,
      h: Number(m[1] ?? m[4]),
      m: Number(m[2] ?? 0),
      meridiem: /morning/i.test(m[3] ?? '') ? 'a' : 'p',
      bare: false,
    }),
  );
  // 14:00, 8:30
  take(/(?<![\d:.$])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])(?:\s*(?:hrs|h)\b)?/g, (m) => ({
    start: m.index,
    end: m.index + m[0].length,
    h: Number(m[1]),
    m: Number(m[2]),
    meridiem: null,
    bare: false,
  }));
  // 0800-1400, 0700 to 1100 (military ranges)
  take(
    /(?<![\d,.$#/:-])([01]\d|2[0-3])([0-5]\d)\s*(?:-|\s(?:to|thru|till|until)\s)\s*([01]\d|2[0-3])([0-5]\d)(?![\d%:]|[,.]\d)/gi,
    (m) => {
      // Joined by a word ('0700 TO 1100'), two four-digit numbers are hours only beside a date
      // or a stop's word ('around 2000 to 2200' is money).
      if (/\d\s+[a-z]/i.test(m[0])) {
        const before = context.slice(Math.max(0, m.index - 24), m.index);
        if (
          !/(?:\d{1,2}\/\d{1,2}|\b(?:pu|p\/u|pick\s*up|pickup|del|delivery|deliver|drop|appt|fcfs|hours|window|open|ready|from|between|btwn|mon|tue|wed|thu|fri|sat|sun)[a-z]*)[\s:.,@-]*$/i.test(
            before,
          )
        )
          return null;
      }
      const first: TimeToken = {
        start: m.index,
        end: m.index + 4,
        h: Number(m[1]),
        m: Number(m[2]),
        meridiem: null,
        bare: false,
      };
      tokens.push(first);
      return {
        start: m.index + m[0].length - 4,
        end: m.index + m[0].length,
        h: Number(m[3]),
        m: Number(m[4]),
        meridiem: null,
        bare: false,
      };
    },
  );
  // 0800 after a date ('11/24', 'Nov 24', '24 Nov') or before an appointment word
  take(/(?<![\d,.$#/:-])([01]\d|2[0-3])([0-5]\d)(?![\d%:]|[,.]\d)/g, (m) => {
    const before = context.slice(Math.max(0, m.index - 16), m.index);
    const after = context.slice(m.index + 4, m.index + 20);
    const cue =
      /(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}-\d\d-\d\d|\b20\d{6}|\(?\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?\)?|\bappt|\bappointment|@|\bat|\bby|\bbefore|\bafter|\bfcfs|\bopen|\bhours|\btime|\bwindow|\bearly|\blate|\b[a-z]{3}\s+\d{1,2}|\b\d{1,2}[\s-](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|tmrw|today|tomorrow|same\s+day)\s*[-:]?\s*$/i.test(
        before,
      ) || /^\s*(?:appt|appointment|hrs|local|cst|est|pst|mst|ct|et|pt)\b/i.test(after);
    if (!cue) return null;
    return {
      start: m.index,
      end: m.index + 4,
      h: Number(m[1]),
      m: Number(m[2]),
      meridiem: null,
      bare: false,
    };
  });
  // 'FCFS 7-3', 'pu 9-1 fcfs', 'btwn 8-12': two bare hours joined by a dash next to a window
  // word are a window, its end after its start (8-4 → 08:00-16:00).
  // 'FCFS 8 to 2', 'pu 7 till 11' (as said aloud) too.
  take(
    /(?<![\d/.,$:-])(1[0-2]|0?[1-9])\s*(?:-|\s(?:to|till?|until|thru)\s)\s*(1[0-2]|0?[1-9])(?![\d/.:,]\d|\d)/gi,
    (m) => {
      const before = context.slice(Math.max(0, m.index - 14), m.index);
      const after = text.slice(m.index + m[0].length);
      if (UNIT_AFTER.test(after) || /^\s*(?:am|pm|a|p)\b/i.test(after)) return null;
      const cue =
        /\b(?:fcfs|pu|p\/u|pick\s*up|pickup|picks|loads?|del|deliver[sy]?|drops?|btwn|between|window|hours|open|appt)\s*[:@]?\s*(?:\d{1,2}\/\d{1,2}\s*)?$/i.test(
          before,
        ) || /^\s*(?:fcfs|window)\b/i.test(after);
      if (!cue) return null;
      const from = Number(m[1]);
      const to = Number(m[2]);
      const fromMeridiem = from >= 6 && from !== 12 ? 'a' : 'p';
      const toMeridiem = to === 12 ? 'p' : fromMeridiem === 'a' && to > from ? 'a' : 'p';
      const first: TimeToken = {
        start: m.index,
        end: m.index + m[1]!.length,
        h: from,
        m: 0,
        meridiem: fromMeridiem,
        bare: false,
      };
      tokens.push(first);
      return {
        start: m.index + m[0].length - m[2]!.length,
        end: m.index + m[0].length,
        h: to,
        m: 0,
        meridiem: toMeridiem,
        bare: false,
      };
    },
  );
  // between 8 and 2, at 9
  take(/\bbetween\s+(1[0-2]|0?[1-9])(?=\s+and\s)/gi, (m) => ({
    start: m.index + m[0].length - m[1]!.length,
    end: m.index + m[0].length,
    h: Number(m[1]),
    m: 0,
    meridiem: null,
    bare: true,
  }));
  take(/(?<=\band\s+)(1[0-2]|0?[1-9])\b/gi, (m) => {
    if (!/between\s+\S+\s+and\s+$/i.test(text.slice(Math.max(0, m.index - 30), m.index)))
      return null;
    if (UNIT_AFTER.test(text.slice(m.index + m[0].length))) return null;
    return {
      start: m.index,
      end: m.index + m[0].length,
      h: Number(m[1]),
      m: 0,
      meridiem: null,
      bare: true,
    };
  });
  take(/\b(?:at|@)\s+(1[0-2]|0?[1-9])\b(?![:.\d/])/gi, (m) => {
    if (UNIT_AFTER.test(text.slice(m.index + m[0].length))) return null;
    return {
      start: m.index + m[0].length - m[1]!.length,
      end: m.index + m[0].length,
      h: Number(m[1]),
      m: 0,
      meridiem: null,
      bare: true,
    };
  });
  return tokens.sort((a, b) => a.start - b.start);
}

/** Times, windows (two times joined by '-', 'to', 'between … and') and deadlines. */
function timeFacts(text: string, context: string): Fact[] {
  const tokens = findTimes(text, context);
  const facts: Fact[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i]!;
    const b = tokens[i + 1];
    const gap = b ? text.slice(a.end, b.start) : '';
    const between = /between\s*$/i.test(text.slice(Math.max(0, a.start - 12), a.start));
    if (
      b &&
      // '07:00 FCFS till 11:00': a window word between the two times is still a window.
      (/^\s*(?:(?:fcfs|open)\s+)?(?:-|to|till|til|until|thru|through)\s*$/i.test(gap) ||
        (between && /^\s*and\s*$/i.test(gap)))
    ) {
      let first = { ...a };
      const second = { ...b };
      if (
        first.meridiem === null &&
        second.meridiem !== null &&
        !/:/.test(text.slice(a.start, a.end))
      ) {
        // '8-11am' → both am; '8-2pm' → 8 am.
        const same = to24({ ...first, meridiem: second.meridiem, bare: false });
        first =
          same <= to24(second)
            ? { ...first, meridiem: second.meridiem }
            : { ...first, meridiem: 'a' };
      } else if (first.meridiem === null && second.meridiem !== null) {
        first.bare = false;
      }
      if (first.bare && second.bare) {
        first = {
          ...first,
          bare: false,
          meridiem: first.h === 12 ? 'p' : first.h >= 6 ? 'a' : 'p',
        };
      } else if (first.bare) {
        first = { ...first, bare: false, meridiem: first.h >= 6 && first.h !== 12 ? 'a' : 'p' };
      }
      // '14:00 - 14:00' (a TMS's Early and Late alike) is one time.
      if (to24(first) === to24(second))
        facts.push({
          kind: 'time',
          start: a.start,
          end: b.end,
          time: to24(second),
          deadline: false,
        });
      else
        facts.push({
          kind: 'window',
          start: a.start,
          end: b.end,
          from: to24(first),
          to: to24(second),
        });
      i++;
      continue;
    }
    const before = text.slice(Math.max(0, a.start - 20), a.start);
    const deadline = /\b(?:by|before|until|till|no later than|nlt|latest)\s*$/i.test(before);
    facts.push({ kind: 'time', start: a.start, end: a.end, time: to24(a), deadline });
  }
  return facts;
}

/** Words chrono may read a day from once the dates above are masked: months, days, weeks. */
const CHRONO_CUE =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|day|days|week|weeks|month|today|tomorrow|tonight|yesterday|next|last|this|noon|midnight)|\d(?:st|nd|rd|th)\b/i;

function dateFacts(text: string, now: Date): { facts: Fact[]; rest: string } {
  const facts: Fact[] = [];
  let work = text;
  const add = (start: number, end: number, date: string | null, explicit: boolean) => {
    if (!date) return;
    facts.push({ kind: 'date', start, end, date, explicit });
    work = mask(work, start, end);
  };
  for (const m of work.matchAll(/\b(20\d\d)-(\d{1,2})-(\d{1,2})\b/g)) {
    add(m.index, m.index + m[0].length, ymd(Number(m[1]), Number(m[2]), Number(m[3])), true);
  }
  // '20261123': a tender's year, month and day run together, in a year next to now's.
  for (const m of work.matchAll(
    /(?<![\d#/.,-])(20\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?![\d/.,-])/g,
  )) {
    if (Math.abs(Number(m[1]) - today(now).y) > 1) continue;
    add(m.index, m.index + m[0].length, ymd(Number(m[1]), Number(m[2]), Number(m[3])), true);
  }
  for (const m of work.matchAll(/(?<![\d/.-])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g)) {
    let month = Number(m[1]);
    let day = Number(m[2]);
    // '24/11/2026': a first number that cannot be a month is the day (written day first), in a
    // date with its year ('24/7' is round the clock).
    if (month > 12 && day <= 12 && m[3]) [month, day] = [day, month];
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    add(m.index, m.index + m[0].length, resolve(now, month, day, m[3]), true);
  }
  // '24.11.2026': day, month and year joined by dots (Europe).
  for (const m of work.matchAll(/(?<![\d.])(\d{1,2})\.(\d{1,2})\.(20\d\d)(?![\d.])/g)) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    add(m.index, m.index + m[0].length, resolve(now, month, day, m[3]), true);
  }
  for (const m of work.matchAll(/(?<![\d/.-])(\d{1,2})-(\d{1,2})-(20\d\d|\d{2})(?![\d-])/g)) {
    add(m.index, m.index + m[0].length, resolve(now, Number(m[1]), Number(m[2]), m[3]), true);
  }
  const monthDay = new RegExp(
    `\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?![:.]\\d)(?:,?\\s+(20\\d\\d))?`,
    'gi',
  );
  for (const m of work.matchAll(monthDay)) {
    const month = MONTHS[m[1]!.slice(0, 3).toLowerCase()]!;
    add(m.index, m.index + m[0].length, resolve(now, month, Number(m[2]), m[3]), true);
  }
  // '3 Dec', '3rd of December', a spreadsheet's '3-Dec'.
  const dayMonth = new RegExp(
    `\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+(?:of\\s+)?|-)${MONTH}\\b\\.?(?:,?\\s+(20\\d\\d))?`,
    'gi',
  );
  for (const m of work.matchAll(dayMonth)) {
    const month = MONTHS[m[2]!.slice(0, 3).toLowerCase()]!;
    add(m.index, m.index + m[0].length, resolve(now, month, Number(m[1]), m[3]), true);
  }
  // 'on the 5th': the next such day of the month.
  // ('the first one', 'the 2nd load', 'the 1st is gone': which one of a list, no day.)
  for (const m of work.matchAll(
    /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:1|one|ones|load|loads|truck|stop|drop|pick|pickup|option|lane|one's|in\s+line|of\s+(?:the|them|these|those)\b))/gi,
  )) {
    const day = Number(m[1]);
    const t = today(now);
    let date = day >= t.d ? ymd(t.y, t.m, day) : null;
    if (!date) date = t.m === 12 ? ymd(t.y + 1, 1, day) : ymd(t.y, t.m + 1, day);
    add(m.index, m.index + m[0].length, date, true);
  }
  // Holidays by name ('Black Friday', 'the Monday after Thanksgiving', 'Christmas Eve').
  for (const m of work.matchAll(HOLIDAY)) {
    const before = work.slice(Math.max(0, m.index - 24), m.index);
    if (/\b(?:happy|merry|week(?:end)?\s+(?:of|after|before))\s+$/i.test(before)) continue;
    // 'Thanksgiving week', 'CHRISTMAS TREE SEASON': a time of year or a kind of goods, no day.
    if (HOLIDAY_NOUN.test(work.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    const day = holiday(m.groups!.name!, now);
    if (!day) continue;
    let date = day;
    if (m.groups!.after) {
      const weekday = WEEKDAYS.find(([re]) => re.test(m.groups!.after!))?.[1];
      const at = new Date(`${day}T12:00:00Z`);
      const ahead = weekday === undefined ? 1 : (weekday - at.getUTCDay() + 7) % 7 || 7;
      date = plusDaysIso(day, ahead);
    }
    add(m.index, m.index + m[0].length, date, true);
  }
  for (const m of work.matchAll(
    /\b(?:day after (?:tomorrow|tomorow|tmrw|tmrrw|tmw|2morrow))\b/gi,
  )) {
    add(m.index, m.index + m[0].length, addDays(now, 2), false);
  }
  for (const m of work.matchAll(/\b(today|tonight|tomorrow|tomorow|tmrw|tmrrw|tmw|2morrow)\b/gi)) {
    const days = /^(?:today|tonight)$/i.test(m[1]!) ? 0 : 1;
    add(m.index, m.index + m[0].length, addDays(now, days), false);
  }
  // 'receiving Mon-Fri 07:00-15:00': a range of weekdays is opening hours, no day.
  for (const m of work.matchAll(
    /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?\s*(?:-|–|to|thru|through)\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\b\.?/gi,
  ))
    work = mask(work, m.index, m.index + m[0].length);
  for (const m of work.matchAll(
    /\b(?:next\s+|this\s+)?(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b\.?/gi,
  )) {
    // 'Happy Friday!', 'good Monday morning': a greeting, no day.
    if (/\b(?:happy|good)\s+$/i.test(work.slice(Math.max(0, m.index - 8), m.index))) continue;
    // A weekday's word inside a company's name ('Desert Sun Logistics', 'Sun Country Freight').
    if (
      IN_COMPANY_NAME.test(work.slice(m.index + m[0].length, m.index + m[0].length + 40)) &&
      /^[A-Z]/.test(m[1]!)
    )
      continue;
    const weekday = WEEKDAYS.find(([re]) => re.test(m[1]!))![1];
    const diff = (weekday - now.getDay() + 7) % 7;
    add(m.index, m.index + m[0].length, addDays(now, diff), false);
    const fact = facts.at(-1);
    if (fact?.kind === 'date') fact.weekday = true;
  }
  for (const m of work.matchAll(
    /\b(?:the\s+)?(?:next|following)[\s-]+(?:day|morning|afternoon|evening)\b/gi,
  )) {
    facts.push({ kind: 'nextDay', start: m.index, end: m.index + m[0].length });
    work = mask(work, m.index, m.index + m[0].length);
  }
  for (const m of work.matchAll(/\bsame\s+day\b/gi)) {
    facts.push({ kind: 'sameDay', start: m.index, end: m.index + m[0].length });
    work = mask(work, m.index, m.index + m[0].length);
  }
  // Anything else chrono understands as a day ('in 3 days', 'Dec 3rd, 2026' variants).
  // Only worth asking when a word it could read as a day is left (chrono is the slowest step).
  if (work.length <= 400 && /\d/.test(work) && CHRONO_CUE.test(work)) {
    for (const r of chrono().parse(work, now, { forwardDate: true })) {
      if (!/[a-z]/i.test(r.text) || !/\d/.test(r.text)) continue;
      if (!r.start.isCertain('day') && !r.start.isCertain('weekday')) continue;
      const d = r.start.date();
      add(
        r.index,
        r.index + r.text.length,
        `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
        r.start.isCertain('month'),
      );
    }
  }
  return { facts, rest: work };
}

/**
 * All date and time facts of a text, in order. `before` is the text just before it on its line
 * (context for a bare '0800' after a date in the previous cell); facts are only taken from `text`.
 */
export function extractFacts(text: string, now: Date, before = ''): Fact[] {
  const lead = before.slice(-24).replace(/\t/g, ' ');
  const hiddenAll = hideNumbers(lead + text);
  const hidden = hiddenAll.slice(lead.length);
  const { facts: dates, rest } = dateFacts(hidden, now);
  // Times are searched in `text` only (the lead blanked out) but judged with the lead as context.
  const times = timeFacts(' '.repeat(lead.length) + rest, hiddenAll)
    .filter((f) => f.start >= lead.length)
    .map((f) => ({ ...f, start: f.start - lead.length, end: f.end - lead.length }));
  const facts: Fact[] = [...dates, ...times];
  for (const m of text.matchAll(
    /\bfcfs\b|\bfirst[\s-]+come,?[\s-]+first[\s-]+serve[d]?\b|\bopen\s+dock\b|\bwork[\s-]*in\b/gi,
  )) {
    facts.push({ kind: 'fcfs', start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(
    /\b(?:appt|appts|appointment|appointments|set time|by appt)\b\.?/gi,
  )) {
    facts.push({ kind: 'appt', start: m.index, end: m.index + m[0].length });
  }
  return facts.sort((a, b) => a.start - b.start);
}
