import type {
  ActiveCall,
  CallDetails,
  DispatchCallStatus,
  DispatchLiveMessage,
  ExtractedLoadDetails,
  SessionUpdateRequest,
  TranscriptEntry,
} from '@fleet/contracts';

export interface DispatchCallInput {
  /** The call's uid: live messages for another call are ignored. */
  callId: string;
}

/** A transcript line with its position (update_conversation replaces by index). */
export interface LiveTranscriptEntry extends TranscriptEntry {
  index: number;
}

/** The last update_extracted_data (metadata is free-form on the live channel). */
export interface LiveExtractedData {
  loadDetails: ExtractedLoadDetails;
  callDetails: CallDetails;
  metadata: Record<string, unknown>;
}

/** The agent asks the dispatcher to approve or reject the load. */
export interface ApprovalRequest {
  /** The agreed rate; null when restored from active_calls (the replayed request fills it). */
  rate: number | null;
  loadDetails: ExtractedLoadDetails | null;
  message: string;
}

export interface DispatchCallContext {
  callId: string;
  /** The raw status (§4), 'Terminated' after End Call. */
  status: DispatchCallStatus;
  /** What the card shows: `statusLabel(status, message)`, or 'Call Ended' after End Call. */
  statusLabel: string;
  transcript: LiveTranscriptEntry[];
  extracted: LiveExtractedData | null;
  /** The rate on the table: the message's carrier_rate, else the broker's offered rate. */
  carrierRate: number | null;
  /** A request waiting for Approve / Reject, or null. */
  approval: ApprovalRequest | null;
  /** Fields that changed in the last update_extracted_data (loadDetails and callDetails keys, 'carrierRate'); the UI flashes them for 1 s. */
  changedFields: string[];
}

/** Events are `domain.verb`. */
export type DispatchCallEvent =
  /** A validated message from `/watch/{callId}`. */
  | { type: 'call.message'; message: DispatchLiveMessage }
  /** Hop In (a connected call): ADD_PARTICIPANT. */
  | { type: 'call.hopIn'; introduction?: string }
  /** End Call: TERMINATE_CALL; the status becomes 'Terminated' ('Ending...'). */
  | { type: 'call.end'; reason?: string }
  /** Approve the pending request: LOAD_APPROVAL. */
  | { type: 'call.approve' }
  /** Reject the pending request: LOAD_REJECTION (default reason 'Dispatcher rejected the load!'). */
  | { type: 'call.reject'; reason?: string }
  /** The live socket failed for good: the call shows Error (or the message). */
  | { type: 'call.socketError'; message?: string }
  /** The live socket closed: the call shows closed. */
  | { type: 'call.socketClosed' }
  /** An item of `GET {voice}/active_calls` (page load, other tabs): replaces what is known. */
  | { type: 'call.restore'; call: ActiveCall };

export type DispatchCallEventType = DispatchCallEvent['type'];

/** Params of the injected `sendSessionUpdate` action (`POST {voice}/sessions/update?uid=`). */
export interface SendSessionUpdateParams {
  callId: string;
  update: SessionUpdateRequest;
}

/** Params of the injected `playApprovalSound` action. */
export interface PlayApprovalSoundParams {
  callId: string;
}
