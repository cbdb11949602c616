import { segmentCall } from './call';
import { readCards } from './cards';
import { hasMessageHeaders } from './channel';
import { segmentChat } from './chat';
import { markFaxHeaders } from './fax';
import { findLocations } from './fields/locations';
import { firstOpenLoad, firstProseLane } from './loads';
import { readShortCodeTexts } from './short-code';
import { looksLikeBoardRow, splitSingleSpaced, typeBoardRow } from './table-rows';
import { readTransposedTables } from './transposed-table';
import { dropTruckPosts } from './truck-posts';

/**
 * A pasted load posting as lines of cells. A cell is a piece of a line between tabs, pipes or
 * wide gaps; it may start with a label ('Rate: $2,450', 'Miles 288', 'ORIGIN...... Albany, NY',
 * 'Ref# 55-1029'). Tables (a header row of known column names over a data row) become one
 * 'Header: value' line per column; a label alone on its line takes the next line as its value.
 */

export type LabelKind =
  | 'pickup'
  | 'delivery'
  | 'final'
  | 'stop'
  | 'timing'
  | 'lane'
  | 'subject'
  | 'rate'
  | 'rpm'
  | 'market'
  | 'distance'
  | 'deadhead'
  | 'deadheadDest'
  | 'weight'
  | 'commodity'
  | 'temperature'
  | 'equipment'
  | 'instructions'
  | 'reference'
  | 'phone'
  | 'fax'
  | 'name'
  | 'contact'
  | 'company'
  | 'carrier'
  | 'letterhead'
  | 'header'
  | 'ignore';

export interface Cell {
  /** The whole cell text. */
  text: string;
  label: LabelKind | null;
  labelText: string | null;
  /** The cell text after the label (the whole text when unlabelled). */
  value: string;
  /** Offset of the cell and of its value in the line text. */
  start: number;
  valueStart: number;
}

export interface Line {
  index: number;
  text: string;
  cells: Cell[];
  /** Part of an e-mail header block (From/Sent/To/Subject ...). */
  emailHeader: boolean;
  /** A subject line whose places only summarize the route the body gives (never stops). */
  summary?: boolean;
}

export interface Doc {
  text: string;
  lines: Line[];
  /** A chat export's sender who wrote the load (the broker's display name). */
  sender: string | null;
}

const STOP_PREFIX = String.raw`(?:stop\s*#?\s*\d+\s*[-:]?\s*)?`;
const TIMING_SUFFIX = String.raw`(?:\s+(?:date|dates|time|times|appt|appointment|window|hours|location|city|info|address|facility|on|by|at))*`;
const NUMBERED = String.raw`(?:\s*#?\s*\d{1,2})?`;

const LABELS: Array<[LabelKind, RegExp]> = [
  [
    'pickup',
    new RegExp(
      `^${STOP_PREFIX}(?:pick\\s*-?\\s*up|pickup|pu|p/u|pick|picks|origin|orig|shipper|ship from|ship|shipping|loading|load date|ready|avail|available|earliest pickup|earliest|from|origin terminal|orig term|origin term|depart|departs|departure|etd|dispatch time|dispatch window)${NUMBERED}${TIMING_SUFFIX}$`,
    ),
  ],
  [
    'final',
    new RegExp(
      `^${STOP_PREFIX}(?:destination|dest|final destination|final delivery|final stop|final drop|final|destination terminal|dest term|due at destination)${TIMING_SUFFIX}$`,
    ),
  ],
  [
    'delivery',
    new RegExp(
      `^${STOP_PREFIX}(?:delivery|deliver|deliveries|del|drop|drop off|drop-off|dropoff|consignee|receiver|ship to|to|unload|unloading|latest delivery|do|d/o|rdd|required delivery|required delivery date|eta|arrive|arrives|arrival|arrive by|arr|must arrive by|must arrive by date \\(mabd\\)|mabd)${NUMBERED}${TIMING_SUFFIX}$`,
    ),
  ],
  ['stop', /^(?:stop|extra stop|stop\s*#?\s*\d{1,2}|via|stop off)$/],
  ['timing', /^(?:date|dates|time|hours|appt|appointment|window|appt time|pickup hours|open)$/],
  ['lane', /^(?:lane|route|lanes|trip details)$/],
  ['subject', /^(?:subject|re|fw|fwd)$/],
  ['header', /^(?:sent|cc|bcc|reply-to|received)$/],
  [
    'rpm',
    /^(?:\$ ?\/ ?mi(?:le)?|rate ?\/ ?mi(?:le)?|rate per mile|per mile|rpm|\$ per mile|cpm|\$\/mi rate)$/,
  ],
  [
    'market',
    /^(?:market|market rate|market avg|market average|market range|avg market|average rate|lane avg|market rates|dat market|spot market)$/,
  ],
  [
    'rate',
    /^(?:rate|rates|pay|pay rate|payment|offer|offer rate|offered rate|linehaul|line haul|all in|all-in|total pay|total rate|price|budget|posted rate|carrier pay|flat rate|broker rate|amount|usd|\$|book now|book it now|buy now|book now price|target|target rate|target price)$/,
  ],
  [
    'distance',
    /^(?:miles|mileage|trip|trip miles|distance|dist|total miles|total distance|loaded miles|mi|route miles)$/,
  ],
  [
    'deadhead',
    /^(?:dh ?-? ?[o0]|dh[o0]|dh|deadhead|origin dh|dh origin|empty miles|deadhead miles|o-dh|odh)$/,
  ],
  ['deadheadDest', /^(?:dh ?-? ?d|dhd|dest dh|destination dh|d-dh)$/],
  [
    'weight',
    /^(?:weight|wt|lbs|pounds|gross weight|weight lbs|max weight|weight \(lbs\)|wgt|gross|gross wt|gross lbs)$/,
  ],
  [
    'commodity',
    /^(?:commodity|commodities|cmdty|product|products|freight|description|desc|goods|contents|item|items|cargo|comm)$/,
  ],
  ['temperature', /^(?:temp|temperature|reefer temp|set temp|temp range|set point|temp \(f\))$/],
  [
    'equipment',
    /^(?:equipment|equip|eq|eqp|trailer|trailer type|truck|truck type|type|equipment type|equip type|veh|vehicle|vehicle type)$/,
  ],
  [
    'instructions',
    /^(?:notes?|comments?|instructions|special instructions|requirements|reqs|req|requirement|(?:tractor|carrier|driver|truck|equipment) requirements|carrier must have|must have|remarks|special requirements|additional info|additional notes|driver instructions|special notes|special info|special information)$/,
  ],
  [
    'reference',
    /^(?:ref|reference|reference id|reference number|ref id|ref no|ref number|load|load id|load number|load no|po|po number|order|order number|pro|pro number|bol|confirmation|conf|load offer|ref po|posting id|order id|shipment|shipment id|shipment number|shipment no|tender|tender id|load offer id|trip id|trip number|id|order no|order #|load #|container|container no|container number|cntr|cntr no|ticket|ticket no|job|job no|job number|contract|contract no|contract number|reg|reg no|registration no|sched|sched no)$/,
  ],
  [
    'phone',
    /^(?:phone|ph|tel|telephone|cell|mobile|office|direct|call|contact phone|contact number|phone number|main|phone no)$/,
  ],
  ['fax', /^(?:fax|fax number)$/],
  [
    'name',
    /^(?:rep|agent|contact name|name|dispatcher|ask for|broker contact|broker agent|sales rep|account manager|broker name)$/,
  ],
  [
    'contact',
    /^(?:contact|contact info|posted by|broker|poster|questions|questions\?|contact your(?: [a-z]+)? rep|your rep|point of contact|poc)$/,
  ],
  ['company', /^(?:company|brokerage|customer|cust|dispatch|broker company|company name)$/],
  // A rate confirmation's carrier block names the carrier, its driver and truck: never the broker.
  [
    'carrier',
    /^(?:carrier|carrier name|carrier phone|carrier contact|carrier mc|carrier dot|driver|driver name|driver phone|driver cell|tractor|tractor #|trailer #|trailer number|power unit)$/,
  ],
  [
    'ignore',
    /^(?:age|posted|expires|updated|credit score|credit|days to pay|dtp|length|len|f\/p|full\/partial|load size|size|results|cr|factor|factorable|stops|mc|dot|email|e-mail|status|bookable|tracking|mode|length ft|comment count|cs|d2p|printed|printed on|issued|date issued|issue date|tender date|created|generated|page|rate con date|confirmation date|date posted|posted date|post date|posted on)$/,
  ],
];

/** What a label names, or null when it is not a label we know (recent answers kept). */
const CLASSIFIED = new Map<string, LabelKind | null>();

export function classifyLabel(raw: string): LabelKind | null {
  let kind = CLASSIFIED.get(raw);
  if (kind === undefined) {
    if (CLASSIFIED.size >= 4000) CLASSIFIED.clear();
    kind = classifyLabelText(raw);
    CLASSIFIED.set(raw, kind);
  }
  return kind;
}

function classifyLabelText(raw: string): LabelKind | null {
  const text = raw
    .toLowerCase()
    .replace(/[_]+/g, ' ')
    .replace(/\s*#\s*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/[.:\s]+$/, '')
    .trim();
  if (!text || text.length > 40) return null;
  for (const [kind, pattern] of LABELS) if (pattern.test(text)) return kind;
  // 'Rate (USD)', 'Weight (kg)', 'Miles (loaded)': the label with its unit or note after it (not
  // a role of its own: 'Stop 2 (PU)' is a pickup).
  const noted = /^(.+?)\s*\(([^()]{1,12})\)$/.exec(text);
  if (!noted) return null;
  const inside = classifyLabelText(noted[2]!);
  return inside && (STOP_ROLE_KINDS.has(inside) || inside === 'stop')
    ? null
    : classifyLabelText(noted[1]!);
}

/** Kinds that may be written without a colon ('Miles 288', 'PU 11/22 ...'). */
const BARE_LABEL_KINDS = new Set<LabelKind>([
  'pickup',
  'stop',
  'delivery',
  'final',
  'rate',
  'rpm',
  'distance',
  'deadhead',
  'deadheadDest',
  'weight',
  'temperature',
  'reference',
  'ignore',
  'market',
]);
const BARE_WORDS = [1, 2, 3, 4].map((n) => new RegExp(`^(\\S+(?:\\s+\\S+){${n - 1}})(?=\\s)`));
const BARE_VALUE_START =
  /^(?:[$\d(-]|today|tonight|tomorrow|tmrw|tmw|asap|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|fcfs|appt|[A-Z]{1,4}-?\d)/i;

/** Splits a cell into label and value. */
export function parseCell(text: string, start: number): Cell {
  const unlabelled: Cell = {
    text,
    label: null,
    labelText: null,
    value: text,
    start,
    valueStart: start,
  };
  // 'Label: value', 'Label....... value', 'Label #: value'
  const colon = /^([A-Za-z$][A-Za-z0-9 #/$&().'-]{0,40}?)\s*(?::|\.{3,}|=)\s*/.exec(text);
  if (colon) {
    // A bilingual label ('Poids / Weight') is known by either side.
    const kind =
      classifyLabel(colon[1]!) ??
      (/\s\/\s/.test(colon[1]!)
        ? (colon[1]!
            .split(/\s+\/\s+/)
            .map((side) => classifyLabel(side))
            .find((k) => k && k !== 'ignore') ?? null)
        : null);
    if (kind) return labelled(text, start, kind, colon[1]!, colon[0].length);
  }
  // 'Miles? >> 628', 'What's the commodity? - Boxed beef', 'PU where? >> Grand Island, NE': a
  // question about a field, then its answer.
  const asked = /^([A-Za-z][A-Za-z' /#]{0,40}?)\s*\?\s*(?:->|:|-)\s*(?=\S)/.exec(text);
  if (asked) {
    const topic = asked[1]!
      .replace(
        /^(?:what(?:'s| is)(?: the)?|how (?:many|much)|which|when(?: is| does)?(?: the)?|where(?: is| does)?(?: the)?)\s+/i,
        '',
      )
      .replace(/\s+(?:where|when|time|date|day|at|is it|please)$/i, '');
    const kind = classifyLabel(topic) ?? classifyLabel(asked[1]!);
    if (kind && kind !== 'ignore' && kind !== 'header')
      return labelled(text, start, kind, asked[1]!, asked[0].length);
  }
  // 'Equipment - 53' Dry Van', 'Miles — 271': a known label, a spaced dash, its value.
  const dash = /^([A-Za-z][A-Za-z0-9 #/&().'-]{0,30}?)\s+-\s+(?=\S)/.exec(text);
  if (dash) {
    const kind = classifyLabel(dash[1]!);
    if (kind && kind !== 'ignore' && kind !== 'header')
      return labelled(text, start, kind, dash[1]!, dash[0].length);
  }
  // 'Ref# 55-1029', 'Load #PR-77120', 'PO# 4417829'
  const hash = /^([A-Za-z][A-Za-z ]{0,20}?)\s*#\s*:?\s*(?=[A-Za-z0-9])/.exec(text);
  if (hash) {
    const kind = classifyLabel(hash[1]!);
    if (kind === 'reference') return labelled(text, start, kind, hash[1]!, hash[0].length);
  }
  // 'Miles 288', 'PU 11/22 FCFS 10p-6a': the longest known label of up to four words.
  for (let n = 4; n >= 1; n--) {
    const m = BARE_WORDS[n - 1]!.exec(text);
    if (!m) continue;
    const kind = classifyLabel(m[1]!);
    if (!kind || !BARE_LABEL_KINDS.has(kind)) continue;
    const rest = text.slice(m[0].length);
    const value = rest.trimStart();
    if (!value || !BARE_VALUE_START.test(value)) continue;
    return labelled(text, start, kind, m[1]!, m[0].length + (rest.length - value.length));
  }
  return unlabelled;
}

function labelled(
  text: string,
  start: number,
  kind: LabelKind,
  labelText: string,
  valueOffset: number,
): Cell {
  const value = text.slice(valueOffset).trim();
  // 'Load: Jackson, MS to …' is not a reference: an identifier has a digit in its first word.
  if (
    kind === 'reference' &&
    (!/^[#:\s]*[A-Za-z-]*\d/.test(value) ||
      // 'load 11/21 @ 10:00': a date after the word is when it loads, not an id.
      /^[#:\s]*\d{1,2}\/\d{1,2}\b/.test(value) ||
      /^[#:\s]*[\d,.]+\s*(?:k\b|lbs?\b|pounds|mi\b|miles|ft\b|tons?\b|%|stops?\b|plts?\b|pallets?\b|skids?\b|crates?\b|cases\b|boxes\b|cartons?\b|drums?\b|totes?\b|pcs\b|pieces\b|cars?\b|units?\b|head\b)/i.test(
        value,
      ))
  ) {
    return { text, label: null, labelText: null, value: text, start, valueStart: start };
  }
  // A bilingual label and value ('Marchandise / Commodity: papier / paper rolls'): the value's
  // side that matches the label's side the parser reads.
  const sides = labelText.split(/\s+\/\s+/);
  const valueSides = value.split(/\s+\/\s+/);
  if (sides.length === 2 && valueSides.length === 2) {
    const side = classifyLabel(sides[1]!) === kind ? 1 : 0;
    const offset = side === 0 ? 0 : value.length - valueSides[1]!.length;
    const at = text.length - value.length + offset;
    return {
      text,
      label: kind,
      labelText: sides[side]!.trim(),
      value: valueSides[side]!.trim(),
      start,
      valueStart: start + at,
    };
  }
  return {
    text,
    label: kind,
    labelText: labelText.trim(),
    value: text.slice(valueOffset).trim(),
    start,
    valueStart: start + valueOffset,
  };
}

const CELL_SPLIT = /\t+|\s*\|\s*|\s{2,}/g;
const INNER_LABEL = /\s([A-Z][A-Za-z#/$ -]{0,24}?)\s*:\s/g;

/**
 * 'Load LR-55102 Cincinnati OH to Charlotte NC, pick Mon 11/23 …' (a texted offer, one long line):
 * the reference label's value is its id; the words after it are the load's own cell, read by the
 * other readers (round 7).
 */
function idThenText(cell: Cell): Cell[] {
  if (cell.label !== 'reference') return [cell];
  const m = /^(\S*\d\S*?)[,;.]?\s+(?=\S+\s+\S)/.exec(cell.value);
  if (!m) return [cell];
  const at = cell.valueStart - cell.start + m[0].length;
  const idText = cell.text.slice(0, cell.valueStart - cell.start + m[1]!.length);
  return [{ ...cell, text: idText, value: m[1]! }, parseCell(cell.text.slice(at), cell.start + at)];
}

/** 'Wt: 41,000 lbs Equip: F' (fields whose gap was lost) → one cell per label. */
function splitInnerLabels(cell: Cell): Cell[] {
  const from = cell.valueStart - cell.start + 1;
  for (const m of cell.text.matchAll(INNER_LABEL)) {
    // The label is the last words before the colon ('Reefer Temp: 34 F' → 'Temp', '34 F
    // Commodity: soda' → 'Commodity'): the words before it are the previous field's value.
    const words = m[1]!.split(' ');
    let at = m.index;
    let kind: LabelKind | null = null;
    for (let k = 0; k < words.length && k < 4; k++) {
      const label = words.slice(k).join(' ');
      if (k > 0 && !/^[A-Z]/.test(label)) continue;
      const start = m.index + (k > 0 ? words.slice(0, k).join(' ').length + 1 : 0);
      kind = start >= from ? classifyLabel(label) : null;
      if (kind) {
        at = start;
        break;
      }
    }
    if (at < from) continue;
    if (!kind || kind === 'ignore' || kind === 'header') continue;
    const head = cell.text.slice(0, at).trim();
    const tail = cell.text.slice(at + 1);
    return [
      parseCell(head, cell.start),
      ...splitInnerLabels(parseCell(tail, cell.start + m.index + 1)),
    ];
  }
  return [cell];
}

/** A cell that is only a label ('Equipment', 'Pick Up', 'DH-O'): its value is the next cell. */
function labelOnly(cell: Cell): LabelKind | null {
  if (cell.label && cell.value === '') return cell.label; // 'Origin :' then its value
  if (cell.label || cell.text.length > 40) return null;
  return classifyLabel(cell.text.replace(/:$/, ''));
}

/**
 * Cells of a line with their offsets. A label separated from its value by a run of spaces or a
 * tab ('Equipment      Reefer', 'Contact\tKen Ito') is one labelled cell, as if written with a
 * colon; a line of labels only (a table's header row) stays as it is.
 */
export function splitCells(line: string): Cell[] {
  const cells: Cell[] = [];
  let last = 0;
  const push = (end: number) => {
    const raw = line.slice(last, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) cells.push(...splitInnerLabels(parseCell(text, last + lead)).flatMap(idThenText));
  };
  for (const m of line.matchAll(CELL_SPLIT)) {
    push(m.index);
    last = m.index + m[0].length;
  }
  push(line.length);
  // A row of column names (mostly bare labels) is a table header, not label/value pairs.
  const bare = cells.filter((c) => labelOnly(c) !== null).length;
  // … unless each label has its value after it ('Equipment  Van   Weight  30,000 lbs').
  const paired =
    cells.length % 2 === 0 &&
    cells.every((c, i) =>
      i % 2 === 0 ? labelOnly(c) !== null : labelOnly(c) === null && !c.label,
    );
  if (bare >= 3 && bare * 2 >= cells.length && !paired) return cells;
  const out: Cell[] = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const next = cells[i + 1];
    const kind = labelOnly(cell);
    if (kind && next && !next.label && labelOnly(next) === null && !line.includes('|')) {
      out.push({
        text: line.slice(cell.start, next.start + next.text.length),
        label: kind,
        labelText: cell.labelText ?? cell.text.replace(/:$/, ''),
        value: next.text,
        start: cell.start,
        valueStart: next.start,
      });
      i++;
    } else out.push(cell);
  }
  return out;
}

/** Raw cells of a table row, keeping empty tab cells (so columns stay aligned). */
function rowCells(line: string): string[] | null {
  // A bordered table pasted with tabs ('| Origin\t| Dest\t| $ |'): the bars are its borders.
  if (line.includes('\t'))
    return line
      .split('\t')
      .map((c) => (line.includes('|') ? c.replace(/^\|\s*|\s*\|$/g, '') : c).trim());
  if (line.includes('|')) {
    const parts = line.split('|').map((c) => c.trim());
    if (parts[0] === '') parts.shift();
    if (parts.at(-1) === '') parts.pop();
    // A row of columns apart by wide gaps with one bullet in it ('… 815-555-0171 • Ext. 30'):
    // the gaps are its columns.
    const gaps = line.trim().split(/\s{2,}/);
    return parts.length <= 3 && gaps.length >= 6 ? gaps : parts;
  }
  const parts = line.trim().split(/\s{2,}/);
  return parts.length > 1 ? parts : null;
}

/** A stop table's own column names ('City', 'State', 'Zip', 'Early', 'Late'). */
const STOP_COLUMN_NAME =
  /^(?:city|st|state|prov|province|zip|zip code|postal|postal code|address|location|facility|early|late|window|stop #|#|seq|sequence)$/i;

function isHeaderRow(cells: string[]): boolean {
  if (cells.length < 3) return false;
  const known = cells.filter(
    (c) =>
      c !== '' &&
      (classifyLabel(c) !== null || STOP_COLUMN_NAME.test(c.trim()) || STATE_COLUMN.test(c.trim())),
  ).length;
  const filled = cells.filter((c) => c !== '').length;
  return known >= 3 && known / filled >= 0.6;
}

/** Slices a space-aligned row at the header's column starts. */
function sliceByColumns(header: string, row: string): string[] {
  const starts: number[] = [];
  for (const m of header.matchAll(/\S+(?: \S+)*/g)) starts.push(m.index);
  const cols = starts.map(() => [] as string[]);
  for (const m of row.matchAll(/\S+/g)) {
    const s = m.index;
    const e = s + m[0].length;
    let best = 0;
    let bestOverlap = -Infinity;
    starts.forEach((cs, i) => {
      const ce = starts[i + 1] ?? Infinity;
      const overlap = Math.min(e, ce) - Math.max(s, cs);
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        best = i;
      }
    });
    cols[best]!.push(m[0]);
  }
  return cols.map((c) => c.join(' '));
}

const STOP_ROLE_KINDS = new Set<LabelKind | null>(['pickup', 'delivery', 'final']);

/**
 * A header whose column names a single space joins ('SEQ TYPE  LOCATION …') over rows with a cell
 * for each: the names split, when that gives the rows' count of cells.
 */
function splitToRow(header: string[], lines: string[], at: number): string[] {
  const line = lines[at]!;
  if (/[|\t]/.test(line)) return header;
  let k = at + 1;
  while (k < lines.length && lines[k]!.trim() === '') k++;
  const rowLine = lines[k] ?? '';
  const row = [...rowLine.matchAll(/\S+(?: \S+)*/g)].map((m) => m.index);
  if (row.length <= header.length) return header;
  const known = (w: string) => classifyLabel(w) !== null || STOP_COLUMN_NAME.test(w);
  const cells = [...line.matchAll(/\S+(?: \S+)*/g)];
  if (cells.length !== header.length) return header;
  type Column = { name: string; start: number; split: boolean };
  const split = cells.flatMap((m): Column[] => {
    const words = [...m[0].matchAll(/\S+/g)];
    return words.length >= 2 && words.length <= 3 && words.every((w) => known(w[0]))
      ? words.map((w) => ({ name: w[0], start: m.index + w.index, split: true }))
      : [{ name: m[0], start: m.index, split: false }];
  });
  // Each name split off stands over its column: it starts where the row's cell does.
  if (
    split.length !== row.length ||
    split.some((c, n) => c.split && Math.abs(c.start - row[n]!) > 2)
  )
    return header;
  return split.map((c) => c.name);
}

/**
 * Early and Late cells as one window ('11/23/26 07:00' and '11/23/26 11:00' → '11/23/26
 * 07:00-11:00'), one time when they are equal.
 */
function earlyLate(early: string, late: string): string {
  if (early === late) return early;
  const split = (c: string) => /^(.*?)\s*(\d{1,2}:?\d{2})$/.exec(c.trim());
  const a = split(early);
  const b = split(late);
  if (a && b && a[1] === b[1]) return `${a[1]} ${a[2]}-${b[2]}`.trim();
  return `${early}-${late}`;
}

/** A stop table's type column ('Type', 'Stop Type'). */
const TYPE_COLUMN = /^(?:stop|(?:stop\s+)?type)$/i;
/**
 * The stop codes of tenders and TMS reports in a type column: X12 stop reasons (CL complete load,
 * LD load, PL part load, CU complete unload, UL unload, PU part unload beside them) and a stop-off
 * (SO). A lone 'PU' is read as everyone writes it, a pickup.
 */
const STOP_CODE_ROLE = new Map([
  ['CL', 'Pickup'],
  ['LD', 'Pickup'],
  ['PL', 'Pickup'],
  ['CU', 'Delivery'],
  ['UL', 'Delivery'],
  ['SO', 'Delivery'],
]);

const SEQUENCE_COLUMN = /^(?:seq|sequence|stop|stop\s*#|#|no\.?)$/i;
const PLACE_COLUMN = /^(?:city|city,?\s*st(?:ate)?|location|address|city\/st)$/i;
/** A stop's arrival or window column; a departure column is when it leaves, no appointment. */
const ARRIVAL_COLUMN = /^(?:window|appt|appointment|time|arrive|arrival|eta|sched(?:uled)?)$/i;

/**
 * A route sheet's or a store run's columns: a sequence column, a place column and an arrival
 * column (one row per stop, numbered, no role written); which columns make a stop's line.
 */
function stopSequenceColumns(header: string[]): { at: number; keep: Set<number> } | null {
  const names = header.map((h) => h.trim());
  const at = names.findIndex((h) => SEQUENCE_COLUMN.test(h));
  const keep = new Set<number>();
  names.forEach((h, c) => {
    if (PLACE_COLUMN.test(h) || STATE_COLUMN.test(h) || ARRIVAL_COLUMN.test(h)) keep.add(c);
  });
  const places = names.some((h) => PLACE_COLUMN.test(h));
  const times = names.some((h) => ARRIVAL_COLUMN.test(h));
  return at >= 0 && places && times ? { at, keep } : null;
}

const DAY_IN_CELL = /\b\d{1,2}\/\d{1,2}\b/;
const TITLE_DAY =
  /\b(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/i;

/** The day written on a route sheet's title, the line or two over its header row. */
function dayAbove(lines: string[], first: number): string | null {
  let header = first - 1;
  while (header > 0 && lines[header]!.trim() === '') header--;
  for (let k = header - 1; k >= Math.max(0, header - 2); k--) {
    const m = TITLE_DAY.exec(lines[k]!);
    if (m) return m[0];
  }
  return null;
}

function isStopSequenceHeader(cells: string[]): boolean {
  return cells.length >= 4 && stopSequenceColumns(cells) !== null;
}

function stopTableRows(
  header: string[],
  lines: string[],
  first: number,
): { lines: string[]; last: number } | null {
  const out: string[] = [];
  const loadCells = new Map<string, string>();
  const sequence = stopSequenceColumns(header);
  const routeDay = sequence ? dayAbove(lines, first) : null;
  let last = first - 1;
  for (let k = first; k < lines.length; k++) {
    if (lines[k]!.trim() === '') continue;
    const cells = rowCells(lines[k]!);
    // Trailing empty cells may have been trimmed off with the line's end.
    if (!cells || cells.length > header.length || cells.length < header.length - 3) break;
    const row = [...cells, ...Array<string>(header.length - cells.length).fill('')];
    const roleAt = row.findIndex(
      (c, at) =>
        STOP_ROLE_KINDS.has(classifyLabel(c)) ||
        (TYPE_COLUMN.test(header[at]?.trim() ?? '') && STOP_CODE_ROLE.has(c.trim())),
    );
    // A route sheet numbers its stops instead of naming their roles: its first row is where
    // the truck loads (a hub, a DC, stop 0), the rows after it are deliveries.
    const sequenced =
      roleAt < 0 && sequence && /^(?:\d{1,2}|[A-Z]{2,4})$/.test(row[sequence.at]!.trim());
    // A row without a stop's role after the stop rows ('Total Miles | 336') ends the table.
    if (roleAt < 0 && !sequenced) {
      if (out.length >= 2) break;
      return null;
    }
    // The load's own columns (rate, weight, equipment …, merged over the stop rows) are labelled
    // lines of their own; the stop's columns (place, date, time) make its line, a city column
    // and the state column after it one place.
    const stopCells: string[] = [];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c]!;
      const h = header[c]!.trim();
      if (c === roleAt || cell === '' || /^#?\d{1,2}$/.test(cell)) continue;
      // A route sheet's row: only its place and its time are the stop's (its order, customer,
      // cases and weight are that drop's, not the load's).
      if (sequenced) {
        if (!sequence.keep.has(c) || /^[-—–]$/.test(cell.trim())) continue;
        // The sheet's day, written over it, goes before a time that has none.
        if (routeDay && ARRIVAL_COLUMN.test(h) && !DAY_IN_CELL.test(stopCells.join(' ') + cell))
          stopCells.push(routeDay);
        if (CITY_COLUMN.test(h) && STATE_COLUMN.test(header[c + 1]?.trim() ?? '') && row[c + 1]) {
          stopCells.push(`${cell}, ${row[c + 1]}`);
          c++;
        } else stopCells.push(cell);
        continue;
      }
      if (CITY_COLUMN.test(h) && STATE_COLUMN.test(header[c + 1]?.trim() ?? '') && row[c + 1]) {
        stopCells.push(`${cell}, ${row[c + 1]}`);
        c++;
      } else if (/^early$/i.test(h) && /^late$/i.test(header[c + 1]?.trim() ?? '') && row[c + 1]) {
        // Early and Late columns: a window, one time when they are equal.
        stopCells.push(earlyLate(cell, row[c + 1]!));
        c++;
      } else if (STOP_COLUMN.test(h) || !classifyLabel(h)) stopCells.push(cell);
      else if (!loadCells.has(h)) loadCells.set(h, cell);
    }
    const role = sequenced
      ? out.length === 0
        ? 'Pickup'
        : 'Delivery'
      : (STOP_CODE_ROLE.get(row[roleAt]!.trim()) ?? row[roleAt]);
    out.push(`${role}: ${stopCells.join('  ')}`);
    last = k;
  }
  if (out.length < 2) return null;
  return { lines: [...[...loadCells].map(([h, v]) => `${h}: ${v}`), ...out], last };
}

/** A stop table's columns that belong to each stop rather than to the load. */
const STOP_COLUMN =
  /\b(?:city|st|state|prov|province|zip|postal|address|location|facility|place|date|day|time|appt|appointment|window|hours|type|stop|early|late|notes?)\b/i;

/** Table header + data row → 'Header: value' lines (first data row only: one load per paste). */
/** A row marked as no longer on offer. */
const TAKEN =
  /\b(?:covered|booked|dispatched|cancell?ed|gone|taken|filled|no longer available|awarded)\b/i;

/** A spreadsheet's error values: no value ('#N/A' is written '-'). */
const SHEET_ERROR = /(^|\t|,)"?#(?:N\/A|DIV\/0!|VALUE!|REF!|NAME\?|NUM!|NULL!)"?(?=\t|,|$)/g;
/** A filter button after a header cell's name ('Rate ▼'). */
const FILTER_ARROW = /\s*[▼▾⏷🔽](?=\t|\s*$|\s{2})/gu;
const TOTALS = /^(?:total|totals|grand total|sum|subtotal)$/i;
const FIGURE = /^[-$]?\s?[\d,.]+\s*[kK]?$/;

/**
 * A spreadsheet paste's rows as a reader sees them: error values ('#N/A', '#DIV/0!') are no
 * value, filter buttons are not part of a header's name, and a totals row (its first filled cell
 * 'TOTAL', or blank cells before figures only) sums other rows and is no load's.
 */
function cleanSheetRows(lines: string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const sheet = raw.includes('\t') || (raw.match(/,/g) ?? []).length >= 3;
    if (!sheet) {
      out.push(raw);
      continue;
    }
    // An error value is a dash, not a blank: a blank would take the value of the cell above.
    const line = raw.replace(SHEET_ERROR, '$1-').replace(FILTER_ARROW, '');
    const cells = (line.includes('\t') ? line.split('\t') : csvCells(line)).map((c) => c.trim());
    const filled = cells.filter(Boolean);
    const totals =
      filled.length >= 1 &&
      ((TOTALS.test(filled[0]!) &&
        filled.length >= 2 &&
        filled.slice(1).every((c) => FIGURE.test(c))) ||
        (cells[0] === '' &&
          filled.length > 0 &&
          out.some((l) => l.includes('\t') || l.includes(',')) &&
          filled.every((c) => FIGURE.test(c) && /[$,.]/.test(c))));
    if (!totals) out.push(line);
  }
  return out;
}

/** A row marked taken, by a word ('COVERED') or a Booked?/Covered? column saying TRUE/Yes/X. */
function rowTaken(header: string[], row: string[] | null, line: string): boolean {
  if (TAKEN.test(line)) return true;
  if (!row) return false;
  return header.some(
    (h, c) =>
      (/^(?:booked|covered|taken|filled|cancell?ed)\??$/i.test(h.trim()) &&
        /^(?:true|yes|y|x|✓|✔)$/i.test(row[c]?.trim() ?? '')) ||
      // An award table's lanes not won ('Award: No', 'Result: Declined').
      (/^(?:award(?:ed)?|result|decision)\??$/i.test(h.trim()) &&
        /^(?:no|n|false|not awarded|declined|lost|rejected)$/i.test(row[c]?.trim() ?? '')),
  );
}

/**
 * A line of a label cell and its value cell ('Total Miles | 336', 'Offer\t$1,250 all in'): the
 * label names the value, as 'Total Miles: 336' would.
 */
function pairCells(line: string): string {
  if (!line.includes('|') && !line.includes('\t')) return line;
  const cells = rowCells(line);
  if (!cells || cells.length < 2 || cells.length > 3 || cells.some((c) => c === '')) return line;
  const kind = classifyLabel(cells[0]!);
  if (!kind || kind === 'ignore' || cells.slice(1).some((c) => classifyLabel(c) !== null))
    return line;
  if (/:\s*$/.test(cells[0]!) || /^\S+:/.test(cells[1]!)) return line;
  return `${cells[0]}: ${cells.slice(1).join(' | ')}`;
}

function expandTables(input: string[]): string[] {
  const lines = cleanSheetRows(input).map(pairCells);
  const out: string[] = [];
  let tableDone = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let header = rowCells(line);
    let csv = false;
    if ((!header || !isHeaderRow(header)) && line.includes(',')) {
      const fields = csvCells(line);
      if (isHeaderRow(fields)) {
        header = fields;
        csv = true;
      }
    }
    // Two stop columns side by side ('SHIPPER   CONSIGNEE' over addresses, dates, times).
    const columns = header ? stopColumns(line, header, lines, i + 1) : null;
    if (columns) {
      out.push(...columns.lines);
      i = columns.last;
      continue;
    }
    if (!header || !(isHeaderRow(header) || isStopSequenceHeader(header))) {
      // A board row without its header row: columns known by their values' shapes. Only the
      // first row still on offer is the load; the rows after it are other loads.
      if (header && !tableDone && looksLikeBoardRow(header) && !TAKEN.test(line)) {
        const typed = typeBoardRow(header);
        if (typed) {
          out.push(...typed);
          tableDone = true;
          while (i + 1 < lines.length) {
            const next = rowCells(lines[i + 1]!);
            if (!next || !looksLikeBoardRow(next)) break;
            i++;
          }
          continue;
        }
      }
      // A board row whose gaps a screenshot's OCR read as single spaces.
      const spaced = !tableDone && (!header || header.length <= 2) ? splitSingleSpaced(line) : null;
      const typedSpaced = spaced && looksLikeBoardRow(spaced) ? typeBoardRow(spaced) : null;
      if (typedSpaced) {
        out.push(...typedSpaced);
        tableDone = true;
        continue;
      }
      out.push(line);
      continue;
    }
    const cellsOf = (l: string) => (csv ? csvCells(l) : rowCells(l));
    if (!csv) header = splitToRow(header, lines, i);
    let j = i + 1;
    // Blank lines and a Markdown rule row ('|------|:---:|') under the header.
    while (j < lines.length && (lines[j]!.trim() === '' || RULE_ROW.test(lines[j]!))) j++;
    const firstRow = j;
    // The first row still on offer (a row marked covered/booked is another load, gone).
    while (
      j + 1 < lines.length &&
      rowTaken(header, cellsOf(lines[j]!), lines[j]!) &&
      sameShape(cellsOf(lines[j + 1]!), header)
    )
      j++;
    // A group row over the header ('PICKUP' over 'City  ST  Date', 'DELIVERY' over the next ones):
    // its name goes before each header cell under it ('PICKUP Window').
    let group = i > 0 ? cellsOf(lines[i - 1]!) : null;
    // A paste's first line loses its leading empty cells to a trim; its trailing tabs still
    // place it: aligned at its end.
    if (group && group.length < header.length && /\t$/.test(lines[i - 1]!))
      group = [...Array<string>(header.length - group.length).fill(''), ...group];
    if (
      group &&
      out.at(-1) === lines[i - 1] &&
      group.filter(Boolean).length >= 2 &&
      group.every((g) => !g || STOP_ROLE_KINDS.has(classifyLabel(g)))
    ) {
      let name = '';
      header = header.map((h, c) => {
        name = group[c]?.trim() || (STOP_COLUMN.test(h) ? name : '');
        return name && h.trim() && STOP_COLUMN.test(h) ? `${name} ${h.trim()}` : h;
      });
      out.pop();
    }
    const rowLine = lines[j];
    const row = rowLine === undefined ? null : cellsOf(rowLine);
    if (!rowLine || !row || isHeaderRow(row)) {
      out.push(line);
      continue;
    }
    // A table of stops (one row per stop, a column saying Pickup / Drop): one line per stop.
    const stopRows = csv ? null : stopTableRows(header, lines, j);
    if (stopRows) {
      out.push(...stopRows.lines);
      i = stopRows.last;
      continue;
    }
    // A cell left blank under a merged one takes the value above it ('Mon 11/23' spanning the
    // rows of that day).
    let values = row.map((v, c) => {
      if (v.trim() !== '' || j === firstRow) return v;
      for (let up = j - 1; up >= firstRow; up--) {
        const above = cellsOf(lines[up]!)?.[c]?.trim();
        if (above) return above;
      }
      return v;
    });
    // A row's trailing empty cells may have been trimmed off with the line's end.
    if (values.length < header.length && !csv && line.includes('\t'))
      values = [...values, ...Array<string>(header.length - values.length).fill('')];
    if (values.length !== header.length) {
      if (csv || line.includes('\t') || line.includes('|')) {
        if (Math.abs(values.length - header.length) > 2) {
          out.push(line);
          continue;
        }
        // A trailing cell the header has no name for ('… | 555-0197 | Ext 21') joins the last.
        values =
          values.length > header.length
            ? [...values.slice(0, header.length - 1), values.slice(header.length - 1).join(' | ')]
            : values;
      } else if (values.length < header.length && /\S {8}\S/.test(line + rowLine))
        // Wide gaps were capped, so the header's column positions no longer line up with the
        // row's: the row's cells fill the columns in order, the last ones left blank.
        values = [...values, ...Array<string>(header.length - values.length).fill('')];
      else values = sliceByColumns(line, rowLine);
    }
    out.push(...columnLines(header, values));
    tableDone = true;
    // Further rows of the same shape are other loads: dropped.
    i = j;
    // (A line of fewer cells with no figure a row would have — a signature's company and phone —
    // is not another row.)
    while (
      i + 1 < lines.length &&
      sameShape(cellsOf(lines[i + 1]!), header) &&
      !signatureRow(cellsOf(lines[i + 1]!)!, header)
    )
      i++;
  }
  return out;
}

/**
 * A heading line of two stop roles ('SHIPPER  CONSIGNEE', 'Ship From  Ship To') over lines of
 * two columns: each column's lines, joined, are that stop's ('Shipper: Hickory, NC 11/24/2026
 * 0700-1100'). The block ends at a blank line, a rule or a line of more than two cells.
 */
function stopColumns(
  line: string,
  header: string[],
  lines: string[],
  first: number,
): { lines: string[]; last: number } | null {
  if (header.length !== 2 || line.includes('|') || line.includes('\t')) return null;
  const kinds = header.map((h) => classifyLabel(h));
  if (!kinds.every((k) => STOP_ROLE_KINDS.has(k)) || kinds[0] === kinds[1]) return null;
  const cols: string[][] = [[], []];
  let last = first - 1;
  for (let k = first; k < lines.length; k++) {
    const row = lines[k]!;
    if (!row.trim() || /^\s*[-=_*]{3,}/.test(row)) break;
    const cells = rowCells(row);
    if (cells && cells.length > 2) break;
    // Two cells apart by a gap are the two columns (blank runs are capped, so the header's
    // column positions need not line up with the row's); otherwise sliced at the header's columns.
    const [a, b] = cells && cells.length === 2 ? cells : sliceByColumns(line, row);
    if (a) cols[0]!.push(a);
    if (b) cols[1]!.push(b);
    last = k;
  }
  if (last < first || cols[0]!.length === 0 || cols[1]!.length === 0) return null;
  return {
    lines: header.map((h, n) => `${h.trim()}: ${cols[n]!.join('  ')}`),
    last,
  };
}

const RULE_ROW = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** 'Cotton Gin Carriers  •  704-555-0130  •  Ext. 17' under a table: a signature, not a row. */
function signatureRow(row: string[], header: string[]): boolean {
  return (
    row.length < header.length &&
    row.some((c) => /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/.test(c)) &&
    !row.some((c) => /^\$|\b\d{1,2}\/\d{1,2}\b/.test(c))
  );
}

function sameShape(row: string[] | null, header: string[]): boolean {
  return row !== null && Math.abs(row.length - header.length) <= 1 && !isHeaderRow(row);
}

/** A column holding only a state or province ('ST', 'Origin State', 'PU ST', 'Dest Prov'). */
const STATE_COLUMN =
  /^(?:(?:pu|pick\s*-?\s*up|origin|orig|o|shipper|ship|del|delivery|dest|destination|d|consignee|drop|cons)\s+)?(?:st|state|prov|province)\.?$/i;
const CITY_COLUMN = /\bcity$/i;

/**
 * 'Header: value' lines of one table row. A city column followed by a state column gives one
 * place ('Origin City' Portland + 'Origin State' ME → 'Origin City: Portland, ME').
 */
function columnLines(header: string[], values: string[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < header.length; k++) {
    const h = header[k]!;
    let v = values[k]?.trim();
    // A header cell left blank beside a merged one ('"Pickup","",""' over place, date, time)
    // continues the column before it; an extension column goes with the number before it.
    if (v && out.length > 0 && (!h.trim() || /^(?:ext|ext\.|extension|x)$/i.test(h.trim()))) {
      out[out.length - 1] += h.trim() ? ` ext ${v}` : `  ${v}`;
      continue;
    }
    const nextHeader = header[k + 1];
    if (CITY_COLUMN.test(h) && nextHeader && STATE_COLUMN.test(nextHeader.trim())) {
      const state = values[k + 1]?.trim();
      if (v && state) v = `${v}, ${state}`;
      k++;
    }
    if (h && v) out.push(`${h}: ${v}`);
  }
  return out;
}

/** Comma-separated cells, with double quotes around a cell that holds commas ('"2,675"'). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (const m of line.matchAll(/\s*(?:"([^"]*)"|([^,]*))\s*(?:,|$)/g)) {
    if (m[0] === '' && m.index >= line.length) break;
    cells.push((m[1] ?? m[2] ?? '').trim());
    if (m.index + m[0].length >= line.length) break;
  }
  return cells;
}

const bareLabel = (line: string) => {
  const t = line.trim().replace(/:$/, '');
  const kind = t && t.length <= 40 ? classifyLabel(t) : null;
  return kind && kind !== 'ignore' ? kind : null;
};

/**
 * A table flattened to one cell a line (an HTML table pasted as text): a run of bare labels
 * ('Origin' / 'Destination' / 'Pick Date' / …) and, after it, as many values in the same order.
 * Each label takes its value ('Origin: Dallas, TX').
 */
function pairLabelRuns(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let j = i;
    while (j < lines.length && bareLabel(lines[j]!)) j++;
    const n = j - i;
    if (n < 3) {
      out.push(lines[i]!);
      continue;
    }
    let k = j;
    while (k < lines.length && !lines[k]!.trim()) k++;
    const values = lines.slice(k, k + n);
    const after = lines[k + n]?.trim();
    const fits =
      values.length === n &&
      values.every((v) => v.trim() && !bareLabel(v) && v.trim().length <= 60) &&
      (!after || parseCell(after, 0).label !== null);
    if (!fits) {
      out.push(lines[i]!);
      continue;
    }
    for (let x = 0; x < n; x++)
      out.push(`${lines[i + x]!.trim().replace(/:$/, '')}: ${values[x]!.trim()}`);
    i = k + n - 1;
  }
  return out;
}

/** A label alone on its line takes the next line as its value ('Origin' / 'Memphis, TN'). */
function joinVerticalLabels(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const next = lines[i + 1]?.trim();
    const kind = line && line.length <= 40 ? classifyLabel(line.replace(/:$/, '')) : null;
    // A value is short (a heading such as 'Broker' over a paragraph is not a label).
    const valueLike = next && (next.length <= 60 || kind === 'instructions');
    if (kind && kind !== 'ignore' && valueLike && classifyLabel(next.replace(/:$/, '')) === null) {
      out.push(`${line.replace(/:$/, '')}: ${next}`);
      i++;
    } else out.push(lines[i]!);
  }
  return out;
}

const LETTERHEAD =
  /\(?\b[2-9]\d{2}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b(?:blvd|st|ave|dr|rd|suite|ste|po box|hwy|pkwy|sq|ln)\b\.?,/i;

const EMAIL_HEADER_LABEL = /^(?:from|sent|to|cc|bcc|date|subject|reply-to)\s*:/i;

/**
 * A thread whose newest message is a whole load of its own (places, and a rate or miles): that
 * message is the offer, and the older messages under it (a cancelled load, a first quote) are
 * not read. The newest message ends where the first quoted or forwarded one starts: a '>' line,
 * a thread break ('-----Original Message-----', 'On … wrote:') or a From:/Sent: header block.
 */
function newestWholeLoad(lines: string[]): string[] {
  let body = false;
  let end = -1;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.trim();
    if (!t) continue;
    const header = EMAIL_HEADER_LABEL.test(t);
    if (body && (THREAD_BREAK.test(t) || /^>/.test(t) || (header && /^from\s*:/i.test(t)))) {
      end = i;
      break;
    }
    if (!header) body = true;
  }
  if (end < 0 || hasMessageHeaders(lines)) return lines;
  const newest = lines.slice(0, end).filter((l) => !/^\s*subject\s*:/i.test(l));
  const places = new Set(newest.flatMap((l) => findLocations(l).map((p) => p.cityState)));
  const figures = newest.some((l) => /\$\s?\d|\b\d[\d,]*\s*(?:mi|miles)\b/i.test(l));
  return places.size >= 2 && figures ? lines.slice(0, end) : lines;
}

/** Builds the document from prepared text. */
/**
 * Quoted replies ('> …', '>> …'): the markers are taken off so the quoted text reads like any
 * other, and a blank line is put where the quoting depth changes, so each message of a thread
 * stays its own block (its signature is the end of its block).
 */
function unquote(lines: string[]): string[] {
  const out: string[] = [];
  let depth = 0;
  for (const line of lines) {
    const m = /^\s*((?:>\s?)+)/.exec(line);
    const d = m ? (m[1]!.match(/>/g) ?? []).length : line.trim() ? 0 : depth;
    if (d !== depth && out.length > 0 && out.at(-1)!.trim() !== '') out.push('');
    depth = d;
    out.push(m ? line.slice(m[0].length) : line);
  }
  return out;
}

/** Where a quoted or forwarded message starts ('-----Original Message-----', 'On … wrote:'). */
export const THREAD_BREAK =
  /^\s*(?:-{2,}\s*(?:original message|forwarded message)\s*-*|_{5,}|on\s.{5,140}\swrote:|begin forwarded message:?)\s*$/i;

const REGION_CODE =
  /^(?:A[LKZRB]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOTB]|N[EVHJMYCDBLS]|O[HKRN]|PA|RI|S[CDK]|T[NX]|UT|V[TA]|W[AVIY]|BC|QC|PE|YT)$/;

/**
 * Lines a PDF or a narrow column broke in two are joined: a place cut after its comma ('Des
 * Moines,' / 'IA'), a number or a range cut at its dash ('(303) 555-' / '0122', '06:00 -' /
 * '10:00').
 */
function joinWraps(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;

    for (;;) {
      const next = lines[i + 1]?.trim();
      if (!next) break;
      const end = line.trimEnd();
      const first = next.split(/\s+/)[0]!;
      const placeCut = /[A-Za-z.],$/.test(end) && REGION_CODE.test(first.replace(/[.,]$/, ''));
      // '(303) 555-' / '0122', '06:00 -' / '10:00', an id cut after its prefix ('ABC-' / '12345').
      const dashCut =
        (/(?:\d-|\d\s-)$/.test(end) && /^\d/.test(next)) ||
        (/(?:^|[\s#])[A-Z]{2,4}-$/.test(end) && /^\d{3,}\b/.test(next));
      if (!placeCut && !dashCut) break;
      line = `${end}${placeCut || / -$/.test(end) ? ' ' : ''}${next}`;
      i++;
    }
    // A word a PDF hyphenated at the line's end ('Ingrid Sol-' / 'berg   Tel …', 'Fertilizer
    // (bag-' / 'ged)'): its rest comes up, the hyphen goes; the next line keeps what follows.
    const cut = /[A-Za-z]{2}-$/.test(line.trimEnd())
      ? /^\s*([a-z]{2,}[),.;]*)(?=\s|$)/.exec(lines[i + 1] ?? '')
      : null;
    if (cut) {
      line = `${line.trimEnd().slice(0, -1)}${cut[1]}`;
      lines[i + 1] = lines[i + 1]!.slice(cut[0].length);
    }
    out.push(line);
  }
  return out;
}

export function buildDoc(text: string, now: Date = new Date()): Doc {
  const chat = segmentChat(
    segmentCall(
      joinWraps(unquote(newestWholeLoad(dropTruckPosts(readShortCodeTexts(text.split('\n')))))),
    ),
    now,
  );
  const rawLines = joinVerticalLabels(
    pairLabelRuns(
      expandTables(readTransposedTables(firstOpenLoad(firstProseLane(readCards(chat.lines))))),
    ),
  );
  // E-mail header blocks: consecutive header-looking lines that include an address.
  const headerLine = rawLines.map((l) => EMAIL_HEADER_LABEL.test(l.trim()));
  const emailHeader = rawLines.map(() => false);
  for (let i = 0; i < rawLines.length; i++) {
    if (!headerLine[i]) continue;
    let j = i;
    while (j < rawLines.length && headerLine[j]) j++;
    const block = rawLines.slice(i, j);
    const isEmail = block.some((l) => /@|^\s*sent\s*:/i.test(l)) && block.length >= 2;
    for (let k = i; k < j; k++) emailHeader[k] = isEmail;
    i = j - 1;
  }
  const lines: Line[] = rawLines.map((t, index) => {
    const cells = splitCells(t);
    const isHeader = emailHeader[index]!;
    if (isHeader) {
      // The cells after a subject are the subject's ('Spot Load #SR-1 | 3 Stops | Van').
      let subject = false;
      for (const c of cells) {
        subject ||= c.label === 'subject';
        if (subject) c.label = 'subject';
        else c.label = 'header';
      }
    }
    return { index, text: t, cells, emailHeader: isHeader };
  });
  // A fax's transmission stamps and cover sheet say who sent the pages, not the load.
  markFaxHeaders(lines);
  // A letterhead: before the load's first stop label or date, a place on a line with a phone
  // number, a ZIP code or a street ('4410 Commerce Blvd, Tulsa, OK 74107  Main 918-…') is the
  // company's address, never a stop (nor a market, a rate or a weight).
  for (const line of lines.filter((l) => l.text.trim()).slice(0, 3)) {
    // ('STOP 1  LOAD (CL)  Erie, PA 16501' is the first stop.)
    if (line.cells.some((c) => c.label && (STOP_ROLE_KINDS.has(c.label) || c.label === 'stop')))
      break;
    if (/\b\d{1,2}\/\d{1,2}\b/.test(line.text)) break;
    if (line.emailHeader || /->|→|>|\bto\b|\$|\d\s*(?:mi|miles|lbs?|k)\b/i.test(line.text))
      continue;
    if (LETTERHEAD.test(line.text) && findLocations(line.text).length === 1)
      for (const c of line.cells) if (!c.label || c.label === 'ignore') c.label = 'letterhead';
  }
  // The subject's route is a summary when the body names places of its own.
  const subjects = lines.filter((l) => l.cells.some((c) => c.label === 'subject'));
  if (
    subjects.length > 0 &&
    lines.some(
      (l) =>
        !l.emailHeader &&
        !l.cells.some((c) => c.label === 'subject') &&
        findLocations(l.text).length > 0,
    )
  ) {
    for (const l of subjects) l.summary = true;
  }
  markBoardHeading(text, lines);
  return { text, lines, sender: chat.sender };
}

/**
 * A board's heading over a pasted table ('PORT OF HOUSTON – OPEN DRAYS – Fri 11/20' over
 * 'Container<TAB>Size<TAB>…'): its date is the day the board was put out, not a stop's, when the
 * table's rows have dates of their own (a summary, like a subject line, round 7).
 */
function markBoardHeading(text: string, lines: Line[]): void {
  const filled = text.split('\n').filter((l) => l.trim());
  if (filled.length < 3 || filled[0]!.includes('\t') || (filled[1]!.match(/\t/g) ?? []).length < 2)
    return;
  const heading = lines.find((l) => l.text.trim());
  if (!heading || heading.text.trim() !== filled[0]!.trim() || heading.emailHeader) return;
  if (heading.cells.some((c) => c.label && c.label !== 'ignore')) return;
  if (findLocations(heading.text).length > 0) return;
  heading.summary = true;
}
