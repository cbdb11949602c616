import { NOTE_PATHS, type NoteOriginType, noteSchema } from '@fleet/contracts';
import { z } from 'zod';

/** Every answer of the notes API is { Data } (document 2 §7). */
export const dataOf = <S extends z.ZodType>(data: S) => z.object({ Data: data });
export const noteAnswerSchema = dataOf(noteSchema);
export const noteListAnswerSchema = dataOf(z.array(noteSchema));
/** DELETE answers: whatever Data holds is not used (the list is reloaded). */
export const anyAnswerSchema = z.unknown();

export const notesKeys = {
  all: ['notes'] as const,
  list: (originType: NoteOriginType, originId: string) => ['notes', originType, originId] as const,
};

export const notePath = (noteId: string) =>
  NOTE_PATHS.note.replace(':noteId', encodeURIComponent(noteId));
export const noteFilesPath = (noteId: string) =>
  NOTE_PATHS.noteFiles.replace(':noteId', encodeURIComponent(noteId));
