/**
 * A file the user picked. The web passes browser `File`s (which have both fields); the machines
 * only read the name and the size, and hand the object back to the injected upload actor.
 */
export interface PendingFile {
  readonly name: string;
  readonly size: number;
}

/** A file dropped before upload (over the 50 MB limit, document 2 §5). */
export interface FileRejectedParams {
  name: string;
  message: string;
}

/** The injected `uploadFile` actor's input: one file onto one saved note. */
export interface UploadFileInput {
  noteId: string;
  file: PendingFile;
}

/** A failed effect, as the machines pass it on to the caller's action (which toasts it). */
export interface EffectFailedParams {
  error: unknown;
}

// ---------------------------------------------------------------------------------------------
// noteEditorMachine: one saved note's card.
// ---------------------------------------------------------------------------------------------

export interface NoteEditorInput {
  noteId: string;
  /** User notes (USER_GENRATED) only; System notes cannot be edited, deleted or given files (§6). */
  editable: boolean;
}

export interface NoteEditorContext {
  noteId: string;
  editable: boolean;
  /** The text being edited (set from the note's text on `note.edit`). */
  draft: string;
  /** Files waiting to upload; the first is the one uploading. */
  queue: PendingFile[];
  /** The key of the file whose deletion is being confirmed or carried out. */
  fileKey: string | null;
}

export type NoteEditorEvent =
  | { type: 'note.edit'; text: string }
  | { type: 'note.change'; text: string }
  | { type: 'note.save' }
  | { type: 'note.cancel' }
  | { type: 'note.delete' }
  | { type: 'note.confirm' }
  | { type: 'files.add'; files: readonly PendingFile[] }
  | { type: 'file.delete'; key: string }
  | { type: 'file.cancel' }
  | { type: 'file.confirm' };

export type NoteEditorEventType = NoteEditorEvent['type'];

/** The injected `saveNote` actor's input. */
export interface SaveNoteInput {
  noteId: string;
  text: string;
}

export interface NoteIdInput {
  noteId: string;
}

export interface DeleteFileInput {
  noteId: string;
  key: string;
}

// ---------------------------------------------------------------------------------------------
// newNoteMachine: the 'Add New Note' form.
// ---------------------------------------------------------------------------------------------

export interface NewNoteContext {
  draft: string;
  files: PendingFile[];
  /** The created note's _id, once created (files are uploaded onto it, §4). */
  noteId: string | null;
  /** Files still to upload onto `noteId`; the first is the one uploading. */
  queue: PendingFile[];
}

export type NewNoteEvent =
  | { type: 'compose.open' }
  | { type: 'compose.change'; text: string }
  | { type: 'compose.addFiles'; files: readonly PendingFile[] }
  | { type: 'compose.removeFile'; index: number }
  | { type: 'compose.save' }
  | { type: 'compose.cancel' };

export type NewNoteEventType = NewNoteEvent['type'];

/** The injected `createNote` actor's input and output. */
export interface CreateNoteInput {
  text: string;
}
export interface CreatedNote {
  noteId: string;
}
