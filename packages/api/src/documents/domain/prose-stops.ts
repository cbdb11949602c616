/**
 * A stop written as sentences, in a letter or an e-mail: "First, pick up at Acme Foods, 12 Main
 * St, Dallas, TX 75201 on Monday, March 2, 2026 between 0800 and 1200. The pickup number is
 * PU123; BOL at this stop: 456. Loading: Paper rolls (20 pallets). Note: call ahead." — or the
 * same as a bulleted list under "• Pick up at …" ("– Quote delivery number 778", "– Contact:
 * 555-0100", "– Frozen fish (18 pallets)", "– No overnight parking.").
 *
 * The paragraph is cut into clauses; each clause is read for what it says: the place after the
 * stop's verb, the stop's numbers after their words, a phone, a commodity before its pallet
 * count, a schedule, a note. Whatever clause is none of these and reads as a sentence is the
 * stop's instruction.
 */
import { CITY_RE, EMAIL_RE, PHONE_RE, readEmail, readPhone, scheduleTokens } from './values';

export interface ProseStop {
  place: string | null;
  confirmation: string | null;
  bol: string | null;
  reference: string | null;
  phone: string | null;
  email: string | null;
  commodity: string | null;
  schedule: string;
  instructions: string | null;
}

/** The stop's verb and the place after it ("pick up at", "deliver to", "unload at"). */
const INTRO =
  /\b(?:pick\s*-?\s*up|collect|load|deliver(?:y)?|drop(?:\s*-?\s*off)?|unload|receive)\s+(?:at|to|from|with)\s+/i;

/** Does the text open a stop with a sentence ("Stop 1. First, pick up at Acme, …")? */
export function isProseStopIntro(text: string): boolean {
  const m = INTRO.exec(text);
  if (!m) return false;
  const after = text.slice(m.index + m[0].length);
  return /^[A-Z0-9]/.test(after) && CITY_RE.test(after);
}

const ID = String.raw`([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)`;
const NUMBER_WORDS: Array<[keyof ProseStop, RegExp]> = [
  [
    'confirmation',
    new RegExp(
      String.raw`\b(?:pick\s*-?\s*up|pu|delivery|del|appointment|appt|confirmation|conf)\.?(?:\s+(?:number|no\.?|#))?(?:\s+(?:there|here|for it|at this stop|for this stop))?(?:\s+is)?(?:\s*[:#]\s*|\s+)${ID}`,
      'gi',
    ),
  ],
  [
    'bol',
    new RegExp(
      String.raw`\b(?:bol|b/l|bill of lading)\.?(?:\s+(?:number|no\.?|#))?(?:\s+(?:there|here|for it|at this stop|for this stop))?(?:\s+is)?(?:\s*[:#]\s*|\s+)${ID}`,
      'gi',
    ),
  ],
  [
    'reference',
    new RegExp(
      String.raw`\b(?:reference|ref|po|purchase order)\.?(?:\s+(?:number|no\.?|#))?(?:\s+(?:there|here|for it|at this stop|for this stop))?(?:\s+is)?(?:\s*[:#]\s*|\s+)${ID}`,
      'gi',
    ),
  ],
];

/** Abbreviations a sentence does not end at ("Tue.", "Nov.", "St.", "ref."). */
const ABBREVIATION =
  /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|st|ave|rd|dr|blvd|hwy|no|ref|approx|inc|co|ltd|ste|a\.m|p\.m|[ap]m)\.$/i;

/** Clauses: bullet lines apart, sentences apart (not at an abbreviation or "Stop 1."). */
export function clausesOf(lines: string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const raw of lines) {
    const bullet = /^\s*(?:[•·*▪◦–—-]|\d{1,2}[.)])\s+/.exec(raw);
    const text = raw.replace(/^\s*(?:[•·*▪◦–—-])\s+/, '').trim();
    if (bullet && current !== '') {
      out.push(current);
      current = '';
    }
    current = current === '' ? text : `${current} ${text}`;
  }
  if (current !== '') out.push(current);
  return out.flatMap((c) => {
    const parts: string[] = [];
    let start = 0;
    const re = /[.;!?]\s+(?=[A-Z])/g;
    for (let m = re.exec(c); m; m = re.exec(c)) {
      const head = c.slice(start, m.index + 1);
      if (ABBREVIATION.test(head) || /^\s*stop\s*\d{1,2}\.$/i.test(head)) continue;
      parts.push(head.trim());
      start = m.index + m[0].length;
    }
    parts.push(c.slice(start).trim());
    return parts.filter((p) => p !== '');
  });
}

const COMMODITY =
  /(?:^|[:.]\s+)([A-Za-z][A-Za-z ,&'/-]{1,40}?)\s*\(\s*(?:about\s+)?\d[\d,]*\s*(?:pallets?|plts?|pieces|pcs|cases|skids|cartons|boxes|units|totes|bins|drums|rolls|bundles)\b/i;
/** "Commodity: Frozen peas.", "Product: steel coils": the goods by their label. */
const LABELLED_COMMODITY =
  /^\s*(?:commodity|product|cargo|goods)\s*:\s*([A-Za-z][A-Za-z ,&'/-]{1,40}?)\s*\.?$/i;
const NOTE = /\b(?:note|notes|instructions|special instructions|remarks|comments)\s*:\s*(.+)$/i;

/** Reads a stop's paragraph (its lines in order). */
export function readProseStop(lines: string[]): ProseStop {
  const out: ProseStop = {
    place: null,
    confirmation: null,
    bol: null,
    reference: null,
    phone: null,
    email: null,
    commodity: null,
    schedule: '',
    instructions: null,
  };
  const clauses = clausesOf(lines);
  const notes: string[] = [];
  let inNote = false;
  for (const clause of clauses) {
    if (inNote) {
      notes.push(clause);
      continue;
    }
    let c = clause;
    let said = false;
    const note = NOTE.exec(c);
    if (note) {
      notes.push(note[1]!.trim());
      inNote = true;
      c = c.slice(0, note.index);
      said = true;
    }
    if (out.place === null) {
      const intro = INTRO.exec(c);
      const after = intro ? c.slice(intro.index + intro[0].length) : '';
      let city: RegExpExecArray | null = null;
      if (intro) {
        // "Lakeside Foods DC, 4410 Mill Rd, Ogden, UT 84401": a name that ends
        // like a state ("DC") before a house number reads as a place; a "zip" with a street's
        // words after it is a house number, so a later place wins.
        const all = new RegExp(CITY_RE.source, 'g');
        for (let x = all.exec(after); x; x = all.exec(after)) {
          city = x;
          const tail = after.slice(x.index + x[0].length);
          if (!/^\s+[A-Za-z]/.test(tail) || !CITY_RE.test(tail)) break;
        }
      }
      if (intro && city) {
        out.place = after.slice(0, city.index + city[0].length).trim();
        const rest = after.slice(city.index + city[0].length);
        if (scheduleTokens(rest).length > 0) out.schedule += ` ${rest}`;
        continue;
      }
    }
    for (const [field, re] of NUMBER_WORDS) {
      re.lastIndex = 0;
      for (let m = re.exec(c); m; m = re.exec(c)) {
        if (m[1]!.replace(/\D/g, '').length < 3) continue;
        // A phone is no reference.
        if (PHONE_RE.test(c.slice(m.index + m[0].length - m[1]!.length))) {
          const phone = PHONE_RE.exec(c.slice(m.index + m[0].length - m[1]!.length));
          if (phone && phone.index === 0) continue;
        }
        if (out[field] === null) (out as unknown as Record<string, string>)[field] = m[1]!;
        said = true;
      }
    }
    const phone = PHONE_RE.exec(c);
    if (phone) {
      out.phone ??= readPhone(phone[0]);
      said = true;
    }
    if (EMAIL_RE.test(c)) {
      out.email ??= readEmail(c);
      said = true;
    }
    const commodity = COMMODITY.exec(c) ?? LABELLED_COMMODITY.exec(c);
    if (commodity) {
      out.commodity ??= commodity[1]!
        .replace(/^(?:loading|unloading|commodity|product)\s*:\s*/i, '')
        .trim();
      said = true;
    }
    // A remark with hours in it ("Receiver closed for lunch 12:00-13:00") once the stop's
    // schedule (with its date) is known: a note, not the schedule.
    const tokens = scheduleTokens(c);
    const remark =
      tokens.length > 0 &&
      tokens.every((t) => t.kind === 'time') &&
      scheduleTokens(out.schedule).some((t) => t.kind === 'date') &&
      c.split(/\s+/).length >= 4;
    if (remark) {
      if (!said) notes.push(c.trim());
      continue;
    }
    if (tokens.length > 0 || /\b(first come|fcfs)\b/i.test(c)) {
      out.schedule += ` ${c}`;
      said = true;
    }
    if (!said && c.split(/\s+/).length >= 4 && /[a-z]{3}/.test(c)) notes.push(c.trim());
  }
  if (notes.length > 0) out.instructions = notes.join(' ').trim();
  return out;
}
