import {
  type CallStatusGroup,
  type DispatchCallStatus,
  isActiveCallStatus,
} from '@fleet/contracts';
import { CANNOT_REMOVE_HINT, type DispatchCallSnapshot } from './dispatch-call.machine';
import type { ApprovalRequest, LiveExtractedData, LiveTranscriptEntry } from './types';

export const selectCallStatus = (snapshot: DispatchCallSnapshot): DispatchCallStatus =>
  snapshot.context.status;

/** The card's status text ('Connected', 'Calling', 'Ending...', 'Call Ended', ...). */
export const selectCallStatusLabel = (snapshot: DispatchCallSnapshot): string =>
  snapshot.context.statusLabel;

/** The state as a status group. */
export const selectCallGroup = (snapshot: DispatchCallSnapshot): CallStatusGroup => {
  if (snapshot.matches('ending')) return 'ending';
  if (snapshot.matches('ended')) return 'ended';
  if (snapshot.matches({ active: 'live' })) return 'live';
  if (snapshot.matches({ active: 'ringing' })) return 'ringing';
  return 'pending';
};

export const selectTranscript = (snapshot: DispatchCallSnapshot): LiveTranscriptEntry[] =>
  snapshot.context.transcript;

export const selectExtractedData = (snapshot: DispatchCallSnapshot): LiveExtractedData | null =>
  snapshot.context.extracted;

export const selectCarrierRate = (snapshot: DispatchCallSnapshot): number | null =>
  snapshot.context.carrierRate;

/** The pending approval request (the Reject / Approve bar, the blinking border), or null. */
export const selectApproval = (snapshot: DispatchCallSnapshot): ApprovalRequest | null =>
  snapshot.context.approval;

export const selectIsAwaitingApproval = (snapshot: DispatchCallSnapshot): boolean =>
  snapshot.context.approval !== null;

/** Fields to flash (1 s) after the last extracted-data update. */
export const selectChangedFields = (snapshot: DispatchCallSnapshot): string[] =>
  snapshot.context.changedFields;

/** Remove is allowed unless the status is calling, success, connecting, connected, answered or in-progress. */
export const selectCanRemove = (snapshot: DispatchCallSnapshot): boolean =>
  !isActiveCallStatus(snapshot.context.status);

/** 'Cannot remove active call' while Remove is disabled, else null. */
export const selectRemoveHint = (snapshot: DispatchCallSnapshot): string | null =>
  selectCanRemove(snapshot) ? null : CANNOT_REMOVE_HINT;

/** Hop In shows on a connected call. */
export const selectShowHopIn = (snapshot: DispatchCallSnapshot): boolean =>
  snapshot.matches({ active: 'live' });

/** End Call shows while the call rings or is connected. */
export const selectShowEnd = (snapshot: DispatchCallSnapshot): boolean =>
  snapshot.matches({ active: 'live' }) || snapshot.matches({ active: 'ringing' });

/** End Call was pressed and no ended status has arrived yet ('Ending...'). */
export const selectIsEnding = (snapshot: DispatchCallSnapshot): boolean =>
  snapshot.matches('ending');

export const selectIsEnded = (snapshot: DispatchCallSnapshot): boolean => snapshot.matches('ended');

/** Whether to (keep) follow(ing) the call live: not once it ended (a restored completed call included). */
export const selectShouldWatch = (snapshot: DispatchCallSnapshot): boolean =>
  !snapshot.matches('ended');
