import { DOCUMENT_ERROR_CODES, DOCUMENT_MESSAGES } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import { DocumentRejected } from '../../documents';

/** A refusal of the documents pipeline as the HTTP answer the screens expect (§5, §8). */
export function documentHttpError(error: unknown): unknown {
  if (!(error instanceof DocumentRejected)) return error;
  if (error.reason === 'busy') {
    return new HttpError(
      429,
      {
        code: DOCUMENT_ERROR_CODES.busy,
        message: 'Too many files are being read for this account. Try again in a moment.',
      },
      { 'Retry-After': '5' },
    );
  }
  return new HttpError(422, {
    code:
      error.userMessage === DOCUMENT_MESSAGES.notPdf
        ? DOCUMENT_ERROR_CODES.notPdf
        : DOCUMENT_ERROR_CODES.unreadable,
    message: error.userMessage,
  });
}
