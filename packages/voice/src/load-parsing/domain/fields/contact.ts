import type { CallDetails } from '@fleet/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { type Cell, classifyLabel, type Doc, type Line, THREAD_BREAK } from '../document';
import { COMPANY_WORD } from './company-words';
import { equipmentCode } from './equipment';
import { findLocations, STATES } from './locations';

const STATE_NAMES = new Set(Object.values(STATES).map((n) => n.toLowerCase()));

/**
 * Broker contact: phone (formatted +1-ddd-ddd-dddd when valid), extension, name and company.
 * Fax numbers are skipped; a labelled phone beats one found in running text.
 */

const PHONE =
  /(?<![\d\w+])(\+\s?\d{1,3}[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})(?!\d)/g;
const EXT = /^\s*[,;]?\s*(?:ext\.?|extension|ex\.?|poste|x|#)\s*[:.]?\s*(\d{1,6})\b/i;
/** An extension in the next cell ('555-0140 | Ext. 21', '• Ext. 21' after normalizing). */
const EXT_NEXT = /^\s*[,;|/-]?\s*(?:ext\.?|extension|ex\.?|poste|x)\s*[:.#]?\s*(\d{1,6})\b/i;
/** An extension written before the number on its line ('Ext 12 | 901-555-0163'). */
const EXT_BEFORE = /\b(?:ext\.?|extension)\s*[:.#]?\s*(\d{1,6})\s*[|,;/-]?\s*$/i;

/** The extension beside a phone found in a cell, looked for in the rest of its line. */
function lineExtension(line: Line, cell: Cell, index: number, end: number): string | null {
  const after = EXT_NEXT.exec(line.text.slice(cell.start + end));
  if (after) return after[1]!;
  const before = EXT_BEFORE.exec(line.text.slice(0, cell.start + index));
  return before ? before[1]! : null;
}
/** A desk or department named after a company or alone ('Carrier Desk', 'Heavy Haul Desk', 'Shipping Dept'). */
const DEPARTMENT =
  /(?:^|\s+)(?:(?:carrier|sales|dispatch|heavy\s+haul|specialized|shipping|receiving|traffic|operations|ops|customer\s+service|load\s+board|expedite|flatbed|reefer|van|capacity|freight|logistics|transportation|brokerage)\s+)?(?:desk|dept\.?|department)$|\s+(?:carrier\s+(?:sales|relations|team)|load\s+board\s+team)$/i;
/** A chat sender shown with the company ('Joel - Transportes del Norte', 'Ana | Rio Freight'). */
const SENDER_WITH_COMPANY =
  /^(\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*)?)\s+(?:-|–|—|\||@|·)\s+(\S.{1,50})$/u;
const JOB_TITLE =
  /\b(?:manager|director|coordinator|specialist|supervisor|analyst|planner|dispatcher|representative|rep|agent|lead|executive|associate|vp|president)$/i;
const CLOSING =
  /^(?:thanks|thank you|thx|regards|best regards|best|cheers|sincerely|respectfully|kind regards)\b[\s,!.-]*/i;
const NOT_NAME =
  /^(?:hi|hello|hey|thanks|thank|regards|best|cheers|load|loads|rate|pickup|delivery|origin|destination|dispatch|office|direct|phone|cell|fax|email|contact|broker|team|ops|desk|sales|carrier|customer|good|morning|afternoon|evening|dear|please|call|text|ask|reefer|van|flatbed|ref|notes|subject|from|sent|to|date|the|a|my|our|your|sir|madam|all|everyone|questions|need|needed|truck|available|avail|equipment|weight|miles|total|market|stop|drop|pu|del|new|urgent|hot|search|results|posted|age|details|load details|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|dropoff|pickups?|drops|picks|dept|department|main|special|info|on|senior|account|manager|director|coordinator|specialist|fx|tel|mobile|cell|www|sent|iphone|confidential|page|printed|issued|full|partial|ltl|ftl|tl|team|solo|hazmat|tarps?|loads?|alert|alerts|lane|lanes)$/i;

const LOWER_NOT_NAME =
  /^(?:txt|msg|sms|tel|ph|phn|mob|cel|num|nbr|no|fax|office|ofc|dir|pls|plz|asap)$/;
const NAME_BEFORE_PHONE =
  /(?:^|[.!?]\s+|\s[-—|]\s+)-?\s*([A-Z][a-z]{2,}(?:\s[A-Z][a-z]+)?|[a-z]{3,12})(?:\s*@\s*[A-Z][^.\d@]{2,40}?)?\s+(?=\+?1?[\s.-]?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4})/;

export interface Phone {
  formatted: string;
  extension: string | null;
}

function format(raw: string, country: string | undefined, a: string, b: string, c: string): string {
  const text = country ? `${country.replace(/\s/g, '')}${a}${b}${c}` : `${a}${b}${c}`;
  const parsed = parsePhoneNumberFromString(text, 'US');
  if (parsed?.isValid()) {
    if (parsed.countryCallingCode === '1') {
      const n = parsed.nationalNumber;
      return `+1-${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
    }
    return parsed.formatInternational().replace(/\s+/g, '-');
  }
  return raw.trim();
}

function phonesIn(text: string): Array<{ index: number; end: number; phone: Phone }> {
  const out: Array<{ index: number; end: number; phone: Phone }> = [];
  for (const m of text.matchAll(PHONE)) {
    if (m[1] && !/^\+\s?1[\s.-]?$/.test(m[1])) continue;
    const end = m.index + m[0].length;
    const ext = EXT.exec(text.slice(end));
    out.push({
      index: m.index,
      end: end + (ext ? ext[0].length : 0),
      phone: {
        formatted: format(m[0], m[1], m[2]!, m[3]!, m[4]!),
        extension: ext ? ext[1]! : null,
      },
    });
  }
  return out;
}

function isFax(line: Line, cell: Cell, index: number): boolean {
  if (cell.label === 'fax') return true;
  return (
    /\bfax\b[\s:#.-]*$/i.test(cell.text.slice(Math.max(0, index - 12), index)) ||
    /^\s*fax\b/i.test(line.text)
  );
}

export function extractPhone(doc: Doc): Phone | null {
  const all: Phone[] = [];
  const chosen = cellAskedFor(doc) ?? choosePhone(doc, all);
  // The same number written again with its extension ('call me back at … extension 22').
  if (chosen && !chosen.extension) {
    const withExt = all.find((p) => p.formatted === chosen.formatted && p.extension);
    if (withExt) return withExt;
  }
  return chosen;
}

/** 'best to reach me on my cell': the number written as the cell ('C: 205-…', 'Cell 205-…'). */
function cellAskedFor(doc: Doc): Phone | null {
  if (!/\b(?:my|on\s+my|the)\s+(?:cell|mobile)\b|\b(?:cell|mobile)\s+is\s+best\b/i.test(doc.text))
    return null;
  for (const line of doc.lines) {
    if (line.emailHeader || !/^\s*(?:c|cell|mobile|mob|m)\b\.?\s*[:#]?\s*\+?\(?\d/i.test(line.text))
      continue;
    const found = phonesIn(line.text)[0];
    if (found) return found.phone;
  }
  return null;
}

const MOBILE_MARK = /(?:^|[\s|·•,])(?:c|cell|mobile|mob|m)\.?\s*[:#]?\s*$/i;
const OFFICE_MARK =
  /(?:^|[\s|·•,])(?:o|office|ofc|main|direct|desk|ph|tel)\.?\s*[:#]?\s*\+?\(?\d{3}/i;

/** A number marked as a cell on a line that gives an office number after it. */
function mobileBesideOffice(line: Line, cell: Cell, index: number): boolean {
  const before = `${cell.labelText ?? ''} ${cell.text.slice(0, index)}`;
  if (!MOBILE_MARK.test(before) && !/^(?:c|cell|mobile|mob|m)$/i.test(cell.labelText ?? ''))
    return false;
  return OFFICE_MARK.test(line.text.slice(cell.start + index + 7));
}

function choosePhone(doc: Doc, all: Phone[]): Phone | null {
  let first: Phone | null = null;
  for (const line of doc.lines) {
    if (line.emailHeader) continue;
    for (const cell of line.cells) {
      if (cell.label === 'carrier' || cell.label === 'header') continue;
      for (const found of phonesIn(cell.text)) {
        // A reference that looks like a phone number ('Load ID 4019920183') is not one.
        if (cell.label === 'reference' && found.index <= cell.valueStart - cell.start) continue;
        if (isFax(line, cell, found.index)) continue;
        const p = found.phone.extension
          ? found
          : {
              ...found,
              phone: {
                ...found.phone,
                extension: lineExtension(line, cell, found.index, found.end),
              },
            };
        all.push(p.phone);
        // 'C: 817-555-0112 | O: 817-555-0140': the office's number over the cell written beside it.
        if (mobileBesideOffice(line, cell, found.index)) continue;
        if (cell.label === 'phone' || cell.label === 'contact' || cell.label === 'name')
          return p.phone;
        first ??= p.phone;
      }
    }
  }
  return first;
}

/** Capitalized words that look like a person's name (1–3 words; at least `minWords`). */
function personName(text: string, minWords = 1): string | null {
  const t = text.trim().replace(/[.,;:]+$/, '');
  if (!/^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}[\p{L}'’-]+){0,2}$/u.test(t)) return null;
  const words = t.split(/\s+/);
  if (words.length < minWords) return null;
  if (words.some((w) => NOT_NAME.test(w.replace(/\.$/, '')) || STATE_NAMES.has(w.toLowerCase())))
    return null;
  if (STATE_NAMES.has(t.toLowerCase()) || COMPANY_WORD.test(t) || findLocations(t).length > 0)
    return null;
  return t;
}

/**
 * A name written in capitals under a contact label, as tenders and printouts write them ('DANA
 * PRICE', "KEVIN O'NEIL", 'M. ORTEGA'): two or three words, read as a name when the same words in
 * title case would be one; kept as written.
 */
function capitalsName(text: string): string | null {
  const t = text.trim().replace(/[,;:]+$/, '');
  if (!/^\p{Lu}(?:\.|[\p{Lu}'’-]+)(?:\s+\p{Lu}[\p{Lu}'’-]+){1,2}$/u.test(t)) return null;
  const title = t
    .split(/\s+/)
    .map((w) => (w.endsWith('.') ? w : w[0] + w.slice(1).toLowerCase()))
    .join(' ');
  const words = title.split(' ');
  const checked = words[0]!.endsWith('.') ? words.slice(1).join(' ') : title;
  return personName(checked, words[0]!.endsWith('.') ? 1 : 2) ? t : null;
}

function companyName(text: string): string | null {
  const t = text
    .trim()
    .replace(CODE_BEFORE_COMPANY, '')
    .replace(/[,;:]+$/, '')
    .replace(/(?<!\b(?:co|inc|corp|ltd|llc|l\.l\.c))\.$/i, '');
  if (!COMPANY_WORD.test(t) || t.length > 60) return null;
  // A job title ('Transportation Manager', 'Logistics Coordinator') is no company.
  if (JOB_TITLE.test(t)) return null;
  // 'Posted by Windy City Freight', 'Call Piedmont Expedite Board': the words before the name.
  const lead =
    /^(?:(?:posted|listed|offered|sent|brokered)\s+by|call|contact|text|txt|email)\s+(?=\p{Lu})/iu;
  if (lead.test(t)) return companyName(t.replace(lead, ''));
  // A desk or department of the company is not its name ('… Freight Partners Carrier Desk',
  // 'Heavy Haul Desk', 'Shipping Dept').
  if (DEPARTMENT.test(t)) {
    const rest = t.replace(DEPARTMENT, '').trim();
    return rest ? companyName(rest) : null;
  }
  if (!/^[A-Z0-9&]/.test(t) || /\d{3}/.test(t) || /@/.test(t)) return null;
  // Mostly capitalized words, and a name besides the company word ('AVAILABLE FREIGHT' is a
  // heading).
  const words = t.split(/\s+/);
  if (words.every((w) => COMPANY_WORD.test(w) || NOT_COMPANY_START.test(w))) return null;
  const caps = words.filter((w) => /^[A-Z0-9&]/.test(w)).length;
  return caps / words.length >= 0.6 ? t : null;
}

/** Pieces of a contact value: 'Luis Ortega, Front Range Logistics  719-555-0105'. */
function parts(value: string): string[] {
  return value
    .replace(PHONE, '|')
    .split(/\s*[|/;\t]\s*|\s*,(?!\s*(?:LLC|Inc|Ltd|Corp|Co)\b)\s*|\s+-\s+|\s+@\s+|\s{2,}/)
    .map((p) =>
      p
        .replace(/\b(?:ext\.?|x)\s*\d+\b/gi, '')
        // 'Marcus Bell (TMO)': an office's or a role's letters after a name.
        .replace(/\s*\([A-Z]{2,6}\)\s*$/, '')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * Signature blocks: for each message of a thread (split at 'On … wrote:' / 'Original Message' /
 * an e-mail header block), the short lines after its closing ('Thanks,') or its last paragraph
 * when that paragraph starts with a name line. Newest message first.
 */
function signatureBlocks(doc: Doc): string[][] {
  const messages: Line[][] = [[]];
  for (const line of doc.lines) {
    const brk =
      THREAD_BREAK.test(line.text) ||
      (line.emailHeader && (doc.lines[line.index - 1]?.emailHeader ?? false) === false);
    if (brk && messages.at(-1)!.length > 0) messages.push([]);
    if (!line.emailHeader && !THREAD_BREAK.test(line.text)) messages.at(-1)!.push(line);
  }
  const blocks: string[][] = [];
  for (const message of messages) {
    const texts = message.map((l) => l.text.trim());
    while (texts.length && !texts.at(-1)) texts.pop();
    // A closing is a line of its own ('Thanks,'), not a sentence ('Thanks for reaching out. …').
    const closing = texts.findIndex((t) => CLOSING.test(t) && t.length <= 30);
    // 'Thanks! — Monique, Central Coast Cold Chain · 831-…': the closing and the signature on
    // one line.
    const inline = texts.findIndex(
      (t) => CLOSING.test(t) && /^[^-—–]{0,20}[!,.]?\s+[-—–]\s+[A-Z]/.test(t),
    );
    if (closing < 0 && inline >= 0) {
      blocks.push([
        texts[inline]!.replace(/^[^-—–]*[-—–]\s+/, ''),
        ...texts.slice(inline + 1, inline + 5),
      ]);
      continue;
    }
    if (closing >= 0) {
      blocks.push(texts.slice(closing, closing + 6).filter(Boolean));
      continue;
    }
    // Any short sign-off ending in a comma ('Hope that works,', 'Any questions,') over a full
    // name opens the signature too.
    const signOff = texts.findIndex((t, i) => {
      if (!/^[A-Za-z][\w' ?!-]{2,30},$/.test(t)) return false;
      const next = texts.slice(i + 1).find(Boolean);
      return next !== undefined && next.length <= 40 && personName(next, 2) !== null;
    });
    if (signOff >= 0) {
      blocks.push(texts.slice(signOff + 1, signOff + 7).filter(Boolean));
      continue;
    }
    // The message's last paragraph, after a blank line or a '--' rule, opening with a name.
    const lastBlank = texts.findLastIndex((t) => t === '' || /^-{2,}$/.test(t));
    const para = texts.slice(lastBlank + 1);
    if (
      lastBlank >= 0 &&
      para.length >= 1 &&
      (para.length <= 7 || (para.length <= 16 && personName(para[0]!, 2))) &&
      personName(para[0]!, 1) &&
      para[0]!.length <= 40
    ) {
      blocks.push(para.slice(0, 7));
      continue;
    }
    // No closing: a full name on a line of its own over a company or a phone line ('Call me.' /
    // 'Ana Ruiz' / 'Keystone Logistics Group' / '717-…').
    const named = texts.findIndex(
      (t, i) =>
        t.length <= 40 &&
        personName(t, 2) !== null &&
        (COMPANY_WORD.test(texts[i + 1] ?? '') ||
          new RegExp(PHONE.source).test(texts[i + 1] ?? '')),
    );
    if (named >= 0) blocks.push(texts.slice(named, named + 6).filter(Boolean));
  }
  return blocks;
}

const SPAN_WORDS = [
  'logistics',
  'chain',
  'frt',
  'freight',
  'transport',
  'transportation',
  'trucking',
  'brokerage',
  'brokers',
  'express',
  'expediting',
  'solutions',
  'partners',
  'group',
  'lines',
  'carriers',
  'services',
  'hauling',
  'haulers',
  'shipping',
  'worldwide',
  'global',
  'cartage',
  'systems',
  'expedited',
  'courier',
  'consolidators',
  'specialized',
  'drayage',
  'intermodal',
  'supply',
  'distribution',
  'xpress',
  'llc',
  'inc',
];
const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
/** Capitalized words ending in a company word, in title case or capitals ('Dixie Steel Logistics'). */
const COMPANY_SPAN = new RegExp(
  String.raw`(?<![\w&'.-])(?:[A-Z][\w'.-]*|&)(?:[ ]+(?:[A-Z][\w'.-]*|&|of|and)){0,4}?[ ]+(?:${SPAN_WORDS.map((w) => `${cap(w)}|${w.toUpperCase()}`).join('|')})\b(?:[ ]+(?:${SPAN_WORDS.map((w) => `${cap(w)}|${w.toUpperCase()}`).join('|')})\b)*(?:,?[ ]+(?:LLC|Inc|INC|Co|CO|Corp|CORP|Ltd|LTD)\b\.?)?`,
  'g',
);
const NOT_COMPANY_START =
  /^(?:company|contact|broker|carrier|from|to|with|at|for|call|calling|the|thanks|regards|re|fw|fwd|subject|rate|load|loads|available|avail|hot|new|urgent|open|spot|more|our)$/i;
/** Board codes a row's cells ran into a company name ('Van F Maple Leaf Logistics'). */
const CODE_BEFORE_COMPANY =
  /^(?:(?:Van|Reefer|Flatbed|V|R|F|P|DV|RFR|FB|SD|V-R|VR|LTL|FTL|TL)\s+)+(?=\p{Lu}\S*\s+\S)/u;

/**
 * A Spanish company name puts its company word first ('Transportes Águila Real', 'Grupo
 * Logístico Río Bravo', 'Logística Del Norte').
 */
const SPANISH_COMPANY_SPAN =
  /(?<![\p{L}])(?:Transportes|Autotransportes|Grupo|Log[ií]stica|Fletes)(?:[ ]+(?:del|de|la|los|las|y)?[ ]*\p{Lu}[\p{L}'.-]*){1,4}/gu;

/** Company names written in a text ('Dixie Steel Logistics', 'Paper Trail Logistics Inc'). */
export function companySpans(text: string): Array<{ start: number; end: number; text: string }> {
  const out: Array<{ start: number; end: number; text: string }> = [];
  for (const m of text.matchAll(SPANISH_COMPANY_SPAN))
    out.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
  for (const m of text.matchAll(COMPANY_SPAN)) {
    let t = m[0];
    let start = m.index;
    // Leading words that are not part of a name ('Call Dixie Steel Logistics').
    for (;;) {
      const first = /^(\S+)\s+/.exec(t);
      if (!first || !NOT_COMPANY_START.test(first[1]!.replace(/[.:,]$/, ''))) break;
      t = t.slice(first[0].length);
      start += first[0].length;
    }
    if (t.split(/\s+/).length < 2) continue;
    out.push({ start, end: start + t.length, text: t });
  }
  return out;
}

function firstCompanySpan(doc: Doc): string | null {
  for (const line of doc.lines) {
    if (line.emailHeader) continue;
    for (const cell of line.cells) {
      if (cell.label === 'carrier' || cell.label === 'subject' || cell.label === 'header') continue;
      for (const span of companySpans(cell.value)) {
        const c = companyName(span.text);
        if (c) return c;
      }
    }
  }
  return null;
}

const EQUIPMENT_WORD =
  /^(?:vans?|reefers?|flatbeds?|dry|box|sprinter|conestoga|stepdeck|hotshot|power|team|solo|truck|trucks|trailer)$/i;
const GENERIC_WORD =
  /\b(?:load|loads|available|avail|details?|results|search|book|now|posted|hot|urgent|new|open|lanes?|truck|trucks|hi|hello|hey|good|morning|wanted|needed|need|needs)\b/i;
const GENERIC_TITLE =
  /^(?:load|loads|load details?|load info|details|new load|hot load|available|search results|results|rate confirmation|load tender|tender|book now|book it now|shipment|shipment details|order|posting|dat one|truckstop|load detail)$/i;

/** The paste's first line when it is a short name with no figures: an app or brokerage title. */
function titleCompany(doc: Doc): string | null {
  const filled = doc.lines.filter((l) => l.text.trim());
  // A screen's own title over the app's name ('Load Details' / 'Convoy'): the line under it.
  const generic = filled[0] && GENERIC_TITLE.test(filled[0].text.trim().replace(/[:.]$/, ''));
  const first = generic ? filled[1] : filled[0];
  const cell = first?.cells[0];
  if (!first || first.emailHeader || !cell || cell.label) return null;
  // 'Amazon Relay - Trip T-118…', 'TQL Carrier Dashboard > Available Loads': the app's name is
  // the title's first part, without the screen's name.
  const t = cell.text
    .split(/\s+(?:-|->|>)\s+/)[0]!
    .trim()
    .replace(/\s+(?:carrier\s+)?(?:dashboard|portal|load\s*board|app)$/i, '');
  if (!/^[A-Z][A-Za-z.&' -]*(?:\s\d{1,4})?$/.test(t) || t.split(/\s+/).length > 4) return null;
  if (GENERIC_TITLE.test(t) || findLocations(t).length > 0 || classifyLabel(t)) return null;
  if (GENERIC_WORD.test(t)) return null;
  if (t.split(/\s+/).some((w) => equipmentCode(w) || EQUIPMENT_WORD.test(w))) return null;
  return t;
}

const HAS_PHONE = new RegExp(PHONE.source);
/** A post's last words after a spaced dash: a company's name. */
const SIGNED_TAIL = /\s[–—-]\s+(\p{Lu}[\p{L}&'.-]*(?:\s+\p{Lu}[\p{L}&'.-]*){1,3})\s*$/u;
/** A name that owns a dispatch or office line ('North Star Bulk – dispatch 612 555 0190'). */
const DESK_OWNER =
  /^\s*(\p{Lu}[\p{L}&'.-]*(?:\s+\p{Lu}[\p{L}&'.-]*){1,3})\s+[–—-]\s+(?:dispatch(?:\s+line|\s+desk)?|shipping|office|main\s+line|carrier\s+desk)\b[^\d]{0,6}\(?\d{3}/u;

function lineEndCompany(doc: Doc): string | null {
  const filled = doc.lines.filter((l) => !l.emailHeader && l.text.trim());
  for (const line of filled.slice(-2).reverse()) {
    const owner = DESK_OWNER.exec(line.text);
    // (Three words or a company word: a person's name has two.)
    if (owner && (companyName(owner[1]!) || owner[1]!.split(/\s+/).length >= 3)) return owner[1]!;
    const tail = SIGNED_TAIL.exec(line.text);
    if (tail && HAS_PHONE.test(line.text) && companyName(tail[1]!)) return companyName(tail[1]!);
  }
  return null;
}

export function extractPeople(doc: Doc): Pick<CallDetails, 'brokerName' | 'brokerCompany'> {
  let name: string | null = null;
  let company: string | null = null;
  // A city the paste names as a place is not a person ('Green Bay', 'Fort Smith').
  const cities = new Set<string>();
  for (const line of doc.lines)
    for (const place of findLocations(line.text)) cities.add(place.city.toLowerCase());
  const person = (text: string, minWords = 1) => {
    const p = personName(text, minWords);
    return p && !cities.has(p.toLowerCase()) ? p : null;
  };
  const take = (piece: string, minWords = 1) => {
    if (!company) company = companyName(piece);
    if (!name) name = person(piece, minWords);
  };
  // Under a contact label a name may be written in capitals (a table's 'Name' column is a
  // facility's as often as a person's).
  const labelled = (piece: string) => {
    if (!name) name = person(piece) ?? labelledCapitals(piece);
  };
  const labelledCapitals = (piece: string) => {
    const p = capitalsName(piece);
    return p && !cities.has(p.toLowerCase()) && !companyName(p) ? p : null;
  };
  // Labelled cells first.
  for (const line of doc.lines) {
    for (const cell of line.cells) {
      if (cell.label === 'company') {
        for (const p of parts(cell.value))
          if (!company) company = companyName(p) ?? (p.length <= 60 ? p : null);
      } else if (cell.label === 'name') {
        for (const p of parts(cell.value)) if (!name) name = person(p);
      } else if (cell.label === 'contact') {
        for (const p of parts(cell.value)) {
          take(p);
          labelled(p);
        }
        // The cells after it on its line ('Poster: High Plains Brokerage | Tom Iverson | 406…').
        for (const next of line.cells.slice(line.cells.indexOf(cell) + 1)) {
          if (next.label) break;
          for (const p of parts(next.value)) take(p);
        }
      }
    }
  }
  // Phrases: 'Call Rita @ …', 'Contact Kevin at …', 'ask for Dana with Summit Logistics'.
  for (const line of doc.lines) {
    if (line.emailHeader) continue;
    const t = line.text;
    if (!name) {
      // '520-555-0137 (Beto)': the person a number reaches, in parentheses after it.
      const m = /\d{4}\s*\((\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)\)/u.exec(t);
      if (m) name = person(m[1]!);
    }
    if (!name) {
      const m =
        /(?<![\p{L}])(?:[Cc]all(?:\s+me\s*[-–:,]?)?|[Cc]ontact|[Aa]sk\s+for|[Tt]ext(?:\s+me\s*[-–:,]?)?|[Tt]his\s+is|[Mm]y\s+name\s+is|[Ss]peak\s+(?:to|with))\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?![\p{L}])(?=\s*(?:@|at\b|on\b|with\b|from\b|,|\.|:|$|\(|\+|\d))/u.exec(
          t,
        );
      if (m) name = person(m[1]!.replace(/\s+(?:At|On|With|From)$/, ''));
    }
    if (!name) {
      // 'its Marisol from Dune Freight', "this is Dana with …", "I'm Raj @ …".
      const m =
        /\b(?:[Ii]t'?s|[Tt]his\s+is|[Ii]'?m)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(?:(?:from|with|at|here)\b|w\/|@)/.exec(
          t,
        );
      if (m) name = person(m[1]!);
    }
    if (!name) {
      // 'CALL BOBBY 513-…', 'ask for “TEX”', 'call/txt dee 901-…': one word in any case between
      // a call word and the number (or a company), written as a name.
      const m =
        /\b(?:call|ask\s+for|contact|text|txt|call\s*\/\s*(?:txt|text)|call\s+or\s+text)\s+["“']?([A-Za-z]{2,12})["”']?(?=\s*(?:[-—:,]\s*)?(?:\+?\(?\d{3}|@|at\s+[A-Z]|\|))/i.exec(
          t,
        );
      const word = m ? m[1]!.toLowerCase() : '';
      if (word && !LOWER_NOT_NAME.test(word) && !/^(?:me|us|now|back|anytime|asap|or)$/.test(word))
        name = person(word[0]!.toUpperCase() + word.slice(1));
    }
    if (!name) {
      // 'spoke w/ Hector @ Rio Grande Freight', 'talked to Jo at …': who the call was with.
      const m =
        /\b(?:spoke|spoken|talked|talking|speaking|chatted|call(?:ed)?)\s+(?:w\/|with|to)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b(?=\s*(?:@|at\b|from\b|with\b|of\b|,|\(|$|\d|\+))/.exec(
          t,
        );
      if (m) name = person(m[1]!.replace(/\s+(?:At|From|With|Of)$/, ''));
    }
    if (!name) {
      // '"Brian with Peachtree Expedite, I have …': a name opening a message, then its company.
      const m =
        /^["'(\s]*(?:(?:hi|hey|hello|yeah|yes|ok|okay)[,!]?\s+)?([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(?:with|from|at|@|w\/|here\s+(?:with|from|at))\s+([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,4})/i.exec(
          t,
        );
      if (m && /^[A-Z]/.test(m[1]!) && COMPANY_WORD.test(m[2]!)) name = person(m[1]!);
    }
    if (!name) {
      // 'Call me - Jo, Buckeye Freight, 330-…': a name just before a company's name.
      for (const span of companySpans(t)) {
        const m =
          /(?:^|[-–—:|]\s*|[.!?]\s+)([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s*(?:,|\s-|\s—|\s\|)\s*$/.exec(
            t.slice(0, span.start),
          );
        const p = m ? person(m[1]!) : null;
        if (p) {
          name = p;
          break;
        }
      }
    }
    if (!name) {
      // 'Joe 251-555-0126 x9'
      const m =
        /^([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s*[-:,]?\s*(?=\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4})/.exec(
          t.trim(),
        );
      if (m) name = person(m[1]!);
    }
    if (!name) {
      // A name closing a sentence before its number ('… 3,400 all in. Rosa 520-555-0131',
      // '- Jay @ Show Me Freight 816-555-0148', 'mike 479-555-0138' on its own line).
      const m = NAME_BEFORE_PHONE.exec(t.trim());
      if (m) {
        const raw = m[1]!;
        // A lower-case word is a name only alone with its number on a line ('mike 479-555-0138').
        const alone = /^[a-z]{3,12}\s+\+?[\d(][\d\s().-]{9,16}(?:\s*(?:x|ext\.?)\s*\d{1,5})?$/.test(
          t.trim(),
        );
        name = /^[a-z]+$/.test(raw)
          ? NOT_NAME.test(raw) || cities.has(raw) || !alone || LOWER_NOT_NAME.test(raw)
            ? null
            : raw
          : person(raw);
      }
    }
    if (!name) {
      // ', Carla 775-555-0151', 'call dispatch: Kyle Brandt 513-…', 'Contact Priya Raman ·
      // priya@… · +1 (214) …': a name after a comma, a colon or a contact word, before its
      // number (an e-mail address between them allowed); '… 214-555-0170 Jose' after it.
      const m =
        /(?:,|:|\b(?:contact|call|ask\s+for|text|txt))\s+(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?)\s*(?:[·•|,-]\s*[\w.+-]+@[\w.-]+\s*)?[·•|,-]?\s*(?=\+?1?\s?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4})/u.exec(
          t,
        ) ??
        /\d{3}[\s.-]?\d{4}(?:\s*(?:x|ext\.?)\s*\d{1,5})?\s+(\p{Lu}[\p{Ll}'’-]{2,})\s*$/u.exec(
          t.trim(),
        );
      if (m) name = person(m[1]!);
    }
    if (!company) {
      const m = /\b(?:with|from|at)\s+((?:(?!I\b)[A-Z][\w&'.-]*\s+){0,3}(?!I\b)[A-Z][\w&'.-]*)/g;
      for (const mm of t.matchAll(m)) {
        const c = companyName(mm[1]!.replace(/(?<!\b(?:Co|Inc|Corp|Ltd))\.\s.*$/, ''));
        if (c) {
          company = c;
          break;
        }
      }
    }
  }
  // A chat export: the sender who wrote the load is the broker, as displayed; a display name
  // 'Joel - Transportes del Norte' is the person and the company.
  if (!name && doc.sender) {
    const shown = SENDER_WITH_COMPANY.exec(doc.sender);
    name = shown && personName(shown[1]!, 1) ? shown[1]! : doc.sender;
    if (shown && name === shown[1] && !company) company = shown[2]!;
  }
  // 'Kelsey @ Crossroads …' in a message Kelsey Moran sent: the sender's full name.
  if (name && doc.sender?.startsWith(`${name} `) && personName(doc.sender, 2)) name = doc.sender;
  // Signatures: each message's closing block, the newest message's first.
  for (const block of signatureBlocks(doc)) {
    for (const l of block) {
      if (name && company) break;
      if (
        /^[A-Za-z .'-]{1,30}:/.test(l) ||
        /^(?:main|office|direct|cell|mobile|fax|[ocmdf])\b\.?\s*[:\d(+]/i.test(l)
      )
        continue; // a labelled line ('Main 770-…', 'O: 804-…') names neither
      for (const p of parts(l.replace(CLOSING, ''))) take(p, 1);
    }
    // 'Thanks, / Derek' over 'Derek Wainwright | …': the full name the block writes out.
    const first = name as string | null;
    if (first && !first.includes(' ')) {
      for (const l of block) {
        const full = parts(l).find((p) => p.startsWith(`${first} `) && personName(p, 2));
        if (full) {
          name = full;
          break;
        }
      }
    }
    if (name || company) break;
  }
  // No signature block: short lines at the end, and only full names ('Mike Alvarez | Inland Empire Freight').
  const lines = doc.lines.filter((l) => !l.emailHeader && l.text.trim());
  if (!name || !company) {
    if (lines.length >= 3) {
      // (The paste's first line is its title, not a signature.)
      for (const l of lines.slice(-3).filter((l) => l !== lines[0])) {
        const t = l.text.trim();
        if (t.length > 80 || /^[A-Za-z .'-]{1,30}:/.test(t) || THREAD_BREAK.test(t)) continue;
        // 'Atlantic Shore Logistics — Mireille — 902-555-…': beside a company and a number, a
        // one-word name is the person.
        const signed = PHONE.test(t) && parts(t).some((p) => companyName(p));
        for (const p of parts(t)) take(p, signed ? 1 : 2);
      }
    }
  }
  // '… 912 555 0186 – Peach State Dray', 'North Star Bulk – dispatch 612 555 0190': the company
  // that signs a one-line post at its end, or owns the dispatch line.
  if (!company) {
    const signed = lineEndCompany(doc);
    if (signed) {
      company = signed;
      if (name === signed) name = null;
    }
  }
  // A company named anywhere outside the e-mail headers (a board row's, a card's footer).
  if (!company) company = firstCompanySpan(doc);
  // The same company written out with its legal ending elsewhere ('GULF COAST BROKERAGE' and
  // 'Gulf Coast Brokerage, LLC'): the full name.
  if (company) {
    const escaped = (company as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const full = new RegExp(`${escaped},?\\s+(?:LLC|Inc|Co|Corp|Ltd)\\b\\.?`, 'i').exec(doc.text);
    if (full && !(company as string).match(/\b(?:LLC|Inc|Co|Corp|Ltd)\b\.?$/i)) company = full[0];
  }
  // An app or brokerage shown as the paste's title line ('Convoy', 'Uber Freight | Load details').
  if (!company) company = titleCompany(doc);
  return { brokerName: name, brokerCompany: company };
}
