import type { DispatchCallStatus, ExtractedLoadDetails } from '@fleet/contracts';

export interface CallRunInput {
  /** The call's id (every injected actor and action gets it). */
  callId: string;
}

/** How a call that was not answered ended (the telephony provider's word). */
export type UnansweredStatus = 'busy' | 'no-answer' | 'failed';

/** The raw status a call ends with (contracts' ENDED_CALL_STATUSES the voice service uses). */
export type CallRunEndStatus = 'completed' | 'failed' | 'busy' | 'no-answer' | 'canceled';

/** The call's end: set once, when the machine enters `ended`, and never changed after. */
export interface CallRunEnd {
  status: CallRunEndStatus;
  /** What the call achieved (the voice service's CallOutcome: booked, terminated, failed, ...). */
  outcome: string;
  reason: string;
}

/** The agent holds the broker while the dispatcher approves or rejects the agreed load. */
export interface CallRunApproval {
  rate: number;
  loadDetails: ExtractedLoadDetails;
  message: string;
}

export type ApprovalResolution =
  | { decision: 'approved'; loadDetails?: unknown }
  | { decision: 'rejected'; reason: string }
  | { decision: 'expired' };

export interface CallRunContext {
  callId: string;
  /** The raw status (§4): initiated, ringing, in-progress, then the end's. */
  status: DispatchCallStatus;
  /** Who picked up (null until answered): a hop-in needs a human on the line. */
  answeredBy: 'human' | 'machine' | null;
  /** The approval request the broker is held for, or null. */
  approval: CallRunApproval | null;
  /** How the last approval request was resolved (null before any). */
  lastApproval: ApprovalResolution['decision'] | null;
  /** The dispatcher's End Call reason (the contracts' default when none was given). */
  terminateReason: string | null;
  /** What the broker hears when the dispatcher hops in. */
  hopInIntroduction: string | null;
  /** Set exactly once, on entering `ended`. */
  end: CallRunEnd | null;
}

/** Events are `domain.verb`: `call.*` from the service (the dispatcher, the runtime), the rest from the injected actors. */
export type CallRunEvent =
  /** End Call (TERMINATE_CALL): the agent says goodbye when the broker is on, then hangs up. */
  | { type: 'call.terminate'; reason?: string }
  /** Hop In (ADD_PARTICIPANT): the dispatcher takes over, the agent stops talking. */
  | { type: 'call.hopIn'; introduction?: string }
  /** Approve (LOAD_APPROVAL), with the dispatcher's corrections to the load. */
  | { type: 'call.approve'; loadDetails?: unknown }
  /** Reject (LOAD_REJECTION); the contracts' DEFAULT_REJECT_REASON when none is given. */
  | { type: 'call.reject'; reason?: string }
  /** Something broke (the runtime, the provider, a shutdown): the call ends failed, with the reason. */
  | { type: 'call.fail'; reason: string }
  /** From `dial`: the far end rings. */
  | { type: 'telephony.ringing' }
  /** From `dial`: someone (or a voicemail greeting) picked up. */
  | { type: 'telephony.answered'; answeredBy: 'human' | 'machine' }
  /** From `dial`: nobody picked up (busy, no answer, or the call failed). */
  | { type: 'telephony.unanswered'; status: UnansweredStatus; reason: string }
  /** From `converse`: the broker agreed and the dispatcher must decide. */
  | {
      type: 'agent.approvalRequested';
      rate: number;
      loadDetails: ExtractedLoadDetails;
      message: string;
    }
  /** From `converse` or `standBy`: the conversation is over (the call completed). */
  | { type: 'agent.finished'; outcome: string; reason: string }
  /** From `goodbye`: the goodbye was said (or not needed); the call is canceled. */
  | { type: 'agent.saidGoodbye' }
  /** From `approvalTimer`: the dispatcher did not answer in time. */
  | { type: 'approval.timeout' };

export type CallRunEventType = CallRunEvent['type'];

/** Inputs of the injected actors. */
export interface DialInput {
  callId: string;
}
export interface ConverseInput {
  callId: string;
  answeredBy: 'human' | 'machine';
}
export interface StandByInput {
  callId: string;
  introduction: string;
}
export interface GoodbyeInput {
  callId: string;
  reason: string;
  /** The dispatcher is on the line (no goodbye from the agent then). */
  hoppedIn: boolean;
}
export interface ApprovalTimerInput {
  callId: string;
}

/** Params of the injected actions. */
export interface ApprovalRequestedParams {
  callId: string;
  approval: CallRunApproval;
}
export interface ApprovalResolvedParams {
  callId: string;
  resolution: ApprovalResolution;
}
export interface HopInIgnoredParams {
  callId: string;
}
