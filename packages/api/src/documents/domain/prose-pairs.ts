/** Letters: paragraphs of prose and their labelled clauses as pairs. */

import type { Cell, Line } from './layout';
import { matchLabel } from './ratecon-labels';
import type { Pair } from './ratecon-pairs';

/**
 * "Driver on file: Ana Ruiz, 555-0100.", "Equipment: trailer V123.": a clause of a letter that
 * starts with a label (its first word when more words follow it before the colon), as a pair; a
 * value that starts with a label of its own ("trailer V123") is that label's.
 */
export function labelledClauses(clauses: string[], lines: Line[]): Pair[] {
  const out: Pair[] = [];
  const host = lines.at(-1);
  if (!host) return out;
  for (const c of clauses) {
    const m = /^([A-Za-z][A-Za-z ]{1,30}?)\s*:\s*(.+?)\.?$/.exec(c.trim());
    if (!m) continue;
    const words = m[1]!.trim().split(/\s+/);
    if (words.length > 4) continue;
    let label = matchLabel(`${m[1]}:`) ?? matchLabel(`${words[0]}:`);
    if (!label || label.field === 'generic' || label.field === 'ignore') continue;
    let value = m[2]!.trim();
    const inner = matchLabel(value);
    if (inner?.value && inner.field !== 'generic' && inner.field !== label.field) {
      label = inner;
      value = inner.value;
    }
    if (
      ![
        'driver',
        'driver_phone',
        'truck',
        'trailer',
        'truck_trailer',
        'carrier',
        'equipment',
      ].includes(label.field)
    )
      continue;
    const cell: Cell = { ...host.cells[0]!, text: c, parts: [] };
    out.push({
      field: label.field,
      value,
      cell,
      line: { ...host, cells: [cell], text: c },
      weight: 0.6,
    });
  }
  return out;
}

/**
 * Paragraphs of prose: single-cell lines one under another at the same left edge, at least one
 * of them long (a sentence running across the page). Each paragraph as its lines.
 */
export function proseParagraphs(lines: Line[]): string[][] {
  const out: string[][] = [];
  let current: Line[] = [];
  const flush = () => {
    if (current.some((l) => l.text.length > 60)) out.push(current.map((l) => l.text));
    current = [];
  };
  for (const l of lines) {
    const prev = current.at(-1);
    // A letter's heading lines ("To: …", "Re: …", the date alone) start paragraphs of their own:
    // the sentence under them is not theirs.
    const heading =
      /^[A-Z][A-Za-z.]{0,12}(?:\s[A-Za-z]{1,10})?:\s/.test(l.text) ||
      (prev !== undefined && !/[.:;!?,]$/.test(prev.text) && prev.text.length < 60);
    if (
      l.cells.length === 1 &&
      !heading &&
      prev &&
      prev.page === l.page &&
      Math.abs(prev.cells[0]!.x0 - l.cells[0]!.x0) <= 4 &&
      l.y - prev.y <= l.cells[0]!.height * 2.2
    ) {
      current.push(l);
      continue;
    }
    flush();
    if (l.cells.length === 1) current = [l];
  }
  flush();
  return out;
}
