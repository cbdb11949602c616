/**
 * Notes numbered by stop, written apart from the stops (under a stop table, at the foot of the
 * page): a heading that names notes or instructions ("STOP NOTES", "Special instructions",
 * "Remarks by stop"), then one line per noted stop, in order, that starts with the stop's number ("1) …",
 * "2. …", "#3 – …", "Stop 4: …"), a long note wrapped onto lines under its text. Each note is its
 * stop's instructions; the block is taken out of the lines so the last stop does not read it as
 * its own.
 */
import type { Line } from './layout';

const HEADING =
  /^(?:stop\s+|special\s+|delivery\s+|pickup\s+)?(?:notes?|instructions?|remarks|comments)(?:\s+(?:by|per)\s+stop)?\s*:?$/i;
// (The stop's number may be said as its sequence: "Seq 1:", "Seq. 2 –", "Sequence 3)".)
const NUMBERED =
  /^(?:(?:stop|seq(?:uence)?\.?|stop\s+seq\.?)\s*(?:no\.?\s*)?#?\s*|#\s*)?(\d{1,2})\s*(?:[).:]|\s[-–—])\s*(\S.*)$/i;

export interface StopNotes {
  lines: Line[];
  /** Stop number (1-based, as printed) → its note. */
  notes: Map<number, string>;
}

export function numberedStopNotes(lines: Line[]): StopNotes {
  const notes = new Map<number, string>();
  const taken = new Set<Line>();
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!;
    if (head.cells.length !== 1 || !HEADING.test(head.cells[0]!.text.trim())) continue;
    const found = new Map<number, string>();
    const mine: Line[] = [head];
    let last: { n: number; x: number } | null = null;
    let after = 0;
    for (let k = i + 1; k < lines.length; k++) {
      const l = lines[k]!;
      if (l.page !== head.page || l.cells.length !== 1) break;
      const c = l.cells[0]!;
      const m = NUMBERED.exec(c.text.trim());
      if (m && Number(m[1]) > after) {
        after = Number(m[1]);
        found.set(after, m[2]!.trim());
        last = { n: after, x: c.x0 };
        mine.push(l);
        continue;
      }
      // A note wrapped onto the next line, under its text (not back at the margin of a new
      // paragraph).
      if (last && c.x0 >= last.x - 2 && !m && c.text !== c.text.toUpperCase()) {
        const prev = lines[k - 1]!;
        if (l.y - prev.y <= c.height * 1.8 && prev.cells[0]!.text.length >= 60) {
          found.set(last.n, `${found.get(last.n)!} ${c.text.trim()}`);
          mine.push(l);
          continue;
        }
      }
      break;
    }
    // One note is enough under a heading that says they are the stops'.
    if (found.size >= (/stop/i.test(head.text) ? 1 : 2)) {
      for (const [n, t] of found) notes.set(n, t);
      for (const l of mine) taken.add(l);
      i += mine.length - 1;
    }
  }
  if (taken.size === 0) return { lines, notes };
  return { lines: lines.filter((l) => !taken.has(l)), notes };
}
