/**
 * Structured data pasted as text (issue 18, round 8): load-board API answers as JSON or XML,
 * `curl | jq` output, GraphQL responses, a Python dict. A person reads them by their keys — the
 * stops with their sequence numbers, a city and a state, a window's start and end, the rate
 * beside a max buy, the weight with its unit — so a parseable block is written out as the
 * labelled lines the field readers know (as `x12.ts` does for EDI), in place of the block. Keys
 * are mapped to fields by their names and their values' shapes, never by one board's spelling;
 * text around the block (a command line, a note) stays. Anything not parseable stays as it is.
 */
import { isObj, type Obj, parseJsonLike, parseXml, type Value } from './structured-parse';

/** A key as compared: lower case, letters and digits only ('trailer_type' → 'trailertype'). */
function norm(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const REF_KEYS = new Set([
  'id',
  'loadid',
  'loadnumber',
  'loadno',
  'number',
  'ref',
  'reference',
  'referencenumber',
  'postingid',
  'offerid',
  'shipmentid',
  'orderid',
  'tenderid',
]);
const EQUIPMENT_KEYS = new Set(['equipment', 'eq', 'equipmenttype', 'trailertype', 'trailer']);
const LENGTH_KEYS = new Set(['lengthft', 'trailerlengthft', 'trailerlength', 'length']);
const MILES_KEYS = new Set([
  'miles',
  'mi',
  'distance',
  'distancemi',
  'distancemiles',
  'totalmiles',
  'loadedmiles',
  'tripmiles',
]);
const DEADHEAD_KEYS = new Set(['dh', 'deadhead', 'deadheadmiles', 'origindeadhead', 'dhmiles']);
/** The pay offered, in the order a dispatcher looks for it: the all-in total first. */
const TOTAL_RATE_KEYS = new Set(['allinrate', 'totalrate', 'total', 'allin', 'totalpay']);
const RATE_KEYS = new Set(['rate', 'price', 'offer', 'offerusd', 'pay', 'amount', 'rateusd']);
const LINEHAUL_KEYS = new Set(['linehaul', 'linehaulrate']);
const RATE_TYPE_KEYS = new Set(['ratetype', 'rateunit', 'ratebasis']);
const WEIGHT_KEYS = new Set([
  'weight',
  'weightlbs',
  'weightlb',
  'wt',
  'weightpounds',
  'weightkg',
  'grossweight',
]);
const TEMP_KEYS = new Set(['temp', 'temperature', 'tempf', 'setpoint', 'reefertemp']);
const COMMODITY_KEYS = new Set(['commodity', 'commodities', 'product', 'goods']);
const NOTES_KEYS = new Set([
  'notes',
  'note',
  'comments',
  'comment',
  'remarks',
  'instructions',
  'specialinstructions',
  'requirements',
  'shipperrequirements',
]);
const STOPS_KEYS = new Set(['stops', 'stop', 'stopoffs', 'legs']);
const ORIGIN_KEYS = new Set(['origin', 'o', 'from', 'shipper', 'pickup', 'pickuplocation']);
const DESTINATION_KEYS = new Set([
  'destination',
  'dest',
  'd',
  'to',
  'consignee',
  'dropoff',
  'delivery',
  'del',
  'deliverylocation',
]);
const LANE_KEYS = new Set(['lane', 'route']);
/** Keys of a pickup's or a delivery's time written on the load itself. */
const PICKUP_TIME_KEYS = new Set(['pu', 'pickupat', 'pickupdate', 'pickuptime', 'readydate']);
const DELIVERY_TIME_KEYS = new Set(['deliverby', 'deliverydate', 'deliverytime', 'deliverat']);
const CONTACT_KEYS = new Set(['contact', 'postedby', 'rep', 'agent', 'dispatcher', 'poc']);
const BROKER_KEYS = new Set(['broker', 'brokerage', 'company', 'poster']);
const PERSON_KEYS = new Set(['rep', 'agent', 'contactname', 'repname', 'person', 'dispatcher']);
const COMPANY_KEYS = new Set(['company', 'companyname', 'brokername', 'brokercompany', 'broker']);
const PHONE_KEYS = new Set([
  'phone',
  'contactphone',
  'repphone',
  'tel',
  'telephone',
  'phonenumber',
]);
const EXT_KEYS = new Set(['ext', 'extension', 'phoneext']);
const STATUS_KEYS = new Set(['status', 'state_', 'loadstatus']);
/** A load no longer offered: a list's cancelled, covered or booked rows are not the load. */
const GONE =
  /^(?:cancel+ed|covered|booked|filled|taken|assigned|expired|inactive|closed|deleted)$/i;
/** Keys whose values are about a change, not the load as it is now. */
const SKIP_KEYS = new Set(['changes', 'old', 'previous', 'history']);

const COMPANY_WORD =
  /\b(?:freight|logistics|brokerage|brokers?|transport(?:ation)?|trucking|carriers?|group|partners|inc|llc|co|corp|company|lines|express|shipping|chain|services)\b\.?/i;

function get(o: Obj, keys: Set<string>): Value | undefined {
  for (const [k, v] of o.entries) if (keys.has(norm(k)) && v !== null && v !== '') return v;
  return undefined;
}

function text(v: Value | undefined): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number') return String(v);
  if (isObj(v)) return text(get(v, new Set(['text', 'value', 'name', 'description'])));
  if (Array.isArray(v)) {
    const parts = v.map((x) => text(x)).filter((x): x is string => !!x);
    return parts.length > 0 ? parts.join(', ') : null;
  }
  return null;
}

function num(v: Value | undefined): number | null {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const m = /^\s*\$?\s*(-?\d{1,3}(?:,\d{3})+|-?\d+)(?:\.(\d+))?(?!\d)/.exec(v);
    if (m) return Number(`${m[1]!.replace(/,/g, '')}${m[2] ? `.${m[2]}` : ''}`);
  }
  if (isObj(v)) return num(get(v, new Set(['text', 'amount', 'value', 'total'])));
  return null;
}

/** A unit written beside a value: an XML attribute (`unit="kg"`, `uom="LB"`) or the key's tail. */
function unitOf(key: string, v: Value | undefined): string {
  if (isObj(v)) {
    const u = get(v, new Set(['unit', 'uom', 'units', 'currency']));
    if (typeof u === 'string') return u.toLowerCase();
  }
  if (typeof v === 'string') {
    const m = /[a-z]+\.?\s*$/i.exec(v);
    if (m) return m[0].toLowerCase();
  }
  const k = norm(key);
  if (/kg$|kgs$|kilos?$/.test(k)) return 'kg';
  if (/c$|celsius$/.test(k) && /temp/.test(k)) return 'c';
  return '';
}

/**
 * A date and time as written, in the shape the date readers know: an ISO stamp
 * (`2026-11-23T08:00:00-06:00`, `2026-12-02 07:00`) is the local time written — its offset only
 * says where that clock is — so `11/23/2026 08:00`; anything else stays as written.
 */
export function whenText(v: Value | undefined): string | null {
  const t = text(v);
  if (!t) return null;
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      t,
    );
  if (!m) return t;
  const day = `${m[2]}/${m[3]}/${m[1]}`;
  return m[4] ? `${day} ${m[4]}:${m[5]}` : day;
}

function dayOf(when: string): string {
  return /^\d{2}\/\d{2}\/\d{4}/.exec(when)?.[0] ?? '';
}

function hourOf(when: string): string {
  return /\b\d{2}:\d{2}$/.exec(when)?.[0] ?? '';
}

interface Stop {
  role: 'PICKUP' | 'DELIVERY' | null;
  seq: number | null;
  place: string | null;
  when: string | null;
}

const STOP_TYPE_KEYS = new Set(['type', 'stoptype', 'kind', 'stopreason', 'activity', 'role']);
const SEQ_KEYS = new Set(['seq', 'sequence', 'stopnumber', 'stopseq', 'order', 'index', 'num']);
const CITY_KEYS = new Set(['city', 'cityname', 'town']);
const STATE_KEYS = new Set(['state', 'statecode', 'st', 'province', 'region', 'stateprovince']);
const ZIP_KEYS = new Set(['zip', 'zipcode', 'postalcode', 'postcode']);
const PLACE_KEYS = new Set(['location', 'place', 'address', 'facility', 'citystate', 'site']);
const START_KEYS = new Set([
  'apptstart',
  'appointmentstart',
  'windowstart',
  'start',
  'from',
  'earliest',
  'open',
  'begin',
]);
const END_KEYS = new Set([
  'apptend',
  'appointmentend',
  'windowend',
  'end',
  'to',
  'latest',
  'close',
]);
const WINDOW_KEYS = new Set(['window', 'timewindow', 'apptwindow', 'appointmentwindow']);
const APPT_KEYS = new Set(['appointment', 'appt', 'appointmenttime', 'scheduled', 'arrival']);
const DATE_KEYS = new Set(['date', 'day']);
const TIME_KEYS = new Set(['time', 'hour']);

function roleOf(v: Value | undefined): Stop['role'] {
  const t = text(v)?.toLowerCase() ?? '';
  if (/^(?:p|pu|pick|pickup|pick ?up|load|loading|origin|shipper|sh|ld|cl|pl)$/.test(t))
    return 'PICKUP';
  if (
    /^(?:d|do|drop|dropoff|drop ?off|delivery|deliver|unload|unloading|dest|destination|consignee|cn|ul|cu)$/.test(
      t,
    )
  )
    return 'DELIVERY';
  return null;
}

/** A place from an object's city/state/zip, or a string written as one ('Austin, TX'). */
function placeOf(v: Value | undefined): string | null {
  if (typeof v === 'string') return /[A-Za-z]/.test(v) ? v.trim() : null;
  if (!isObj(v)) return null;
  const city = text(get(v, CITY_KEYS));
  const state = text(get(v, STATE_KEYS));
  if (city && state) {
    const zip = text(get(v, ZIP_KEYS));
    return `${city}, ${state}${zip ? ` ${zip}` : ''}`;
  }
  const inner = get(v, PLACE_KEYS);
  return inner !== undefined ? placeOf(inner) : null;
}

/** A window's or an appointment's text: `11/23/2026 08:00-12:00`, `11/23/2026 16:00`. */
function windowText(start: string | null, end: string | null): string | null {
  if (!start) return end;
  if (!end || end === start) return start;
  const [sd, ed] = [dayOf(start), dayOf(end)];
  const [sh, eh] = [hourOf(start), hourOf(end)];
  if (sd && sh && eh && (!ed || ed === sd)) return `${sd} ${sh}-${eh}`;
  if (!sd && /^\d{1,2}:\d{2}$/.test(start) && /^\d{1,2}:\d{2}$/.test(end)) return `${start}-${end}`;
  return start;
}

/** The time of a stop object: a window's start and end, an appointment, or a date and a time. */
function stopWhen(o: Obj, prefix: RegExp | null): string | null {
  const start = whenText(get(o, START_KEYS));
  const end = whenText(get(o, END_KEYS));
  if (start && (dayOf(start) || hourOf(start))) return windowText(start, end);
  const win = get(o, WINDOW_KEYS);
  if (isObj(win)) {
    const s = whenText(get(win, START_KEYS));
    const e = whenText(get(win, END_KEYS));
    if (s) return windowText(s, e);
  }
  let date: string | null = null;
  let time: string | null = null;
  for (const [k, v] of o.entries) {
    const n = norm(k);
    const bare = prefix ? n.replace(prefix, '') : n;
    const t = typeof v === 'string' ? whenText(v) : null;
    if (!t) continue;
    if (DATE_KEYS.has(bare) || bare.endsWith('date')) date ??= t;
    else if (
      TIME_KEYS.has(bare) ||
      APPT_KEYS.has(bare) ||
      WINDOW_KEYS.has(bare) ||
      /(?:time|appt|window)$/.test(bare)
    )
      time ??= t;
  }
  if (typeof win === 'string') time ??= whenText(win);
  if (date && time) return dayOf(time) ? time : `${date} ${time}`;
  return date ?? time;
}

function stopOf(v: Value, role: Stop['role']): Stop | null {
  if (typeof v === 'string') return { role, seq: null, place: placeOf(v), when: null };
  if (!isObj(v)) return null;
  const typed = roleOf(get(v, STOP_TYPE_KEYS));
  const seq = num(get(v, SEQ_KEYS));
  return {
    role: typed ?? role,
    seq,
    place: placeOf(v),
    when: stopWhen(v, /^(?:pickup|pick|pu|delivery|deliver|del|drop|dropoff)/),
  };
}

/** The stops of a load: its stops list in sequence order, else its origin and destination. */
function stopsOf(load: Obj): Stop[] {
  const list: Value[] = [];
  for (const [k, v] of load.entries) {
    if (!STOPS_KEYS.has(norm(k))) continue;
    if (Array.isArray(v)) list.push(...v);
    else if (isObj(v)) {
      // `<Stops><Stop …/><Stop …/></Stops>` or a single stop.
      const inner = v.entries.filter(([ik]) => STOPS_KEYS.has(norm(ik))).map(([, iv]) => iv);
      list.push(...(inner.length > 0 ? inner : [v]));
    }
  }
  let stops: Stop[];
  if (list.length > 0) {
    stops = list.map((v) => stopOf(v, null)).filter((s): s is Stop => !!s?.place);
    if (stops.every((s) => s.seq !== null)) stops.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  } else {
    stops = [];
    const origin = get(load, ORIGIN_KEYS);
    const destination = get(load, DESTINATION_KEYS);
    const lane = text(get(load, LANE_KEYS));
    const o = origin !== undefined ? stopOf(origin, 'PICKUP') : null;
    const d = destination !== undefined ? stopOf(destination, 'DELIVERY') : null;
    if (o?.place && !isTimeText(o.place)) stops.push(o);
    if (d?.place && !isTimeText(d.place)) stops.push(d);
    if (stops.length === 0 && lane) {
      const parts = lane.split(/\s*(?:->|→|–|—|\bto\b|>)\s*/i).filter(Boolean);
      for (const [i, p] of parts.entries())
        stops.push({
          role: i === 0 ? 'PICKUP' : 'DELIVERY',
          seq: null,
          place: p,
          when: null,
        });
    }
    // Times written on the load itself: 'pu', 'pickupAt', 'deliverBy', a pickup key holding a time.
    const pu = stops.find((s) => s.role === 'PICKUP');
    const del = [...stops].reverse().find((s) => s.role === 'DELIVERY');
    for (const [k, v] of load.entries) {
      const n = norm(k);
      const t = typeof v === 'string' && isTimeText(v) ? whenText(v) : null;
      if (!t) continue;
      if (pu && !pu.when && (PICKUP_TIME_KEYS.has(n) || ORIGIN_KEYS.has(n))) pu.when = t;
      else if (del && !del.when && (DELIVERY_TIME_KEYS.has(n) || DESTINATION_KEYS.has(n)))
        del.when = t;
    }
  }
  for (const [i, s] of stops.entries()) s.role ??= i === 0 ? 'PICKUP' : 'DELIVERY';
  return stops;
}

/** A string that is a date or a time rather than a place ('Mon 11/23 0700', '2026-11-24T06:00'). */
function isTimeText(t: string): boolean {
  return (
    /\d{1,2}\/\d{1,2}|\d{4}-\d{2}-\d{2}|\b\d{1,2}:\d{2}\b/.test(t) && !/,\s*[A-Z]{2}\b/.test(t)
  );
}

/** How many of a load's kinds of key an object has: stops, pay, miles, equipment, weight. */
function loadScore(o: Obj): number {
  const kinds = [
    STOPS_KEYS,
    ORIGIN_KEYS,
    DESTINATION_KEYS,
    LANE_KEYS,
    RATE_KEYS,
    TOTAL_RATE_KEYS,
    MILES_KEYS,
    EQUIPMENT_KEYS,
    WEIGHT_KEYS,
    COMMODITY_KEYS,
  ];
  return kinds.filter((keys) => o.entries.some(([k]) => keys.has(norm(k)))).length;
}

interface Found {
  load: Obj;
  ancestors: Obj[];
}

/** Every object that looks like a load, in the order written, with the objects around it. */
function findLoads(v: Value, ancestors: Obj[], out: Found[]): void {
  if (Array.isArray(v)) {
    for (const x of v) findLoads(x, ancestors, out);
    return;
  }
  if (!isObj(v)) return;
  if (loadScore(v) >= 3) {
    out.push({ load: v, ancestors });
    return;
  }
  for (const [k, x] of v.entries) if (!SKIP_KEYS.has(norm(k))) findLoads(x, [...ancestors, v], out);
}

function isGone(o: Obj): boolean {
  const s = text(get(o, STATUS_KEYS));
  return !!s && GONE.test(s);
}

interface Contact {
  person: string | null;
  company: string | null;
  phone: string | null;
  ext: string | null;
  email: string | null;
}

function looksLikeCompany(t: string): boolean {
  return COMPANY_WORD.test(t);
}

/** A contact object's person, company, phone: a `name` is the company's when it reads as one. */
function readContact(o: Obj, c: Contact, brokerObject: boolean): void {
  for (const [k, v] of o.entries) {
    const n = norm(k);
    const t = text(v);
    if (!t || isObj(v)) continue;
    if (n === 'name' || n === 'fullname') {
      if (
        looksLikeCompany(t) ||
        (brokerObject && o.entries.some(([ok]) => PERSON_KEYS.has(norm(ok))))
      )
        c.company ??= t;
      else c.person ??= t;
    } else if (PERSON_KEYS.has(n)) c.person ??= t;
    else if (COMPANY_KEYS.has(n)) c.company ??= t;
    else if (PHONE_KEYS.has(n)) c.phone ??= t;
    else if (EXT_KEYS.has(n)) c.ext ??= t;
    else if (n === 'email') c.email ??= t;
  }
}

function contactOf(scopes: Obj[]): Contact {
  const c: Contact = { person: null, company: null, phone: null, ext: null, email: null };
  for (const o of scopes) {
    for (const [k, v] of o.entries) {
      const n = norm(k);
      if (isObj(v) && (CONTACT_KEYS.has(n) || BROKER_KEYS.has(n)))
        readContact(v, c, BROKER_KEYS.has(n));
      else if (typeof v === 'string' && v.trim()) {
        if (PERSON_KEYS.has(n)) c.person ??= v.trim();
        else if (COMPANY_KEYS.has(n) || n === 'brokername') {
          if (!looksLikeCompany(v) && /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(v.trim()) && n !== 'company')
            c.person ??= v.trim();
          else c.company ??= v.trim();
        } else if (PHONE_KEYS.has(n)) c.phone ??= v.trim();
        else if (EXT_KEYS.has(n)) c.ext ??= v.trim();
        else if (n === 'email' || n === 'contactemail') c.email ??= v.trim();
      }
    }
  }
  return c;
}

/** A phone an API writes in E.164 ('+14235550167') as a person writes it ('423-555-0167'). */
function phoneText(phone: string): string {
  const m = /^\+?1?(\d{3})(\d{3})(\d{4})$/.exec(phone.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : phone;
}

function money(n: number): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function equipmentText(v: Value | undefined, length: number | null): string | null {
  let t = text(v);
  if (!t) return null;
  const codes: Record<string, string> = { V: 'Van', R: 'Reefer', F: 'Flatbed', SD: 'Step Deck' };
  t = codes[t.toUpperCase()] ?? t.replace(/_/g, ' ');
  return length && !/\d/.test(t) ? `${length}' ${t}` : t;
}

/** The first value under one of the keys in the load, else in the objects around it (inner first). */
function pick(scopes: Obj[], keys: Set<string>): [string, Value] | null {
  for (const o of scopes)
    for (const [k, v] of o.entries)
      if (keys.has(norm(k)) && v !== null && v !== '' && !isObj(v)) return [k, v];
  for (const o of scopes)
    for (const [k, v] of o.entries)
      if (keys.has(norm(k)) && isObj(v) && num(v) !== null) return [k, v];
  return null;
}

/** One load written out as labelled lines. */
export function renderLoad(found: Found): string[] {
  const { load } = found;
  const scopes = [load, ...[...found.ancestors].reverse()];
  const out: string[] = [];
  const ref = pick(scopes, REF_KEYS);
  if (ref) out.push(`Load #: ${text(ref[1])}`);
  const c = contactOf(scopes);
  if (c.company) out.push(`Broker: ${c.company}`);
  const who = [
    c.person,
    c.phone && phoneText(c.phone),
    c.ext ? `ext ${c.ext}` : '',
    c.email,
  ].filter(Boolean);
  if (who.length > 0) out.push(`Contact: ${who.join('  ')}`);
  const length = num(pick(scopes, LENGTH_KEYS)?.[1]);
  const equipment = equipmentText(pick([load], EQUIPMENT_KEYS)?.[1], length);
  if (equipment) out.push(`Equipment: ${equipment}`);
  const temp = pick([load], TEMP_KEYS);
  if (temp) {
    const n = num(temp[1]);
    if (n !== null) out.push(`Temp: ${n} °${unitOf(temp[0], temp[1]).startsWith('c') ? 'C' : 'F'}`);
  }
  const goods = text(pick([load], COMMODITY_KEYS)?.[1]);
  if (goods) out.push(`Commodity: ${goods}`);
  const weight = pick([load], WEIGHT_KEYS);
  if (weight) {
    const n = num(weight[1]);
    const unit = unitOf(weight[0], weight[1]);
    if (n)
      out.push(
        `Weight: ${n.toLocaleString('en-US')} ${/^(?:kg|kgs|kilo)/.test(unit) ? 'kg' : 'lbs'}`,
      );
  }
  const miles = num(pick([load], MILES_KEYS)?.[1]);
  if (miles) out.push(`Miles: ${miles}`);
  const deadhead = num(pick([load], DEADHEAD_KEYS)?.[1]);
  if (deadhead) out.push(`Deadhead: ${deadhead} mi`);
  const rateType = text(pick([load], RATE_TYPE_KEYS)?.[1])?.toLowerCase() ?? '';
  const total = num(pick([load], TOTAL_RATE_KEYS)?.[1]);
  const rate = total ?? num(pick([load], RATE_KEYS)?.[1]) ?? num(pick([load], LINEHAUL_KEYS)?.[1]);
  if (rate) {
    if (/mile|mi$|rpm/.test(rateType)) out.push(`Rate: $${rate.toFixed(2)}/mi`);
    else out.push(`Total Rate: ${money(rate)}`);
  }
  const notes = text(pick([load], NOTES_KEYS)?.[1]);
  if (notes) out.push(`Notes: ${notes}`);
  const stops = stopsOf(load);
  for (const [i, s] of stops.entries()) {
    const label = s.role === 'PICKUP' ? 'Pickup' : 'Delivery';
    out.push(`Stop ${i + 1} ${label}: ${[s.place, s.when].filter(Boolean).join('  ')}`);
  }
  return out;
}

/** Where a structured block may open on a line: `{`, `[`, `<Tag`, or `name = {`. */
const BLOCK_OPEN = /^\s*(?:[A-Za-z_]\w*\s*=\s*)?([{[]|<[?A-Za-z])/;
/** How many blocks one text is tried for: a paste holds one or two, hostile text many. */
const MAX_TRIES = 6;

function parseAt(s: string, at: number): { value: Value; end: number } | null {
  return s[at] === '<' ? parseXml(s, at) : parseJsonLike(s, at);
}

/**
 * The structured blocks of a text written out as labelled lines, in place; the text unchanged
 * when it holds none that reads as a load.
 */
export function readStructured(input: string): string {
  if (!/[{[<]/.test(input)) return input;
  const lines = input.split(/\r\n|\r|\n/);
  // Offsets of line starts, to map a parse's end back to a line.
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const joined = lines.join('\n');
  const out: string[] = [];
  let tries = 0;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const m = tries < MAX_TRIES ? BLOCK_OPEN.exec(lines[i]!) : null;
    if (!m) {
      out.push(lines[i]!);
      continue;
    }
    tries++;
    const at = starts[i]! + m[0].length - m[1]!.length;
    const parsed = parseAt(joined, at);
    const found: Found[] = [];
    if (parsed) findLoads(parsed.value, [], found);
    const live = found.filter((f) => !isGone(f.load));
    if (!parsed || live.length === 0) {
      out.push(lines[i]!);
      continue;
    }
    let last = i;
    while (last + 1 < lines.length && starts[last + 1]! < parsed.end) last++;
    const before = lines[i]!.slice(0, at - starts[i]!)
      .replace(/[A-Za-z_]\w*\s*=\s*$/, '')
      .trim();
    if (before) out.push(before);
    // A list's first load still offered is the load (the others are the board's other rows).
    out.push(...renderLoad(live[0]!));
    const after = (lines[last] ?? '').slice(parsed.end - starts[last]!).trim();
    if (after) out.push(after);
    changed = true;
    i = last;
  }
  return changed ? out.join('\n') : input;
}
