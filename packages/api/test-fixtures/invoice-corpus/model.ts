/**
 * The invoice corpus: the invoice data of spec §3 (what an extractor must answer) and the truth
 * a document is drawn from.
 */
import { CARRIERS, FIRST, LAST, PLACES, STREETS, SUITES } from '../shared/pools';
import { type Day, mdy, type Rng, round2 } from '../shared/surface';

export interface ExpectedParty {
  company_name: string | null;
  customer_name: string | null;
  contact_person: string | null;
  phone_number: string | null;
  email: string | null;
  address: string | null;
}

export interface ExpectedLineItem {
  description: string;
  quantity: number | null;
  unit_price: number | null;
  amount: number;
}

export interface ExpectedInvoice {
  invoice_details: {
    invoice_number: string | null;
    paid_status: 'Paid' | 'Unpaid' | 'Partially Paid' | null;
    issue_date: string | null;
    due_date: string | null;
  };
  seller_details: ExpectedParty;
  buyer_details: ExpectedParty;
  line_items: ExpectedLineItem[];
  total: {
    subtotal: number | null;
    tax: number | null;
    shipping: number | null;
    discount: number | null;
    total_amount: number;
    currency: string;
  };
  notes: string | null;
}

export interface TParty {
  company: string | null;
  customer: string | null;
  contact: string | null;
  phone: string | null; // 10 digits
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface TItem {
  /** The description as the expected record holds it (wrapped lines joined by a space). */
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number;
  /** Extra cells some layouts print (part numbers, dates, units); part of `description` when printed in text columns. */
  group?: string;
  unit?: string;
  code?: string;
  date?: Day;
}

export interface TInvoice {
  number: string | null;
  status: 'Paid' | 'Unpaid' | 'Partially Paid' | null;
  issue: Day;
  due: Day | null;
  seller: TParty;
  buyer: TParty;
  items: TItem[];
  subtotal: number | null;
  tax: number | null;
  taxRate: number | null;
  shipping: number | null;
  discount: number | null;
  total: number;
  notes: string | null;
  /** ISO currency code when the page bills in another currency than USD. */
  currency?: string;
  /** Amount already paid (partial payments), printed by some layouts. */
  paid?: number;
  extra: Record<string, string>;
}

export function address(p: TParty): string | null {
  if (!p.street && !p.city) return null;
  const cityLine = [p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [p.street, cityLine].filter(Boolean).join(', ');
}

const phoneOut = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;

function party(p: TParty): ExpectedParty {
  return {
    company_name: p.company,
    customer_name: p.customer,
    contact_person: p.contact,
    phone_number: p.phone ? phoneOut(p.phone) : null,
    email: p.email,
    address: address(p),
  };
}

export function toExpected(t: TInvoice): ExpectedInvoice {
  return {
    invoice_details: {
      invoice_number: t.number,
      paid_status: t.status,
      issue_date: mdy(t.issue),
      due_date: t.due ? mdy(t.due) : null,
    },
    seller_details: party(t.seller),
    buyer_details: party(t.buyer),
    line_items: t.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      unit_price: i.unitPrice,
      amount: i.amount,
    })),
    total: {
      subtotal: t.subtotal,
      tax: t.tax,
      shipping: t.shipping,
      discount: t.discount,
      total_amount: t.total,
      currency: t.currency ?? 'USD',
    },
    notes: t.notes,
  };
}

// ---- random parts --------------------------------------------------------------------------------

export const personName = (rng: Rng) => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;

export function phone(rng: Rng): string {
  return `${rng.pick(['214', '312', '404', '615', '901', '602', '909', '816', '513', '317', '720', '503', '832', '210', '918'])}${rng.int(2, 9)}${rng.digits(2)}${rng.digits(4)}`;
}

export function place(rng: Rng, suite = 0.25): Pick<TParty, 'street' | 'city' | 'state' | 'zip'> {
  const pl = rng.pick(PLACES);
  return {
    street: `${rng.int(100, 19999)} ${rng.pick(STREETS)}${rng.chance(suite) ? `, ${rng.pick(SUITES)}` : ''}`,
    city: pl.city,
    state: pl.state,
    zip: pl.zip,
  };
}

/** A trucking company (the buyer of most receipts, the seller of freight bills). */
export function carrierParty(rng: Rng, o: { contact?: boolean; email?: boolean } = {}): TParty {
  const c = rng.pick(CARRIERS);
  const domain = `${c.name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 12)}.com`;
  return {
    company: c.name,
    customer: null,
    contact: o.contact ? personName(rng) : null,
    phone: phone(rng),
    email: o.email ? `ap@${domain}` : null,
    ...place(rng),
  };
}

export function items(list: Array<Omit<TItem, 'amount'> & { amount?: number }>): TItem[] {
  return list.map((i) => ({
    ...i,
    amount: i.amount ?? round2((i.quantity ?? 1) * (i.unitPrice ?? 0)),
  }));
}

/** Subtotal, tax on `taxable` (defaults to all), discount and shipping to a total, all to the cent. */
export function totals(
  its: TItem[],
  o: {
    taxRate?: number | null;
    taxable?: (i: TItem) => boolean;
    discount?: number | null;
    shipping?: number | null;
    showSubtotal?: boolean;
  },
): Pick<TInvoice, 'subtotal' | 'tax' | 'taxRate' | 'discount' | 'shipping' | 'total'> {
  const subtotal = round2(its.reduce((a, i) => a + i.amount, 0));
  const taxableBase = round2(
    its.filter(o.taxable ?? (() => true)).reduce((a, i) => a + i.amount, 0),
  );
  const tax = o.taxRate ? round2(taxableBase * o.taxRate) : null;
  const discount = o.discount ?? null;
  const shipping = o.shipping ?? null;
  return {
    subtotal: o.showSubtotal === false ? null : subtotal,
    tax,
    taxRate: o.taxRate ?? null,
    discount,
    shipping,
    total: round2(subtotal + (tax ?? 0) + (shipping ?? 0) - (discount ?? 0)),
  };
}
