import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import busboy from 'busboy';
import type { IncomingFile } from '../domain/stored-files';

/** Room for the form's fields and part headers besides the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
/** The most a form may carry: every file at the limit (each one byte over, to be refused). */
export const MAX_FORM_BYTES = MAX_FILES_PER_REQUEST * (MAX_FILE_BYTES + 1) + FORM_OVERHEAD_BYTES;

const invalid = (propertyName: string, message: string) =>
  new HttpError(400, {
    code: 'validation/invalid',
    message: `The request is not valid: ${propertyName}: ${message}`,
    errors: [{ propertyName, message }],
  });

/**
 * Streams a multipart/form-data body: fields are collected in order, each file of `fileField` is
 * handed to `onFile` with the fields read so far, and the next part is read only once that file
 * has been consumed (nothing is buffered whole). Busboy stops each file one byte past the 50 MB
 * limit (the inspector then refuses it). After the first failure the rest of the form is read
 * and discarded, so the client gets the answer rather than a reset connection; a body larger
 * than any form can be is cut off.
 */
export function readMultipart(
  req: IncomingMessage,
  fileField: string,
  onFile: (file: IncomingFile, fields: Record<string, string>) => Promise<void>,
): Promise<void> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_FORM_BYTES) {
    return Promise.reject(
      new HttpError(413, {
        code: 'files/too-large',
        message: `The upload is larger than ${MAX_FILES_PER_REQUEST} files of 50 MB`,
      }),
    );
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // The name as the client sent it: one with folders is refused, not silently cut.
      preservePath: true,
      // Browsers send names as raw UTF-8 in the part header.
      defParamCharset: 'utf8',
      limits: {
        fileSize: MAX_FILE_BYTES + 1,
        files: MAX_FILES_PER_REQUEST,
        fields: 20,
        fieldSize: 4096,
        parts: MAX_FILES_PER_REQUEST + 20,
      },
    });
  } catch {
    return Promise.reject(invalid('(request)', 'the body must be multipart/form-data'));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const pending: Promise<void>[] = [];
    const open = new Set<Readable>();
    let failure: unknown;
    const fail = (error: unknown) => {
      failure ??= error;
    };
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_FORM_BYTES) req.destroy();
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(invalid(name, 'is too long'));
      else fields[name] = value;
    });
    parser.on('file', (name, stream: Readable, info) => {
      open.add(stream);
      stream.once('end', () => open.delete(stream));
      if (failure !== undefined) {
        stream.resume();
        return;
      }
      if (name !== fileField) {
        stream.resume();
        fail(invalid(name, `unexpected file field; send files in "${fileField}"`));
        return;
      }
      // One file after the other, in the form's order (a small file may be parsed whole before
      // the one ahead of it is stored); busboy waits meanwhile, its buffer being full.
      const seen = { ...fields };
      const previous = pending.at(-1) ?? Promise.resolve();
      pending.push(
        previous
          .then(() => {
            if (failure !== undefined) {
              stream.resume();
              return;
            }
            return onFile({ name: info.filename ?? '', stream }, seen);
          })
          .catch((error) => {
            stream.resume();
            fail(error);
          }),
      );
    });
    parser.on('filesLimit', () =>
      fail(invalid(fileField, `at most ${MAX_FILES_PER_REQUEST} files per upload`)),
    );
    parser.on('fieldsLimit', () => fail(invalid('(request)', 'too many form fields')));
    parser.on('partsLimit', () => fail(invalid('(request)', 'too many form parts')));
    let settled = false;
    const finish = async (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error !== undefined) {
        fail(error);
        // A file cut off by the failure must fail its upload, not wait for bytes forever.
        for (const stream of open) stream.destroy(error instanceof Error ? error : undefined);
      }
      await Promise.allSettled(pending);
      if (failure !== undefined) reject(failure);
      else resolve();
    };
    parser.on('close', () => void finish());
    parser.on(
      'error',
      (error) =>
        void finish(
          invalid('(request)', `the form could not be read (${(error as Error).message})`),
        ),
    );
    req.on('aborted', () => void finish(new Error('the client went away during the upload')));
    req.on('error', (error) => void finish(error));
    req.pipe(parser);
  });
}
