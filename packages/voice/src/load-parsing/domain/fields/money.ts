import type { Doc } from '../document';
import { labelledCells, NUM, toNumber, units } from './text-units';

/**
 * Money: the broker's offered rate (a total in dollars), a stated rate per mile and the market
 * range. Market ranges written per mile ('$2.10-$2.40/mi') are kept per mile here; the caller
 * turns them into totals with the trip distance.
 */

export interface MoneyFields {
  rate: number | null;
  ratePerMile: number | null;
  market: { min: number; max: number; perMile: boolean } | null;
}

/** Per mile, a livestock or bulk hauler's 'per loaded mile' too. */
const PER_MILE = String.raw`\s*(?:\/\s*mi(?:le)?\b|per\s+(?:loaded\s+)?mile\b|a\s+(?:loaded\s+)?mile\b|rpm\b|cpm\b)`;
const AMOUNT = String.raw`\$?\s?(${NUM})\s*(k\b|thousand\b)?`;
const RANGE = new RegExp(
  `\\$?\\s?(${NUM})\\s*(k\\b)?\\s*(?:-|to|and)\\s*\\$?\\s?(${NUM})\\s*(k\\b)?(${PER_MILE})?`,
  'i',
);
const RPM = new RegExp(
  `(?<![\\d.,])\\$?\\s?(\\d{1,3}(?:\\.\\d{1,2})?)(?![\\d.,]*\\d)${PER_MILE}`,
  'gi',
);
const CUE_BEFORE = new RegExp(
  `\\b(?:rate\\s*(?:is|of|:|=)?|paying|pays|pay\\s+is|pay\\s*:|pay|offering|offer(?:ed)?|we\\s+can\\s+do|can\\s+do|i\\s+can\\s+do|budget(?:\\s+is)?|all[\\s-]in(?:\\s+(?:is|of|at))?|linehaul(?:\\s+(?:is|of))?|total\\s+(?:pay|rate)(?:\\s+(?:is|of))?)(?:\\s+now)?\\s*(?:about|around|roughly|approximately|approx\\.?|only|at|of|is)?\\s*(\\$)?\\s?(${NUM})\\s*(k\\b|thousand\\b)?(?!${PER_MILE}|\\s*(?:mi\\b|miles|lbs|pounds|#|degrees|°|stops?|pallets))`,
  'gi',
);
/** '12,000 lbs each, 24,000 total': what follows a weight per piece is the total weight. */
const EACH_BEFORE = /\b(?:lbs?|pounds|#)\s+(?:each|apiece)\s*[,;]?\s*$/i;
const CUE_AFTER = new RegExp(
  `(\\$)?\\s?(${NUM})\\s*(k\\b)?\\s*(?:usd\\s*)?(?:all[\\s-]in|flat|firm|total|obo|linehaul|dollars)\\b(?!\\s+(?:mi\\b|miles?|mileage|lbs|pounds|weight))`,
  'gi',
);
const DOLLARS = new RegExp(
  `\\$\\s?(${NUM})\\s*(k\\b|thousand\\b)?|(${NUM})\\s*(k\\b)?\\s*(?:usd|dollars)\\b|(?<![\\d.,$])(\\d{1,2}\\.\\d)\\s?(k)\\b(?!\\s*(?:lbs?|pounds|#))`,
  'gi',
);
/** Amounts of something else than the haul ('$250K cargo' insurance, not a 'cargo van'). */
const NOT_RATE =
  /\b(?:lumpers?|detention|tonu|layover|fees?|reimburs\w*|per\s+hour|\/\s*hr|hrs?|hour|tarp\s+pay|advance|fuel|insurance|cargo(?!\s+(?:vans?|trucks?|trailers?))|claims?|fines?|penalty|per\s+stop|stop\s+off|extra\s+stop|bonus|deposit|driver\s+assist|unloading)\b/i;

function plausibleRate(n: number): boolean {
  return n >= 100 && n <= 100_000;
}

/** 'market' of a lane's pay, not of livestock sold at market weight ('market hogs'). */
const MARKET = String.raw`market(?!\s+(?:hogs?|pigs?|cattle|steers?|heifers?|lambs?|animals?)\b)`;
/** What the lane pays elsewhere: 'market', 'the lane is running', 'rates have been running'
 * ('running at minus 10' is a reefer's). */
const MARKET_CUE = new RegExp(
  String.raw`\b(?:${MARKET}|mkt|(?:lanes?|rates?|spot)\s+(?:is|are|has\s+been|have\s+been)\s+running)\b[^$\d\n]{0,40}`,
  'gi',
);

const MARKET_WORD = new RegExp(String.raw`\b(?:${MARKET}|mkt|avg|average)\b[^$\d\n]{0,40}`, 'gi');

/** Spans of market-rate text, so their amounts are not taken for the offer. */
function marketSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of [...text.matchAll(MARKET_WORD), ...text.matchAll(MARKET_CUE)]) {
    const rest = text.slice(m.index + m[0].length);
    const r = RANGE.exec(rest) ?? new RegExp(`^${AMOUNT}(${PER_MILE})?`, 'i').exec(rest);
    const end = m.index + m[0].length + (r ? r.index + r[0].length : 0);
    spans.push([m.index, end]);
  }
  return spans;
}

function inSpans(spans: Array<[number, number]>, i: number): boolean {
  return spans.some(([s, e]) => i >= s && i < e);
}

function parseRange(text: string): MoneyFields['market'] {
  const r = RANGE.exec(text);
  if (r) {
    const min = toNumber(r[1]!, r[2]);
    const max = toNumber(r[3]!, r[4]);
    const perMile = Boolean(r[5]) || (min < 20 && max < 20);
    // A range whose ends are far apart is a misread, not a market.
    if (min > 0 && max >= min && max <= min * 3) return { min, max, perMile };
  }
  const single = new RegExp(`${AMOUNT}(${PER_MILE})?`, 'i').exec(text);
  if (single) {
    const v = toNumber(single[1]!, single[2]);
    if (v > 0) return { min: v, max: v, perMile: Boolean(single[3]) || v < 20 };
  }
  return null;
}

const NOT_MONEY_AFTER = String.raw`(?!${PER_MILE}|\s*(?:mi\b|miles|mls|lbs|pounds|#|degrees|°|stops?|pallets|ft\b|%))`;
const TOTAL_BEFORE = new RegExp(
  String.raw`\b(?:grand\s+total|total(?:\s+(?:pay|rate|payout|price|amount|cost|charges?|carrier\s+pay|due(?:\s+carrier)?))?|all[\s-]?in(?:\s+(?:rate|pay|total|price))?)\s*(?:is|of|at|:|=|\.{2,}\s*:?)?\s*(\$)?\s?(${NUM})\s*(k\b)?${NOT_MONEY_AFTER}`,
  'gi',
);
// ('… so 1200 total 432 miles': the trip's miles may follow.)
const TOTAL_AFTER = new RegExp(
  String.raw`(\$)?\s?(${NUM})(?:[ ]?(k\b))?[ ]?(?:usd[ ]?|cad[ ]?)?(?:all[\s-]?in|total)\b(?!\s*[:$]|\s*\d(?![\d,]*\s*(?:mi\b|miles))|\s+(?:mi\b|miles?|mileage|lbs|pounds|weight))`,
  'gi',
);
const EQUALS_TOTAL = new RegExp(String.raw`\+[^=\n]{1,40}=\s*(\$)\s?(${NUM})`, 'g');
/** 'Base $1,100 + Fuel $150', 'Base rate $2,010 · Tarp $200': a payout in parts. */
const BASE = new RegExp(String.raw`\bbase(?:\s+(?:rate|pay))?\s*:?\s*\$\s?(${NUM})`, 'i');
const PART = new RegExp(
  String.raw`^\s*(?:\+|\||,|and)?\s*(?:fuel|fsc|fuel\s+surcharge|tarp|tarps|accessorials?|stop\s+pay|extra\s+stop|bonus|detention|lumper)\s*(?:pay)?\s*:?\s*\$\s?(${NUM})`,
  'i',
);

/**
 * A rate restated as a change ('rate is now $1,000', 'rate bumped to $1,325', 'rate now 1400 per
 * Dave'): the newest value, which replaces the one the posting first gave, a total included.
 */
const CHANGED_RATE = new RegExp(
  String.raw`\b(?:rate|pay|price|offer|all[\s-]?in)\b[^.\n$\d]{0,20}?\b(?:(?:is\s+)?now|bumped(?:\s+up)?\s+to|raised\s+to|increased\s+to|updated\s+to|changed\s+to)\s*(?:is\s+|at\s+)?(\$)?\s?(${NUM})\s*(k\b)?${NOT_MONEY_AFTER}`,
  'i',
);
/** 'Rate: $1,400 → $1,550', 'was $1,400 now $1,550': the old amount, an arrow, the new one. */
const RATE_ARROW = new RegExp(
  String.raw`\$\s?${NUM}\s*(?:->|=>|>>)\s*(\$)\s?(${NUM})\s*(k\b)?${NOT_MONEY_AFTER}`,
  'i',
);

/**
 * A negotiation's offers ('900 is the best I have', 'best I can do is 2.75', 'she came back
 * 1,100', 'final offer $1,250'): the broker's last one is the rate, in the order the messages were
 * written. A dispatcher's asks ('can you do 950?', 'I asked 1,150') are not offers.
 */
const OFFER_AFTER =
  /\b(?:best\s+(?:i|we)\s+(?:can\s+do|have|got)(?:\s+is)?|countered(?:\s+(?:at|with))?[\s.:]*|(?:came|comes|coming)\s+back(?:\s+(?:at|with|to))?|final\s+offer(?:\s+is)?\s*:?)\s*(\$)?\s?(\d[\d,]*(?:\.\d{1,2})?)\s*(k\b)?(?!\s*(?:mi\b|miles|lbs))/gi;
const OFFER_BEFORE =
  /(\$)?\s?(\d[\d,]*(?:\.\d{1,2})?)\s*(k\b)?\s+is\s+(?:the|my|our)\s+(?:best|final)\b/gi;

function lastOffer(searchable: ReturnType<typeof units>): number | null {
  let last: number | null = null;
  for (const u of searchable) {
    if (u.cell.label === 'market') continue;
    const found: Array<{ at: number; value: number }> = [];
    for (const re of [OFFER_AFTER, OFFER_BEFORE])
      for (const m of u.text.matchAll(re)) {
        const v = toNumber(m[2]!, m[3]);
        if (plausibleRate(v) || (v >= 0.5 && v <= 20 && m[2]!.includes('.')))
          found.push({ at: m.index, value: v });
      }
    if (found.length > 0) last = found.sort((a, b) => a.at - b.at).at(-1)!.value;
  }
  return last;
}

function changedRate(searchable: ReturnType<typeof units>): number | null {
  for (const u of searchable) {
    if (u.cell.label === 'market' || u.cell.label === 'rpm') continue;
    const m =
      CHANGED_RATE.exec(u.text) ??
      (u.cell.label === 'rate' || /\b(?:rate|pay|offer|price)\b/i.test(u.text)
        ? RATE_ARROW.exec(u.text)
        : null);
    if (!m) continue;
    const v = toNumber(m[2]!, m[3]);
    if (plausibleRate(v)) return v;
  }
  return null;
}

function totalRate(searchable: ReturnType<typeof units>): number | null {
  // Read by line: a total's name and its amount are often separate cells ('TOTAL  $1,425.00').
  const lines = [...new Set(searchable.map((u) => u.line))];
  for (const line of lines) {
    const text = line.cells
      .filter(
        (c) =>
          c.label !== 'market' &&
          c.label !== 'rpm' &&
          c.label !== 'header' &&
          c.label !== 'carrier',
      )
      .map((c) => c.text)
      .join('  ');
    const u = { text };
    const spans = marketSpans(u.text);
    const found: Array<{ at: number; value: number }> = [];
    for (const re of [TOTAL_BEFORE, TOTAL_AFTER, EQUALS_TOTAL]) {
      for (const m of u.text.matchAll(re)) {
        const numIndex = m.index + m[0].lastIndexOf(m[2]!);
        if (inSpans(spans, numIndex)) continue;
        // '12,000 lbs each, 24,000 total': a total weight.
        if (EACH_BEFORE.test(u.text.slice(0, numIndex))) continue;
        const v = toNumber(m[2]!, m[3]);
        if (plausibleRate(v)) found.push({ at: numIndex, value: v });
      }
    }
    if (found.length > 0) return found.sort((a, b) => a.at - b.at)[0]!.value;
  }
  // A payout in parts, summed; the parts follow the base in its line.
  for (const line of new Set(searchable.map((u) => u.line))) {
    const base = BASE.exec(line.text);
    if (!base) continue;
    let sum = toNumber(base[1]!);
    let rest = line.text.slice(base.index + base[0].length);
    let parts = 0;
    for (let m = PART.exec(rest); m; m = PART.exec(rest)) {
      sum += toNumber(m[1]!);
      parts++;
      rest = rest.slice(m[0].length);
    }
    if (parts > 0 && plausibleRate(sum)) return sum;
  }
  return null;
}

export function extractMoney(doc: Doc): MoneyFields {
  const result: MoneyFields = { rate: null, ratePerMile: null, market: null };
  const searchable = units(doc, ['company', 'contact', 'name', 'phone', 'fax', 'reference']);

  // Market range: a labelled cell, else 'market … $2,400-$2,700'.
  for (const { cell } of labelledCells(doc, 'market')) {
    result.market = parseRange(cell.value);
    if (result.market) break;
  }
  if (!result.market) {
    for (const u of searchable) {
      const m = new RegExp(MARKET_CUE.source, 'i').exec(u.text);
      if (!m) continue;
      const range = parseRange(u.text.slice(m.index + m[0].length, m.index + m[0].length + 40));
      if (range) {
        result.market = range;
        break;
      }
    }
  }

  // Rate per mile.
  for (const { cell } of labelledCells(doc, 'rpm')) {
    const m = /^\$?\s?(\d+(?:\.\d{1,2})?)(?![\d.,])/.exec(cell.value);
    if (!m) continue;
    let v = Number(m[1]);
    // '$340' under '$/mi' is $3.40 with its decimal point lost (OCR).
    if (!m[1]!.includes('.') && v >= 100 && v < 2000) v /= 100;
    if (v >= 0.5 && v <= 20) {
      result.ratePerMile = v;
      break;
    }
  }
  if (result.ratePerMile === null) {
    outer: for (const u of searchable) {
      if (u.cell.label === 'market') continue;
      const spans = marketSpans(u.text);
      for (const m of u.text.matchAll(RPM)) {
        if (inSpans(spans, m.index)) continue;
        let v = Number(m[1]);
        // 'two fifty a mile' → 250 a mile.
        if (v >= 100 && v < 1000 && !m[0].includes('$')) v /= 100;
        if (v >= 0.5 && v <= 20) {
          result.ratePerMile = v;
          break outer;
        }
      }
    }
  }

  // The total the broker pays, when written beside a linehaul or its parts ('$1,200 all-in /
  // $1,050 linehaul', 'Linehaul $1,250 + FSC $175, TOTAL $1,425', '… = $1,450 total', 'Base $1,100
  // + Fuel $150'): it wins over the labelled linehaul.
  // A negotiation's last offer: a total, or a rate per mile the total is worked from.
  // (An e-mail thread is written newest first: its first cue is already the newest offer.)
  const offer = doc.lines.some((l) => l.emailHeader) ? null : lastOffer(searchable);
  if (offer !== null) {
    if (offer < 20) return { ...result, ratePerMile: offer };
    return { ...result, rate: offer, ratePerMile: null };
  }
  const total = changedRate(searchable) ?? totalRate(searchable);
  if (total !== null) {
    result.rate = total;
    return result;
  }
  // Offered rate: a labelled cell, then a phrase ('rate is', 'paying', '… all in', '… firm'),
  // then the largest dollar amount that is not a fee.
  let explicitNone = false;
  for (const { cell, line } of labelledCells(doc, 'rate')) {
    // 'Rate: FLAT  1,150.00': the kind of rate, its amount in the next cell.
    const next = line.cells[line.cells.indexOf(cell) + 1];
    const value =
      /^(?:flat|all[\s-]?in|usd|cad)$/i.test(cell.value.trim()) && next && !next.label
        ? next.value
        : cell.value;
    if (new RegExp(`^\\$?\\s?\\d{1,2}(?:\\.\\d{1,2})?${PER_MILE}`, 'i').test(value)) {
      const v = Number(/\d+(?:\.\d+)?/.exec(value)![0]);
      if (result.ratePerMile === null && v >= 0.5 && v <= 20) result.ratePerMile = v;
      continue;
    }
    const m = new RegExp(`^(?:usd\\s*)?${AMOUNT}`, 'i').exec(value);
    if (m) {
      const v = toNumber(m[1]!, m[2]);
      if (plausibleRate(v)) {
        result.rate = v;
        return result;
      }
    } else if (!/\d/.test(value) && !/\b(?:book|buy|target)\b/i.test(cell.labelText ?? ''))
      // ('Book It Now ⚡ Instant booking' is a button's words, no rate withheld.)
      explicitNone = true;
  }
  const cues: Array<{ pos: number; value: number }> = [];
  for (const [order, u] of searchable.entries()) {
    if (u.cell.label === 'market') continue;
    const spans = marketSpans(u.text);
    for (const re of [CUE_BEFORE, CUE_AFTER]) {
      for (const m of u.text.matchAll(re)) {
        const numIndex = m.index + m[0].indexOf(m[2]!);
        if (inSpans(spans, numIndex)) continue;
        if (EACH_BEFORE.test(u.text.slice(0, numIndex))) continue;
        const v = toNumber(m[2]!, m[3]);
        if (plausibleRate(v)) cues.push({ pos: order * 100_000 + m.index, value: v });
      }
    }
  }
  if (cues.length > 0) {
    cues.sort((a, b) => a.pos - b.pos);
    result.rate = cues[0]!.value;
    return result;
  }
  if (explicitNone) return result;
  let best: number | null = null;
  for (const u of searchable) {
    if (u.cell.label === 'market' || u.cell.label === 'rpm') continue;
    const spans = marketSpans(u.text);
    for (const m of u.text.matchAll(DOLLARS)) {
      if (inSpans(spans, m.index)) continue;
      const after = u.text.slice(m.index + m[0].length);
      if (new RegExp(`^${PER_MILE}`, 'i').test(after)) continue;
      const around = u.text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 20);
      if (NOT_RATE.test(around)) continue;
      // '$2,450', '2450 USD', '2.4k'
      const v = m[1] ? toNumber(m[1], m[2]) : m[3] ? toNumber(m[3], m[4]) : toNumber(m[5]!, m[6]);
      if (plausibleRate(v) && (best === null || v > best)) best = v;
    }
  }
  result.rate = best;
  return result;
}
