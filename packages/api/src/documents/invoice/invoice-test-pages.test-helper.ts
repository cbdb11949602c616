/** Hand-written invoice pages for the reader's tests: lines of cells, one page or several. */
import type { PageLines } from '../domain/extract';
import type { Cell, Line } from '../domain/layout';

/** A line of cells at `y`: [x, text] pairs, 5 pt per character, 9 pt text. */
export function row(page: number, y: number, ...cells: Array<[number, string]>): Line {
  const made: Cell[] = cells.map(([x, text]) => ({
    text,
    parts: [{ text, x }],
    x0: x,
    x1: x + text.length * 5,
    y,
    height: 9,
  }));
  return { page, y, cells: made, text: made.map((c) => c.text).join(' | ') };
}

/** One text page of these lines. */
export const doc = (...lines: Line[]): PageLines[] => [
  { page: 1, width: 612, lines, source: 'text', quality: 1 },
];

/** One OCR'd page of these lines. */
export const scanned = (...lines: Line[]): PageLines[] => [
  { page: 1, width: 612, lines, source: 'ocr', quality: 0.9 },
];

/** Text pages, one per list of lines. */
export function pages(...byPage: Line[][]): PageLines[] {
  return byPage.map((lines, i) => ({ page: i + 1, width: 612, lines, source: 'text', quality: 1 }));
}
