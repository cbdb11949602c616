import { z } from 'zod';

/**
 * Invoices (document 2 §2.8, §3 "Invoice", §4 "Invoice confirm", §5 "Invoices", §7 "Invoices",
 * §8 "Invoices"). Extraction shares the PDF checks and limits of ./documents.
 */

export const INVOICE_PATHS = {
  /** POST {fileName, fileContent (base64)} or multipart field `file` → { parsedData }. */
  pdfparse: '/v1/pdfparse/invoice',
  /** POST multipart: `invoice` (JSON: invoice_number, amount, description, data) + `pdf_file`. */
  confirm: '/v1/invoices/confirm',
  /** GET ?from_date&to_date (MM/DD/YYYY) → { Data: Invoice[] } (by issue date, newest first). */
  list: '/v1/invoices',
  /** GET → { Data: Invoice }, PUT (body: invoiceUpdateSchema) → { Data: Invoice }, DELETE → { message }. */
  byId: '/v1/invoices/:id',
  /** GET: the confirmed PDF, served back (application/pdf). */
  pdf: '/v1/invoices/:id/pdf',
} as const;

export const invoicePath = (id: string) => `/v1/invoices/${encodeURIComponent(id)}`;
export const invoicePdfPath = (id: string) => `/v1/invoices/${encodeURIComponent(id)}/pdf`;

/** §5: the list request's dates, MM/DD/YYYY. */
const mmddyyyy = z.string().regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, 'MM/DD/YYYY');
export const invoiceListQuerySchema = z.object({ from_date: mmddyyyy, to_date: mmddyyyy });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

const str = z.string().nullable();
const num = z.number().nullable();

/** §3: the set of paid_status values is not shown; these are ours (README of the invoices component). */
export const PAID_STATUSES = ['Paid', 'Unpaid', 'Partially Paid'] as const;

export const invoicePartySchema = z.object({
  company_name: str,
  customer_name: str,
  contact_person: str,
  phone_number: str,
  email: str,
  address: str,
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceLineItemSchema = z.object({
  description: z.string(),
  quantity: num,
  unit_price: num,
  amount: z.number(),
});
export type InvoiceLineItem = z.infer<typeof invoiceLineItemSchema>;

/** §3 Invoice `data`: what extraction fills and the confirm form edits. Dates MM/DD/YYYY. */
export const invoiceDataSchema = z.object({
  invoice_details: z.object({
    invoice_number: str,
    paid_status: z.enum(PAID_STATUSES).nullable(),
    issue_date: str,
    due_date: str,
  }),
  seller_details: invoicePartySchema,
  buyer_details: invoicePartySchema,
  line_items: z.array(invoiceLineItemSchema),
  total: z.object({
    subtotal: num,
    tax: num,
    shipping: num,
    discount: num,
    total_amount: z.number(),
    currency: z.string(),
  }),
  notes: str,
});
export type InvoiceData = z.infer<typeof invoiceDataSchema>;

/** POST /v1/pdfparse/invoice answer: the data plus a confidence per field path filled. */
export const invoiceParseAnswerSchema = z.object({
  parsedData: invoiceDataSchema.extend({
    /** Keyed by path: 'invoice_details.invoice_number', 'line_items.2.amount', 'total.total_amount'. */
    confidence: z.record(z.string(), z.number().min(0).max(1)),
    /** Set when the line items do not add up to the totals printed (shown on the confirm screen). */
    totals_mismatch: z.boolean().optional(),
  }),
});
export type InvoiceParseAnswer = z.infer<typeof invoiceParseAnswerSchema>;

/** The `invoice` part of POST /v1/invoices/confirm. */
export const invoiceConfirmSchema = z.object({
  invoice_number: z.string().trim().min(1).max(100),
  amount: z.number().finite(),
  description: z.string().max(5000).nullable().optional(),
  data: invoiceDataSchema,
});
export type InvoiceConfirm = z.infer<typeof invoiceConfirmSchema>;
export const invoiceConfirmAnswerSchema = z.object({
  message: z.string(),
  id: z.string(),
  /** Another invoice of the account has the same number from the same seller (flagged, not doubled). */
  duplicate_of: z.string().nullable().optional(),
});

export const invoiceUpdateSchema = invoiceConfirmSchema.partial().extend({
  data: invoiceDataSchema.optional(),
});

export const invoiceSchema = z.object({
  _id: z.string(),
  id: z.string(),
  invoice_number: z.string(),
  amount: z.number(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  data: invoiceDataSchema,
  has_pdf: z.boolean(),
  duplicate_of: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceAnswerSchema = z.object({ Data: invoiceSchema });
export const invoiceListAnswerSchema = z.object({ Data: z.array(invoiceSchema) });

/** §8 "Invoices" and §5, verbatim. */
export const INVOICE_MESSAGES = {
  failedToSave: 'Failed to save invoice',
  errorAdding: 'An error occurred while adding the load',
  failedToFetchList: 'Failed to fetch invoices',
  failedToFetch: 'Failed to fetch invoice',
  failedToUpdate: 'Failed to update invoice',
  failedToDelete: 'Failed to delete invoice',
  notFound: 'Invoice not found',
  nothingToExport: 'No invoices to export.',
  deleted: 'Invoice deleted successfully',
  confirmDelete: 'Are you sure you want to delete this invoice?',
} as const;

/** §9: the spreadsheet's sheet name. */
export const INVOICE_SHEET_NAME = 'Invoices';
