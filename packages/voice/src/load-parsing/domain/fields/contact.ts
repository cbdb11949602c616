import type { CallDetails } from '@fleet/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Cell, Doc, Line } from '../document';
import { findLocations, STATES } from './locations';

const STATE_NAMES = new Set(Object.values(STATES).map((n) => n.toLowerCase()));

/**
 * Broker contact: phone (formatted +1-ddd-ddd-dddd when valid), extension, name and company.
 * Fax numbers are skipped; a labelled phone beats one found in running text.
 */

const PHONE =
  /(?<![\d\w+])(\+\s?\d{1,3}[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})(?!\d)/g;
const EXT = /^\s*[,;]?\s*(?:ext\.?|extension|ex\.?|x|#)\s*[:.]?\s*(\d{1,6})\b/i;
/** An extension in the next cell ('555-0140 | Ext. 21', '• Ext. 21' after normalizing). */
const EXT_NEXT = /^\s*[,;|/-]?\s*(?:ext\.?|extension|ex\.?|x)\s*[:.#]?\s*(\d{1,6})\b/i;
/** An extension written before the number on its line ('Ext 12 | 901-555-0163'). */
const EXT_BEFORE = /\b(?:ext\.?|extension)\s*[:.#]?\s*(\d{1,6})\s*[|,;/-]?\s*$/i;

/** The extension beside a phone found in a cell, looked for in the rest of its line. */
function lineExtension(line: Line, cell: Cell, index: number, end: number): string | null {
  const after = EXT_NEXT.exec(line.text.slice(cell.start + end));
  if (after) return after[1]!;
  const before = EXT_BEFORE.exec(line.text.slice(0, cell.start + index));
  return before ? before[1]! : null;
}
const COMPANY_WORD =
  /\b(?:logistics|logistic|freight|transport|transportation|trucking|brokerage|brokers|express|expedite|expediting|solutions|partners|group|inc|llc|l\.l\.c|co|corp|corporation|company|lines|carriers|services|haul|hauling|shipping|supply\s+chain|distribution\s+services|worldwide|global|3pl)\b\.?/i;
const CLOSING =
  /^(?:thanks|thank you|thx|regards|best regards|best|cheers|sincerely|respectfully|kind regards)\b[\s,!.-]*/i;
const NOT_NAME =
  /^(?:hi|hello|hey|thanks|thank|regards|best|cheers|load|loads|rate|pickup|delivery|origin|destination|dispatch|office|direct|phone|cell|fax|email|contact|broker|team|ops|desk|sales|carrier|customer|good|morning|afternoon|evening|dear|please|call|text|ask|reefer|van|flatbed|ref|notes|subject|from|sent|to|date|the|a|my|our|your|sir|madam|all|everyone|questions|need|needed|truck|available|avail|equipment|weight|miles|total|market|stop|drop|pu|del|new|urgent|hot|search|results|posted|age|details|load details|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

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
  let first: Phone | null = null;
  for (const line of doc.lines) {
    if (line.emailHeader) continue;
    for (const cell of line.cells) {
      for (const found of phonesIn(cell.text)) {
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
  if (!/^[A-Z][a-z'’-]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][a-zA-Z'’-]+){0,2}$/.test(t)) return null;
  const words = t.split(/\s+/);
  if (words.length < minWords) return null;
  if (words.some((w) => NOT_NAME.test(w.replace(/\.$/, '')) || STATE_NAMES.has(w.toLowerCase())))
    return null;
  if (STATE_NAMES.has(t.toLowerCase()) || COMPANY_WORD.test(t) || findLocations(t).length > 0)
    return null;
  return t;
}

function companyName(text: string): string | null {
  const t = text
    .trim()
    .replace(/[,;:]+$/, '')
    .replace(/(?<!\b(?:co|inc|corp|ltd|llc|l\.l\.c))\.$/i, '');
  if (!COMPANY_WORD.test(t) || t.length > 60) return null;
  if (!/^[A-Z0-9&]/.test(t) || /\d{3}/.test(t) || /@/.test(t)) return null;
  // Mostly capitalized words.
  const words = t.split(/\s+/);
  const caps = words.filter((w) => /^[A-Z0-9&]/.test(w)).length;
  return caps / words.length >= 0.6 ? t : null;
}

/** Pieces of a contact value: 'Luis Ortega, Front Range Logistics  719-555-0105'. */
function parts(value: string): string[] {
  return value
    .replace(PHONE, '|')
    .split(/\s*[|/,;\t]\s*|\s+-\s+|\s{2,}/)
    .map((p) => p.replace(/\b(?:ext\.?|x)\s*\d+\b/gi, '').trim())
    .filter(Boolean);
}

export function extractPeople(doc: Doc): Pick<CallDetails, 'brokerName' | 'brokerCompany'> {
  let name: string | null = null;
  let company: string | null = null;
  const take = (piece: string, minWords = 1) => {
    if (!company) company = companyName(piece);
    if (!name) name = personName(piece, minWords);
  };
  // Labelled cells first.
  for (const line of doc.lines) {
    for (const cell of line.cells) {
      if (cell.label === 'company') {
        for (const p of parts(cell.value))
          if (!company) company = companyName(p) ?? (p.length <= 60 ? p : null);
      } else if (cell.label === 'name') {
        for (const p of parts(cell.value)) if (!name) name = personName(p);
      } else if (cell.label === 'contact') {
        for (const p of parts(cell.value)) take(p);
      }
    }
  }
  // Phrases: 'Call Rita @ …', 'Contact Kevin at …', 'ask for Dana with Summit Logistics'.
  for (const line of doc.lines) {
    if (line.emailHeader) continue;
    const t = line.text;
    if (!name) {
      const m =
        /\b(?:[Cc]all|[Cc]ontact|[Aa]sk\s+for|[Tt]ext|[Tt]his\s+is|[Mm]y\s+name\s+is|[Ss]peak\s+(?:to|with))\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b(?=\s*(?:@|at\b|on\b|with\b|from\b|,|\.|$|\(|\+|\d))/.exec(
          t,
        );
      if (m) name = personName(m[1]!.replace(/\s+(?:At|On|With|From)$/, ''));
    }
    if (!name) {
      // 'Joe 251-555-0126 x9'
      const m =
        /^([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s*[-:,]?\s*(?=\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4})/.exec(
          t.trim(),
        );
      if (m) name = personName(m[1]!);
    }
    if (!company) {
      const m = /\b(?:with|from|at)\s+((?:[A-Z][\w&'.-]*\s+){0,3}[A-Z][\w&'.-]*)/g;
      for (const mm of t.matchAll(m)) {
        const c = companyName(mm[1]!.replace(/(?<!\b(?:Co|Inc|Corp|Ltd))\.\s.*$/, ''));
        if (c) {
          company = c;
          break;
        }
      }
    }
  }
  // A chat export: the sender who wrote the load is the broker, as displayed.
  if (!name && doc.sender) name = doc.sender;
  // Signature: the lines after a closing ('Thanks,'), or the last lines of the text.
  const lines = doc.lines.filter((l) => !l.emailHeader && l.text.trim());
  const sig = lines.findIndex((l) => CLOSING.test(l.text.trim()));
  const signature: string[] = [];
  let minWords = 1;
  if (sig >= 0) {
    const after = lines[sig]!.text.trim().replace(CLOSING, '');
    if (after) signature.push(after);
    for (const l of lines.slice(sig + 1, sig + 5)) signature.push(l.text.trim());
  } else if (lines.length >= 3) {
    // No closing: short lines at the end, and only full names ('Mike Alvarez | Inland Empire Freight').
    minWords = 2;
    for (const l of lines.slice(-3)) if (l.text.trim().length <= 80) signature.push(l.text.trim());
  }
  for (const l of signature) {
    if (/^[A-Za-z .'-]{1,30}:/.test(l) && !/^(?:thanks|regards)/i.test(l)) {
      // A labelled line ('Office: …') names neither.
      const label = l.split(':')[0]!;
      if (!/^(?:thanks|regards)/i.test(label)) continue;
    }
    for (const p of parts(l)) take(p, minWords);
  }
  return { brokerName: name, brokerCompany: company };
}
