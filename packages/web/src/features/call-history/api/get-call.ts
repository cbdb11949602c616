import { type CallDetail, callDetailSchema, VOICE_PATHS, voicePath } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { GENERIC_ERROR } from './get-calls';

export const FETCH_CALL_DETAILS_ERROR = 'Failed to fetch call details';

/** An empty answer is "no data": the modal says it could not load the details. */
const callDetailOrNothingSchema = z
  .union([callDetailSchema, z.null(), z.undefined()])
  .transform((value) => value ?? null);

/**
 * GET {voice}/calls/{id} → the call with its transcript and update history, or null for an empty
 * answer. A refusal reads 'Failed to fetch call details', anything else 'An error occurred'
 * (document 3 §8).
 */
export async function getCall(id: string, signal?: AbortSignal): Promise<CallDetail | null> {
  try {
    return await api.get(voicePath(VOICE_PATHS.call, { id }), {
      schema: callDetailOrNothingSchema,
      toast: false,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const refused = error instanceof ApiRequestError && error.status >= 400;
    throw new Error(refused ? FETCH_CALL_DETAILS_ERROR : GENERIC_ERROR, { cause: error });
  }
}

export const callQueryOptions = (id: string | null, accountId: string | null) =>
  queryOptions({
    queryKey: ['voice', 'call', accountId, id],
    queryFn: ({ signal }) => getCall(id ?? '', signal),
    enabled: accountId !== null && id !== null,
    staleTime: 10_000,
  });

export function useCall(id: string | null) {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery(callQueryOptions(id, accountId));
}
