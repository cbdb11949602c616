import type { IncomingMessage } from 'node:http';
import { DOCUMENT_ERROR_CODES, DOCUMENT_MESSAGES, MAX_PDF_BYTES } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import busboy from 'busboy';

/** Room for the form's fields (the invoice JSON) and part headers besides the PDF. */
const MAX_FIELD_BYTES = 1024 * 1024;
const MAX_FORM_BYTES = MAX_PDF_BYTES + 2 * MAX_FIELD_BYTES;

export interface PdfForm {
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer } | null;
}

const invalid = (propertyName: string, message: string) =>
  new HttpError(400, {
    code: 'validation/invalid',
    message: `The request is not valid: ${propertyName}: ${message}`,
    errors: [{ propertyName, message }],
  });

const tooLarge = (name: string) =>
  new HttpError(413, {
    code: DOCUMENT_ERROR_CODES.tooLarge,
    message: `${DOCUMENT_MESSAGES.couldNotExtract(name)}: the file is larger than 20 MB.`,
  });

/**
 * A multipart/form-data body with one PDF in `fileField` (held in memory: a PDF is parsed or
 * checked whole) and small text fields. The PDF stops one byte past 20 MB (then 413); a body
 * larger than any such form is cut off; a second file, another file field or a field over 1 MB
 * is a 400. After the first failure the rest is read and discarded, so the client gets the
 * answer rather than a reset connection.
 */
export function readPdfForm(req: IncomingMessage, fileField: string): Promise<PdfForm> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_BYTES) {
    return Promise.reject(tooLarge('the upload'));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: {
        fileSize: MAX_PDF_BYTES + 1,
        files: 1,
        fields: 10,
        fieldSize: MAX_FIELD_BYTES,
        parts: 12,
      },
    });
  } catch {
    return Promise.reject(invalid('(request)', 'the body must be multipart/form-data'));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: PdfForm['file'] = null;
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
    parser.on('file', (name, stream, info) => {
      if (name !== fileField || failure !== undefined) {
        stream.resume();
        if (name !== fileField)
          fail(invalid(name, `unexpected file field; send the PDF in "${fileField}"`));
        return;
      }
      const fileName = (info.filename ?? '').split(/[\\/]/).pop() || 'invoice.pdf';
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge(fileName)));
      stream.on('end', () => {
        if (failure === undefined)
          file = { name: fileName.slice(0, 255), bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => fail(invalid(fileField, 'send one PDF')));
    parser.on('fieldsLimit', () => fail(invalid('(request)', 'too many form fields')));
    parser.on('partsLimit', () => fail(invalid('(request)', 'too many form parts')));
    let settled = false;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error !== undefined) fail(error);
      if (failure !== undefined) reject(failure);
      else resolve({ fields, file });
    };
    parser.on('close', () => finish());
    parser.on('error', (error) =>
      finish(invalid('(request)', `the form could not be read (${(error as Error).message})`)),
    );
    req.on('aborted', () => finish(new Error('the client went away during the upload')));
    req.on('error', (error) => finish(error));
    req.pipe(parser);
  });
}

export const isMultipart = (req: IncomingMessage) =>
  /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
