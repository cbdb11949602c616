import type { NoteOriginType, NoteType } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';

/**
 * The notes table. Every statement is scoped to the account; files live in stored_files
 * (./files-repository.ts).
 */
export interface NoteRow {
  id: string;
  origin_type: NoteOriginType;
  origin_id: string;
  type: NoteType;
  note: string;
  created_at: string;
  created_by: string;
  created_by_user_id: string | null;
  created_by_email: string | null;
  additional_metadata: Record<string, unknown> | null;
}

const COLUMNS = `id::text AS id, origin_type, origin_id, type, note,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  created_by, created_by_user_id::text AS created_by_user_id, created_by_email, additional_metadata`;

export function listNotesOf(
  db: Queryable,
  accountId: string,
  originType: NoteOriginType,
  originId: string,
): Promise<NoteRow[]> {
  return db.query<NoteRow>(
    `SELECT ${COLUMNS} FROM notes
      WHERE account_id = $1 AND origin_type = $2 AND origin_id = $3
      ORDER BY created_at, id`,
    [accountId, originType, originId],
  );
}

export async function findNote(
  db: Queryable,
  accountId: string,
  noteId: string,
  options: { forUpdate?: boolean } = {},
): Promise<NoteRow | null> {
  const [row] = await db.query<NoteRow>(
    `SELECT ${COLUMNS} FROM notes WHERE account_id = $1 AND id = $2
      ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    [accountId, noteId],
  );
  return row ?? null;
}

export async function insertUserNote(
  db: Queryable,
  accountId: string,
  note: {
    id: string;
    originType: NoteOriginType;
    originId: string;
    note: string;
    createdBy: string;
    userId: string;
    email: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO notes (account_id, id, origin_type, origin_id, type, note, created_by,
                        created_by_user_id, created_by_email)
     VALUES ($1, $2, $3, $4, 'USER_GENRATED', $5, $6, $7, $8)`,
    [
      accountId,
      note.id,
      note.originType,
      note.originId,
      note.note,
      note.createdBy,
      note.userId,
      note.email,
    ],
  );
}

export interface NewSystemNote {
  id: string;
  originType: NoteOriginType;
  originId: string;
  note: string;
  createdAt: string;
  /** One note per key and account, ever (unique index): the event, not when it was seen. */
  dedupeKey: string;
  additionalMetadata: Record<string, unknown>;
}

/** Inserts the system notes not written before (by key); returns how many were new. */
export async function insertSystemNotes(
  db: Queryable,
  accountId: string,
  notes: readonly NewSystemNote[],
): Promise<number> {
  if (notes.length === 0) return 0;
  const inserted = await db.query(
    `INSERT INTO notes (account_id, id, origin_type, origin_id, type, note, created_at,
                        created_by, additional_metadata, dedupe_key)
     SELECT $1, n.id::uuid, n.origin_type, n.origin_id, 'System', n.note,
            n.created_at::timestamptz, 'System', n.additional_metadata, n.dedupe_key
       FROM jsonb_to_recordset($2::jsonb) AS n(id text, origin_type text, origin_id text,
            note text, created_at text, additional_metadata jsonb, dedupe_key text)
     ON CONFLICT (account_id, dedupe_key) DO NOTHING
     RETURNING id`,
    [
      accountId,
      JSON.stringify(
        notes.map((n) => ({
          id: n.id,
          origin_type: n.originType,
          origin_id: n.originId,
          note: n.note,
          created_at: n.createdAt,
          additional_metadata: n.additionalMetadata,
          dedupe_key: n.dedupeKey,
        })),
      ),
    ],
  );
  return inserted.length;
}

export async function updateNoteText(
  db: Queryable,
  accountId: string,
  noteId: string,
  text: string,
): Promise<void> {
  await db.query(
    `UPDATE notes SET note = $3, updated_at = now() WHERE account_id = $1 AND id = $2`,
    [accountId, noteId, text],
  );
}

export async function deleteNoteRow(db: Queryable, accountId: string, noteId: string) {
  await db.query('DELETE FROM notes WHERE account_id = $1 AND id = $2', [accountId, noteId]);
}

/**
 * The origin's id as notes and files store it, or null when the account has no such origin: a
 * trip by its number (trip_num, what the screens show; its internal id is accepted too), a task by
 * its id. The tasks table belongs to the tasks component; until it exists no task does.
 */
export async function resolveOrigin(
  db: Queryable,
  accountId: string,
  originType: NoteOriginType,
  originId: string,
): Promise<string | null> {
  if (originType === 'TRIP') {
    const [trip] = await db.query<{ trip_num: string }>(
      `SELECT trip_num FROM trips WHERE account_id = $1 AND (trip_num = $2 OR id = $2)
        ORDER BY (trip_num = $2) DESC LIMIT 1`,
      [accountId, originId],
    );
    return trip?.trip_num ?? null;
  }
  const [table] = await db.query<{ present: boolean }>(
    `SELECT to_regclass('tasks') IS NOT NULL AS present`,
  );
  if (!table?.present) return null;
  const [task] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM tasks WHERE account_id = $1 AND id::text = $2 LIMIT 1',
    [accountId, originId.toLowerCase()],
  );
  return task?.id ?? null;
}
