import {
  type Invoice,
  type InvoiceData,
  type InvoiceParseAnswer,
  invoiceConfirmSchema,
} from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';
import { emptyInvoiceData } from '../lib/invoice-data';

type Answer = { status: number; body: unknown } | 'network';
export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

let serial = 0;

export function makeInvoiceData(overrides: {
  number?: string;
  vendor?: string;
  lines?: InvoiceData['line_items'];
  total?: Partial<InvoiceData['total']>;
  details?: Partial<InvoiceData['invoice_details']>;
  notes?: string | null;
}): InvoiceData {
  const empty = emptyInvoiceData();
  const lines = overrides.lines ?? [
    {
      description: 'Linehaul Dallas, TX to Memphis, TN',
      quantity: 1,
      unit_price: 1850,
      amount: 1850,
    },
    { description: 'Fuel surcharge', quantity: 452, unit_price: 0.5, amount: 226 },
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    ...empty,
    invoice_details: {
      invoice_number: overrides.number ?? 'INV-1001',
      paid_status: 'Unpaid',
      issue_date: '11/02/2026',
      due_date: '12/02/2026',
      ...overrides.details,
    },
    seller_details: {
      ...empty.seller_details,
      company_name: overrides.vendor ?? 'Lone Star Freight LLC',
      contact_person: 'Maria Lopez',
      phone_number: '(214) 555-0142',
      email: 'billing@lonestar.example',
      address: '1200 Commerce St, Dallas, TX 75202',
    },
    line_items: lines,
    total: {
      subtotal,
      tax: 0,
      shipping: 0,
      discount: 0,
      total_amount: subtotal,
      currency: 'USD',
      ...overrides.total,
    },
    notes: overrides.notes === undefined ? 'Net 30' : overrides.notes,
  };
}

export function makeInvoice(
  data: InvoiceData = makeInvoiceData({}),
  overrides: Partial<Invoice> = {},
): Invoice {
  serial += 1;
  const id = overrides.id ?? `inv-${serial}`;
  return {
    _id: id,
    id,
    invoice_number: data.invoice_details.invoice_number ?? '',
    amount: data.total.total_amount,
    description: data.notes,
    notes: data.notes,
    data,
    has_pdf: true,
    duplicate_of: null,
    created_at: '2026-11-23T14:05:00.000Z',
    updated_at: '2026-11-23T14:05:00.000Z',
    ...overrides,
  };
}

export function makeParseAnswer(
  data: InvoiceData = makeInvoiceData({}),
  confidence: Record<string, number> = {},
  totalsMismatch = false,
): InvoiceParseAnswer {
  return { parsedData: { ...data, confidence, totals_mismatch: totalsMismatch } };
}

export interface FakeInvoicesOptions {
  invoices?: Invoice[];
  flag?: boolean;
  parse?: InvoiceParseAnswer | Answer;
  failList?: Answer;
  failOne?: Answer;
  failDelete?: Answer;
  failConfirm?: Answer;
  /** The confirm answer's duplicate_of. */
  duplicateOf?: string | null;
  /** Keep each confirm pending until `releaseConfirm()`. */
  holdConfirm?: boolean;
}

/**
 * The invoices API of document 2 §7 in memory: extraction, confirm (multipart, validated with the
 * contract), the list, one invoice, its PDF, delete. `fail*` force another answer. Every request is
 * recorded; anything else goes to the app's base fake (session user, flags).
 */
export function fakeInvoicesApi(options: FakeInvoicesOptions = {}) {
  const base = fakeApi({ user: makeUser(), flags: { INVOICE: options.flag ?? true } });
  const invoices = [...(options.invoices ?? [])];
  const requests: Recorded[] = [];
  const held: Array<() => void> = [];
  const pdfs = new Map<string, Blob>();

  const answer = (given: Answer): Response => {
    if (given === 'network') throw new TypeError('Failed to fetch');
    return jsonResponse(given.body, given.status);
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const isOurs =
      url.pathname.startsWith('/v1/invoices') || url.pathname === '/v1/pdfparse/invoice';
    if (!isOurs) return base.fetch(input, init);
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization: new Headers(init?.headers).get('authorization'),
    });

    if (url.pathname === '/v1/pdfparse/invoice') {
      const parse = options.parse ?? makeParseAnswer();
      if (parse === 'network' || 'status' in parse) return answer(parse);
      return jsonResponse(parse);
    }
    if (url.pathname === '/v1/invoices/confirm') {
      if (options.holdConfirm) await new Promise<void>((resolve) => held.push(resolve));
      if (options.failConfirm) return answer(options.failConfirm);
      const form = body as FormData;
      const parsed = invoiceConfirmSchema.safeParse(JSON.parse(String(form.get('invoice'))));
      if (!parsed.success) return jsonResponse({ error: parsed.error.issues[0]?.message }, 400);
      const invoice = makeInvoice(parsed.data.data, {
        invoice_number: parsed.data.invoice_number,
        amount: parsed.data.amount,
        description: parsed.data.description ?? null,
        duplicate_of: options.duplicateOf ?? null,
      });
      const pdf = form.get('pdf_file');
      invoice.has_pdf = pdf instanceof Blob;
      if (pdf instanceof Blob) pdfs.set(invoice.id, pdf);
      invoices.unshift(invoice);
      return jsonResponse({
        message: 'Invoice saved',
        id: invoice.id,
        duplicate_of: invoice.duplicate_of,
      });
    }
    if (url.pathname === '/v1/invoices') {
      if (options.failList) return answer(options.failList);
      return jsonResponse({ Data: invoices });
    }
    const match = /^\/v1\/invoices\/([^/]+)(\/pdf)?$/.exec(url.pathname);
    const invoice = invoices.find((one) => one.id === decodeURIComponent(match?.[1] ?? ''));
    if (match?.[2]) {
      if (!invoice) return jsonResponse({ detail: 'Invoice not found' }, 404);
      return new Response(pdfs.get(invoice.id) ?? '%PDF-1.4 stored', { status: 200 });
    }
    if (method === 'GET') {
      if (options.failOne) return answer(options.failOne);
      if (!invoice) return jsonResponse({ detail: 'Invoice not found' }, 404);
      return jsonResponse({ Data: invoice });
    }
    if (method === 'DELETE') {
      if (options.failDelete) return answer(options.failDelete);
      if (!invoice) return jsonResponse({ detail: 'Invoice not found' }, 404);
      invoices.splice(invoices.indexOf(invoice), 1);
      return jsonResponse({ message: 'Invoice deleted' });
    }
    return jsonResponse({ detail: 'Method not allowed' }, 405);
  };

  return {
    fetch: fetchFn,
    invoices,
    requests,
    to: (path: string, method: string) =>
      requests.filter((r) => r.path === path && r.method === method),
    releaseConfirm: () => held.shift()?.(),
  };
}
