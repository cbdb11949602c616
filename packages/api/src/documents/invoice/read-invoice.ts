/**
 * An invoice read from its pages (spec §3 invoice data): the line items first (a table's rows
 * are nobody's labels), then the buyer's block, the seller's letterhead, the details, the totals
 * after the items, the paid status and the notes. Every field filled gets a confidence in 0..1;
 * line items that do not add up to the printed totals lower the amounts' confidence and set
 * totals_mismatch.
 */
import type { InvoiceData } from '@fleet/contracts';
import type { PageLines } from '../domain/extract';
import { readDates, readInvoiceNumber, readPaidStatus } from './details';
import { type LineItem, readLineItems } from './line-items';
import { readNotes, summaryPageEnd } from './notes';
import { documentLines } from './page-model';
import {
  fixCompanySuffix,
  type PartyRead,
  readBuyer,
  readSeller,
  withoutCarriersDriver,
} from './parties';
import { taxRowsOut, withTaxRows } from './tax-rows';
import { readTotals, sum, type Totals, totalsAgree } from './totals';

export type Confidence = Record<string, number>;

export interface InvoiceRead {
  data: InvoiceData;
  confidence: Confidence;
  totals_mismatch: boolean;
  /** True when the page gave nothing an invoice has (no number, no items, no total). */
  empty: boolean;
}

const MISMATCH_CONFIDENCE = 0.4;

/**
 * A scanned table whose rows miss the printed sum by one misread digit of one row's amount (a
 * row with no quantity or price to check it by, or whose quantity × price gives that digit too): the one row and digit that make the sum agree,
 * as another reading for the totals check. Null when none or more than one would do.
 */
function oneAmountDigitFixed(items: LineItem[], totals: Totals): LineItem[] | null {
  const s = sum(items);
  if (s === null) return null;
  const target =
    totals.subtotal ??
    (totals.total_amount === null
      ? null
      : totals.total_amount - (totals.tax ?? 0) - (totals.shipping ?? 0) + (totals.discount ?? 0));
  if (target === null) return null;
  const found: LineItem[][] = [];
  items.forEach((item, k) => {
    const text = Math.abs(item.amount).toFixed(2);
    for (let i = 0; i < text.length; i++) {
      if (!/\d/.test(text[i]!)) continue;
      for (let d = 0; d <= 9; d++) {
        if (String(d) === text[i]) continue;
        const v = Number(`${text.slice(0, i)}${d}${text.slice(i + 1)}`) * Math.sign(item.amount);
        if (Math.abs(s - item.amount + v - target) >= 0.005) continue;
        // A row with a quantity and a price: only when they give the digit's amount too.
        if (item.quantity !== null && item.unit_price !== null) {
          if (Math.abs(item.quantity * item.unit_price - v) >= 0.011) continue;
        } else if (item.quantity !== null || item.unit_price !== null) continue;
        found.push(items.map((it, n) => (n === k ? { ...it, amount: v } : it)));
      }
    }
  });
  return found.length === 1 ? found[0]! : null;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.015;

/**
 * Totals of a scanned page whose decimal point OCR lost ("43275" for 432.75): read in cents
 * when that reading, and not the printed one, agrees with the rest — the subtotal with the
 * items, the tax or the total with subtotal + tax + shipping − discount.
 */
export function withLostPointsFixed(items: LineItem[], t: Totals): Totals {
  const out = { ...t };
  const whole = (v: number | null): v is number => v !== null && Number.isInteger(v) && v >= 100;
  const s = sum(items);
  if (whole(out.subtotal) && s !== null && !near(out.subtotal, s) && near(out.subtotal / 100, s)) {
    out.subtotal = out.subtotal / 100;
  }
  const base = out.subtotal ?? s;
  if (base === null) return out;
  const adjusted = (tax: number | null) =>
    base + (tax ?? 0) + (out.shipping ?? 0) - (out.discount ?? 0);
  if (
    whole(out.total_amount) &&
    !near(out.total_amount, adjusted(out.tax)) &&
    near(out.total_amount / 100, adjusted(out.tax))
  ) {
    out.total_amount = out.total_amount / 100;
  }
  if (
    whole(out.tax) &&
    out.total_amount !== null &&
    !near(out.total_amount, adjusted(out.tax)) &&
    near(out.total_amount, adjusted(out.tax / 100))
  ) {
    out.tax = out.tax / 100;
  }
  return out;
}

/**
 * A summary that restates the sections ("Service fees $241.00", "Net fuel tax $958.93", "TOTAL
 * DUE $1,199.93"): when the rows alone add up to the total, a tax, shipping or discount line
 * whose amount is what a run of two or more rows adds up to is that section's sum said again,
 * not an adjustment to the rows.
 */
export function withoutRestatedSections(items: LineItem[], t: Totals): Totals {
  const s = sum(items);
  if (s === null || t.total_amount === null || !near(s, t.total_amount)) return t;
  if (t.subtotal !== null && !near(t.subtotal, s)) return t;
  const runSums = new Set<string>();
  for (let a = 0; a < items.length; a++) {
    let run = items[a]!.amount;
    for (let b = a + 1; b < items.length; b++) {
      run += items[b]!.amount;
      runSums.add(run.toFixed(2));
    }
  }
  const restated = (v: number | null) => v !== null && runSums.has(v.toFixed(2));
  const out = { ...t };
  // Several lines of one kind may each restate a section ("Net fuel tax" twice): their sum then.
  for (const key of ['tax', 'shipping', 'discount'] as const) {
    const v = out[key];
    if (v !== null && (restated(v) || restated(v / 2))) out[key] = null;
  }
  return out;
}

export function readInvoice(pages: PageLines[]): InvoiceRead {
  const lines = documentLines(pages);
  const confidence: Confidence = {};
  const set = (path: string, value: unknown, c: number) => {
    if (value !== null && value !== undefined && value !== '') confidence[path] = c;
  };

  let items = readLineItems(lines, new Set());
  const tableLines = items.fromTable ? items.used : new Set<number>();
  const buyer = readBuyer(lines, tableLines);
  const seller = readSeller(lines, new Set([...tableLines, ...buyer.lines]), tableLines);
  withoutCarriersDriver(buyer, seller, lines);
  const number = readInvoiceNumber(lines, { skip: tableLines });
  const dates = readDates(lines, { skip: tableLines });
  if (!items.fromTable) {
    // A receipt: its items come after the lines holding its header fields and parties.
    const labelled = new Set<number>([...buyer.lines, ...seller.lines]);
    if (number) labelled.add(number.line);
    items = readLineItems(lines, labelled);
  }
  const from = Math.max(items.endIndex, 0);
  let totals = readTotals(lines, from, items.items);
  // Tax rows taken out of the charges: a reading kept unless it breaks totals that agreed.
  const taxRows = items.fromTable ? taxRowsOut(lines, items.items) : null;
  if (taxRows) {
    const taxed = withTaxRows(readTotals(lines, from, taxRows.items), taxRows);
    if (totalsAgree(taxRows.items, taxed) !== false || totalsAgree(items.items, totals) !== true) {
      items = { ...items, items: taxRows.items };
      totals = taxed;
    }
  }
  if (lines.some((l) => l.ocr)) totals = withLostPointsFixed(items.items, totals);
  let rereadItems = false;
  // Another reading of the rows (OCR'd tables) wins only when it adds up and the first does not.
  if (totalsAgree(items.items, totals) === false) {
    const scanned = [...items.used].some((i) => lines[i]?.ocr);
    const digitFix = scanned ? oneAmountDigitFixed(items.items, totals) : null;
    for (const alternative of [...(items.alternatives ?? []), ...(digitFix ? [digitFix] : [])]) {
      const alternativeTotals = readTotals(lines, from, alternative);
      if (totalsAgree(alternative, alternativeTotals) === true) {
        items = { ...items, items: alternative };
        rereadItems = true;
        totals = alternativeTotals;
        break;
      }
    }
  }
  totals = withoutRestatedSections(items.items, totals);
  const status = readPaidStatus(lines, { skip: items.used }, totals);
  const noteSkip = new Set([...items.used, ...buyer.lines, ...seller.lines]);
  let notes = readNotes(lines, Math.max(totals.lastLine, items.endIndex), noteSkip);
  // The last total read may be a remittance stub's ("Amount due" on the slip to detach): the
  // sentence under the first totals block is the note then.
  if (!notes.value && totals.lastLine > items.endIndex && items.endIndex >= 0) {
    // From the first totals line on: a note may share its line, left of the first total.
    notes = readNotes(lines, items.endIndex - 1, noteSkip);
  }
  // The charges detailed on a later page: the sentence under the first page's summary.
  const summaryEnd = notes.value ? -1 : summaryPageEnd(lines, items.used, totals.total_amount);
  if (summaryEnd >= 0) notes = readNotes(lines, summaryEnd, noteSkip);

  const agree = totalsAgree(items.items, totals);
  const mismatch = agree === false;
  // Rows put back together by a second reading are less sure than rows read as printed.
  const itemConfidence = rereadItems ? 0.7 : items.fromTable ? 0.85 : 0.7;
  items.items.forEach((item: LineItem, i: number) => {
    set(`line_items.${i}.description`, item.description, itemConfidence);
    set(`line_items.${i}.quantity`, item.quantity, itemConfidence);
    set(`line_items.${i}.unit_price`, item.unit_price, itemConfidence);
    set(`line_items.${i}.amount`, item.amount, mismatch ? MISMATCH_CONFIDENCE : itemConfidence);
  });

  set('invoice_details.invoice_number', number?.value, 0.9);
  set('invoice_details.paid_status', status.value, status.confidence);
  set('invoice_details.issue_date', dates.issue.value, dates.issue.confidence);
  set('invoice_details.due_date', dates.due.value, dates.due.confidence);
  const party = (prefix: string, read: PartyRead) => {
    for (const [field, c] of Object.entries(read.confidence)) {
      set(`${prefix}.${field}`, read.party[field as keyof PartyRead['party']], c);
    }
  };
  for (const read of [seller, buyer]) {
    read.party.company_name = fixCompanySuffix(read.party.company_name);
  }
  party('seller_details', seller);
  party('buyer_details', buyer);
  const amountConfidence = mismatch ? MISMATCH_CONFIDENCE : 0.9;
  set('total.subtotal', totals.subtotal, amountConfidence);
  set('total.tax', totals.tax, 0.85);
  set('total.shipping', totals.shipping, 0.85);
  set('total.discount', totals.discount, 0.85);
  set('total.total_amount', totals.total_amount, amountConfidence);
  set('total.currency', totals.currency, totals.currency === 'USD' ? 0.7 : 0.9);
  set('notes', notes.value, notes.confidence);

  const data: InvoiceData = {
    invoice_details: {
      invoice_number: number?.value ?? null,
      paid_status: status.value,
      issue_date: dates.issue.value,
      due_date: dates.due.value,
    },
    seller_details: seller.party,
    buyer_details: buyer.party,
    line_items: items.items,
    total: {
      subtotal: totals.subtotal,
      tax: totals.tax,
      shipping: totals.shipping,
      discount: totals.discount,
      // Missing totals are 0 on the confirm form (§4); the schema wants a number.
      total_amount: totals.total_amount ?? 0,
      currency: totals.currency,
    },
    notes: notes.value,
  };
  return {
    data,
    confidence,
    totals_mismatch: mismatch,
    empty: !number?.value && items.items.length === 0 && totals.total_amount === null,
  };
}
