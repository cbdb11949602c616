/**
 * A stop's details written apart from its place, one line per stop that names the stop by its
 * number and lists labelled values ("Stop 2 — Tel (918) 555-0100; Delivery # 4680; Ref SO-99;
 * Commodity: Fresh berries"), as sheets print them under a table of legs or a route: each value
 * is that stop's. The lines are taken out of the document so the load does not read them as its
 * own (a stop's reference is no load reference).
 */
import type { Line } from './layout';
import { isProseStopIntro } from './prose-stops';
import { matchLabel } from './ratecon-labels';
import type { Confidence, RateconStop } from './ratecon-types';
import { cleanCommodity } from './ratecon-words';
import { fillEmptyStopFields } from './stop-fields';
import { roleTitle } from './stop-roles';
import { CITY_RE, readEmail, readPhone } from './values';

const DETAIL_LINE = /^stop\s*#?\s*(\d{1,2})\s*(?:[—–:]|\s-)\s*(\S.*)$/i;
/** Nothing to say about the stop ("no details", "none", "—"). */
const NOTHING = /^(?:no\s+(?:details|notes|remarks)|none|n\/a|[—–-])\.?$/i;

const FIELD: Partial<Record<string, keyof RateconStop>> = {
  phone: 'phone',
  email: 'email',
  confirmation: 'confirmation_number',
  bol: 'bol_number',
  ref: 'reference_number',
  commodity: 'commodities',
  instructions: 'stop_instructions',
};

/** A count of handling units after the goods: "Plastic resin pellets, 17 pallets". */
const GOODS_COUNT =
  /^([A-Za-z][A-Za-z ,&/'-]{2,60}?)\s*(?:,|—|–|-)?\s*\(?\s*\d{1,4}\s*(?:pallets?|plts?|skids?|cases|cs|pieces|pcs|cartons|ctns?|totes|drums|bags|bundles|rolls|units|crates|bins)\b\s*\)?\.?$/i;

/**
 * A stop's note written without labels ("Stop 1: Plastic resin pellets, 17 pallets. Hard hat
 * required on the dock."): the goods with their count first, else sentences, the stop's
 * instructions. Not a stop said in prose ("Stop 1: Pick up at Acme, Dallas, TX 75201"): no
 * place in it.
 */
function unlabelledNote(text: string): Partial<Record<keyof RateconStop, string>> | null {
  const t = text.trim();
  // (A role word first, alone or with a dash or number after it, "Stop 2: Delivery", "Stop 1 —
  // PICKUP — Saturday", titles a stop; "Deliver to dock doors 10-18 only." is a remark.)
  const role = roleTitle(t);
  if (
    isProseStopIntro(t) ||
    CITY_RE.test(t) ||
    matchLabel(t) ||
    (role && (role.rest === '' || /^[—–:\-·|(#\d]/.test(role.rest)))
  )
    return null;
  const sentences = t.split(/(?<=\.)\s+(?=[A-Z])/);
  const goods = GOODS_COUNT.exec(sentences[0]!.trim());
  const out: Partial<Record<keyof RateconStop, string>> = {};
  if (goods) out.commodities = cleanCommodity(goods[1]!.trim());
  const rest = (goods ? sentences.slice(1) : sentences).join(' ').trim();
  if (rest !== '') {
    // (A remark is a sentence: several words, not a bare reference.)
    // ("PICKUP — Saturday, 12/05/2026" is a title with its day, no remark.)
    if ((rest.match(/(?:^|\s)[a-z]{2,}/g) ?? []).length < 3) return null;
    out.stop_instructions = rest;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The labelled values of one detail line's text, or null when it is not made of them only. */
function detailValues(text: string): Partial<Record<keyof RateconStop, string>> | null {
  return labelledValues(text) ?? unlabelledNote(text);
}

function labelledValues(text: string): Partial<Record<keyof RateconStop, string>> | null {
  const out: Partial<Record<keyof RateconStop, string>> = {};
  const clauses = text
    .split(/\s*;\s*/)
    .map((c) => c.trim().replace(/\.$/, ''))
    .filter(Boolean);
  if (clauses.length === 0) return null;
  let last: keyof RateconStop | undefined;
  for (const c of clauses) {
    if (NOTHING.test(c)) continue;
    const m = matchLabel(c);
    const key = m && m.value !== '' ? FIELD[m.field] : undefined;
    // (Instructions with a ';' of their own: "Do not break seal; receiver will.")
    if (!key && last === 'stop_instructions' && out.stop_instructions !== undefined) {
      out.stop_instructions = `${out.stop_instructions}; ${c}`;
      continue;
    }
    if (!key) return null;
    // Sentences after a value ("Commodity: Bottled water. Ref PO-1. Call ahead.") are a note,
    // read as one elsewhere.
    if (key !== 'stop_instructions' && /\.\s+\S/.test(m!.value)) return null;
    last = key;
    const v =
      key === 'phone'
        ? readPhone(m!.value)
        : key === 'email'
          ? readEmail(m!.value)
          : key === 'commodities'
            ? cleanCommodity(m!.value)
            : m!.value.trim();
    if (v && out[key] === undefined) out[key] = v;
  }
  return out;
}

export function stopDetailLines(lines: Line[]): {
  lines: Line[];
  details: Map<number, Partial<Record<keyof RateconStop, string>>>;
} {
  const details = new Map<number, Partial<Record<keyof RateconStop, string>>>();
  const taken = new Set<Line>();
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.cells.length !== 1) continue;
    const m = DETAIL_LINE.exec(l.cells[0]!.text.trim());
    if (!m) continue;
    let text = m[2]!;
    const mine = [l];
    // A long line wrapped onto the next, under its text.
    for (let k = i + 1; k < lines.length; k++) {
      const n = lines[k]!;
      const prev = mine.at(-1)!;
      if (
        n.page !== l.page ||
        n.cells.length !== 1 ||
        n.y - prev.y > n.cells[0]!.height * 1.8 ||
        DETAIL_LINE.test(n.cells[0]!.text.trim()) ||
        n.cells[0]!.x0 < l.cells[0]!.x0 - 2 ||
        prev.cells[0]!.text.length < 60
      )
        break;
      text += ` ${n.cells[0]!.text.trim()}`;
      mine.push(n);
    }
    const values = detailValues(text);
    const n = Number(m[1]);
    if (!values || details.has(n)) continue;
    details.set(n, values);
    for (const x of mine) taken.add(x);
    i += mine.length - 1;
  }
  // One line alone is no list of the stops' details.
  if (details.size < 2) return { lines, details: new Map() };
  return { lines: lines.filter((l) => !taken.has(l)), details };
}

/** Fills each numbered stop's empty fields from its detail line. */
export function applyStopDetails(
  stops: RateconStop[],
  details: Map<number, Partial<Record<keyof RateconStop, string>>>,
  conf: Confidence,
): void {
  for (const [n, values] of details) {
    if (stops[n - 1]?.stop_number !== n) continue;
    fillEmptyStopFields(stops, n - 1, values, conf, 0.75);
  }
}
