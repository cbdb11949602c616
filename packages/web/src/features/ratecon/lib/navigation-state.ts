import { type PdfParseAnswer, pdfParseAnswerSchema } from '@fleet/contracts';

/**
 * What the upload hands the confirm screen in navigation state (§2.7): the PDF (base64) and the
 * extraction answer, or nothing of either for 'Enter Manually'. Strings and plain data only, so
 * the browser can keep it in its history (a reload of /confirmRateCon keeps the state).
 */
export interface ConfirmRateConState {
  fileName: string | null;
  /** The PDF, base64. */
  pdf: string | null;
  parsed: PdfParseAnswer | null;
}

export const MANUAL_ENTRY: ConfirmRateConState = { fileName: null, pdf: null, parsed: null };

/**
 * Browsers cap what history state may hold (Firefox 16 MiB; a refused pushState makes the router
 * reload the page, and the data would be lost). A PDF whose base64 is longer than this stays in
 * memory instead, and the state holds a reference to it: the confirm screen finds it, a reload
 * shows the data without the PDF.
 */
export const MAX_PDF_IN_STATE_CHARS = 4 * 1024 * 1024;

/** The one large PDF handed over in memory (the latest upload's). */
let handedInMemory: { ref: string; pdf: string } | null = null;

/** The navigation state of an upload: the PDF inline when small, else by reference. */
export function toNavigationState(handed: ConfirmRateConState): Record<string, unknown> {
  if (handed.pdf === null || handed.pdf.length <= MAX_PDF_IN_STATE_CHARS) return { ...handed };
  const ref = `pdf-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  handedInMemory = { ref, pdf: handed.pdf };
  return { ...handed, pdf: null, pdfRef: ref };
}

function pdfOf(pdf: unknown, pdfRef: unknown): string | null {
  if (typeof pdf === 'string' && pdf !== '') return pdf;
  if (typeof pdfRef === 'string' && handedInMemory?.ref === pdfRef) return handedInMemory.pdf;
  return null;
}

/**
 * Reads the navigation state. A visit without one (typed address, bookmark, state lost) opens
 * the empty manual form, as 'Enter Manually' does; a state that does not hold an answer of the
 * expected shape counts as none.
 */
export function readConfirmState(state: unknown): ConfirmRateConState {
  if (typeof state !== 'object' || state === null) return MANUAL_ENTRY;
  const { fileName, pdf, pdfRef, parsed } = state as Record<string, unknown>;
  const answer =
    parsed === null || parsed === undefined ? null : pdfParseAnswerSchema.safeParse(parsed);
  if (answer && !answer.success) return MANUAL_ENTRY;
  return {
    fileName: typeof fileName === 'string' && fileName !== '' ? fileName : null,
    pdf: pdfOf(pdf, pdfRef),
    parsed: answer?.data ?? null,
  };
}

export function confirmRateConHref(fileName: string | null): string {
  return fileName
    ? `/confirmRateCon?${new URLSearchParams({ file: fileName })}`
    : '/confirmRateCon';
}
