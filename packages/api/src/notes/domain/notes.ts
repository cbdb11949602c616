import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Note, NoteOriginType, NoteUpload } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import type { Queryable } from '@fleet/service-kit/db';
import { StorageNotFoundError } from '../../providers/storage';
import {
  deleteFileRow,
  deleteFilesOfNote,
  type FileRow,
  filesOfNotes,
  findFile,
} from '../data/files-repository';
import {
  deleteNoteRow,
  findNote,
  insertUserNote,
  listNotesOf,
  type NoteRow,
  resolveOrigin,
  updateNoteText,
} from '../data/notes-repository';
import {
  deleteObjects,
  type FilesDeps,
  forget,
  type IncomingFile,
  receiveFile,
} from './stored-files';

/**
 * Notes on trips and tasks (document 2 §2.5, §4 Notes, §6, §7). Who may do what:
 * - any user of the account reads an origin's notes and downloads their files;
 * - only user notes (USER_GENRATED) can be edited, deleted or given files; System notes answer
 *   403 (§6);
 * - only the author of a user note edits, deletes, or adds and removes its files: the card says
 *   who wrote it, so another's words must not appear under their name (decision; ../README.md).
 * Everything is scoped to the caller's account: another account's note or origin is 404.
 */

export interface Caller {
  accountId: string;
  userId: string;
  email: string;
}

const noteNotFound = () =>
  new HttpError(404, { code: 'notes/not-found', message: 'No such note in this account' });

export function originNotFound(originType: NoteOriginType, originId: string): HttpError {
  return new HttpError(404, {
    code: 'notes/origin-not-found',
    message: `No ${originType === 'TRIP' ? 'trip' : 'task'} ${originId} in this account`,
  });
}

/** The origin's stored id (a trip's number), or 404. */
export async function requireOrigin(
  db: Queryable,
  accountId: string,
  originType: NoteOriginType,
  originId: string,
): Promise<string> {
  const id = await resolveOrigin(db, accountId, originType, originId);
  if (!id) throw originNotFound(originType, originId);
  return id;
}

export function noteUploadOf(file: FileRow): NoteUpload {
  return {
    file_name: file.file_name,
    key: file.id,
    soft_delete: false,
    content_type: file.content_type,
    size: file.size,
  };
}

function noteOf(row: NoteRow, files: FileRow[]): Note {
  return {
    _id: row.id,
    note: row.note,
    type: row.type,
    created_at: row.created_at,
    created_by: row.created_by,
    created_by_email: row.created_by_email,
    uploads: files.map(noteUploadOf),
    origin_type: row.origin_type,
    origin_id: row.origin_id,
    additional_metadata: row.additional_metadata,
  };
}

async function view(db: Queryable, accountId: string, rows: NoteRow[]): Promise<Note[]> {
  const files = await filesOfNotes(
    db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    noteOf(
      row,
      files.filter((f) => f.note_id === row.id),
    ),
  );
}

async function viewOne(db: Queryable, accountId: string, noteId: string): Promise<Note> {
  const row = await findNote(db, accountId, noteId);
  if (!row) throw noteNotFound();
  return (await view(db, accountId, [row]))[0]!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A note id from a path: 404 for anything that is not one (never a database error). */
export function noteIdOf(value: string): string {
  if (!UUID.test(value)) throw noteNotFound();
  return value.toLowerCase();
}

const ACTIONS = {
  edit: { system: 'System notes cannot be edited', author: 'edit' },
  delete: { system: 'System notes cannot be deleted', author: 'delete' },
  addFiles: { system: 'Files cannot be added to System notes', author: 'add files to' },
  removeFile: { system: 'Files cannot be removed from System notes', author: 'remove files from' },
} as const;

/** The note when the caller may change it (§6 and the author rule), else 404 or 403. */
async function requireEditable(
  db: Queryable,
  caller: Caller,
  noteId: string,
  action: keyof typeof ACTIONS,
  options: { forUpdate?: boolean } = {},
): Promise<NoteRow> {
  const row = await findNote(db, caller.accountId, noteIdOf(noteId), options);
  if (!row) throw noteNotFound();
  if (row.type !== 'USER_GENRATED') {
    throw new HttpError(403, {
      code: 'notes/system-note',
      message: `${ACTIONS[action].system}: only notes written by users can be changed`,
    });
  }
  if (row.created_by_user_id !== caller.userId) {
    throw new HttpError(403, {
      code: 'notes/not-author',
      message: `Only the author of this note (${row.created_by}) can ${ACTIONS[action].author} it`,
    });
  }
  return row;
}

export async function listNotes(
  db: Queryable,
  accountId: string,
  originType: NoteOriginType,
  originId: string,
): Promise<Note[]> {
  const id = await requireOrigin(db, accountId, originType, originId);
  return view(db, accountId, await listNotesOf(db, accountId, originType, id));
}

export async function createNote(
  db: Queryable,
  caller: Caller,
  input: { origin_type: NoteOriginType; origin_id: string; note: string },
): Promise<Note> {
  const originId = await requireOrigin(db, caller.accountId, input.origin_type, input.origin_id);
  const [user] = await db.query<{ name: string }>(
    `SELECT coalesce(nullif(trim(display_name), ''), split_part(email, '@', 1)) AS name
       FROM users WHERE account_id = $1 AND id = $2`,
    [caller.accountId, caller.userId],
  );
  const id = randomUUID();
  await insertUserNote(db, caller.accountId, {
    id,
    originType: input.origin_type,
    originId,
    note: input.note,
    createdBy: user?.name ?? caller.email.split('@')[0]!,
    userId: caller.userId,
    email: caller.email,
  });
  return viewOne(db, caller.accountId, id);
}

export async function editNote(
  db: Queryable,
  caller: Caller,
  noteId: string,
  text: string,
): Promise<Note> {
  const row = await requireEditable(db, caller, noteId, 'edit');
  await updateNoteText(db, caller.accountId, row.id, text);
  return viewOne(db, caller.accountId, row.id);
}

/** Deletes the note, its files' rows, then its files' objects. */
export async function deleteNote(deps: FilesDeps, caller: Caller, noteId: string): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const row = await requireEditable(tx, caller, noteId, 'delete', { forUpdate: true });
    const keys = await deleteFilesOfNote(tx, caller.accountId, row.id);
    await deleteNoteRow(tx, caller.accountId, row.id);
    return keys;
  });
  await deleteObjects(deps, keys);
}

/**
 * POST /v1/notes/{noteId}/files: stores every file of the form on the note. `receive` reads the
 * form and hands each file to the callback; when any file is refused, none of this request's
 * files is kept.
 */
export async function addNoteFiles(
  deps: FilesDeps,
  caller: Caller,
  noteId: string,
  receive: (onFile: (file: IncomingFile) => Promise<void>) => Promise<void>,
): Promise<Note> {
  const row = await requireEditable(deps.db, caller, noteId, 'addFiles');
  const stored: FileRow[] = [];
  try {
    await receive(async (file) => {
      stored.push(await receiveFile(deps, caller, { noteId: row.id }, file));
    });
  } catch (error) {
    await forget(deps, caller.accountId, stored);
    throw error;
  }
  if (stored.length === 0) {
    throw new HttpError(400, {
      code: 'validation/invalid',
      message: 'The request is not valid: files: no file was sent in the form field "files"',
      errors: [{ propertyName: 'files', message: 'no file was sent' }],
    });
  }
  return viewOne(deps.db, caller.accountId, row.id);
}

function noteFile(file: FileRow | null, noteId: string): FileRow {
  if (!file || file.note_id !== noteId) {
    throw new HttpError(404, {
      code: 'notes/file-not-found',
      message: 'No such file on this note',
    });
  }
  return file;
}

export async function deleteNoteFile(
  deps: FilesDeps,
  caller: Caller,
  noteId: string,
  key: string,
): Promise<Note> {
  const row = await requireEditable(deps.db, caller, noteId, 'removeFile');
  const file = noteFile(
    UUID.test(key) ? await findFile(deps.db, caller.accountId, key) : null,
    row.id,
  );
  await deleteFileRow(deps.db, caller.accountId, file.id);
  await deleteObjects(deps, [file.storage_key]);
  return viewOne(deps.db, caller.accountId, row.id);
}

export interface Download {
  file: FileRow;
  body: Readable;
}

/** Any user of the account may download a note's file. */
export async function downloadNoteFile(
  deps: FilesDeps,
  accountId: string,
  noteId: string,
  key: string,
): Promise<Download> {
  const note = await findNote(deps.db, accountId, noteIdOf(noteId));
  if (!note) throw noteNotFound();
  const file = noteFile(UUID.test(key) ? await findFile(deps.db, accountId, key) : null, note.id);
  return { file, body: await openStored(deps, file) };
}

/** The bytes of a file whose row exists; a missing object is logged and answered 404. */
export async function openStored(deps: FilesDeps, file: FileRow): Promise<Readable> {
  try {
    return await deps.storage.get(file.storage_key);
  } catch (error) {
    if (!(error instanceof StorageNotFoundError)) throw error;
    deps.logger.error({ fileId: file.id, key: file.storage_key }, 'stored file is missing');
    throw new HttpError(404, {
      code: 'files/missing',
      message: `File ${file.file_name} is no longer in storage`,
    });
  }
}
