/**
 * Carriers' truck posts (issue 18): a board, a group or a thread where carriers post their empty
 * trucks ('TRUCK AVAILABLE: Reno, NV → Boise, ID', 'Need load out of Nashville TN tomorrow',
 * 'empty in Memphis TN, reefer, need load to TX', 'Your truck: Denver, CO → ANYWHERE') beside a
 * broker's load. A truck post is never the load: nothing in it — place, date, equipment, rate,
 * phone — is the load's. It goes before any field is read, with the lines its block goes on with
 * ('posted on DAT at $2.50/mi min') and, in a thread, every message of the carrier who posted it
 * ('can you do 950?'); a board row typed TRUCK goes like a covered one. A broker asking for a truck
 * ('NEED TRUCKS', 'TRUCK WANTED', 'need a reefer') is posting its load and stays.
 */

const TRUCK_POST =
  /\btrucks?\s+(?:available|avail|ready|open)\b|\b(?:reefer|van|flatbed|truck|driver)s?\s+(?:available|empty)\s+(?:in|at|near|out of)\b|\bneed(?:s|ing)?\s+(?:a\s+)?loads?\s+(?:out of|from|to|going|in)\b|\blooking\s+for\s+(?:a\s+)?loads?\b|\bempty\s+(?:in|at|near)\b|^\W*your\s+(?:posted\s+)?truck\s*:/i;
/** A broker looking for a truck for its load. */
const TRUCK_WANTED =
  /\b(?:truck|trucks|carrier|carriers|driver)\s+(?:wanted|needed)\b|\bneed(?:s|ing)?\s+(?:a\s+)?(?:trucks?|carriers?|drivers?)\b|\b(?:have|got)\s+(?:a\s+)?(?:load|something)\b|\bload\s+(?:available|avail)\b/i;
/** A message's sender before its text ('Big D Transport: …', '[11/20/26, 6:12 AM] +1 (615) 555-0150: …'). */
const SENDER = /^\s*(?:\[[^\]\n]{4,30}\]\s*)?([^:\n[\]]{2,40}?):\s/;
/** A line that is not the truck post's any more: a route, a load's cue, a thread break. */
const LOAD_CUE = /\b(?:load|loads|shipment|pick\s*up|pu|deliver(?:y)?|called on|booked)\s*[:#-]/i;

/** 'empty Tulsa OK', 'empty in Memphis TN': where an empty truck is. */
const EMPTY_AT =
  /\b(?:empty|EMPTY)\s+(?:(?:in|at|near|IN|AT|NEAR)\s+)?[A-Z][A-Za-z.]+(?:\s[A-Z][A-Za-z.]+)?,?\s[A-Z]{2}\b/;

const isTruckPost = (line: string) =>
  (TRUCK_POST.test(line) || EMPTY_AT.test(line)) && !TRUCK_WANTED.test(line);

/** A board's result row typed TRUCK (or LOAD) in its first column. */
const typed = (line: string, type: 'load' | 'truck') =>
  new RegExp(`^\\s*${type}s?\\b(?:\\t|\\s{2,}|\\s*\\|)`, 'i').test(line);

/** The lines without the carriers' truck posts; the same array when there is none. */
export function dropTruckPosts(lines: string[]): string[] {
  const rows = lines.some((l) => typed(l, 'load')) && lines.some((l) => typed(l, 'truck'));
  if (!rows && !lines.some(isTruckPost)) return lines;
  const drop = new Set<number>();
  const carriers = new Set<string>();
  lines.forEach((line, i) => {
    if (!isTruckPost(line)) return;
    drop.add(i);
    const sender = SENDER.exec(line)?.[1]?.trim();
    if (sender) {
      carriers.add(sender);
      return;
    }
    // A post that opens its block takes the block's next lines with it.
    if (i > 0 && lines[i - 1]!.trim() !== '') return;
    for (let k = i + 1; k < lines.length; k++) {
      const next = lines[k]!;
      if (
        !next.trim() ||
        /^\s*[-=_*]{3,}\s*$/.test(next) ||
        LOAD_CUE.test(next) ||
        SENDER.test(next)
      )
        break;
      if (/->|→|\bto\b/.test(next) && /,\s*[A-Z]{2}\b|\b[A-Z]{2}\s*(?:->|→)/.test(next)) break;
      drop.add(k);
    }
  });
  if (carriers.size > 0)
    lines.forEach((line, i) => {
      const sender = SENDER.exec(line)?.[1]?.trim();
      if (sender && carriers.has(sender)) drop.add(i);
    });
  // A board's result rows typed TRUCK beside rows typed LOAD.
  if (rows)
    lines.forEach((l, i) => {
      if (typed(l, 'truck')) drop.add(i);
    });
  // Nothing is left of a load: the paste was only truck posts, read as it is.
  const kept = lines.filter((_l, i) => !drop.has(i));
  return kept.some((l) => /\d/.test(l)) ? kept : lines;
}
