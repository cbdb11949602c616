/**
 * EDI load tenders pasted as text (X12 204): segments such as `N4*LOUISVILLE*KY*40219~`, one a line
 * or run together, with `*` between elements and `~` after each segment. A person reads them by
 * what each segment means — the shipment id in B2, the bill-to party in N1*BT, a stop from S5 to
 * the next S5 with its place in N4 and its appointment in G62, the total in L3 — so the segments
 * are written out as the labelled lines the field readers know, in place of the segments. Text
 * around them (a forwarding note, a subject line) stays as it is.
 */

/** A segment: its tag (two or three capitals and digits) and its elements. */
interface Segment {
  tag: string;
  el: string[];
}

const SEGMENT_START = /^[A-Z][A-Z0-9]{1,2}[*|^]/;
/** Tags of a load tender: a run of segments is read only when it has several of them. */
const TENDER_TAGS = new Set([
  'ISA',
  'GS',
  'ST',
  'B2',
  'B2A',
  'L11',
  'N1',
  'N3',
  'N4',
  'G62',
  'S5',
  'L3',
  'L5',
  'N7',
  'G61',
  'PER',
  'NTE',
  'AT8',
  'MS3',
  'L1',
  'LAD',
  'OID',
  'SE',
]);

/** Stop reason codes (X12 element 163): loading, or unloading ('PU' is a part unload). */
const LOADING_REASONS = new Set(['LD', 'CL', 'PL', 'SL', 'RT']);
const UNLOADING_REASONS = new Set(['UL', 'CU', 'PU', 'SU', 'DT']);
/** Parties of N1 (element 98): where a stop loads, where it unloads, who pays the carrier. */
const SHIP_FROM = new Set(['SH', 'SF']);
const SHIP_TO = new Set(['CN', 'ST']);
const BILL_TO = new Set(['BT', 'PF', 'BK', 'BR']);
/** G62 date qualifiers that open or close a window, and time qualifiers that do. */
const WINDOW_OPEN_DATE = new Set(['37', '53']);
const WINDOW_CLOSE_DATE = new Set(['38', '54']);
const WINDOW_OPEN_TIME = new Set(['G', 'I']);
const WINDOW_CLOSE_TIME = new Set(['K', 'L']);
/** Dates that are about the tender, not a stop ('must respond by'). */
const NOT_STOP_DATE = new Set(['64']);
const PICKUP_DATE = new Set(['10', '37', '38', '69']);
const DELIVERY_DATE = new Set(['02', '17', '53', '54', '68', '70']);
/** N7 equipment description codes (element 40), as a dispatcher names the trailer. */
const EQUIPMENT: Record<string, string> = {
  TF: 'Dry Van',
  TV: 'Dry Van',
  VN: 'Dry Van',
  TL: 'Dry Van',
  RT: 'Reefer',
  CZ: 'Reefer',
  RF: 'Reefer',
  FT: 'Flatbed',
  FR: 'Flatbed',
  SD: 'Step Deck',
  DD: 'Double Drop',
  LO: 'Lowboy',
  CN: 'Container',
};

interface Appointment {
  date: string | null;
  time: string | null;
  opens: boolean;
  closes: boolean;
  role: 'PICKUP' | 'DELIVERY' | null;
}

interface Stop {
  role: 'PICKUP' | 'DELIVERY' | null;
  place: string | null;
  party: string | null;
  weight: number | null;
  unit: string | null;
  appointments: Appointment[];
}

/** True when the text may hold X12 segments (cheap test before any work). */
function mayHoldSegments(text: string): boolean {
  return /(?:^|[\s~])(?:ISA|ST|N1|N4|S5|G62|B2)[*|^]/m.test(text);
}

/** The element separator: the character after ISA when there is one, else `*`. */
function elementSeparator(text: string): string {
  const isa = /(?:^|[\s~])ISA([^A-Za-z0-9\s])/.exec(text);
  return isa ? isa[1]! : '*';
}

/**
 * The pasted segments written out as labelled lines, in place; the text unchanged when it holds
 * no run of tender segments.
 */
export function readX12(text: string): string {
  if (!mayHoldSegments(text)) return text;
  const sep = elementSeparator(text);
  const lines = text.split(/\r\n|\r|\n/);
  const out: string[] = [];
  let run: Segment[] = [];
  let changed = false;
  const flush = () => {
    if (run.length === 0) return;
    const tags = new Set(run.map((s) => s.tag).filter((t) => TENDER_TAGS.has(t)));
    if (run.length >= 3 && tags.size >= 3) {
      out.push(...renderTender(run));
      changed = true;
    } else {
      out.push(...run.map((s) => [s.tag, ...s.el].join(sep)));
    }
    run = [];
  };
  for (const line of lines) {
    const segments = segmentsOf(line, sep);
    if (segments) {
      if (segments.before) {
        flush();
        out.push(segments.before);
      }
      run.push(...segments.list);
    } else {
      flush();
      out.push(line);
    }
  }
  flush();
  return changed ? out.join('\n') : text;
}

/**
 * The segments of a line: the whole line when it starts with one, or its tail after the words
 * before it ('raw 204 below: ISA*00*…~GS*…~'), split at `~`.
 */
function segmentsOf(line: string, sep: string): { before: string; list: Segment[] } | null {
  const trimmed = line.trim();
  let before = '';
  let body = trimmed;
  if (!SEGMENT_START.test(trimmed)) {
    const at = /(?:^|\s)((?:ISA|ST|GS)[*|^])/.exec(trimmed);
    if (!at || !trimmed.includes('~')) return null;
    before = trimmed.slice(0, at.index).trim();
    body = trimmed.slice(at.index).trim();
  }
  const pieces = body
    .split('~')
    .map((p) => p.trim())
    .filter(Boolean);
  const list: Segment[] = [];
  for (const piece of pieces) {
    if (!SEGMENT_START.test(piece) || !piece.includes(sep)) return null;
    const [tag, ...el] = piece.split(sep);
    list.push({ tag: tag!, el: el.map((e) => e.trim()) });
  }
  return list.length > 0 ? { before, list } : null;
}

function date(raw: string | undefined): string | null {
  const m = /^(?:(\d{2})?(\d{2}))(\d{2})(\d{2})$/.exec(raw ?? '');
  if (!m) return null;
  return `${m[3]}/${m[4]}/${m[1] ?? '20'}${m[2]}`;
}

function time(raw: string | undefined): string | null {
  const m = /^(\d{2})(\d{2})(?:\d{2})?$/.exec(raw ?? '');
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${m[1]}:${m[2]}`;
}

function amount(raw: string | undefined): number | null {
  if (!raw || !/^\d+(?:\.\d+)?$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

function money(n: number): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function weightText(n: number, unit: string | null): string {
  return `${n.toLocaleString('en-US')} ${unit === 'K' ? 'kg' : 'lbs'}`;
}

/** A phone and extension of a contact segment (`G61*IC*NAME*TE*5025550160*EX*226`, `PER*…`). */
function contactOf(s: Segment): string | null {
  const name = s.el[1] ?? '';
  let phone = '';
  let ext = '';
  let email = '';
  for (let i = 2; i + 1 < s.el.length; i += 2) {
    const q = s.el[i];
    const v = s.el[i + 1] ?? '';
    if ((q === 'TE' || q === 'PH' || q === 'CP' || q === 'WP') && !phone) phone = v;
    else if (q === 'EX' && !ext) ext = v;
    else if (q === 'EM' && !email) email = v;
  }
  const parts = [name, phone, ext ? `ext ${ext}` : '', email].filter(Boolean);
  return parts.length > 0 ? parts.join('  ') : null;
}

function newStop(role: Stop['role']): Stop {
  return { role, place: null, party: null, weight: null, unit: null, appointments: [] };
}

function appointmentOf(s: Segment): Appointment | null {
  const [dq, d, tq, t] = s.el;
  if (NOT_STOP_DATE.has(dq ?? '')) return null;
  const a: Appointment = {
    date: date(d),
    time: time(t),
    opens: WINDOW_OPEN_DATE.has(dq ?? '') || WINDOW_OPEN_TIME.has(tq ?? ''),
    closes: WINDOW_CLOSE_DATE.has(dq ?? '') || WINDOW_CLOSE_TIME.has(tq ?? ''),
    role: PICKUP_DATE.has(dq ?? '') ? 'PICKUP' : DELIVERY_DATE.has(dq ?? '') ? 'DELIVERY' : null,
  };
  return a.date || a.time ? a : null;
}

/** A stop's day and time as written on a tender report: `11/24/2026 06:00-10:00`. */
function when(stop: Stop): string {
  const list = stop.appointments;
  if (list.length === 0) return '';
  const open = list.find((a) => a.opens) ?? list.find((a) => !a.closes) ?? list[0]!;
  const close = list.find((a) => a.closes && a !== open);
  const day = open.date ?? close?.date ?? '';
  let hours = open.time ?? '';
  if (close?.time && open.time && close.time !== open.time && (!close.date || close.date === day))
    hours = `${open.time}-${close.time}`;
  return [day, hours].filter(Boolean).join(' ');
}

/** One transaction's segments written out as a load tender's labelled lines. */
function renderTender(segments: Segment[]): string[] {
  const head: string[] = [];
  const notes: string[] = [];
  const refs: string[] = [];
  const stops: Stop[] = [];
  const goods: string[] = [];
  let current: Stop | null = null;
  let party: string | null = null;
  let broker: string | null = null;
  let contact: string | null = null;
  let equipment: string | null = null;
  let total: number | null = null;
  let lineCharges = 0;
  let weight: { n: number; unit: string | null } | null = null;
  let headerWeight: { n: number; unit: string | null } | null = null;
  const pending: Appointment[] = [];
  for (const s of segments) {
    const e = s.el;
    switch (s.tag) {
      case 'B2':
        if (e[3]) head.push(`Load #: ${e[3]}`);
        break;
      case 'L11':
        if (!current && e[0]) {
          const q = e[1] ?? '';
          refs.push(q === 'PO' ? `PO #: ${e[0]}` : q === 'BM' ? `BOL #: ${e[0]}` : '');
        }
        break;
      case 'NTE':
        if (e[1]) notes.push(e[1]);
        else if (e[0] && !/^[A-Z]{3}$/.test(e[0])) notes.push(e[0]);
        break;
      case 'N7': {
        const kind = EQUIPMENT[e[10] ?? ''];
        const length = /^(\d{2})\d{0,2}$/.exec(e[14] ?? '');
        if (kind) equipment = length ? `${length[1]}' ${kind}` : kind;
        break;
      }
      case 'S5': {
        const reason = e[1] ?? '';
        current = newStop(
          LOADING_REASONS.has(reason)
            ? 'PICKUP'
            : UNLOADING_REASONS.has(reason)
              ? 'DELIVERY'
              : null,
        );
        const w = amount(e[2]);
        if (w) {
          current.weight = w;
          current.unit = e[3] ?? null;
        }
        stops.push(current);
        break;
      }
      case 'N1': {
        party = e[0] ?? null;
        const name = e[1] ?? '';
        if (BILL_TO.has(party ?? '') && !current) {
          if (!broker && name) broker = name;
        } else if (SHIP_FROM.has(party ?? '') || SHIP_TO.has(party ?? '')) {
          // Without S5 loops the parties are the stops themselves.
          if (!current || (current.party && current.place)) {
            current = newStop(SHIP_FROM.has(party ?? '') ? 'PICKUP' : 'DELIVERY');
            stops.push(current);
          }
          current.party = party;
          if (!current.role) current.role = SHIP_FROM.has(party ?? '') ? 'PICKUP' : 'DELIVERY';
        }
        break;
      }
      case 'N4':
        if (current && !current.place && e[0] && e[1])
          current.place = `${e[0]}, ${e[1]}${e[2] ? ` ${e[2]}` : ''}`;
        break;
      case 'G61':
      case 'PER':
        // The tender's contact: outside the stops, or of the bill-to party.
        if (!contact && (!current || BILL_TO.has(party ?? ''))) contact = contactOf(s);
        break;
      case 'G62': {
        const a = appointmentOf(s);
        if (!a) break;
        if (current) current.appointments.push(a);
        else pending.push(a);
        break;
      }
      case 'L5':
        if (e[1] && !goods.includes(e[1])) goods.push(e[1]);
        break;
      case 'AT8': {
        const n = amount(e[2]);
        if (n && !current && !headerWeight) headerWeight = { n, unit: e[1] ?? null };
        break;
      }
      case 'L3': {
        const n = amount(e[0]);
        if (n) weight = { n, unit: e[1] === 'K' ? 'K' : null };
        total = amount(e[4]) ?? (e[3] === 'FR' ? amount(e[2]) : null) ?? total;
        break;
      }
      case 'L1': {
        // The charge has two implied decimals unless it is written with a point.
        const raw = e[3] ?? '';
        const n = amount(raw);
        if (n) lineCharges += raw.includes('.') ? n : n / 100;
        break;
      }
      case 'SE':
        current = null;
        break;
    }
  }
  // Header dates go to the first pickup or the last delivery that has none.
  for (const a of pending) {
    const stop =
      a.role === 'DELIVERY'
        ? [...stops].reverse().find((s) => s.role === 'DELIVERY')
        : stops.find((s) => s.role === 'PICKUP');
    if (!stop) continue;
    if (stop.appointments.every((b) => b.role !== a.role)) stop.appointments.push(a);
  }
  const loaded = stops.filter((s) => s.role === 'PICKUP' && s.weight);
  const shipped =
    weight ??
    headerWeight ??
    (loaded.length > 0
      ? { n: loaded.reduce((sum, s) => sum + (s.weight ?? 0), 0), unit: loaded[0]!.unit }
      : null);
  const out = [...head, ...refs.filter(Boolean)];
  if (broker) out.push(`Broker: ${broker}`);
  if (contact) out.push(`Contact: ${contact}`);
  if (equipment) out.push(`Equipment: ${equipment}`);
  if (goods.length > 0) out.push(`Commodity: ${goods.join(', ')}`);
  if (shipped) out.push(`Weight: ${weightText(shipped.n, shipped.unit)}`);
  const rate = total ?? (lineCharges > 0 ? lineCharges : null);
  if (rate) out.push(`Total Rate: ${money(rate)}`);
  if (notes.length > 0) out.push(`Notes: ${notes.join('. ')}`);
  const withPlace = stops.filter((s) => s.place);
  for (const [i, stop] of withPlace.entries()) {
    const role =
      stop.role ?? (i === 0 ? 'PICKUP' : i === withPlace.length - 1 ? 'DELIVERY' : 'DELIVERY');
    const label = role === 'PICKUP' ? 'Pickup' : 'Delivery';
    out.push(`Stop ${i + 1} ${label}: ${[stop.place, when(stop)].filter(Boolean).join('  ')}`);
  }
  return out;
}
