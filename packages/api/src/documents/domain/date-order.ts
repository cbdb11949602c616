/**
 * Dates written day first ("26/11/2026"), as Canadian, Mexican and European sheets print them:
 * the document says so ("dates are dd/mm/yyyy", "day/month/year"), or its slashed dates read
 * only day first (a first number over 12, never a second one). Then every slashed date of the
 * document is rewritten month first, so the readers (month first, as US sheets are) read them
 * right. Without either sign the lines are left as they are.
 */
import { type Cell, type Line, withCells } from './layout';
import { matchLabel } from './ratecon-labels';
import { roleTitle } from './stop-roles';

const SLASHED = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d/])/g;
const SAID_DAY_FIRST =
  /\b(?:dd\s*\/\s*mm\s*\/\s*yy(?:yy)?|day\s*\/\s*month\s*\/\s*year|jj\s*\/\s*mm\s*\/\s*aaaa)\b/i;

export function isDayFirst(lines: Line[]): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const l of lines) {
    if (SAID_DAY_FIRST.test(l.text)) return true;
    for (const m of l.text.matchAll(SLASHED)) {
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (a > 12 && a <= 31 && b >= 1 && b <= 12) dayFirst++;
      else if (b > 12 && b <= 31 && a >= 1 && a <= 12) monthFirst++;
    }
  }
  return dayFirst > 0 && monthFirst === 0;
}

const swap = (t: string) =>
  t.replace(SLASHED, (all, d: string, m: string, y: string) =>
    Number(d) <= 31 && Number(m) <= 12 ? `${m}/${d}/${y}` : all,
  );

/** The lines with day-first dates rewritten month first, when the document writes them so. */
export function monthFirstDates(lines: Line[]): Line[] {
  if (!isDayFirst(lines)) return lines;
  return lines.map((l) => rewritten(l, swap));
}

/** The line with every cell's text (and its parts') rewritten. */
function rewritten(l: Line, rewrite: (text: string) => string): Line {
  const cells: Cell[] = l.cells.map((c) => ({
    ...c,
    text: rewrite(c.text),
    parts: c.parts.map((p) => ({ ...p, text: rewrite(p.text) })),
  }));
  return withCells(l, cells);
}

/** Words forms and tables title their boxes and columns with, one word each. */
const TITLE_WORDS = [
  'phone',
  'facility',
  'address',
  'city',
  'state',
  'commodity',
  'weight',
  'reference',
  'shipper',
  'consignee',
  'receiver',
  'carrier',
  'driver',
  'trailer',
  'tractor',
  'equipment',
  'pieces',
  'pallets',
  'instructions',
  'appointment',
  'confirmation',
  'delivery',
  'pickup',
  'dispatcher',
  'temperature',
  'description',
  'amount',
  'linehaul',
  'street',
];

/** One edit apart (a letter changed, dropped, added, or two swapped)? */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * A box's or column's title OCR'd one letter wrong ("Phane", "Faciity", "Adress"): a cell of
 * that one word, five letters or more, one edit from exactly one title word and starting with
 * its letter, is that word (written in the cell's case).
 */
/** Letters OCR reads for one another. */
const LOOK_ALIKE = new Set(['tf', 'ft', 'il', 'li', 'ce', 'ec', 'nm', 'mn']);

/** The same length, one letter read for a look-alike. */
function lookAlikeApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff = [...a].map((ch, i) => [ch, b[i]!]).filter(([x, y]) => x !== y);
  return diff.length === 1 && LOOK_ALIKE.has(`${diff[0]![0]}${diff[0]![1]}`);
}

/** Short titles said with a mark after them ("Ref #", "BOL:", "Appt #"). */
const SHORT_TITLES = ['ref', 'bol', 'pro', 'appt', 'load', 'cell', 'temp', 'seal', 'unit'];

export function ocrTitleMended(text: string): string {
  // A short title with one letter OCR often reads for another before its mark ("Ret #",
  // "B0L:", "Tenp:"): that title.
  const short = /^([A-Za-z0-9]{3,4})(\s*[#:])$/.exec(text);
  if (short && matchLabel(text) === null) {
    const w = short[1]!.toLowerCase().replace(/0/g, 'o');
    const near = SHORT_TITLES.filter((t) => t === w || lookAlikeApart(w, t));
    if (near.length === 1) {
      const t = near[0]!;
      const cased =
        short[1] === short[1]!.toUpperCase() ? t.toUpperCase() : t[0]!.toUpperCase() + t.slice(1);
      return `${cased}${short[2]}`;
    }
  }
  // A speck read as letters stuck to the title: "imFacility" (lower case before its capital),
  // "Streetvii" (a few letters after it that make no plural or tense).
  const before = /^[a-z]{1,3}([A-Z][a-z]{3,12})(\s*[:#.]?)$/.exec(text);
  if (before && TITLE_WORDS.includes(before[1]!.toLowerCase())) return `${before[1]}${before[2]}`;
  const after = /^([A-Z][a-z]{4,15})(\s*[:#.]?)$/.exec(text);
  for (let k = 1; after && k <= 3; k++) {
    const head = after[1]!.slice(0, -k);
    const tail = after[1]!.slice(-k);
    if (TITLE_WORDS.includes(head.toLowerCase()) && !/^(?:s|es|ed|ing)$/.test(tail))
      return `${head}${after[2]}`;
  }
  // Two titles of one column with their slash lost: "St Zip", "Appt FCFS". (Not a stop's
  // role said in two words: "LOAD AT", "SHIP TO".)
  const pair = /^([A-Za-z]{2,6}#?)\s+([A-Za-z]{2,6}#?)$/.exec(text);
  if (pair && matchLabel(text) === null && roleTitle(text) === null) {
    const joined = `${pair[1]} / ${pair[2]}`;
    if (matchLabel(joined)?.value === '') return joined;
  }
  const m = /^([A-Za-z]{5,13})(\s*[:#.]?)$/.exec(text);
  if (!m) return text;
  const w = m[1]!.toLowerCase();
  if (TITLE_WORDS.includes(w)) return text;
  const near = TITLE_WORDS.filter((t) => t[0] === w[0] && oneEditApart(w, t));
  if (near.length !== 1) return text;
  const word = m[1]!;
  const title =
    word === word.toUpperCase()
      ? near[0]!.toUpperCase()
      : word[0] === word[0]!.toUpperCase()
        ? near[0]![0]!.toUpperCase() + near[0]!.slice(1)
        : near[0]!;
  return `${title}${m[2]}`;
}

/**
 * A label's colon OCR'd as a semicolon ("Load #; PCL-264500", "Date;"): the colon, when the
 * words before it are a label the lists know; a title's period read as a comma, likewise.
 */
export function ocrColonMended(text: string): string {
  // A title's period read as a comma ("Load No,", "Ref,"): the period, when that is a label.
  if (/^[A-Za-z][A-Za-z .#/]{0,24},$/.test(text)) {
    const dotted = `${text.slice(0, -1)}.`;
    if (matchLabel(text) === null && matchLabel(dotted)?.value === '') return dotted;
  }
  const m = /^([A-Za-z][A-Za-z .#/]{0,24}?)\s*;(?=\s|$)/.exec(text);
  if (!m) return text;
  const label = matchLabel(`${m[1]!}:`);
  return label && label.value === '' ? `${m[1]!}:${text.slice(m[0].length)}` : text;
}

/**
 * On OCR'd pages, one row of a form set on two baselines a few points apart (a label at the left
 * read a little lower than its value far right: "ORDER NO.:" under "718276 | CARRIER: | …"):
 * two lines nearer than half their type's height whose cells stand side by side without
 * overlapping are one line.
 */
export function ocrRowsJoined(lines: Line[], ocrPages: Set<number>): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    const prev = out.at(-1);
    const size = (x: Line) => Math.max(...x.cells.map((c) => c.height));
    if (
      prev &&
      prev.page === l.page &&
      ocrPages.has(l.page) &&
      l.y - prev.y < Math.min(size(prev), size(l)) * 0.5 &&
      l.cells.every((c) => prev.cells.every((o) => c.x1 + 4 < o.x0 || c.x0 > o.x1 + 4))
    ) {
      const cells = [...prev.cells, ...l.cells].sort((a, b) => a.x0 - b.x0);
      out[out.length - 1] = { ...withCells(prev, cells), y: Math.max(prev.y, l.y) };
      continue;
    }
    out.push(l);
  }
  return out;
}

/**
 * One title of two fields OCR'd as two cells ("Tractor | Trailer | 2091 / R40736" for
 * "Tractor / Trailer"): joined again when the value after them is two values with a slash.
 */
export function ocrSplitTitleJoined(l: Line): Line {
  for (let i = 0; i + 2 < l.cells.length; i++) {
    const [a, b, v] = [l.cells[i]!, l.cells[i + 1]!, l.cells[i + 2]!];
    if (!/^[A-Za-z][A-Za-z #.]{1,14}$/.test(a.text) || !/^[A-Za-z][A-Za-z #.]{1,14}$/.test(b.text))
      continue;
    if (!/\S\s*\/\s*\S/.test(v.text)) continue;
    if (matchLabel(a.text)?.value !== '' || matchLabel(b.text)?.value !== '') continue;
    const text = `${a.text} / ${b.text}`;
    if (matchLabel(text)?.value !== '') continue;
    const joined: Cell = {
      ...a,
      text,
      parts: [...a.parts, ...b.parts],
      x1: b.x1,
      height: Math.max(a.height, b.height),
    };
    return withCells(l, [...l.cells.slice(0, i), joined, ...l.cells.slice(i + 2)]);
  }
  return l;
}

/**
 * The unit of a weight OCR'd with a capital I or a one for its l ("41,275 Ibs", "40,200 1bs",
 * "18,250 Ib"): pounds.
 */
export function ocrPoundsMended(text: string): string {
  return text.replace(/(\d)(\s*)[I1]b(s?)(?![A-Za-z0-9])/g, '$1$2lb$3');
}

/**
 * A letter prefix of an identifier OCR'd with a zero for its O ("S0-231377", "P0-614579"):
 * letters before the dash, digits after it, so the zero there is the letter.
 */
export function ocrPrefixMended(text: string): string {
  return text.replace(/\b([A-Z]{1,3})0(?=-\d{4,}\b)/g, '$1O');
}

/**
 * A title's separator dot OCR'd as a plus, an asterisk or a guillemet ("STOP 2 + PICK - Tue
 * 24-Nov-2026", "PICK+ Mon", "CONFIRMATION « PER-TON"): one standing between words, not between
 * numbers, is the dot; and a stop title's S lost or read as a bracket ("[TOP 1 - PICK") is STOP
 * again.
 */
export function ocrSeparatorMended(text: string): string {
  return text
    .replace(/(?<=[A-Za-z)]) [+*] (?=[A-Za-z0-9(])|(?<=[A-Za-z0-9)]) [+*] (?=[A-Za-z(])/g, ' · ')
    .replace(/(?<=\S) [«»] (?=\S)/g, ' · ')
    .replace(/(?<=[A-Z]{2})[+*](?= [A-Z])/g, ' ·')
    .replace(/^[[(|]?TOP(?=\s*#?\s*\d)/, 'STOP');
}

/**
 * On OCR'd pages, a year misread in one digit ("11/24/2076" among dates of 2026): written with
 * the year most dates of the document have, when it is more than a year away from it and
 * differs from it in one digit only. (Identifiers' letter prefixes are mended too.)
 */
export function ocrYearsMended(input: Line[], ocrPages: Set<number>): Line[] {
  if (ocrPages.size === 0) return input;
  const lines = ocrRowsJoined(input, ocrPages);
  const count = new Map<string, number>();
  for (const l of lines) {
    for (const m of l.text.matchAll(SLASHED)) {
      if (m[3]!.length === 4) count.set(m[3]!, (count.get(m[3]!) ?? 0) + 1);
    }
  }
  const top = [...count].sort((a, b) => b[1] - a[1])[0];
  if (!top || top[1] < 2) {
    const mended = (t: string) =>
      ocrSeparatorMended(ocrPoundsMended(ocrColonMended(ocrPrefixMended(ocrTitleMended(t)))));
    return lines.map((l) => (ocrPages.has(l.page) ? rewritten(ocrSplitTitleJoined(l), mended) : l));
  }
  const year = top[0];
  const mend = (t: string) =>
    ocrSeparatorMended(ocrPoundsMended(ocrColonMended(ocrPrefixMended(ocrTitleMended(t))))).replace(
      SLASHED,
      (all, a: string, b: string, y: string) => {
        if (y.length !== 4 || Math.abs(Number(y) - Number(year)) <= 1) return all;
        const diff = [...y].filter((ch, i) => ch !== year[i]).length;
        return diff === 1 ? `${a}/${b}/${year}` : all;
      },
    );
  return lines.map((l) => (ocrPages.has(l.page) ? rewritten(ocrSplitTitleJoined(l), mend) : l));
}
