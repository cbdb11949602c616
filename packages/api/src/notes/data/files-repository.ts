import type { NoteOriginType } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';

/**
 * stored_files: a note's files and the attachments of tasks and trips, one row per stored
 * object. Rows are 'pending' while their bytes go to storage and only 'stored' rows are read.
 * Every statement is scoped to the account (the sweep of dead uploads aside).
 */
export interface FileRow {
  id: string;
  storage_key: string;
  note_id: string | null;
  origin_type: NoteOriginType | null;
  origin_id: string | null;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

const COLUMNS = `id::text AS id, storage_key, note_id::text AS note_id, origin_type, origin_id,
  file_name, content_type, size::int AS size,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

export type FileOwner =
  | { noteId: string }
  | { originType: NoteOriginType; originId: string };

/** A row for an upload about to start, before any byte is stored. */
export async function insertPendingFile(
  db: Queryable,
  accountId: string,
  file: { id: string; storageKey: string; owner: FileOwner; userId: string },
): Promise<void> {
  const { owner } = file;
  await db.query(
    `INSERT INTO stored_files (account_id, id, storage_key, state, note_id, origin_type, origin_id,
                               file_name, content_type, size, created_by_user_id)
     VALUES ($1, $2, $3, 'pending', $4, $5, $6, '', '', 0, $7)`,
    [
      accountId,
      file.id,
      file.storageKey,
      'noteId' in owner ? owner.noteId : null,
      'noteId' in owner ? null : owner.originType,
      'noteId' in owner ? null : owner.originId,
      file.userId,
    ],
  );
}

/**
 * The upload is complete: its name, type and size are known and it becomes visible. False when
 * the row is gone meanwhile (its note was deleted during the upload).
 */
export async function markFileStored(
  db: Queryable,
  accountId: string,
  fileId: string,
  file: { fileName: string; contentType: string; size: number },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE stored_files SET state = 'stored', file_name = $3, content_type = $4, size = $5
      WHERE account_id = $1 AND id = $2 AND state = 'pending'
      RETURNING id`,
    [accountId, fileId, file.fileName, file.contentType, file.size],
  );
  return updated.length > 0;
}

export async function deleteFileRow(db: Queryable, accountId: string, fileId: string) {
  await db.query('DELETE FROM stored_files WHERE account_id = $1 AND id = $2', [accountId, fileId]);
}

export function filesOfNotes(
  db: Queryable,
  accountId: string,
  noteIds: readonly string[],
): Promise<FileRow[]> {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db.query<FileRow>(
    `SELECT ${COLUMNS} FROM stored_files
      WHERE account_id = $1 AND note_id = ANY($2::uuid[]) AND state = 'stored'
      ORDER BY created_at, id`,
    [accountId, [...noteIds]],
  );
}

export function filesOfOrigins(
  db: Queryable,
  accountId: string,
  originType: NoteOriginType,
  originIds: readonly string[],
): Promise<FileRow[]> {
  if (originIds.length === 0) return Promise.resolve([]);
  return db.query<FileRow>(
    `SELECT ${COLUMNS} FROM stored_files
      WHERE account_id = $1 AND origin_type = $2 AND origin_id = ANY($3::text[])
        AND state = 'stored'
      ORDER BY created_at, id`,
    [accountId, originType, [...originIds]],
  );
}

export async function findFile(
  db: Queryable,
  accountId: string,
  fileId: string,
): Promise<FileRow | null> {
  const [row] = await db.query<FileRow>(
    `SELECT ${COLUMNS} FROM stored_files
      WHERE account_id = $1 AND id = $2 AND state = 'stored'`,
    [accountId, fileId],
  );
  return row ?? null;
}

/** Deletes the rows of a note's files (any state); returns their storage keys. */
export async function deleteFilesOfNote(
  db: Queryable,
  accountId: string,
  noteId: string,
): Promise<string[]> {
  const rows = await db.query<{ storage_key: string }>(
    `DELETE FROM stored_files WHERE account_id = $1 AND note_id = $2 RETURNING storage_key`,
    [accountId, noteId],
  );
  return rows.map((r) => r.storage_key);
}

/** Deletes the stored attachments of an origin; returns their storage keys. */
export async function deleteFilesOfOrigin(
  db: Queryable,
  accountId: string,
  originType: NoteOriginType,
  originId: string,
): Promise<string[]> {
  const rows = await db.query<{ storage_key: string }>(
    `DELETE FROM stored_files
      WHERE account_id = $1 AND origin_type = $2 AND origin_id = $3 AND state = 'stored'
      RETURNING storage_key`,
    [accountId, originType, originId],
  );
  return rows.map((r) => r.storage_key);
}

/** Uploads that died with their process: pending rows older than `before`, deleted; their keys. */
export async function takeAbandonedUploads(db: Queryable, before: string): Promise<string[]> {
  const rows = await db.query<{ storage_key: string }>(
    `DELETE FROM stored_files WHERE state = 'pending' AND created_at < $1::timestamptz
      RETURNING storage_key`,
    [before],
  );
  return rows.map((r) => r.storage_key);
}
