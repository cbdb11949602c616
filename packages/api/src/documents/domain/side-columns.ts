/**
 * A narrow column down one edge of the page that runs beside the body on baselines of its own:
 * a summary sidebar (load #, equipment, pay, the rep) at the right, a margin of numbers (order #,
 * PO, weight) at the left of a stop table. Read line by line, its cells land in the body's stop
 * rows and paragraphs ("PICK 1 … | EQUIPMENT"), and the body's rows in its label/value pairs.
 *
 * Found by its gutter, not its words: over a run of consecutive lines no cell crosses a vertical
 * line near one edge, the cells beyond it make a column no wider than about two fifths of the page,
 * and both sides have lines of their own (the two sides do not share rows: a table's last column
 * does, so it stays in its rows). The column's lines are read first, as lines of their own, then
 * the body's.
 */
import { type Cell, type Line, withCells } from './layout';
import { roleTitle } from './stop-roles';

/** A stop's title ("PICK", "Stop 1 of 2", "ORIGIN"): a margin of these heads the body's blocks. */
const isStopTitle = (text: string) => {
  const r = roleTitle(text);
  return (r !== null && /^(?:$|\W*\d{1,2}\b)/.test(r.rest)) || /^stop\s*#?\s*\d/i.test(text);
};

const CLEAR = 12;
const MIN_RUN = 6;
/** Lines the side column has: it runs down a good part of the page (a box beside a block does not). */
const MIN_SIDE = 9;

interface Split {
  from: number;
  to: number;
  side: (c: Cell) => boolean;
}

/** The side's lines start at one left edge (a column, not the ends of the body's rows). */
function aligned(run: Line[], side: (c: Cell) => boolean): boolean {
  const starts = run.map((l) => l.cells.find(side)?.x0).filter((x): x is number => x !== undefined);
  const x = Math.min(...starts);
  return starts.filter((s) => s - x <= 4).length >= starts.length * 0.8;
}

function bestSplit(lines: Line[], width: number): Split | null {
  let best: (Split & { score: number }) | null = null;
  const candidates: Array<{ side: (c: Cell) => boolean; crosses: (c: Cell) => boolean }> = [];
  const rights = new Set<number>();
  const lefts = new Set<number>();
  for (const l of lines) {
    for (const c of l.cells) {
      if (c.x0 > width * 0.55) rights.add(Math.round(c.x0));
      if (c.x1 < width * 0.45) lefts.add(Math.round(c.x1));
    }
  }
  for (const g of rights) {
    candidates.push({
      side: (c) => c.x0 >= g - 0.5,
      crosses: (c) => c.x0 < g - 0.5 && c.x1 > g - CLEAR,
    });
  }
  for (const g of lefts) {
    candidates.push({
      side: (c) => c.x1 <= g + 0.5,
      crosses: (c) => c.x1 > g + 0.5 && c.x0 < g + CLEAR,
    });
  }
  for (const { side, crosses } of candidates) {
    let from = 0;
    for (let i = 0; i <= lines.length; i++) {
      const l = lines[i];
      if (l && !l.cells.some(crosses)) continue;
      if (i - from >= MIN_RUN) {
        const run = lines.slice(from, i);
        const sideCells = run.flatMap((r) => r.cells.filter(side));
        const sideOnly = run.filter((r) => r.cells.every(side)).length;
        const bodyOnly = run.filter((r) => !r.cells.some(side)).length;
        const withSide = run.filter((r) => r.cells.some(side)).length;
        const span =
          sideCells.length > 0
            ? Math.max(...sideCells.map((c) => c.x1)) - Math.min(...sideCells.map((c) => c.x0))
            : width;
        if (
          withSide >= MIN_SIDE &&
          sideOnly >= 3 &&
          sideOnly >= withSide * 0.4 &&
          aligned(run, side) &&
          bodyOnly >= 3 &&
          run.length - withSide >= 0 &&
          span <= width * 0.42 &&
          sideCells.every((c) => c.text.length <= 48 && !isStopTitle(c.text))
        ) {
          const score = withSide + sideOnly;
          if (!best || score > best.score) best = { from, to: i, side, score };
        }
      }
      from = i + 1;
    }
  }
  return best;
}

/** One page's lines with a side column (if any) read apart, before the body. */
export function sideColumnApart(lines: Line[], width: number): Line[] {
  const split = bestSplit(lines, width);
  if (!split) return lines;
  const run = lines.slice(split.from, split.to);
  const side = run
    .map((l) => withCells(l, l.cells.filter(split.side)))
    .filter((l) => l.cells.length > 0);
  const body = run
    .map((l) =>
      withCells(
        l,
        l.cells.filter((c) => !split.side(c)),
      ),
    )
    .filter((l) => l.cells.length > 0);
  return [...lines.slice(0, split.from), ...side, ...body, ...lines.slice(split.to)];
}
