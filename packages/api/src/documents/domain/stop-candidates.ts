/**
 * Stop segmentation as a choice between readings. A page can lay its stops out in many ways (a
 * titled block per stop, a table with a row per stop, a grid with a column per stop, boxes,
 * sentences); each way gives a candidate segmentation (a list of stop regions), and the one
 * whose regions read most like stops wins, instead of the first rule that fires.
 *
 * A region reads like a stop by what its cells hold: a company, a street, a "City, ST 12345", a
 * date or time, a phone, a reference. A region holding two cities or two schedules is two stops
 * read as one; a region with almost nothing is no stop.
 */
import type { Line } from './layout';
import type { Confidence, RateconStop } from './ratecon-types';
import { readStop } from './stop-fields';
import { roleMentioned, roleTitle, stopCodeTitle } from './stop-roles';
import { type Region, tableHeaderAbove } from './stop-segmentation';
import { CITY_RE, scheduleTokens } from './values';

const CITY_ALL = new RegExp(CITY_RE.source, 'g');

/** How much one region reads as one stop (higher is more like a stop). */
export function regionEvidence(region: Region, year?: number): number {
  return readEvidence(region, year).score;
}

function readEvidence(region: Region, year?: number): { score: number; stop: RateconStop } {
  const scratch: Confidence = {};
  const s = readStop(region, 1, scratch, year);
  let score = 0;
  if (s.company_name) score += 1;
  // A street: a house number, then a word of a street's name ("41 Mill Race Rd", not "1 LD").
  if (s.address && /^\d+[A-Za-z]?\s+(?:\S+\s+)*[A-Za-z]{3,}/.test(s.address)) score += 1;
  if (s.city && s.state && s.zipcode) score += 1.5;
  if (s.appointment_date || s.fcfs_start_date) score += 1;
  if (s.appointment_time_hours || s.fcfs_start_time_hours) score += 0.5;
  if (s.phone) score += 0.5;
  if (s.confirmation_number || s.bol_number || s.reference_number) score += 0.5;
  // Two places in one region: stops merged.
  const places = new Set<string>();
  for (const l of region.lines) {
    for (const c of l.cells) {
      for (const m of c.text.matchAll(CITY_ALL)) places.add(`${m[2]} ${m[3]}`);
    }
  }
  if (places.size > 1) score -= 3 * (places.size - 1);
  // Appointments on two different days, each with its own time, also say two stops (a window
  // across midnight has two days but one "–" between them on one line).
  const scheduled = region.lines.filter((l) =>
    scheduleTokens(l.text, year).some((t) => t.kind === 'date'),
  );
  if (scheduled.length > 2) score -= 1.5 * (scheduled.length - 2);
  // Next to nothing: no stop at all.
  if (score < 2) score -= 2;
  return { score, stop: s };
}

/**
 * A segmentation's score: the sum of its regions' evidence, less the stops it reads twice (the
 * same place on the same day: a route summary's row and the stop's own block).
 */
export function segmentationScore(regions: Region[], year?: number): number {
  const seen = new Set<string>();
  let total = 0;
  for (const r of regions) {
    const { score, stop } = readEvidence(r, year);
    const day = stop.appointment_date ?? stop.fcfs_start_date;
    const key = stop.city && day ? `${stop.city.toLowerCase()}|${stop.state}|${day}` : null;
    if (key && seen.has(key)) {
      total -= 1;
      continue;
    }
    if (key) seen.add(key);
    total += score;
  }
  return total;
}

/**
 * The best of the candidate segmentations; the first (the titled reading) keeps the place on a
 * tie or a small margin, since its titles say what each region is.
 */
export function bestSegmentation(candidates: Region[][], year?: number): Region[] {
  let best = candidates[0] ?? [];
  let bestScore = segmentationScore(best, year);
  for (const c of candidates.slice(1)) {
    if (c.length === 0) continue;
    const score = segmentationScore(c, year);
    if (score > bestScore + 1) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** A stop's ordinal in a table's first column: "1", "#2", "3.", "1 LD", "2 XD", "3 Drop". */
const ORDINAL = /^#?\s*(\d{1,2})\s*[.)]?(?:\s+([A-Za-z][A-Za-z/ -]{0,14}))?$/;

/**
 * A table with a row per stop: the first column numbers the stops 1, 2, 3 … and each number
 * opens a row group (the row and the lines under it that keep right of the number column). The
 * word beside the number, when it names a kind (PU, Pick, Drop, Consignee), gives the stop's kind;
 * a code it does not know leaves the kind to the stop's order.
 */
export function numberedRowRegions(lines: Line[]): Region[] {
  const rows: Array<{ line: number; n: number }> = [];
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k]!;
    const c0 = l.cells[0];
    if (!c0 || l.cells.length < 3 || c0.x1 - c0.x0 > 70) continue;
    const m = ORDINAL.exec(c0.text.trim());
    if (!m) continue;
    const n = Number(m[1]);
    const prev = rows.at(-1);
    if (prev && n === prev.n + 1 && Math.abs(lines[prev.line]!.cells[0]!.x0 - c0.x0) <= 4) {
      rows.push({ line: k, n });
    } else if (n === 1 && (rows.length < 2 || !prev)) {
      rows.length = 0;
      rows.push({ line: k, n });
    } else if (n === 1) {
      break;
    }
  }
  if (rows.length < 2) return [];
  const out: Region[] = [];
  rows.forEach((row, i) => {
    const first = lines[row.line]!;
    const c0 = first.cells[0]!;
    const end = rows[i + 1]?.line ?? lines.length;
    const group: Line[] = [first];
    for (let k = row.line + 1; k < end; k++) {
      const l = lines[k]!;
      const prev = group.at(-1)!;
      if (l.page !== first.page) break;
      if (l.y - prev.y > Math.max(c0.height, 8) * 3) break;
      if (l.cells.some((c) => c.x0 < c0.x1)) break;
      group.push(l);
    }
    const word = ORDINAL.exec(c0.text.trim())![2] ?? '';
    const kind =
      stopCodeTitle(word)?.role ??
      roleTitle(word)?.role ??
      (word === '' ? roleMentioned(first.cells[1]?.text ?? '') : null) ??
      null;
    out.push({
      anchor: { line: row.line, cell: c0, type: kind, name: null },
      lines: group,
      header: tableHeaderAbove(lines, row.line),
    });
  });
  // Each row group must read as a place or a time (a list of numbered notes is no stop table).
  const placed = out.filter((r) =>
    r.lines.some((l) => CITY_RE.test(l.text) || scheduleTokens(l.text).length > 0),
  );
  return placed.length === out.length ? out : [];
}

/**
 * The regions of a segmentation with another reading of some of its stops put in: the regions
 * whose lines the new ones cover are replaced, the others kept, all in reading order.
 */
export function withRegionsReplaced(
  regions: Region[],
  replacement: Region[],
  order: (r: Region) => number,
): Region[] {
  const key = (l: Line) => `${l.page}:${l.y}`;
  const covered = new Set(replacement.flatMap((r) => r.lines.map(key)));
  const kept = regions.filter((r) => !r.lines.some((l) => covered.has(key(l))));
  return [...kept, ...replacement].sort((a, b) => order(a) - order(b));
}
