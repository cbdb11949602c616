import {
  DOCUMENT_ERROR_CODES,
  DOCUMENT_MESSAGES,
  DOCUMENT_PATHS,
  LOAD_PATHS,
  MAX_PDF_BYTES,
  MAX_PDFPARSE_BODY_BYTES,
  type PdfParseAnswer,
  pdfParseRequestSchema,
} from '@fleet/contracts';
import { HttpError, type Logger, validate } from '@fleet/service-kit';
import type { Queryable } from '@fleet/service-kit/db';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { isFeatureEnabled } from '../../identity/domain/feature-flags';
import { authOf } from '../../identity/http/auth-middleware';
import { requireFlag } from '../../identity/http/require-flag';
import { DocumentRejected } from '../domain/checks';
import { toDitat } from '../domain/ditat';
import { extractRateConfirmation } from '../domain/extract';
import type { ParsePool } from '../domain/parse-pool';

/** Strict base64 (a data: URL prefix allowed); Buffer.from alone would skip bad characters. */
export function decodeBase64(content: string): Buffer | null {
  const body = content.replace(/^data:[\w/.+-]*;base64,/, '').replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !/^[A-Za-z0-9+/]*={0,2}$/.test(body))
    return null;
  return Buffer.from(body, 'base64');
}

/**
 * POST /v1/pdfparse/: a rate confirmation in (JSON, base64), the Load record out with its
 * confidences, the Ditat load input and goods details, and how it was read. Behind the
 * RATE_CON_EXTRACTION flag; nothing is stored, the file lives only for the request.
 * POST /v1/load-creation/ditat/create-load-input: the same for TMS_TYPE ditat, as { Data }.
 */
export function documentsRoutes(deps: {
  db: Queryable;
  logger: Logger;
  requireSession: RequestHandler;
  pool: ParsePool;
}): Router {
  const router = Router();
  /** The extraction both routes answer with: the file checked, read, and mapped. */
  const parse = async (req: Request, res: Response): Promise<PdfParseAnswer> => {
    res.setHeader('Cache-Control', 'no-store');
    const { fileName, fileContent } = validate(pdfParseRequestSchema, req.body);
    const bytes = decodeBase64(fileContent);
    if (!bytes) {
      throw new HttpError(400, {
        code: DOCUMENT_ERROR_CODES.badContent,
        message: 'fileContent is not valid base64.',
      });
    }
    if (bytes.length > MAX_PDF_BYTES) {
      throw new HttpError(413, {
        code: DOCUMENT_ERROR_CODES.tooLarge,
        message: `${DOCUMENT_MESSAGES.couldNotExtract(fileName)}: the file is larger than 20 MB.`,
      });
    }
    const started = performance.now();
    try {
      const result = await extractRateConfirmation(deps.pool, {
        fileName,
        bytes,
        accountId: authOf(res).accountId,
      });
      const { confidence: _c, ...load } = result.parsedData;
      return {
        parsedData: result.parsedData,
        ...toDitat(load),
        payload: {
          fileName,
          pages: result.pages,
          ocrPages: result.ocrPages,
          confidence: result.confidence,
          elapsedMs: Math.round(performance.now() - started),
        },
      };
    } catch (error) {
      if (error instanceof DocumentRejected && error.reason === 'busy') {
        throw new HttpError(
          429,
          {
            code: DOCUMENT_ERROR_CODES.busy,
            message: 'Too many files are being read for this account. Try again in a moment.',
          },
          { 'Retry-After': '5' },
        );
      }
      if (error instanceof DocumentRejected) {
        deps.logger.info({ reason: error.reason, fileName }, 'document refused');
        throw new HttpError(422, {
          code:
            error.userMessage === DOCUMENT_MESSAGES.notPdf
              ? DOCUMENT_ERROR_CODES.notPdf
              : DOCUMENT_ERROR_CODES.unreadable,
          message: error.userMessage,
        });
      }
      throw error;
    }
  };

  router.post(
    DOCUMENT_PATHS.pdfparse,
    deps.requireSession,
    requireFlag(deps.db, 'RATE_CON_EXTRACTION'),
    express.json({ limit: MAX_PDFPARSE_BODY_BYTES }),
    async (req, res) => {
      res.json(await parse(req, res));
    },
  );
  // The same extraction for accounts whose TMS_TYPE is ditat, answered as { Data } (§7).
  router.post(
    LOAD_PATHS.ditatCreateLoadInput,
    deps.requireSession,
    requireFlag(deps.db, 'RATE_CON_EXTRACTION'),
    requireDitatTmsType(deps.db),
    express.json({ limit: MAX_PDFPARSE_BODY_BYTES }),
    async (req, res) => {
      res.json({ Data: await parse(req, res) });
    },
  );
  return router;
}

/** 403 unless the account's RATE_CON_EXTRACTION flag says TMS_TYPE ditat (before reading the body). */
function requireDitatTmsType(db: Queryable): RequestHandler {
  return async (_req, res, next) => {
    const flag = await isFeatureEnabled(db, authOf(res).accountId, 'RATE_CON_EXTRACTION');
    const tmsType = flag.feature_configuration.variables_data.TMS_TYPE;
    if (tmsType !== 'ditat') {
      throw new HttpError(403, {
        code: 'documents/not-ditat',
        message: `Ditat load creation is for accounts whose TMS_TYPE is ditat (this account's is ${tmsType ?? 'not set'}).`,
      });
    }
    next();
  };
}
