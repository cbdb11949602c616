import type { ExtractedData } from '@fleet/contracts';
import type { DispatchDraftSnapshot } from './dispatch-draft.machine';
import type { DraftErrors } from './types';

/** §4 Draft: idle, processing, parsed, then booking (the booking flag) and done. */
export type DraftStatus = 'idle' | 'processing' | 'parsed' | 'booking' | 'done';

export const selectDraftStatus = (snapshot: DispatchDraftSnapshot): DraftStatus => {
  if (snapshot.matches({ editing: 'parsed' })) return 'parsed';
  if (snapshot.matches('processing')) return 'processing';
  if (snapshot.matches('booking')) return 'booking';
  if (snapshot.matches('done')) return 'done';
  return 'idle';
};

/** Pasted content is being parsed (the card's isProcessing). */
export const selectDraftIsProcessing = (snapshot: DispatchDraftSnapshot): boolean =>
  snapshot.matches('processing');

/** The call request is being sent (the card's isBooking). */
export const selectDraftIsBooking = (snapshot: DispatchDraftSnapshot): boolean =>
  snapshot.matches('booking');

/** Initiate Call is enabled: not parsing, not booking, not done. */
export const selectDraftCanInitiate = (snapshot: DispatchDraftSnapshot): boolean =>
  snapshot.matches('editing');

/** Full Booking: the desired rate range and 'Approval Required' show. */
export const selectDraftShowsRateRange = (snapshot: DispatchDraftSnapshot): boolean =>
  !snapshot.context.detailsOnly;

export const selectDraftParsedData = (snapshot: DispatchDraftSnapshot): ExtractedData | null =>
  snapshot.context.parsedData;

/** Validation messages of the last Initiate Call, per field. */
export const selectDraftErrors = (snapshot: DispatchDraftSnapshot): DraftErrors =>
  snapshot.context.errors;

/** 'Error: {message}' after a failed booking. */
export const selectDraftError = (snapshot: DispatchDraftSnapshot): string | null =>
  snapshot.context.error;

/** The started call's uid once done. */
export const selectDraftCallUid = (snapshot: DispatchDraftSnapshot): string | null =>
  snapshot.context.uid;
