import type { NoteOriginType, UploadedFile } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import type { Queryable } from '@fleet/service-kit/db';
import { bumpListVersion as markTaskListChanged } from '../../tasks/data/tasks-repository';
import {
  deleteFileRow,
  deleteFilesOfOrigin,
  type FileRow,
  filesOfOrigins,
  findFile,
} from '../data/files-repository';
import { type Caller, type Download, openStored, requireOrigin } from './notes';
import {
  deleteObjects,
  type FilesDeps,
  forget,
  type IncomingFile,
  receiveFile,
} from './stored-files';

/**
 * Attachments of tasks and trips (document 2 §3 Uploaded file, §7 /v1/files-uploaded/...): any
 * user of the account may add, replace, list, download and delete them. The origin must exist in
 * the caller's account; another account's file or origin is 404.
 */

export interface Attachment {
  _id: string;
  upload: { file_name: string };
}

/** The attachments of each origin (task or trip) among `originIds`, oldest first. */
export async function attachmentsByOrigin(
  db: Queryable,
  accountId: string,
  originType: NoteOriginType,
  originIds: readonly string[],
): Promise<Map<string, Attachment[]>> {
  const out = new Map<string, Attachment[]>();
  for (const file of await filesOfOrigins(db, accountId, originType, originIds)) {
    const list = out.get(file.origin_id!) ?? [];
    list.push({ _id: file.id, upload: { file_name: file.file_name } });
    out.set(file.origin_id!, list);
  }
  return out;
}

export function uploadedFileOf(file: FileRow): UploadedFile {
  return {
    _id: file.id,
    origin_id: file.origin_id!,
    origin_type: file.origin_type!,
    upload: { file_name: file.file_name, content_type: file.content_type, size: file.size },
    created_at: file.created_at,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An attachment of the account (not a note's file), or 404. */
async function requireAttachment(db: Queryable, accountId: string, fileId: string) {
  const file = UUID.test(fileId) ? await findFile(db, accountId, fileId.toLowerCase()) : null;
  if (!file || file.origin_id === null) {
    throw new HttpError(404, { code: 'files/not-found', message: 'No such file in this account' });
  }
  return file;
}

const noFile = () =>
  new HttpError(400, {
    code: 'validation/invalid',
    message: 'The request is not valid: file: no file was sent in the form field "file"',
    errors: [{ propertyName: 'file', message: 'no file was sent' }],
  });

/** A task's files are part of the task list's answer: tell the list it changed. */
async function attachmentsChanged(
  db: Queryable,
  accountId: string,
  originType: NoteOriginType | null | undefined,
): Promise<void> {
  if (originType === 'TASK') await markTaskListChanged(db, accountId);
}

/**
 * POST /v1/files-uploaded/upload: one file in the field `file`, after the fields origin_type and
 * origin_id (a form's fields are read in order: the origin is checked before a byte is stored).
 */
export async function uploadAttachment(
  deps: FilesDeps,
  caller: Caller,
  receive: (
    onFile: (file: IncomingFile, fields: Record<string, string>) => Promise<void>,
  ) => Promise<void>,
  parseOrigin: (fields: Record<string, string>) => {
    origin_type: NoteOriginType;
    origin_id: string;
  },
): Promise<UploadedFile> {
  const stored: FileRow[] = [];
  let files = 0;
  try {
    await receive(async (file, fields) => {
      if (++files > 1) {
        file.stream.resume();
        throw new HttpError(400, {
          code: 'validation/invalid',
          message: 'The request is not valid: file: send one file per upload',
          errors: [{ propertyName: 'file', message: 'send one file per upload' }],
        });
      }
      let originType: NoteOriginType;
      let originId: string;
      try {
        const origin = parseOrigin(fields);
        originType = origin.origin_type;
        originId = await requireOrigin(deps.db, caller.accountId, originType, origin.origin_id);
      } catch (error) {
        file.stream.resume();
        throw error;
      }
      stored.push(await receiveFile(deps, caller, { originType, originId }, file));
    });
  } catch (error) {
    await forget(deps, caller.accountId, stored);
    throw error;
  }
  if (!stored[0]) throw noFile();
  await attachmentsChanged(deps.db, caller.accountId, stored[0].origin_type);
  return uploadedFileOf(stored[0]);
}

/** PUT /v1/files-uploaded/upload/{fileId}: new bytes (and name) under the same _id. */
export async function replaceAttachment(
  deps: FilesDeps,
  caller: Caller,
  fileId: string,
  receive: (onFile: (file: IncomingFile) => Promise<void>) => Promise<void>,
): Promise<UploadedFile> {
  const old = await requireAttachment(deps.db, caller.accountId, fileId);
  const stored: FileRow[] = [];
  let files = 0;
  try {
    await receive(async (file) => {
      if (++files > 1) {
        file.stream.resume();
        throw noFile();
      }
      stored.push(
        await receiveFile(
          deps,
          caller,
          { originType: old.origin_type!, originId: old.origin_id! },
          file,
        ),
      );
    });
    if (!stored[0]) throw noFile();
  } catch (error) {
    await forget(deps, caller.accountId, stored);
    throw error;
  }
  const fresh = stored[0];
  // The new row takes the old one's id; the old object goes once the swap is committed.
  const swapped = await deps.db.transaction(async (tx) => {
    const [gone] = await tx.query<{ storage_key: string }>(
      `DELETE FROM stored_files WHERE account_id = $1 AND id = $2 RETURNING storage_key`,
      [caller.accountId, old.id],
    );
    if (!gone) return false;
    await tx.query('UPDATE stored_files SET id = $3 WHERE account_id = $1 AND id = $2', [
      caller.accountId,
      fresh.id,
      old.id,
    ]);
    return true;
  });
  if (!swapped) {
    await forget(deps, caller.accountId, [fresh]);
    throw new HttpError(404, { code: 'files/not-found', message: 'No such file in this account' });
  }
  await deleteObjects(deps, [old.storage_key]);
  await attachmentsChanged(deps.db, caller.accountId, old.origin_type);
  return uploadedFileOf((await findFile(deps.db, caller.accountId, old.id))!);
}

export async function listAttachments(
  db: Queryable,
  accountId: string,
  originType: NoteOriginType,
  originId: string,
): Promise<UploadedFile[]> {
  const id = await requireOrigin(db, accountId, originType, originId);
  return (await filesOfOrigins(db, accountId, originType, [id])).map(uploadedFileOf);
}

export async function deleteAllAttachments(
  deps: FilesDeps,
  accountId: string,
  originType: NoteOriginType,
  originId: string,
): Promise<{ deleted: number }> {
  const id = await requireOrigin(deps.db, accountId, originType, originId);
  const keys = await deleteFilesOfOrigin(deps.db, accountId, originType, id);
  await deleteObjects(deps, keys);
  await attachmentsChanged(deps.db, accountId, originType);
  return { deleted: keys.length };
}

export async function deleteAttachment(
  deps: FilesDeps,
  accountId: string,
  fileId: string,
): Promise<{ deleted: number }> {
  const file = await requireAttachment(deps.db, accountId, fileId);
  await deleteFileRow(deps.db, accountId, file.id);
  await deleteObjects(deps, [file.storage_key]);
  await attachmentsChanged(deps.db, accountId, file.origin_type);
  return { deleted: 1 };
}

export async function downloadAttachment(
  deps: FilesDeps,
  accountId: string,
  fileId: string,
): Promise<Download> {
  const file = await requireAttachment(deps.db, accountId, fileId);
  return { file, body: await openStored(deps, file) };
}
