/**
 * The rate-confirmation corpus (see README.md): PDFs written by generate.ts with their expected
 * generic Load records. `split` is 'dev' (tune on these) or 'holdout' (never look: score only).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CorpusDocument,
  type CorpusSplit,
  readCorpus,
  readHoldoutLayouts,
} from '../shared/corpus-manifest';
import type { ExpectedLoad } from './model';

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));

export type RateconDocument = CorpusDocument<ExpectedLoad>;

export function holdoutLayouts(): string[] {
  return readHoldoutLayouts(CORPUS_DIR);
}

export function loadRateconCorpus(split?: CorpusSplit): RateconDocument[] {
  return readCorpus<ExpectedLoad>(CORPUS_DIR, split);
}
