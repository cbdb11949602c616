/**
 * Text wrapped down a narrow notes column of a stop table ("Commodity: Canned" / "goods" /
 * "Trailer must be clean," / "dry and odor free."): each line whose first word would not have
 * fitted at the end of the line above it in that column goes on the same text, so a note or a
 * labelled value wrapped over several lines reads as one cell. A line that would have fitted
 * starts a text of its own (the notes after the goods), and so does a labelled value, a phone,
 * an e-mail or a place.
 */
import { type Cell, type Line, withCells } from './layout';
import { matchLabel } from './ratecon-labels';
import { CITY_RE, EMAIL_RE, PHONE_RE } from './values';

/** Columns of running text: notes, remarks, instructions, goods. */
const TEXT_COLUMNS = new Set(['instructions', 'commodity']);
export const isTextColumn = (title: Cell) => TEXT_COLUMNS.has(matchLabel(title.text)?.field ?? '');

/**
 * A value that starts a text of its own rather than going on with the one above (also a count
 * under the goods: "17 plts").
 */
function ownValue(text: string): boolean {
  if (/^\d[\d,.]*\s+[A-Za-z]{1,8}\.?$/.test(text.trim())) return true;
  const m = matchLabel(text);
  // (A label says it is one with its value, a ':' or a '#': "goods" alone goes on a text.)
  return (
    (m !== null && m.field !== 'generic' && (m.value !== '' || /[:#]\s*$/.test(text))) ||
    EMAIL_RE.test(text) ||
    PHONE_RE.test(text) ||
    CITY_RE.test(text)
  );
}

/** Where a column ends: the next title's left edge, or (the last) its widest cell's right. */
function columnEnd(header: Line, col: Cell, lines: Line[], charW: number): number {
  const next = header.cells.find((h) => h.x0 > col.x0 + 1);
  if (next) return next.x0;
  const widest = Math.max(
    col.x1,
    ...lines.flatMap((l) => l.cells.filter((c) => Math.abs(c.x0 - col.x0) <= 3).map((c) => c.x1)),
  );
  return widest + charW * 2;
}

/**
 * After a labelled value (the goods), a capital after words that end no sentence starts another
 * text of the column, wrapped or not: "Commodity: Canned goods", then "Call 1 hour before
 * arrival.". (Inside a note, a capital goes on: "Call Ana Ruiz" / "Lopez at the gate.")
 */
export function startsAnotherText(before: string, next: string): boolean {
  return /^[A-Z]/.test(next) && !/[.;:!?,\-–—]$/.test(before.trim());
}

/** The text being read down a column. */
interface OpenText {
  /** Its cell. */
  li: number;
  ci: number;
  /** The line and right edge of its last part. */
  lastLi: number;
  lastX1: number;
  /** A labelled value (inline, or under its label alone just above): a note may follow it. */
  valued: boolean;
}

/** Lines of a stop's rows under `header`, each column's wrapped text joined into one cell. */
export function wrappedColumnsJoined(lines: Line[], header: Line): Line[] {
  const cells = lines.map((l) => [...l.cells]);
  let changed = false;
  for (const col of header.cells) {
    if (!isTextColumn(col)) continue;
    let open: OpenText | null = null;
    for (let li = 0; li < lines.length; li++) {
      const ci = cells[li]!.findIndex((c) => Math.abs(c.x0 - col.x0) <= 3);
      if (ci < 0) continue;
      const cell = cells[li]![ci]!;
      const charW = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
      const firstWord = (cell.text.split(/\s+/)[0]?.length ?? 0) * charW;
      const above = lines[li - 1];
      const into: Cell | null = open ? cells[open.li]![open.ci]! : null;
      const end = columnEnd(header, col, lines, charW);
      if (
        open &&
        into &&
        // (A cell running on into the next column is split at it later, not joined here.)
        into.x1 <= end + charW &&
        open.lastLi === li - 1 &&
        !ownValue(cell.text) &&
        // (A title or a label alone takes no text after it: its value is under it.)
        matchLabel(into.text)?.value !== '' &&
        !(open.valued && startsAnotherText(into.text, cell.text)) &&
        above?.page === lines[li]!.page &&
        lines[li]!.y - above.y <= cell.height * 1.6 &&
        open.lastX1 + charW + firstWord > end - charW
      ) {
        cells[open.li]![open.ci] = {
          ...into,
          text: `${into.text} ${cell.text}`,
          parts: [...into.parts, ...cell.parts],
          x1: Math.max(into.x1, cell.x1),
        };
        cells[li]!.splice(ci, 1);
        open.lastLi = li;
        open.lastX1 = cell.x1;
        changed = true;
        continue;
      }
      const inline = matchLabel(cell.text);
      const underLabel: boolean =
        into !== null &&
        open !== null &&
        open.lastLi === li - 1 &&
        matchLabel(into.text)?.value === '';
      const valued: boolean =
        (inline !== null && inline.field !== 'generic' && inline.value !== '') || underLabel;
      open = { li, ci, lastLi: li, lastX1: cell.x1, valued };
    }
  }
  if (!changed) return lines;
  return lines.flatMap((l, li) => (cells[li]!.length > 0 ? [withCells(l, cells[li]!)] : []));
}
