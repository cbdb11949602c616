/**
 * Small date, time and text-drawing helpers the rate confirmation layout files share
 * (they were re-declared in each of them).
 */

import { TERMS } from '../shared/pools';
import {
  DAYS,
  type Day,
  type FontName,
  MONTHS,
  MONTHS_LONG,
  mdy,
  p2,
  para,
  type Surface,
  type TextOpts,
  wrap,
} from '../shared/surface';
import type { LoadOptions, TLoad, TStop } from './model';

export {
  DAYS as DOW,
  MONTHS as MON,
  MONTHS_LONG as MON_LONG,
  p2,
  rightIn,
} from '../shared/surface';

export const DOW_LONG = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
export const dowOf = (d: Day) => new Date(Date.UTC(d.y, d.m - 1, d.d)).getUTCDay();
export const sameDay = (a: Day, b: Day) => a.y === b.y && a.m === b.m && a.d === b.d;
/** `0730`. */
export const hhmm = (h: number, m: number) => `${p2(h)}${p2(m)}`;
/** `07:30`. */
export const hcolon = (h: number, m: number) => `${p2(h)}:${p2(m)}`;

export const broker = (
  name: string,
  street: string,
  city: string,
  state: string,
  zip: string,
  domain: string,
  mc: string,
  fax: string,
): LoadOptions['broker'] => ({ name, street, city, state, zip, domain, fax, mc });

/** `broker` with `fax`, when not given, `defaultFax`. */
export const brokerFaxing =
  (defaultFax: string) =>
  (
    name: string,
    street: string,
    city: string,
    state: string,
    zip: string,
    domain: string,
    mc: string,
    fax = defaultFax,
  ) =>
    broker(name, street, city, state, zip, domain, mc, fax);

/**
 * Lines drawn one under the other, each wrapped to `w`; with `keepFitting`, a line that fits `w`
 * is drawn as written (runs of spaces kept). Returns the y below.
 */
export function wrappedLines(
  s: Surface,
  xs: string[],
  x: number,
  y: number,
  w: number,
  o: TextOpts,
  keepFitting = false,
): number {
  const size = o.size ?? 9;
  const font = o.font ?? 'sans';
  const lead = size * 1.3;
  let yy = y;
  for (const l of xs) {
    if (!l) continue;
    const fits = keepFitting && s.measure(l, font, size) <= w;
    for (const wl of fits ? [l] : wrap(s, l, w, font, size)) {
      s.text(wl, x, yy, o);
      yy += lead;
    }
  }
  return yy;
}

/** Lines where one that fits `w` is drawn as written and a longer one wrapped. */
export const fittedLines = (
  s: Surface,
  xs: string[],
  x: number,
  y: number,
  w: number,
  o: TextOpts,
) => wrappedLines(s, xs, x, y, w, o, true);

/** How many lines `fittedLines` draws for `xs`. */
export function lineCount(
  s: Surface,
  xs: string[],
  w: number,
  font: FontName,
  size: number,
): number {
  return xs
    .filter(Boolean)
    .reduce(
      (a, l) => a + (s.measure(l, font, size) <= w ? 1 : wrap(s, l, w, font, size).length),
      0,
    );
}

/** `7:30 a.m.`, `12:00 p.m.` */
export function ampmDots(h: number, m: number): string {
  const hh = h % 12 === 0 ? 12 : h % 12;
  return `${hh}:${p2(m)} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

/** `Thu, Nov 26` (no year). */
export const dowMonD = (d: Day) => `${DAYS[dowOf(d)]}, ${MONTHS[d.m - 1]} ${d.d}`;
/** `Thu, Nov 26, 2026`. */
export const dowMonDY = (d: Day) => `${DAYS[dowOf(d)]}, ${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
/** `Thursday, November 26, 2026`. */
export const dowMonDYLong = (d: Day) =>
  `${DOW_LONG[dowOf(d)]}, ${MONTHS_LONG[d.m - 1]} ${d.d}, ${d.y}`;
/** `Thu 11/26/2026`. */
export const dowMdy = (d: Day) => `${DAYS[dowOf(d)]} ${mdy(d)}`;

/**
 * `Dallas, TX 75207`, or `Dallas, TX` without a zip (trimmed). layouts.ts and layouts-unseen.ts
 * keep their own `cityLine`, which does not trim.
 */
export const cityLine = (st: TStop) => `${st.city}, ${st.state} ${st.zip ?? ''}`.trim();
/** `cont` for a reefer running continuously, `cyc` for start/stop. */
export const tempCtl = (t: TLoad, cont: string, cyc: string) =>
  t.tempControl === 'start_stop' ? cyc : cont;
/** The stop's appointment day, else the start of its FCFS window, else `fallback`. */
export const dayOf = (st: TStop, fallback: Day): Day => st.appt?.day ?? st.fcfs?.start ?? fallback;

/** A new page of numbered terms under `title`, as many as fit. Returns the y below. */
export function termsPage(s: Surface, title: string, font: FontName, m: number) {
  s.newPage();
  s.text(title, m, 40, { font: `${font}-bold` as FontName, size: 11 });
  let y = 62;
  for (const [i, term] of TERMS.entries()) {
    y = para(s, `${i + 1}. ${term}`, m, y, s.width - 2 * m, { font, size: 8 }) + 4;
    if (y > s.height - 60) break;
  }
  return y;
}
