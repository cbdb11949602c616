import {
  INVOICE_MESSAGES,
  INVOICE_PATHS,
  type Invoice,
  invoiceListAnswerSchema,
} from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { LIST_QUERY } from '@/lib/query-client';
import { invoiceKeys } from './keys';

/**
 * GET /v1/invoices?from_date&to_date, both MM/DD/YYYY (§7). Any failure is 'Failed to fetch
 * invoices' (§8), toasted once by the query cache (`LIST_QUERY`).
 */
export async function getInvoices(
  fromDate: string,
  toDate: string,
  signal?: AbortSignal,
): Promise<Invoice[]> {
  const query = new URLSearchParams({ from_date: fromDate, to_date: toDate });
  try {
    const answer = await api.get(`${INVOICE_PATHS.list}?${query}`, {
      schema: invoiceListAnswerSchema,
      toast: false,
      ...(signal ? { signal } : {}),
    });
    return answer.Data;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(INVOICE_MESSAGES.failedToFetchList, { cause });
  }
}

export const invoicesQueryOptions = (fromDate: string, toDate: string) =>
  queryOptions({
    ...LIST_QUERY,
    queryKey: invoiceKeys.list(fromDate, toDate),
    queryFn: ({ signal }) => getInvoices(fromDate, toDate, signal),
    staleTime: 0,
  });

export function useInvoices(fromDate: string, toDate: string) {
  const signedIn = useAuthSelector((state) => state.context.session !== null);
  return useQuery({
    ...invoicesQueryOptions(fromDate, toDate),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}
