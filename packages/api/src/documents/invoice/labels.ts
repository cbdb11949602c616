/**
 * Labelled values: a label at the start of a cell (or after another label's value in the same
 * cell, "Invoice date 2026-10-14 Due 2026-11-13"), its value the rest of the cell, the next cell
 * on the line, or the cell under the label (grids that print titles above values).
 */
import type { DocLine } from './page-model';

export interface Found<T> {
  value: T;
  /** Index of the line the value was read from. */
  line: number;
}

export interface LabelOptions {
  /** Lines not to read (tables, party blocks). */
  skip?: Set<number>;
  /** The value must follow the label in its own cell (bare titles: "Statement ST-4479412"). */
  sameCell?: boolean;
  /** Only lines before this index. */
  before?: number;
}

/**
 * Words after a label that are still the label: a second label ("/ draft date") or a
 * parenthesis of words alone ("Due (Net 15)", "Total (USD)"); the value is in the next cell.
 */
const LABEL_TAIL =
  /^\/\s*[A-Za-z][A-Za-z ]{0,24}\b(?:date|dt|day)\s*:?$|^\((?=[^)]*[A-Za-z]{2})[^()]{1,24}\)\s*:?$/i;

/**
 * The first value `parse` accepts after a label matching `label`. `parse` answers undefined
 * when the text is not a value of this kind, null when it says there is none ("Due on receipt").
 */
export function findLabelled<T>(
  lines: DocLine[],
  label: RegExp,
  parse: (text: string) => T | null | undefined,
  options: LabelOptions = {},
): Found<T | null> | null {
  const re = new RegExp(label.source, label.flags.includes('g') ? label.flags : `${label.flags}g`);
  const end = Math.min(options.before ?? lines.length, lines.length);
  for (let i = 0; i < end; i++) {
    if (options.skip?.has(i)) continue;
    const line = lines[i]!;
    for (let c = 0; c < line.cells.length; c++) {
      const cell = line.cells[c]!;
      re.lastIndex = 0;
      for (let m = re.exec(cell.text); m; m = re.exec(cell.text)) {
        const before = cell.text.slice(0, m.index).trim();
        // At the cell's start, after another label's value, or after the same label in another
        // language ("Serie-Folio / Invoice no.", "Fecha de emision / Issued").
        if (
          before !== '' &&
          !/[\d)]$/.test(before) &&
          !/[·|;]$/.test(before) &&
          !/^[^\d/:]{2,32}\s\/$/.test(before)
        )
          continue;
        const rest = cell.text
          .slice(m.index + m[0].length)
          .replace(/^[\s:#.-]+(?=\S)/, '')
          // A format hint after a date label ("Due date (DD/MM/YYYY)"): the value is further on.
          .replace(/^\((?:[dmy]{1,4}[/.-]){2}[dmy]{2,4}\)\s*:?\s*/i, '')
          .trim();
        if (rest !== '') {
          const value = parse(rest);
          if (value !== undefined) return { value, line: i };
          // More words of the label itself ("Due / draft date", "Invoice / issue date"): the
          // value is in the next cell or under it.
          if (options.sameCell || (/[A-Za-z]{3}/.test(rest.slice(0, 12)) && !LABEL_TAIL.test(rest)))
            continue;
        }
        if (options.sameCell) continue;
        const next = line.cells[c + 1];
        if (
          next &&
          !isTitleRow(lines, i) &&
          (next.x0 - cell.x1 < Math.max(120, line.pageWidth * 0.25) ||
            inLabelValueGrid(lines, i, cell, next))
        ) {
          const value = parse(next.text);
          if (value !== undefined) return { value, line: i };
        }
        const split = next ? null : valueOnNextBaseline(lines, i, cell);
        if (split) {
          const value = parse(split.text);
          if (value !== undefined) return { value, line: i + 1 };
        }
        const below = inLabelStack(lines, i, c) ? null : cellBelow(lines, i, cell);
        if (below && !options.skip?.has(below.line)) {
          const value = parse(below.text);
          if (value !== undefined) return { value, line: below.line };
        }
      }
    }
  }
  return null;
}

/**
 * A value set far right of its label, in a grid of labels down one column and values aligned
 * on their right edge down another ("Invoice Number ……… INV-6118592" under "Invoice Date ……
 * November 20, 2026"): the value has digits, and two other lines close by have a cell starting
 * where the label starts and, next to it, one with digits ending where the value ends.
 */
function inLabelValueGrid(
  lines: DocLine[],
  index: number,
  label: { x0: number },
  value: { x1: number; text: string },
): boolean {
  const line = lines[index]!;
  if (value.x1 - label.x0 > line.pageWidth * 0.6 || !/\d/.test(value.text)) return false;
  let aligned = 0;
  // Lines of another block interleave with the grid's (a letter's address at the left): the
  // grid's lines are found by their distance, not by how many lines lie between.
  for (let j = Math.max(0, index - 8); j < Math.min(lines.length, index + 9); j++) {
    const other = lines[j]!;
    if (j === index || other.page !== line.page) continue;
    if (Math.abs(other.y - line.y) > line.height * 5) continue;
    const k = other.cells.findIndex((c) => Math.abs(c.x0 - label.x0) <= 3);
    const beside = k >= 0 ? other.cells[k + 1] : undefined;
    if (beside && /\d/.test(beside.text) && Math.abs(beside.x1 - value.x1) <= 3) aligned++;
  }
  return aligned >= 2;
}

/**
 * A row of titles over a row of values ("SALES INVOICE NO. | DATE OF SALE | SALESPERSON |
 * DELIVERY" over "S67673 | 10/21/2026 | Luis Kowalski | Dealer delivery …"): three or more
 * cells of words without digits, set as titles, and on the line just under it a cell under
 * each. A title's value is the cell under it, never the next title beside it.
 */
function isTitleRow(lines: DocLine[], index: number): boolean {
  const line = lines[index]!;
  if (line.cells.length < 3) return false;
  if (line.cells.some((c) => /\d/.test(c.text) || c.text.split(/\s+/).length > 4)) return false;
  const next = lines[index + 1];
  if (!next || next.page !== line.page || next.y - line.y > line.height * 3) return false;
  // Set as titles: in capitals, or in type smaller than the values under them (a name beside
  // "Loss adjuster | Ines Varga" over "Date | 03/02/2027" is a line of labels and values).
  const capitals = line.cells.every((c) => !/[a-z]/.test(c.text));
  const smaller = Math.max(...line.cells.map((c) => c.height)) < next.height - 0.9;
  if (!capitals && !smaller) return false;
  const under = line.cells.filter((t) =>
    next.cells.some((c) => c.x0 < t.x1 + 4 && c.x1 > t.x0 - 4),
  ).length;
  return under === line.cells.length && /\d/.test(next.text);
}

/**
 * A label in a stack of label | value lines ("Customer | VNKL-731" over "Terms | Net 15" over
 * "Due date | 19-Nov-26"): three or more lines close together with a label of a few words (no
 * digits) where the label starts and, beside it, a value with digits (a number, a date, a
 * term) starting or ending where its value does. Blocks side by side (a name over a street
 * beside another) are no stack. Its value is beside it; the cell under it is the next label,
 * never its value.
 */
export function inLabelStack(lines: DocLine[], index: number, c: number): boolean {
  const line = lines[index]!;
  const label = line.cells[c]!;
  const value = line.cells[c + 1];
  if (!value || isTitleRow(lines, index)) return false;
  let stacked = 0;
  for (let j = Math.max(0, index - 4); j < Math.min(lines.length, index + 5); j++) {
    const other = lines[j]!;
    if (other.page !== line.page || Math.abs(other.y - line.y) > line.height * 6) continue;
    const k = other.cells.findIndex((x) => Math.abs(x.x0 - label.x0) <= 3);
    const beside = k >= 0 ? other.cells[k + 1] : undefined;
    const name = other.cells[k]?.text ?? '';
    if (
      beside &&
      !/\d/.test(name) &&
      name.trim().split(/\s+/).length <= 3 &&
      /\d/.test(beside.text) &&
      !isTitleRow(lines, j) &&
      (Math.abs(beside.x1 - value.x1) <= 3 || Math.abs(beside.x0 - value.x0) <= 3)
    )
      stacked++;
  }
  return stacked >= 3;
}

/**
 * A scanned label whose value OCR set on a baseline of its own a few points lower ("Invoice no."
 * at the end of its line, "9285683-OH" right of it on the next): the first cell right of the
 * label on the next line, when that line is closer than a line's height.
 */
function valueOnNextBaseline(
  lines: DocLine[],
  index: number,
  label: { x1: number },
): { text: string } | null {
  const line = lines[index]!;
  const next = lines[index + 1];
  if (!line.ocr || !next || next.page !== line.page) return null;
  if (next.y - line.y > Math.min(line.height, next.height)) return null;
  const value = next.cells.find((c) => c.x0 > label.x1);
  if (!value || value.x0 - label.x1 > Math.max(120, line.pageWidth * 0.25)) return null;
  return value;
}

/** The cell just under a label (overlapping it, within two lines). */
export function cellBelow(
  lines: DocLine[],
  index: number,
  cell: { x0: number; x1: number },
): { text: string; line: number } | null {
  const line = lines[index]!;
  for (let j = index + 1; j < Math.min(lines.length, index + 4); j++) {
    const next = lines[j]!;
    if (next.page !== line.page || next.y - line.y > line.height * 3) return null;
    const under = next.cells.find((c) => c.x0 < cell.x1 + 4 && c.x1 > cell.x0 - 4);
    if (under) return { text: under.text, line: j };
  }
  return null;
}
