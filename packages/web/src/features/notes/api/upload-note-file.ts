import type { Note } from '@fleet/contracts';
import { api } from '@/lib/api-client';
import { noteAnswerSchema, noteFilesPath } from './shared';

/**
 * POST /v1/notes/{noteId}/files, multipart field `files` (§7), one file per request so that each
 * file's item shows its own uploading state (§2.5). Data is the updated note.
 */
export async function uploadNoteFile(noteId: string, file: File): Promise<Note> {
  const form = new FormData();
  form.append('files', file, file.name);
  const answer = await api.post(noteFilesPath(noteId), {
    body: form,
    schema: noteAnswerSchema,
    toast: false,
  });
  return answer.Data;
}
