import type { IncomingMessage } from 'node:http';
import {
  FILE_PATHS,
  fileOriginParamsSchema,
  NOTE_PATHS,
  noteCreateSchema,
  noteFileKeyQuerySchema,
  noteOriginQuerySchema,
  noteUpdateSchema,
} from '@fleet/contracts';
import { HttpError, type Logger, validate } from '@fleet/service-kit';
import { type RequestHandler, type Response, Router } from 'express';
import { authOf } from '../../identity/http/auth-middleware';
import {
  deleteAllAttachments,
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  replaceAttachment,
  uploadAttachment,
} from '../domain/attachments';
import {
  addNoteFiles,
  type Caller,
  createNote,
  deleteNote,
  deleteNoteFile,
  downloadNoteFile,
  editNote,
  listNotes,
} from '../domain/notes';
import type { FilesDeps, UploadSlots } from '../domain/stored-files';
import { MAX_FORM_BYTES, readMultipart } from './multipart';
import { sendFile } from './send-file';

/**
 * Notes and files (document 2 §7): thin adapters over ../domain. Answers are `{ Data }`; errors
 * are `{ code, message }` (the message is what the screen shows).
 */
export function notesRoutes(
  deps: FilesDeps & { requireSession: RequestHandler; slots: UploadSlots; logger: Logger },
): Router {
  const router = Router();
  const auth = deps.requireSession;
  const callerOf = (res: Response): Caller => {
    const { accountId, userId, email } = authOf(res);
    return { accountId, userId, email };
  };
  const param = (value: unknown) => String(value ?? '');

  /**
   * Runs an upload in one of the account's slots (429 when all are taken). A refusal before the
   * form was read still reads (and drops) the body, so the client sees the answer.
   */
  const upload = async <T>(req: IncomingMessage, res: Response, run: () => Promise<T>) => {
    const caller = callerOf(res);
    const release = deps.slots.acquire(caller.accountId);
    try {
      if (!release) {
        throw new HttpError(
          429,
          {
            code: 'files/too-many-uploads',
            message: `Too many uploads at once for this account: at most ${deps.slots.perAccount} run at the same time. Try again when one has finished.`,
          },
          { 'Retry-After': '5' },
        );
      }
      return await run();
    } catch (error) {
      await drain(req);
      throw error;
    } finally {
      release?.();
    }
  };

  router.get(NOTE_PATHS.notes, auth, async (req, res) => {
    const query = validate(noteOriginQuerySchema, req.query);
    res.json({
      Data: await listNotes(deps.db, authOf(res).accountId, query.origin_type, query.origin_id),
    });
  });
  router.post(NOTE_PATHS.notes, auth, async (req, res) => {
    const body = validate(noteCreateSchema, req.body ?? {});
    res.json({ Data: await createNote(deps.db, callerOf(res), body) });
  });
  router.put(NOTE_PATHS.note, auth, async (req, res) => {
    const body = validate(noteUpdateSchema, req.body ?? {});
    res.json({ Data: await editNote(deps.db, callerOf(res), param(req.params.noteId), body.note) });
  });
  router.delete(NOTE_PATHS.note, auth, async (req, res) => {
    const noteId = param(req.params.noteId);
    await deleteNote(deps, callerOf(res), noteId);
    res.json({ Data: { _id: noteId, deleted: true } });
  });
  router.post(NOTE_PATHS.noteFiles, auth, async (req, res) => {
    const note = await upload(req, res, () =>
      addNoteFiles(deps, callerOf(res), param(req.params.noteId), (onFile) =>
        readMultipart(req, 'files', (file) => onFile(file)),
      ),
    );
    res.json({ Data: note });
  });
  router.delete(NOTE_PATHS.noteFiles, auth, async (req, res) => {
    const { key } = validate(noteFileKeyQuerySchema, req.query);
    res.json({ Data: await deleteNoteFile(deps, callerOf(res), param(req.params.noteId), key) });
  });
  router.get(NOTE_PATHS.noteFiles, auth, async (req, res) => {
    const { key } = validate(noteFileKeyQuerySchema, req.query);
    const download = await downloadNoteFile(
      deps,
      authOf(res).accountId,
      param(req.params.noteId),
      key,
    );
    await sendFile(res, download, deps.logger);
  });

  // Task and trip attachments. The download path is declared before /:originType/:originId.
  router.get(FILE_PATHS.download, auth, async (req, res) => {
    const download = await downloadAttachment(
      deps,
      authOf(res).accountId,
      param(req.params.fileId),
    );
    await sendFile(res, download, deps.logger);
  });
  router.post(FILE_PATHS.upload, auth, async (req, res) => {
    const file = await upload(req, res, () =>
      uploadAttachment(
        deps,
        callerOf(res),
        (onFile) => readMultipart(req, 'file', onFile),
        (fields) => validate(noteOriginQuerySchema, fields),
      ),
    );
    res.json({ Data: file });
  });
  router.put(FILE_PATHS.file, auth, async (req, res) => {
    const file = await upload(req, res, () =>
      replaceAttachment(deps, callerOf(res), param(req.params.fileId), (onFile) =>
        readMultipart(req, 'file', (file) => onFile(file)),
      ),
    );
    res.json({ Data: file });
  });
  router.get(FILE_PATHS.byOrigin, auth, async (req, res) => {
    const { originType, originId } = validate(fileOriginParamsSchema, req.params);
    res.json({ Data: await listAttachments(deps.db, authOf(res).accountId, originType, originId) });
  });
  router.delete(FILE_PATHS.allOfOrigin, auth, async (req, res) => {
    const { originType, originId } = validate(fileOriginParamsSchema, req.params);
    res.json({
      Data: await deleteAllAttachments(deps, authOf(res).accountId, originType, originId),
    });
  });
  router.delete(FILE_PATHS.file, auth, async (req, res) => {
    res.json({
      Data: await deleteAttachment(deps, authOf(res).accountId, param(req.params.fileId)),
    });
  });
  return router;
}

/** Reads and drops what is left of a request body (at most a form's worth), then resolves. */
function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_FORM_BYTES) req.destroy();
    });
    req.once('end', resolve);
    req.once('close', resolve);
    req.resume();
  });
}
