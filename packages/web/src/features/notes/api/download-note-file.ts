import { selectAccessToken } from '@fleet/machines';
import { useCallback } from 'react';
import { useAuthSelector } from '@/lib/auth';
import { noteFilesPath } from './shared';

/**
 * GET /v1/notes/{noteId}/files?key= as a blob (§7). The app's client reads JSON answers only, so
 * this is a plain fetch with the same bearer token. Rejects on any non-OK answer.
 */
export async function fetchNoteFile(
  noteId: string,
  key: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(`${noteFilesPath(noteId)}?${new URLSearchParams({ key })}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`download failed: HTTP ${response.status}`);
  return response.blob();
}

/** fetchNoteFile with the signed-in session's token. */
export function useNoteFileFetcher() {
  const token = useAuthSelector(selectAccessToken);
  return useCallback(
    (noteId: string, key: string, signal?: AbortSignal) =>
      fetchNoteFile(noteId, key, token ?? null, signal),
    [token],
  );
}
