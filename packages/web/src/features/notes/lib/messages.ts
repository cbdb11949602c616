import { ApiRequestError, NETWORK_ERROR } from '@/lib/api-client';

/** Document 2 §8 "Tasks, notes and files", verbatim. */
export const FETCH_NOTES_FAILED = 'Failed to fetch notes';
export const CREATE_NOTE_FAILED = 'Error creating note';
export const UPDATE_NOTE_FAILED = 'Error updating note';
export const UPLOAD_FILE_FAILED = 'Error uploading file';
export const FILE_DELETE_FAILED = 'File delete failed';
export const FILE_DOWNLOAD_FAILED = 'File download failed';
export const PREVIEW_NOT_AVAILABLE = 'Preview not available';
export const CONFIRM_DELETE_NOTE = 'Are you sure you want to delete this note?';
export const CONFIRM_DELETE_FILE = 'Are you sure you want to delete this file?';

/** The first non-blank string among `names` in the error answer's body. */
function bodyField(error: unknown, names: readonly string[]): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const body = error.body;
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (typeof body !== 'object' || body === null) return null;
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** The server answered (as opposed to the network failing or the code throwing). */
const answered = (error: unknown) => error instanceof ApiRequestError && error.status > 0;

/** §8 note create: the message from the result, else 'Error creating note'; no answer at all: 'Network response was not ok'. */
export function createNoteErrorMessage(error: unknown): string {
  if (!answered(error)) return NETWORK_ERROR;
  return bodyField(error, ['message', 'detail', 'error']) ?? CREATE_NOTE_FAILED;
}

/**
 * §8 note update: the server's detail or error, else 'Error updating note'. Our API words its
 * refusals in `message` (e.g. 'Only the author of this note (…) can edit it'), read after them.
 */
export function updateNoteErrorMessage(error: unknown): string {
  if (!answered(error)) return UPDATE_NOTE_FAILED;
  return bodyField(error, ['detail', 'error', 'message']) ?? UPDATE_NOTE_FAILED;
}

/**
 * §8 file upload: the server's detail or error text, else 'Error uploading file'; on an exception
 * (no answer) its message is appended: 'Error uploading file: Network response was not ok'.
 */
export function uploadErrorMessage(error: unknown): string {
  if (answered(error))
    return bodyField(error, ['detail', 'error', 'message']) ?? UPLOAD_FILE_FAILED;
  const message = error instanceof Error ? error.message : '';
  return message ? `${UPLOAD_FILE_FAILED}: ${message}` : UPLOAD_FILE_FAILED;
}
