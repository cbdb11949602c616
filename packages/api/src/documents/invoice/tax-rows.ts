/**
 * Government taxes and fees printed as rows of the charges table (telecom and utility bills:
 * "Federal Universal Service Fund", "State 911 fee", "State sales tax", then "Total taxes and
 * government fees"): they are the tax, not charges. The rows are the last ones read, their sum is
 * printed on a line that names a tax total, and either the charges above them are summed on a
 * line of their own ("Total charges and credits", the subtotal) or every one of the rows is named
 * as a tax or a government fee.
 */

import type { LineItem } from './line-items';
import type { DocLine } from './page-model';
import type { Totals } from './totals';
import { amountsIn } from './values';

/** A line naming the sum of the taxes: "Total taxes and government fees", "Taxes total", "Total tax". */
const TAX_TOTAL_LABEL =
  /^(?:total\s+(?:of\s+)?(?:taxes|tax|government\s+(?:taxes|fees))\b|(?:taxes|tax)(?:[\w\s,&-]*?)\s+total\b)/i;
/** A row named as a tax or a government fee ("State 911 fee", "Federal USF", "County excise"). */
const TAX_ROW =
  /\b(?:tax|taxes|excise|universal\s+service|usf|911|e-?911|gst|hst|pst|qst|vat|levy)\b|\b(?:federal|state|county|city|municipal|local)\b.*\bfee\b/i;

const SUBTOTAL_LABEL = /^sub-?\s?total\b/i;

const cents = (n: number) => Math.round(n * 100);

export interface TaxRowsRead {
  items: LineItem[];
  /** The printed sum of the tax rows. */
  tax: number;
  /** The printed sum of the charges above the tax rows, or null when the page prints none. */
  subtotal: number | null;
}

/** The label of a line that carries one amount (its text without the amount). */
function labelled(line: DocLine): { label: string; amount: number } | null {
  const amounts = amountsIn(line.text);
  if (amounts.length !== 1) return null;
  const label = line.cells
    .filter((c) => amountsIn(c.text).length === 0)
    .map((c) => c.text)
    .join(' ')
    .trim();
  return label ? { label, amount: amounts[0]! } : null;
}

/** The items without the trailing tax rows, with the tax and the charges' printed sum; null when none. */
export function taxRowsOut(lines: DocLine[], items: LineItem[]): TaxRowsRead | null {
  if (items.length < 2) return null;
  const printed = lines
    .map(labelled)
    .filter((p): p is { label: string; amount: number } => p !== null);
  const taxTotals = printed.filter((p) => TAX_TOTAL_LABEL.test(p.label));
  if (taxTotals.length === 0) return null;
  // Sums printed on lines of their own (a row of the charges prints its own amount, no sum).
  const descriptions = new Set(items.map((i) => i.description.trim().toLowerCase()));
  const printedSums = new Set(
    printed.filter((p) => !descriptions.has(p.label.toLowerCase())).map((p) => cents(p.amount)),
  );
  // A printed subtotal of all the rows says the last ones are charges too.
  const all = items.reduce((a, i) => a + cents(i.amount), 0);
  if (printed.some((p) => SUBTOTAL_LABEL.test(p.label) && cents(p.amount) === all)) return null;
  let run = 0;
  for (let k = items.length - 1; k >= 1; k--) {
    run += cents(items[k]!.amount);
    if (!taxTotals.some((t) => cents(t.amount) === run)) continue;
    const kept = items.slice(0, k);
    const taxRows = items.slice(k);
    const keptSum = kept.reduce((a, i) => a + cents(i.amount), 0);
    const subtotalPrinted = printedSums.has(keptSum);
    if (!subtotalPrinted && !taxRows.every((i) => TAX_ROW.test(i.description))) continue;
    return { items: kept, tax: run / 100, subtotal: subtotalPrinted ? keptSum / 100 : null };
  }
  return null;
}

/**
 * The totals with the tax rows' sum as the tax and the charges' printed sum as the subtotal (the
 * totals block, read after the table, took the last sum above the total for the subtotal).
 */
export function withTaxRows(t: Totals, read: TaxRowsRead): Totals {
  return {
    ...t,
    tax: t.tax === null || cents(t.tax) === cents(read.tax) ? read.tax : t.tax,
    // Without a printed sum of the charges, a subtotal equal to the total is the total again.
    subtotal:
      read.subtotal ??
      (t.subtotal !== null && t.total_amount !== null && cents(t.subtotal) === cents(t.total_amount)
        ? null
        : t.subtotal),
  };
}
