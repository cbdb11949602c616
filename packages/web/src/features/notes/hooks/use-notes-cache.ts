import type { Note, NoteOriginType } from '@fleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { invalidateEverywhere, tellOtherTabs } from '@/lib/cross-tab';
import { notesKeys } from '../api/shared';

/**
 * Writes to one origin's cached notes list after a change the server confirmed; the user's other
 * tabs showing the list fetch it again.
 */
export function useNotesCache(originType: NoteOriginType, originId: string) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const key = notesKeys.list(originType, originId);
    return {
      /** The updated note replaces the cached one (new ones go first until the reload). */
      upsert(note: Note) {
        queryClient.setQueryData<Note[]>(key, (old = []) =>
          old.some((n) => n._id === note._id)
            ? old.map((n) => (n._id === note._id ? note : n))
            : [note, ...old],
        );
        tellOtherTabs(queryClient, key);
      },
      remove(noteId: string) {
        queryClient.setQueryData<Note[]>(key, (old = []) => old.filter((n) => n._id !== noteId));
        tellOtherTabs(queryClient, key);
      },
      /** Fetches the list again (after a failed upload, §4, and after changes). */
      reload() {
        return invalidateEverywhere(queryClient, key);
      },
    };
  }, [queryClient, originType, originId]);
}

export type NotesCache = ReturnType<typeof useNotesCache>;
