/**
 * The rate-confirmation corpus (see README.md): PDFs written by generate.ts with their expected
 * generic Load records. `split` is 'dev' (tune on these) or 'holdout' (never look: score only).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExpectedLoad } from './model';

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));

export interface RateconDocument {
  id: string;
  layout: string;
  split: 'dev' | 'holdout';
  /** Image-only PDF (no text layer): needs OCR. */
  scanned: boolean;
  pages: number;
  pdfPath: string;
  expectedPath: string;
  pdf(): Buffer;
  expected(): ExpectedLoad;
}

interface Manifest {
  seed: number;
  documents: Array<{
    id: string;
    layout: string;
    split: 'dev' | 'holdout';
    scanned: boolean;
    pages: number;
    pdf: string;
    expected: string;
  }>;
}

export function holdoutLayouts(): string[] {
  return (
    JSON.parse(readFileSync(join(CORPUS_DIR, 'holdout.json'), 'utf8')) as { layouts: string[] }
  ).layouts;
}

export function loadRateconCorpus(split?: 'dev' | 'holdout'): RateconDocument[] {
  const m = JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8')) as Manifest;
  return m.documents
    .filter((d) => !split || d.split === split)
    .map((d) => {
      const pdfPath = join(CORPUS_DIR, d.pdf);
      const expectedPath = join(CORPUS_DIR, d.expected);
      return {
        ...d,
        pdfPath,
        expectedPath,
        pdf: () => readFileSync(pdfPath),
        expected: () => JSON.parse(readFileSync(expectedPath, 'utf8')) as ExpectedLoad,
      };
    });
}
