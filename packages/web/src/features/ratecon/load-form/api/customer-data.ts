import {
  type CustomerLookupResult,
  customerLookupAnswerSchema,
  customerLookupResultSchema,
  LOAD_FORM_LOOKUP_LIMIT,
  LOAD_PATHS,
} from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Document 2 §8, when the lookup fails. */
export const CUSTOMER_DATA_FAILED = 'Failed to fetch customer data';

/** GET /v1/customer-data?search&limit (the load form asks for 100, §9). */
export async function searchCustomers(
  search: string,
  signal?: AbortSignal,
): Promise<CustomerLookupResult[]> {
  const query = new URLSearchParams({ search, limit: String(LOAD_FORM_LOOKUP_LIMIT) });
  const answer = await api.get(`${LOAD_PATHS.customerData}?${query}`, {
    schema: customerLookupAnswerSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}

/** GET /v1/customer-data/key?customer_key: the name of the customer the record holds; null on 404. */
export async function getCustomer(
  customerKey: string,
  signal?: AbortSignal,
): Promise<CustomerLookupResult | null> {
  const query = new URLSearchParams({ customer_key: customerKey });
  try {
    const answer = await api.get(`${LOAD_PATHS.customerDataKey}?${query}`, {
      schema: z.object({ Data: customerLookupResultSchema }),
      toast: false,
      ...(signal ? { signal } : {}),
    });
    return answer.Data;
  } catch {
    return null; // an unknown key shows as itself
  }
}

export const customerSearchOptions = (search: string) =>
  queryOptions({
    queryKey: ['ratecon', 'customer-data', search],
    queryFn: ({ signal }) => searchCustomers(search, signal),
    staleTime: 60_000,
    retry: false,
    meta: { failureToast: CUSTOMER_DATA_FAILED },
  });

export function useCustomerSearch(search: string, enabled: boolean) {
  return useQuery({ ...customerSearchOptions(search), placeholderData: keepPreviousData, enabled });
}

export function useCustomer(customerKey: string | null) {
  return useQuery({
    queryKey: ['ratecon', 'customer-data', 'key', customerKey],
    queryFn: ({ signal }) => getCustomer(customerKey ?? '', signal),
    enabled: customerKey !== null && customerKey !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
}
