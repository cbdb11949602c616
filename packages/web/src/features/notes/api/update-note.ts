import type { Note } from '@fleet/contracts';
import { api } from '@/lib/api-client';
import { noteAnswerSchema, notePath } from './shared';

/** PUT /v1/notes/{noteId} with {note}; Data is the updated note (§7). */
export async function updateNote(noteId: string, text: string): Promise<Note> {
  const answer = await api.request(notePath(noteId), {
    method: 'PUT',
    body: { note: text },
    schema: noteAnswerSchema,
    toast: false,
  });
  return answer.Data;
}
