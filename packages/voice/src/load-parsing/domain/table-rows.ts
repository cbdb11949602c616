import { equipmentCode } from './fields/equipment';
import { findLocations } from './fields/locations';

/**
 * A load-board row copied without its header row (DAT One, Truckstop, 123Loadboard search
 * results): cells split by tabs, pipes or runs of spaces, whose columns are known by the shape of
 * their values and their order, not by a name. The row becomes 'Column: value' lines, as a row
 * under a header does.
 *
 * - a place ('Detroit, MI', 'Kansas City MO'): the first is the origin, the last the destination,
 *   any between are stops;
 * - a bare number or '(24)' right after a place: that place's deadhead (DH-O after the origin,
 *   DH-D after the destination);
 * - dates: the first is the pickup's, a second the delivery's;
 * - money ('$1,125', '4,475.00'): the rate; with several, the largest (a total beside a
 *   linehaul); miles ('300 mi'): the trip; a weight ('22,000 lbs', or a bare number ≥ 10,000);
 * - an equipment code ('RFR', '53\' Van', 'V-R'): the first is the equipment (a later 'F' is the
 *   full/partial column);
 * - bare numbers left over: under 60 a length or an age, not a field; of the others, with a
 *   dollar rate the first is the trip; without, the larger of two is the rate and the smaller the
 *   trip, and one alone is the trip.
 * - a load id ('LD9350613'): the reference;
 * - anything else (company, phone, contact, reference, age '12m', credit '81 / 44') is kept as
 *   an unlabelled cell for the field readers.
 */

const DATE =
  /^(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+)?(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2})(?:\s*[-–]\s*\S+)?(?:\s+\S+){0,3}$/i;
const MONEY =
  /^\$\s?\d[\d,]*(?:\.\d{2})?(?:\s*(?:all[- ]?in|total|flat))?$|^\d{1,3}(?:,\d{3})*\.\d{2}$/i;
const MILES = /^\d[\d,]*\s*(?:mi|miles|mls)\.?$/i;
const WEIGHT = /^\d[\d,]*(?:\.\d+)?\s*(?:k\s*)?(?:lbs?|pounds|#)\.?$|^\d{1,3}(?:\.\d)?\s*k$/i;
const BARE = /^\(?\s*(\d{1,3}(?:,\d{3})+|\d+)\s*\)?$/;
const PAREN = /^\(\s*\d{1,4}\s*\)$/;
const EQUIPMENT_WORD =
  /^(?:\d{2}\s*(?:'|ft)?\s*)?(?:dry\s+van|van|reefer|refrigerated|flatbed|flat|step\s*deck|stepdeck|conestoga|box\s+truck|sprinter|rgn|hotshot)s?$/i;

type Kind = 'place' | 'date' | 'money' | 'miles' | 'weight' | 'bare' | 'equipment' | 'id' | 'other';

/** A load id: letters and five or more digits ('LD9350613', 'TS-44190', '#7344705'). */
const ID = /^(?:#\s?\d{5,}|[A-Z]{1,4}-?\d{5,}[A-Z0-9-]*)$/;

interface Typed {
  text: string;
  kind: Kind;
  value: number;
}

function typeCell(text: string): Typed {
  const t = text.trim();
  const number = (s: string) => Number(s.replace(/[^\d.]/g, ''));
  if (MONEY.test(t)) return { text: t, kind: 'money', value: number(t) };
  if (MILES.test(t)) return { text: t, kind: 'miles', value: number(t.replace(/mi.*$/i, '')) };
  if (WEIGHT.test(t)) return { text: t, kind: 'weight', value: 0 };
  const bare = BARE.exec(t);
  if (bare) return { text: t, kind: 'bare', value: number(bare[1]!) };
  if (DATE.test(t)) return { text: t, kind: 'date', value: 0 };
  if (equipmentCode(t.replace(/^\d{2}\s*(?:'|ft)\s*/i, '')) || EQUIPMENT_WORD.test(t))
    return { text: t, kind: 'equipment', value: 0 };
  if (ID.test(t)) return { text: t, kind: 'id', value: 0 };
  const places = findLocations(t);
  if (places.length === 1 && places[0]!.end - places[0]!.start >= t.replace(/\W+$/, '').length - 1)
    return { text: t, kind: 'place', value: 0 };
  return { text: t, kind: 'other', value: 0 };
}

/** True when the cells look like one load-board row: two places and at least five cells. */
export function looksLikeBoardRow(cells: string[]): boolean {
  if (cells.filter((c) => c !== '').length < 5) return false;
  let places = 0;
  for (const c of splitPlaceDeadhead(cells)) if (c && typeCell(c).kind === 'place') places++;
  return places >= 2;
}

/** The row's cells as 'Column: value' lines, or null when it is not a board row. */
/** 'Louisville, KY (9)', 'Yuma, AZ (12 DH)': a place and its deadhead in one cell → two. */
function splitPlaceDeadhead(cells: string[]): string[] {
  return cells.flatMap((c) => {
    const m = /^(.*?[A-Za-z]{2})\s*\((\d{1,3})(?:\s*(?:mi|dh))*\)$/i.exec(c.trim());
    return m && findLocations(m[1]!).length === 1 ? [m[1]!, `(${m[2]})`] : [c];
  });
}

export function typeBoardRow(cells: string[]): string[] | null {
  const typed = splitPlaceDeadhead(cells.filter((c) => c !== '')).map(typeCell);
  const placeAt = typed.flatMap((c, i) => (c.kind === 'place' ? [i] : []));
  if (placeAt.length < 2 || typed.length < 5) return null;
  const out: string[] = [];
  const used = new Set<number>();
  const take = (i: number, label: string) => {
    used.add(i);
    out.push(`${label}: ${typed[i]!.text}`);
  };
  placeAt.forEach((at, n) => {
    const label = n === 0 ? 'Origin' : n === placeAt.length - 1 ? 'Destination' : 'Stop';
    take(at, label);
    const next = typed[at + 1];
    if (next && next.kind === 'bare' && (PAREN.test(next.text) || next.value < 1000))
      take(at + 1, n === 0 ? 'DH-O' : 'DH-D');
  });
  let dates = 0;
  let equipment = false;
  let weight = false;
  const money: number[] = [];
  const bare: number[] = [];
  typed.forEach((c, i) => {
    if (used.has(i)) return;
    if (c.kind === 'date' && dates < 2) take(i, dates++ === 0 ? 'Pick Up' : 'Delivery');
    else if (c.kind === 'equipment' && !equipment) {
      equipment = true;
      take(i, 'Equipment');
    } else if (c.kind === 'money') money.push(i);
    else if (c.kind === 'id' && !out.some((l) => l.startsWith('Ref:'))) take(i, 'Ref');
    else if (c.kind === 'miles') take(i, 'Trip');
    else if (c.kind === 'weight' && !weight) {
      weight = true;
      take(i, 'Weight');
    } else if (c.kind === 'bare' && !PAREN.test(c.text)) {
      if (c.value >= 10000 && !weight) {
        weight = true;
        take(i, 'Weight');
      } else if (c.value >= 60) bare.push(i);
      else used.add(i);
    } else if (c.kind === 'equipment' || c.kind === 'bare') used.add(i);
  });
  const hasTrip = out.some((l) => l.startsWith('Trip:'));
  if (money.length > 0) {
    const best = money.reduce((a, b) => (typed[b]!.value > typed[a]!.value ? b : a));
    take(best, 'Rate');
    for (const i of money) used.add(i);
    if (!hasTrip && bare.length > 0) take(bare[0]!, 'Trip');
  } else if (bare.length >= 2 && !hasTrip) {
    const [a, b] = [bare[0]!, bare[1]!];
    const [trip, rate] = typed[a]!.value <= typed[b]!.value ? [a, b] : [b, a];
    take(trip, 'Trip');
    take(rate, 'Rate');
  } else if (bare.length === 1 && !hasTrip) take(bare[0]!, 'Trip');
  for (const i of bare) used.add(i);
  // The rest stays as it was written, in one line of cells (company, phone and extension, …).
  const rest = typed.filter((_c, i) => !used.has(i)).map((c) => c.text);
  if (rest.length > 0) out.push(rest.join('  |  '));
  return out;
}

const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;
const UNIT = /^(?:lbs?\.?|#|mi\.?|miles|mls|ft\.?|'|k)$/i;
const LOAD_SIZE = /^(?:full|partial|ftl|ltl|tl|p|f)$/i;
const CODE_WORD = /^[A-Z]{1,4}(?:-[A-Z]{1,2})?$/;

/**
 * A board row whose columns a screenshot's OCR ran together with single spaces ('2m $1,825 689
 * Green Bay, WI Grand Island, NE Nov 24 DV Full Coastal Citrus Logistics (920) 555-0199 53 ft
 * 21,000 lbs'): its cells again, by the shapes of their values — places, '(24)', a month and its
 * day, a number and its unit, a phone in its parts, a run of capitalized words. Null when the line
 * is not such a row (a label, a route written with 'to' or an arrow, fewer than two places).
 */
export function splitSingleSpaced(line: string): string[] | null {
  const t = line.trim();
  if (t.length < 30 || /\t|\s{2}/.test(t) || /^[A-Za-z .#/]{2,24}:/.test(t)) return null;
  if ((t.match(/\|/g) ?? []).length > 1) return null;
  const places = findLocations(t);
  if (places.length < 2 || !/\$\s?\d|\b\d{3,}\b/.test(t)) return null;
  for (let k = 1; k < places.length; k++) {
    const between = t.slice(places[k - 1]!.end, places[k]!.start);
    if (!/^\s*(?:\(\s*\d{1,3}\s*\)|\d{1,3})?\s*$/.test(between)) return null;
  }
  const cells: string[] = [];
  // (A bullet read as a bar, and dashes OCR put in empty cells, are no cells.)
  const words = (s: string) =>
    s
      .trim()
      .split(/\s+/)
      .filter((w) => w && !/^[|—–-]$/.test(w));
  const pushWords = (ws: string[]) => {
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i]!;
      const next = ws[i + 1];
      const prev = cells.at(-1);
      if (MONTH.test(w) && next && /^\d{1,2}(?:st|nd|rd|th)?,?$/.test(next)) {
        cells.push(`${w} ${next}`);
        i++;
      } else if (UNIT.test(w) && prev && /^[\d,.]+\s?k?$/i.test(prev))
        cells[cells.length - 1] = `${prev} ${w}`;
      else if (
        /^\d{3}-\d{4}$|^\d{4}$/.test(w) &&
        prev &&
        /(?:^|\s|\))\(?\d{3}\)?(?:\s\d{3})?$/.test(prev)
      )
        cells[cells.length - 1] = `${prev} ${w}`;
      else if (/^\d{3}$/.test(w) && prev && /^(?:\+?1\s)?\(?\d{3}\)?$/.test(prev))
        cells[cells.length - 1] = `${prev} ${w}`;
      else if (/^(?:x|ext\.?)\d*$/i.test(w) && prev && /\d{4}$/.test(prev)) {
        cells[cells.length - 1] = `${prev} ${w}${/\d$/.test(w) || !next ? '' : ` ${next}`}`;
        if (!/\d$/.test(w) && next) i++;
      } else if (w === '/' && prev && /^\d+$/.test(prev) && next) {
        cells[cells.length - 1] = `${prev} / ${next}`;
        i++;
      } else if (
        /^\p{Lu}[\p{Ll}&'.-]+$|^&$/u.test(w) &&
        prev &&
        /^\p{Lu}[\p{Ll}&'.-]+(?:\s+(?:\p{Lu}[\p{L}&'.-]*|&))*$/u.test(prev) &&
        !LOAD_SIZE.test(prev) &&
        !LOAD_SIZE.test(w)
      )
        cells[cells.length - 1] = `${prev} ${w}`;
      else cells.push(w);
    }
  };
  let at = 0;
  for (const p of places) {
    pushWords(
      t
        .slice(at, p.start)
        .split(/(?=\()|(?<=\))/)
        .flatMap(words),
    );
    cells.push(t.slice(p.start, p.end));
    at = p.end;
  }
  pushWords(words(t.slice(at)));
  // A row's age first ('0m', '2h'), OCR'd with letters ('Om', 'Ih'): not a name.
  if (cells[0] && /^[0-9OolI]{1,2}[mh]$/.test(cells[0])) cells.shift();
  // Codes stand alone ('DV', 'P'); everything else was merged above.
  return cells.filter((c) => c !== '' && !(CODE_WORD.test(c) && c.length > 4));
}
