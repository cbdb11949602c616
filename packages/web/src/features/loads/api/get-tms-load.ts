import { type TmsLoad, tmsLoadAnswerSchema, tmsLoadPath } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';

/** GET /v1/tms-loads/{id} → { Data: TmsLoad }: a load the account saved in the built-in TMS. */
export async function getTmsLoad(id: string, signal?: AbortSignal): Promise<TmsLoad> {
  const answer = await api.get(tmsLoadPath(id), {
    schema: tmsLoadAnswerSchema,
    // A missing load is a state of the page, not a toast.
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;

export const tmsLoadQueryOptions = (id: string, accountId: string | null) =>
  queryOptions({
    queryKey: ['tms-load', accountId, id],
    queryFn: ({ signal }) => getTmsLoad(id, signal),
    enabled: accountId !== null && id !== '',
    // A 404 stays a 404; other failures are worth one more try.
    retry: (count, error) => !isNotFound(error) && count < 1,
  });

export function useTmsLoad(id: string) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery(tmsLoadQueryOptions(id, accountId));
}
