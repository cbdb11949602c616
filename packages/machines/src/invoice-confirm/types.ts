import type { InvoiceData } from '@fleet/contracts';

/**
 * A file the user picked. The web passes the browser `File`; the machine reads name, size and type
 * and hands the same object back to the injected actors (and to the screen, for the viewer).
 */
export interface PickedInvoiceFile {
  readonly name: string;
  readonly size: number;
  /** The MIME type the browser reports ('' when it does not know). */
  readonly type: string;
}

/** What extraction (or the navigation state of /confirmInvoice) gives the review. */
export interface ExtractedInvoice {
  data: InvoiceData;
  /** Keyed by field path ('invoice_details.invoice_number', 'line_items.2.amount'), 0..1. */
  confidence: Record<string, number>;
  /** The extraction found line items that do not add up to the printed totals. */
  totalsMismatch: boolean;
}

export interface InvoiceConfirmInput {
  /** The data of a blank invoice (every text empty, every amount 0): the start before a file. */
  emptyData: InvoiceData;
}

export interface InvoiceConfirmContext {
  emptyData: InvoiceData;
  /** What 'Reset Form' goes back to: the data as extracted (or blank). */
  extracted: InvoiceData;
  draft: InvoiceData;
  confidence: Record<string, number>;
  totalsMismatch: boolean;
  /** The PDF being read, then reviewed and sent with the invoice. */
  file: PickedInvoiceFile | null;
  /** Why the last pick did not lead to a review (§5, §8), shown on the upload panel. */
  uploadError: string | null;
  /** Why the last save failed (§8); the user stays on the form. */
  failure: string | null;
  saved: SaveInvoiceOutput | null;
}

export type InvoiceConfirmEvent =
  | { type: 'upload.pick'; file: PickedInvoiceFile }
  | { type: 'upload.cancel' }
  | { type: 'review.open'; extracted: ExtractedInvoice; file: PickedInvoiceFile | null }
  | { type: 'review.change'; draft: InvoiceData }
  | { type: 'review.reset' }
  | { type: 'review.confirm' }
  | { type: 'review.cancel' }
  | { type: 'confirm.save' }
  | { type: 'confirm.cancel' };

export type InvoiceConfirmEventType = InvoiceConfirmEvent['type'];

/** The injected `extract` actor: reads the PDF (base64) and asks the API. Null: nothing found. */
export interface ExtractInvoiceInput {
  file: PickedInvoiceFile;
}
export type ExtractInvoiceOutput = ExtractedInvoice | null;

/**
 * The injected `saveInvoice` actor. It rejects with an Error whose message is what the user sees
 * ('Failed to save invoice' for a refusal); anything else reads 'An error occurred while adding
 * the load' (§8).
 */
export interface SaveInvoiceInput {
  draft: InvoiceData;
  file: PickedInvoiceFile | null;
}
export interface SaveInvoiceOutput {
  id: string;
  /** Another invoice of the account with the same number from the same seller. */
  duplicateOf: string | null;
}

export interface InvoiceSavedParams {
  saved: SaveInvoiceOutput;
}
export interface InvoiceSaveFailedParams {
  error: unknown;
  message: string;
}
