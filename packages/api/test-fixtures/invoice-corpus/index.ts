/**
 * The invoice corpus (see README.md): PDFs written by generate.ts with their expected
 * invoice data (spec §3). `split` is 'dev' (tune on these) or 'holdout' (never look: score only).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExpectedInvoice } from './model';

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));

export interface InvoiceDocument {
  id: string;
  layout: string;
  split: 'dev' | 'holdout';
  /** Image-only PDF (no text layer): needs OCR. */
  scanned: boolean;
  pages: number;
  pdfPath: string;
  expectedPath: string;
  pdf(): Buffer;
  expected(): ExpectedInvoice;
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

export function loadInvoiceCorpus(split?: 'dev' | 'holdout'): InvoiceDocument[] {
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
        expected: () => JSON.parse(readFileSync(expectedPath, 'utf8')) as ExpectedInvoice,
      };
    });
}
