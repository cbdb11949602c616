import {
  DOCUMENT_ERROR_CODES,
  DOCUMENT_MESSAGES,
  INVOICE_PATHS,
  type InvoiceParseAnswer,
  MAX_PDF_BYTES,
  MAX_PDFPARSE_BODY_BYTES,
  pdfParseRequestSchema,
} from '@fleet/contracts';
import { HttpError, type Logger, validate } from '@fleet/service-kit';
import type { Queryable } from '@fleet/service-kit/db';
import express, { type RequestHandler, Router } from 'express';
import type { ParsePool } from '../../documents/domain/parse-pool';
import { decodeBase64 } from '../../documents/http/documents-routes';
import { extractInvoice } from '../../documents/invoice';
import { authOf } from '../../identity/http/auth-middleware';
import { requireFlag } from '../../identity/http/require-flag';
import { documentHttpError } from './document-errors';
import { isMultipart, readPdfForm } from './pdf-form';

/**
 * POST /v1/pdfparse/invoice: an invoice PDF in — JSON {fileName, fileContent (base64)} as for
 * rate confirmations, or multipart with the field `file` — and {parsedData} out: the §3 invoice
 * data with a confidence per field path and totals_mismatch. The session and the INVOICE flag are
 * checked before the body is read; the body parsers are this route's own (20 MB of PDF), so the
 * router is mounted before the app's 100 KB JSON parser. Nothing is stored.
 */
export function invoiceParseRoutes(deps: {
  db: Queryable;
  logger: Logger;
  requireSession: RequestHandler;
  pool: ParsePool;
}): Router {
  const router = Router();
  const json = express.json({ limit: MAX_PDFPARSE_BODY_BYTES });
  router.post(
    INVOICE_PATHS.pdfparse,
    deps.requireSession,
    requireFlag(deps.db, 'INVOICE'),
    (req, res, next) => (isMultipart(req) ? next() : json(req, res, next)),
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      let fileName: string;
      let bytes: Buffer;
      if (isMultipart(req)) {
        const form = await readPdfForm(req, 'file');
        if (!form.file) {
          throw new HttpError(400, {
            code: 'validation/invalid',
            message: 'The request is not valid: file: a PDF file is required',
            errors: [{ propertyName: 'file', message: 'a PDF file is required' }],
          });
        }
        fileName = form.file.name;
        bytes = form.file.bytes;
      } else {
        const body = validate(pdfParseRequestSchema, req.body);
        fileName = body.fileName;
        const decoded = decodeBase64(body.fileContent);
        if (!decoded) {
          throw new HttpError(400, {
            code: DOCUMENT_ERROR_CODES.badContent,
            message: 'fileContent is not valid base64.',
          });
        }
        bytes = decoded;
      }
      if (bytes.length > MAX_PDF_BYTES) {
        throw new HttpError(413, {
          code: DOCUMENT_ERROR_CODES.tooLarge,
          message: `${DOCUMENT_MESSAGES.couldNotExtract(fileName)}: the file is larger than 20 MB.`,
        });
      }
      try {
        const result = await extractInvoice(deps.pool, {
          fileName,
          bytes,
          accountId: authOf(res).accountId,
        });
        const answer: InvoiceParseAnswer = { parsedData: result.parsedData };
        res.json(answer);
      } catch (error) {
        deps.logger.info({ err: error, fileName }, 'invoice not read');
        throw documentHttpError(error);
      }
    },
  );
  return router;
}
