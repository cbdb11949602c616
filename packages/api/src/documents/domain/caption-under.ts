/**
 * Forms that print each value over a rule with its caption under it ("J&R Trucking LLC" over a
 * line, "Carrier name" under the line): the reader of label-over-value boxes would give each
 * caption the values of the next row. A human reads such a row by the caption under it. A line
 * of captions (a row of labels, as a table header) is the caption row of the line just above it
 * when
 *
 * - every cell of the line above starts at a caption's left edge (or is centred on one): the
 *   values sit in the captions' columns;
 * - the line above is nearer than the line below (a caption hugs the value it names; the next
 *   box's value is a row further on), and the line above is not itself labelled from above at
 *   least as closely;
 * - the page does this at least twice (a convention of the sheet, not one stray row).
 *
 * Such pairs are turned round (the captions take the values' place and the values the
 * captions'), so every later reader sees titles over values as on any boxed form.
 */
import type { Line } from './layout';
import { isHeaderRow } from './ratecon-pairs';

/** How far a value's left edge may stand from its caption's (typed in the same box). */
const tolerance = (l: Line) => Math.max(4, Math.min(8, (l.cells[0]?.height ?? 9) * 0.7));

/** Every cell of `values` sits in a column of `captions` (starts at one, or centred on one). */
function sitsIn(values: Line, captions: Line): boolean {
  if (values.cells.length > captions.cells.length + 1) return false;
  const tol = tolerance(captions);
  const used = new Set<number>();
  for (const v of values.cells) {
    const mid = (v.x0 + v.x1) / 2;
    const i = captions.cells.findIndex(
      (c) =>
        Math.abs(c.x0 - v.x0) <= tol ||
        (Math.abs((c.x0 + c.x1) / 2 - mid) <= tol && v.x1 - v.x0 < (c.x1 - c.x0) * 3),
    );
    if (i < 0 || used.has(i)) return false;
    used.add(i);
  }
  return used.size > 0;
}

/**
 * Once the sheet is known to caption its values from below: any row of short titles (no digits,
 * no colon, at most four words each, "Line haul | Fuel surcharge | Total carrier pay") under a
 * line with a figure in it.
 */
const titleCell = (text: string) =>
  /^[A-Za-z]/.test(text) &&
  !/[\d:$@]/.test(text) &&
  text.split(/\s+/).length <= 4 &&
  // (A sentence is no title; an abbreviation's point is: "Pickup no.")
  !/[a-z]{4,}[.!?]$/.test(text);
const looseCaptions = (captions: Line, values: Line) =>
  captions.cells.length >= 2 &&
  captions.cells.every((c) => titleCell(c.text)) &&
  values.cells.some((c) => /\d|@/.test(c.text));

function captionPairs(lines: Line[], isCaptionRow: (captions: Line, values: Line) => boolean) {
  const pairs: number[] = [];
  let i = 1;
  while (i < lines.length) {
    const captions = lines[i]!;
    const values = lines[i - 1]!;
    if (
      values.page === captions.page &&
      isCaptionRow(captions, values) &&
      !isHeaderRow(values) &&
      sitsIn(values, captions)
    ) {
      const gapAbove = captions.y - values.y;
      const next = lines[i + 1];
      const gapBelow = next && next.page === captions.page ? next.y - captions.y : Infinity;
      const above = lines[i - 2];
      const labelledFromAbove =
        above !== undefined &&
        above.page === values.page &&
        isHeaderRow(above) &&
        values.y - above.y <= gapAbove * 1.15 &&
        sitsIn(values, above);
      const hugs = gapAbove < gapBelow * 0.85 && gapAbove <= (captions.cells[0]?.height ?? 9) * 3;
      if (hugs && !labelledFromAbove) {
        pairs.push(i);
        i += 2;
        continue;
      }
    }
    i++;
  }
  return pairs;
}

/** Lines of one page (in reading order) with caption rows set above the values they name. */
export function captionsOverValues(lines: Line[]): Line[] {
  if (lines.length < 4) return lines;
  if (captionPairs(lines, (c) => isHeaderRow(c)).length < 2) return lines;
  const pairs = captionPairs(lines, (c, v) => isHeaderRow(c) || looseCaptions(c, v));
  const out = lines.slice();
  const at = (l: Line, y: number): Line => ({
    ...l,
    y,
    cells: l.cells.map((c) => ({ ...c, y: c.y + (y - l.y) })),
  });
  for (const p of pairs) {
    const values = lines[p - 1]!;
    const captions = lines[p]!;
    out[p - 1] = at(captions, values.y);
    out[p] = at(values, captions.y);
  }
  return out;
}
