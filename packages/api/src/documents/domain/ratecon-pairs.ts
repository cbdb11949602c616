/** An equipment label with its kind beside it ("Equipment Type | Reefer"): a value, no title. */
function equipmentNamed(line: Line, below: Line | undefined): boolean {
  return line.cells.some((c, i) => {
    const m = matchLabel(c.text);
    const next = line.cells[i + 1];
    // (A title row has a value under that label on the next line: "Trailer type | Reefer" over
    // "53' Refrigerated Trailer | 35°F"; a form's next line has its next label there.)
    const valueUnder = below?.cells.some(
      (u) => Math.abs(u.x0 - c.x0) <= 4 && matchLabel(u.text)?.value !== '',
    );
    return (
      m?.field === 'equipment' &&
      m.value === '' &&
      next !== undefined &&
      !valueUnder &&
      /^(?:dry\s+)?(?:van|reefer|refrigerated(?:\s+van)?)$/i.test(next.text.trim())
    );
  });
}

/** Label/value pairs of a run of lines: a label's value in its cell, beside it, under a column title. */

import { looksLikeCompany } from './broker';
import type { Cell, Line } from './layout';
import {
  type Field,
  matchLabel,
  runOn,
  SURE_SHAPES,
  splitInline,
  TITLE_ONLY,
  VALUE_SHAPES,
} from './ratecon-labels';
import { isSentence, SECTION_END, STOP_ONLY } from './ratecon-words';
import { CITY_RE, EMAIL_RE, PHONE_RE, readEquipment, readWeight } from './values';
import { isTextColumn, startsAnotherText, wrappedColumnsJoined } from './wrapped-columns';

// ---------------------------------------------------------------------------------------------
// Pairs

export interface Pair {
  field: Field | null;
  value: string;
  cell: Cell;
  line: Line;
  /** 0.9 labelled with ':' or a header column, 0.75 bare label word, 0.5 by shape. */
  weight: number;
  used?: boolean;
}

/**
 * A row of column titles: at least two cells that are labels with nothing after them, and the
 * others short words without digits (a title the synonyms do not know, "STOP 1").
 */
export const isHeaderRow = (line: Line) => {
  if (line.cells.length < 2) return false;
  let labels = 0;
  for (const c of line.cells) {
    const m = matchLabel(c.text);
    // (A title cut by its wrap may end in a separator: "PU / Appt # ·" over "Ref".)
    if ((m !== null && /^[\s·•|/,&+-]*$/.test(m.value)) || STOP_ONLY.test(c.text)) labels++;
    else if (/\d/.test(c.text) || c.text.split(/\s+/).length > 3 || /[:$@]/.test(c.text))
      return false;
  }
  return labels >= 2 && labels >= line.cells.length * 0.6;
};

/** Label/value pairs of a run of lines (a stop region or the whole load outside stops). */
export function pairsOf(rows: Line[], headerAbove?: Line): Pair[] {
  // (A stop's rows under a table's titles: text wrapped down a narrow column is one cell.)
  const lines = headerAbove ? wrappedColumnsJoined(rows, headerAbove) : rows;
  const pairs: Pair[] = [];
  const consumed = new Set<Cell>();
  const above = headerAbove ? withTouchingTitlesApart(headerAbove) : undefined;
  let header: Line | undefined = above;
  // The last table row read: its values by column, for cells wrapped onto the lines below.
  let row: { line: Line; lastY: number; byColumn: Map<Cell, Pair> } | null = null;
  // The last line read under the current header.
  let tableY = 0;
  // Where a form puts its labels after a first label/value pair (a second column of labels).
  const labelXs: number[] = [];
  for (const l of lines) {
    l.cells.forEach((c, ci) => {
      if (ci === 0 || ci + 1 >= l.cells.length) return;
      const m = matchLabel(c.text);
      if (m && m.value === '' && m.field !== 'generic') labelXs.push(c.x0);
    });
  }
  const labelColumn = (c: Cell) =>
    !/\d/.test(c.text) && labelXs.filter((x) => Math.abs(x - c.x0) <= 3).length >= 2;
  // Columns of two fields that gave their first value already.
  const filledColumns = new Set<Cell>();
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    if (isHeaderRow(line) && !equipmentNamed(line, lines[li + 1])) {
      header = withTouchingTitlesApart(line);
      row = null;
      tableY = line.y;
      filledColumns.clear();
      continue;
    }
    // Titles with nothing under them (a form's row of blank boxes): a line far below, after a
    // band with no row, is no row of theirs ("Driver | Driver cell | Truck #" left blank, then
    // the next section's heading).
    if (
      header &&
      header !== above &&
      row === null &&
      (line.page !== header.page ||
        line.y - header.y > Math.max(8, ...header.cells.map((c) => c.height)) * 3.5)
    ) {
      header = undefined;
    }
    // Nor is a line far below the table's last line (a blank band, then other sections: the
    // rate box, the terms), once the table has read a row, nor a section's heading in capitals
    // alone on its line ("HANDLING UNITS") under it.
    const heading =
      line.cells.length === 1 &&
      /^[A-Z][A-Z&/ ]{3,40}$/.test(line.cells[0]!.text.trim()) &&
      line.cells[0]!.text.trim().split(/\s+/).length <= 4 &&
      matchLabel(line.cells[0]!.text) === null;
    if (
      header &&
      header !== above &&
      row !== null &&
      (heading ||
        line.page !== header.page ||
        line.y - tableY > Math.max(8, ...header.cells.map((c) => c.height)) * 3.5)
    ) {
      header = undefined;
      row = null;
    }
    tableY = line.y;
    // A "Label | value" line below a table is past it: its cells are not the columns'.
    if (header && header !== above && line.cells.length >= 2) {
      const lead = matchLabel(line.cells[0]!.text);
      if (lead && lead.value === '' && lead.field !== 'generic') {
        header = undefined;
        row = null;
      }
    }
    // A stop's title starting a line ("STOP 1 | Pick up") under a table of the load's facts:
    // the stops begin, the table is past (its empty box takes nothing from them).
    if (
      header &&
      header !== above &&
      STOP_ONLY.test(line.cells[0]!.text.trim()) &&
      !header.cells.some((c) => /\bstop\b/i.test(c.text))
    ) {
      header = undefined;
      row = null;
    }
    const cells = header ? line.cells.flatMap((c) => splitAtColumns(c, header!)) : line.cells;
    const wrapped =
      header && row ? appendWrapped(row, line, cells, header, lines) : new Set<Cell>();
    if (wrapped.size > 0) {
      // "#PU3101553 Ref" over "PO-794082": a number's column wrapped into the next label's
      // value; each labelled number its own pair.
      for (const pr of row!.byColumn.values()) {
        if (pr.field === null) continue;
        const [first, ...more] = runOn(pr.field, pr.value);
        if (more.length === 0 || !first) continue;
        pr.value = first.value;
        for (const x of more) pairs.push({ ...pr, field: x.field, value: x.value });
      }
      row!.lastY = line.y;
      if (wrapped.size === cells.length) continue;
    }
    const before = pairs.length;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      if (consumed.has(cell) || wrapped.has(cell)) continue;
      let m = matchLabel(cell.text);
      // Under column titles a bare word that could be a label ("Appt" under "Sched", "Drop"
      // under "Type") is its column's value when the next cell stands under another column:
      // a label and its value do not straddle the table's columns.
      if (
        m &&
        m.value === '' &&
        header &&
        !/[:#]\s*$/.test(cell.text) &&
        cells[i + 1] &&
        columnOf(header, cell) !== undefined &&
        columnOf(header, cells[i + 1]!) !== columnOf(header, cell) &&
        columnOf(header, cell)!.text.trim().toLowerCase() !== cell.text.trim().toLowerCase()
      ) {
        m = null;
      }
      if (m && m.value === '' && m.field !== 'generic') {
        // Value in the next cell (unless it is a label itself), else the cell under it.
        // A lone ':' set apart from its label belongs to the label.
        const colonOnly = cells[i + 1] && /^[:#.\s]+$/.test(cells[i + 1]!.text);
        const titles = titleRowOverValues(line, lines[li + 1]);
        let next = titles ? undefined : cells[i + (colonOnly ? 2 : 1)];
        // Two sections side by side, each heading over its lines ("Equipment | Carrier pay"
        // over "53' Reefer | Line haul $1,300"): the far cell is the other section's heading.
        const under = lines[li + 1];
        // (Or any heading set in capitals beside a heading in capitals: "CARRIER | QUOTE
        // BREAKDOWN (USD)" over the carrier's name and the charges' titles.)
        const capsHeading = (t: string) => /^[A-Z][A-Z&/ ]+(?:\s*\([A-Z$]{1,5}\))?$/.test(t.trim());
        if (
          next &&
          !colonOnly &&
          // (A name in capitals is no heading: "CARRIER | ACME TRUCKING LLC".)
          (SECTION_END.test(next.text) ||
            (capsHeading(cell.text) && capsHeading(next.text) && !looksLikeCompany(next.text))) &&
          !/\d/.test(next.text) &&
          next.text.split(/\s+/).length <= 3 &&
          next.x0 - cell.x1 > 80 &&
          under !== undefined &&
          under.page === line.page &&
          under.cells.some((c) => Math.abs(c.x0 - cell.x0) <= 4) &&
          // (The other section's first line may sit a little lower, on a line of its own.)
          [under, lines[li + 2]].some(
            (u) => u?.page === line.page && u.cells.some((c) => Math.abs(c.x0 - next!.x0) <= 6),
          )
        ) {
          next = undefined;
        }
        const nextLabel = next ? matchLabel(next.text) : null;
        // A next cell that is a label itself is no value, unless it is one of this field
        // ("Equipment: | Reefer") or a word that is a label only over a column.
        const nextIsLabel =
          (nextLabel !== null &&
            nextLabel.field !== 'generic' &&
            (nextLabel.value === '' || nextLabel.strong) &&
            !TITLE_ONLY.has(next!.text.trim().toLowerCase()) &&
            !(m.field === 'equipment' && readEquipment(next!.text).equipment_type !== null)) ||
          // A form's second column of labels ("Driver | | Carrier Quote | a0F5…" with the
          // driver left blank): a cell where the other lines put their labels is a label too.
          (next !== undefined && !colonOnly && labelColumn(next));
        if (next && !nextIsLabel) {
          const value = withTitleScale(m.field, cell.text, next.text.replace(/^[:#]\s*/, ''));
          pairs.push({ field: m.field, value, cell: next, line, weight: m.rewritten ? 0.8 : 0.9 });
          i += colonOnly ? 2 : 1;
          continue;
        }
        if (colonOnly) i++;
        if (next) continue;
        // The cell under it: on the next line, or the one after when a line of another column
        // (a letterhead's name beside a boxed number) sits between.
        for (const k of [li + 1, li + 2]) {
          const l = lines[k];
          if (!l || l.page !== line.page || l.y - line.y > cell.height * 3.2) break;
          const below = l.cells.find(
            (c) => c.x0 < cell.x1 + 4 && c.x1 > cell.x0 - 4 && Math.abs(c.x0 - cell.x0) < 60,
          );
          if (!below) continue;
          // A card: the title alone on its line, its value under it after an icon's word
          // ("Truck | Dry van · 53 ft", "Phone (816) 441-2666", "Mail | ana@x.com").
          const titleAlone = line.cells.length === 1;
          let valueCell = below;
          if (
            titleAlone &&
            l.cells.length === 2 &&
            below === l.cells[0] &&
            /^[A-Za-z]{2,6}$/.test(below.text) &&
            !consumed.has(l.cells[1]!) &&
            // (A word that is a label itself, "Ref | SO-1" in a grid's row, only when the value
            // could be nothing else: "Truck | Dry van · 53 ft" under EQUIPMENT.)
            (matchLabel(below.text) === null || (SURE_SHAPES[m.field]?.(l.cells[1]!.text) ?? false))
          ) {
            valueCell = l.cells[1]!;
          }
          const belowLabel = valueCell === below ? matchLabel(below.text) : null;
          const fits =
            belowLabel !== null &&
            titleAlone &&
            belowLabel.value !== '' &&
            (VALUE_SHAPES[m.field]?.(below.text) ?? false);
          if (valueCell !== below && !consumed.has(valueCell)) {
            pairs.push({
              field: m.field,
              value: valueCell.text,
              cell: valueCell,
              line: l,
              weight: m.rewritten ? 0.7 : 0.78,
            });
            consumed.add(valueCell);
            consumed.add(below);
          } else if ((belowLabel === null || fits) && !consumed.has(below)) {
            // A column of numbers under the title that ends in a total row ("Weight (lb)" over
            // each handling unit's weight, then "TOTAL … 38,500"): the total is the value.
            const total = columnTotal(lines, k, below, m.field === 'weight');
            pairs.push({
              field: m.field,
              value: total?.cell.text ?? below.text,
              cell: total?.cell ?? below,
              line: total?.line ?? l,
              weight: m.rewritten ? 0.72 : 0.8,
            });
            consumed.add(below);
          }
          break;
        }
        continue;
      }
      if (m && m.field !== 'generic' && m.value !== '') {
        let parts = splitInline(cell.text);
        // "BOL 24223191 Ref SO-228565": a bare label word's value runs on into the next one.
        if (parts.length === 1 && parts[0]!.field === null) parts = runOn(m.field, m.value);
        for (const part of parts) {
          if (part.value === '') continue;
          pairs.push({
            field: part.field ?? m.field,
            value: part.value,
            cell,
            line,
            weight: (m.strong ? 0.9 : 0.75) * (m.rewritten ? 0.9 : 1),
          });
        }
        continue;
      }
      // Under a header row: the column decides.
      const col = header ? columnOf(header, cell) : undefined;
      const colLabel = col
        ? matchLabel(col.text)
        : line.rowLabel
          ? matchLabel(line.rowLabel.text)
          : null;
      // A column titled with two fields ("Commodity / Notes"): its first value is the first
      // field's, the lines under it the second's.
      const two = col ? twoFieldColumn(col.text) : null;
      const colField = two ? (filledColumns.has(col!) ? two[1] : two[0]) : colLabel?.field;
      if (two) filledColumns.add(col!);
      const colWeight = colLabel?.rewritten ? 0.77 : 0.85;
      // (A sentence there is the notes', not goods: "Lumper on site, get receipt.")
      const noted =
        two && two[1] === 'instructions' && colField === two[0] && /[a-z]{2}\.$/.test(cell.text)
          ? 'instructions'
          : null;
      for (const part of splitInline(cell.text)) {
        if (part.value === '') continue;
        const field = part.field ?? noted ?? (colField && colField !== 'generic' ? colField : null);
        pairs.push({
          field,
          value: col && field ? withTitleScale(field, col.text, part.value) : part.value,
          cell,
          line,
          weight: part.field ? 0.9 : field ? colWeight : 0.5,
        });
      }
    }
    if (header && line.cells.length >= 3) {
      const byColumn = new Map<Cell, Pair>();
      for (const pr of pairs.slice(before)) {
        const col = columnOf(header, pr.cell);
        if (col && !byColumn.has(col)) byColumn.set(col, pr);
      }
      row = { line, lastY: line.y, byColumn };
    }
  }
  return pairs;
}

/**
 * The two fields of a column titled with two ("Commodity / Notes", "Goods & Remarks"), when both
 * halves are labels of different free-text fields (the goods, the notes); null otherwise ("PU /
 * DEL #" is one field, "City / State" one line).
 */
export function twoFieldColumn(title: string): [Field, Field] | null {
  const halves = title.split(/\s+(?:\/|&)\s+/);
  if (halves.length !== 2) return null;
  const [a, b] = halves.map((h) => matchLabel(h));
  if (!a || !b || a.value !== '' || b.value !== '') return null;
  // Free-text fields only: one line each ("City / State" over "Lakeland, FL" is one value).
  const text = new Set(['commodity', 'instructions']);
  if (!text.has(a.field) || !text.has(b.field) || a.field === b.field) return null;
  return [a.field, b.field];
}

/**
 * Down a column of numbers from line `k` (right edges together): the cell of its total row, if
 * the run of numbers ends in a line that says "total".
 */
function columnTotal(
  lines: Line[],
  k: number,
  first: Cell,
  sum = false,
): { cell: Cell; line: Line } | null {
  const numeric = (t: string) => /^[\d,.]+\s*(?:lbs?|kgs?)?$/i.test(t.trim());
  if (!numeric(first.text)) return null;
  const rows: Array<{ cell: Cell; line: Line }> = [];
  for (let j = k + 1; j < lines.length && j <= k + 40; j++) {
    const l = lines[j]!;
    if (l.page !== lines[k]!.page) break;
    const c = l.cells.find(
      (x) => (Math.abs(x.x1 - first.x1) <= 4 || Math.abs(x.x0 - first.x0) <= 2) && numeric(x.text),
    );
    if (!c) break;
    if (/\btotal\b/i.test(l.text)) return { cell: c, line: l };
    rows.push({ cell: c, line: l });
  }
  // A weight per line and no total row (each row a line of goods, with words beside its
  // weight): the load's weight is their sum.
  if (!sum || rows.length < 2 || !rows.every((r) => r.line.cells.length >= 2)) return null;
  const total = rows.reduce((a, r) => a + (readWeight(r.cell.text) ?? Number.NaN), 0);
  if (!Number.isFinite(total)) return null;
  const last = rows.at(-1)!;
  return { cell: { ...last.cell, text: String(total), parts: [] }, line: last.line };
}

/**
 * A row of titles over a row of values (a grid of boxes: "LOAD TENDER # | TENDERED |
 * EQUIPMENT" over "RF88 | Nov 25 2026 | 53' Reefer"), even when the titles are not all known
 * labels: three cells or more without digits or colons, most of them with a value starting
 * right under them on the next line.
 */
/**
 * A bare number under or after a temperature title that names its scale ("Temp °C | 2",
 * "Set point (F)"): the number in that scale, so Celsius is converted.
 */
function withTitleScale(field: string, title: string, value: string): string {
  if (field !== 'temp' || !/^-?\d{1,3}(?:\.\d+)?$/.test(value.trim())) return value;
  if (/°\s*C\b|\(C\)|celsius/i.test(title)) return `${value.trim()} °C`;
  if (/°\s*F\b|\(F\)|fahrenheit/i.test(title)) return `${value.trim()} °F`;
  return value;
}

function titleRowOverValues(line: Line, next: Line | undefined): boolean {
  if (!next || next.page !== line.page || line.cells.length < 3) return false;
  const height = Math.max(...line.cells.map((c) => c.height), ...next.cells.map((c) => c.height));
  if (next.y - line.y > height * 2.2) return false;
  if (!line.cells.every((c) => !/[\d:$@]/.test(c.text) && c.text.split(/\s+/).length <= 4)) {
    return false;
  }
  // Values only under titles: a line of "Label | value" pairs is not.
  if (next.cells.some((n) => matchLabel(n.text)?.value === '')) return false;
  const under = line.cells.filter((c) => next.cells.some((n) => Math.abs(n.x0 - c.x0) < 4));
  return (
    under.length >= Math.max(2, line.cells.length - 1) && next.cells.some((n) => /\d/.test(n.text))
  );
}

/**
 * A table row whose cells wrap ("17635 N Main St, Suite" over "4B"): a line just below the row,
 * with fewer cells, each under a column the row filled and none a label — appended there.
 */
function appendWrapped(
  row: { line: Line; lastY: number; byColumn: Map<Cell, Pair> },
  line: Line,
  cells: Cell[],
  header: Line,
  lines: Line[] = [],
): Set<Cell> {
  const out = new Set<Cell>();
  const height = row.line.cells[0]!.height;
  if (line.page !== row.line.page || line.y - row.lastY > height * 1.6) return out;
  if (cells.length >= row.line.cells.length) return out;
  const targets: Array<[Pair, Cell]> = [];
  for (const c of cells) {
    // A value of its own: a labelled value, an e-mail, a phone, a city line.
    // (A label alone, "BOL" over its number, starts a value of its own too.)
    const own = matchLabel(c.text);
    if ((own && own.field !== 'generic') || splitInline(c.text).some((p) => p.field !== null)) {
      continue;
    }
    if (EMAIL_RE.test(c.text) || PHONE_RE.test(c.text) || CITY_RE.test(c.text)) continue;
    const col = columnOf(header, c);
    const pr = col ? row.byColumn.get(col) : undefined;
    // (Nor the value a label above took from under it: it is that pair's own cell.)
    if (!pr || pr.cell === c || Math.abs(pr.cell.x0 - c.x0) > 3) continue;
    // (After the goods, a capital after words that end no sentence is the next note.)
    if (isTextColumn(col!) && pr.field === 'commodity' && startsAnotherText(pr.value, c.text))
      continue;
    // Wrapped text: its first word would not have fitted after the row's text in the column
    // (a second line of its own, e.g. an address under a name, would have).
    const charW = (c.x1 - c.x0) / Math.max(1, c.text.length);
    const firstWord = (c.text.split(/\s+/)[0]?.length ?? 0) * charW;
    const next = header.cells.find((h) => h.x0 > col!.x0);
    // The last column ends where its widest cell does (the page's margin), not past it; a
    // number under it (a count, a reference) is rather a value of its own, as before.
    const widest = Math.max(
      col!.x1,
      ...lines
        .filter((l) => l.page === line.page)
        .flatMap((l) => l.cells.filter((x) => Math.abs(x.x0 - col!.x0) <= 3).map((x) => x.x1)),
    );
    const columnEnd = next
      ? next.x0
      : /\d/.test(c.text)
        ? header.cells.at(-1)!.x1 + 60
        : widest + charW * 2;
    if (pr.cell.x1 + charW + firstWord < columnEnd - charW) continue;
    targets.push([pr, c]);
  }
  for (const [pr, c] of targets) {
    pr.value = `${pr.value} ${c.text}`;
    out.add(c);
  }
  return out;
}

/**
 * Titles set so close they make one cell ("Pieces BOL", "Sched Phone"), each a title of its
 * own: columns of their own, each from its text item's left edge.
 */
export function withTouchingTitlesApart(header: Line): Line {
  let changed = false;
  const cells = header.cells.flatMap((c) => {
    if (c.parts.length < 2) return [c];
    const titles = c.parts.map((p) => matchLabel(p.text.trim()));
    if (!titles.every((m) => m !== null && m.value === '')) return [c];
    changed = true;
    return c.parts.map((p, i) => ({
      ...c,
      text: p.text.trim(),
      parts: [p],
      x0: p.x,
      x1: i + 1 < c.parts.length ? c.parts[i + 1]!.x - 2 : c.x1,
    }));
  });
  return changed ? { ...header, cells } : header;
}

/** A cell running over the next column's left edge, split at the text items there. */
function splitAtColumns(cell: Cell, header: Line): Cell[] {
  if (cell.parts.length < 2 || isSentence(cell.text)) return [cell];
  const out: Cell[] = [];
  let current: Cell | null = null;
  for (const part of cell.parts) {
    const col = columnOf(header, { ...cell, x0: part.x });
    if (current && columnOf(header, current) === col) {
      current.text = `${current.text} ${part.text}`.replace(/\s+/g, ' ').trim();
      current.parts.push(part);
    } else {
      current = { ...cell, text: part.text.trim(), parts: [part], x0: part.x };
      out.push(current);
    }
  }
  // (All in one column, a text wrapped down it among them: the cell as it was.)
  if (out.length === 1) return [cell];
  return out.filter((c) => c.text !== '');
}

function columnOf(header: Line, cell: Cell): Cell | undefined {
  const cols = header.cells;
  let byLeft: Cell | undefined;
  for (let i = cols.length - 1; i >= 0; i--) {
    if (cell.x0 >= cols[i]!.x0 - 6) {
      byLeft = cols[i];
      break;
    }
  }
  // A value set right under its title ("Weight" over "17,100 lbs" ending where it ends) may
  // start left of it: when the column found by the left edge is not above the value at all,
  // the title the value sits under is its column.
  const overlap = (c: Cell) => Math.min(c.x1, cell.x1) - Math.max(c.x0, cell.x0);
  if (byLeft && overlap(byLeft) > 0) return byLeft;
  const under = cols.filter((c) => overlap(c) > 0).sort((a, b) => overlap(b) - overlap(a))[0];
  return under ?? byLeft;
}
