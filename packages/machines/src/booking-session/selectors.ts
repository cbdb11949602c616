import {
  type BookingSessionSnapshot,
  MAX_RESTORE_SKELETONS,
  missingCallIds,
} from './booking-session.machine';
import type { BookingCall, BookingDraft } from './types';

/** The draft cards, newest first (the same array until the drafts change). */
export const selectBookingDrafts = (snapshot: BookingSessionSnapshot): readonly BookingDraft[] =>
  snapshot.context.drafts;

/** The session's calls this tab tracks, newest first (by the call's start time). */
export const selectRunningCalls = (snapshot: BookingSessionSnapshot): BookingCall[] => {
  const { sessionIds, calls } = snapshot.context;
  return calls
    .filter((call) => sessionIds.includes(call.id))
    .sort((a, b) => b.info.createdAt.localeCompare(a.info.createdAt));
};

/** The call selected when its follow delay ran out (opened and scrolled to), or null. */
export const selectSelectedCallId = (snapshot: BookingSessionSnapshot): string | null =>
  snapshot.context.selected;

/** The booking session's call ids. */
export const selectSessionIds = (snapshot: BookingSessionSnapshot): readonly string[] =>
  snapshot.context.sessionIds;

/** The session's ids this tab does not track yet. */
export const selectMissingCallIds = (snapshot: BookingSessionSnapshot): string[] =>
  missingCallIds(snapshot.context.sessionIds, snapshot.context.calls);

/** The session's calls are being loaded from `GET active_calls`. */
export const selectIsRestoringCalls = (snapshot: BookingSessionSnapshot): boolean =>
  snapshot.matches('restoring');

/** Skeleton cards while restoring: one per call being loaded, at most 3 (§9). */
export const selectSkeletonCount = (snapshot: BookingSessionSnapshot): number =>
  snapshot.matches('restoring')
    ? Math.min(MAX_RESTORE_SKELETONS, snapshot.context.restoreIds.length)
    : 0;

/** Clear shows while there is a draft or a call in the session. */
export const selectShowsClear = (snapshot: BookingSessionSnapshot): boolean =>
  snapshot.context.drafts.length > 0 || snapshot.context.sessionIds.length > 0;

/** 'No active calls.' shows when nothing is loading and there is neither a draft nor a call. */
export const selectShowsNoCalls = (snapshot: BookingSessionSnapshot): boolean =>
  !snapshot.matches('restoring') &&
  snapshot.context.drafts.length === 0 &&
  selectRunningCalls(snapshot).length === 0;
