/**
 * Tables keyed by stop number apart from the stops (a record printed with its related lists:
 * "Stop Appointments", "Line Items", each row starting with the stop's number under a "Stop #"
 * column): no stops of their own; each row's values, read under its column titles, are the
 * numbered stop's. The table that gives the places (a row with a "City, ST" or a zip column)
 * stays the stops' own table.
 */
import type { Cell, Line } from './layout';
import { isHeaderRow } from './ratecon-pairs';
import type { Confidence, RateconStop } from './ratecon-types';
import { fillEmptyStopFields, readStop } from './stop-fields';
import { CITY_RE } from './values';

const STOP_KEY = /^stop\s*(?:#|no\.?|nbr|num(?:ber)?)?$/i;
const ZIP_TITLE = /\b(zip|postal)\b/i;

export interface KeyedRow {
  n: number;
  lines: Line[];
  header: Line;
}

export function stopKeyedRows(lines: Line[]): { lines: Line[]; rows: KeyedRow[] } {
  const rows: KeyedRow[] = [];
  const taken = new Set<Line>();
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!;
    const key = head.cells[0];
    if (!key || !STOP_KEY.test(key.text.trim()) || head.cells.length < 3 || !isHeaderRow(head))
      continue;
    if (head.cells.some((c) => ZIP_TITLE.test(c.text))) continue;
    const mine: Line[] = [head];
    const found: KeyedRow[] = [];
    let k = i + 1;
    // Titles wrapped onto a second line ("Stop" over "#").
    const next = lines[k];
    if (
      next &&
      next.page === head.page &&
      next.y - head.y < key.height * 1.6 &&
      next.cells.every((c) => !/\d/.test(c.text))
    ) {
      mine.push(next);
      k++;
    }
    let clean = true;
    for (; k < lines.length; k++) {
      const l = lines[k]!;
      const prev = lines[k - 1]!;
      if (l.page !== head.page || l.y - prev.y > key.height * 3) break;
      const lead: Cell = l.cells[0]!;
      const n = /^(\d{1,2})$/.exec(lead.text.trim());
      if (n && Math.abs(lead.x0 - key.x0) <= 6) {
        found.push({ n: Number(n[1]), lines: [l], header: head });
        mine.push(l);
        continue;
      }
      // A row's text wrapped onto the next line (right of the number column).
      const last = found.at(-1);
      if (last && lead.x0 > key.x1 + 2 && l.y - prev.y < key.height * 1.6) {
        last.lines.push(l);
        mine.push(l);
        continue;
      }
      // A line close under the rows that is none of them (a kind under the number, "1" over
      // "PU"): a table of another shape, left to the stop readers.
      if (l.y - prev.y < key.height * 1.6) clean = false;
      break;
    }
    if (found.length === 0 || !clean) continue;
    // The places' own table stays where it is.
    if (found.some((r) => r.lines.some((l) => CITY_RE.test(l.text)))) continue;
    rows.push(...found);
    for (const l of mine) taken.add(l);
    i = k - 1;
  }
  if (rows.length === 0) return { lines, rows };
  return { lines: lines.filter((l) => !taken.has(l)), rows };
}

const FILLED: Array<keyof RateconStop> = [
  'phone',
  'email',
  'confirmation_number',
  'bol_number',
  'reference_number',
  'stop_instructions',
  'commodities',
];
const SCHEDULE: Array<keyof RateconStop> = [
  'appointment_type',
  'appointment_date',
  'appointment_time_hours',
  'appointment_time_minutes',
  'fcfs_start_date',
  'fcfs_start_time_hours',
  'fcfs_start_time_minutes',
  'fcfs_end_date',
  'fcfs_end_time_hours',
  'fcfs_end_time_minutes',
];

/** Each keyed row's values into its stop's empty fields (a schedule only where none was read). */
export function applyKeyedRows(
  stops: RateconStop[],
  rows: KeyedRow[],
  conf: Confidence,
  year?: number,
): void {
  for (const row of rows) {
    const stop = stops[row.n - 1];
    if (!stop) continue;
    const lead = row.lines[0]!.cells[0]!;
    const read = readStop(
      {
        anchor: { line: 0, cell: lead, type: null, name: null },
        lines: row.lines,
        header: row.header,
      },
      row.n,
      {},
      year,
    );
    const p = `stops.${row.n - 1}.`;
    fillEmptyStopFields(
      stops,
      row.n - 1,
      Object.fromEntries(FILLED.map((key) => [key, read[key]])),
      conf,
      0.7,
    );
    const scheduled = stop.appointment_date !== null || stop.fcfs_start_date !== null;
    if (!scheduled && (read.appointment_date !== null || read.fcfs_start_date !== null)) {
      for (const key of SCHEDULE) {
        (stop as unknown as Record<string, unknown>)[key] = read[key];
        if (read[key] !== null) conf[p + key] = 0.7;
        else delete conf[p + key];
      }
    }
  }
}
