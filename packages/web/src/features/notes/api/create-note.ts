import { NOTE_PATHS, type Note, type NoteCreateInput } from '@fleet/contracts';
import { api } from '@/lib/api-client';
import { noteAnswerSchema } from './shared';

/**
 * POST /v1/notes/ (§7): a user note with no files; they follow onto Data._id (§4). Success only on
 * HTTP 200 (the client refuses any other answer). Rejects with the client's error.
 */
export async function createNote(input: NoteCreateInput): Promise<Note> {
  const answer = await api.post(NOTE_PATHS.notes, {
    body: { type: 'USER_GENRATED', uploads: [], ...input },
    schema: noteAnswerSchema,
    toast: false,
  });
  return answer.Data;
}
