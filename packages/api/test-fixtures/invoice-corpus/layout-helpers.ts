/**
 * Small drawing and formatting helpers the invoice layout files share (they were
 * re-declared in each of them).
 */

import {
  addDays,
  type Day,
  fmtMoney,
  fmtPhone,
  MONTHS,
  type Rng,
  round2,
  type Surface,
} from '../shared/surface';
import { personName, phone, place, type TItem, type TParty } from './model';

/** `Nov 26, 2026`. */
export const monDY = (d: Day) => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;

export const p2 = (n: number) => String(n).padStart(2, '0');
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
export function lines(p: TParty, o: { attn?: string; phone?: string } = {}): string[] {
  return [
    p.company,
    p.contact ? `${o.attn ?? 'Attn:'} ${p.contact}` : null,
    p.street,
    cityLine(p),
    p.phone ? `${o.phone ?? ''}${fmtPhone(p.phone, 'paren')}` : null,
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
