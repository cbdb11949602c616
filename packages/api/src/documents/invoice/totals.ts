/**
 * The totals block (after the line items): subtotal, tax, shipping, discount, the total the page
 * asks for or records as paid, payments against it, and the currency. Each line's label says
 * what it is; its amount is the last amount on the line. A negative adjustment that is not a
 * tax is a discount (credits, rebates, fees taken off), kept as a positive number.
 */
import type { LineItem } from './line-items';
import type { DocLine } from './page-model';
import { labelledAmounts } from './totals-entries';
import { amountsIn } from './values';

export interface Totals {
  subtotal: number | null;
  tax: number | null;
  shipping: number | null;
  discount: number | null;
  total_amount: number | null;
  currency: string;
  /** Payments printed against the total (paid status). */
  paid: number | null;
  balance: number | null;
  totalPaid: boolean;
  /** Index of the last line read as a total (notes come after). */
  lastLine: number;
}

const PAYMENT =
  /payment(?:s)?\s*received|amount\s*paid|paid\s*to\s*date|deposit|less\s*payments?|payments?\s*\/?\s*credits?|^payments?$|^paid\s+(?:with|by|via|on|(?:check|cheque|chk|ck|card|cash|ach)\b|\d{1,4}[/.-]\d)|^(?:card|check|cheque|ach|cash|credit\s*card)\s+payment\b|^payment\s+(?:by|with|via|-|–)/i;
const BALANCE = /balance(?:\s*due)?|amount\s*outstanding|remaining/i;
const SUBTOTAL =
  /sub-?\s?total|sous-?\s?total|^total\s+(?:[a-z]+\s+)?purchases?$|purchased$|before\s*tax|merchandise\s*total|^net\s*sales|^gross\b|^(?:total\s+)?(?:current|new)\s+charges\b|^charges\s+(?:this|for\s+this|for\s+the)\s+(?:invoice|period|month|statement|bill|billing\s+period)$|^this\s+(?:invoice|period|month)(?:'s)?\s+charges$/i;
const TAX = /\b(?:tax|taxes|vat|gst|hst|pst|qst|tps|tvq|iva|igv|impuestos?)\b/i;
const TAX_TOTAL = /\btotal\s+(?:sales\s+)?tax(?:es)?\b|\btax(?:es)?\s+total\b/i;
const SHIPPING = /shipping|\bfreight\b|delivery|s\s*&\s*h|handling|postage/i;
const DISCOUNT =
  /discount|descuento|rabais|remise|credit|rebate|\bfee\b|allowance|promo|coupon|^less\b|deduction/i;
const TOTAL_RANKS: Array<[RegExp, number]> = [
  [
    /invoice\s*total|total\s+a\s+pagar|importe\s+total|monto\s+total|montant\s+(?:total|d[uû])|total\s+[àa]\s+payer|^(?:total\s+)?invoice\s*amount$|^amount\s+of\s+(?:this\s+)?invoice$|grand\s*total|total\s*amount|total\s*due|amount\s*due|total\s*invoice|^total\s*:?$|^total\s+(?:usd|\$)|(?:amount|total)\s*payable|^please\s*pay|pay\s*this\s*amount|(?:amount|total|balance)\s+to\s+(?:pay|be\s+paid)/i,
    1,
  ],
  [
    /net\s*(?:amount|due|payable|advance|payment|pay\b|paid|remittance|settlement|deposit)|amount\s*advanced|total\s*charges|^total\b/i,
    2,
  ],
  [/total\s*paid|amount\s*charged/i, 3],
  [BALANCE, 4],
];

export function readTotals(lines: DocLine[], from: number, items: LineItem[]): Totals {
  const out: Totals = {
    subtotal: null,
    tax: null,
    shipping: null,
    discount: null,
    total_amount: null,
    currency: currencyOf(lines),
    paid: null,
    balance: null,
    totalPaid: false,
    lastLine: -1,
  };
  let totalRank = 99;
  let totalAt = -1;
  let totalLabel = '';
  let taxTotal: number | null = null;
  const taxLines: Array<{ label: string; amount: number; line: number }> = [];
  /** Every line read as a total of some kind, for the arithmetic below. */
  const totalLines: TotalLine[] = [];
  // "Net" alone: what the items come to before tax (or after a discount): the sums decide.
  const isTotalsLabel = (t: string) =>
    [
      PAYMENT,
      BALANCE,
      SUBTOTAL,
      TAX,
      SHIPPING,
      DISCOUNT,
      /^net\s*:?$/i,
      ...TOTAL_RANKS.map(([re]) => re),
    ].some((re) => re.test(t.trim()));
  for (const entry of labelledAmounts(lines, from, isTotalsLabel)) {
    const { label, amount, line: i } = entry;
    if (PAYMENT.test(label)) {
      out.paid = Math.abs(amount);
      out.lastLine = i;
      continue;
    }
    if (BALANCE.test(label) && out.total_amount !== null) {
      out.balance = amount;
      out.lastLine = i;
      // ("Total charges", shipping, tax, "Balance due": the sums may make it the total.)
      totalLines.push({ amount, rank: 4, line: i });
      continue;
    }
    // A credit note's own total ("Total credit ($25.00)", "Credit amount"): its total, not a
    // discount on it.
    const creditTotal = /^(?:total|net)\s+credits?\s*:?$|^credits?\s+(?:total|amount)\s*:?$/i.test(
      label,
    );
    if (SUBTOTAL.test(label)) {
      out.subtotal ??= amount;
    } else if (
      TAX.test(label) &&
      // "Total (incl. tax)", "Amount with VAT": a total, not a tax.
      !/excl|before|\bincl|\bincluding\b|\b(?:with|after|plus)\s+(?:tax|vat|gst|hst)/i.test(label)
    ) {
      // Several tax lines add up, unless the page prints their total ("Total tax").
      // A tax line whose amount is what the tax lines above it add up to ("Taxes", "All
      // taxes"): their total, under a label that does not say so.
      const above = taxLines.reduce((a, t) => a + t.amount, 0);
      if (TAX_TOTAL.test(label) || (taxLines.length >= 2 && sameCents(amount, above)))
        taxTotal = amount;
      else out.tax = round((out.tax ?? 0) + amount);
      taxLines.push({ label, amount, line: i });
    } else if (SHIPPING.test(label)) {
      out.shipping = (out.shipping ?? 0) + amount;
    } else if (
      !creditTotal &&
      (DISCOUNT.test(label) || (amount < 0 && !/total|due/i.test(label)))
    ) {
      out.discount = Math.round(((out.discount ?? 0) + Math.abs(amount)) * 100) / 100;
    } else {
      const rank = creditTotal ? 1 : TOTAL_RANKS.find(([re]) => re.test(label))?.[1];
      if (rank === undefined) {
        // "Parts total", "Merchandise total": a total of something, maybe the subtotal; so is
        // a line the items add up to ("Merchandise", "Charges"): the sums decide below.
        const itemsSum = sum(items);
        if (/\btotal\b/i.test(label) || (itemsSum !== null && sameCents(amount, itemsSum))) {
          totalLines.push({ amount, rank: 9, line: i });
        }
        continue;
      }
      totalLines.push({ amount, rank, line: i });
      if (rank === 3) out.totalPaid = true;
      // After a payment or deposit, what is still due is the balance, not the invoice's total.
      if (
        out.paid !== null &&
        out.total_amount !== null &&
        // (a previous statement's balance read before it is no total of this invoice's)
        totalRank <= 3 &&
        /due|owing|owed|balance|payable|outstanding|remaining|to\s+pay|pay\s+this/i.test(label)
      ) {
        out.balance ??= amount;
        out.lastLine = i;
        continue;
      }
      // A paid invoice printing "Amount due 0.00" beside its total: the total is the invoice's.
      if (amount === 0 && out.total_amount !== null && out.total_amount !== 0) {
        out.balance ??= 0;
      } else if (
        rank < totalRank ||
        (out.total_amount === 0 && amount !== 0 && /due|balance/i.test(totalLabel))
      ) {
        totalLabel = label;
        totalRank = rank;
        out.total_amount = amount;
        totalAt = i;
      } else if (rank === 4 && out.balance === null) {
        out.balance = amount;
      }
    }
    out.lastLine = i;
  }
  if (taxTotal !== null) out.tax = taxTotal;
  // A fee printed among the tax lines and counted in their total ("Surplus lines tax 1,080.91",
  // "Stamping office fee 40.12", "Total taxes and fees 1,121.03"): part of the tax, nothing off.
  if (taxTotal !== null && out.discount !== null && taxLines.length > 0) {
    const taxes = taxLines.filter((t) => !sameCents(t.amount, taxTotal!));
    const above = taxes.reduce((a, t) => a + t.amount, 0);
    if (taxes.length > 0 && sameCents(above + out.discount, taxTotal)) out.discount = null;
  }
  if (taxTotal === null && taxLines.length === 1 && lines[taxLines[0]!.line]?.ocr) {
    repairOcrTaxByRate(taxLines[0]!, out.subtotal ?? sum(items), out);
  }
  settleByArithmetic(out, totalLines, items);
  // A line the items add up to, under a name no list knows ("Merchandise and services"), with
  // no other subtotal printed: the subtotal.
  const itemsSum = sum(items);
  if (out.subtotal === null && itemsSum !== null && items.length >= 2) {
    const named = totalLines.find((t) => t.rank === 9 && sameCents(t.amount, itemsSum));
    if (named) out.subtotal = named.amount;
  }
  if (totalAt >= 0 && lines[totalAt]?.ocr) repairOcrDollarSign(out);
  if (totalAt >= 0 && lines[totalAt]?.ocr) repairOcrSubtotal(lines, from, totalAt, out);
  if (out.total_amount === null) totalsByStructure(lines, from, items, out);
  if (out.total_amount === null) {
    const base = out.subtotal ?? sum(items);
    if (base !== null) {
      out.total_amount = round(base - (out.discount ?? 0) + (out.tax ?? 0) + (out.shipping ?? 0));
    }
  }
  return out;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * OCR read the dollar sign before a scanned total as a 5 ("51,061.70" for "$1,061.70"): the
 * total without its first digit is taken when that is what the subtotal and adjustments give.
 */
function repairOcrDollarSign(out: Totals) {
  if (out.total_amount === null || out.subtotal === null) return;
  const expected = round(out.subtotal - (out.discount ?? 0) + (out.tax ?? 0) + (out.shipping ?? 0));
  const printed = out.total_amount.toFixed(2);
  if (sameCents(out.total_amount, expected) || !printed.startsWith('5')) return;
  const rest = Number(printed.slice(1));
  if (sameCents(rest, expected)) out.total_amount = rest;
}
/**
 * A scanned subtotal OCR left unreadable ("1.75455" for 1,754.55: the comma read as a point and
 * the point lost): its digits are taken as cents when they are what the total less the
 * adjustments gives.
 */
function repairOcrSubtotal(lines: DocLine[], from: number, totalAt: number, out: Totals) {
  if (out.subtotal !== null || out.total_amount === null) return;
  const expected = round(
    out.total_amount - (out.tax ?? 0) - (out.shipping ?? 0) + (out.discount ?? 0),
  );
  const digits = Math.round(expected * 100).toString();
  // The table may have run over the unreadable line (no amount ended it): a few lines back too.
  for (let i = Math.max(0, from - 3); i < totalAt; i++) {
    const line = lines[i]!;
    if (!line.ocr || !line.cells.some((c) => SUBTOTAL.test(c.text.trim()))) continue;
    const cell = line.cells.find((c) => /\d/.test(c.text) && !SUBTOTAL.test(c.text));
    if (cell && cell.text.replace(/[^\d]/g, '') === digits) {
      out.subtotal = expected;
      return;
    }
  }
}
const sameCents = (a: number, b: number) => Math.abs(a - b) < 0.015;

interface TotalLine {
  amount: number;
  rank: number;
  line: number;
}

/**
 * Totals whose labels do not say which is which ("Parts total" then "Amount due"; "Total" then
 * "Tax" then "Total due") are told apart by their sums: a total printed before another one,
 * that the items add up to, or that the adjustments between them (tax, shipping, discount)
 * turn into the later one, is the subtotal and the later one the total.
 */
export function settleByArithmetic(out: Totals, totalLines: TotalLine[], items: LineItem[]) {
  if (totalLines.length < 2) return;
  const adjustments = (out.tax ?? 0) + (out.shipping ?? 0) - (out.discount ?? 0);
  const itemsSum = sum(items);
  for (let a = 0; a < totalLines.length; a++) {
    for (let b = a + 1; b < totalLines.length; b++) {
      const first = totalLines[a]!;
      const later = totalLines[b]!;
      const adds = adjustments !== 0 && sameCents(first.amount + adjustments, later.amount);
      // A line of what the items come to ("Net charges", rank 9) before the amount asked for is
      // the subtotal even when nothing is added between them.
      // So is a total the items add up to under a weaker label ("Total charges") than the one
      // after it that asks for the same amount ("Amount due").
      const isItemsSum =
        itemsSum !== null &&
        sameCents(first.amount, itemsSum) &&
        (later.amount > first.amount ||
          (later.rank < first.rank && sameCents(later.amount, first.amount)));
      if (!adds && !(isItemsSum && out.subtotal === null)) continue;
      if (out.subtotal === null || adds) out.subtotal ??= first.amount;
      if (adds && (out.total_amount === null || sameCents(out.total_amount, first.amount))) {
        out.total_amount = later.amount;
      }
      return;
    }
  }
}

export function sum(items: LineItem[]): number | null {
  return items.length === 0 ? null : round(items.reduce((a, i) => a + i.amount, 0));
}

const CODES: Record<string, string> = { CDN: 'CAD', US: 'USD' };

function currencyOf(lines: DocLine[]): string {
  const text = lines.map((l) => l.text).join(' ');
  // Said outright: "All amounts in CAD", "Currency: USD", "Total (CAD)".
  const stated =
    /\b(?:currency|amounts?\s+(?:are\s+|shown\s+)?in|billed\s+in|payable\s+in)\s*:?\s*(USD|CAD|CDN|EUR|GBP|MXN)\b/i.exec(
      text,
    ) ?? /\b(?:total|amount\s+due|balance\s+due)\s*\(\s*(USD|CAD|CDN|EUR|GBP|MXN)\s*\)/i.exec(text);
  if (stated) {
    const code = stated[1]!.toUpperCase();
    return CODES[code] ?? code;
  }
  if (/canadian\s+dollars?|\bCDN\b|\bCA\$/i.test(text)) return 'CAD';
  // A sign only where it outnumbers the dollar signs (OCR reads a stray mark as € or £), and only
  // one printed with a number: a € glued to a code's letters ("€SG-2957") is OCR's C.
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  const dollars = count(/(?<![A-Za-z])\$/g);
  const signs = (sign: string) =>
    count(new RegExp(`${sign}\\s?\\d[\\d,]*(?:\\.\\d+)?(?![\\w-])|\\d\\s?${sign}(?![\\w-])`, 'g'));
  if (/\bEUR\b/.test(text) || signs('€') > dollars) return 'EUR';
  if (/\bGBP\b/.test(text) || signs('£') > dollars) return 'GBP';
  if (/\bCAD\b|C\$/.test(text)) return 'CAD';
  if (/\bMXN\b/.test(text)) return 'MXN';
  return 'USD';
}

/**
 * Do the line items add up to the totals printed? Compared with the subtotal when printed, else
 * with total − tax − shipping + discount. Null when there is nothing to compare.
 */
export function totalsAgree(items: LineItem[], t: Totals): boolean | null {
  const s = sum(items);
  if (s === null) return null;
  if (t.subtotal !== null) return Math.abs(s - t.subtotal) < 0.015;
  if (t.total_amount === null) return null;
  const expected = t.total_amount - (t.tax ?? 0) - (t.shipping ?? 0) + (t.discount ?? 0);
  return Math.abs(s - expected) < 0.015;
}

/**
 * Totals under labels no list knows ("Loads settled", "Escrow hold", "Deposited"): read by their
 * arithmetic. Among the labelled amounts just after the items, the one the items add up to is the
 * subtotal, the negative ones after it are deductions (the discount), and the amount they leave
 * is the total.
 */
function totalsByStructure(lines: DocLine[], from: number, items: LineItem[], out: Totals) {
  const itemsSum = sum(items);
  if (itemsSum === null || items.length < 2 || from < 0) return;
  let gross = false;
  let deducted = 0;
  for (let i = from; i < Math.min(lines.length, from + 10); i++) {
    const line = lines[i]!;
    const amounts = amountsIn(line.text);
    if (amounts.length !== 1 || !/[a-z]/i.test(line.cells[0]!.text)) continue;
    const amount = amounts[0]!;
    if (!gross) {
      gross = sameCents(amount, itemsSum);
      continue;
    }
    if (amount < 0) {
      deducted = round(deducted - amount);
      continue;
    }
    if (sameCents(amount, round(itemsSum - deducted))) {
      out.subtotal ??= itemsSum;
      if (deducted > 0) out.discount = deducted;
      out.total_amount = amount;
      out.lastLine = Math.max(out.lastLine, i);
      return;
    }
  }
}

/**
 * A scanned tax line printing its rate ("Sales tax 6.25% | 1.88") whose amount lost a digit to
 * OCR: when the rate of the subtotal, to the cent, is the printed digits with one more digit
 * ("11.88"), the computed tax is taken (one missing digit only, so a rate on part of the
 * charges, which gives another number, is left as printed).
 */
function repairOcrTaxByRate(
  tax: { label: string; amount: number },
  base: number | null,
  out: Totals,
) {
  const rate = /(\d{1,2}(?:\.\d{1,3})?)\s*%/.exec(tax.label);
  if (!rate || base === null || out.tax === null) return;
  const computed = round((base * Number(rate[1])) / 100);
  if (sameCents(computed, tax.amount)) return;
  const want = computed.toFixed(2).replace('.', '');
  const got = Math.abs(tax.amount).toFixed(2).replace('.', '');
  if (want.length !== got.length + 1) return;
  for (let k = 0; k < want.length; k++) {
    if (want.slice(0, k) + want.slice(k + 1) === got) {
      out.tax = computed;
      return;
    }
  }
}
