import { api } from '@/lib/api-client';
import { anyAnswerSchema, noteFilesPath } from './shared';

/** DELETE /v1/notes/{noteId}/files?key={file key} (§7). */
export async function deleteNoteFile(noteId: string, key: string): Promise<void> {
  await api.request(`${noteFilesPath(noteId)}?${new URLSearchParams({ key })}`, {
    method: 'DELETE',
    schema: anyAnswerSchema,
    toast: false,
  });
}
