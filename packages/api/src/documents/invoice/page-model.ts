/**
 * The invoice readers work on one list of lines across pages (page order, then top to bottom),
 * each knowing its page, its cells and the width of its page. Lines a table or a party block has
 * taken are marked so that later readers skip them.
 */
import type { PageLines } from '../domain/extract';
import type { Cell } from '../domain/layout';

export interface DocLine {
  /** Position in the document's list. */
  index: number;
  page: number;
  pageWidth: number;
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

export function documentLines(pages: PageLines[]): DocLine[] {
  const out: DocLine[] = [];
  const seen = new Map<string, Set<number>>();
  for (const page of pages) {
    for (const line of page.lines) {
      const text = line.cells.map((c) => c.text).join(' ');
      const key = text.replace(/\d+/g, '#').toLowerCase();
      const pagesOf = seen.get(key) ?? new Set<number>();
      pagesOf.add(page.page);
      seen.set(key, pagesOf);
      out.push({
        index: out.length,
        page: page.page,
        pageWidth: page.width,
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
    for (const line of out) {
      const key = line.text.replace(/\d+/g, '#').toLowerCase();
      line.repeated = (seen.get(key)?.size ?? 0) > 1;
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
