/**
 * Metric and French-Canadian number forms, turned into what the field readers know, as a
 * dispatcher would read them: kilometres to miles (× 0.621371), kilograms and tonnes to pounds
 * (× 2.20462), °C to °F, all rounded to the whole number; thousands grouped by spaces before a
 * unit ('20 400 kg', '1 450 $') and a dollar sign after the amount ('2 350,00 $') as plain
 * numbers. A value written in both units keeps the imperial one ('295 mi (475 km)', '18 144 kg
 * (40,000 lb)', '-18 °C (0 °F)'), so a conversion never competes with what the posting states.
 */

import { LB_PER_KG } from './text-units';

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const KM = String.raw`(?:km|kms|kilometers?|kilometres?)\b`;
const KG = String.raw`(?:kg|kgs|kilos|kilograms?|kilogrammes?)\b`;
const TONNES = String.raw`(?:tonnes|metric tons?)\b`;
const CELSIUS = String.raw`(?:°\s*C|degrees?\s+(?:C|celsius)|celsius)\b`;
const MILES = String.raw`(?:mi|miles?|mls?)\b`;
const POUNDS = '(?:lbs?|pounds?|#)';
const FAHRENHEIT = String.raw`°\s*F\b`;

/** A signed number and its unit. */
const measure = (unit: string) => String.raw`-?(?:${NUM})\s*${unit}`;

/** 'A (B)' where one side is metric and the other imperial, for the same measure. */
const BOTH = [
  [KM, MILES],
  [KG, POUNDS],
  [CELSIUS, FAHRENHEIT],
].flatMap(([m, i]) => [
  { re: new RegExp(`(${measure(m!)})\\s*\\(\\s*(${measure(i!)})\\s*\\)`, 'gi'), keep: 2 },
  { re: new RegExp(`(${measure(i!)})\\s*\\(\\s*(${measure(m!)})\\s*\\)`, 'gi'), keep: 1 },
  // '9,980 kg / 22,002 lbs': both, the imperial kept.
  { re: new RegExp(`(${measure(m!)})\\s*\\/\\s*(${measure(i!)})`, 'gi'), keep: 2 },
]);

const num = (raw: string) => Number(raw.replace(/,/g, ''));

/** Metric and space-grouped forms of one line as the imperial, comma-free forms. */
export function metricToImperial(line: string): string {
  if (!/\d/.test(line)) return line;
  let t = line
    // '20 400 kg', '1 450 $', '2 350,00 $': thousands grouped by spaces, a decimal comma.
    .replace(
      /(?<![\d.,])(\d{1,3}(?: \d{3})+)(?:,(\d{2}))?(?=\s*(?:\$|kg|km|lbs?\b|mi\b|miles\b|#))/gi,
      (_m, n: string, cents?: string) => n.replace(/ /g, '') + (cents ? `.${cents}` : ''),
    )
    .replace(/(?<![\d.,])(\d+),(\d{2})(?=\s*\$)/g, '$1.$2')
    // '1450 $' → '$1450' (a sign after the amount, as written in French).
    .replace(/(?<![\d$])(\d[\d,]*(?:\.\d{1,2})?)\s?\$(?!\s*\d)/g, '$$$1');
  if (!/km|kg|kilo|tonne|metric|°\s*c|celsius|degree|\bMT\b|\d\s?t\b/i.test(t)) return t;
  for (const { re, keep } of BOTH) t = t.replace(re, (...g) => String(g[keep]));
  return (
    t
      .replace(
        new RegExp(`(?<![\\d.,])(${NUM})\\s*${KM}`, 'gi'),
        (_m, n: string) => `${Math.round(num(n) * 0.621371)} mi`,
      )
      .replace(
        new RegExp(`(?<![\\d.,])(${NUM})\\s*${KG}`, 'gi'),
        (_m, n: string) => `${Math.round(num(n) * LB_PER_KG)} lbs`,
      )
      .replace(
        new RegExp(`(?<![\\d.,])(${NUM})\\s*${TONNES}`, 'gi'),
        (_m, n: string) => `${Math.round(num(n) * LB_PER_KG * 1000)} lbs`,
      )
      // '21.5 t', '19 MT': a load's tonnes (a truck carries at most about 25).
      .replace(/(?<![\d.,])(\d{1,2}(?:\.\d{1,3})?)\s?(?:t|MT)\b(?![\w'’])/g, (m, n: string) =>
        Number(n) > 0 && Number(n) <= 30 ? `${Math.round(Number(n) * LB_PER_KG * 1000)} lbs` : m,
      )
      .replace(new RegExp(`(-?)(${NUM})\\s*${CELSIUS}`, 'gi'), (_m, sign: string, n: string) => {
        const f = Math.round(((sign ? -1 : 1) * num(n) * 9) / 5 + 32);
        return `${f}°F`;
      })
  );
}
