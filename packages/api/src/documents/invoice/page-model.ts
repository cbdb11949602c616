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

/** OCR noise at a cell's edges: brackets, bars and stray quotes read from table rules. */
const cleanOcrCell = (c: Cell): Cell => ({
  ...c,
  text: c.text
    .replace(/^[[\]|‘’'"`]+\s*|\s*[[\]|‘’'"`]+$/g, '')
    .replace(/(\w)\s+@\s*(\w)/g, '$1@$2')
    .trim(),
});

/**
 * OCR'd pages: one printed line may come out as two baselines a few points apart (numbers and
 * text of a row); they are one line again when close and side by side without overlapping.
 */
function mergeOcrLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const raw of lines) {
    const line = {
      ...raw,
      cells: raw.cells.map(cleanOcrCell).filter((c) => /[A-Za-z0-9$]/.test(c.text)),
    };
    if (line.cells.length === 0) continue;
    const prev = out.at(-1);
    const height = Math.max(...line.cells.map((c) => c.height));
    const overlaps =
      prev?.cells.some((a) => line.cells.some((b) => a.x0 < b.x1 && b.x0 < a.x1)) ?? true;
    if (prev && !overlaps && line.y - prev.y <= height * 0.75) {
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

/** How far apart (pt) a line printed again on another page may sit and still be the same place. */
const REPEAT_PLACE = 3;

export function documentLines(pages: PageLines[]): DocLine[] {
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
