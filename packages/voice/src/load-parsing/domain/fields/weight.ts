import type { Doc } from '../document';
import { LB_PER_KG, labelledCells, NUM, toNumber, units } from './text-units';

/** Weight in pounds: '42,000 lbs', '42k', '42000#', '21 tons', 'Weight: 38000'. */

const WITH_UNIT = new RegExp(
  `(?<![\\d.$,])(${NUM})\\s*(k\\b|thousand\\b)?\\s*(lbs?\\b\\.?|pounds?\\b|#(?!\\s*\\d)|tons?\\b|kgs?\\b|kilos?\\b)`,
  'gi',
);
const K_ONLY = /(?<![\d.$,])(\d{1,2}(?:\.\d)?)\s?k\b(?!\s*(?:mi\b|miles|usd|\$|dollars))/gi;
/** Money just before a number ('$ 2k', 'paying 3k'); not after an amount already written ('$650 — 38k'). */
const MONEY_CONTEXT =
  /(?:\$\s*|(?:\busd\b|\brate\b|\bpay(?:s|ing)?\b|\boffer(?:ing)?\b|\bdo\b|\bbudget\b|\ball[\s-]in\b)[^,.;$\d—|·•]{0,12})$/i;

function pounds(value: number, unit: string | undefined): number {
  const u = (unit ?? '').toLowerCase();
  if (u.startsWith('ton')) return Math.round(value * 2000);
  if (u.startsWith('kg') || u.startsWith('kilo')) return Math.round(value * LB_PER_KG);
  return value;
}

function plausible(lbs: number): boolean {
  return lbs >= 50 && lbs <= 120_000;
}

const EACH_TOTAL =
  /\b(?:lbs?|pounds|#)\s+(?:each|apiece|per\s+(?:unit|piece|pc))\s*[,;]?\s*(\d{1,3}(?:,\d{3})+|\d{4,6})\s*(?:lbs?|pounds)?\s+(?:total|combined)\b/i;

/** A package named right after a weight: the weight is each package's. */
const PACKAGE_AFTER =
  /^\s*(?:bags?|sacks?|bales?|boxes|cases|totes?|drums?|pails?|buckets?|bundles?|super\s*sacks?|each)\b/i;

export function extractWeight(doc: Doc): number | null {
  for (const { cell } of labelledCells(doc, 'weight')) {
    const m = new RegExp(
      `^(${NUM})\\s*(k\\b|thousand\\b)?\\s*(lbs?|pounds?|#|tons?|kgs?|kilos?)?`,
      'i',
    ).exec(cell.value);
    if (!m) continue;
    let v = pounds(toNumber(m[1]!, m[2]), m[3]);
    // Load boards show weight in thousands ('Weight: 42').
    if (!m[2] && !m[3] && v > 0 && v <= 80) v *= 1000;
    if (plausible(v)) return v;
  }
  const searchable = units(doc, [
    'rate',
    'rpm',
    'market',
    'distance',
    'deadhead',
    'phone',
    'fax',
    'reference',
  ]);
  // Several weights (per piece, per pallet, per order): the one written as the total ('Total: 24
  // pallets, 24,600 lbs', '8,000 lbs total'), else the first.
  let first: number | null = null;
  // '12,000 lbs each, 24,000 total': the total of a weight given per piece.
  for (const u of searchable) {
    const m = EACH_TOTAL.exec(u.text);
    const v = m ? toNumber(m[1]!) : 0;
    if (plausible(v)) return v;
  }
  for (const u of searchable) {
    for (const m of u.text.matchAll(WITH_UNIT)) {
      const v = pounds(toNumber(m[1]!, m[2]), m[3]);
      if (!plausible(v)) continue;
      // '(50 lb bags)', '2,000 lb totes': a package's weight, not the load's.
      if (PACKAGE_AFTER.test(u.text.slice(m.index + m[0].length))) continue;
      const before = u.text.slice(Math.max(0, m.index - 32), m.index);
      const after = u.text.slice(m.index + m[0].length, m.index + m[0].length + 8);
      if (
        /\b(?:total|gross|combined)\b[^$\d]*(?:\d[\d,]*\s+[a-z]+[\s,]*)?$/i.test(before) ||
        /^\s*(?:total|combined)\b/i.test(after)
      )
        return v;
      first ??= v;
    }
  }
  if (first !== null) return first;
  // 'Shipment: 18 crates aircraft components, 22,002 lbs': goods written under a shipment label.
  for (const { cell } of labelledCells(doc, 'reference')) {
    for (const m of cell.value.matchAll(WITH_UNIT)) {
      const v = pounds(toNumber(m[1]!, m[2]), m[3]);
      if (plausible(v)) return v;
    }
  }
  for (const u of searchable) {
    for (const m of u.text.matchAll(K_ONLY)) {
      if (MONEY_CONTEXT.test(u.text.slice(0, m.index))) continue;
      if (/^\s*(?:firm|flat|all[\s-]in|obo)\b/i.test(u.text.slice(m.index + m[0].length))) continue;
      // '2.4k' is money; weights in thousands are whole ('42k').
      if (m[1]!.includes('.')) continue;
      const v = toNumber(m[1]!, 'k');
      if (v >= 1000 && v <= 80_000) return v;
    }
  }
  for (const u of searchable) {
    for (const m of u.text.matchAll(BARE_THOUSANDS)) {
      const before = u.text.slice(0, m.index);
      const after = u.text.slice(m.index + m[0].length);
      if (/[$#]\s*$|\b(?:ref|load|po|order|pro|id)\W*$/i.test(before) || MONEY_CONTEXT.test(before))
        continue;
      if (/^\s*(?:mi\b|miles|usd|\$|dollars|cad|\/|%|ft|x\b|-\d)/i.test(after)) continue;
      const v = toNumber(m[1]!);
      if (v >= 5000 && v <= 80_000) return v;
    }
  }
  return null;
}

/**
 * A number written with a thousands comma and no unit ('36,200.', '| 24,000 |', 'frozen peas
 * 40,000'), not money, miles or an id: in a load posting, the weight in pounds.
 */
const BARE_THOUSANDS = /(?<![\d.,$])(\d{1,2},\d{3})(?![\d,]|\.\d)/g;
