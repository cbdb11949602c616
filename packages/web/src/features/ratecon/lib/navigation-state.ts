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
 * Reads the navigation state. A visit without one (typed address, bookmark, state lost) opens
 * the empty manual form, as 'Enter Manually' does; a state that does not hold an answer of the
 * expected shape counts as none.
 */
export function readConfirmState(state: unknown): ConfirmRateConState {
  if (typeof state !== 'object' || state === null) return MANUAL_ENTRY;
  const { fileName, pdf, parsed } = state as Record<string, unknown>;
  const answer =
    parsed === null || parsed === undefined ? null : pdfParseAnswerSchema.safeParse(parsed);
  if (answer && !answer.success) return MANUAL_ENTRY;
  return {
    fileName: typeof fileName === 'string' && fileName !== '' ? fileName : null,
    pdf: typeof pdf === 'string' && pdf !== '' ? pdf : null,
    parsed: answer?.data ?? null,
  };
}

export function confirmRateConHref(fileName: string | null): string {
  return fileName
    ? `/confirmRateCon?${new URLSearchParams({ file: fileName })}`
    : '/confirmRateCon';
}
