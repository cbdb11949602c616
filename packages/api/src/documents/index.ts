import type { Logger } from '@fleet/service-kit';
import type { Queryable } from '@fleet/service-kit/db';
import type { RequestHandler, Router } from 'express';
import { type LlmSettings, selectLlm } from '../providers/llm';
import type { LlmClient } from '../providers/llm/types';
import type { ExtractionPool } from './domain/extract';
import { createParsePool, type ParsePoolOptions } from './domain/parse-pool';
import { documentsRoutes } from './http/documents-routes';

export { checkPdfBytes, DocumentRejected, LIMITS } from './domain/checks';
export { extractRateConfirmation, pagesText, readDocument } from './domain/extract';
export { closeOcr } from './domain/ocr';
export { createParsePool } from './domain/parse-pool';
export { type LoadRefiner, refineLowConfidence } from './domain/refine';
export { extractInvoice, type InvoiceExtraction } from './invoice';

/**
 * The documents component (issue 15): the PDF pipeline and rate-confirmation extraction. Its
 * parse workers start on the first file; the routes carry their own JSON parser (bodies up to
 * 20 MB of PDF as base64), so they are mounted before the app's small-body parser.
 */
export interface DocumentsComponent {
  routes: Router;
  pool: ExtractionPool;
  stop(): Promise<void>;
}

export function createDocumentsComponent(deps: {
  db: Queryable;
  logger: Logger;
  requireSession: RequestHandler;
  pool?: ParsePoolOptions;
  /**
   * Optional: the API's config, whose `llm` settings select a language model asked about the
   * fields read with a confidence below `llm.refineBelow`. No model (the default) → the
   * built-in readers alone.
   */
  config?: { llm: LlmSettings & { refineBelow: number } };
  /** A model given directly (tests); else the one `config` selects. */
  llm?: LlmClient | null;
}): DocumentsComponent {
  const logger = deps.logger.child({ component: 'documents' });
  // A half-configured provider throws here, at start (before any worker exists).
  const llm = deps.llm ?? (deps.config ? selectLlm(deps.config) : null);
  const pool: ExtractionPool = createParsePool(deps.pool);
  if (llm) {
    pool.refiner = {
      llm,
      below: deps.config?.llm.refineBelow ?? 0.7,
      onError: (error) =>
        logger.warn(
          { model: llm.model, error: (error as Error).message },
          'LLM refinement skipped',
        ),
    };
  }
  return {
    routes: documentsRoutes({ db: deps.db, logger, requireSession: deps.requireSession, pool }),
    pool,
    stop: () => pool.close(),
  };
}
