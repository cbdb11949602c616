import { classifyLabel } from './document';
import { TAKEN } from './loads';

/**
 * A table pasted with one column per load (issue 18, round 7): the first column names the fields
 * ('Origin', 'Pick date', 'Rate'), each further column is a load, its first cell the load's name
 * ('Load A-1022'). The first load still on offer (its Status cell not Covered / Booked …) is the
 * load: its column becomes one 'Field: value' line per row, which the readers take as labelled.
 *
 * Told from an ordinary table by its first column: four or more rows whose first cells are labels
 * of at least three kinds, where an ordinary table's first column holds values of one kind.
 */

const STATUS = /^(?:status|load status|state)$/i;
const MIN_ROWS = 4;

function cellsOf(line: string): string[] | null {
  if (!line.includes('\t') && !line.includes('|')) return null;
  const cells = line
    .trim()
    .replace(/^\|\s*|\s*\|$/g, '')
    .split(/\t+|\s*\|\s*/)
    .map((c) => c.trim());
  return cells.length >= 3 ? cells : null;
}

export function readTransposedTables(lines: string[]): string[] {
  // Cheap cue first: a transposed table needs tab- or pipe-separated rows.
  if (!lines.some((l) => l.includes('\t') || l.includes('|'))) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const block = transposedBlock(lines, i);
    if (!block) {
      out.push(lines[i]!);
      continue;
    }
    out.push(...block.lines);
    i = block.last;
  }
  return out;
}

function transposedBlock(lines: string[], first: number): { lines: string[]; last: number } | null {
  const head = cellsOf(lines[first]!);
  if (!head) return null;
  const rows: string[][] = [];
  let last = first;
  for (let k = first + 1; k < lines.length; k++) {
    const cells = cellsOf(lines[k]!);
    if (!cells || Math.abs(cells.length - head.length) > 1) break;
    rows.push(cells);
    last = k;
  }
  if (rows.length < MIN_ROWS) return null;
  const kinds = rows.map((r) => classifyLabel(r[0]!));
  const labelled = kinds.filter((k) => k !== null);
  if (labelled.length / rows.length < 0.6 || new Set(labelled).size < 3) return null;
  // The values of a row must not be labels themselves (an ordinary header row over values).
  if (
    rows.some((r) =>
      r
        .slice(1)
        .filter(Boolean)
        .every((c) => classifyLabel(c) !== null),
    )
  )
    return null;
  const status = rows.find((r) => STATUS.test(r[0]!));
  let column = -1;
  for (let c = 1; c < head.length; c++) {
    if (TAKEN.test(head[c] ?? '') || TAKEN.test(status?.[c] ?? '')) continue;
    column = c;
    break;
  }
  if (column < 0) return null;
  const out = head[column] ? [head[column]!] : [];
  for (const r of rows) {
    const value = r[column]?.trim();
    if (value && !STATUS.test(r[0]!)) out.push(`${r[0]}: ${value}`);
  }
  return { lines: out, last };
}
