import {
  INVOICE_MESSAGES,
  INVOICE_PATHS,
  type InvoiceData,
  invoiceConfirmAnswerSchema,
} from '@fleet/contracts';
import type { SaveInvoiceOutput } from '@fleet/machines';
import { z } from 'zod';
import { ApiRequestError, api } from '@/lib/api-client';
import { confirmBody } from '../lib/invoice-data';

/** Anything answered, so that a 200 without a message is told apart from a parse failure. */
const anyAnswer = z.unknown();

/**
 * POST /v1/invoices/confirm, multipart: `invoice` (JSON: invoice_number, amount = total_amount,
 * description = notes, data) and `pdf_file` (§7). §8: a refusal (non-OK, or an answer without a
 * message) is 'Failed to save invoice'; a failure to reach the API is 'An error occurred while
 * adding the load'. Rejects with an Error carrying that message (the machine shows it).
 */
export async function confirmInvoice(data: InvoiceData, pdf: Blob | null, fileName: string | null) {
  const form = new FormData();
  form.append('invoice', JSON.stringify(confirmBody(data)));
  if (pdf) form.append('pdf_file', pdf, fileName ?? 'invoice.pdf');
  let answer: unknown;
  try {
    answer = await api.post(INVOICE_PATHS.confirm, { body: form, schema: anyAnswer, toast: false });
  } catch (cause) {
    const refused = cause instanceof ApiRequestError && cause.status > 0;
    throw new Error(refused ? INVOICE_MESSAGES.failedToSave : INVOICE_MESSAGES.errorAdding, {
      cause,
    });
  }
  const parsed = invoiceConfirmAnswerSchema.safeParse(answer);
  if (!parsed.success || parsed.data.message.trim() === '') {
    throw new Error(INVOICE_MESSAGES.failedToSave);
  }
  const saved: SaveInvoiceOutput = {
    id: parsed.data.id,
    duplicateOf: parsed.data.duplicate_of ?? null,
  };
  return saved;
}
