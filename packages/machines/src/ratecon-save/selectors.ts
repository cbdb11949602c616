import type { RateconSaveSnapshot } from './ratecon-save.machine';
import type { LoadDraft } from './types';

export const selectUploadError = (s: RateconSaveSnapshot): string | null => s.context.uploadError;
export const selectIsExtracting = (s: RateconSaveSnapshot): boolean => s.matches('extracting');
/** The confirm screen's form is shown (everything after the upload but the end states). */
export const selectIsReviewing = (s: RateconSaveSnapshot): boolean =>
  s.matches('review') ||
  s.matches('confirming') ||
  s.matches('saving') ||
  s.matches('validationErrors') ||
  s.matches('failed');
export const selectDraft = (s: RateconSaveSnapshot): LoadDraft => s.context.draft;
export const selectConfidence = (s: RateconSaveSnapshot): Record<string, number> =>
  s.context.confidence;
export const selectIsConfirming = (s: RateconSaveSnapshot): boolean => s.matches('confirming');
/** 'Saving…': the buttons and the form are disabled (§4). */
export const selectIsSaving = (s: RateconSaveSnapshot): boolean => s.matches('saving');
/** The form takes edits and 'Save Load' (review, or after a failure). */
export const selectCanEdit = (s: RateconSaveSnapshot): boolean =>
  s.matches('review') || s.matches('failed');
export const selectValidationErrors = (s: RateconSaveSnapshot) =>
  s.matches('validationErrors') ? s.context.validationErrors : [];
export const selectSaveFailure = (s: RateconSaveSnapshot): string | null =>
  s.matches('failed') ? s.context.failure : null;
export const selectSavedId = (s: RateconSaveSnapshot): string | null =>
  s.matches('saved') ? s.context.savedId : null;
export const selectIsCancelled = (s: RateconSaveSnapshot): boolean => s.matches('cancelled');
