/** Stop segmentation: the cells that open a stop (anchors) and the region of lines each stop covers. */

import { type Cell, type Line, withCells } from './layout';
import { loadFactsOf } from './load-facts';
import { isProseStopIntro } from './prose-stops';
import { matchLabel } from './ratecon-labels';
import { isHeaderRow } from './ratecon-pairs';
import type { RateconStop } from './ratecon-types';
import {
  DROP,
  isFactList,
  isSentence,
  LINEHAUL,
  PICK,
  SECTION_END,
  STOP_ONLY,
  STOP_TITLE_REST,
  TERMS,
} from './ratecon-words';
import { foldBilingualTitle, roleMentioned, roleTitle, stopCodeTitle } from './stop-roles';
import { CITY_RE, moneyAll, PHONE_RE, readSchedule, scheduleTokens } from './values';

/** How far a title beside a tile may sit in from its stop's left edge (points). */
const TILE_INSET = 8;

interface Anchor {
  line: number;
  cell: Cell;
  type: 'Pickup' | 'Delivery' | null;
  /** What follows the stop's kind in its own cell ("Pick — Prairie Packaging LLC"). */
  name: string | null;
}

function anchorOf(
  cell: Cell,
  next: Cell | undefined,
): { kind: Anchor['type'] | 'stop'; rest: string | null } | undefined {
  // Banners and ordinals around a title: "*** PICKUP 1 ***", "== STOP 2 ==", "1. PICKUP", "[P1]".
  // Single character classes only: nested quantifiers here backtrack exponentially on a long
  // rule of '=' or '*' followed by text.
  const t = foldBilingualTitle(cell.text.trim())
    .replace(/^[\s*=_~>[\]|]+/, '')
    .replace(/^-{2,}\s*/, '')
    .replace(/^\d{1,2}[.)]\s+/, '')
    // (A comma after a title alone is OCR's speck: "DEL,".)
    .replace(/^([A-Za-z]{2,12})[,;]$/, '$1')
    .replace(/[\s*=_~<[\]|]+$/, '')
    .replace(/\s-{2,}$/, '')
    .trim();
  if (t === '') return undefined;
  if (STOP_ONLY.test(t)) return { kind: 'stop', rest: null };
  // A stop opened by a sentence or a bullet: "• Pick up at Acme, 12 Main St, Dallas, TX 75201",
  // "Stop 2. Next, deliver to …" (the place is read with the stop's prose).
  const spoken = t
    .replace(/^[•·▪◦–—-]\s+/, '')
    .replace(
      /^(?:stop\s*#?\s*\d{1,2}\s*[.:)-]?\s*)?(?:(?:first|then|next|finally|lastly|last)\s*,?\s+)?/i,
      '',
    );
  if (isProseStopIntro(spoken)) {
    if (PICK.test(spoken)) return { kind: 'Pickup', rest: null };
    if (DROP.test(spoken)) return { kind: 'Delivery', rest: null };
  }
  const coded = stopCodeTitle(t);
  if (coded) {
    const rest = coded.rest.replace(/^[—–:-]\s*/, '');
    return { kind: coded.role, rest: /[A-Za-z]{2,}/.test(rest) ? rest : null };
  }
  // "Pick Up | 27-Nov-26" in a header block is a ship date, not a stop.
  const dateBeside =
    next !== undefined && readSchedule(next.text) !== null && next.text.length <= 14;
  for (const [re, type] of [
    [PICK, 'Pickup'],
    [DROP, 'Delivery'],
  ] as const) {
    const m = re.exec(t);
    if (!m) continue;
    let r = t.slice(m[0].length).trim();
    // The role said again in brackets: "STOP 01 - SHIPPER (PICK UP)", "Consignee (Deliver)".
    const restated = /^\(([^()]{2,20})\)\s*:?$/.exec(r);
    if (restated && roleMentioned(restated[1]!) === type) r = '';
    // … or the word that says the stop runs on from the page before ("Drop Off (continued)").
    if (/^[(—–-]*\s*(?:continued|cont'?d\.?|cont\.)\s*\)?\s*:?$/i.test(r)) r = '';
    // … or a note in brackets in capitals after it, the role in the sheet's other language
    // ("PICK UP (CARGA)", "DELIVERY (DESCARGA)", "PICKUP (LIVE)"): a title, no place's name.
    if (
      restated &&
      /^[^\d()a-z]+$/.test(restated[1]!) &&
      restated[1]!.trim().split(/\s+/).length <= 2 &&
      !/[a-z]/.test(m[m.length - 1] ?? m[0])
    )
      r = '';
    // … or after the number and a dash, with a note in brackets: "LOADING 1 — SHIPPER (grower /
    // cooler)", "Unloading 2 - Receiver".
    const again = /^#?\s*\d{1,2}\s*[—–:-]\s*(.+)$/.exec(r);
    const againRole = again ? roleTitle(again[1]!) : null;
    if (againRole?.role === type && /^(?:\([^()]{0,40}\))?\s*:?$/.test(againRole.rest)) r = '';
    // Nothing more, a stop number ("1", "#1", "(Stop 1)", "— STOP 1", "1 of 3"), a heading word
    // ("Pickup information", "Consignee details"), a colon.
    if (STOP_TITLE_REST.test(r)) {
      return dateBeside ? undefined : { kind: type, rest: null };
    }
    // A tag in brackets before the place's name: "[1 Pick] Summit Foods", "(DEL) Acme DC".
    const tag = /^[\])]\s*([A-Za-z].*)$/.exec(r);
    if (tag && /^\s*[[(]/.test(cell.text)) return { kind: type, rest: tag[1]!.trim() };
    // "Pick — Prairie Packaging LLC", "PICKUP 1: ACME FOODS, 12 MAIN ST …": the stop's first
    // line on the header itself (not "Pickup #: 123", not "Pick Up: 11/26/2026").
    // "PICKUP Golden Valley Growers": the role in capitals, then a name in other case (not a
    // label: "PICKUP Date", not a sentence).
    if (dateBeside && r === '') return undefined;
    const word = m[m.length - 1] ?? m[0];
    if (
      word === word.toUpperCase() &&
      /^[A-Z][a-z]/.test(r) &&
      r !== r.toUpperCase() &&
      r.split(/\s+/).length <= 6 &&
      !/[:.;]$/.test(r) &&
      !matchLabel(r) &&
      !isSentence(r)
    ) {
      return { kind: type, rest: r };
    }
    const inline = /^(?:#?\s*\d{1,2}\s*)?(?:[—–:·•]|\s-\s?|-\s)\s*(.+)$/.exec(r);
    if (inline && !r.startsWith('#') && !dateBeside) {
      const rest = inline[1]!.trim();
      if (/[A-Za-z]{2,}/.test(rest) && !(readSchedule(rest) && rest.length <= 24)) {
        return { kind: type, rest };
      }
      // "Stop 1 — PICKUP — Saturday, 12/05/2026": a numbered stop's title with its day after
      // it (the day is the stop's; a header's "Pickup - 11/26" has no stop number).
      if (/^(?:stop|stp)\s*#?\s*\d/i.test(t) && readSchedule(rest)) return { kind: type, rest };
    }
  }
  return undefined;
}

/**
 * The titles over a charges table ("Description | Amount", "Concepto / Item | Importe / Amount
 * (USD)", "Pay | USD"): titles only, one of them an amount, pay or currency column.
 */
function isChargesHeader(line: Line): boolean {
  return (
    line.cells.length >= 2 &&
    // ("Pay | USD": the currency over the amounts.)
    line.cells.some((c) => /\b(amount|charges?|pay|usd|cad|mxn)\b/i.test(c.text)) &&
    line.cells.every((c) => c.text.length <= 40 && !/\d/.test(c.text))
  );
}

/** A charge's title ("Line Haul (all stops)", "Fuel Surcharge"): short, not a sentence. */
function isChargeCell(text: string): boolean {
  return (
    text.length <= 40 && (LINEHAUL.test(text) || /^(fuel|fsc)\b/i.test(text)) && !isSentence(text)
  );
}

export function findAnchors(lines: Line[]): Anchor[] {
  const anchors: Anchor[] = [];
  lines.forEach((line, li) => {
    if (isHeaderRow(line) && !line.cells.some((c) => STOP_ONLY.test(c.text))) return;
    line.cells.forEach((cell, ci) => {
      const found = anchorOf(cell, line.cells[ci + 1]);
      if (!found) return;
      const kind = found.kind;
      // A stop word that is the value of a label beside it is not a stop.
      if (ci > 0 && kind !== 'stop') {
        const prev = line.cells[ci - 1]!;
        const prevLabel = matchLabel(prev.text);
        if (prevLabel && prevLabel.value === '' && prevLabel.field !== 'generic') return;
        // "Type | Shipper" just under a "Stop 1" title: the kind of that stop, not another one.
        if (prevLabel && prevLabel.value === '' && /\b(type|kind)\b/i.test(prev.text)) {
          const untyped = anchors.find(
            (o) => o.type === null && li > o.line && li - o.line <= 3 && o.cell.x0 <= prev.x0 + 12,
          );
          if (untyped) {
            untyped.type = kind;
            return;
          }
        }
      }
      // "SENDER: ACME | RECEIVER: CARRIER | CONTROL #: 123": a band of labelled header values
      // (no date on it) names parties of the message, not a stop.
      if (
        kind !== 'stop' &&
        /:\s*\S/.test(cell.text) &&
        readSchedule(line.text) === null &&
        line.cells.filter(
          (c) => c !== cell && /^[^:]{2,30}:\s*\S/.test(c.text) && roleMentioned(c.text) === null,
        ).length >= 2
      ) {
        return;
      }
      const name = found.rest;
      // "Deliver: Dry pet food" inside a stop's block (indented under its title, right under
      // a line of that block at the same left edge): a line of that stop, not a new one.
      if (name !== null && cell.text.includes(':')) {
        const prev = lines[li - 1];
        const inBlock =
          prev !== undefined &&
          prev.page === line.page &&
          line.y - prev.y <= cell.height * 1.8 &&
          prev.cells.some((c) => Math.abs(c.x0 - cell.x0) <= 4) &&
          anchors.some((o) => o.line < li && o.cell.x0 < cell.x0 - 20 && li - o.line <= 12);
        if (inBlock) return;
      }
      // "STOP 1" over "SHIPPER": one stop, its kind from the cell below (also for stops side
      // by side: "Stop 1 | Stop 2" over "Pickup | Delivery").
      const open = anchors.find(
        (o) =>
          o.type === null && li - o.line <= 2 && li > o.line && Math.abs(o.cell.x0 - cell.x0) < 12,
      );
      if (open && kind !== 'stop') {
        open.type = kind;
        return;
      }
      // "STOP 1 | Pick up": the kind in the cell just right of the stop's number (a form's
      // ticked box beside the number, "Stop 2 | Delivery") is that stop's, not a stop of its own.
      const beside = anchors.at(-1);
      if (
        kind !== 'stop' &&
        ci > 0 &&
        beside?.line === li &&
        beside.type === null &&
        beside.cell === line.cells[ci - 1] &&
        found.rest === null
      ) {
        beside.type = kind;
        return;
      }
      // "ORIGIN" over "Stop 1 of 2" (a margin's section title and its number): one stop.
      const titled = anchors.find(
        (o) =>
          o.type !== null && li > o.line && li - o.line <= 2 && Math.abs(o.cell.x0 - cell.x0) < 12,
      );
      if (titled && kind === 'stop') return;
      // "ORIGIN" over "Shipper: Acme Foods": a section title and the role label inside it are
      // one stop (the title alone on its line, or titles side by side, just above).
      // (Two stop numbers that differ, "Stop 2. Deliver to …" then "Stop 3. Deliver to …", are
      // two stops however close.)
      const stopNo = (t: string) => /\bstop\s*#?\s*(\d{1,2})\b/i.exec(t)?.[1];
      const section = anchors.find(
        (o) =>
          o.type === kind &&
          li > o.line &&
          !(
            stopNo(o.cell.text) &&
            stopNo(cell.text) &&
            stopNo(o.cell.text) !== stopNo(cell.text)
          ) &&
          li - o.line <= 2 &&
          (Math.abs(o.cell.x0 - cell.x0) < 12 ||
            (ci === 0 && o.cell === lines[o.line]!.cells[0])) &&
          lines[o.line]!.cells.every(
            (c) =>
              anchors.some((b) => b.line === o.line && b.cell === c) ||
              // Beside the title: a dash, a word, its count ("STOP 1 (LD) | - | LOAD | 1 OF 2").
              /^[\W_]*$|^(?:[A-Za-z]+\s+)?\d{1,2}\s+of\s+\d{1,2}$|^[A-Za-z]{2,8}$/i.test(c.text),
          ),
      );
      if (section) {
        section.name ??= name;
        return;
      }
      anchors.push({ line: li, cell, type: kind === 'stop' ? null : kind, name });
    });
  });
  return withBareNumberedColumns(lines, anchors);
}

/** A column title with its stop's number first: "2 - DROP", "1. Pick", "3: Delivery". */
const NUMBERED_TITLE = /^#?(\d{1,2})\s*[-—–:.)]\s*[A-Za-z]/;

/**
 * Stops as columns titled "1 - PICK | 2 - DROP" where one title lost its kind (OCR: "1 | cK |
 * 2 - DROP"): a cell of the title row holding only the number next to a numbered title's is
 * that stop's title too, its kind left to be found.
 */
function withBareNumberedColumns(lines: Line[], anchors: Anchor[]): Anchor[] {
  const out = anchors.slice();
  for (const a of anchors) {
    const n = NUMBERED_TITLE.exec(a.cell.text.trim())?.[1];
    if (!n) continue;
    const line = lines[a.line]!;
    if (line.cells.length < 3) continue;
    for (const c of line.cells) {
      if (c === a.cell || out.some((o) => o.cell === c)) continue;
      const bare = /^#?(\d{1,2})[.)]?$/.exec(c.text.trim())?.[1];
      if (!bare || Math.abs(Number(bare) - Number(n)) !== 1) continue;
      // (Not the row's own title: it stands right of the first cell.)
      if (c === line.cells[0]) continue;
      out.push({ line: a.line, cell: c, type: null, name: null });
    }
  }
  return out.length === anchors.length
    ? anchors
    : out.sort((x, y) => x.line - y.line || x.cell.x0 - y.cell.x0);
}

export interface Region {
  anchor: Anchor;
  lines: Line[];
  header?: Line;
  /** Found by its address, not by a title: every value in it is less sure. */
  byShape?: boolean;
}

/** The first line of an anchor's stop: lines just above it within its own height (a label set
 * a little lower than the row it names). */
function startOf(lines: Line[], a: Anchor, floor: number): number {
  let k = a.line;
  const line = lines[a.line]!;
  while (
    k - 1 > floor &&
    lines[k - 1]!.page === line.page &&
    line.y - lines[k - 1]!.y < a.cell.height * 0.95
  )
    k--;
  // A table cell holding the stop's number over its kind ("1" over "PU"): the row starts at the
  // number's line.
  const above = lines[k - 1];
  const lead = above?.cells[0];
  if (
    above &&
    lead &&
    k - 1 > floor &&
    above.page === line.page &&
    line.cells[0] === a.cell &&
    line.y - above.y < a.cell.height * 1.9 &&
    Math.abs(lead.x0 - a.cell.x0) <= 4 &&
    /^#?\s*\d{1,2}[.)]?$/.test(lead.text.trim())
  )
    k--;
  // The kind alone in the first column on the row's second line ("PU", "DEL"), its first line
  // holding only the other columns (the number above it unprinted or lost to OCR): the row
  // starts at that line, when a wider gap sets it apart from the line above it.
  else if (
    above &&
    lead &&
    k === a.line &&
    k - 1 > floor &&
    above.page === line.page &&
    line.cells[0] === a.cell &&
    a.cell.text.trim().length <= 12 &&
    line.y - above.y < a.cell.height * 1.9 &&
    lead.x0 > a.cell.x1 + 2
  ) {
    const before = lines[k - 2];
    const gap = line.y - above.y;
    if (!before || before.page !== above.page || above.y - before.y > gap * 1.4) k--;
  }
  return k;
}

/** A heading over a group of stops ("Additional stops", "OTHER STOPS", "Extra deliveries"). */
const STOPS_HEADING =
  /^(?:additional|other|extra|intermediate|more|remaining|further)\s+(?:stops?|stop-offs?|pick\s*-?\s*ups|deliveries|drops)\b/i;

/** The widest step between two lines of one page among these lines (0 for fewer than two). */
function widestGap(lines: Line[]): number {
  let widest = 0;
  for (let i = 1; i < lines.length; i++) {
    const [p, q] = [lines[i - 1]!, lines[i]!];
    if (p.page === q.page) widest = Math.max(widest, q.y - p.y);
  }
  return widest;
}

/** A title that says its stop runs on from the page before: "Stop 2 of 3: Drop Off (continued)". */
const CONTINUED = /(?:\(\s*|[—–-]\s*|\s)(?:continued|cont'?d\.?|cont\.)\s*\)?\s*:?\s*$/i;

/**
 * A stop cut by a page break and titled again on the next page "(continued)": its lines are the
 * stop's that ran over, not a stop of their own (the title line itself is left out).
 */
export function withContinuedStops(regions: Region[]): Region[] {
  const out: Region[] = [];
  for (const r of regions) {
    const prev = out.at(-1);
    const text = r.anchor.cell.text;
    if (
      prev &&
      CONTINUED.test(text) &&
      (prev.anchor.type === r.anchor.type || r.anchor.type === null) &&
      (stopNumberOf(text) === null || stopNumberOf(text) === stopNumberOf(prev.anchor.cell.text))
    ) {
      const own = r.lines.filter((l) => !(l.cells.length === 1 && l.cells[0] === r.anchor.cell));
      out[out.length - 1] = { ...prev, lines: [...prev.lines, ...own] };
      continue;
    }
    out.push(r);
  }
  return out;
}

const stopNumberOf = (t: string) => /\bstop\s*#?\s*(\d{1,2})\b/i.exec(t)?.[1] ?? null;

export function regionsOf(lines: Line[], anchors: Anchor[], pageWidth: number): Region[] {
  const starts = anchors.map((a, i) => startOf(lines, a, i > 0 ? anchors[i - 1]!.line : -1));
  return anchors.map((a, ai) => {
    const sameLine = anchors.filter((b) => b.line === a.line && b !== a);
    const leftNeighbours = sameLine.filter((b) => b.cell.x0 < a.cell.x0);
    const x0 = leftNeighbours.length > 0 ? a.cell.x0 - 8 : 0;
    const right = sameLine
      .filter((b) => b.cell.x0 > a.cell.x0)
      .sort((p, q) => p.cell.x0 - q.cell.x0)[0];
    const x1 = right ? right.cell.x0 - 8 : pageWidth + 1;
    const start = lines[a.line]!;
    const out: Line[] = [];
    let header: Line | undefined;
    // A stop introduced by a sentence ("• Pick up at Acme, 12 Main St, …"): its lines are prose
    // and run on until the text steps back left of it (the letter's next paragraph).
    const proseStop = isProseStopIntro(start.text) && sameLine.length === 0;
    // Stops side by side are columns of their own, not rows of a table under a header.
    // (A title alone on its line under a table that has its own rows already, "Customer PO |
    // BOL No." over "PO645 | 8729", then "SHIP FROM — stop 1": a section of its own.)
    let rowBetween = false;
    for (let k = a.line - 1; sameLine.length === 0 && k >= 0 && k >= a.line - 30; k--) {
      const l = lines[k]!;
      if (l.page !== start.page) break;
      // A wide gap: the titles above belong to another block ("Name | Phone | Email" of a
      // contact box over a "Stops" section).
      if (lines[k + 1]!.y - l.y > Math.max(a.cell.height, 8) * 4) break;
      // A section's heading alone on its line ("Stops") between: the titles are another block's.
      if (
        l.cells.length === 1 &&
        !anchors.some((b) => b.line === k) &&
        // (Words as a title writes them; OCR's specks "prSEINmewe Es" are no heading.)
        /^(?:[A-Z][a-z]+|[A-Z]{2,})(?:\s+(?:[A-Z][a-z]+|[a-z]{2,}|[A-Z]{2,}|&))*$/.test(
          l.cells[0]!.text,
        ) &&
        l.cells[0]!.text.length <= 30 &&
        l.cells[0]!.x0 < a.cell.x0
      )
        break;
      // (A row of empty form fields, "REEFER UNIT: | SET POINT: | °F", titles no columns.)
      if (isHeaderRow(l) && l.cells.length >= 3 && !l.cells.some((c) => /:\s*$/.test(c.text))) {
        if (!(rowBetween && start.cells.length === 1)) header = withContinuation(l, lines[k + 1]);
        break;
      }
      if (anchors.some((b) => b.line === k)) continue;
      if (l.cells.length >= 2) rowBetween = true;
      if (SECTION_END.test(l.cells[0]!.text)) break;
    }
    for (let k = starts[ai]!; k < lines.length; k++) {
      const l = lines[k]!;
      if (l.page !== lines[k - 1]?.page && k > a.line) {
        // A stop cut by a page break goes on at the top of the next page (after its repeated
        // header), when it is the last stop of its page and runs to the page's end.
        const onNext = continuationStart(lines, k, anchors);
        if (
          onNext === null ||
          sameLine.length > 0 ||
          anchors.some((b) => b.line > a.line && lines[b.line]!.page === start.page)
        )
          break;
        k = onNext - 1;
        continue;
      }
      if (k > a.line) {
        const next = anchors.find(
          (b, bi) =>
            starts[bi] === k && b.cell.x0 < x1 - 1 && rightEdge(anchors, b, pageWidth) > x0 + 1,
        );
        if (next) break;
        // A note keyed by another stop ("Stop 2: …"), its colon in the same cell (a margin's
        // "Stop 1" beside the stop's own "APPT 06:00" is this stop's number).
        if (
          l.cells.some((c) => /\bstop\s*\d+\b[^:]*:/i.test(c.text)) &&
          !anchors.some((b) => b.line === k)
        )
          break;
        const first = l.cells.find((c) => c.x0 >= x0 && c.x0 < x1);
        // (Not a label that says it is the stop's own: "Weight this stop", "Equipment at stop".)
        if (
          first &&
          SECTION_END.test(first.text) &&
          !/\b(?:this|per|at|each|the)\s+stop\b/i.test(first.text) &&
          first.x0 <= a.cell.x0 + 20
        )
          break;
        // A charge line ("Freight Charge | $1,800.00") after the last stop, without a heading,
        // also beside a remark ("Sign and fax back … | Flat Rate | $4,750.00").
        if (
          l.cells.some(
            (c, ci) =>
              isChargeCell(c.text) &&
              moneyAll(
                l.cells
                  .slice(ci)
                  .map((x) => x.text)
                  .join(' '),
              ).length > 0,
          )
        )
          break;
        // The load's equipment line after the last stop ("53' Reefer, 34F, 40,000 lbs").
        if (first && l.cells.length === 1 && loadFactsOf(first.text)) break;
        // A section title at the left of the page ends the stops beside it too.
        const lead = l.cells[0]!;
        if (
          lead.x0 < x0 &&
          SECTION_END.test(lead.text) &&
          !(lead.x0 < a.cell.x0 - 8 && k <= a.line)
        )
          break;
        if (proseStop && l.page === start.page && l.cells[0]!.x0 < a.cell.x0 - 8) break;
        // Long prose ends the stops, unless it is the stop's labelled remark ("Notes: …", or
        // under a "Special Instructions:" label alone on the line above).
        const above = lines[k - 1];
        const labelAbove =
          above !== undefined &&
          above.page === l.page &&
          above.cells.length === 1 &&
          matchLabel(above.cells[0]!.text)?.field === 'instructions' &&
          matchLabel(above.cells[0]!.text)?.value === '';
        // (Nor a long line set in under the stop's title, or a list of facts apart by '|':
        // "12/10/2026 11:30 FCFS | PU# 5521 | PH 210-474-3414 | shipping@…".)
        const indented = l.cells[0]!.x0 >= a.cell.x0 + 8 && a.cell.text !== '';
        const factList = l.cells.every((c) => isFactList(c.text));
        if (
          !proseStop &&
          !labelAbove &&
          !indented &&
          !factList &&
          l.cells.every((c) => c.text.length > 90) &&
          matchLabel(l.cells[0]!.text)?.field !== 'instructions'
        )
          break;
        if (isChargesHeader(l)) break;
        // A section heading in capitals alone on its line ("CARRIER CHARGES"), wherever it sits.
        if (
          l.cells.length === 1 &&
          SECTION_END.test(l.cells[0]!.text) &&
          l.cells[0]!.text === l.cells[0]!.text.toUpperCase() &&
          l.cells[0]!.text.split(/\s+/).length <= 4
        )
          break;
        // After a blank band, a heading in capitals alone on its line that is no label of a
        // stop's ("MATERIAL TO SHIP", "ACCESSORIAL SCHEDULE"): the next section.
        const before = out.at(-1);
        if (
          before &&
          before.page === l.page &&
          sameLine.length === 0 &&
          l.cells.length === 1 &&
          l.y - before.y > Math.max(a.cell.height, 6) * 2.2 &&
          /^[A-Z][A-Z&/ ]{3,40}$/.test(l.cells[0]!.text.trim()) &&
          l.cells[0]!.text.trim().split(/\s+/).length <= 5 &&
          matchLabel(l.cells[0]!.text) === null &&
          !anchors.some((b) => b.line === k)
        )
          break;
        // Terms and conditions after the last stop (also in narrow columns).
        if (first && TERMS.test(first.text)) break;
        // A heading over the next group of stops ("ADDITIONAL STOPS (in route order)").
        if (l.cells.length === 1 && STOPS_HEADING.test(l.cells[0]!.text.trim())) break;
        // After a blank band, text that starts left of the stop's title is the page's again
        // (general notes under the last stop block), not the stop's. (A band no wider than the
        // stop's own spacing is none: a form's rows of label-over-value boxes are far apart.)
        // So is text at the title's own edge when the title stands in a margin, the stop's
        // lines set in beside it ("DELIVER TO | Acme …" then "Booked by Ann Lee · …"), unless
        // it is the stop's next row of box titles (a form's "APPT / HOURS | PICKUP # | …").
        // (A title set beside a tile or a date at its left sits a few points in from the edge
        // its lines start at.)
        const prevLine = out.at(-1);
        const setIn = (o: Line) =>
          o.cells.some((c) => c.x0 > a.cell.x1 + 8) &&
          o.cells.every((c) => c.x0 > a.cell.x1 + 8 || c.x1 <= a.cell.x1 + 8);
        const marginTitle = out.length >= 2 && out.every(setIn) && !isHeaderRow(l);
        if (
          prevLine &&
          prevLine.page === l.page &&
          a.cell.text !== '' &&
          sameLine.length === 0 &&
          l.y - prevLine.y > Math.max(a.cell.height, 6) * 2.2 &&
          l.y - prevLine.y > widestGap(out) * 1.4 &&
          (l.cells[0]!.x0 < a.cell.x0 - (start.cells[0] === a.cell ? 2 : TILE_INSET) ||
            (marginTitle && l.cells[0]!.x0 <= a.cell.x0 + 2))
        )
          break;
      }
      const cells = l.cells.filter((c) => c.x0 >= x0 && c.x0 < x1);
      if (cells.length === 0) continue;
      const lead = l.cells[0]!;
      const rowLabel =
        lead.x1 < x0 && matchLabel(lead.text)?.value === '' && !cells.includes(lead)
          ? lead
          : undefined;
      out.push({ ...withCells(l, cells), rowLabel });
    }
    // A stop with labels of its own ("Notes | …" inside its column) takes no row titles from
    // the left: those are the neighbouring stop's labels.
    const ownLabels = out.some(
      (l) => l.cells.length >= 2 && matchLabel(l.cells[0]!.text)?.value === '',
    );
    if (ownLabels) for (const l of out) l.rowLabel = undefined;
    return { anchor: a, lines: out, header };
  });
}

/**
 * Rows of a later table that name a stop by its number ("Stop 1 | 16 Paper rolls | 14,900 lb",
 * "Stop #2 | Steel coils"): no stop of their own when that stop was already opened above and the
 * row has no place (no city, no zip). Their goods are that stop's commodity.
 */
export function withoutStopReferenceRows(
  regions: Region[],
  /** Cells given back to the document (the lines under a dropped row). */
  released: Set<Cell>,
): {
  regions: Region[];
  freight: Map<number, string>;
  values: Map<number, Partial<Record<keyof RateconStop, string>>>;
} {
  const freight = new Map<number, string>();
  const values = new Map<number, Partial<Record<keyof RateconStop, string>>>();
  const kept: Region[] = [];
  for (const r of regions) {
    const first = r.lines[0];
    // (The stop's kind may follow in brackets or after a dash: "Stop 1 (Pick) | Pickup Number |
    // PU7581026", "Stop 2 - Drop | BOL | 4471".)
    const lead =
      first?.cells[0]?.text
        .trim()
        .replace(
          /^(stop\s*#?\s*\d{1,2})\s*(?:\([A-Za-z /-]{1,16}\)|[-–—:]\s*[A-Za-z /-]{1,16})$/i,
          '$1',
        ) ?? '';
    // (Also said with what happens there, in the row's title cell: "10 | Load at stop 1 |
    // 14 PLT | Paper products", "Unload at stop 3", "Deliver to stop 2".)
    const ref =
      /^stop\s*#?\s*(\d{1,2})$/i.exec(lead) ??
      /^(?:(?:un)?load(?:ing)?\s+(?:at|@)|pick\s*-?\s*up\s+at|deliver(?:y)?\s+(?:to|at)|drop\s+(?:off\s+)?at)\s+stop\s*#?\s*(\d{1,2})$/i.exec(
        r.anchor.cell.text.trim(),
      );
    // A row of a typed reference list that names its stop by the role and number ("Pickup 1 |
    // PU # | PU7581026", "D2 | BOL | 4471"): one line of label and value, no date, the stop of
    // that kind and number opened above.
    const titled = ref ? null : roleTitle(r.anchor.cell.text.trim());
    const roleNo =
      titled && r.anchor.cell === first?.cells[0] && r.lines.length === 1
        ? (/^#?\s*(\d{1,2})$/.exec(titled.rest)?.[1] ??
          /^[PD](\d{1,2})$/i.exec(r.anchor.cell.text.trim())?.[1])
        : undefined;
    const listed =
      roleNo !== undefined &&
      first!.cells.length >= 3 &&
      readSchedule(first!.text) === null &&
      first!.cells.slice(1).some((c) => matchLabel(c.text)?.value === '') &&
      kept[Number(roleNo) - 1]?.anchor.type === titled!.role;
    const n = ref ? Number(ref[1]) : listed ? Number(roleNo) : 0;
    const placed = r.lines.some((l) => CITY_RE.test(l.text));
    if ((!ref && !listed) || placed || n < 1 || n > kept.length) {
      kept.push(r);
      continue;
    }
    const goods = first!.cells
      .filter((c, i) => i > 0 && c !== r.anchor.cell)
      .map((c) =>
        c.text
          .replace(/^\d+\s*(?:x\s+|(?:pallets?|plts?|skids?|pcs|pieces|cases|ctns?)\s+)?/i, '')
          .trim(),
      )
      .find(
        (t) =>
          /^[A-Za-z][A-Za-z ,&'/-]{2,60}$/.test(t) && matchLabel(t) === null && !isChargeCell(t),
      );
    if (goods && !freight.has(n)) freight.set(n, goods);
    // A typed reference list ("Applies to | Reference type | Value": "Stop 1 (Pick) | Pickup
    // Number | PU7581026"): each labelled value is that stop's.
    const cells = first!.cells.filter((c) => c !== r.anchor.cell && c !== first!.cells[0]);
    for (let i = 0; i + 1 < cells.length; i++) {
      const m = matchLabel(cells[i]!.text);
      const key = m && m.value === '' ? REFERENCE_FIELD[m.field] : undefined;
      const value = cells[i + 1]!.text.trim();
      if (!key || matchLabel(value) !== null || !/\d/.test(value)) continue;
      const mine = values.get(n) ?? {};
      mine[key] ??= value;
      values.set(n, mine);
      i++;
    }
    // The lines under the row are the document's again ("Total weight | 27,175 lb").
    for (const l of r.lines.slice(1)) for (const c of l.cells) released.add(c);
  }
  return { regions: kept, freight, values };
}

/** The stop fields a typed reference list names. */
const REFERENCE_FIELD: Partial<Record<string, keyof RateconStop>> = {
  confirmation: 'confirmation_number',
  bol: 'bol_number',
  ref: 'reference_number',
  po: 'reference_number',
  phone: 'phone',
};

/**
 * Where a stop cut by a page break goes on: the first line of the new page (index `k`) past
 * a repeated page header (a line also printed at the top of the page before, a "Page n"
 * line); null when the page starts with a section, another stop or legal text instead.
 */
function continuationStart(lines: Line[], k: number, anchors: Anchor[]): number | null {
  const page = lines[k]!.page;
  const previousTop = new Set(
    lines
      .filter((l) => l.page === page - 1)
      .slice(0, 2)
      .map((l) => l.text.replace(/\d+/g, '#')),
  );
  let j = k;
  while (
    j < lines.length &&
    lines[j]!.page === page &&
    j < k + 4 &&
    (previousTop.has(lines[j]!.text.replace(/\d+/g, '#')) || /\bpage\s*\d+/i.test(lines[j]!.text))
  )
    j++;
  const first = lines[j];
  if (!first || first.page !== page) return null;
  if (anchors.some((b) => b.line === j)) return null;
  const lead = first.cells[0]!.text;
  if (SECTION_END.test(lead) || TERMS.test(lead) || lead.length > 90 || isChargesHeader(first)) {
    return null;
  }
  // The continuation reads as a stop's: labelled values, a place, a schedule, a remark.
  const text = first.text;
  const stopish =
    CITY_RE.test(text) ||
    scheduleTokens(text).length > 0 ||
    PHONE_RE.test(text) ||
    (matchLabel(first.cells[0]!.text) !== null &&
      matchLabel(first.cells[0]!.text)?.field !== 'generic');
  return stopish ? j : null;
}

/** The column titles over a table row, if the row is in a table (a stop found by its address). */
export function tableHeaderAbove(lines: Line[], row: number): Line | undefined {
  if ((lines[row]?.cells.length ?? 0) < 3) return undefined;
  for (let k = row - 1; k >= 0 && k >= row - 30; k--) {
    const l = lines[k]!;
    if (l.page !== lines[row]!.page) return undefined;
    if (isHeaderRow(l) && l.cells.length >= 3) return withContinuation(l, lines[k + 1]);
    if (SECTION_END.test(l.cells[0]!.text)) return undefined;
  }
  return undefined;
}

/** A header whose titles wrap onto a second line ("Pickup/" over "Appt #"): titles joined. */
function withContinuation(header: Line, next: Line | undefined): Line {
  if (!next || next.page !== header.page || next.y - header.y > header.cells[0]!.height * 1.6)
    return header;
  const joined = header.cells.map((c) => ({ ...c }));
  for (const n of next.cells) {
    const h = joined.find((c) => Math.abs(c.x0 - n.x0) < 3);
    if (!h || /\d/.test(n.text)) return header;
    h.text = `${h.text}${h.text.endsWith('/') ? ' ' : ' '}${n.text}`;
  }
  return { ...header, cells: joined };
}

function rightEdge(anchors: Anchor[], a: Anchor, pageWidth: number): number {
  const right = anchors
    .filter((b) => b.line === a.line && b.cell.x0 > a.cell.x0)
    .sort((p, q) => p.cell.x0 - q.cell.x0)[0];
  return right ? right.cell.x0 : pageWidth;
}
