import type {
  DispatchCallStatus,
  EquipmentType,
  ExtractedData,
  ExtractedLoadDetails,
  RateRange,
  TranscriptEntry,
} from '@fleet/contracts';
import type { CallRunSnapshot } from '@fleet/machines';

/**
 * The agent runtime's surface, as the service (call manager, routes, sockets) uses it. The
 * runtime is pure domain logic: telephony and time are injected.
 */

/** Everything the agent knows when it dials (from the call start body). */
export interface DispatchCallPlan {
  callId: string;
  accountId: string;
  /** The broker's number, E.164 (+15551234567). */
  to: string;
  extension: string;
  /** Our registered caller id (E.164), or the service's default number. */
  from: string;
  /** What the dispatcher's paste already told us (may be partial or null). */
  loadDetails: Partial<ExtractedLoadDetails> | null;
  loadDetailsText: string;
  truckLocation: string;
  truckAvailability: string;
  equipmentType: EquipmentType | '';
  detailsOnly: boolean;
  /** Desired rate range (0–0 for details-only calls). */
  rateRange: RateRange;
  approvalRequired: boolean;
  /** Carrier name and MC number to introduce ourselves with (from onboarding), when known. */
  carrier: { companyName: string; mcNumber: string; representativeName: string } | null;
}

export type CallOutcome =
  | 'booked'
  | 'declined_by_broker'
  | 'rejected_by_dispatcher'
  | 'rate_not_agreed'
  | 'details_gathered'
  | 'load_unavailable'
  | 'no_answer'
  | 'busy'
  | 'voicemail'
  | 'hung_up'
  | 'terminated'
  | 'failed';

export type AgentEvent =
  /** A raw status change (document 3 §4 values). */
  | { type: 'status'; status: DispatchCallStatus; message?: string }
  /** One transcript line, appended at `index`. */
  | { type: 'transcript'; index: number; entry: TranscriptEntry }
  /** What the agent knows about the load now, and the rate currently on the table. */
  | { type: 'extracted'; data: ExtractedData; carrierRate: number | null }
  | { type: 'approval_requested'; rate: number; loadDetails: ExtractedLoadDetails; message: string }
  | { type: 'approval_resolved'; decision: 'approved' | 'rejected' | 'expired' }
  /** A line of the call's update history (§3 "Call record" update_history). */
  | { type: 'history'; entry: { type: string; details: string; timestamp: string } }
  /** The call is over; nothing follows. */
  | {
      type: 'ended';
      status: 'completed' | 'failed' | 'busy' | 'no-answer' | 'canceled';
      outcome: CallOutcome;
      reason: string;
      bookedRate: number | null;
      durationSec: number;
    };

/**
 * A running call: its controls (sessions/update; ignored after the end) and its call-run actor's
 * snapshot, which the call manager reads through the call-run selectors (status, the open
 * approval request, whether controls are still taken, the end).
 */
export interface CallHandle {
  readonly callId: string;
  approve(loadDetails?: unknown): void;
  reject(reason: string): void;
  terminate(reason: string): void;
  hopIn(introduction: string): void;
  /** Ends the call now as failed with the reason (`call.fail`: a shutdown, a lost lease). */
  fail(reason: string): void;
  /** The call-run actor's current snapshot. */
  getSnapshot(): CallRunSnapshot;
  /** Calls `listener` with each new snapshot; returns the unsubscribe. */
  subscribe(listener: (snapshot: CallRunSnapshot) => void): () => void;
  /** Resolves after the 'ended' event was emitted. Never rejects. */
  readonly done: Promise<void>;
}
