/**
 * Rate confirmation → the generic Load record (spec §3). Readers, not templates:
 *
 * 1. label/value pairs: a cell that starts with a known label (synonyms per field) gives the rest
 *    of the cell, else the next cell on its line; a row made only of labels is a table header
 *    whose columns label the cells under them (grids, stop tables);
 * 2. stops: a cell naming a stop kind (Pickup, PU, Shipper, Origin, P1, Delivery, Drop,
 *    Consignee, D2, "Stop 2: Drop" …) opens a region: its column (up to the next such cell on the
 *    same line) down to the next stop of that column or a charges/carrier section. Each region
 *    is read with its labels, then by shape (street line, "City, ST 12345", phones, e-mails,
 *    dates and times, sentences as instructions);
 * 3. charges: linehaul and fuel are the last amount on the line of their label (rate × quantity
 *    tables), never the total; prose (terms pages) is not read for amounts.
 *
 * Every value filled carries a confidence: labelled values are trusted more than shapes.
 */

import { addressStops } from './address-stops';
import { type BrokerCandidate, chooseBroker, domainMatches, looksLikeCompany } from './broker';
import { chooseBrokerPhone } from './broker-phone';
import {
  bilingualSides,
  englishLabel,
  numberMarks,
  plainLabelWords,
  withoutQualifier,
} from './label-words';
import type { Cell, Line } from './layout';
import { loadFactsOf, proseReferences } from './load-facts';
import { clausesOf, isProseStopIntro, readProseStop } from './prose-stops';
import { stopPrefixedRows, withoutSheetGutter } from './sheet-rows';
import { sideColumnApart } from './side-columns';
import { numberedStopNotes } from './stop-notes';
import {
  DELIVERY_TITLE,
  foldBilingualTitle,
  PICKUP_TITLE,
  roleMentioned,
  roleTitle,
  stopCodeTitle,
} from './stop-roles';
import {
  CITY_RE,
  EMAIL_RE,
  moneyAll,
  PHONE_RE,
  readEmail,
  readEquipment,
  readPhone,
  readSchedule,
  readTemperature,
  readWeight,
  scheduleTokens,
} from './values';

export interface RateconStop {
  stop_type: 'Pickup' | 'Delivery';
  stop_number: number;
  company_name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  phone: string | null;
  email: string | null;
  confirmation_number: string | null;
  bol_number: string | null;
  reference_number: string | null;
  appointment_type: 'APPT' | 'FCFS' | null;
  appointment_date: string | null;
  appointment_time_hours: string | null;
  appointment_time_minutes: string | null;
  fcfs_start_date: string | null;
  fcfs_start_time_hours: string | null;
  fcfs_start_time_minutes: string | null;
  fcfs_end_date: string | null;
  fcfs_end_time_hours: string | null;
  fcfs_end_time_minutes: string | null;
  stop_instructions: string | null;
  commodities: string | null;
}

export interface RateconLoad {
  order_number: string | null;
  customer_name: string | null;
  po_number: string | null;
  bol_number: string | null;
  reference_number: string | null;
  phone: string | null;
  email: string | null;
  linehaul_rate: number | null;
  fuel_surcharge: number | null;
  weight: number | null;
  length: number | null;
  equipment_type: 'reefer' | 'van' | null;
  temperature_control: 'continuous' | 'start_stop' | null;
  temperature: number | null;
  carrier: {
    carrier_name: string | null;
    driver_name: string | null;
    driver_phone: string | null;
    truck: string | null;
    trailer: string | null;
  };
  stops: RateconStop[];
}

export type Confidence = Record<string, number>;

// ---------------------------------------------------------------------------------------------
// Labels

type Field =
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
  ['bol', ['bill of lading', 'bol number', 'bol #', 'bol#', 'bol', 'b/l number', 'b/l #', 'b/l']],
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
  ['state', ['st', 'state']],
  ['zip', ['zip', 'zip code', 'postal code']],
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
      'description',
      'product',
      'items',
      'desc',
      'cargo',
      'goods',
      'contents',
      'material',
      'freight',
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
const VALUE_SHAPES: Partial<Record<Field, (value: string) => boolean>> = {
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
};

/** Two- or three-letter label words that are a label only before an identifier. */
const BARE_ID_LABELS = new Set(['pu', 'del']);
/** "PU6674693", "712136", "A-55310": letters, then four or more digits; not a date or a time. */
const ID_SHAPE = (v: string) => {
  const token = v.split(/\s+/)[0] ?? '';
  return /^[A-Z]{0,4}[-#]?\d{4,}[A-Z0-9-]*$/i.test(token) && scheduleTokens(token).length === 0;
};

/** Values that say what they are: an equipment type, an e-mail, a phone, a date. */
const SURE_SHAPES: Partial<Record<Field, (value: string) => boolean>> = {
  equipment: (v) => readEquipment(v).equipment_type !== null,
  email: (v) => EMAIL_RE.test(v),
  phone: (v) => PHONE_RE.test(v),
  driver_phone: (v) => PHONE_RE.test(v),
  schedule: (v) => scheduleTokens(v).some((t) => t.kind === 'date'),
};

const TITLE_ONLY = new Set(['reefer', 'load']);

/** Whose value a label names, before the label itself ("Customer Reference", "Broker Phone"). */
const QUALIFIER = /^(customer|cust\.?|shipper|client|broker|your|our)\s+(?=\S)/i;

/** matchLabel is asked about the same cells many times over a document: answers kept. */
const LABEL_MEMO = new Map<string, LabelMatch | null>();

export function matchLabel(text: string, dropQualifiers = true): LabelMatch | null {
  const key = `${dropQualifiers ? 1 : 0}${text}`;
  const known = LABEL_MEMO.get(key);
  if (known !== undefined) return known;
  if (LABEL_MEMO.size > 20_000) LABEL_MEMO.clear();
  const found = matchLabelUncached(text, dropQualifiers);
  LABEL_MEMO.set(key, found === null ? null : Object.freeze(found));
  return found;
}

function matchLabelUncached(text: string, dropQualifiers: boolean): LabelMatch | null {
  const found = matchLabelExact(text);
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
function splitInline(text: string): Array<{ field: Field | null; value: string }> {
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
  const re = /(?:^|\s)([A-Za-z][A-Za-z/ ]{0,24}?\s*(?:#\s*:?|:))\s*/g;
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
const LBS = /\b(?:\d{1,3}(?:,\d{3})+|\d{4,6})\s*(?:lbs?|pounds|#)(?![a-z0-9])/i;

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
function runOn(
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

// ---------------------------------------------------------------------------------------------
// Pairs

interface Pair {
  field: Field | null;
  value: string;
  cell: Cell;
  line: Line;
  /** 0.9 labelled with ':' or a header column, 0.75 bare label word, 0.5 by shape. */
  weight: number;
  used?: boolean;
}

/**
 * A row of column titles: at least two cells that are labels with nothing after them, and the
 * others short words without digits (a title the synonyms do not know, "STOP 1").
 */
const isHeaderRow = (line: Line) => {
  if (line.cells.length < 2) return false;
  let labels = 0;
  for (const c of line.cells) {
    const m = matchLabel(c.text);
    if ((m !== null && m.value === '') || STOP_ONLY.test(c.text)) labels++;
    else if (/\d/.test(c.text) || c.text.split(/\s+/).length > 3 || /[:$@]/.test(c.text))
      return false;
  }
  return labels >= 2 && labels >= line.cells.length * 0.6;
};

/** Label/value pairs of a run of lines (a stop region or the whole load outside stops). */
function pairsOf(lines: Line[], headerAbove?: Line): Pair[] {
  const pairs: Pair[] = [];
  const consumed = new Set<Cell>();
  let header: Line | undefined = headerAbove;
  // The last table row read: its values by column, for cells wrapped onto the lines below.
  let row: { line: Line; lastY: number; byColumn: Map<Cell, Pair> } | null = null;
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    if (isHeaderRow(line)) {
      header = line;
      row = null;
      continue;
    }
    // A "Label | value" line below a table is past it: its cells are not the columns'.
    if (header && header !== headerAbove && line.cells.length >= 2) {
      const lead = matchLabel(line.cells[0]!.text);
      if (lead && lead.value === '' && lead.field !== 'generic') {
        header = undefined;
        row = null;
      }
    }
    const cells = header ? line.cells.flatMap((c) => splitAtColumns(c, header!)) : line.cells;
    const wrapped =
      header && row ? appendWrapped(row, line, cells, header, lines) : new Set<Cell>();
    if (wrapped.size > 0) {
      row!.lastY = line.y;
      if (wrapped.size === cells.length) continue;
    }
    const before = pairs.length;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      if (consumed.has(cell) || wrapped.has(cell)) continue;
      const m = matchLabel(cell.text);
      if (m && m.value === '' && m.field !== 'generic') {
        // Value in the next cell (unless it is a label itself), else the cell under it.
        // A lone ':' set apart from its label belongs to the label.
        const colonOnly = cells[i + 1] && /^[:#.\s]+$/.test(cells[i + 1]!.text);
        const titles = titleRowOverValues(line, lines[li + 1]);
        let next = titles ? undefined : cells[i + (colonOnly ? 2 : 1)];
        // Two sections side by side, each heading over its lines ("Equipment | Carrier pay"
        // over "53' Reefer | Line haul $1,300"): the far cell is the other section's heading.
        const under = lines[li + 1];
        if (
          next &&
          !colonOnly &&
          SECTION_END.test(next.text) &&
          !/\d/.test(next.text) &&
          next.text.split(/\s+/).length <= 3 &&
          next.x0 - cell.x1 > 80 &&
          under !== undefined &&
          under.page === line.page &&
          under.cells.some((c) => Math.abs(c.x0 - cell.x0) <= 4) &&
          under.cells.some((c) => Math.abs(c.x0 - next!.x0) <= 6)
        ) {
          next = undefined;
        }
        const nextLabel = next ? matchLabel(next.text) : null;
        // A next cell that is a label itself is no value, unless it is one of this field
        // ("Equipment: | Reefer") or a word that is a label only over a column.
        const nextIsLabel =
          nextLabel !== null &&
          nextLabel.field !== 'generic' &&
          (nextLabel.value === '' || nextLabel.strong) &&
          !TITLE_ONLY.has(next!.text.trim().toLowerCase()) &&
          !(m.field === 'equipment' && readEquipment(next!.text).equipment_type !== null);
        if (next && !nextIsLabel) {
          const value = next.text.replace(/^[:#]\s*/, '');
          pairs.push({ field: m.field, value, cell: next, line, weight: m.rewritten ? 0.8 : 0.9 });
          i += colonOnly ? 2 : 1;
          continue;
        }
        if (colonOnly) i++;
        if (next) continue;
        // The cell under it: on the next line, or the one after when a line of another column
        // (a letterhead's name beside a boxed number) sits between.
        for (const k of [li + 1, li + 2]) {
          const l = lines[k];
          if (!l || l.page !== line.page || l.y - line.y > cell.height * 3.2) break;
          const below = l.cells.find(
            (c) => c.x0 < cell.x1 + 4 && c.x1 > cell.x0 - 4 && Math.abs(c.x0 - cell.x0) < 60,
          );
          if (!below) continue;
          // A card: the title alone on its line, its value under it after an icon's word
          // ("Truck | Dry van · 53 ft", "Phone (816) 441-2666", "Mail | ana@x.com").
          const titleAlone = line.cells.length === 1;
          let valueCell = below;
          if (
            titleAlone &&
            l.cells.length === 2 &&
            below === l.cells[0] &&
            /^[A-Za-z]{2,6}$/.test(below.text) &&
            !consumed.has(l.cells[1]!) &&
            // (A word that is a label itself, "Ref | SO-1" in a grid's row, only when the value
            // could be nothing else: "Truck | Dry van · 53 ft" under EQUIPMENT.)
            (matchLabel(below.text) === null || (SURE_SHAPES[m.field]?.(l.cells[1]!.text) ?? false))
          ) {
            valueCell = l.cells[1]!;
          }
          const belowLabel = valueCell === below ? matchLabel(below.text) : null;
          const fits =
            belowLabel !== null &&
            titleAlone &&
            belowLabel.value !== '' &&
            (VALUE_SHAPES[m.field]?.(below.text) ?? false);
          if (valueCell !== below && !consumed.has(valueCell)) {
            pairs.push({
              field: m.field,
              value: valueCell.text,
              cell: valueCell,
              line: l,
              weight: m.rewritten ? 0.7 : 0.78,
            });
            consumed.add(valueCell);
            consumed.add(below);
          } else if ((belowLabel === null || fits) && !consumed.has(below)) {
            // A column of numbers under the title that ends in a total row ("Weight (lb)" over
            // each handling unit's weight, then "TOTAL … 38,500"): the total is the value.
            const total = columnTotal(lines, k, below, m.field === 'weight');
            pairs.push({
              field: m.field,
              value: total?.cell.text ?? below.text,
              cell: total?.cell ?? below,
              line: total?.line ?? l,
              weight: m.rewritten ? 0.72 : 0.8,
            });
            consumed.add(below);
          }
          break;
        }
        continue;
      }
      if (m && m.field !== 'generic' && m.value !== '') {
        const parts = splitInline(cell.text);
        if (parts.length === 1 && parts[0]!.field === null)
          parts[0] = { field: m.field, value: m.value };
        for (const part of parts) {
          if (part.value === '') continue;
          pairs.push({
            field: part.field ?? m.field,
            value: part.value,
            cell,
            line,
            weight: (m.strong ? 0.9 : 0.75) * (m.rewritten ? 0.9 : 1),
          });
        }
        continue;
      }
      // Under a header row: the column decides.
      const col = header ? columnOf(header, cell) : undefined;
      const colLabel = col
        ? matchLabel(col.text)
        : line.rowLabel
          ? matchLabel(line.rowLabel.text)
          : null;
      const colField = colLabel?.field;
      const colWeight = colLabel?.rewritten ? 0.77 : 0.85;
      for (const part of splitInline(cell.text)) {
        if (part.value === '') continue;
        const field = part.field ?? (colField && colField !== 'generic' ? colField : null);
        pairs.push({
          field,
          value: part.value,
          cell,
          line,
          weight: part.field ? 0.9 : field ? colWeight : 0.5,
        });
      }
    }
    if (header && line.cells.length >= 3) {
      const byColumn = new Map<Cell, Pair>();
      for (const pr of pairs.slice(before)) {
        const col = columnOf(header, pr.cell);
        if (col && !byColumn.has(col)) byColumn.set(col, pr);
      }
      row = { line, lastY: line.y, byColumn };
    }
  }
  return pairs;
}

/**
 * Down a column of numbers from line `k` (right edges together): the cell of its total row, if
 * the run of numbers ends in a line that says "total".
 */
function columnTotal(
  lines: Line[],
  k: number,
  first: Cell,
  sum = false,
): { cell: Cell; line: Line } | null {
  const numeric = (t: string) => /^[\d,.]+\s*(?:lbs?|kgs?)?$/i.test(t.trim());
  if (!numeric(first.text)) return null;
  const rows: Array<{ cell: Cell; line: Line }> = [];
  for (let j = k + 1; j < lines.length && j <= k + 40; j++) {
    const l = lines[j]!;
    if (l.page !== lines[k]!.page) break;
    const c = l.cells.find(
      (x) => (Math.abs(x.x1 - first.x1) <= 4 || Math.abs(x.x0 - first.x0) <= 2) && numeric(x.text),
    );
    if (!c) break;
    if (/\btotal\b/i.test(l.text)) return { cell: c, line: l };
    rows.push({ cell: c, line: l });
  }
  // A weight per line and no total row (each row a line of goods, with words beside its
  // weight): the load's weight is their sum.
  if (!sum || rows.length < 2 || !rows.every((r) => r.line.cells.length >= 2)) return null;
  const total = rows.reduce((a, r) => a + (readWeight(r.cell.text) ?? Number.NaN), 0);
  if (!Number.isFinite(total)) return null;
  const last = rows.at(-1)!;
  return { cell: { ...last.cell, text: String(total), parts: [] }, line: last.line };
}

/**
 * A row of titles over a row of values (a grid of boxes: "LOAD TENDER # | TENDERED |
 * EQUIPMENT" over "RF88 | Nov 25 2026 | 53' Reefer"), even when the titles are not all known
 * labels: three cells or more without digits or colons, most of them with a value starting
 * right under them on the next line.
 */
function titleRowOverValues(line: Line, next: Line | undefined): boolean {
  if (!next || next.page !== line.page || line.cells.length < 3) return false;
  const height = Math.max(...line.cells.map((c) => c.height), ...next.cells.map((c) => c.height));
  if (next.y - line.y > height * 2.2) return false;
  if (!line.cells.every((c) => !/[\d:$@]/.test(c.text) && c.text.split(/\s+/).length <= 4)) {
    return false;
  }
  // Values only under titles: a line of "Label | value" pairs is not.
  if (next.cells.some((n) => matchLabel(n.text)?.value === '')) return false;
  const under = line.cells.filter((c) => next.cells.some((n) => Math.abs(n.x0 - c.x0) < 4));
  return (
    under.length >= Math.max(2, line.cells.length - 1) && next.cells.some((n) => /\d/.test(n.text))
  );
}

/**
 * A table row whose cells wrap ("17635 N Main St, Suite" over "4B"): a line just below the row,
 * with fewer cells, each under a column the row filled and none a label — appended there.
 */
function appendWrapped(
  row: { line: Line; lastY: number; byColumn: Map<Cell, Pair> },
  line: Line,
  cells: Cell[],
  header: Line,
  lines: Line[] = [],
): Set<Cell> {
  const out = new Set<Cell>();
  const height = row.line.cells[0]!.height;
  if (line.page !== row.line.page || line.y - row.lastY > height * 1.6) return out;
  if (cells.length >= row.line.cells.length) return out;
  const targets: Array<[Pair, Cell]> = [];
  for (const c of cells) {
    // A value of its own: a labelled value, an e-mail, a phone, a city line.
    // (A label alone, "BOL" over its number, starts a value of its own too.)
    const own = matchLabel(c.text);
    if ((own && own.field !== 'generic') || splitInline(c.text).some((p) => p.field !== null)) {
      continue;
    }
    if (EMAIL_RE.test(c.text) || PHONE_RE.test(c.text) || CITY_RE.test(c.text)) continue;
    const col = columnOf(header, c);
    const pr = col ? row.byColumn.get(col) : undefined;
    if (!pr || Math.abs(pr.cell.x0 - c.x0) > 3) continue;
    // Wrapped text: its first word would not have fitted after the row's text in the column
    // (a second line of its own, e.g. an address under a name, would have).
    const charW = (c.x1 - c.x0) / Math.max(1, c.text.length);
    const firstWord = (c.text.split(/\s+/)[0]?.length ?? 0) * charW;
    const next = header.cells.find((h) => h.x0 > col!.x0);
    // The last column ends where its widest cell does (the page's margin), not past it; a
    // number under it (a count, a reference) is rather a value of its own, as before.
    const widest = Math.max(
      col!.x1,
      ...lines
        .filter((l) => l.page === line.page)
        .flatMap((l) => l.cells.filter((x) => Math.abs(x.x0 - col!.x0) <= 3).map((x) => x.x1)),
    );
    const columnEnd = next
      ? next.x0
      : /\d/.test(c.text)
        ? header.cells.at(-1)!.x1 + 60
        : widest + charW * 2;
    if (pr.cell.x1 + charW + firstWord < columnEnd - charW) continue;
    targets.push([pr, c]);
  }
  for (const [pr, c] of targets) {
    pr.value = `${pr.value} ${c.text}`;
    out.add(c);
  }
  return out;
}

/** A cell running over the next column's left edge, split at the text items there. */
function splitAtColumns(cell: Cell, header: Line): Cell[] {
  if (cell.parts.length < 2 || isSentence(cell.text)) return [cell];
  const out: Cell[] = [];
  let current: Cell | null = null;
  for (const part of cell.parts) {
    const col = columnOf(header, { ...cell, x0: part.x });
    if (current && columnOf(header, current) === col) {
      current.text = `${current.text} ${part.text}`.replace(/\s+/g, ' ').trim();
      current.parts.push(part);
    } else {
      current = { ...cell, text: part.text.trim(), parts: [part], x0: part.x };
      out.push(current);
    }
  }
  return out.filter((c) => c.text !== '');
}

/** A remark running across a table's columns: many words, mostly words of letters. */
function isSentence(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length >= 6 &&
    (/[.!?]$/.test(text) ||
      /\b(the|and|to|with|on|at|in|of|for|be|is|are|must|no|not|call)\b/i.test(text))
  );
}

function columnOf(header: Line, cell: Cell): Cell | undefined {
  const cols = header.cells;
  for (let i = cols.length - 1; i >= 0; i--) {
    if (cell.x0 >= cols[i]!.x0 - 6) return cols[i];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Stops

const PICK = PICKUP_TITLE;
const DROP = DELIVERY_TITLE;
/** A stop titled by its number only ("Stop 2", "Stop 2 of 3", "Stop 2 - Stop off"): kind unsaid. */
const STOP_ONLY =
  /^stop\s*#?\s*\d+(?:\s*(?:of|\/)\s*\d+)?(?:\s*[-–—:]\s*(?:stop\s*-?\s*off|extra\s+stop|intermediate(?:\s+stop)?))?\s*$/i;

interface Anchor {
  line: number;
  cell: Cell;
  type: 'Pickup' | 'Delivery' | null;
  /** What follows the stop's kind in its own cell ("Pick — Prairie Packaging LLC"). */
  name: string | null;
}

/**
 * The kind of place a role names in a title ("ORIGIN RAMP", "Destination terminal", "Pickup
 * port", "Delivery DC"): intermodal ramps, rail yards, ports and depots as much as warehouses.
 */
const FACILITY_KIND = String.raw`(?:intermodal\s+)?(?:ramp|terminal|rail\s*yard|railyard|yard|port|pier|depot|warehouse|dc|plant|facility|point)`;
const STOP_NUMBER = String.raw`(\(?\s*(stop\s*)?#?\s*\d{1,2}(?!\d)\s*(of\s*\d{1,2})?\s*\)?|[—–·•|-]\s*stop\s*#?\s*\d+(\s*of\s*\d{1,2})?|\))`;
const STOP_TITLE_REST = new RegExp(
  `^${STOP_NUMBER}?\\s*(information|info|details|location|address|facility|site|stop|${FACILITY_KIND})?\\s*${STOP_NUMBER}?\\s*:?$`,
  'i',
);

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
    // Nothing more, a stop number ("1", "#1", "(Stop 1)", "— STOP 1", "1 of 3"), a heading word
    // ("Pickup information", "Consignee details"), a colon.
    if (STOP_TITLE_REST.test(r)) {
      return dateBeside ? undefined : { kind: type, rest: null };
    }
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
    }
  }
  return undefined;
}

/**
 * The titles over a charges table ("Description | Amount", "Concepto / Item | Importe / Amount
 * (USD)"): titles only, one of them an amount or charges column.
 */
function isChargesHeader(line: Line): boolean {
  return (
    line.cells.length >= 2 &&
    line.cells.some((c) => /\b(amount|charges?)\b/i.test(c.text)) &&
    line.cells.every((c) => c.text.length <= 40 && !/\d/.test(c.text))
  );
}

/** A charge's title ("Line Haul (all stops)", "Fuel Surcharge"): short, not a sentence. */
function isChargeCell(text: string): boolean {
  return (
    text.length <= 40 && (LINEHAUL.test(text) || /^(fuel|fsc)\b/i.test(text)) && !isSentence(text)
  );
}

/** Legal text: the end of the stops. */
const TERMS =
  /\b(subject to the|agreement between|terms (and|&) conditions|carrier agrees|shall not re-?broker)\b/i;

const SECTION_END =
  /^(charges?|carrier rates|rates?|carrier pay|payment|charge description|description|rate type|terms|standard terms|terms and conditions|line\s*haul|linehaul|total|carrier|carrier information|equipment|weight|base rate|freight charges|accessorials|signature|carrier signature|accepted by)\b/i;

function findAnchors(lines: Line[]): Anchor[] {
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
      // "ORIGIN" over "Stop 1 of 2" (a margin's section title and its number): one stop.
      const titled = anchors.find(
        (o) =>
          o.type !== null && li > o.line && li - o.line <= 2 && Math.abs(o.cell.x0 - cell.x0) < 12,
      );
      if (titled && kind === 'stop') return;
      // "ORIGIN" over "Shipper: Acme Foods": a section title and the role label inside it are
      // one stop (the title alone on its line, or titles side by side, just above).
      const section = anchors.find(
        (o) =>
          o.type === kind &&
          li > o.line &&
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
  return anchors;
}

interface Region {
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
  return k;
}

function regionsOf(lines: Line[], anchors: Anchor[], pageWidth: number): Region[] {
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
        header = withContinuation(l, lines[k + 1]);
        break;
      }
      if (anchors.some((b) => b.line === k)) continue;
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
        if (/\bstop\s*\d+\b[^:]*:/i.test(l.text) && !anchors.some((b) => b.line === k)) break;
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
        if (
          !proseStop &&
          !labelAbove &&
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
        // Terms and conditions after the last stop (also in narrow columns).
        if (first && TERMS.test(first.text)) break;
      }
      const cells = l.cells.filter((c) => c.x0 >= x0 && c.x0 < x1);
      if (cells.length === 0) continue;
      const lead = l.cells[0]!;
      const rowLabel =
        lead.x1 < x0 && matchLabel(lead.text)?.value === '' && !cells.includes(lead)
          ? lead
          : undefined;
      out.push({ ...l, cells, text: cells.map((c) => c.text).join(' | '), rowLabel });
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
function withoutStopReferenceRows(
  regions: Region[],
  /** Cells given back to the document (the lines under a dropped row). */
  released: Set<Cell>,
): {
  regions: Region[];
  freight: Map<number, string>;
} {
  const freight = new Map<number, string>();
  const kept: Region[] = [];
  for (const r of regions) {
    const first = r.lines[0];
    const lead = first?.cells[0]?.text.trim() ?? '';
    const ref = /^stop\s*#?\s*(\d{1,2})$/i.exec(lead);
    const n = ref ? Number(ref[1]) : 0;
    const placed = r.lines.some((l) => CITY_RE.test(l.text));
    if (!ref || placed || n < 1 || n > kept.length) {
      kept.push(r);
      continue;
    }
    const goods = first!.cells
      .slice(1)
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
    // The lines under the row are the document's again ("Total weight | 27,175 lb").
    for (const l of r.lines.slice(1)) for (const c of l.cells) released.add(c);
  }
  return { regions: kept, freight };
}

/**
 * A route summary ("Pickup | Delivery" over "Detroit, MI | Edison, NJ" and their dates) names
 * the stops again: a titled stop without a street or a zip, when a later stop of the same kind
 * has them, is not a stop of its own.
 */
function withoutRouteSummary(regions: Region[]): Region[] {
  const read = regions.map((r) => readStop(r, 1, {}));
  return regions.filter((r, i) => {
    const s = read[i]!;
    if (s.zipcode !== null || s.address !== null || r.anchor.type === null) return true;
    return !regions.some(
      (o, j) =>
        j > i &&
        o.anchor.line > r.anchor.line &&
        o.anchor.type === r.anchor.type &&
        read[j]!.zipcode !== null &&
        (s.city === null || s.city === read[j]!.city),
    );
  });
}

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
function tableHeaderAbove(lines: Line[], row: number): Line | undefined {
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

/** A time or a window alone ("at 15:45", "09:30–13:00 (FCFS)"): its date is on another line. */
/** A label that gives the end of a window: "Close:", "Latest", "Window end", "Not after". */
const WINDOW_END =
  /^\W*(?:window\s+)?(?:close[sd]?|closing|latest(?:\s+arrival)?|end|until|not\s+after|no\s+later\s+than)\b|^\W*(?:end|close)\s+window\b/i;

const TIME_ONLY =
  /^\s*(?:(?:at|by|from|until|@)\s*)?\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?(?:\s*[-–]\s*\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?)?\s*(?:hrs?)?\s*(?:\(?\s*(?:fcfs|appt|appointment|open|window)\s*\)?)?\s*$/i;

const cleanCommodity = (s: string) =>
  s
    .replace(
      /[,;]?\s*\d[\d,]*\s*(pcs|pes|pieces|pallets?|plts?|skids?|cases|lbs?|cartons)\b.*$/i,
      '',
    )
    .replace(/\s*[-,;·•—–]\s*$/, '')
    .trim();

function readStop(region: Region, n: number, conf: Confidence, year?: number): RateconStop {
  const stop: RateconStop = {
    stop_type: region.anchor.type ?? 'Pickup',
    stop_number: n,
    company_name: null,
    address: null,
    city: null,
    state: null,
    zipcode: null,
    phone: null,
    email: null,
    confirmation_number: null,
    bol_number: null,
    reference_number: null,
    appointment_type: null,
    appointment_date: null,
    appointment_time_hours: null,
    appointment_time_minutes: null,
    fcfs_start_date: null,
    fcfs_start_time_hours: null,
    fcfs_start_time_minutes: null,
    fcfs_end_date: null,
    fcfs_end_time_hours: null,
    fcfs_end_time_minutes: null,
    stop_instructions: null,
    commodities: null,
  };
  const p = `stops.${n - 1}.`;
  const set = <K extends keyof RateconStop>(key: K, value: RateconStop[K] | null, c: number) => {
    if (value === null || value === undefined || value === '' || stop[key] !== null) return;
    // A dash in a cell is an empty cell ("—", "-", "n/a"); so is a word saying so ("None.").
    if (
      typeof value === 'string' &&
      /^\s*(?:[—–-]+|n\/?a|none|nil|no(?:ne)? (?:instructions|notes|remarks))\s*\.?\s*$/i.test(
        value,
      )
    )
      return;
    if (key === 'stop_type') return;
    (stop as unknown as Record<string, unknown>)[key] = value;
    conf[p + key] = Math.round(c * 100) / 100;
  };
  conf[`${p}stop_type`] = region.anchor.type ? 0.95 : 0.5;
  conf[`${p}stop_number`] = 0.95;
  // A stop written as sentences ("First, pick up at Acme, 12 Main St, …"): read as prose.
  const prose =
    region.lines.length > 0 &&
    isProseStopIntro(region.lines[0]!.text) &&
    region.lines.every((l) => l.cells.length === 1)
      ? readProseStop(region.lines.map((l) => l.text))
      : null;
  const pairs = prose ? [] : pairsOf(region.lines, region.header);
  // Stop kind from the region when the anchor did not say ("STOP 1" over "SHIPPER").
  if (!region.anchor.type) {
    for (const pr of pairs) {
      if (PICK.test(pr.value)) {
        stop.stop_type = 'Pickup';
        conf[`${p}stop_type`] = 0.8;
        pr.used = true;
        break;
      }
      if (DROP.test(pr.value)) {
        stop.stop_type = 'Delivery';
        conf[`${p}stop_type`] = 0.8;
        pr.used = true;
        break;
      }
    }
  }
  const anchorCell = region.anchor.cell;
  let scheduleText = '';
  let scheduleEnd = '';
  let instructions: Pair | null = null;
  if (prose) {
    if (prose.place) readAddressInto(stop, prose.place, 0.7, set);
    set('confirmation_number', prose.confirmation, 0.65);
    set('bol_number', prose.bol, 0.65);
    set('reference_number', prose.reference, 0.65);
    set('phone', prose.phone, 0.65);
    set('email', prose.email, 0.65);
    set('commodities', prose.commodity ? cleanCommodity(prose.commodity) : null, 0.6);
    set('stop_instructions', prose.instructions, 0.55);
    scheduleText = prose.schedule;
  }
  for (const pr of pairs) {
    // The title's own cell (also when split at a table's columns): read as the title.
    const titleCell =
      pr.cell === anchorCell ||
      (pr.cell.y === anchorCell.y && pr.cell.x0 === anchorCell.x0 && anchorCell.text !== '');
    if (titleCell && (pr.field === null || pr.field === 'name')) {
      pr.used = true;
      continue;
    }
    const v = pr.value;
    // A value that is only an e-mail is the stop's e-mail whatever its label says
    // ("Scheduling: dock@plant.com", "Appointments: …").
    if (pr.field !== 'email' && /^\S+@\S+\.[A-Za-z]{2,}$/.test(v.trim())) {
      set('email', readEmail(v), pr.weight * 0.85);
      pr.used = true;
      continue;
    }
    switch (pr.field) {
      case 'confirmation':
        set('confirmation_number', firstToken(v), pr.weight);
        break;
      case 'bol':
        set('bol_number', firstToken(v), pr.weight);
        break;
      case 'ref':
      case 'po':
        set('reference_number', firstToken(v), pr.weight);
        break;
      case 'name':
        if (/^[\d(+]/.test(v) || CITY_RE.test(v) || EMAIL_RE.test(v) || PHONE_RE.test(v)) {
          pr.field = null;
          break;
        }
        // A name column also holds the stop's other lines: read those by their shape.
        if (stop.company_name) {
          pr.field = null;
          break;
        }
        set('company_name', v, pr.weight);
        break;
      case 'address':
      case 'csz':
        // "Houston, TX" under a City, State title (the zip in a column of its own).
        if (/^[A-Za-z][A-Za-z .'-]{1,30},\s*[A-Z]{2}$/.test(v.trim()) && !stop.city) {
          const [c, st] = v.split(',').map((x) => x.trim());
          set('city', c!, pr.weight);
          set('state', st!, pr.weight);
          break;
        }
        if (stop.address && /^(bldg|building|suite|ste|unit|dock|floor|#)\b/i.test(v)) {
          stop.address = `${stop.address.replace(/,\s*$/, '')}, ${v}`;
          break;
        }
        readAddressInto(stop, v, pr.weight, set);
        break;
      case 'city':
        if (CITY_RE.test(v)) readAddressInto(stop, v, pr.weight, set);
        else set('city', v, pr.weight);
        break;
      case 'state':
        if (/^[A-Z]{2}$/i.test(v)) set('state', v.toUpperCase(), pr.weight);
        break;
      case 'zip': {
        set('zipcode', /\d{5}/.exec(v)?.[0] ?? null, pr.weight);
        // "St / Zip | TX 75207": the state before the zip.
        const st = /^\s*([A-Z]{2})\s+\d{5}/.exec(v);
        if (st) set('state', st[1]!, pr.weight);
        break;
      }
      case 'phone':
        set('phone', readPhone(v), pr.weight);
        // "Ph: 555-0100 dock@acme.com": the e-mail after the phone is the stop's too.
        set('email', readEmail(v), pr.weight * 0.85);
        break;
      case 'email':
        set('email', readEmail(v), pr.weight);
        break;
      case 'schedule': {
        // A time cut at its hours ("… à 17 h" over "00", "until 8:00" over "a.m."): the rest
        // wrapped under it in the same column.
        if (/\d\s?h$|\d:\d{2}$/i.test(v)) {
          const at = region.lines.indexOf(pr.line);
          const under = region.lines[at + 1]?.cells.find(
            (c) => Math.abs(c.x0 - pr.cell.x0) < 4 && /^(?:\d{2}|[ap]\.?m\.?)$/i.test(c.text),
          );
          if (under) {
            pr.value = `${v} ${under.text}`;
            for (const q of pairs) if (q.cell === under) q.used = true;
          }
        }
        // A time cell of its own in 24-hour digits ("0800", "0800 - 1400 hrs").
        const hhmm =
          /^\s*(\d{4})(?:\s*[-–]\s*(\d{4}))?\s*(?:hrs?|hours|appt|fcfs|open|window)?\s*$/i.exec(v);
        const vv = pr.value;
        const text = hhmm
          ? [hhmm[1], hhmm[2]]
              .filter(Boolean)
              .map((x) => `${x!.slice(0, 2)}:${x!.slice(2)}`)
              .join(' - ')
          : // A 24-hour time before more ("Close: 0700 (Tue 12/08/2026)"), not a year.
            vv.replace(
              /^\s*([01]\d|2[0-3])([0-5]\d)(?=\s+\S)(?!\s*[-–/.]\s*\d)(?!\s*(?:to|and|until|till|thru|through)\s*\d{4})/i,
              '$1:$2',
            );
        // The end of a window said by its label ("Close: …", "Latest: …") goes after its start
        // whatever their order on the page.
        const said =
          pr.cell.text.length > pr.value.length && pr.cell.text.endsWith(pr.value)
            ? pr.cell.text.slice(0, -pr.value.length)
            : '';
        const part = ` ${pr.line === region.lines[0] && pr.cell === anchorCell ? '' : text}`;
        if (WINDOW_END.test(said)) scheduleEnd += part;
        else scheduleText += part;
        break;
      }
      case 'instructions':
        if (!instructions) {
          set('stop_instructions', v, pr.weight);
          instructions = pr;
        }
        break;
      case 'commodity':
        set('commodities', cleanCommodity(v), pr.weight);
        break;
      case 'ignore':
        // Equipment numbers (container, chassis, seal): read, and kept out of everything else.
        break;
      default:
        pr.field = null;
    }
    if (pr.field !== null) pr.used = true;
  }
  // Instructions wrapped onto the next lines (same left edge, nothing else on the line).
  if (instructions && stop.stop_instructions) {
    const ins = instructions as Pair;
    const idx = region.lines.indexOf(ins.line);
    let text = stop.stop_instructions;
    for (let k = idx + 1; k > 0 && k < region.lines.length; k++) {
      const l = region.lines[k]!;
      const c = l.cells.find(
        (x) => Math.abs(x.x0 - ins.cell.x0) < 4 && !matchLabel(x.text)?.strong,
      );
      if (!c || pairs.some((q) => q.cell === c && q.used)) break;
      text += ` ${c.text}`;
      for (const q of pairs) if (q.cell === c) q.used = true;
    }
    stop.stop_instructions = text;
  }
  // By shape: everything else in the region.
  // A freight line without a label: counts of handling units ("14 pallets / 887 pcs"), with the
  // goods before them ("Dry pet food · 15 pallets", "Frozen fish - 20 skids, 18,000 lbs"). The
  // words are the commodity; the counts are nothing here (never an address or an instruction).
  for (const pr of pairs) {
    if (pr.used || pr.field !== null) continue;
    const f = freightLine(pr.value);
    if (!f) continue;
    pr.used = true;
    if (f.goods) set('commodities', cleanCommodity(f.goods), 0.55);
  }
  const loose = joinSplitPlaces(pairs.filter((pr) => !pr.used));
  const rest = prose ? null : region.anchor.name;
  if (rest) {
    // Just a name, or the stop's first line (name, street, city, time) on its header.
    // (A date without a year, "Mon 3/8", is a date also when the page says no year.)
    if (CITY_RE.test(rest) || PHONE_RE.test(rest) || readSchedule(rest, year ?? 2000)) {
      loose.unshift({
        field: null,
        value: rest,
        cell: anchorCell,
        line: region.lines[0]!,
        weight: 0.6,
      });
    } else set('company_name', rest, 0.85);
  }
  // "Ship from: | Acme Foods" inside the stop (its role said again as a label): the cell after
  // it is the stop's name, before any short line above it.
  for (const pr of loose) {
    const titled = roleTitle(pr.value);
    if (!titled || !/^:?$/.test(titled.rest.trim())) continue;
    const next = pr.line.cells[pr.line.cells.indexOf(pr.cell) + 1];
    if (
      next &&
      /[A-Za-z]{2,}/.test(next.text) &&
      !matchLabel(next.text) &&
      !CITY_RE.test(next.text) &&
      !readSchedule(next.text, year)
    ) {
      set('company_name', next.text, 0.7);
      break;
    }
  }
  for (const pr of loose) {
    // A bullet or '**' before a remark is not part of it.
    let v = pr.value.replace(/^(?:[*•>]+|-{1,2})\s*(?=[A-Za-z])/, '');
    const email = EMAIL_RE.exec(v);
    if (email) {
      set('email', email[0], 0.7);
      v = v.replace(email[0], '').trim();
    }
    if (/fax/i.test(v)) v = v.replace(/fax[^\d]*[\d().\s-]{10,}/gi, '');
    const phone = PHONE_RE.exec(v);
    if (phone && !/^\d{5}$/.test(v)) {
      set('phone', readPhone(phone[0]), 0.7);
      // The phone's own label words go with it ("Dock phone", "Shipping office tel.").
      v = v
        .replace(phone[0], '')
        .replace(
          /\b(?:(?:dock|office|shipping|receiving|main|site|facility|plant|warehouse|store)\s+)*(ph|phone|tel|telephone)\b\.?\s*:?/i,
          '',
        )
        .trim();
      // What is left of the phone's own label ("Dock:", "Receiving office:").
      if (/^[A-Za-z][A-Za-z ]{0,24}:$/.test(v)) v = '';
    }
    // What is loaded or unloaded, said with the stop's verb ("Load: Dry pet food").
    const loaded =
      /^(?:load|loading|unload|unloading|deliver|delivering|pick\s*up|picking\s+up)\s*:\s*(.+)$/i.exec(
        v,
      );
    if (loaded && looksLikeCommodity(cleanCommodity(loaded[1]!))) {
      set('commodities', cleanCommodity(loaded[1]!), 0.55);
      continue;
    }
    const sched = readSchedule(v, year);
    if (sched) {
      scheduleText += ` ${v}`;
      if (!CITY_RE.test(v)) continue;
    }
    // A time alone: the end of a window wrapped onto its own line ("… 05:00 - Nov 27" / "09:00").
    if (TIME_ONLY.test(v) && `${scheduleText}${scheduleEnd}`.trim() !== '') {
      scheduleText += ` ${v}`;
      continue;
    }
    if (v === '') continue;
    // Beside the stop's title: a dash, its count ("1 OF 2"), a one-word kind ("UNLOAD").
    if (
      !/[A-Za-z0-9]/.test(v) ||
      /^(?:[A-Za-z]+\s+)?\d{1,2}\s+of\s+\d{1,2}$/i.test(v) ||
      (pr.line.cells.includes(anchorCell) && /^[A-Za-z]+$/.test(v))
    ) {
      continue;
    }
    // A role title with the stop's name after it ("Pick — Acme Foods"), not read as a title.
    const titled = roleTitle(v);
    if (titled && !CITY_RE.test(v)) {
      const name = /^[#\d\s]*(?:[—–:]|\s-\s|-\s)\s*(.+)$/.exec(titled.rest)?.[1];
      if (name && /[A-Za-z]{2,}/.test(name) && !readSchedule(name, year ?? 2000)) {
        set('company_name', name, 0.6);
      }
      if (name || titled.rest === '' || STOP_TITLE_REST.test(titled.rest)) continue;
    }
    if (CITY_RE.test(v)) {
      readAddressInto(stop, v, 0.75, set, region.lines, pr.cell);
      continue;
    }
    if (/^\d+[A-Za-z]?\s+\S/.test(v) && /[A-Za-z]{2,}/.test(v) && !stop.address && !roleTitle(v)) {
      set('address', v.replace(/,\s*$/, ''), 0.7);
      continue;
    }
    if (/^(bldg|building|suite|ste|unit|dock|#)\b/i.test(v) && stop.address) {
      stop.address = `${stop.address.replace(/,\s*$/, '')}, ${v}`;
      continue;
    }
    if (
      !stop.company_name &&
      !/^\d+$/.test(v) &&
      !PICK.test(v) &&
      !DROP.test(v) &&
      !/\b(fcfs|appt|appointment|window|first come|open)\b/i.test(v) &&
      v.split(/\s+/).length <= 7
    ) {
      set('company_name', v, 0.65);
      continue;
    }
    // An unlabelled commodity: a short phrase of words after the place and the schedule
    // ("Meat - boxed beef"), not a sentence. Found by its place only: 0.5.
    if (
      !stop.commodities &&
      stop.company_name &&
      stop.city &&
      `${scheduleText}${scheduleEnd}`.trim() !== '' &&
      looksLikeCommodity(v)
    ) {
      set('commodities', cleanCommodity(v), 0.5);
      continue;
    }
    if (!stop.stop_instructions && v.split(/\s+/).length >= 5 && /[a-z]{2}/i.test(v)) {
      // A sentence in the stop, continued on the lines below.
      const idx = region.lines.indexOf(pr.line);
      let text = v;
      for (let k = idx + 1; k < region.lines.length; k++) {
        const l = region.lines[k]!;
        const c = l.cells.find((x) => Math.abs(x.x0 - pr.cell.x0) < 4);
        if (!c || l.cells.length > 1 || matchLabel(c.text) || readSchedule(c.text)) break;
        text += ` ${c.text}`;
        for (const q of loose) if (q.cell === c) q.used = true;
      }
      set('stop_instructions', text, 0.55);
      for (const q of loose) if (q.cell === pr.cell) q.used = true;
    }
  }
  scheduleText += scheduleEnd;
  const sched = readSchedule(scheduleText, year);
  if (sched) {
    const fcfs =
      sched.type === 'FCFS' ||
      (/\b(fcfs|first come|open|window)\b/i.test(scheduleText) && sched.endHours !== undefined);
    if (fcfs) {
      set('appointment_type', 'FCFS', 0.85);
      set('fcfs_start_date', sched.date, 0.85);
      set('fcfs_start_time_hours', sched.hours, 0.85);
      set('fcfs_start_time_minutes', sched.minutes, 0.85);
      set('fcfs_end_date', sched.endDate ?? sched.date, 0.8);
      set('fcfs_end_time_hours', sched.endHours ?? null, 0.85);
      set('fcfs_end_time_minutes', sched.endMinutes ?? null, 0.85);
    } else {
      set('appointment_type', 'APPT', 0.85);
      set('appointment_date', sched.date, 0.85);
      set('appointment_time_hours', sched.hours, 0.85);
      set('appointment_time_minutes', sched.minutes, 0.85);
    }
  }
  return stop;
}

/**
 * A place written in pieces: "Minneapolis | MN | 55411" in three cells of a line, or "Dallas, TX"
 * over "75201". The pieces are joined into one "City, ST 12345" value (at the first piece's
 * place) so the address reader sees a whole place.
 */
function joinSplitPlaces(loose: Pair[]): Pair[] {
  const out: Pair[] = [];
  for (let i = 0; i < loose.length; i++) {
    const a = loose[i]!;
    const b = loose[i + 1];
    const c = loose[i + 2];
    const cityLike = (v: string) => /^[A-Za-z][A-Za-z .'-]{1,30}$/.test(v) && !CITY_RE.test(v);
    if (
      b &&
      c &&
      a.line === b.line &&
      b.line === c.line &&
      cityLike(a.value) &&
      /^[A-Z]{2}$/.test(b.value) &&
      /^\d{5}(-\d{4})?$/.test(c.value)
    ) {
      out.push({ ...a, value: `${a.value}, ${b.value} ${c.value}` });
      i += 2;
      continue;
    }
    if (
      b &&
      b.line !== a.line &&
      /^[A-Za-z][A-Za-z .'-]{1,30},\s*[A-Z]{2}$/.test(a.value) &&
      /^\d{5}(-\d{4})?$/.test(b.value) &&
      Math.abs(b.cell.x0 - a.cell.x0) < 6
    ) {
      out.push({ ...a, value: `${a.value} ${b.value}` });
      i += 1;
      continue;
    }
    out.push(a);
  }
  return out;
}

const HANDLING_UNITS =
  '(?:pallets?|plts?|pcs|pieces?|skids?|cases?|cartons?|ctns?|totes?|drums?|bundles?|crates?|boxes|units?|lbs?|pounds|kgs?)';
const COUNT = new RegExp(String.raw`^\d[\d,]*\s*${HANDLING_UNITS}\b\.?$`, 'i');

/**
 * "Dry pet food · 15 pallets", "14 pallets / 887 pcs", "Paper rolls — 22 skids, 40,000 lbs": goods
 * (maybe none) then only counts of handling units or weights, apart by a separator.
 */
function freightLine(v: string): { goods: string | null } | null {
  const parts = v
    .split(/\s+[·•|/—–-]\s+|\s*[,;]\s+|\s*\/\s*(?=\d)/)
    .map((p) => p.trim())
    .filter(Boolean);
  const counts = parts.filter((p) => COUNT.test(p));
  if (counts.length === 0 || counts.length < parts.length - 1) return null;
  if (counts.length === parts.length) return { goods: null };
  // The goods come first, then the counts.
  if (COUNT.test(parts[0]!)) return null;
  const goods = parts[0]!;
  return looksLikeCommodity(goods) || /^[A-Za-z][A-Za-z ,&'-]{2,40}$/.test(goods)
    ? { goods }
    : null;
}

/**
 * A commodity written alone: two to five words of letters (a dash or comma between), no
 * digits, no sentence end, no label, no role, nothing a facility or a remark would say.
 */
function looksLikeCommodity(v: string): boolean {
  const words = v.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    /^[A-Za-z][A-Za-z ,&/'-]*$/.test(v) &&
    !/[.!?:]$/.test(v) &&
    !matchLabel(v) &&
    !roleTitle(v) &&
    !looksLikeCompany(v) &&
    !/\b(dock|door|gate|receiving|shipping|office|dept|department|attn|building|warehouse|call|must|please|no|do|driver|appt|fcfs|window|open|closed|phone|email|e-mail|fax|contact|number)\b/i.test(
      v,
    )
  );
}

/** An identifier: the first word of the value, which must hold a digit. */
function firstToken(v: string): string | null {
  // A phone is no reference ("PO #: 901-939-2890" read across a line).
  if (/^\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/.test(v.trim())) return null;
  const t = v
    .trim()
    .split(/\s+/)[0]
    ?.replace(/[,;:.]+$/, '');
  // Nor is an amount ("$4,400.00" found under an empty column).
  if (t && /^[$€£]|^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(t)) return null;
  return t && /\d/.test(t) && t.length >= 2 ? t : null;
}

/** "Pickup 11/26 0800 - Acme Foods" → "Acme Foods": a role or schedule before a dash or colon. */
function withoutLeadIn(text: string): string {
  const m = /^(.*?)\s*(?:\s[-–—]\s|:\s)\s*(.+)$/.exec(text);
  if (!m) return text;
  const lead = m[1]!;
  return roleTitle(lead) || scheduleTokens(lead).length > 0 || /\d{3,4}$/.test(lead)
    ? withoutLeadIn(m[2]!)
    : text;
}

function readAddressInto(
  stop: RateconStop,
  v: string,
  weight: number,
  set: <K extends keyof RateconStop>(key: K, value: RateconStop[K] | null, c: number) => void,
  lines?: Line[],
  cell?: Cell,
): void {
  // The last "City, ST 12345" of the text: a name before it may look like one ("Foods DC, 15605").
  let m: RegExpExecArray | null = null;
  const all = new RegExp(CITY_RE.source, 'g');
  for (let x = all.exec(v); x; x = all.exec(v)) m = x;
  if (!m) {
    if (/^\d/.test(v)) set('address', v.replace(/,\s*$/, ''), weight);
    return;
  }
  // A list ordinal and a role/date lead-in are no part of the place ("1) Acme Foods - Dallas",
  // "Pickup 11/26 0800 - Acme Foods, 12 Main St").
  let before = v
    .slice(0, m.index)
    .replace(/^\s*\d{1,2}[.)]\s+/, '')
    .replace(/[,\s]+$/, '');
  let city = m[1]!.trim();
  // "Acme Foods - Dallas": the city is what follows the last dash.
  const dashed = /^(.*)\s[-–—]\s+(.+)$/.exec(city);
  if (dashed) {
    before = `${before} ${dashed[1]}`.trim();
    city = dashed[2]!.trim();
  }
  before = withoutLeadIn(before).replace(/\s*[-–—:|]\s*$/, '');
  // "16613 Enterprise Ct, Unit B, Nashville, TN": the city is the last comma part; parts before
  // the street (the first part that starts with a number) name the facility.
  let street = before;
  if (city.includes(',')) {
    const parts = city.split(',');
    city = parts.pop()!.trim();
    street = [before, ...parts.map((x) => x.trim())].filter(Boolean).join(', ');
  } else if (before === '' && /^\d/.test(city)) {
    const words = city.split(/\s+/);
    city = words.pop()!;
    street = words.join(' ');
  }
  const parts = street.split(/,\s*/);
  const first = parts.findIndex((x) => /^\d+[A-Za-z]?\s+\S/.test(x));
  if (first > 0) {
    set('company_name', parts.slice(0, first).join(', '), weight * 0.9);
    street = parts.slice(first).join(', ');
  } else if (first < 0 && /[A-Za-z]{2}/.test(street) && street.split(/\s+/).length <= 6) {
    // No street: what comes before the city is the place's name.
    set('company_name', street, weight * 0.85);
    street = '';
  }
  if (street && /^\d/.test(street)) set('address', street, weight);
  set('city', city, weight);
  set('state', m[2]!, weight);
  set('zipcode', m[3]!, weight);
  if (!stop.address && lines && cell) {
    // The street on the line above, in the same column.
    const idx = lines.findIndex((l) => l.cells.includes(cell));
    const above = lines[idx - 1]?.cells.find((c) => Math.abs(c.x0 - cell.x0) < 6);
    if (above && /^\d+\s+\S/.test(above.text)) set('address', above.text, weight * 0.9);
  }
}

// ---------------------------------------------------------------------------------------------
// The load

const LINEHAUL =
  /\b(line\s*-?\s*haul|linehaul|base rate|flat rate|freight charges?|freight rate|haul rate)\b|^base(?:\s+(?:freight|charge|pay))?(?:\s*\([^)]{1,30}\))?$/i;
const FUEL = /\b(fuel|fsc)\b/i;
const TOTAL = /\b(total|all[- ]in|your rate|agreed)\b/i;

function readRates(
  lines: Line[],
  load: RateconLoad,
  conf: Confidence,
  /** Every line outside the stops, long ones included (rates written in a sentence). */
  prose: Line[] = lines,
  /** Every line of the document, stops included (charges beside a stop's row). */
  every: Line[] = lines,
): void {
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    for (let i = 0; i < line.cells.length; i++) {
      const cell = line.cells[i]!;
      if (cell.text.length > 70) continue;
      // "$4,950.00 linehaul + $766.05 fuel": amounts before their words, read as prose below.
      if (/\$\s*[\d,]+(?:\.\d{2})?\s*(line\s*haul|linehaul|fuel|fsc)\b/i.test(cell.text)) continue;
      const isLinehaul = LINEHAUL.test(cell.text) && !TOTAL.test(cell.text);
      const isFuel = FUEL.test(cell.text) && !TOTAL.test(cell.text);
      if (!isLinehaul && !isFuel) continue;
      // Amounts after the label on this line (last = the amount of a rate × quantity row).
      // The cells after the label, up to the next charge of the same line ("Linehaul $3,100 |
      // Fuel $420": the fuel's amount is not the linehaul's).
      const following: string[] = [];
      for (const c of line.cells.slice(i + 1)) {
        const charge = LINEHAUL.test(c.text) || FUEL.test(c.text) || TOTAL.test(c.text);
        if (/^[A-Za-z]{3,}/.test(c.text) && (charge || moneyAll(c.text).length > 0)) break;
        following.push(c.text);
      }
      const afterText = [cell.text.replace(/^[^$\d]*/, ''), ...following]
        .filter((t) => t.length <= 70)
        .join(' ');
      let amounts = moneyAll(afterText);
      let confidence = 0.9;
      if (amounts.length === 0) {
        // "Linehaul: 2500" — a plain number after the charge's label (not miles, a rate per
        // mile or a percentage).
        // (Dates are no amounts: "Fuel and extras included | Wed, Nov 25, 2026".)
        let undated = afterText;
        for (const t of scheduleTokens(afterText).reverse()) {
          undated = `${undated.slice(0, t.index)} ${undated.slice(t.end)}`;
        }
        const plain = [
          ...undated.matchAll(/(?<![\w.,/])(\d{2,6})(?![\d.,%/])(?!\s*(?:mi|miles|lbs?|%|\/))/gi),
        ].map((m) => Number(m[1]));
        if (plain.length > 0) {
          amounts = plain;
          confidence = 0.7;
        }
      }
      if (amounts.length === 0) {
        const below = lines[li + 1];
        if (below && below.cells.length <= 2) amounts = moneyAll(below.text);
        confidence = 0.8;
      }
      const amount = amounts.at(-1);
      if (amount === undefined) continue;
      if (isLinehaul && load.linehaul_rate === null) {
        load.linehaul_rate = amount;
        conf.linehaul_rate = confidence;
      } else if (isFuel && !isLinehaul && load.fuel_surcharge === null) {
        load.fuel_surcharge = amount;
        conf.fuel_surcharge = confidence;
      }
    }
  }
  allInAsLinehaul(lines, load, conf);
  // Prose: "$2,400.00 linehaul + $300.00 fuel".
  if (load.linehaul_rate === null || load.fuel_surcharge === null) {
    for (const line of prose) {
      const re = /\$\s*([\d,]+(?:\.\d{2})?)\s*(line\s*haul|linehaul|fuel|fsc)/gi;
      for (let m = re.exec(line.text); m; m = re.exec(line.text)) {
        const n = Number(m[1]!.replace(/,/g, ''));
        if (/fuel|fsc/i.test(m[2]!) && load.fuel_surcharge === null) {
          load.fuel_surcharge = n;
          conf.fuel_surcharge = 0.7;
        } else if (!/fuel|fsc/i.test(m[2]!) && load.linehaul_rate === null) {
          load.linehaul_rate = n;
          conf.linehaul_rate = 0.7;
        }
      }
    }
  }
  chargesByRole(every, load, conf);
}

/** A charge's name that is an accessorial (paid on top of the haul), not the haul itself. */
const ACCESSORIAL =
  /\b(detention|lumper|layover|tonu|truck ordered|stop[- ]?offs?|extra stops?|stop charges?|drop charges?|unload(?:ing)?|driver (?:assist|unload|load)|assist|tarp(?:ing)?|scale|pallets? (?:exchange|charge)|overweight|permits?|escort|hazmat|tolls?|storage|chassis|pre[- ]?pull|redelivery|inside delivery|liftgate|accessorials?|bonus|reimburse\w*|additional|extra|misc\w*|other charges?|deduction|advance|quick ?pay)\b/i;
/** A charge's name that is the sum of the others (or the one rate of an all-in sheet). */
const CHARGE_TOTAL =
  /\b(total|all[- ]in|amount due|balance due|grand|net pay|carrier pay|pay(?:able)? to carrier|rate confirmed|agreed rate)\b/i;
/** Named amounts that are no charge at all (a declared value, a limit, a rate per mile …). */
const NOT_A_CHARGE =
  /\b(value|insurance|cargo|liability|limit|max(?:imum)?|min(?:imum)?|deposit|fine|penalty|claims?|per (?:hour|hr|day|mile|mi|stop|pallet|lb|cwt)|\/\s*(?:hr|hour|day|mi|mile)|rpm|rate per|per-mile|avg|average|credit|weight|miles?)\b/i;

interface ChargeLine {
  label: string;
  amount: number;
  role: 'total' | 'fuel' | 'accessorial' | 'other';
}

/**
 * The charge lines of a sheet, wherever they sit (a charges block, or beside a stop's row in a
 * grid): a short name followed on its line by nothing but amounts or quantities, or a name
 * with its amount in the same cell ("Line Haul $5,700.00"). The last amount is the charge's
 * (rate × quantity rows).
 */
function chargeLines(lines: Line[]): ChargeLine[] {
  const out: ChargeLine[] = [];
  const amountOnly = (t: string) =>
    /^(?:\(?\s*(?:usd|cad|\$)?\s*-?[\d,]+(?:\.\d{1,2})?\s*(?:usd|cad)?\s*\)?|\d+(?:\.\d+)?\s*(?:x|@|ea|each|flat|%)?)$/i.test(
      t.trim(),
    );
  for (const line of lines) {
    if (line.cells.every((c) => c.text.length > 70)) continue;
    for (let i = 0; i < line.cells.length; i++) {
      const text = line.cells[i]!.text.trim();
      if (text.length > 48) continue;
      const m =
        /^([A-Za-z][A-Za-z\d .&/()#,'+-]*?)\s*:?\s*((?:\$|usd\b|cad\b)\s*[\d,]+(?:\.\d{1,2})?.*)?$/i.exec(
          text,
        );
      if (!m || !/[A-Za-z]{3}/.test(m[1]!)) continue;
      const label = m[1]!.trim();
      let amounts: number[] = [];
      if (m[2]) {
        if (!amountOnly(m[2])) continue;
        amounts = moneyAll(m[2]);
      } else {
        const rest = line.cells.slice(i + 1);
        const taken: string[] = [];
        for (const c of rest) {
          if (!amountOnly(c.text)) break;
          taken.push(c.text);
        }
        if (taken.length === 0) continue;
        amounts = moneyAll(taken.join(' '));
      }
      const amount = amounts.at(-1);
      if (amount === undefined || amount <= 0) continue;
      // Its role by the name, not by what it says it includes ("Contract price (incl. fuel)").
      const name =
        label
          .replace(/\([^)]*\)/g, ' ')
          .replace(/\b(?:incl(?:\.|uding|udes)?|w\/|with)\s.*$/i, '')
          .trim() || label;
      if (NOT_A_CHARGE.test(name)) continue;
      const role = CHARGE_TOTAL.test(label)
        ? 'total'
        : FUEL.test(name)
          ? 'fuel'
          : ACCESSORIAL.test(name)
            ? 'accessorial'
            : 'other';
      out.push({ label, amount, role });
    }
  }
  return out;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * The linehaul by its role in the charges, when no label named it (sheets name it in their own
 * words — "Transportation", "Carrier freight", "Flat rate (all-in)" — or not at all):
 * - the one charge that is neither fuel, an accessorial nor a total;
 * - else the total less fuel and accessorials (when the parts are there);
 * - else the only rate, a total with no breakdown.
 * Checked against a total when the sheet has one: the parts must add up to it.
 */
function chargesByRole(lines: Line[], load: RateconLoad, conf: Confidence): void {
  if (load.linehaul_rate !== null) return;
  const charges = chargeLines(lines);
  if (charges.length === 0) return;
  const totals = [
    ...new Set(charges.filter((c) => c.role === 'total').map((c) => cents(c.amount))),
  ];
  if (totals.length > 1) return;
  const total = totals[0];
  const fuels = charges.filter((c) => c.role === 'fuel');
  const extras = charges.filter((c) => c.role === 'accessorial');
  const others = charges.filter((c) => c.role === 'other');
  const fuelCents =
    fuels.length > 0
      ? fuels.reduce((s, c) => s + cents(c.amount), 0)
      : load.fuel_surcharge !== null
        ? cents(load.fuel_surcharge)
        : 0;
  const extraCents = extras.reduce((s, c) => s + cents(c.amount), 0);
  let linehaul: number | null = null;
  let confidence = 0.5;
  const otherAmounts = [...new Set(others.map((c) => cents(c.amount)))];
  if (otherAmounts.length === 1) {
    const lh = otherAmounts[0]!;
    if (total !== undefined) {
      if (Math.abs(lh + fuelCents + extraCents - total) > 1) return;
      confidence = 0.75;
    } else if (fuels.length + extras.length === 0 && others.length > 1) {
      return;
    } else {
      confidence = 0.55;
    }
    linehaul = lh / 100;
  } else if (otherAmounts.length === 0 && total !== undefined) {
    const rest = total - fuelCents - extraCents;
    if (rest <= 0) return;
    linehaul = rest / 100;
    confidence = fuelCents + extraCents > 0 ? 0.6 : 0.5;
  } else {
    return;
  }
  load.linehaul_rate = linehaul;
  conf.linehaul_rate = confidence;
  if (load.fuel_surcharge === null && fuels.length === 1) {
    load.fuel_surcharge = fuels[0]!.amount;
    conf.fuel_surcharge = confidence;
  }
}

/**
 * One all-in rate and no breakdown ("All-in rate" over "$1,383.08"): that rate is the linehaul.
 * Only when no linehaul and no fuel line was read at all, and less sure (a breakdown the
 * readers missed would make it wrong).
 */
function allInAsLinehaul(lines: Line[], load: RateconLoad, conf: Confidence): void {
  if (load.linehaul_rate !== null || load.fuel_surcharge !== null) return;
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    for (const [ci, cell] of line.cells.entries()) {
      if (
        !/^(all[- ]in(\s+(rate|pay|total))?|your rate|total rate|carrier rate|rate)\b\s*:?\s*(\(usd\))?$/i.test(
          cell.text,
        )
      )
        continue;
      let amounts = moneyAll(
        line.cells
          .slice(ci + 1, ci + 2)
          .map((c) => c.text)
          .join(' '),
      );
      for (let k = li + 1; amounts.length === 0 && k <= li + 2 && k < lines.length; k++) {
        const under = lines[k]!.cells.find((c) => Math.abs(c.x0 - cell.x0) < 8);
        if (under) amounts = moneyAll(under.text);
      }
      const amount = amounts[0];
      if (amount === undefined || amount <= 0) continue;
      load.linehaul_rate = amount;
      conf.linehaul_rate = 0.5;
      return;
    }
  }
}

/** Strips MC/DOT numbers and separators from a carrier name. */
const cleanCarrier = (v: string) =>
  v
    .replace(/\(?\b(mc|dot|usdot|scac)\b\s*[#:]?\s*-?\s*\d*\)?.*$/i, '')
    .replace(/[·|,\s-]+$/, '')
    .trim();

const stripPhone = (v: string) =>
  v
    .replace(PHONE_RE, '')
    .replace(EMAIL_RE, '')
    .replace(/\b(ext\.?|x)\s*\d+\b/i, '')
    .replace(/\b(cell|ph|phone|tel)\b\s*:?/gi, '')
    .replace(/[·|,/\s-]+$/, '')
    .trim();

/** The whole reading: lines of every page (in order) → the Load record and its confidences. */
/** A segment tag ("N1", "G62", "L11", "AT8", "W09"): capitals with a digit, at most 4 long. */
const SEGMENT_TAG = /^(?=[A-Z0-9]{2,4}$)[A-Z]{1,3}\d{1,2}$/;
/** A qualifier code after it ("SH", "BM", "P8", "LEN", "G L"): capitals, digits, no words. */
const QUALIFIER_CODE = /^(?:[A-Z0-9]{1,4})(?: [A-Z0-9])?$/;

/**
 * Segment-tagged reports (an EDI tender printed with its segment tags: "N1 | SH | Ship from |
 * Acme Foods", "G62 | 37 | Ship not before | 20261125 G 0800"): when many lines start with a tag,
 * the tag and the qualifier code after it are dropped, so the description reads as the label
 * and the value after it as its value. A document with only a few such lines is left alone.
 */
export function withoutTagColumn(lines: Line[]): Line[] {
  const tagged = (l: Line) => l.cells.length >= 2 && SEGMENT_TAG.test(l.cells[0]!.text);
  if (lines.filter(tagged).length < 6) return lines;
  return lines.map((l) => {
    if (!tagged(l)) return l;
    let cells = l.cells.slice(1);
    if (cells.length >= 3 && QUALIFIER_CODE.test(cells[0]!.text) && /[a-z]/.test(cells[1]!.text)) {
      cells = cells.slice(1);
    }
    // The description before a value is its label ("Stop reason | COMPLETE LOAD").
    if (cells.length >= 2 && /[a-z]/.test(cells[0]!.text) && !cells[0]!.text.endsWith(':')) {
      cells = [{ ...cells[0]!, text: `${cells[0]!.text}:` }, ...cells.slice(1)];
    }
    return { ...l, cells, text: cells.map((c) => c.text).join(' | ') };
  });
}

export function readRateConfirmation(
  pages: Array<{ width: number; lines: Line[] }>,
  /** `stopTitles: false` reads stops by their addresses only (to measure that reader alone). */
  options: { stopTitles?: boolean } = {},
): {
  load: RateconLoad;
  confidence: Confidence;
} {
  const conf: Confidence = {};
  // Notes numbered by stop under the stops ("STOP NOTES" / "1) …"): taken out, given to their
  // stops at the end.
  const { lines: allLines, notes: stopNotes } = numberedStopNotes(
    stopPrefixedRows(
      withoutSheetGutter(withoutTagColumn(pages.flatMap((p) => sideColumnApart(p.lines, p.width)))),
      (t) => roleTitle(t)?.rest === '',
    ),
  );
  const width = Math.max(...pages.map((p) => p.width), 612);
  const anchors = options.stopTitles === false ? [] : findAnchors(allLines);
  const inRegion = new Set<Cell>();
  const titled = withoutRouteSummary(regionsOf(allLines, anchors, width));
  for (const r of titled) for (const l of r.lines) for (const c of l.cells) inRegion.add(c);
  // Stops no title opened, found by their address; all stops in reading order.
  // Next to titled stops, an untitled address counts only below the first of them or when it
  // names its role (above them sit the broker's, the carrier's, a bill-to).
  const firstTitled = Math.min(...titled.map((r) => r.anchor.line));
  const untitled = addressStops(allLines, inRegion, width).filter(
    (s) => titled.length === 0 || s.role !== null || s.start > firstTitled,
  );
  const byAddress = untitled.map((s) => {
    for (const l of s.lines) for (const c of l.cells) inRegion.add(c);
    const marker: Cell = { ...s.cell, text: '', parts: [] };
    return {
      order: s.start,
      region: {
        anchor: { line: s.start, cell: marker, type: s.role, name: null },
        lines: s.lines,
        header:
          (s.lines[0]?.cells.length ?? 0) >= 3 ? tableHeaderAbove(allLines, s.start) : undefined,
        byShape: true,
      } as Region,
    };
  });
  const released = new Set<Cell>();
  const { regions, freight: freightByStop } = withoutStopReferenceRows(
    [...titled.map((region) => ({ order: region.anchor.line, region })), ...byAddress]
      .sort((a, b) => a.order - b.order || a.region.anchor.cell.x0 - b.region.anchor.cell.x0)
      .map((r) => r.region),
    released,
  );
  for (const c of released) inRegion.delete(c);
  const outside: Line[] = allLines
    .map((l) => ({ ...l, cells: l.cells.filter((c) => !inRegion.has(c)) }))
    .filter((l) => l.cells.length > 0)
    .map((l) => ({ ...l, text: l.cells.map((c) => c.text).join(' | ') }));

  const load: RateconLoad = {
    order_number: null,
    customer_name: null,
    po_number: null,
    bol_number: null,
    reference_number: null,
    phone: null,
    email: null,
    linehaul_rate: null,
    fuel_surcharge: null,
    weight: null,
    length: null,
    equipment_type: null,
    temperature_control: null,
    temperature: null,
    carrier: {
      carrier_name: null,
      driver_name: null,
      driver_phone: null,
      truck: null,
      trailer: null,
    },
    stops: [],
  };
  const setL = (path: string, value: unknown, c: number) => {
    if (value === null || value === undefined || value === '') return;
    // A placeholder is no value ("Driver: TBD", "Truck # N/A").
    if (
      typeof value === 'string' &&
      /^\s*(?:tbd|tba|n\/?a|pending|unknown|to be (?:assigned|determined|advised))\s*\.?\s*$/i.test(
        value,
      )
    )
      return;
    const [a, b] = path.split('.') as [string, string | undefined];
    const target = (
      b ? (load as unknown as Record<string, Record<string, unknown>>)[a] : load
    ) as Record<string, unknown>;
    const key = b ?? a;
    if (target[key] !== null && target[key] !== undefined) return;
    target[key] = value;
    conf[path] = Math.round(c * 100) / 100;
  };

  // Prose lines (terms) are not read for values.
  // (A long line of labelled values is no prose: "Carrier: Acme LLC (MC 1) Dispatch 555-…
  // Driver Ann Lee Truck 12", one label after another, no sentence in it.)
  const runOnLine = (t: string) =>
    /^[A-Za-z][A-Za-z ]{1,20}:\s/.test(t) &&
    !/[a-z]{2}[.!?](?:\s|$)/.test(t) &&
    matchLabel(t)?.strong === true;
  const readable = outside.filter(
    (l) => !l.cells.every((c) => c.text.length > 90 && !runOnLine(c.text)),
  );
  // Sentences of the letter outside the stops (a paragraph's lines joined, cut into clauses).
  const clauses = proseParagraphs(outside).flatMap((p) => clausesOf(p));
  const pairs = [...pairsOf(readable), ...labelledClauses(clauses, readable)];
  const brokerNames: BrokerCandidate[] = [];
  let loadConfirmation: { value: string | null; weight: number } | null = null;
  let brokerPhone: string | null = null;
  let brokerEmail: string | null = null;
  // A weight column with a total row (handling units, then "TOTAL"): the total is the load's,
  // when it is not less than any other weight read (a total is the sum of its lines).
  const weights = pairs.filter((pr) => pr.field === 'weight' && !/\$/.test(pr.value));
  const totalWeight = weights.find(
    (pr) =>
      /\btotal\b/i.test(pr.line.text) &&
      weights.every((o) => (readWeight(o.value) ?? 0) <= (readWeight(pr.value) ?? 0)),
  );
  if (totalWeight) setL('weight', readWeight(totalWeight.value), totalWeight.weight);
  else {
    // A weight column without a total row: a weight per line of goods, on consecutive rows
    // under one title (cells of a table, no label on the rows), adds up to the load's.
    const inColumn = weights.filter(
      (pr) =>
        pr.cell.text.trim() === pr.value.trim() &&
        pr.line.cells.length >= 2 &&
        !pr.line.cells.some((c) => matchLabel(c.text)?.field === 'weight') &&
        readWeight(pr.value) !== null,
    );
    const first = inColumn[0];
    if (first) {
      const rows = [first];
      for (const pr of inColumn.slice(1)) {
        const prev = rows.at(-1)!;
        const aligned =
          Math.abs(pr.cell.x1 - first.cell.x1) <= 4 || Math.abs(pr.cell.x0 - first.cell.x0) <= 2;
        if (
          !aligned ||
          pr.line.page !== prev.line.page ||
          readable.indexOf(pr.line) !== readable.indexOf(prev.line) + 1
        )
          break;
        rows.push(pr);
      }
      if (rows.length >= 2) {
        const sum = rows.reduce((a, pr) => a + readWeight(pr.value)!, 0);
        setL('weight', sum, first.weight * 0.9);
      }
    }
  }
  for (const pr of pairs) {
    const v = pr.value;
    switch (pr.field) {
      case 'order':
        setL('order_number', orderId(v), pr.weight);
        break;
      case 'confirmation':
        // Outside the stops, "Confirmation #" numbers the whole load: used if no Load # is.
        loadConfirmation ??= { value: orderId(v), weight: pr.weight * 0.85 };
        break;
      case 'po':
        setL('po_number', firstToken(v), pr.weight);
        break;
      case 'bol':
        setL('bol_number', firstToken(v), pr.weight);
        break;
      case 'ref':
        setL('reference_number', firstToken(v), pr.weight);
        break;
      case 'weight':
        setL('weight', readWeight(v), pr.weight);
        break;
      case 'equipment': {
        const e = readEquipment(v);
        setL('equipment_type', e.equipment_type, pr.weight);
        setL('length', e.length, pr.weight);
        // "Trailer length (ft) | 53": a bare length.
        const bare = /^\s*(53|48|40|45|28|20)\s*(?:ft|feet|')?\s*$/i.exec(v);
        if (bare) setL('length', Number(bare[1]), pr.weight * 0.9);
        if (e.temperature !== null) {
          setL('temperature', e.temperature, pr.weight);
          setL('temperature_control', e.temperature_control, pr.weight * 0.9);
        }
        break;
      }
      case 'temp': {
        // Labelled: a bare number is the temperature ("Temp: 34-36" → 34).
        const bare = /^\s*(-?\d{1,2})(?!\d)/.exec(v);
        const read = readTemperature(v);
        const t =
          read.temperature === null && bare
            ? { ...readTemperature(`${bare[1]}F ${v}`), temperature: Number(bare[1]) }
            : read;
        setL('temperature', t.temperature, pr.weight);
        setL('temperature_control', t.temperature_control, pr.weight * 0.9);
        // The unit's mode on a row of its own ("Reefer mode | Cycle", "Unit: Continuous").
        if (t.temperature === null && /^\s*[A-Za-z][A-Za-z /()-]{2,40}$/.test(v)) {
          setL(
            'temperature_control',
            readTemperature(`0F ${v}`).temperature_control,
            pr.weight * 0.85,
          );
        }
        break;
      }
      case 'carrier':
        if (/^(information|info|rate|rates|pay|confirmation|load|details|signature)\b/i.test(v))
          break;
        setL('carrier.carrier_name', cleanCarrier(v), pr.weight);
        break;
      case 'driver':
        if (/^(assist|unload|load|count|touch|pay)\b/i.test(v) || moneyAll(v).length > 0) break;
        setL('carrier.driver_name', stripPhone(v) || null, pr.weight);
        setL('carrier.driver_phone', readPhone(v), pr.weight * 0.9);
        break;
      case 'driver_phone':
        setL('carrier.driver_phone', readPhone(v), pr.weight);
        break;
      case 'cell': {
        // A bare "Cell:" is the driver's beside or under a driver, or in the carrier's block;
        // elsewhere (a broker rep's line) it is the broker's.
        const at = readable.indexOf(pr.line);
        const driverNear = [readable[at - 1], pr.line].some((l) => l && /\bdriver\b/i.test(l.text));
        if (driverNear || inCarrierBlock(pr, readable)) {
          setL('carrier.driver_phone', readPhone(v), pr.weight * 0.9);
        } else brokerPhone ??= readPhone(v);
        break;
      }
      case 'truck_trailer': {
        // Named parts ("Trailer V4561", "Tractor 88 / Trailer 53"), else by position ("88 / 53").
        const truckNamed = /\b(?:truck|tractor|unit)\s*#?\s*:?\s*([A-Z0-9-]*\d[A-Z0-9-]*)/i.exec(v);
        const trailerNamed = /\btrailer\s*#?\s*:?\s*([A-Z0-9-]*\d[A-Z0-9-]*)/i.exec(v);
        if (truckNamed || trailerNamed) {
          setL('carrier.truck', truckNamed?.[1] ?? null, pr.weight);
          setL('carrier.trailer', trailerNamed?.[1] ?? null, pr.weight);
          break;
        }
        const [truck, trailer] = v.split('/').map((s) => s.trim());
        setL('carrier.truck', firstToken(truck ?? ''), pr.weight);
        if (trailer) setL('carrier.trailer', firstToken(trailer), pr.weight);
        break;
      }
      case 'truck':
        setL('carrier.truck', firstToken(v), pr.weight);
        break;
      case 'trailer':
        if (readEquipment(v).equipment_type) {
          const e = readEquipment(v);
          setL('equipment_type', e.equipment_type, pr.weight);
          setL('length', e.length, pr.weight);
          if (e.temperature !== null) {
            setL('temperature', e.temperature, pr.weight);
            setL('temperature_control', e.temperature_control, pr.weight * 0.9);
          }
        } else setL('carrier.trailer', firstToken(v), pr.weight);
        break;
      case 'sender':
        // "FROM: Cornerstone Transport Brokerage" (not an e-mail header's person).
        if (looksLikeCompany(v)) brokerNames.push({ name: cleanCarrier(v), score: 0.8 });
        break;
      case 'addressee':
        if (looksLikeCompany(v)) setL('carrier.carrier_name', cleanCarrier(v), 0.7);
        break;
      case 'broker': {
        // "Booked by | Ana Ruiz 555-0100": a person who booked it is the broker's contact, not
        // the broker (a company's name wins over it).
        const name = stripPhone(cleanCarrier(v));
        const person =
          (!looksLikeCompany(name) && /^[A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][a-z'-]+$/.test(name)) ||
          (/^[A-Z]+(?:\s+[A-Z]+){1,2}$/.test(name) &&
            !looksLikeCompany(name) &&
            /\bby\b/i.test(pr.line.text));
        brokerNames.push({ name, score: person ? pr.weight * 0.5 : pr.weight });
        brokerPhone ??= readPhone(v);
        break;
      }
      case 'name':
        // "Name:" under a CARRIER heading names the carrier.
        if (inCarrierBlock(pr, readable)) setL('carrier.carrier_name', cleanCarrier(v), pr.weight);
        break;
      case 'phone':
      case 'email':
      case 'contact':
      case 'dispatch':
        // Phones, e-mails and a dispatcher in the carrier's block are the carrier's; elsewhere
        // the broker's contact.
        if (inCarrierBlock(pr, readable)) break;
        brokerPhone ??= readPhone(v);
        brokerEmail ??= readEmail(v);
        break;
      default:
        break;
    }
  }
  // The broker: a "Broker" label, the largest type at the top of page 1, a company's name
  // elsewhere (a signature) — the one its e-mail domain agrees with wins.
  const allEmails = readable
    .flatMap((l) => l.cells.map((c) => readEmail(c.text) ?? ''))
    .filter(Boolean);
  const top = (pages[0]?.lines ?? []).slice(0, 6);
  const nameCell = top
    .flatMap((l) => l.cells)
    .filter(
      (c) =>
        /[A-Za-z]{3}/.test(c.text) &&
        !/(confirmation|tender|agreement|load sheet|rate con|your rate|printed|page \d)/i.test(
          c.text,
        ) &&
        // (A document's own heading, "LOAD SUMMARY", "Shipment details", is no company.)
        !(
          /\b(summary|details|information|instructions|sheet|packet|carrier pay|order form|work order)\b/i.test(
            c.text,
          ) && !looksLikeCompany(c.text)
        ) &&
        scheduleTokens(c.text).length === 0 &&
        !EMAIL_RE.test(c.text) &&
        !CITY_RE.test(c.text) &&
        !/^\d/.test(c.text) &&
        !matchLabel(c.text)?.value,
    )
    .sort((a, b) => b.height - a.height || a.y - b.y)[0];
  if (nameCell) brokerNames.push({ name: nameCell.text.replace(/\s*[·|].*$/, ''), score: 0.65 });
  for (const l of readable) {
    for (const c of l.cells) {
      if (
        c !== nameCell &&
        looksLikeCompany(c.text) &&
        !inCarrierBlock({ cell: c, line: l } as Pair, readable)
      )
        brokerNames.push({ name: c.text, score: 0.5 });
    }
  }
  const broker = chooseBroker(brokerNames, allEmails, [load.carrier.carrier_name]);
  if (broker) setL('customer_name', broker.name, broker.score);
  // Its e-mail: the one on its own domain, else a labelled one, else one in the letterhead.
  const ownEmail = broker ? allEmails.find((e) => domainMatches(e, broker.name)) : undefined;
  // The broker's own e-mail written in a sentence ("Questions to Ana at 555-0100 or
  // ana@broker.com"), with the phone said beside it.
  let proseOwn: string | undefined;
  if (!ownEmail && broker) {
    for (const c of clauses) {
      const e = readEmail(c);
      if (e && domainMatches(e, broker.name)) {
        proseOwn = e;
        brokerPhone ??= readPhone(c);
        break;
      }
    }
  }
  if (ownEmail ?? proseOwn) brokerEmail = (ownEmail ?? proseOwn)!;
  // (The letterhead's line may be long: "12 Main St, City · Tel. 555-0100 · ops@broker.com".)
  for (const l of outside.slice(0, 8)) {
    if (inCarrierBlock({ cell: l.cells[0]!, line: l } as Pair, outside)) continue;
    if (!brokerPhone && /\b(ph|phone|tel)\b/i.test(l.text)) brokerPhone = readPhone(l.text);
    if (!brokerEmail) brokerEmail = readEmail(l.text);
  }
  // Its phone, unlabelled: just under its name (a signature, an address block).
  if (!brokerPhone && broker) {
    const at = readable.findIndex((l) => l.cells.some((c) => c.text === broker.name));
    for (const l of readable.slice(at + 1, at >= 0 ? at + 4 : 0)) {
      brokerPhone ??= readPhone(l.text);
    }
  }
  // A letter's inside address: the carrier's name over its MC / DOT line (not the broker's).
  if (load.carrier.carrier_name === null) {
    for (let i = 0; i + 1 < readable.length; i++) {
      const l = readable[i]!;
      const next = readable[i + 1]!;
      const c = l.cells[0]!;
      if (
        l.cells.length === 1 &&
        next.page === l.page &&
        Math.abs(next.cells[0]!.x0 - c.x0) <= 4 &&
        next.y - l.y <= c.height * 2.2 &&
        /^(?:mc|usdot|dot)\b\s*#?\s*:?\s*\d/i.test(next.cells[0]!.text) &&
        looksLikeCompany(c.text) &&
        c.text !== broker?.name
      ) {
        setL('carrier.carrier_name', cleanCarrier(c.text), 0.55);
        break;
      }
    }
  }
  if (loadConfirmation) setL('order_number', loadConfirmation.value, loadConfirmation.weight);
  brokerPhone = chooseBrokerPhone(brokerPhone, readable, broker?.name ?? null);
  setL('phone', brokerPhone, 0.8);
  setL('email', brokerEmail, ownEmail ? 0.85 : 0.8);
  // Equipment words anywhere outside stops (e.g. "Reefer 53' @ 34°F cont." in a header band).
  if (load.equipment_type === 'van') {
    load.temperature = null;
    load.temperature_control = null;
    delete conf.temperature;
    delete conf.temperature_control;
  }
  readRates(readable, load, conf, outside, allLines);
  // Unlabelled: references in sentences, an equipment line (only where no label gave them).
  for (const l of outside) {
    for (const { field, value } of proseReferences(l.text)) {
      const path = {
        order: 'order_number',
        po: 'po_number',
        bol: 'bol_number',
        ref: 'reference_number',
      }[field];
      setL(path, value, 0.55);
    }
  }
  // References and equipment said in the letter's sentences (a clause may wrap lines).
  for (const c of clauses) {
    for (const { field, value } of proseReferences(c)) {
      const path = {
        order: 'order_number',
        po: 'po_number',
        bol: 'bol_number',
        ref: 'reference_number',
      }[field];
      setL(path, value, 0.5);
    }
  }
  const factLines = [
    ...readable.filter((l) => l.cells.length === 1).map((l) => l.text),
    ...clauses.map((c) => (loadFactsOf(c, 160) ? c : '')),
  ].filter(Boolean);
  for (const text of factLines) {
    const facts = loadFactsOf(text, 160);
    if (!facts) continue;
    setL('equipment_type', facts.equipment_type, 0.6);
    setL('length', facts.length, 0.6);
    setL('weight', facts.weight, 0.6);
    if (facts.equipment_type === 'reefer') {
      setL('temperature', facts.temperature, 0.6);
      setL('temperature_control', facts.temperature_control, 0.55);
    }
  }

  // The year most dates of the document are written with (for "11/26 0800").
  const yearCount = new Map<number, number>();
  for (const l of allLines) {
    for (const t of scheduleTokens(l.text)) {
      if (t.kind !== 'date') continue;
      const y = Number(t.value.slice(6));
      yearCount.set(y, (yearCount.get(y) ?? 0) + 1);
    }
  }
  const year = [...yearCount].sort((a, b) => b[1] - a[1])[0]?.[0];
  regions.forEach((r, i) => {
    load.stops.push(readStop(r, i + 1, conf, year));
    if (r.byShape) {
      for (const field of Object.keys(load.stops[i]!)) {
        const key = `stops.${i}.${field}`;
        if (conf[key] !== undefined) conf[key] = Math.round(conf[key]! * 80) / 100;
      }
    }
  });
  // The goods a later table gives a stop by its number ("Stop 1 | 16 Paper rolls | 14,900 lb").
  for (const [n, goods] of freightByStop) {
    const stop = load.stops[n - 1];
    if (!stop || stop.commodities !== null) continue;
    stop.commodities = goods;
    conf[`stops.${n - 1}.commodities`] = 0.6;
  }
  // Stops whose kind no word gave ("Stop 3" alone): after a pickup, a delivery; the last one is a
  // delivery. Their confidence stays low.
  load.stops.forEach((stop, i) => {
    if (regions[i]!.anchor.type || conf[`stops.${i}.stop_type`]! > 0.5) return;
    if (i > 0 || i === load.stops.length - 1) stop.stop_type = 'Delivery';
  });
  // "Stop 2 instructions: …", "Commodities — Stop 1: …" outside the stop blocks.
  for (const l of readable) {
    const head = /^(.*?)\bstop\s*\d+\b/i.exec(l.text);
    if (!head) continue;
    const re =
      /\bstop\s*(\d+)\b\s*(instructions|notes|commodit\w*)?\s*:\s*(.+?)(?=;?\s*\bstop\s*\d+\b[^:]*:|$)/gi;
    for (let m = re.exec(l.text); m; m = re.exec(l.text)) {
      const n = Number(m[1]) - 1;
      const stop = load.stops[n];
      if (!stop) continue;
      const what = `${head[1]} ${m[2] ?? ''}`;
      const value = m[3]!.trim().replace(/[;,]\s*$/, '');
      if (/commodit|product|item/i.test(what)) {
        stop.commodities ??= cleanCommodity(value);
        conf[`stops.${n}.commodities`] = 0.8;
      } else if (/instruction|note|direction/i.test(what)) {
        stop.stop_instructions ??= value;
        conf[`stops.${n}.stop_instructions`] = 0.8;
      }
    }
  }
  // No weight for the load: the goods' weight said with the commodity ("Frozen fish, 22
  // pallets, 38,500 lbs"), else the stops' own weights (the pickups' sum: each loads its part;
  // with one pickup, the heaviest stop).
  if (load.weight === null) {
    const said = pairs.find((pr) => pr.field === 'commodity' && LBS.test(pr.value));
    if (said) setL('weight', readWeight(LBS.exec(said.value)![0]), said.weight * 0.8);
  }
  if (load.weight === null) {
    const perStop = regions.map((r) => {
      for (const l of r.lines) {
        for (const c of l.cells) {
          const m = matchLabel(c.text);
          if (m?.field === 'weight' && readWeight(m.value) !== null) return readWeight(m.value)!;
          const lbs = LBS.exec(c.text);
          if (lbs && !/\$/.test(c.text)) return readWeight(lbs[0])!;
        }
      }
      return null;
    });
    const picks = perStop.filter((w, i) => w !== null && load.stops[i]?.stop_type === 'Pickup');
    const all = perStop.filter((w): w is number => w !== null);
    const w =
      picks.length >= 2
        ? picks.reduce((a, b) => a! + b!, 0)!
        : all.length
          ? Math.max(...all)
          : null;
    setL('weight', w, 0.55);
  }
  for (const [n, note] of stopNotes) {
    const stop = load.stops[n - 1];
    if (!stop || stop.stop_instructions !== null || stopNotes.size > load.stops.length) continue;
    stop.stop_instructions = note;
    conf[`stops.${n - 1}.stop_instructions`] = 0.7;
  }
  return { load, confidence: conf };
}

/**
 * "Driver on file: Ana Ruiz, 555-0100.", "Equipment: trailer V123.": a clause of a letter that
 * starts with a label (its first word when more words follow it before the colon), as a pair; a
 * value that starts with a label of its own ("trailer V123") is that label's.
 */
function labelledClauses(clauses: string[], lines: Line[]): Pair[] {
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
function proseParagraphs(lines: Line[]): string[][] {
  const out: string[][] = [];
  let current: Line[] = [];
  const flush = () => {
    if (current.some((l) => l.text.length > 60)) out.push(current.map((l) => l.text));
    current = [];
  };
  for (const l of lines) {
    const prev = current.at(-1);
    if (
      l.cells.length === 1 &&
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

function orderId(v: string): string | null {
  // A prefix of capitals apart from the number ("SCL 702228", "TX 55120"): one identifier,
  // unless the prefix is a label of its own ("MC 4411", "PO 5521").
  const spaced = /^([A-Z]{2,4})\s(\d{4,})$/.exec(v.trim());
  if (spaced && matchLabel(v.trim()) === null) return `${spaced[1]} ${spaced[2]}`;
  const m = /[A-Z]{0,4}-?\d[\w-]*/i.exec(v.replace(/^(shipment|load|order)\s*/i, ''));
  return m ? m[0] : firstToken(v);
}

/** Whether a pair sits under a CARRIER heading (same column, below it, before a blank break). */
function inCarrierBlock(pr: Pair, lines: Line[]): boolean {
  const idx = lines.indexOf(pr.line);
  for (let k = idx; k >= 0 && k >= idx - 12; k--) {
    const l = lines[k]!;
    const heading = l.cells.find(
      (c) =>
        c.x0 <= pr.cell.x0 + 4 &&
        c.x0 >= pr.cell.x0 - 200 &&
        // A cover sheet's "TO:" block is the carrier's.
        (/^to\s*:$/i.test(c.text) ||
          (/^carrier( information| info| details)?$/i.test(c.text) &&
            // A title, not the label of a value beside it.
            !l.cells.some((o) => o.x0 > c.x1 && o.x0 < c.x1 + 150))),
    );
    if (heading) return true;
    if (k < idx && l.cells.some((c) => /^(load information|broker|shipment)/i.test(c.text)))
      return false;
    // Another party's heading between ("Your load manager", "Broker contact").
    if (
      k < idx &&
      l.cells.length === 1 &&
      l.cells[0]!.text.length <= 40 &&
      /\b(contact|manager|rep|representative|agent|support|booked|your)\b/i.test(
        l.cells[0]!.text,
      ) &&
      !/\d|:/.test(l.cells[0]!.text)
    )
      return false;
  }
  return /carrier/i.test(lines[idx - 1]?.text ?? '') && false;
}
