/** Labels: which field a cell names (synonyms per field, written in many ways), and the value after it. */

import { looksLikeCompany } from './broker';
import {
  bilingualSides,
  englishLabel,
  numberMarks,
  plainLabelWords,
  withoutQualifier,
} from './label-words';
import { EMAIL_RE, PHONE_RE, readEquipment, scheduleTokens } from './values';

// ---------------------------------------------------------------------------------------------
// Labels

export type Field =
  | 'order'
  | 'po'
  | 'bol'
  | 'ref'
  | 'phone'
  | 'email'
  | 'contact'
  | 'weight'
  | 'equipment'
  | 'temp'
  | 'carrier'
  | 'broker'
  | 'driver'
  | 'driver_phone'
  | 'cell'
  | 'dispatch'
  | 'truck'
  | 'trailer'
  | 'truck_trailer'
  | 'fax'
  | 'mc'
  | 'name'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'csz'
  | 'confirmation'
  | 'schedule'
  | 'instructions'
  | 'commodity'
  | 'generic'
  | 'sender'
  | 'addressee'
  | 'ignore';

/** Label synonyms, longest first within a field; matched case-insensitively at a cell's start. */
const LABELS: Array<[Field, string[]]> = [
  ['driver_phone', ['driver 1 phone', 'driver phone', 'driver cell', 'driver mobile', 'driver ph']],
  ['cell', ['cell phone', 'cell', 'mobile']],
  ['dispatch', ['dispatch phone', 'dispatcher', 'dispatch']],
  [
    'confirmation',
    [
      'pickup/delivery #',
      // A reference given for the pickup or the delivery itself is its number there.
      'pickup reference #',
      'pickup reference',
      'pick up reference',
      'delivery reference #',
      'delivery reference',
      'pickup number',
      'pick up number',
      'pu number',
      'delivery number',
      'appointment number',
      'appt number',
      'appointment confirmation',
      'appt confirmation',
      'confirmation number',
      'pu/del #',
      'pu / del #',
      'del/pu #',
      'conf no',
      'confirmation no',
      'pickup / delivery #',
      'pickup/appt #',
      'pickup/ appt #',
      'pickup #',
      'pick up #',
      'pu #',
      'pu#',
      'delivery #',
      'del #',
      'del#',
      'appt #',
      'appt#',
      'appointment #',
      'confirmation #',
      // A release number frees the freight (or the container) for pickup: the pickup's number.
      'release #',
      'release number',
      'release no',
      'confirmation',
      'conf #',
      'conf#',
      // Bare "PU PU66746", "DEL 712136" (a number's column of a stop table): only before a
      // number's shape (ID_SHAPE), never a date or a time.
      'pu',
      'del',
    ],
  ],
  [
    'order',
    [
      'load number',
      'load no',
      'load id',
      'load #',
      'load#',
      'order number',
      'order no',
      'order #',
      'shipment identification #',
      'shipment identification',
      'shipment id',
      'shipment #',
      'shipment',
      'freight bill #',
      'freight bill',
      'trip #',
      'rate confirmation #',
      'rate confirmation no',
      'rate con #',
      'tender #',
      'tender no',
      'tender id',
      'booking #',
      'booking no',
      'trip number',
      'agreement no',
      'agreement #',
      // "LOAD" alone over its number (an app's card); never "Load: Dry pet food".
      'load',
      // Drayage and intermodal desks number a load as a move.
      'move number',
      'move no',
      'move #',
    ],
  ],
  [
    'po',
    [
      'customer po #',
      'customer po',
      'cust po #',
      'cust po',
      'shipper po',
      'purchase order',
      'po number',
      'po #',
      'po#',
      'po',
    ],
  ],
  [
    'ref',
    [
      'ref / po',
      'ref/po',
      'po/ref',
      'po / ref',
      'pro / ref',
      'pro number',
      'pro no',
      'pro #',
      'pro#',
      'pro/ref',
      'customer ref #',
      'order ref',
      // The stop's own reference ("Stop reference", "Stop ref #").
      'stop reference #',
      'stop reference',
      'stop ref #',
      'stop ref',
      'reference #',
      'reference',
      'ref #',
      'ref#',
      'ref / bol',
      'ref',
    ],
  ],
  [
    'bol',
    [
      // A master bill of lading (the load's, over the house BOLs of its shipments).
      'master bill of lading',
      'master bol',
      'master b/l',
      'bill of lading',
      'bol number',
      'bol #',
      'bol#',
      'bol',
      'b/l number',
      'b/l #',
      'b/l',
    ],
  ],
  ['fax', ['fax']],
  [
    'driver',
    [
      'driver name',
      'driver 1',
      // A driver and a phone in one cell ("Driver / cell | Ana Ruiz / 555-0100").
      'driver / cell',
      'driver/cell',
      'driver / phone',
      'driver/phone',
      'driver & cell',
      'driver',
    ],
  ],
  ['truck_trailer', ['tractor / trailer', 'truck / trailer', 'tractor/trailer', 'truck/trailer']],
  ['truck', ['truck #', 'truck', 'tractor #', 'tractor', 'power unit', 'unit #']],
  ['trailer', ['trailer #', 'trailer']],
  ['carrier', ['carrier name', 'carrier']],
  ['broker', ['broker name', 'broker', 'brokerage', 'issued by', 'booked by']],
  // A cover sheet's "FROM:" (who sends it: the broker) and "TO:" (the carrier).
  ['sender', ['from']],
  ['addressee', ['to']],
  ['mc', ['mc / dot', 'mc number', 'mc #', 'mc#', 'mc', 'dot #', 'dot', 'usdot', 'scac']],
  ['phone', ['agent phone', 'contact phone', 'phone', 'ph', 'tel', 'telephone']],
  ['email', ['agent email', 'contact email', 'e-mail', 'email']],
  [
    'contact',
    [
      'broker contact',
      // The broker's person who sold the load to the carrier: not the carrier.
      'carrier sales rep',
      'carrier sales',
      'carrier rep',
      'your rep',
      'rep',
      'agent',
      'contact',
      'support',
      'questions',
      'account manager',
    ],
  ],
  [
    'weight',
    ['total weight', 'gross weight', 'scale weight', 'gross wt', 'weight (lbs)', 'weight', 'wt'],
  ],
  [
    'temp',
    [
      'reefer temp',
      'reefer setting',
      'reefer mode',
      'temperature setting',
      'temp setting',
      'reefer unit',
      'temperature mode',
      'temp mode',
      'unit mode',
      'set point',
      'setpoint',
      'temperature',
      'temp',
      'reefer',
    ],
  ],
  [
    'equipment',
    [
      'equipment type',
      'equipment length',
      'trailer length',
      'trailer size',
      'equipment',
      'equip',
      'trailer type',
      'size / type',
      'size/type',
      'equipment size',
    ],
  ],
  // Container moves (drayage, intermodal): the box, its chassis and seal, the steamship line's
  // booking — numbers of the equipment, never the load's references.
  [
    'ignore',
    [
      'container number',
      'container no',
      'container #',
      'container',
      'chassis #',
      'chassis',
      'seal number',
      'seal #',
      'seal',
      'last free day',
      'steamship line',
      'ssl',
      'vessel',
      'per diem',
    ],
  ],
  [
    'csz',
    [
      'city/state/zip',
      'city, state zip',
      'city / state / zip',
      'city, state',
      'city / state',
      'city/state',
      'city & state',
    ],
  ],
  ['address', ['address', 'street', 'addr']],
  ['city', ['city']],
  ['state', ['st/prov', 'state/prov', 'state / province', 'province', 'prov', 'st', 'state']],
  ['zip', ['zip/postal', 'zip / postal code', 'zip', 'zip code', 'postal code', 'postal']],
  [
    'name',
    [
      'name/address',
      'name / address',
      'facility name',
      'company name',
      'facility',
      'name',
      'location',
      'company',
      'shipper name',
      'consignee name',
    ],
  ],
  [
    'schedule',
    [
      'appt / hours',
      'pickup date',
      'pick up date',
      'delivery date',
      'pickup time',
      'pick up time',
      'delivery time',
      'appt date',
      'appt time',
      'appointment date',
      'appointment time',
      'ready date',
      'ready time',
      'ready',
      'ship date',
      'date / time',
      'date & time',
      'date and time',
      'fcfs window',
      // A window written as two rows or two cells ("Window start" / "Window end", "Open" /
      // "Close"), and the row that says which kind it is ("Scheduling | FCFS").
      'window start',
      'window end',
      'window open',
      'window close',
      'start window',
      'end window',
      'earliest arrival',
      'latest arrival',
      'earliest',
      'latest',
      'opens',
      'closes',
      'open',
      'close',
      'appointment type',
      'appt type',
      'scheduling',
      'appointment',
      'schedule',
      'sched',
      'hours',
      'window',
      'date',
      'time',
      'appt',
    ],
  ],
  [
    'instructions',
    [
      'special instructions',
      // Whose instructions they are ("Driver instructions", "Site instructions").
      'driver instructions',
      'stop instructions',
      'site instructions',
      'facility instructions',
      'handling instructions',
      'instructions',
      'directions',
      'notes',
      'note',
      'comments',
      'remarks',
    ],
  ],
  [
    'commodity',
    [
      'commodities',
      'commodity',
      // (Abbreviated in narrow columns: "Cmdty:", "Comm.:".)
      'cmdty',
      'cmdy',
      'description',
      'product',
      'items',
      'desc',
      'cargo',
      'goods',
      'contents',
      'material',
      'freight',
      // "Trailer holds: Dairy products (23 pallets)": what a pre-loaded trailer holds.
      'holds',
    ],
  ],
  [
    'generic',
    [
      '#',
      'type',
      'stop type',
      'stp type',
      'seq',
      'stop',
      'numbers',
      'miles',
      'pieces',
      'pallets',
      'qty',
      'issued',
      'printed',
      'amount',
      'amount (usd)',
      'usd',
      'units',
      'basis',
      'rate',
      'charge',
      'stops',
    ],
  ],
];

const LABEL_LIST = LABELS.flatMap(([field, names]) => names.map((n) => ({ field, name: n }))).sort(
  (a, b) => b.name.length - a.name.length,
);

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');
}
/**
 * The unit a label states in brackets ("Total weight (lb)", "Temperature (°F)", "Trailer length
 * (ft)", "Line haul (USD)"): part of the label, not its value.
 */
const UNIT_NOTE = String.raw`(?:\(\s*(?:lbs?|kgs?|pounds|°?\s*[fc]|deg(?:rees)?\s*[fc]?|ft|feet|in|mi|miles|usd|cad|\$|pcs|plts?)\s*\)|,\s*(?:lbs?|kgs?|pounds|feet|ft|usd)\b)`;
/** A label ending in a short word may be written with a period ("Tel.", "Ref.", "Load No."). */
const abbreviation = (name: string) => /(^|\s)[a-z]{2,4}$/i.test(name);
const LABEL_RES = LABEL_LIST.map(({ field, name }) => ({
  field,
  name,
  // At the start: the label, then ':' or '#' or the end or a space before the value.
  // A bullet or a stray quote before a label ("• Driver:", OCR's "‘DRIVER") is no part of it.
  re: new RegExp(
    `^[\\s'‘’"“”\`*»«•·>-]{0,2}${escapeRe(name)}${abbreviation(name) ? '\\.?' : ''}(?![a-z0-9-])\\s*(?:\\(s\\))?\\s*${UNIT_NOTE}?\\s*(?:#\\s*:?|:)?\\s*`,
    'i',
  ),
}));

interface LabelMatch {
  field: Field;
  value: string;
  /** The label had a ':' (or was a whole cell): surer than a bare word. */
  strong: boolean;
  /** Found written another way (label-words.ts): a little less sure. */
  rewritten?: boolean;
}

const hasDigit = (v: string) => /\d/.test(v);
/** What a value after a bare label word (no ':' or '#') must look like, per field. */
export const VALUE_SHAPES: Partial<Record<Field, (value: string) => boolean>> = {
  order: hasDigit,
  po: hasDigit,
  bol: hasDigit,
  ref: hasDigit,
  confirmation: hasDigit,
  truck: hasDigit,
  trailer: (v) => hasDigit(v) || readEquipment(v).equipment_type !== null,
  weight: hasDigit,
  temp: hasDigit,
  phone: (v) => PHONE_RE.test(v),
  driver_phone: (v) => PHONE_RE.test(v),
  cell: (v) => PHONE_RE.test(v),
  fax: (v) => PHONE_RE.test(v),
  email: (v) => EMAIL_RE.test(v),
  schedule: (v) => scheduleTokens(v).length > 0,
  mc: hasDigit,
  zip: (v) => /\d{5}/.test(v),
  state: (v) => /^[A-Z]{2}\b/.test(v),
  // "Driver Jose Thomas": a person's name after the bare word (its phone may follow:
  // "Driver Maria Wilson (312) 338-2208", "… · cell 312-338-2208").
  driver: (v) =>
    /^[A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][a-z'-]+$/.test(withoutTrailingPhone(v)) &&
    !/\b(?:load|unload|assist|count|touch|pay|instructions?|notes?|must|will)\b/i.test(v),
  // "Carrier Granite Peak Hauling LLC (MC 123456)": a company's name after the bare word.
  carrier: (v) => looksLikeCompany(v.replace(/\(?\b(?:mc|dot|usdot|scac)\b.*$/i, '').trim()),
};

/** A value without the phone written after it ("Maria Wilson, cell (312) 338-2208"). */
function withoutTrailingPhone(v: string): string {
  const at = v.search(PHONE_RE);
  if (at < 0) return v.trim();
  if (!PHONE_RE.test(v.slice(at)) || v.slice(at).replace(PHONE_RE, '').trim() !== '')
    return v.trim();
  return v
    .slice(0, at)
    .replace(/[\s,·|—–-]*(?:(?:cell|mobile|ph(?:one)?|tel)\.?:?\s*)?[\s,·|—–-]*$/i, '')
    .trim();
}

/** Two- or three-letter label words that are a label only before an identifier. */
const BARE_ID_LABELS = new Set(['pu', 'del']);
/** "PU6674693", "712136", "A-55310": letters, then four or more digits; not a date or a time. */
const ID_SHAPE = (v: string) => {
  const token = v.split(/\s+/)[0] ?? '';
  return /^[A-Z]{0,4}[-#]?\d{4,}[A-Z0-9-]*$/i.test(token) && scheduleTokens(token).length === 0;
};

/** Values that say what they are: an equipment type, an e-mail, a phone, a date. */
export const SURE_SHAPES: Partial<Record<Field, (value: string) => boolean>> = {
  equipment: (v) => readEquipment(v).equipment_type !== null,
  email: (v) => EMAIL_RE.test(v),
  phone: (v) => PHONE_RE.test(v),
  driver_phone: (v) => PHONE_RE.test(v),
  schedule: (v) => scheduleTokens(v).some((t) => t.kind === 'date'),
};

export const TITLE_ONLY = new Set(['reefer', 'load']);

/** Whose value a label names, before the label itself ("Customer Reference", "Broker Phone"). */
const QUALIFIER = /^(customer|cust\.?|shipper|client|broker|your|our)\s+(?=\S)/i;

/** matchLabel is asked about the same cells many times over a document: answers kept. */
const LABEL_MEMO = new Map<string, LabelMatch | null>();

export function matchLabel(text: string, dropQualifiers = true): LabelMatch | null {
  const key = `${dropQualifiers ? 1 : 0}${text}`;
  const known = LABEL_MEMO.get(key);
  if (known !== undefined) return known;
  if (LABEL_MEMO.size > 20_000) LABEL_MEMO.clear();
  let found = matchLabelUncached(text, dropQualifiers);
  // A column title naming two fields ("Appt # / Phone", "PO / Ref"): a title, no value.
  if (found && /^\/\s*\S/.test(found.value)) {
    const second = matchLabelUncached(found.value.replace(/^\/\s*/, ''), dropQualifiers);
    if (second && second.value === '') found = { ...found, value: '' };
  }
  LABEL_MEMO.set(key, found === null ? null : Object.freeze(found));
  return found;
}

/** A label, a short note in brackets after it, then its value: "BOL No. (this stop) 7080". */
const BRACKETED_NOTE = /^([^()]{2,30}?)\s*\(\s*([A-Za-z][A-Za-z .'/-]{0,24})\s*\)\s*:?\s*(.*)$/;

function matchLabelUncached(text: string, dropQualifiers: boolean): LabelMatch | null {
  // "Reference (sales order)", "BOL No. (this stop) 70806490", "Ref (customer) SO-1": the
  // note in brackets says whose or which the value is; the label is what stands before it.
  const noted = BRACKETED_NOTE.exec(text);
  if (noted && noted[2]!.trim().split(/\s+/).length <= 3) {
    // (A colon after the note is the label's: "Loaded weight (shipper count): 9,000 lbs".)
    const colon = /\)\s*:/.test(text) ? ':' : '';
    const m = matchLabelUncached(`${noted[1]!}${colon}`, dropQualifiers);
    if (m && m.value === '') return { ...m, value: noted[3]!.trim() };
  }
  const found = matchLabelExact(text);
  // "Trailer holds: Dairy products": the colon after the next word says the label is both
  // words; read as such when that makes a label ("holds" of a trailer), else as it stands.
  if (found && dropQualifiers && /^[A-Za-z]{2,15}\s*:/.test(found.value)) {
    for (const v of withoutQualifier(text, true)) {
      const m = matchLabelExact(v);
      if (m?.strong && m.field !== found.field && m.field !== 'generic') {
        return { ...m, rewritten: true };
      }
    }
  }
  if (found) return found;
  const q = QUALIFIER.exec(text);
  const qualified = q ? matchLabelExact(text.slice(q[0].length)) : null;
  if (qualified) return qualified;
  return matchLabelRewritten(text, dropQualifiers);
}

/** The label written another way (label-words.ts): number marks, two languages, qualifiers. */
function matchLabelRewritten(text: string, dropQualifiers: boolean): LabelMatch | null {
  if (!/[A-Za-zÀ-ÿ]{2}/.test(text.slice(0, 40))) return null;
  // Abbreviations written with periods ("P.O.", "B/L.", "Del. #"): the plain label word.
  // Words joined by a hyphen ("Pick-up No.", "Drop-off #"): the words apart.
  const marked = numberMarks(
    text
      .replace(/\bP\.\s?O\.?(?=\s|#|:|$)/gi, 'PO')
      .replace(/\b([A-Za-z]{2,5})\.(?=\s*#)/g, '$1')
      .replace(/^([A-Za-z]{2,8})-([A-Za-z]{2,8})\b/, '$1 $2'),
  );
  const english = englishLabel(marked);
  const forms = [
    marked,
    english,
    plainLabelWords(english ?? marked),
    ...bilingualSides(english ?? marked),
  ].filter((f): f is string => f !== null && f !== text);
  for (const f of forms) {
    const m = matchLabelExact(f);
    if (!m) continue;
    // "Delivery # / Del #": the label said in both languages, the second side the same label.
    const other = /^\/\s*(.+)$/.exec(m.value);
    if (other) {
      const again = matchLabelExact(other[1]!) ?? matchLabelExact(numberMarks(other[1]!));
      if (again?.field === m.field && again.value === '')
        return { ...m, value: '', rewritten: true };
    }
    return { ...m, rewritten: true };
  }
  // Qualified labels count only when they say they are labels ("LOAD TENDER #").
  if (!dropQualifiers) return null;
  for (const f of [english ?? marked, ...bilingualSides(english ?? marked)]) {
    for (const v of withoutQualifier(f)) {
      const m = matchLabelExact(v);
      if (m?.strong && !['generic', 'sender', 'addressee'].includes(m.field)) {
        return { ...m, rewritten: true };
      }
    }
    // A party's word before what the load carries says whose it is, not another field:
    // "Trailer holds: …", "Truck contents: …", "Carrier weight: …".
    for (const v of withoutQualifier(f, true)) {
      const m = matchLabelExact(v);
      if (m?.strong && (m.field === 'commodity' || m.field === 'weight')) {
        return { ...m, rewritten: true };
      }
    }
  }
  return null;
}

function matchLabelExact(text: string): LabelMatch | null {
  for (const { field, re, name } of LABEL_RES) {
    const m = re.exec(text);
    if (!m) continue;
    const value = text.slice(m[0].length).trim();
    // Words that are a label only as a column title ("Reefer" over "-10°F", not "Reefer 53'").
    if (value !== '' && TITLE_ONLY.has(name)) continue;
    const strong = /[:#]\s*$/.test(m[0]) || value === '' || name.endsWith('#');
    // A bare short label word followed by text ("Ref PO-1", "Driver Olga") is fine; a label that
    // is the first word of a sentence is not.
    if (!strong && value.split(/\s+/).length > 8) continue;
    // "Mobile, AL 36602" is a city, not the label Mobile.
    if (!strong && value.startsWith(',')) continue;
    // Nor is the subject of a sentence a label ("Trailer must be clean, dry …", "Seal must be
    // intact"): its verb follows it.
    if (!strong && /^(?:must|should|shall|will|may|cannot|can't|is|are|needs?)\b/i.test(value))
      continue;
    // A bare label word must be followed by a value of its field's shape ("Time out; send
    // POD" is a remark, not a time; "Ref SO-1" is a reference).
    if (!strong && !VALUE_SHAPES[field]?.(value)) continue;
    // (Alone in its cell, "PU" / "DEL" is a stop's kind, not a label.)
    if (BARE_ID_LABELS.has(name) && !/[:#]/.test(m[0]) && !ID_SHAPE(value)) continue;
    return { field, value, strong };
  }
  return null;
}

/**
 * Inline labels inside one cell: "Load #: 4509 PO#: 459191460 BOL#: 7055606309", and parts
 * set apart by a middle dot that start with a label ("Rate confirmation · Shipment UF-1").
 */
export function splitInline(text: string): Array<{ field: Field | null; value: string }> {
  // "PU# 5521, BOL 77812, Ref SO-1": a list of labelled values apart by commas.
  const listed = text.split(/[,;]\s+/);
  if (listed.length > 1) {
    const labels = listed.map((part) => matchLabel(part));
    if (labels.every((m) => m?.value && m.field !== 'generic')) {
      return labels.map((m) => ({ field: m!.field, value: m!.value }));
    }
  }
  const dotted = text.split(/\s+[·•|]\s+/);
  if (dotted.length > 1) {
    const out: Array<{ field: Field | null; value: string }> = [];
    for (const part of dotted) {
      const m = matchLabel(part);
      if (m && m.value !== '' && m.field !== 'generic' && out.length > 0) {
        out.push({ field: m.field, value: m.value });
      } else if (out.length > 0) out[out.length - 1]!.value += ` · ${part}`;
      else if (m && m.value !== '' && m.field !== 'generic' && !/[:#]/.test(part)) {
        // "BOL 46765790 | Ref DEL-71": a bare label word before the first value too.
        out.push({ field: m.field, value: m.value });
      } else out.push(...splitColon(part));
    }
    return out;
  }
  return splitColon(text);
}

function splitColon(text: string): Array<{ field: Field | null; value: string }> {
  // (A note in brackets before the colon is the label's: "Driver (HM endorsed):".)
  const re =
    /(?:^|\s)([A-Za-z][A-Za-z/ ]{0,24}?(?:\s*\([A-Za-z][A-Za-z .'/-]{0,24}\))?\s*(?:#\s*:?|:))\s*/g;
  const parts: Array<{ label: string; start: number; valueStart: number }> = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const label = m[1]!.trim();
    const found = matchLabel(label, false);
    if (found?.value !== '') continue;
    parts.push({ label, start: m.index, valueStart: m.index + m[0].length });
  }
  if (parts.length === 0) return [{ field: null, value: text }];
  const out: Array<{ field: Field | null; value: string }> = [];
  if (parts[0]!.start > 0) out.push({ field: null, value: text.slice(0, parts[0]!.start).trim() });
  parts.forEach((p, i) => {
    const end = parts[i + 1]?.start ?? text.length;
    const field = matchLabel(p.label, false)!.field;
    out.push(...runOn(field, text.slice(p.valueStart, end).trim()));
  });
  return out;
}

/** A weight in pounds written with its unit ("38,500 lbs", "40000#"). */
export const LBS = /\b(?:\d{1,3}(?:,\d{3})+|\d{4,6})\s*(?:lbs?|pounds|#)(?![a-z0-9])/i;

/** Fields whose value is one identifier. */
const ID_FIELDS = new Set<Field>(['order', 'po', 'bol', 'ref', 'confirmation', 'truck', 'trailer']);
/** Fields whose value may run on into bare labelled numbers. */
const RUN_ON_FIELDS = new Set<Field>([
  ...ID_FIELDS,
  'driver',
  'carrier',
  'dispatch',
  'driver_phone',
]);
/** Fields whose value is a phone. */
const PHONE_FIELDS = new Set<Field>(['dispatch', 'driver_phone', 'cell']);

/** Whether a bare label's value fits its field (an identifier's digit, a phone, a name). */
function runOnFits(field: Field, value: string): boolean {
  if (ID_FIELDS.has(field)) return /^\S*\d/.test(value);
  if (PHONE_FIELDS.has(field)) return PHONE_RE.test(value.split(/\s+/).slice(0, 4).join(' '));
  if (field === 'driver') return /^[A-Z][a-z]+\s+[A-Z][a-z]+/.test(value);
  return false;
}

/**
 * "PU# PU1038678 Ref SO-293442", "Driver: Kevin Davis Truck 3769 Trailer R62889": a value, then
 * bare label words each with an identifier (a digit in it): each number its own pair.
 */
export function runOn(
  field: Field,
  value: string,
  depth = 0,
): Array<{ field: Field | null; value: string }> {
  if (!RUN_ON_FIELDS.has(field) || depth > 8) return [{ field, value }];
  const words = value.split(/\s+/);
  // After an identifier (one word) the next label comes at once; after a name, within 5 words;
  // a carrier's line runs on through its MC and DOT numbers to the dispatch, the driver, the
  // truck ("Carrier: Acme LLC (MC 1 / DOT 2) Dispatch 555-… Driver Ann Lee Truck 12").
  const reach = field === 'carrier' ? 24 : 5;
  for (let i = 1; i < words.length - 1 && i <= reach; i++) {
    if (!/^[A-Za-z]/.test(words[i]!)) continue;
    const rest = words.slice(i).join(' ');
    // A label word written bare, as the line's first label was with its colon ("Driver Ann
    // Lee", "Driver ph 555-…"): read as if it had one.
    const bare = (n: number) =>
      i + n < words.length
        ? matchLabel(`${words.slice(i, i + n).join(' ')}: ${words.slice(i + n).join(' ')}`, false)
        : null;
    const fitting = (m: LabelMatch | null) => (m && runOnFits(m.field, m.value) ? m : null);
    // (A name or a phone next only by its own label word, not one found past a qualifier:
    // "Rachel Murphy Cell: …" is Rachel Murphy's cell, no label "Murphy Cell".)
    const direct = matchLabel(rest);
    const next =
      fitting(direct && !ID_FIELDS.has(direct.field) ? matchLabel(rest, false) : direct) ??
      (field === 'carrier' || PHONE_FIELDS.has(field) || field === 'driver'
        ? (fitting(bare(2)) ?? fitting(bare(1)))
        : null);
    if (!next || !runOnFits(next.field, next.value)) continue;
    if (
      !ID_FIELDS.has(next.field) &&
      field !== 'carrier' &&
      field !== 'driver' &&
      !PHONE_FIELDS.has(field)
    )
      continue;
    if (ID_FIELDS.has(field) && i !== 1) break;
    return [
      { field, value: words.slice(0, i).join(' ') },
      ...runOn(next.field, next.value, depth + 1),
    ];
  }
  return [{ field, value }];
}
