import { INVOICE_MESSAGES, type Invoice, invoiceAnswerSchema, invoicePath } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { invoiceKeys } from './keys';

/** The invoice does not exist (or not in this account): the view says 'Invoice not found'. */
export class InvoiceNotFoundError extends Error {
  constructor() {
    super(INVOICE_MESSAGES.notFound);
    this.name = 'InvoiceNotFoundError';
  }
}

/** GET /v1/invoices/{id} (§7). 404 → not found; anything else → 'Failed to fetch invoice' (§8). */
export async function getInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  try {
    const answer = await api.get(invoicePath(id), {
      schema: invoiceAnswerSchema,
      toast: false,
      ...(signal ? { signal } : {}),
    });
    return answer.Data;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (cause instanceof ApiRequestError && (cause.status === 404 || cause.status === 400)) {
      throw new InvoiceNotFoundError();
    }
    throw new Error(INVOICE_MESSAGES.failedToFetch, { cause });
  }
}

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.one(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    retry: false,
    staleTime: 0,
  });

export function useInvoice(id: string) {
  const signedIn = useAuthSelector((state) => state.context.session !== null);
  return useQuery({ ...invoiceQueryOptions(id), enabled: signedIn && id !== '' });
}
