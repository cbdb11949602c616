/**
 * extractInvoice(file): the documents pipeline (byte checks, the parse workers with their time
 * limit and fair share, OCR for scanned pages) and then the invoice readers. Nothing is stored.
 */
import type { InvoiceParseAnswer } from '@fleet/contracts';
import { couldNotExtract, DocumentRejected } from '../domain/checks';
import { type DocumentFile, readDocument } from '../domain/extract';
import type { ParsePool } from '../domain/parse-pool';
import { readInvoice } from './read-invoice';

export interface InvoiceExtraction {
  parsedData: InvoiceParseAnswer['parsedData'];
  pages: number;
  ocrPages: number;
}

export async function extractInvoice(
  pool: ParsePool,
  file: DocumentFile,
): Promise<InvoiceExtraction> {
  const pages = await readDocument(pool, file);
  const read = readInvoice(pages);
  if (read.empty) throw new DocumentRejected('unreadable', couldNotExtract(file.fileName));
  const ocr = pages.filter((p) => p.source === 'ocr');
  if (ocr.length > 0) {
    // Read by OCR: every field is as sure as the OCR was.
    const q = Math.min(...ocr.map((p) => p.quality));
    for (const key of Object.keys(read.confidence)) {
      read.confidence[key] =
        Math.round(read.confidence[key]! * Math.min(1, 0.4 + q * 0.6) * 100) / 100;
    }
  }
  return {
    parsedData: {
      ...read.data,
      confidence: read.confidence,
      totals_mismatch: read.totals_mismatch,
    },
    pages: pages.length,
    ocrPages: ocr.length,
  };
}
