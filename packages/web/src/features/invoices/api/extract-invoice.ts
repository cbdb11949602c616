import { INVOICE_PATHS, type InvoiceParseAnswer, invoiceParseAnswerSchema } from '@fleet/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /v1/pdfparse/invoice {fileName, fileContent (base64)} → {parsedData} (§7). No toast: the
 * upload shows 'Could not extract data from {file name}' itself.
 */
export function extractInvoice(
  input: { fileName: string; fileContent: string },
  signal?: AbortSignal,
): Promise<InvoiceParseAnswer> {
  return api.post(INVOICE_PATHS.pdfparse, {
    body: input,
    schema: invoiceParseAnswerSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
}
