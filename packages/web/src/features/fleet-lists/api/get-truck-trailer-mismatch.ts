import { FLEET_PATHS, mismatchRecordSchema } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { LIST_QUERY } from '@/lib/query-client';

const mismatchResponseSchema = z.object({ data: z.array(mismatchRecordSchema) });

/** GET /v1/truck-trailer-mismatch/all */
export async function getTruckTrailerMismatch(signal?: AbortSignal) {
  const body = await api.get(FLEET_PATHS.truckTrailerMismatch, {
    schema: mismatchResponseSchema,
    toast: false, // toasted once by the query cache (LIST_QUERY)
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export const truckTrailerMismatchQueryOptions = () =>
  queryOptions({
    ...LIST_QUERY,
    queryKey: ['fleet-lists', 'truck-trailer-mismatch'] as const,
    queryFn: ({ signal }) => getTruckTrailerMismatch(signal),
  });

export function useTruckTrailerMismatch() {
  return useQuery(truckTrailerMismatchQueryOptions());
}
