import type { ActiveCall, ExtractedLoadDetails, RateRange } from '@fleet/contracts';
import type { ActorRefFrom, DoneActorEvent } from 'xstate';
import type { DispatchCallMachine } from '../dispatch-call/dispatch-call.machine';
import type { DispatchDraftMachine } from '../dispatch-draft/dispatch-draft.machine';
import type { DispatchDraftOutput } from '../dispatch-draft/types';

/**
 * What a running call card knows besides the live state (which its dispatch-call actor keeps):
 * how the call was set up. From a draft's call start in this tab, or from `GET active_calls`.
 */
export interface BookingCallInfo {
  id: string;
  toNumber: string;
  detailsOnly: boolean;
  desiredRate: RateRange;
  approvalRequired: boolean;
  initiator: string;
  /** The load as known when the call started (live extracted data replaces it). */
  loadDetails: ExtractedLoadDetails | null;
  createdAt: string;
  /** The server's view of the call when it was restored; replayed into its call actor. */
  restored: ActiveCall | null;
}

/** The last parse failure a draft reported (a new object per failure). */
export interface DraftParseFailure {
  message: string;
  error: unknown;
}

/** A draft call card: its spawned dispatch-draft actor. */
export interface BookingDraft {
  id: string;
  ref: ActorRefFrom<DispatchDraftMachine>;
  parseFailure: DraftParseFailure | null;
}

/** A call of the session this tab tracks: its info and its spawned dispatch-call actor. */
export interface BookingCall {
  id: string;
  info: BookingCallInfo;
  /** Its live updates are followed: restored calls at once, a new call after the follow delay. */
  follow: boolean;
  ref: ActorRefFrom<DispatchCallMachine>;
}

export interface BookingSessionInput {
  /** The session's call ids as stored (`bookingSession`, shared by the tabs) at page load. */
  sessionIds?: readonly string[];
  /** The start time of a call started here (ISO); defaults to the current time. */
  now?: () => string;
}

export interface BookingSessionContext {
  /** The booking session's call ids (this tab's view of the shared store). */
  sessionIds: string[];
  /** Draft cards, newest first. */
  drafts: BookingDraft[];
  /** The session's calls this tab tracks (restored, or started here). */
  calls: BookingCall[];
  /** The call that was selected (and scrolled to) when its follow delay ran out. */
  selected: string | null;
  /**
   * The ids being restored from `GET active_calls`, or whose restore failed: a change of the
   * session that leaves the untracked ids the same does not fetch them again.
   */
  restoreIds: string[];
  /** Numbers the drafts of this session (draft-1, draft-2, ...). */
  draftCount: number;
  now: () => string;
}

/** Events are `booking.*` (the draft reports come from the spawned drafts). */
export type BookingSessionEvent =
  /** New Call: a draft card on top, parsing with the saved truck's location. */
  | { type: 'booking.newDraft'; truckLocation: string }
  /** A draft card's Remove. */
  | { type: 'booking.removeDraft'; draftId: string }
  /** A running call card's Remove: the call leaves the session (every tab). */
  | { type: 'booking.removeCall'; callId: string }
  /** Clear: drafts, calls and the stored session go. */
  | { type: 'booking.reset' }
  /** The stored session changed in another tab: `ids` is what is stored now. */
  | { type: 'booking.sessionChanged'; ids: readonly string[] }
  /** The follow delay of a call started here ran out: select it and follow its updates. */
  | { type: 'booking.follow'; callId: string }
  /** A draft's parse failed ('Failed to parse load details'; `error` is the parser's). */
  | { type: 'booking.draftParseFailed'; draftId: string; message: string; error: unknown }
  /** A draft's call start failed: 'Error: {detail}' (a toast). */
  | { type: 'booking.draftInitiateFailed'; draftId: string; message: string; error: unknown };

/** A draft finished: its call started. */
export type DraftDoneEvent = DoneActorEvent<DispatchDraftOutput>;

export type BookingSessionEventType = BookingSessionEvent['type'];

/** Input of the injected `fetchActiveCalls` actor (`GET {voice}/active_calls?calls=...`). */
export interface FetchActiveCallsInput {
  ids: readonly string[];
}

/** Output of `fetchActiveCalls`: the calls the service knows (for this account). */
export type FetchActiveCallsOutput = ActiveCall[];

/** Params of the injected session-store actions. */
export interface SessionIdParams {
  id: string;
}
export interface SessionIdsParams {
  ids: readonly string[];
}

/** Params of `notifyInitiateFailed` and `notifyParseFailed`. */
export interface DraftFailureParams {
  draftId: string;
  message: string;
  error: unknown;
}
