import { z } from 'zod';

/**
 * Notes with files on trips and tasks, and task attachments (document 2 §2.5, §3 Note and
 * Uploaded file, §4 Notes, §5 Files on notes, §6, §7 "Notes and files", §8, §9). Paths are the
 * fleet API's; answers are wrapped as { Data }.
 */

export const NOTE_PATHS = {
  /** GET ?origin_id&origin_type lists, POST creates. */
  notes: '/v1/notes/',
  /** PUT {note}, DELETE. */
  note: '/v1/notes/:noteId',
  /** POST multipart `files` adds; DELETE ?key= removes one; GET ?key= downloads one. */
  noteFiles: '/v1/notes/:noteId/files',
} as const;

export const FILE_PATHS = {
  /** POST multipart origin_id, origin_type, file. */
  upload: '/v1/files-uploaded/upload',
  /** PUT a file (replace), DELETE one. */
  file: '/v1/files-uploaded/upload/:fileId',
  /** GET the attachments of an origin. */
  byOrigin: '/v1/files-uploaded/upload/:originType/:originId',
  /** DELETE every attachment of an origin. */
  allOfOrigin: '/v1/files-uploaded/upload/:originType/:originId/all',
  download: '/v1/files-uploaded/upload/download/:fileId',
} as const;

/** §9: 50 MB per file. */
export const MAX_FILE_BYTES = 52_428_800;
/** Files one request may carry. */
export const MAX_FILES_PER_REQUEST = 10;

export const NOTE_ORIGIN_TYPES = ['TRIP', 'TASK'] as const;
export type NoteOriginType = (typeof NOTE_ORIGIN_TYPES)[number];

/** §3: USER_GENRATED is spelled so on the wire. */
export const NOTE_TYPES = ['USER_GENRATED', 'System'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

/** What a System note on a trip is about (additional_metadata.exception_type). */
export const SYSTEM_NOTE_EXCEPTION_TYPES = ['eta', 'tempViolation', 'detention'] as const;

/** §2.5: what the panel previews; anything else shows 'Preview not available'. */
export const PREVIEW_IMAGE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'webp',
  'ico',
  'apng',
  'avif',
] as const;
/** §9 PDF preview zoom. */
export const PDF_ZOOM = { min: 0.5, max: 2, step: 0.1 } as const;

export const noteOriginQuerySchema = z.object({
  origin_id: z
    .string({ error: 'origin_id is required' })
    .trim()
    .min(1, 'origin_id is required')
    .max(200),
  origin_type: z.enum(NOTE_ORIGIN_TYPES, { error: 'origin_type must be TRIP or TASK' }),
});

export const noteText = z
  .string()
  .trim()
  .min(1, 'note must not be empty')
  .max(20_000, 'note must be at most 20000 characters');

/** POST /v1/notes/ (§7). Only user notes are created through the API. */
export const noteCreateSchema = noteOriginQuerySchema.extend({
  type: z.literal('USER_GENRATED').default('USER_GENRATED'),
  note: noteText,
  /** Files follow in a second call (§4); the create accepts an empty list only. */
  uploads: z.array(z.never()).max(0).default([]),
});
export type NoteCreateInput = z.input<typeof noteCreateSchema>;

/** PUT /v1/notes/{noteId}. */
export const noteUpdateSchema = z.object({ note: noteText });

export const noteFileKeyQuerySchema = z.object({
  key: z.string().trim().min(1, 'key is required').max(300),
});

export const noteUploadSchema = z.object({
  file_name: z.string(),
  key: z.string(),
  soft_delete: z.boolean(),
  /** Decided from the bytes (magic), not the name. */
  content_type: z.string(),
  size: z.number().int(),
});
export type NoteUpload = z.infer<typeof noteUploadSchema>;

export const noteSchema = z.object({
  _id: z.string(),
  note: z.string(),
  type: z.enum(NOTE_TYPES),
  created_at: z.string(),
  /** The author's name ('System' for system notes). */
  created_by: z.string(),
  /** The author's e-mail; null for system notes. */
  created_by_email: z.string().nullable(),
  uploads: z.array(noteUploadSchema),
  origin_type: z.enum(NOTE_ORIGIN_TYPES),
  origin_id: z.string(),
  additional_metadata: z
    .object({ exception_type: z.enum(SYSTEM_NOTE_EXCEPTION_TYPES).optional() })
    .catchall(z.unknown())
    .nullable(),
});
export type Note = z.infer<typeof noteSchema>;

export const fileOriginParamsSchema = z.object({
  originType: z.enum(NOTE_ORIGIN_TYPES, { error: 'originType must be TRIP or TASK' }),
  originId: z.string().trim().min(1).max(200),
});

/** An attachment of a task or trip (§3 Uploaded file; the task exposes _id and upload.file_name). */
export const uploadedFileSchema = z.object({
  _id: z.string(),
  origin_id: z.string(),
  origin_type: z.enum(NOTE_ORIGIN_TYPES),
  upload: z.object({
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
  }),
  created_at: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** DELETE /v1/notes/{noteId}: Data. */
export const noteDeletedSchema = z.object({ _id: z.string(), deleted: z.literal(true) });
/** DELETE of attachments (one, or every one of an origin): Data. */
export const filesDeletedSchema = z.object({ deleted: z.number().int().min(0) });

/** Answers are wrapped as { Data }. */
export const notesAnswerSchema = z.object({ Data: z.array(noteSchema) });
export const noteAnswerSchema = z.object({ Data: noteSchema });
export const uploadedFilesAnswerSchema = z.object({ Data: z.array(uploadedFileSchema) });
export const uploadedFileAnswerSchema = z.object({ Data: uploadedFileSchema });

/**
 * The `code` of the notes and files errors (the body is { code, message }; the message is
 * written for the screen): 400 files/empty, files/bad-name, validation/invalid; 403
 * notes/system-note, notes/not-author; 404 notes/not-found, notes/origin-not-found,
 * notes/file-not-found, files/not-found, files/missing; 413 files/too-large; 415
 * files/type-mismatch, files/type-not-allowed, files/polyglot; 429 files/too-many-uploads.
 */
export const NOTE_ERROR_CODES = [
  'files/empty',
  'files/bad-name',
  'notes/system-note',
  'notes/not-author',
  'notes/not-found',
  'notes/origin-not-found',
  'notes/file-not-found',
  'files/not-found',
  'files/missing',
  'files/too-large',
  'files/type-mismatch',
  'files/type-not-allowed',
  'files/polyglot',
  'files/too-many-uploads',
] as const;
export type NoteErrorCode = (typeof NOTE_ERROR_CODES)[number];

/** §8 'File {name} exceeds the 50 MB size limit'. */
export function fileTooLargeMessage(name: string): string {
  return `File ${name} exceeds the 50 MB size limit`;
}

/** The extension the preview decides on (lower case, no dot); '' when none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
