import { invoicePdfPath } from '@fleet/contracts';
import { selectAccessToken } from '@fleet/machines';
import { useQuery } from '@tanstack/react-query';
import { useAuthSelector } from '@/lib/auth';
import { invoiceKeys } from './keys';

/**
 * GET /v1/invoices/{id}/pdf: the confirmed PDF (the client reads JSON only, so a plain fetch with
 * the same bearer token). Rejects on any non-OK answer.
 */
export async function fetchInvoicePdf(
  id: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(invoicePdfPath(id), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`PDF download failed: HTTP ${response.status}`);
  return response.blob();
}

export function useInvoicePdf(id: string, enabled: boolean) {
  const token = useAuthSelector(selectAccessToken) ?? null;
  return useQuery({
    queryKey: invoiceKeys.pdf(id),
    queryFn: ({ signal }) => fetchInvoicePdf(id, token, signal),
    enabled: enabled && token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
