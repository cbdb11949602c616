/**
 * OCR'd tables: tesseract often puts a row's numbers and its text on baselines a few points
 * apart (the numbers above or below the description), and a header's titles on two baselines.
 * Two neighbouring lines are one row again when they are closer than a line and a quarter,
 * their cells do not overlap side by side, and together they hold at most one amount (so a row
 * never takes the next row's numbers: pairing goes from the top, first come first served).
 */
import type { Cell } from '../domain/layout';
import type { DocLine } from './page-model';

const overlaps = (a: Cell[], b: Cell[]) =>
  a.some((x) => b.some((y) => x.x0 < y.x1 - 1 && y.x0 < x.x1 - 1));

export function canJoinRows(
  upper: DocLine,
  lower: DocLine,
  amountCells: (cells: Cell[]) => number,
): boolean {
  if (upper.page !== lower.page || upper.repeated || lower.repeated) return false;
  const gap = lower.y - upper.y;
  if (gap <= 0 || gap > Math.max(upper.height, lower.height) * 1.25) return false;
  if (overlaps(upper.cells, lower.cells)) return false;
  return amountCells([...upper.cells, ...lower.cells]) <= 1;
}

export function joinRows(upper: DocLine, lower: DocLine): DocLine {
  const cells = [...upper.cells, ...lower.cells].sort((a, b) => a.x0 - b.x0);
  return {
    ...upper,
    y: lower.y,
    cells,
    text: cells.map((c) => c.text).join(' '),
    height: Math.max(upper.height, lower.height),
  };
}
