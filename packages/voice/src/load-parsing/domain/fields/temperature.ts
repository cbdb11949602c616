import type { Doc } from '../document';
import { labelledCells, units } from './text-units';

/**
 * Reefer temperature in °F: '34F', 'Temp: -10°F', 'keep at 35 degrees', 'minus 10 degrees',
 * 'temp 34-36F' (a range gives its first value).
 */

const SIGN = String.raw`(?:(?<![\w.])-|\bminus\s+|\bnegative\s+)?`;
const DEGREES = new RegExp(
  `(${SIGN})(\\d{1,2})(?:\\s*(?:-|to)\\s*(?:-|minus\\s+)?\\d{1,2})?\\s*(?:°\\s*F?\\b|°|degrees?(?:\\s+f(?:ahrenheit)?\\b)?|F\\b(?![-/]))`,
  'g',
);
const TEMP_WORD = new RegExp(
  `\\b(?:temp(?:erature)?|reefer|rfr|reefr|set(?:\\s+point)?|run(?:ning)?)\\s*(?:is|at|of|to|@|:)?\\s*(${SIGN})(\\d{1,2})\\b(?!\\s*(?:mi|miles|lbs|ft|'|%|pallets|stops|k\\b|\\d|,\\d))`,
  'gi',
);

function signed(sign: string | undefined, digits: string): number {
  const v = Number(digits);
  return sign?.trim() ? -v : v;
}

function plausible(v: number): boolean {
  return v >= -40 && v <= 80;
}

const TANK = /\b(?:tank(?:er)?s?|pneumatic|dry\s+bulk)\b/i;
const REEFER = /\b(?:reefer|refrigerated|rfr|temp(?:erature)?[-\s]controlled)\b/i;

export function extractTemperature(doc: Doc): number | null {
  for (const { cell } of labelledCells(doc, 'temperature')) {
    const m = new RegExp(`^(${SIGN})(\\d{1,2})`).exec(cell.value.trim());
    if (m) {
      const v = signed(m[1], m[2]!);
      if (plausible(v)) return v;
    }
  }
  // A tank's load ('keep above 50F – insulated tank', 'heated to 140F'): the product's own
  // temperature, no reefer's set point.
  if (TANK.test(doc.text) && !REEFER.test(doc.text)) return null;
  const searchable = units(doc, [
    'rate',
    'rpm',
    'market',
    'distance',
    'deadhead',
    'weight',
    'phone',
    'fax',
    'reference',
    'company',
    'contact',
    'name',
  ]);
  for (const u of searchable) {
    if (/\bno\s+temp\b/i.test(u.text) && !/\d\s*(?:°|degrees|F\b)/.test(u.text)) continue;
    for (const m of u.text.matchAll(DEGREES)) {
      const v = signed(m[1], m[2]!);
      if (plausible(v)) return v;
    }
  }
  for (const u of searchable) {
    // 'minus ten', 'negative 20': below zero is a temperature.
    const below = /\b(?:minus|negative)\s+(\d{1,2})\b(?!\s*(?:mi|miles|lbs|%|dollars|\$))/i.exec(
      u.text,
    );
    if (below) return -Number(below[1]);
    // '41k @ -5': a figure below zero after '@' is a set point (never money or miles).
    const at = /(?:@|\bat)\s*-(\d{1,2})\b(?!\s*(?:mi|miles|lbs|%|\$|k\b))/i.exec(u.text);
    if (at && plausible(-Number(at[1]))) return -Number(at[1]);
    // '-10 frozen berries': a figure below zero before frozen goods is their set point.
    const frozen = /(?<![\w.])-(\d{1,2})\s*(?:°\s*)?(?=frozen\b|froz\b)/i.exec(u.text);
    if (frozen) return -Number(frozen[1]);
    for (const m of u.text.matchAll(TEMP_WORD)) {
      const v = signed(m[1], m[2]!);
      if (plausible(v)) return v;
    }
  }
  return null;
}
