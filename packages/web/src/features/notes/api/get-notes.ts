import { NOTE_PATHS, type Note, type NoteOriginType } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { LIST_QUERY } from '@/lib/query-client';
import { FETCH_NOTES_FAILED } from '../lib/messages';
import { noteListAnswerSchema, notesKeys } from './shared';

/**
 * GET /v1/notes/?origin_id&origin_type (§7). Any failure is 'Failed to fetch notes' (§8), toasted
 * once by the query cache (`LIST_QUERY`), not by the client.
 */
export async function getNotes(
  originType: NoteOriginType,
  originId: string,
  signal?: AbortSignal,
): Promise<Note[]> {
  const query = new URLSearchParams({ origin_id: originId, origin_type: originType });
  try {
    const answer = await api.get(`${NOTE_PATHS.notes}?${query}`, {
      schema: noteListAnswerSchema,
      toast: false,
      ...(signal ? { signal } : {}),
    });
    return answer.Data;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(FETCH_NOTES_FAILED, { cause });
  }
}

export const notesQueryOptions = (originType: NoteOriginType, originId: string) =>
  queryOptions({
    ...LIST_QUERY,
    queryKey: notesKeys.list(originType, originId),
    queryFn: ({ signal }) => getNotes(originType, originId, signal),
    staleTime: 0,
  });

/** Asked once the session is in place (without a token there is nothing to list, §7). */
export function useNotes(originType: NoteOriginType, originId: string) {
  const signedIn = useAuthSelector((state) => state.context.session !== null);
  return useQuery({
    ...notesQueryOptions(originType, originId),
    enabled: signedIn && originId !== '',
  });
}
