import type { Doc } from '../document';
import { labelledCells, NUM, toNumber, units } from './text-units';

/** Trip miles and the empty miles to the first pickup (origin deadhead). */

export interface DistanceFields {
  totalDistance: number | null;
  originDeadhead: number | null;
}

const DEADHEAD_BEFORE = new RegExp(
  `\\b(?:dh\\s*-?\\s*[o0]|dh[o0]|origin\\s+dh|deadhead(?:ing)?|dead\\s+head|dh)\\b(?!\\s*-\\s*d)(?:\\s+from\\s+(?:your|the)\\s+[^:\\n]{1,50}?(?=:))?\\s*(?:miles?\\s*)?[:=(]?\\s*(?:of|is|would\\s+be|will\\s+be|about|around|approx\\.?|~)?\\s*(${NUM})(?:\\s*(?:mi|miles?)\\b)?`,
  'gi',
);
const DEADHEAD_AFTER = new RegExp(
  `(${NUM})\\s*(?:mi|miles?)\\s*(?:of\\s+)?(?:deadhead|dh|empty)\\b`,
  'gi',
);
/**
 * '12 mi away' on an app card, '18 mi from you', '(about 165 mi from your truck)': how far the
 * truck is from the pickup.
 */
const AWAY = new RegExp(
  `(${NUM})\\s*(?:mi|miles)\\s+(?:away\\b|from\\s+(?:you\\b|your\\s+(?:truck|location|empty|posted\\s+truck|current\\s+location)\\b|the\\s+truck\\b))`,
  'gi',
);
/** '(12 DH)', '12 dh', '(8 mi DH-O)'. */
const DEADHEAD_UNIT_AFTER = new RegExp(
  `(${NUM})\\s*(?:mi|miles?)?\\s*(?:dh|deadhead)(?:\\s*-?\\s*o)?\\b(?!\\s*-\\s*d)`,
  'gi',
);
/**
 * A bare number in parentheses right after a place's state ('Garden City, KS (27)', a board row's
 * 'Detroit, MI  (24)') or after the trip miles ('285 mi (8)'): the empty miles to the first pickup
 * (the first such is the origin's).
 */
const PLACE_PAREN =
  /(?:\b(?:[A-Z]{2}|[A-Za-z]+,\s*[a-z]{2})|\d\s*(?:mi|miles)\b)\s*[|\t]?\s*\((\d{1,3})\)/g;
// '412 total miles', '380 loaded mi': a word of the trip between the number and its unit.
const MILES = new RegExp(
  `(?<![\\d.$,])(${NUM})\\s*(?:(?:total|loaded|trip|route)\\s+)?(?:mi|miles?|mls)\\b`,
  'gi',
);
const NOT_TRIP_BEFORE =
  /(?:\b(?:dh|deadhead|dh-?[od]|empty|within|radius|away|out|truck\s+is|from\s+the\s+truck)\W*|\bdeadhead\s+(?:of\s+)?)$/i;
const NOT_TRIP_AFTER =
  /^\s*(?:away|radius|out\b|deadhead|dh\b|empty|from\s+(?:the\s+)?(?:pickup|shipper|truck)|from\s+(?:you\b|your\s)|to\s+the\s+shipper|of\s+deadhead)/i;

function firstNumber(value: string): number | null {
  const m = new RegExp(
    `^\\(?\\s*[~≈]?\\s*(?:about\\s+|approx\\.?\\s+)?(${NUM})\\s*(k\\b)?`,
    'i',
  ).exec(value);
  return m ? toNumber(m[1]!, m[2]) : null;
}

export function extractDistance(doc: Doc): DistanceFields {
  let originDeadhead: number | null = null;
  for (const { cell } of labelledCells(doc, 'deadhead')) {
    const v = firstNumber(cell.value);
    if (v !== null && v >= 0 && v <= 1000) {
      originDeadhead = v;
      break;
    }
  }
  const searchable = units(doc, [
    'deadheadDest',
    'company',
    'contact',
    'name',
    'phone',
    'fax',
    'reference',
  ]);
  // The first deadhead mentioned (the origin's comes before the destination's).
  for (const u of originDeadhead === null ? searchable : []) {
    const found = [DEADHEAD_BEFORE, DEADHEAD_AFTER, DEADHEAD_UNIT_AFTER, AWAY]
      .flatMap((re) => [...u.text.matchAll(re)])
      .filter((m) => toNumber(m[1]!) <= 1000)
      .sort((a, b) => a.index - b.index);
    if (found.length > 0) {
      originDeadhead = toNumber(found[0]![1]!);
      break;
    }
  }

  if (originDeadhead === null) {
    for (const line of doc.lines) {
      if (line.emailHeader) continue;
      const m = PLACE_PAREN.exec(line.text);
      PLACE_PAREN.lastIndex = 0;
      if (m) {
        originDeadhead = Number(m[1]);
        break;
      }
    }
  }

  let totalDistance: number | null = null;
  for (const { cell } of labelledCells(doc, 'distance')) {
    const v = firstNumber(cell.value);
    if (v !== null && v > 0 && v <= 6000) {
      totalDistance = v;
      // 'Miles… 290 (19)': a smaller number in parentheses after the trip is the deadhead.
      const dh = /^\D*\d[\d,]*\s*(?:mi(?:les)?\b)?\s*\((\d{1,3})\)/.exec(cell.value);
      if (originDeadhead === null && dh && Number(dh[1]) < v) originDeadhead = Number(dh[1]);
      break;
    }
  }
  if (totalDistance === null) {
    let total: number | null = null;
    let largest: number | null = null;
    for (const u of searchable) {
      if (u.cell.label === 'deadhead') continue;
      for (const m of u.text.matchAll(MILES)) {
        const before = u.text.slice(Math.max(0, m.index - 24), m.index);
        const after = u.text.slice(m.index + m[0].length, m.index + m[0].length + 24);
        if (NOT_TRIP_BEFORE.test(before) || NOT_TRIP_AFTER.test(after)) continue;
        const v = toNumber(m[1]!);
        if (v <= 0 || v > 6000) continue;
        if (
          /\btotal\b/i.test(before.slice(-12)) ||
          /^\s*total\b/i.test(after) ||
          /\stotal\s/i.test(m[0])
        )
          total ??= v;
        if (largest === null || v > largest) largest = v;
      }
    }
    totalDistance = total ?? largest;
  }
  return { totalDistance, originDeadhead };
}
