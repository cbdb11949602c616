import { FLEET_PATHS, isTrailerAtCustomerLocation, trailerRecordSchema } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';

const trailersResponseSchema = z.object({ data: z.array(trailerRecordSchema) });

/**
 * The home card's count (document 1 §2, §9): trailers at a customer location for more than 6 h,
 * from GET /v1/trailer-at-customer-location/all. The card says inline when it fails, so no toast.
 */
export async function getTrailerCount(signal?: AbortSignal): Promise<number> {
  const body = await api.get(FLEET_PATHS.trailerAtCustomerLocation, {
    schema: trailersResponseSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return body.data.filter(isTrailerAtCustomerLocation).length;
}

export function useTrailerCount(options: { enabled: boolean }) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery({
    queryKey: ['trailer-at-customer-count', accountId],
    queryFn: ({ signal }) => getTrailerCount(signal),
    enabled: accountId !== null && options.enabled,
    retry: false,
  });
}
