/**
 * The invoice corpus (see README.md): PDFs written by generate.ts with their expected
 * invoice data (spec §3). `split` is 'dev' (tune on these) or 'holdout' (never look: score only).
 * The held-out split is empty between a spent set moving into dev and a fresh one being written.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CorpusDocument,
  type CorpusSplit,
  readCorpus,
  readHoldoutLayouts,
} from '../shared/corpus-manifest';
import type { ExpectedInvoice } from './model';

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));

export type InvoiceDocument = CorpusDocument<ExpectedInvoice>;

export function holdoutLayouts(): string[] {
  return readHoldoutLayouts(CORPUS_DIR);
}

export function loadInvoiceCorpus(split?: CorpusSplit): InvoiceDocument[] {
  return readCorpus<ExpectedInvoice>(CORPUS_DIR, split);
}
