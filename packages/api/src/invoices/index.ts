import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import type { RequestHandler, Router } from 'express';
import type { ApiConfig } from '../config';
import type { ParsePool } from '../documents/domain/parse-pool';
import { selectFileStorage } from '../providers/storage';
import { createInvoiceListCache } from './domain/invoice-list';
import { invoiceParseRoutes } from './http/invoice-parse-routes';
import { invoiceRoutes } from './http/invoice-routes';
import { createUploadSlots } from './http/upload-slots';

export { invoicesMigrations } from './data/migrations';

/**
 * The invoices component (issue 16): extraction of invoice PDFs (`parseRoutes`, mounted before
 * the app's small-body JSON parser: it reads 20 MB bodies itself) and the invoice records
 * (`routes`), all behind the INVOICE flag. The PDFs go to the same file storage as note files.
 */
export interface InvoicesComponent {
  parseRoutes: Router;
  routes: Router;
  stop(): Promise<void>;
}

export function createInvoicesComponent(deps: {
  db: Database;
  logger: Logger;
  requireSession: RequestHandler;
  config: Pick<ApiConfig, 'fileStorage' | 'uploadsPerAccount'>;
  /** The documents component's parse workers (one pool, one fair share per account). */
  pool: ParsePool;
  clock?: () => Date;
}): InvoicesComponent {
  const logger = deps.logger.child({ component: 'invoices' });
  const storage = selectFileStorage(deps.config.fileStorage);
  return {
    parseRoutes: invoiceParseRoutes({
      db: deps.db,
      logger,
      requireSession: deps.requireSession,
      pool: deps.pool,
    }),
    routes: invoiceRoutes({
      db: deps.db,
      logger,
      storage,
      clock: deps.clock ?? (() => new Date()),
      requireSession: deps.requireSession,
      list: createInvoiceListCache(),
      slots: createUploadSlots(Math.max(1, deps.config.uploadsPerAccount)),
    }),
    stop: () => storage.close(),
  };
}
