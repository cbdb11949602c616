/**
 * The document corpora with their scorers, for the extraction tests and bench/ (no test runner
 * here). To import it from bench/ it needs an entry in packages/api/package.json "exports"
 * (e.g. "./testing/document-corpora": "./test-fixtures/exports.ts") and the same path in
 * EXPORTED of .dependency-cruiser.cjs, as packages/voice does for its load corpus.
 */

export { HOSTILE_DIR, type HostileFile, hostileFiles } from './hostile-pdfs/index';
export {
  holdoutLayouts as invoiceHoldoutLayouts,
  type InvoiceDocument,
  loadInvoiceCorpus,
} from './invoice-corpus/index';
export type { ExpectedInvoice } from './invoice-corpus/model';
export { INVOICE_FIELDS, LINE_ITEM_FIELDS, scoreInvoice } from './invoice-corpus/score';
export {
  holdoutLayouts as rateconHoldoutLayouts,
  loadRateconCorpus,
  type RateconDocument,
} from './ratecon-corpus/index';
export type { ExpectedLoad } from './ratecon-corpus/model';
export { LOAD_FIELDS, STOP_FIELDS, scoreLoad } from './ratecon-corpus/score';
export {
  type Accuracy,
  accuracy,
  type FieldResult,
  formatFailures,
} from './shared/score-core';
