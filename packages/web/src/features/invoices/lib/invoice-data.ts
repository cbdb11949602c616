import type {
  InvoiceData,
  InvoiceLineItem,
  InvoiceParseAnswer,
  InvoiceParty,
} from '@fleet/contracts';

const emptyParty = (): InvoiceParty => ({
  company_name: null,
  customer_name: null,
  contact_person: null,
  phone_number: null,
  email: null,
  address: null,
});

/** A blank invoice: every text empty, every amount 0, in USD (§9). */
export function emptyInvoiceData(): InvoiceData {
  return {
    invoice_details: { invoice_number: null, paid_status: null, issue_date: null, due_date: null },
    seller_details: emptyParty(),
    buyer_details: emptyParty(),
    line_items: [],
    total: { subtotal: 0, tax: 0, shipping: 0, discount: 0, total_amount: 0, currency: 'USD' },
    notes: null,
  };
}

export const emptyLineItem = (): InvoiceLineItem => ({
  description: '',
  quantity: 0,
  unit_price: 0,
  amount: 0,
});

const money = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
/** To the cent, without binary noise (0.1 + 0.2). */
export const roundCents = (value: number): number => Math.round(value * 100) / 100;

/** §4: missing totals and line-item values default to 0. */
export function withDefaults(data: InvoiceData): InvoiceData {
  return {
    ...data,
    line_items: data.line_items.map((line) => ({
      description: line.description ?? '',
      quantity: money(line.quantity),
      unit_price: money(line.unit_price),
      amount: money(line.amount),
    })),
    total: {
      subtotal: money(data.total.subtotal),
      tax: money(data.total.tax),
      shipping: money(data.total.shipping),
      discount: money(data.total.discount),
      total_amount: money(data.total.total_amount),
      currency: data.total.currency || 'USD',
    },
  };
}

/** A line's amount after its quantity or unit price changed. */
export const lineAmount = (line: InvoiceLineItem): number =>
  roundCents(money(line.quantity) * money(line.unit_price));

/** The totals the line items give: subtotal = Σ amounts; total = subtotal + tax + shipping − discount. */
export function liveTotals(data: InvoiceData): { subtotal: number; total_amount: number } {
  const subtotal = roundCents(data.line_items.reduce((sum, line) => sum + money(line.amount), 0));
  const { tax, shipping, discount } = data.total;
  return {
    subtotal,
    total_amount: roundCents(subtotal + money(tax) + money(shipping) - money(discount)),
  };
}

/**
 * The data with its subtotal and total recomputed from the lines (the form keeps them live).
 * An invoice without line items keeps the totals it has (a fuel receipt with a total only).
 */
export function withLiveTotals(data: InvoiceData): InvoiceData {
  if (data.line_items.length === 0) return data;
  return { ...data, total: { ...data.total, ...liveTotals(data) } };
}

/** What the extraction found, or null when it found nothing worth reviewing (§5). */
export function fromParseAnswer(answer: InvoiceParseAnswer): {
  data: InvoiceData;
  confidence: Record<string, number>;
  totalsMismatch: boolean;
} | null {
  const { confidence, totals_mismatch, ...parsed } = answer.parsedData;
  const data = withDefaults(parsed);
  const found =
    Boolean(data.invoice_details.invoice_number?.trim()) ||
    Boolean(data.seller_details.company_name?.trim()) ||
    data.line_items.length > 0 ||
    data.total.total_amount !== 0;
  if (!found) return null;
  return { data, confidence, totalsMismatch: totals_mismatch === true };
}

/** §2.8 / §7: the `invoice` part of POST /v1/invoices/confirm. */
export function confirmBody(data: InvoiceData) {
  const notes = data.notes?.trim() ? data.notes : null;
  return {
    invoice_number: data.invoice_details.invoice_number?.trim() ?? '',
    amount: data.total.total_amount,
    description: notes,
    data,
  };
}
