import type { InvoiceData } from '@fleet/contracts';
import type { InvoiceConfirmSnapshot } from './invoice-confirm.machine';
import type { PickedInvoiceFile, SaveInvoiceOutput } from './types';

type S = InvoiceConfirmSnapshot;

export const selectInvoiceUploadError = (s: S): string | null => s.context.uploadError;
export const selectIsExtractingInvoice = (s: S): boolean => s.matches('extracting');
/** The form is shown: everything after the upload but the end states. */
export const selectIsReviewingInvoice = (s: S): boolean =>
  s.matches('review') || s.matches('confirming') || s.matches('saving') || s.matches('failed');
export const selectInvoiceDraft = (s: S): InvoiceData => s.context.draft;
export const selectInvoiceConfidence = (s: S): Record<string, number> => s.context.confidence;
export const selectInvoiceTotalsMismatch = (s: S): boolean => s.context.totalsMismatch;
export const selectInvoiceFile = (s: S): PickedInvoiceFile | null => s.context.file;
/** The Cancel / Save modal is open (and stays open, disabled, while saving). */
export const selectIsConfirmingInvoice = (s: S): boolean =>
  s.matches('confirming') || s.matches('saving');
/** 'Saving...': the buttons are disabled (§4). */
export const selectIsSavingInvoice = (s: S): boolean => s.matches('saving');
/** The form takes edits, Reset Form, Cancel and Confirm Invoice. */
export const selectCanEditInvoice = (s: S): boolean => s.matches('review') || s.matches('failed');
export const selectInvoiceSaveFailure = (s: S): string | null =>
  s.matches('failed') ? s.context.failure : null;
export const selectSavedInvoice = (s: S): SaveInvoiceOutput | null =>
  s.matches('saved') ? s.context.saved : null;
export const selectIsInvoiceConfirmCancelled = (s: S): boolean => s.matches('cancelled');
