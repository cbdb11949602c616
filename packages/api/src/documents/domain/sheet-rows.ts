/**
 * Spreadsheets printed as they are: a gutter of row numbers down the left, a band of column
 * letters across the top of each page, and every field a "Field | Value" row — a stop's fields
 * written as rows of their own ("Stop 2 - City | Dallas", "Stop 2 - Window start | …").
 *
 * - The gutter and the letters are the spreadsheet's, not the document's: dropped, so the field
 *   names are the first cells again (labels at the start of their line).
 * - Rows named for a stop are that stop's: the stop's number comes off each row's name and a
 *   title line "Stop N" goes before the first of them, so the stop reader sees a titled block
 *   of labelled rows like any other.
 */
import { type Cell, type Line, withCells } from './layout';

const ROW_NUMBER = /^\d{1,4}$/;

/** Row numbers down the left of most lines, counting up by one. */
function gutterCells(lines: Line[]): Set<Cell> {
  const numbered = lines.filter((l) => ROW_NUMBER.test(l.cells[0]!.text));
  if (numbered.length < 8) return new Set();
  // One column: right edges together (numbers set right) or left edges together.
  const near = (a: number, b: number) => Math.abs(a - b) <= 3;
  const x1 = numbered.map((l) => l.cells[0]!.x1).sort((a, b) => a - b)[numbered.length >> 1]!;
  const x0 = numbered.map((l) => l.cells[0]!.x0).sort((a, b) => a - b)[numbered.length >> 1]!;
  const inColumn = numbered.filter((l) => near(l.cells[0]!.x1, x1) || near(l.cells[0]!.x0, x0));
  if (inColumn.length < 8) return new Set();
  // The column sits left of everything else on the page.
  if (inColumn.some((l) => l.cells[1] && l.cells[1].x0 < l.cells[0]!.x1)) return new Set();
  let steps = 0;
  for (let i = 1; i < inColumn.length; i++) {
    if (Number(inColumn[i]!.cells[0]!.text) === Number(inColumn[i - 1]!.cells[0]!.text) + 1) {
      steps++;
    }
  }
  if (steps < (inColumn.length - 1) * 0.8) return new Set();
  return new Set(inColumn.map((l) => l.cells[0]!));
}

/** "A | B | C": a band of column letters in order. */
function isColumnLetters(line: Line): boolean {
  if (line.cells.length < 2) return false;
  const codes = line.cells.map((c) => (/^[A-Z]$/.test(c.text) ? c.text.charCodeAt(0) : -1));
  return codes.every((c, i) => c > 0 && (i === 0 || c === codes[i - 1]! + 1));
}

/** Lines without the spreadsheet's row numbers and column letters (unchanged when none). */
export function withoutSheetGutter(lines: Line[]): Line[] {
  const gutter = gutterCells(lines);
  if (gutter.size === 0) return lines;
  const out: Line[] = [];
  for (const l of lines) {
    if (isColumnLetters(l)) continue;
    const cells = l.cells.filter((c) => !gutter.has(c));
    if (cells.length === 0) continue;
    out.push(cells.length === l.cells.length ? l : withCells(l, cells));
  }
  return out;
}

/** "Stop 2 - City", "Stop #2: Window start", "STOP 3 · Ref": the stop's number, then a name. */
const STOP_PREFIX =
  /^(?:stop|stp)\s*#?\s*(\d{1,2})\s*[-–—:.·|]\s*([A-Za-z][A-Za-z #/&().'-]{0,40})$/i;

/**
 * Rows named for a stop ("Stop 1 - Name | Acme") → a title line "Stop 1" before the stop's first
 * row, and each row under its plain name ("Name | Acme"). Only where at least three rows name
 * the same stop (a list of fields, not a remark that mentions a stop). `isRole` tells a name
 * that is the stop's kind ("Stop 1 - Shipper"): such a row is a title already and stays.
 */
export function stopPrefixedRows(lines: Line[], isRole: (text: string) => boolean): Line[] {
  const counts = new Map<number, number>();
  const prefix = (l: Line) => {
    const m = STOP_PREFIX.exec(l.cells[0]!.text.trim());
    if (!m || isRole(m[2]!)) return null;
    return { n: Number(m[1]), name: m[2]!.trim() };
  };
  for (const l of lines) {
    const p = prefix(l);
    if (p) counts.set(p.n, (counts.get(p.n) ?? 0) + 1);
  }
  if (![...counts.values()].some((c) => c >= 3)) return lines;
  const out: Line[] = [];
  let current: number | null = null;
  for (const l of lines) {
    const p = prefix(l);
    if (!p || (counts.get(p.n) ?? 0) < 3) {
      out.push(l);
      continue;
    }
    const first = l.cells[0]!;
    if (p.n !== current) {
      current = p.n;
      const title: Cell = {
        ...first,
        text: `Stop ${p.n}`,
        parts: [{ text: `Stop ${p.n}`, x: first.x0 }],
        x1: first.x0 + (first.x1 - first.x0) * 0.4,
      };
      // Just above the row (a title line of its own), on the same page.
      out.push({ page: l.page, y: l.y - first.height * 0.5, cells: [title], text: title.text });
    }
    const cells = [
      { ...first, text: p.name, parts: [{ text: p.name, x: first.x0 }] },
      ...l.cells.slice(1),
    ];
    out.push(withCells(l, cells));
  }
  return out;
}
