import type { Cell, Doc, LabelKind, Line } from '../document';

/** Helpers shared by the field extractors. */

/** Cells with one of the labels, in document order. */
export function labelledCells(doc: Doc, ...kinds: LabelKind[]): Array<{ line: Line; cell: Cell }> {
  const out: Array<{ line: Line; cell: Cell }> = [];
  for (const line of doc.lines) {
    for (const cell of line.cells)
      if (cell.label && kinds.includes(cell.label)) out.push({ line, cell });
  }
  return out;
}

export interface Unit {
  line: Line;
  cell: Cell;
  /** The cell's text to search (its value when labelled with a label the caller skips). */
  text: string;
}

/**
 * Searchable pieces of the document: each cell's whole text, except cells whose label is in
 * `skip` (those are left out entirely) and e-mail header lines other than the subject.
 */
export function units(doc: Doc, skip: readonly LabelKind[] = []): Unit[] {
  const out: Unit[] = [];
  for (const line of doc.lines) {
    for (const cell of line.cells) {
      if (cell.label === 'header' || cell.label === 'carrier' || cell.label === 'letterhead')
        continue;
      if (cell.label && skip.includes(cell.label)) continue;
      out.push({ line, cell, text: cell.text });
    }
  }
  return out;
}

/**
 * A number with thousands separators / decimals. It neither starts nor stops inside a number
 * (the look-arounds check one or two characters, so long digit runs stay linear).
 */
export const NUM = String.raw`(?<![\d.])(?<!\d,)(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?!\d|,\d|\.\d)`;

/** '2,450' → 2450; with a k/thousand suffix ×1000. */
export function toNumber(raw: string, multiplier?: string | null): number {
  const n = Number(raw.replace(/,/g, ''));
  return multiplier && /^(?:k|thousand)$/i.test(multiplier.trim()) ? Math.round(n * 1000) : n;
}

/** Pounds in a kilogram. */
export const LB_PER_KG = 2.20462;
