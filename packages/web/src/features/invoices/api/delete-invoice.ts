import { INVOICE_MESSAGES, invoicePath } from '@fleet/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** DELETE /v1/invoices/{id} (§7); a failure reads 'Failed to delete invoice' (§8). */
export async function deleteInvoice(id: string): Promise<void> {
  try {
    await api.request(invoicePath(id), { method: 'DELETE', schema: z.unknown(), toast: false });
  } catch (cause) {
    throw new Error(INVOICE_MESSAGES.failedToDelete, { cause });
  }
}
