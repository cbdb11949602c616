/**
 * Stops found by their address when no title opened them. "City, ST 12345" is on nearly every
 * stop of every rate confirmation, whatever the layout calls the stop (or whether it calls it
 * anything). A "City, ST zip" line outside the stops already read, with a date or a time or a
 * role word in its block, is a stop: its block is the lines around it in its column (name and
 * street above, schedule, numbers and remarks below) up to a gap, another stop, or a section.
 * Letterheads, the broker's and carrier's addresses and remit-to blocks have no schedule (or
 * are headed as such) and are left alone.
 */
import { type Cell, type Line, withCells } from './layout';
import { loadFactsOf, proseReferences } from './load-facts';
import { matchLabel } from './ratecon-labels';
import { roleMentioned, roleTitle, type StopRole } from './stop-roles';
import { CITY_RE, scheduleTokens } from './values';

export interface AddressStop {
  /** Index (in the lines given) of the line holding the address. */
  line: number;
  /** Index of the stop's first line. */
  start: number;
  cell: Cell;
  role: StopRole | null;
  lines: Line[];
}

/** Headings of blocks whose address is not a stop. */
const NOT_A_STOP =
  /\b(broker|carrier|remit|bill\s*to|billing|invoice|mail(ing)?\s+address|payment|factoring|headquarters|office|corporate)\b/i;
/** Where the stops end: charges, the carrier section, terms, signatures. */
const SECTION =
  /^(charges?|rates?|carrier\s+(pay|rate|information|info)|payment|terms|total|accessorials|signature|accepted|equipment|commodit|line\s*haul|linehaul|fuel|freight\s+charge)/i;

const LABELLED = /^[A-Za-z][A-Za-z #/.]{0,24}[:#]\s*\S/;
const STOP_LABEL =
  /^(name|facility|company|location|shipper|consignee|receiver|address|street|stop)\b/i;
/** Dates of the document itself (not a stop's schedule). */
const DOCUMENT_DATE =
  /\b(printed|issued|run\s+date|dated|created|tendered|sent|generated|as of)\b[^|\n]*/gi;
/** The letterhead: at most the first 3 lines of the first page, up to its first gap. */
const LETTERHEAD_LINES = 3;

/** "City: Dallas State: TX Zip: 75201" → "Dallas TX 75201". */
const unlabelled = (text: string) =>
  text
    .replace(/\b(city|state|st|zip(?:\s*code)?|postal\s*code)\s*[:#]\s*/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** City, state and zip in three cells of a row, joined with ', '. */
const SPLIT_CITY = /^[A-Za-z][A-Za-z .'-]*, [A-Z]{2}, \d{5}(-\d{4})?$/;

const MAX_UP = 6;
const MAX_DOWN = 9;

/**
 * Stops by address among `lines` (every page, in reading order), leaving out cells already
 * read as part of a stop (`covered`).
 */
export function addressStops(lines: Line[], covered: Set<Cell>, pageWidth: number): AddressStop[] {
  const candidates: Array<{ line: number; cell: Cell }> = [];
  lines.forEach((l, li) => {
    l.cells.forEach((c, ci) => {
      if (covered.has(c)) return;
      // "City, ST 12345" in a cell, or a table row's City | ST | Zip columns.
      const split = l.cells
        .slice(ci, ci + 3)
        .map((x) => unlabelled(x.text))
        .join(', ');
      if (CITY_RE.test(unlabelled(c.text)) || SPLIT_CITY.test(split)) {
        candidates.push({ line: li, cell: c });
      }
    });
  });
  const out: AddressStop[] = [];
  const taken = new Set<Cell>(covered);
  const columns = candidates.map((c) => columnOf(lines, c.line, c.cell, pageWidth));
  const inColumn = (l: Line, [x0, x1]: [number, number]) =>
    l.cells.filter((c) => c.x0 >= x0 && c.x0 < x1 && !taken.has(c));
  const gapOk = (a: Line, b: Line) =>
    a.page === b.page && Math.abs(b.y - a.y) <= Math.max(a.cells[0]!.height, 6) * 1.9;
  // The letterhead ends at its first gap, or at the first line that reads as content (a label
  // or a reference: "Load # 4410").
  let letterhead = 0;
  while (
    letterhead < LETTERHEAD_LINES &&
    lines[letterhead] &&
    (letterhead === 0 ||
      (gapOk(lines[letterhead - 1]!, lines[letterhead]!) &&
        !LABELLED.test(lines[letterhead]!.text) &&
        proseReferences(lines[letterhead]!.text).length === 0))
  )
    letterhead++;
  const scheduleIn = (text: string) => scheduleTokens(text.replace(DOCUMENT_DATE, ' ')).length > 0;
  // Whether a stop's own lines below its address hold a schedule (up to the next address).
  // Only its own lines: down to a gap or a stop's title (the next stop's schedule may sit over
  // that stop's name).
  const scheduleBelow = candidates.map((cand, i) => {
    const next = candidates.find((c, j) => j > i && c.line > cand.line)?.line ?? lines.length;
    const end = Math.min(next, cand.line + MAX_DOWN + 1, lines.length);
    for (let k = cand.line; k < end; k++) {
      const l = lines[k]!;
      if (k > cand.line && !gapOk(lines[k - 1]!, l)) break;
      const text = inColumn(l, columns[i]!)
        .map((c) => c.text)
        .join(' ');
      if (k > cand.line && (roleTitle(text) || /^stop\s*#?\s*\d/i.test(text))) break;
      if (scheduleIn(text)) return true;
    }
    return false;
  });
  // Up from each address: its street and name lines, and a title over them.
  const starts = candidates.map((cand, i) => {
    let start = cand.line;
    // A table row (three cells or more in its column) is its own first line.
    // (Not "City: … | State: … | Zip: …": labelled cells are a form's line, not a table's row.)
    const labelled = unlabelled(cand.cell.text) !== cand.cell.text;
    if (!labelled && inColumn(lines[cand.line]!, columns[i]!).length >= 3) return start;
    for (let k = cand.line - 1; k >= 0 && k >= cand.line - MAX_UP; k--) {
      const l = lines[k]!;
      const cells = inColumn(l, columns[i]!);
      if (cells.length === 0 || !gapOk(l, lines[k + 1]!)) break;
      const text = cells.map((c) => c.text).join(' ');
      if (CITY_RE.test(text) || SECTION.test(text) || k < letterhead) break;
      // Column titles over a table are not the stop's.
      const titles = cells.length >= 3 && !/\d/.test(text);
      if (titles && cells.every((c) => c.text.split(/\s+/).length <= 3)) break;
      // A table row's first line (number, kind, name, date, numbers) heads the lines under it.
      if (cells.length >= 3) {
        start = k;
        break;
      }
      if (scheduleIn(text)) {
        // A name beside the schedule heads the stop ("Acme Foods | FCFS 11/29 0630-1300").
        const nameBeside = cells.some(
          (c) => !scheduleIn(c.text) && /^[A-Za-z]/.test(c.text) && c.text.split(/\s+/).length <= 7,
        );
        if (nameBeside) {
          start = k;
          break;
        }
        // A schedule over the name (cards) is this stop's only if none follows the address;
        // else it is the previous stop's — unless a stop's title heads it.
        const titleOver =
          k > 0
            ? inColumn(lines[k - 1]!, columns[i]!)
                .map((c) => c.text)
                .join(' ')
            : '';
        const headed =
          k > 0 &&
          gapOk(lines[k - 1]!, l) &&
          (roleTitle(titleOver) !== null || /^stop\s*#?\s*\d/i.test(titleOver));
        if (scheduleBelow[i] && !headed) break;
        start = k;
        continue;
      }
      // A labelled value above the stop is the load's, unless it names the stop's place. (Its
      // first cell decides: "12 Main St | BOL 2529" is the stop's street with its reference.)
      const lead = cells[0]!.text;
      if (LABELLED.test(lead) && !STOP_LABEL.test(lead)) break;
      if (proseReferences(lead).length > 0) break;
      // A title ("Stop 1 of 3 - Pick Up") heads the stop: nothing above it is the stop's.
      if (roleTitle(text) || /^stop\s*#?\s*\d/i.test(text)) {
        start = k;
        // A tall title set between two lines ("P1" beside a name and its address) shares its
        // band with the line just above.
        const above = lines[k - 1];
        const tall = Math.max(...cells.map((c) => c.height));
        if (above && above.page === l.page && l.y - above.y < tall * 0.8) start = k - 1;
        break;
      }
      const street = /^\d+[A-Za-z]?\s+[A-Za-z]/.test(text);
      const short = text.split(/\s+/).length <= 7 && !/[.;]$/.test(text);
      if (!street && !short) break;
      start = k;
    }
    return start;
  });
  for (const [i, cand] of candidates.entries()) {
    if (taken.has(cand.cell)) continue;
    const col = columns[i]!;
    const overlaps = (j: number) => columns[j]![0] < col[1] && columns[j]![1] > col[0];
    const nextStart = Math.min(
      ...candidates.map((_c, j) => (j > i && overlaps(j) ? starts[j]! : Number.POSITIVE_INFINITY)),
    );
    const start = starts[i]!;
    // Down: schedule, numbers, remarks, up to the next stop's first line.
    let end = cand.line;
    for (
      let k = cand.line + 1;
      k < lines.length && k <= cand.line + MAX_DOWN && k < nextStart;
      k++
    ) {
      const l = lines[k]!;
      const cells = inColumn(l, col);
      if (cells.length === 0 || !gapOk(lines[k - 1]!, l)) break;
      if (SECTION.test(cells[0]!.text)) break;
      // The load's equipment line after the last stop ("53' Reefer, temp 0F, 41,650 lbs").
      if (cells.length === 1 && loadFactsOf(cells[0]!.text)) break;
      end = k;
    }
    const block = lines
      .slice(start, end + 1)
      .map((l) => {
        const cells = inColumn(l, col);
        return withCells(l, cells);
      })
      .filter((l) => l.cells.length > 0);
    const text = block.map((l) => l.text).join(' \n ');
    // The heading just above the block (or its first line) says what the address is.
    const heading = [lines[start - 1], lines[start]]
      .filter((l): l is Line => l !== undefined)
      .flatMap((l) => inColumn(l, col))
      .map((c) => c.text)
      .join(' ');
    if (NOT_A_STOP.test(heading)) continue;
    // A form of party blocks ("BROKER OF RECORD" over "Company | … " and "Address | …" rows):
    // a party's heading over the block's label rows, with no gap between.
    if (partyHeadingAbove(lines, start, cand.cell)) continue;
    // A page footer ("Acme Logistics · 12 Main St, Dallas, TX 75201 · Page 1 of 2 · 11/26/2026").
    if (/\bpage\s*\d+\s*(of|\/)\s*\d+\b/i.test(text)) continue;
    if (cand.line < letterhead) continue;
    const scheduled = scheduleIn(text);
    // Without a schedule, only a role said under the address counts: one in a box set beside
    // it ("Paid on destination scale ticket" in a rate box right of a letterhead) is no stop's.
    const ownText = block
      .map((l) => l.cells.filter((c) => c.x0 <= cand.cell.x1 + 8).map((c) => c.text))
      .join(' \n ');
    const role =
      block.map((l) => roleTitle(l.cells[0]!.text)?.role).find(Boolean) ??
      roleMentioned(scheduled ? text : ownText);
    if (!scheduled && role === null) continue;
    for (const l of block) for (const c of l.cells) taken.add(c);
    out.push({ line: cand.line, start, cell: cand.cell, role, lines: block });
  }
  return out;
}

/**
 * A heading of a party's block (Broker, Carrier, Remit to …) above a label row's address, in
 * the rows just above it without a gap: each row between is labelled ("Company | Acme").
 */
function partyHeadingAbove(lines: Line[], start: number, cell: Cell): boolean {
  for (let k = start - 1; k >= 0 && k >= start - MAX_UP; k--) {
    const l = lines[k]!;
    const below = lines[k + 1]!;
    if (l.page !== below.page || below.y - l.y > Math.max(below.cells[0]!.height, 6) * 2.6) break;
    const left = l.cells.filter((c) => c.x0 <= cell.x0);
    if (left.length === 0) break;
    const lead = left[0]!;
    if (
      left.length === 1 &&
      NOT_A_STOP.test(lead.text) &&
      !/\d/.test(lead.text) &&
      lead.text.split(/\s+/).length <= 5
    )
      return true;
    // Only label rows between ("Company | Acme", "MC | 1157703").
    if (!(left.length >= 2 && matchLabel(left[0]!.text)?.value === '')) break;
  }
  return false;
}

/**
 * The column of an address cell: the whole line, or, with other addresses on the same line
 * (stops side by side), the span between its neighbours. A boundary sits at the first cell
 * right of the midpoint between two addresses on the lines around (a stop's labels may stand
 * left of its values).
 */
function columnOf(lines: Line[], li: number, cell: Cell, pageWidth: number): [number, number] {
  const line = lines[li]!;
  const others = line.cells.filter((c) => c !== cell && CITY_RE.test(c.text));
  if (others.length === 0) return [0, pageWidth + 1];
  const near = lines.slice(Math.max(0, li - 6), li + 7).filter((l) => l.page === line.page);
  const boundary = (a: Cell, b: Cell) => {
    const mid = (a.x0 + b.x0) / 2;
    const xs = near.flatMap((l) => l.cells.map((c) => c.x0)).filter((x) => x > mid && x <= b.x0);
    return xs.length > 0 ? Math.min(...xs) - 4 : b.x0 - 8;
  };
  const left = others.filter((c) => c.x0 < cell.x0).sort((a, b) => b.x0 - a.x0)[0];
  const right = others.filter((c) => c.x0 > cell.x0).sort((a, b) => a.x0 - b.x0)[0];
  return [left ? boundary(left, cell) : 0, right ? boundary(cell, right) : pageWidth + 1];
}
