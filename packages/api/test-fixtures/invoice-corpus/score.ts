/**
 * Field-level scoring of extracted invoice data (spec §3) against a corpus document.
 * Rules (shared/score-core.ts): every listed field counts once, nulls included; line items
 * count as `line_items.count` plus description, quantity, unit_price and amount of every
 * expected item, matched by position. tax, shipping and discount: no value and 0 are the same
 * (the form shows missing totals as 0); subtotal is strict (a subtotal the document does not
 * print is no value). `confidence` is not scored.
 */
import {
  type Accuracy,
  accuracy,
  type FieldResult,
  formatFailures,
  get,
  type Kind,
  same,
  scoreList,
} from '../shared/score-core';
import type { ExpectedInvoice } from './model';

const PARTY: ReadonlyArray<readonly [string, Kind]> = [
  ['company_name', 'text'],
  ['customer_name', 'text'],
  ['contact_person', 'text'],
  ['phone_number', 'phone'],
  ['email', 'email'],
  ['address', 'text'],
];

export const INVOICE_FIELDS: ReadonlyArray<readonly [string, Kind]> = [
  ['invoice_details.invoice_number', 'id'],
  ['invoice_details.paid_status', 'enum'],
  ['invoice_details.issue_date', 'date'],
  ['invoice_details.due_date', 'date'],
  ...PARTY.map(([f, k]) => [`seller_details.${f}`, k] as const),
  ...PARTY.map(([f, k]) => [`buyer_details.${f}`, k] as const),
  ['total.subtotal', 'money'],
  ['total.tax', 'money0'],
  ['total.shipping', 'money0'],
  ['total.discount', 'money0'],
  ['total.total_amount', 'money'],
  ['total.currency', 'enum'],
  ['notes', 'fuzzy'],
];

export const LINE_ITEM_FIELDS: ReadonlyArray<readonly [string, Kind]> = [
  ['description', 'fuzzy'],
  ['quantity', 'qty'],
  ['unit_price', 'qty'],
  ['amount', 'money'],
];

/** Every field result of one document. `actual` is what an extractor answered as parsedData. */
export function scoreInvoice(
  id: string,
  expected: ExpectedInvoice,
  actual: unknown,
): FieldResult[] {
  const out: FieldResult[] = [];
  for (const [field, kind] of INVOICE_FIELDS) {
    const e = get(expected, field);
    const a = get(actual, field);
    out.push({ id, field, ok: same(kind, e, a), expected: e ?? null, actual: a ?? null });
  }
  scoreList(
    id,
    'line_items',
    LINE_ITEM_FIELDS,
    expected.line_items,
    get(actual, 'line_items'),
    (r) => out.push(r),
  );
  return out;
}

export { type Accuracy, accuracy, type FieldResult, formatFailures };
