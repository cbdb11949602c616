/**
 * Dates printed as calendar tiles: a small block at a stop's left edge with the month's short
 * name on top, the day's number under it and often the weekday under that ("NOV" / "23" /
 * "MON"), no year, the stop's title and lines set in beside it. The tile becomes one yearless
 * date ("NOV 23") in the month's place on the tile's top line (the stop's title line), its
 * other words taken out of the stop's lines, so the schedule readers find it; the year is resolved
 * as for any date printed without one (the document's own date, rolling over at a year end).
 */
import { type Cell, type Line, withCells } from './layout';

const MONTH = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.?$/i;
const DAY = /^(0?[1-9]|[12]\d|3[01])$/;
const WEEKDAY = /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?$/i;
/** How far a tile's words may sit apart (points, left edges) and how many lines down. */
const SAME_COLUMN = 12;
const TILE_LINES = 4;

/** The first cell of a line when it is alone at the tile's column and reads as `re`. */
function tileCell(line: Line | undefined, x: number, page: number, re: RegExp): Cell | undefined {
  const c = line?.cells[0];
  if (!line || !c || line.page !== page) return undefined;
  return Math.abs(c.x0 - x) <= SAME_COLUMN && re.test(c.text.trim()) ? c : undefined;
}

/** The lines with every calendar tile written as a date on its top line. */
export function calendarTileDates(lines: Line[]): Line[] {
  const out = [...lines];
  const drop = new Map<number, Set<Cell>>();
  for (let i = 0; i < out.length; i++) {
    const top = out[i]!;
    const month = top.cells[0];
    // The month leads a line that goes on beside it (a tile alone on its line is some other text).
    if (!month || top.cells.length < 2 || !MONTH.test(month.text.trim())) continue;
    let day: { at: number; cell: Cell } | undefined;
    for (let j = i + 1; j <= i + TILE_LINES && !day; j++) {
      const c = tileCell(out[j], month.x0, top.page, DAY);
      if (c) day = { at: j, cell: c };
    }
    if (!day) continue;
    const taken = new Map<number, Cell>([[day.at, day.cell]]);
    for (let j = day.at + 1; j <= day.at + TILE_LINES; j++) {
      const c = tileCell(out[j], month.x0, top.page, WEEKDAY);
      if (c) {
        taken.set(j, c);
        break;
      }
    }
    const date = `${month.text.trim().replace(/\.$/, '')} ${day.cell.text.trim()}`;
    const tile = { ...month, text: date, parts: [{ text: date, x: month.x0 }] };
    out[i] = withCells(top, [tile, ...top.cells.slice(1)]);
    for (const [j, c] of taken) drop.set(j, new Set([...(drop.get(j) ?? []), c]));
  }
  return out.flatMap((l, i) => {
    const gone = drop.get(i);
    if (!gone) return [l];
    const cells = l.cells.filter((c) => !gone.has(c));
    return cells.length ? [withCells(l, cells)] : [];
  });
}
