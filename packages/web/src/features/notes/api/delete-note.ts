import { api } from '@/lib/api-client';
import { anyAnswerSchema, notePath } from './shared';

/**
 * DELETE /v1/notes/{id} (§7). §8 names no message for a failed note delete, so the generic rule
 * applies: the client toasts the answer's message, error or detail, else 'API Error'.
 */
export async function deleteNote(noteId: string): Promise<void> {
  await api.request(notePath(noteId), { method: 'DELETE', schema: anyAnswerSchema });
}
