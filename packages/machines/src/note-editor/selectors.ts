import type { NewNoteSnapshot } from './new-note.machine';
import type { NoteEditorSnapshot } from './note-editor.machine';
import type { PendingFile } from './types';

/** A file of an upload queue, as its item shows it (§2.5: an uploading state while it uploads). */
export interface QueuedFile {
  file: PendingFile;
  status: 'uploading' | 'waiting';
}

const queued = (queue: readonly PendingFile[], uploading: boolean): QueuedFile[] =>
  uploading ? queue.map((file, i) => ({ file, status: i === 0 ? 'uploading' : 'waiting' })) : [];

// noteEditorMachine

/** The text is shown in an editor (editing, saving, or after a failed save). */
export const selectNoteIsEditing = (s: NoteEditorSnapshot): boolean =>
  s.matches('editing') || s.matches('saving') || s.matches('failed');
export const selectNoteIsSaving = (s: NoteEditorSnapshot): boolean => s.matches('saving');
export const selectNoteSaveFailed = (s: NoteEditorSnapshot): boolean => s.matches('failed');
export const selectNoteDraft = (s: NoteEditorSnapshot): string => s.context.draft;
export const selectNoteCanSave = (s: NoteEditorSnapshot): boolean =>
  (s.matches('editing') || s.matches('failed')) && s.context.draft.trim() !== '';
/** Which confirmation is open: deleting the note, or one of its files. */
export const selectNoteConfirm = (s: NoteEditorSnapshot): 'note' | 'file' | null =>
  s.matches('confirmingDelete') ? 'note' : s.matches('confirmingFileDelete') ? 'file' : null;
export const selectNoteIsDeleting = (s: NoteEditorSnapshot): boolean => s.matches('deleting');
export const selectNoteIsDeleted = (s: NoteEditorSnapshot): boolean => s.matches('deleted');
/** The key of the file being deleted (asked about or on its way). */
export const selectDeletingFileKey = (s: NoteEditorSnapshot): string | null =>
  s.matches('confirmingFileDelete') || s.matches('deletingFile') ? s.context.fileKey : null;
export const selectNoteUploads = (s: NoteEditorSnapshot): QueuedFile[] =>
  queued(s.context.queue, s.matches('uploading'));
/** Edit, delete and attach are offered: a user note at rest. */
export const selectNoteCanChange = (s: NoteEditorSnapshot): boolean =>
  s.context.editable && s.matches('viewing');

// newNoteMachine

export const selectComposeIsOpen = (s: NewNoteSnapshot): boolean => !s.matches('closed');
export const selectComposeDraft = (s: NewNoteSnapshot): string => s.context.draft;
export const selectComposeFiles = (s: NewNoteSnapshot): readonly PendingFile[] => s.context.files;
export const selectComposeIsSubmitting = (s: NewNoteSnapshot): boolean =>
  s.matches('creating') || s.matches('uploading');
export const selectComposeCanSave = (s: NewNoteSnapshot): boolean =>
  s.matches('composing') && s.context.draft.trim() !== '';
export const selectComposeUploads = (s: NewNoteSnapshot): QueuedFile[] =>
  queued(s.context.queue, s.matches('uploading'));
