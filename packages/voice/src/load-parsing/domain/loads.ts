import { findLocations } from './fields/locations';

/**
 * Postings that offer several loads ('1) Ontario, CA -> Phoenix, AZ | …', one route per line,
 * 'LOAD #1' / 'LOAD #2' blocks, '(a)' / '(b)' options): the record is the first load, in reading
 * order, that is still on offer. A load marked covered, booked, cancelled or gone is skipped, also
 * when a later line says so ('#1 is gone sorry'). Lines that belong to no load (a header such as
 * 'All loads reefer 34F', a signature, a shared phone) stay: they are said of every load.
 */

/** A line that opens a load: an enumerator ('1)', '#2', '(a)', 'Load 1 of 2', 'LOAD #1'). */
const ENUMERATED =
  /^\s*(?:\(?([a-h1-9])\)\s|(\d{1,2})\s?[.)-]\s|#\s?(\d{1,2})\b|load\s*#?\s*(\d{1,2}|[a-h])\b(?![\d/-]))/i;
/** A load, row or column marked as no longer on offer. */
export const TAKEN =
  /\b(?:covered|booked|dispatched|cancell?ed|gone|taken|no longer available|filled|awarded)\b|^\s*(?:❌|✖|✗|✘|🚫|⛔)/iu;
/**
 * An award mail (RFP or bid results, a lane award): there 'awarded' is the lane the carrier won,
 * and the lanes gone are those 'not awarded', declined or lost.
 */
const AWARD_MAIL =
  /\b(?:rfp|mini-?bid|bid\s+results?|award\s+(?:results?|letter|notice|table|summary)|lane\s+awards?|awarded\s+lanes?)\b/i;
const TAKEN_IN_AWARDS =
  /\b(?:covered|booked|dispatched|cancell?ed|gone|taken|no longer available|filled|not\s+awarded|declined|lost)\b|^\s*(?:❌|✖|✗|✘|🚫|⛔)/iu;

/** What marks a load no longer on offer in these lines: TAKEN, or in an award mail its own. */
export function takenMark(lines: readonly string[]): RegExp {
  return lines.some((l) => AWARD_MAIL.test(l)) ? TAKEN_IN_AWARDS : TAKEN;
}

/**
 * A heading over a list of stops ('DROPS', 'Stops:', 'Deliveries (3)', 'Pick-ups'): the numbered
 * lines under it are stops of one load, not loads.
 */
const STOP_HEADING =
  /^[\s\p{P}\p{S}]*(?:drops?|drop[\s-]*offs?|deliver(?:y|ies)(?:\s+stops)?|stops?|stop[\s-]*offs?|extra\s+stops|consignees?|receivers?|picks?|pick[\s-]*ups?|shippers?|stop\s+list|(?:pick|drop|delivery)\s+stops)\b[^\d]{0,24}$/iu;

/** Whether line i sits in a numbered list under a stop heading. */
function underStopHeading(lines: string[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 12; k--) {
    const l = lines[k]!;
    if (l.trim() === '') return false;
    if (ENUMERATED.test(l) || /^\s{2,}\S/.test(l)) continue;
    return STOP_HEADING.test(l) && findLocations(l).length === 0;
  }
  return false;
}

/** Two places joined as a route: 'A -> B', 'A > B', 'A to B', 'A - B'. */
const ROUTE_JOIN = /->|>|\bto\b|\s-\s|^-$/i;

interface Item {
  start: number;
  end: number;
  key: string | null;
}

function isRouteLine(line: string): boolean {
  if (/^\s*(?:subject|re|fw|fwd|from|to|sent)\s*:/i.test(line)) return false;
  const places = findLocations(line);
  // 'ATL → Charlotte NC | van | $825': an origin written as a code, an arrow, a place.
  if (places.length === 1)
    return /^(?:[\s\p{So}\p{Sk}•|-]|\ufe0f)*[A-Z]{3,4}\d?\s*->\s*$/u.test(
      line.slice(0, places[0]!.start),
    );
  if (places.length < 2) return false;
  return ROUTE_JOIN.test(line.slice(places[0]!.end, places[1]!.start));
}

/** A line's first word as a shape ('T-11KQ7M2ZP' → 'A-9A9A9A'): lines of one list share it. */
const shapeOf = (line: string) =>
  (line.trim().split(/\s+/)[0] ?? '')
    .replace(/[A-Z]+/g, 'A')
    .replace(/[a-z]+/g, 'a')
    .replace(/\d+/g, '9');

/** The lines of the first load still on offer, with the lines shared by all loads. */
export function firstOpenLoad(lines: string[]): string[] {
  const TAKEN = takenMark(lines);
  const starts: Array<{ at: number; key: string | null; enumerated: boolean }> = [];
  const takenKeys = new Set<string>();
  const statusLines = new Set<number>();
  lines.forEach((line, i) => {
    const e0 = ENUMERATED.exec(line);
    // '1) Hagerstown, MD – Wed 11/25' under 'DROPS': a stop of the load.
    const e = e0 && findLocations(line).length === 1 && underStopHeading(lines, i) ? null : e0;
    const key = e ? (e[1] ?? e[2] ?? e[3] ?? e[4] ?? '').toLowerCase() : null;
    const route = isRouteLine(line);
    // '#1 is gone sorry': a status about an earlier load, not a load.
    const opensBlock = /^\s*load\b/i.test(line) && findLocations(lines[i + 1] ?? '').length > 0;
    if (e && !route && findLocations(line).length === 0 && TAKEN.test(line) && !opensBlock) {
      if (key) takenKeys.add(key);
      statusLines.add(i);
      return;
    }
    // A load named on its line ('1) Erie, PA -> Albany, NY $1,100') is that line; an
    // enumerator without a route ('LOAD #1 (SF-2201)') opens a block.
    // A route inside an enumerated block ('Load B' / 'Salinas, CA → Denver, CO') is that load's.
    const prev = starts.at(-1);
    const inBlock =
      prev?.enumerated === true &&
      !e &&
      lines.slice(prev.at + 1, i).every((l) => l.trim() !== '') &&
      findLocations(lines[prev.at]!).length === 0;
    if (route && inBlock) return;
    if (route) starts.push({ at: i, key, enumerated: false });
    else if (e && (findLocations(line).length > 0 || /^\s*load\b/i.test(line)))
      starts.push({ at: i, key, enumerated: true });
  });
  if (starts.length < 2) return lines;
  // A route line under a line of its own figures ('T-11KQ7M2ZP · 187 mi · $612.40' over 'Dallas,
  // TX → Oklahoma City, OK'), every load alike: that line opens the load.
  const headed = (at: number) => {
    const above = lines[at - 1];
    return (
      above !== undefined &&
      /\d/.test(above) &&
      findLocations(above).length === 0 &&
      !starts.some((s) => s.at === at - 1)
    );
  };
  const withHeads = starts.every((s) => !s.enumerated && headed(s.at));
  const headShape = withHeads ? shapeOf(lines[starts[0]!.at - 1]!) : null;
  // An enumerated block runs to the next load or a blank line; a route line is one load.
  const items: Item[] = starts.map((s, n) => {
    const next = starts[n + 1]?.at ?? lines.length;
    let end = s.at + 1;
    if (s.enumerated)
      while (end < next && lines[end]!.trim() !== '' && !statusLines.has(end)) end++;
    // Lines indented under a route line ('Memphis → Little Rock, AR …' over '   Delta Steel
    // Logistics · 901-…') are that load's, when the route line itself is not indented.
    else if (!/^\s/.test(lines[s.at]!))
      while (end < next && /^\s{2,}\S/.test(lines[end]!) && !statusLines.has(end)) end++;
    return { start: withHeads ? s.at - 1 : s.at, end, key: s.key };
  });
  // A last head whose route line is cut off is a load too.
  if (headShape) {
    const last = items.at(-1)!;
    for (let i = last.end; i < lines.length; i++)
      if (shapeOf(lines[i]!) === headShape && /\d/.test(lines[i]!))
        items.push({ start: i, end: i + 1, key: null });
  }
  const open = items.find(
    (item) =>
      !(item.key && takenKeys.has(item.key)) &&
      !lines.slice(item.start, item.end).some((l) => TAKEN.test(l)),
  );
  if (!open) return lines;
  const drop = new Set<number>(statusLines);
  for (const item of items) {
    if (item === open) continue;
    for (let i = item.start; i < item.end; i++) drop.add(i);
  }
  return lines.filter((_l, i) => !drop.has(i));
}

/**
 * Blasts that offer several lanes in running prose ('… out of Atlanta, GA going to Charlotte, NC on
 * Monday …, $900. We also need 2 trucks Tuesday out of Savannah, GA to Orlando, FL …'): each lane
 * is a clause, and the load is the first lane still on offer. Its clause stays with the words said
 * of it in the same sentence and with the sentences that name no lane (said of every lane); the
 * other lanes' clauses go, and so do lines saying a lane by its city is covered ('the Green Bay
 * load is covered').
 */
export function firstProseLane(input: string[]): string[] {
  if (!input.some((l) => l.length >= 80)) return input;
  // A paragraph broken into lines of at most MAX_LINE_CHARS (normalize.ts) is read whole.
  const lines: string[] = [];
  for (const line of input) {
    const prev = lines.at(-1);
    if (
      prev !== undefined &&
      prev.length >= 300 &&
      prev.length < PROSE_MAX_CHARS &&
      !/[.!?:]\s*$/.test(prev) &&
      line.trim()
    )
      lines[lines.length - 1] = `${prev} ${line.trim()}`;
    else lines.push(line);
  }
  const TAKEN = takenMark(lines);
  const parsed = lines.map((line) => (isProse(line) ? proseClauses(line) : null));
  const lanes = parsed.flatMap((p) => (p ? p.filter((c) => c.lane) : []));
  // Several lanes in one paragraph (rows of a list are one lane a line: loads.ts above).
  if (!parsed.some((p) => p && p.filter((c) => c.lane).length >= 2)) return input;
  // Lines saying a lane is taken, and the cities they name.
  const status = lines.map((l, i) => TAKEN.test(l) && !parsed[i]?.some((c) => c.lane));
  const takenText = lines
    .filter((_l, i) => status[i])
    .join('\n')
    .toLowerCase();
  const cityOf = (text: string) => findLocations(text)[0]?.city.toLowerCase() ?? null;
  const isTaken = (c: Clause) => {
    if (TAKEN.test(c.text) && !/\bstill\s+open\b/i.test(c.text)) return true;
    const city = cityOf(c.text);
    return (
      city !== null &&
      new RegExp(`\\b${city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(takenText)
    );
  };
  const open = lanes.find((c) => !isTaken(c));
  if (!open) return input;
  const out: string[] = [];
  lines.forEach((line, i) => {
    const clauses = parsed[i];
    if (status[i]) {
      // A status about a lane that is gone ('UPDATE — the Green Bay load is covered').
      if (lanes.some((c) => c !== open && isTaken(c) && cityMentioned(line, cityOf(c.text))))
        return;
      out.push(line);
      return;
    }
    if (!clauses?.some((c) => c.lane)) {
      out.push(line);
      return;
    }
    const kept = clauses.filter((c) => {
      if (c.lane) return c === open;
      // Words in a lane's sentence after it are that lane's ('…; they're 40k of paper goods').
      const owner = clauses
        .filter((d) => d.lane && d.sentence === c.sentence && d.index < c.index)
        .at(-1);
      return !owner || owner === open;
    });
    out.push(kept.map((c) => c.text).join(' '));
  });
  return out;
}

/**
 * The longest paragraph read for lanes: a blast's paragraph is a few hundred characters, and the
 * bound keeps the clause search linear in the length of the text.
 */
const PROSE_MAX_CHARS = 2000;

/** A paragraph of running prose: sentences of words, no table cells. */
function isProse(line: string): boolean {
  if (line.length < 80 || line.length > PROSE_MAX_CHARS || /[\t|]/.test(line)) return false;
  const words = line.match(/\b[a-z]{2,}\b/g) ?? [];
  return words.length >= 8 && /[\w)][.!?;](?:\s|$)/.test(line);
}

function cityMentioned(line: string, city: string | null): boolean {
  return city !== null && line.toLowerCase().includes(city);
}

interface Clause {
  text: string;
  sentence: number;
  index: number;
  lane: boolean;
}

/** Words whose period ends no sentence ('St. Louis', 'Inc.', 'ext. 19'). */
const ABBREVIATION =
  /(?:^|\s)(?:st|ft|mt|inc|co|corp|ltd|jr|sr|no|ext|approx|vs|dr|mr|mrs|ms|a\.m|p\.m)\.$/i;

/**
 * A clause offering a lane: a place it goes to ('A to B', 'out of A going to B', 'to our
 * Louisville, KY DC', 'A -> B'); two places without a connector are stops of one load.
 */
function isLane(text: string): boolean {
  const places = findLocations(text);
  return places.some((p) =>
    /(?:\b(?:to|into)\s+(?:(?:our|the|a|their)\s+)?|->\s*)$/i.test(
      text.slice(Math.max(0, p.start - 16), p.start),
    ),
  );
}

/** A paragraph's sentences, cut into clauses where a new lane starts after ';' or 'and'. */
function proseClauses(line: string): Clause[] | null {
  const sentences: string[] = [];
  let from = 0;
  for (const m of line.matchAll(/[.!?]+(?=\s+\S)/g)) {
    const end = m.index + m[0].length;
    if (m[0] === '.' && ABBREVIATION.test(line.slice(Math.max(0, m.index - 8), end))) continue;
    sentences.push(line.slice(from, end).trim());
    from = end;
  }
  sentences.push(line.slice(from).trim());
  const clauses: Clause[] = [];
  let lanes = 0;
  sentences.forEach((sentence, s) => {
    if (!sentence) return;
    const parts: string[] = [];
    let rest = sentence;
    for (;;) {
      const cut = [
        ...rest.matchAll(
          /;\s+|,?\s+and\s+(?:also\s+)?(?=(?:a|an|one|two|three|four|five|six|\d+|the|then)\b)|,\s+(?=also\b)/gi,
        ),
      ].find((m) => isLane(rest.slice(m.index + m[0].length)) && isLane(rest.slice(0, m.index)));
      if (!cut) break;
      parts.push(rest.slice(0, cut.index).trim());
      rest = rest.slice(cut.index + cut[0].length).trim();
    }
    parts.push(rest);
    for (const text of parts) {
      const lane = isLane(text);
      if (lane) lanes++;
      clauses.push({ text, sentence: s, index: clauses.length, lane });
    }
  });
  return lanes > 0 ? clauses : null;
}
