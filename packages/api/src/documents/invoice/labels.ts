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

/** The rest of a label after a slash: words ending in a date word ("/ draft date"), no value. */
const LABEL_TAIL = /^\/\s*[A-Za-z][A-Za-z ]{0,24}\b(?:date|dt|day)\s*:?$/i;

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
        // At the cell's start, or after another label's value ("… 2026-10-14 Due …").
        if (before !== '' && !/[\d)]$/.test(before) && !/[·|;]$/.test(before)) continue;
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
        if (next && next.x0 - cell.x1 < Math.max(120, line.pageWidth * 0.25)) {
          const value = parse(next.text);
          if (value !== undefined) return { value, line: i };
        }
        const below = cellBelow(lines, i, cell);
        if (below && !options.skip?.has(below.line)) {
          const value = parse(below.text);
          if (value !== undefined) return { value, line: below.line };
        }
      }
    }
  }
  return null;
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
