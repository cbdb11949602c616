/**
 * Reading a generated corpus (manifest.json + holdout.json in its folder), shared by the
 * rate-confirmation and invoice corpora: `split` is 'dev' (tune on these) or 'holdout' (never
 * look: score only).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type CorpusSplit = 'dev' | 'holdout';

export interface CorpusDocument<Expected> {
  id: string;
  layout: string;
  split: CorpusSplit;
  /** Image-only PDF (no text layer): needs OCR. */
  scanned: boolean;
  pages: number;
  pdfPath: string;
  expectedPath: string;
  pdf(): Buffer;
  expected(): Expected;
}

interface Manifest {
  seed: number;
  documents: Array<{
    id: string;
    layout: string;
    split: CorpusSplit;
    scanned: boolean;
    pages: number;
    pdf: string;
    expected: string;
  }>;
}

export function readHoldoutLayouts(corpusDir: string): string[] {
  return (
    JSON.parse(readFileSync(join(corpusDir, 'holdout.json'), 'utf8')) as { layouts: string[] }
  ).layouts;
}

export function readCorpus<Expected>(
  corpusDir: string,
  split?: CorpusSplit,
): CorpusDocument<Expected>[] {
  const m = JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8')) as Manifest;
  return m.documents
    .filter((d) => !split || d.split === split)
    .map((d) => {
      const pdfPath = join(corpusDir, d.pdf);
      const expectedPath = join(corpusDir, d.expected);
      return {
        ...d,
        pdfPath,
        expectedPath,
        pdf: () => readFileSync(pdfPath),
        expected: () => JSON.parse(readFileSync(expectedPath, 'utf8')) as Expected,
      };
    });
}
