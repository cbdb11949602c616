/**
 * The invoice readers work on one list of lines across pages (page order, then top to bottom),
 * each knowing its page, its cells and the width of its page. Lines a table or a party block has
 * taken are marked so that later readers skip them.
 */
import type { PageLines } from '../domain/extract';
import type { Cell, Line } from '../domain/layout';
import { splitLabelledCell } from './labelled-cells';

export interface DocLine {
  /** Position in the document's list. */
  index: number;
  page: number;
  pageWidth: number;
  /** Right edge of the text on this line's page (a receipt printed on a letter page is narrow). */
  contentRight: number;
  y: number;
  cells: Cell[];
  /** The cells joined by single spaces. */
  text: string;
  /** Font size of the line's tallest cell. */
  height: number;
  /** Printed the same on two or more pages (a page header or footer, a remittance stub). */
  repeated: boolean;
  ocr: boolean;
}

/** Letters OCR reads for digits in figures (a 4 read "a", a 0 read "O", a 5 read "S"). */
const DIGIT_FOR: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  I: '1',
  l: '1',
  Z: '2',
  z: '2',
  a: '4',
  A: '4',
  S: '5',
  s: '5',
  G: '6',
  T: '7',
  B: '8',
  g: '9',
  q: '9',
  '@': '0',
};

/**
 * An amount with one letter (or an @ for a 0) OCR read for a digit ("426 a7", "4a7 83",
 * "707.@0-"): the digit, when the cell is otherwise an amount's digits (three or more) and its
 * cents, a credit's trailing minus or CR kept.
 */
function digitsForLetters(text: string): string {
  const credit = /(?:-|CR)$/.exec(text)?.[0] ?? '';
  const body = text.slice(0, text.length - credit.length);
  const letters = body.match(/[A-Za-z@]/g) ?? [];
  if (letters.length !== 1 || (body.match(/\d/g) ?? []).length < 3) return text;
  const fixed = body.replace(/[A-Za-z@]/, (ch) => DIGIT_FOR[ch] ?? ch);
  return /^\$?\d{1,3}(?:,\d{3})*[ .]\d{2}$/.test(fixed) ? `${fixed}${credit}` : text;
}

/** OCR noise at a cell's edges: brackets, bars and stray quotes read from table rules. */
const cleanOcrCell = (c: Cell): Cell => ({
  ...c,
  text: digitsForLetters(
    c.text
      .replace(/^[[\]|‘’'"`]+\s*|\s*[[\]|‘’'"`]+$/g, '')
      .replace(/(\w)\s+@\s*(\w)/g, '$1@$2')
      .trim(),
  )
    // A decimal point OCR read as a gap or a comma ("361 17", "$1,223 43", "71 00-",
    // "4,331,50-"): an amount's cents, a credit's sign kept.
    .replace(/^(\(?-?\$?\d{1,3}(?:,\d{3})*)(?: |(?<=\d,\d{3}),)(\d{2}(?:\)|-|CR)?)$/, '$1.$2')
    // A dot OCR read as a comma in an e-mail's domain ("billing@acme,com").
    .replace(/(@[\w-]+(?:\.[\w-]+)*),(com|net|org|biz|info|us|ca|co|edu|gov)\b/i, '$1.$2'),
});

/**
 * OCR'd pages: one printed line may come out as two baselines a few points apart (numbers and
 * text of a row); they are one line again when close and side by side without overlapping.
 */
function mergeOcrLines(lines: Line[]): Line[] {
  const cleaned = lines
    .map((raw) => ({
      ...raw,
      cells: raw.cells.map(cleanOcrCell).filter((c) => /[A-Za-z0-9$]/.test(c.text)),
    }))
    .filter((l) => l.cells.length > 0);
  const slope = skewOf(cleaned);
  const out: Line[] = [];
  for (const line of cleaned) {
    const prev = out.at(-1);
    const height = Math.max(...line.cells.map((c) => c.height));
    const overlaps =
      prev?.cells.some((a) => line.cells.some((b) => a.x0 < b.x1 && b.x0 < a.x1)) ?? true;
    // On a page scanned a little turned, a row's cells far apart sit on baselines as far apart
    // as the turn makes them: the drop expected between the two halves is allowed for.
    const drop = prev ? slope * (middle(line) - middle(prev)) : 0;
    const dy = prev ? line.y - prev.y : 0;
    if (
      prev &&
      !overlaps &&
      (dy <= height * 0.75 || (slope !== 0 && Math.abs(dy - drop) <= height * 0.45))
    ) {
      const cells = [...prev.cells, ...line.cells].sort((a, b) => a.x0 - b.x0);
      out[out.length - 1] = {
        ...prev,
        y: Math.max(prev.y, line.y),
        cells,
        text: cells.map((c) => c.text).join(' | '),
      };
      continue;
    }
    out.push(line);
  }
  return out;
}

const middle = (line: Line) =>
  (Math.min(...line.cells.map((c) => c.x0)) + Math.max(...line.cells.map((c) => c.x1))) / 2;

/**
 * The turn of a scanned page (baseline drop per point across), from the rows OCR split in two:
 * consecutive lines side by side, not overlapping, far apart across and a few points apart down
 * ("Arkansas" over "5.66% | 361.17" 8 pt lower, 430 pt to the right). Four or more such pairs
 * agreeing on one drop per point, or 0.
 */
function skewOf(lines: Line[]): number {
  const slopes: number[] = [];
  for (let k = 1; k < lines.length; k++) {
    const prev = lines[k - 1]!;
    const line = lines[k]!;
    const height = Math.max(...line.cells.map((c) => c.height));
    const dy = line.y - prev.y;
    const dx = middle(line) - middle(prev);
    if (dy <= height * 0.3 || dy > height * 1.6 || Math.abs(dx) < 150) continue;
    if (prev.cells.some((a) => line.cells.some((b) => a.x0 < b.x1 && b.x0 < a.x1))) continue;
    slopes.push(dy / dx);
  }
  // A run of split rows (text, numbers, text, numbers …) pairs either way: text with the
  // numbers under it (the page turned one way) or numbers with the next row's text (the other
  // way). Pairing within rows covers every line of the run, the other leaves its ends alone, so
  // the way with more pairs is the page's turn; its pairs must agree on one drop.
  const ways = [slopes.filter((s) => s > 0), slopes.filter((s) => s < 0)].map((way) => {
    const sorted = [...way].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    // The pairs that agree on one drop (a header over the first row is no split row).
    const agree = way.filter((s) => Math.abs(s - median) <= 0.006).length;
    return { median, agree, all: way.length };
  });
  const [a, b] = ways as [(typeof ways)[number], (typeof ways)[number]];
  const best = a.agree > b.agree ? a : b.agree > a.agree ? b : null;
  // At most a few degrees, four or more pairs, most of that way's pairs agreeing.
  if (!best || Math.abs(best.median) > 0.05 || best.agree < 4 || best.agree < best.all * 0.6)
    return 0;
  return best.median;
}

/**
 * A sidebar: a narrow band down the left of the page (a grey panel holding the invoice number,
 * dates, account and the remit details) beside the page's main column, with a clear gutter
 * between them that no cell on the page crosses. Its lines keep their own baselines (most of them
 * alone on their line), so they are no table's first column. Split off, the sidebar is read as a
 * page of its own after the document's pages, the main column keeps the page. Null when the page
 * has no such band.
 */
export function sidebarOf(lines: Line[], width: number): { main: Line[]; side: Line[] } | null {
  const cells = lines.flatMap((l) => l.cells);
  if (lines.length < 16 || cells.length === 0) return null;
  // Where cells cover the left part of the page: the widest gap no cell crosses.
  const covered = cells
    .filter((c) => c.x0 < width * 0.45)
    .map((c) => [c.x0, c.x1] as const)
    .sort((a, b) => a[0] - b[0]);
  let best: { from: number; to: number } | null = null;
  let reach = covered[0]?.[1] ?? 0;
  for (const [x0, x1] of covered.slice(1)) {
    if (x0 - reach >= 30 && (!best || x0 - reach > best.to - best.from))
      best = { from: reach, to: x0 };
    reach = Math.max(reach, x1);
  }
  if (!best || best.from > width * 0.35) return null;
  const gutter = best;
  const side: Line[] = [];
  const main: Line[] = [];
  let alone = 0;
  let mainAlone = 0;
  for (const line of lines) {
    const left = line.cells.filter((c) => c.x1 <= gutter.from + 0.5);
    const right = line.cells.filter((c) => c.x0 >= gutter.to - 0.5);
    if (left.length > 0) {
      side.push({ ...line, cells: left, text: left.map((c) => c.text).join(' | ') });
      if (right.length === 0) alone++;
    }
    if (right.length > 0) {
      main.push({ ...line, cells: right, text: right.map((c) => c.text).join(' | ') });
      if (left.length === 0) mainAlone++;
    }
  }
  // Two columns of their own: most lines of each on baselines of their own (a table's first
  // column shares its rows' baselines).
  if (side.length < 8 || main.length < 10 || alone < 6 || alone < side.length * 0.5) return null;
  if (mainAlone < main.length * 0.7) return null;
  // Down the page beside the main column, not a block over it.
  const span = (ls: Line[]) => ls.at(-1)!.y - ls[0]!.y;
  if (span(side) < span(main) * 0.4) return null;
  return { main, side };
}

/** How far apart (pt) a line printed again on another page may sit and still be the same place. */
const REPEAT_PLACE = 3;

export function documentLines(given: PageLines[]): DocLine[] {
  // A page with a sidebar: its main column keeps the page, the sidebar follows the pages.
  const sidebars: PageLines[] = [];
  const pages = given.map((page) => {
    const split = sidebarOf(page.lines, page.width);
    if (!split) return page;
    sidebars.push({ ...page, page: given.length + sidebars.length + 1, lines: split.side });
    return { ...page, lines: split.main };
  });
  pages.push(...sidebars);
  const out: DocLine[] = [];
  const seen = new Map<string, Set<number>>();
  for (const page of pages) {
    const pageLines = (page.source === 'ocr' ? mergeOcrLines(page.lines) : page.lines).map(
      (line) => ({ ...line, cells: line.cells.flatMap(splitLabelledCell) }),
    );
    const contentRight = Math.max(0, ...pageLines.flatMap((l) => l.cells.map((c) => c.x1)));
    for (const line of pageLines) {
      const text = line.cells.map((c) => c.text).join(' ');
      const key = text.replace(/\d+/g, '#').toLowerCase();
      const pagesOf = seen.get(key) ?? new Set<number>();
      pagesOf.add(page.page);
      seen.set(key, pagesOf);
      out.push({
        index: out.length,
        page: page.page,
        pageWidth: page.width,
        contentRight,
        y: line.y,
        cells: line.cells,
        text,
        height: Math.max(...line.cells.map((c) => c.height)),
        repeated: false,
        ocr: page.source === 'ocr',
      });
    }
  }
  if (pages.length > 1) {
    // A running header, footer or stub is printed once on each page, at the same place; rows
    // of a table that have the same shape on two pages (a ticket, a date, a product) come
    // several to a page, wherever the table put them, and are no repeated line.
    const places = new Map<string, Array<{ page: number; y: number }>>();
    for (const line of out) {
      const key = line.text.replace(/\d+/g, '#').toLowerCase();
      if ((seen.get(key)?.size ?? 0) < 2) continue;
      places.set(key, [...(places.get(key) ?? []), { page: line.page, y: line.y }]);
    }
    for (const line of out) {
      const key = line.text.replace(/\d+/g, '#').toLowerCase();
      const at = places.get(key) ?? [];
      // Printed twice on one page: rows of a table, not running matter.
      const twiceOnAPage = at.some((p, k) => at.findIndex((q) => q.page === p.page) !== k);
      line.repeated =
        !twiceOnAPage &&
        at.some((p) => p.page !== line.page && Math.abs(p.y - line.y) <= REPEAT_PLACE);
    }
  }
  return out;
}

/** A line with no letter or digit (rules drawn with dashes or equals signs). */
export const isRule = (text: string) => !/[A-Za-z0-9]/.test(text);

/** Cells of `line` whose left edge lies in [x0, x1). */
export function cellsBetween(line: DocLine, x0: number, x1: number): Cell[] {
  return line.cells.filter((c) => c.x0 >= x0 - 2 && c.x0 < x1);
}

/** The usual distance between two lines of text of this size. */
export const linePitch = (line: DocLine) => Math.max(8, line.height * 1.25);
