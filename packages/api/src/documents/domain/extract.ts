/**
 * The documents pipeline for one file: checks on the bytes, then the parse worker (pdf.js, a
 * time limit, a fair share per account), OCR for pages without a text layer, lines and cells,
 * then the rate-confirmation readers. Anything refused throws DocumentRejected with the message
 * the user sees; nothing is stored at any step.
 */
import { checkPdfBytes, couldNotExtract, DocumentRejected } from './checks';
import { type Line, linesOf } from './layout';
import { ocrPage } from './ocr';
import type { ParsePool } from './parse-pool';
import { type Confidence, type RateconLoad, readRateConfirmation } from './ratecon';
import { type LoadRefiner, refineLowConfidence } from './refine';

export interface DocumentFile {
  fileName: string;
  bytes: Uint8Array;
  /** The account the file belongs to (fair share of the parse workers). */
  accountId: string;
}

export interface PageLines {
  page: number;
  width: number;
  lines: Line[];
  /** 'ocr' when the page had no text layer. */
  source: 'text' | 'ocr';
  /** OCR's mean confidence (0..1); 1 for a text layer. */
  quality: number;
}

/** Checked, parsed and (where needed) OCR'd pages of a PDF. */
export async function readDocument(pool: ParsePool, file: DocumentFile): Promise<PageLines[]> {
  checkPdfBytes(file.bytes, file.fileName);
  const parsed = await pool.parse(file.accountId, file.bytes);
  if ('error' in parsed) {
    const reason =
      parsed.error === 'too-many-pages' || parsed.error === 'encrypted' || parsed.error === 'busy'
        ? parsed.error
        : 'unreadable';
    throw new DocumentRejected(reason, couldNotExtract(file.fileName));
  }
  const out: PageLines[] = [];
  for (const page of parsed.pages) {
    if (page.png && page.scale) {
      try {
        const { words, confidence } = await ocrPage(page.png, page.page, page.scale);
        out.push({
          page: page.page,
          width: page.width,
          lines: linesOf({ ...page, words }, 0.6),
          source: 'ocr',
          quality: confidence,
        });
      } catch {
        throw new DocumentRejected('unreadable', couldNotExtract(file.fileName));
      }
    } else {
      out.push({
        page: page.page,
        width: page.width,
        lines: linesOf(page),
        source: 'text',
        quality: 1,
      });
    }
  }
  if (out.every((p) => p.lines.length === 0)) {
    throw new DocumentRejected('unreadable', couldNotExtract(file.fileName));
  }
  return out;
}

export interface RateconExtraction {
  parsedData: RateconLoad & { confidence: Confidence };
  /** The mean confidence of the fields filled (0..1). */
  confidence: number;
  pages: number;
  ocrPages: number;
  /** Fields a language model changed (empty without one, or when it failed or agreed). */
  refined: string[];
}

/**
 * The pool the routes hold may carry the optional refiner (createDocumentsComponent puts it
 * there), so the routes need not know whether there is one.
 */
export type ExtractionPool = ParsePool & { refiner?: LoadRefiner | null };

/** A page's lines as plain text, cells apart by two spaces (what a language model is shown). */
export function pagesText(pages: PageLines[]): string {
  return pages
    .map((p) => p.lines.map((l) => l.cells.map((c) => c.text).join('  ')).join('\n'))
    .join('\n\f\n');
}

/** extractRateConfirmation(file) → the generic Load record with a confidence per field filled. */
export async function extractRateConfirmation(
  pool: ExtractionPool,
  file: DocumentFile,
  options: { refiner?: LoadRefiner | null } = {},
): Promise<RateconExtraction> {
  const pages = await readDocument(pool, file);
  const { load, confidence } = readRateConfirmation(pages);
  // OCR'd pages: every field is as sure as the OCR was.
  const ocr = pages.filter((p) => p.source === 'ocr');
  if (ocr.length > 0) {
    const q = Math.min(...ocr.map((p) => p.quality));
    for (const k of Object.keys(confidence)) {
      confidence[k] = Math.round(confidence[k]! * Math.min(1, 0.4 + q * 0.6) * 100) / 100;
    }
  }
  const refiner = options.refiner ?? pool.refiner;
  const refined = refiner
    ? await refineLowConfidence(refiner, pagesText(pages), load, confidence)
    : [];
  const values = Object.values(confidence);
  const mean = values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
  return {
    parsedData: { ...load, confidence },
    confidence: Math.round(mean * 100) / 100,
    pages: pages.length,
    ocrPages: ocr.length,
    refined,
  };
}
