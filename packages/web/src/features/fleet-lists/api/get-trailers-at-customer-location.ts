import { FLEET_PATHS, trailerRecordSchema } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { LIST_QUERY } from '@/lib/query-client';

const trailersResponseSchema = z.object({ data: z.array(trailerRecordSchema) });

/** GET /v1/trailer-at-customer-location/all; a rejection's message is toasted once (LIST_QUERY). */
export async function getTrailersAtCustomerLocation(signal?: AbortSignal) {
  const body = await api.get(FLEET_PATHS.trailerAtCustomerLocation, {
    schema: trailersResponseSchema,
    toast: false, // toasted once by the query cache (LIST_QUERY)
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export const trailersAtCustomerLocationQueryOptions = () =>
  queryOptions({
    ...LIST_QUERY,
    queryKey: ['fleet-lists', 'trailer-at-customer-location'] as const,
    queryFn: ({ signal }) => getTrailersAtCustomerLocation(signal),
  });

export function useTrailersAtCustomerLocation() {
  return useQuery(trailersAtCustomerLocationQueryOptions());
}
