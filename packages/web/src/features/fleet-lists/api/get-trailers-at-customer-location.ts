import { FLEET_PATHS, trailerRecordSchema } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const trailersResponseSchema = z.object({ data: z.array(trailerRecordSchema) });

/** GET /v1/trailer-at-customer-location/all; a rejection's message is toasted by the client. */
export async function getTrailersAtCustomerLocation(signal?: AbortSignal) {
  const body = await api.get(FLEET_PATHS.trailerAtCustomerLocation, {
    schema: trailersResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export const trailersAtCustomerLocationQueryOptions = () =>
  queryOptions({
    queryKey: ['fleet-lists', 'trailer-at-customer-location'] as const,
    queryFn: ({ signal }) => getTrailersAtCustomerLocation(signal),
  });

export function useTrailersAtCustomerLocation() {
  return useQuery(trailersAtCustomerLocationQueryOptions());
}
