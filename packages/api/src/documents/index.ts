import type { Logger } from '@fleet/service-kit';
import type { Queryable } from '@fleet/service-kit/db';
import type { RequestHandler, Router } from 'express';
import { createParsePool, type ParsePool, type ParsePoolOptions } from './domain/parse-pool';
import { documentsRoutes } from './http/documents-routes';

export { checkPdfBytes, DocumentRejected, LIMITS } from './domain/checks';
export { extractRateConfirmation, readDocument } from './domain/extract';
export { closeOcr } from './domain/ocr';
export { createParsePool } from './domain/parse-pool';

/**
 * The documents component (issue 15): the PDF pipeline and rate-confirmation extraction. Its
 * parse workers start on the first file; the routes carry their own JSON parser (bodies up to
 * 20 MB of PDF as base64), so they are mounted before the app's small-body parser.
 */
export interface DocumentsComponent {
  routes: Router;
  pool: ParsePool;
  stop(): Promise<void>;
}

export function createDocumentsComponent(deps: {
  db: Queryable;
  logger: Logger;
  requireSession: RequestHandler;
  pool?: ParsePoolOptions;
}): DocumentsComponent {
  const logger = deps.logger.child({ component: 'documents' });
  const pool = createParsePool(deps.pool);
  return {
    routes: documentsRoutes({ db: deps.db, logger, requireSession: deps.requireSession, pool }),
    pool,
    stop: () => pool.close(),
  };
}
