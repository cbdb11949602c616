import { classifyLabel } from './document';
import { findLocations } from './fields/locations';

/**
 * Load cards copied from a board's mobile app, one field a line and no labels (issue 18):
 * 'Dallas, TX' / 'Houston, TX' / 'Nov 23' / 'Reefer' / '$1,150' / '$4.80/mi' / '240 mi' / '44 mi'.
 * The fields are known by their form and their place, as a dispatcher reads the card:
 * - the places are the stops in travel order; the date lines under two places written one after
 *   the other are the first stop's, then the next one's ('Dallas, TX' / 'Houston, TX' / 'Nov 23'
 *   is the pickup's date);
 * - a second, smaller mileage is the deadhead ('240 mi' / '44 mi');
 * - a bare number of miles' size is the trip when no line says 'mi' ('389' beside '$1,450');
 * - a small amount alone ('$2.42' under '$700') is the rate per mile;
 * - a line of a board's equipment code alone ('F', 'R') is the equipment;
 * - several cards in one paste are several loads: the first not marked booked is read.
 * The lines come back labelled so the field readers take them; text that is not a card comes
 * back unchanged.
 */

const DATE_LINE =
  /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}|today|tomorrow|tmrw)\b/i;
const MILES = /^(\d{1,4})\s*(?:mi|miles)\.?$/i;
const BARE_MILES = /^\d{2,4}$/;
const SMALL_AMOUNT = /^\$\s?(\d{1,2}\.\d{2})$/;
const CODE = /^(?:v|r|f|fb|sd|rfr|vr|v-r|dv|flt|ft|van|reefer|flatbed)$/i;
const TAKEN = /^(?:booked|covered|taken|gone|cancell?ed)\b/i;

/** A line of one short value: no label before a colon, a few words. */
function bare(line: string): boolean {
  const t = line.trim();
  return (
    t.length > 0 && t.length <= 40 && !/^[A-Za-z .#/]{2,24}:/.test(t) && t.split(/\s+/).length <= 5
  );
}

/** A line that is a place and little else ('Joliet, IL (18)', 'Omaha, NE'). */
function placeLine(line: string): boolean {
  const t = line.trim();
  const p = findLocations(t);
  return (
    p.length === 1 &&
    t
      .slice(p[0]!.end)
      .replace(/\(\s*\d{1,3}\s*\)/, '')
      .trim() === '' &&
    p[0]!.start <= 3
  );
}

/** A line that is only a label ('Miles', 'Pick Date'): a card of labels over values is no card. */
const labelLine = (line: string) => classifyLabel(line.trim().replace(/:$/, '')) !== null;
/** An arrow between a card's places ('→', '↓'). */
const ARROW_LINE = /^\s*(?:->|↓|⬇|v)\s*$/;

function isCard(lines: string[]): boolean {
  const filled = lines.filter((l) => l.trim());
  if (filled.length < 6 || filled.filter(labelLine).length > 1) return false;
  // Places one a line, or a route the arrow line between them was joined into.
  const places = filled.reduce(
    (n, l) => n + (placeLine(l) ? 1 : /->/.test(l) && bare(l) ? findLocations(l).length : 0),
    0,
  );
  return places >= 2 && filled.filter(bare).length / filled.length >= 0.85;
}

function readOne(block: string[]): string[] {
  const out = block.filter((l) => !ARROW_LINE.test(l));
  // Dates under two places in a row: the first stop's, then the next one's.
  for (let i = 0; i + 1 < out.length; i++) {
    if (!placeLine(out[i]!) || !placeLine(out[i + 1]!)) continue;
    let stop = i;
    for (let k = i + 2; k < out.length && DATE_LINE.test(out[k]!.trim()); k++) {
      out[stop] = `${out[stop]!.trimEnd()}  ${out[k]!.trim()}`;
      out[k] = '';
      stop++;
      if (!placeLine(out[stop] ?? '')) break;
    }
    break;
  }
  const miles = out.map((l) => MILES.exec(l.trim())).map((m) => (m ? Number(m[1]) : null));
  const shown = miles.filter((m): m is number => m !== null);
  return out.map((line, i) => {
    const t = line.trim();
    const m = miles[i];
    // A second, smaller mileage after the trip's is the deadhead.
    if (m != null && shown.length === 2 && m === Math.min(...shown) && m < Math.max(...shown))
      return `DH: ${t}`;
    if (shown.length === 0 && BARE_MILES.test(t) && Number(t) >= 20) return `Miles: ${t}`;
    if (SMALL_AMOUNT.test(t)) return `$/mi: ${t}`;
    if (CODE.test(t)) return `Equipment: ${t}`;
    return line;
  });
}

/** The card's lines labelled by their form and place; other text unchanged. */
export function readCards(lines: string[]): string[] {
  if (!isCard(lines)) return lines;
  // Cards apart by blank lines, each with its own places: the first not booked is the load.
  const blocks: string[][] = [[]];
  for (const line of lines) {
    if (line.trim()) blocks.at(-1)!.push(line);
    else if (blocks.at(-1)!.length > 0) blocks.push([]);
  }
  const cards = blocks.filter((b) => b.filter(placeLine).length >= 2);
  if (cards.length >= 2) {
    const open = cards.find((b) => !b.some((l) => TAKEN.test(l.trim()))) ?? cards[0]!;
    return blocks
      .filter((b) => b === open || !cards.includes(b))
      .flatMap((b) => [...readOne(b), '']);
  }
  return readOne(lines);
}
