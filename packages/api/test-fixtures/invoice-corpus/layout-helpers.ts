/**
 * Small drawing and formatting helpers the invoice layout files share (they were
 * re-declared in each of them).
 */

import {
  addDays,
  type Day,
  type FontName,
  fmtDate,
  fmtMoney,
  fmtPhone,
  MONTHS,
  type PhoneStyle,
  type Rng,
  rightIn as right,
  round2,
  type Surface,
  type TextOpts,
} from '../shared/surface';
import { personName, phone, place, type TItem, type TParty } from './model';

export { mdy, p2, rightIn as right } from '../shared/surface';

/** `Nov 26, 2026`. */
export const monDY = (d: Day) => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;

export const money = (n: number | null) => (n === null ? '' : fmtMoney(n));
export const plain = (n: number | null) => (n === null ? '' : fmtMoney(n, { symbol: false }));
export const qty = (n: number | null) => (n === null ? '' : String(n));
/** Two decimals, or three when the price has a third. */
export const price = (n: number | null) =>
  n === null ? '' : Math.round(Math.abs(n) * 1000) % 10 === 0 ? plain(n) : n.toFixed(3);

/** An issue date from Oct 1, 2026 to 52 days after. */
export function issueDay(rng: Rng): Day {
  return addDays({ y: 2026, m: 10, d: 1 }, rng.int(0, 52));
}

export const cityLine = (p: TParty) => (p.city ? `${p.city}, ${p.state} ${p.zip}`.trim() : null);

/** The party's printed lines (company first), without labels unless asked. */
export function lines(
  p: TParty,
  o: { attn?: string; phone?: string; phoneStyle?: PhoneStyle } = {},
): string[] {
  return [
    p.company,
    p.contact ? `${o.attn ?? 'Attn:'} ${p.contact}` : null,
    p.street,
    cityLine(p),
    p.phone ? `${o.phone ?? ''}${fmtPhone(p.phone, o.phoneStyle ?? 'paren')}` : null,
    p.email,
  ].filter(Boolean) as string[];
}

export function rightText(
  s: Surface,
  text: string,
  y: number,
  right: number,
  o: Parameters<Surface['text']>[3],
) {
  s.text(text, 0, y, { ...o, align: 'right', width: right });
}

export function sumOf(its: TItem[]): number {
  return round2(its.reduce((a, i) => a + i.amount, 0));
}

export const mail = (company: string, box: string) =>
  `${box}@${company
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 14)}.com`;

/** A seller picked from `names`, with an email at `box@` their domain `emailChance` of the time. */
export function sellerParty(
  rng: Rng,
  names: string[],
  box: string,
  contact = false,
  emailChance = 0.7,
): TParty {
  const company = rng.pick(names);
  return {
    company,
    customer: null,
    contact: contact ? personName(rng) : null,
    phone: phone(rng),
    email: rng.chance(emailChance) ? mail(company, box) : null,
    ...place(rng, 0.3),
  };
}

/** A table row: cells, or one cell spanning the row (bold, with a right-aligned value, if asked). */
export type Row = string[] | { span: string; bold?: boolean; right?: string };

/** `12/01/26`. */
export const mdyy = (d: Day) => fmtDate(d, 'mdyy');
/** Money without $ in brackets when negative: `(1,250.00)`. */
export const acct = (n: number) => (n < 0 ? `(${plain(-n)})` : plain(n));

/** Lines one under the other; returns the y below. */
export function stack(
  s: Surface,
  xs: Array<string | null>,
  x: number,
  y: number,
  o: TextOpts,
): number {
  const lead = (o.size ?? 9) * 1.3;
  let yy = y;
  for (const l of xs) {
    if (!l) continue;
    s.text(l, x, yy, o);
    yy += lead;
  }
  return yy;
}

/** Label / value rows with the value right-aligned at `x + w`; empty values skipped. Returns the y below. */
export function labelRows(
  s: Surface,
  rows: Array<[string, string, boolean]>,
  x: number,
  y: number,
  w: number,
  F: FontName,
  B: FontName,
  size = 9,
): number {
  let yy = y;
  for (const [l, v, b] of rows) {
    if (!v) continue;
    s.text(l, x, yy, { font: b ? B : F, size });
    right(s, v, x, yy, w, { font: b ? B : F, size });
    yy += size + 5;
  }
  return yy;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** A 17-character VIN: `wmi`, then characters drawn from `rng`. */
export function vin(rng: Rng, wmi: string): string {
  let s = wmi;
  while (s.length < 17) s += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  return s;
}
