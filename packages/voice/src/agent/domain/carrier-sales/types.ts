import type {
  BookingStatus,
  CampaignLoadDetails,
  Carrier,
  DispatchCallStatus,
  RateRange,
} from '@fleet/contracts';
import type { CallRunSnapshot } from '@fleet/machines';
import type { TelephonyProvider } from '../../../providers/telephony/types';
import type { AgentClock } from '../clock';
import type { AgentLogger } from '../recorder';

/**
 * The carrier-sales agent's surface (broker use case, document 3 §2 "Carrier Sales Agent"): one
 * call of a campaign, in which our agent sells the broker's load to one carrier of the list.
 */

/** Everything the agent knows when it dials one carrier of a campaign. */
export interface CarrierSalesCallPlan {
  callId: string;
  campaignId: string;
  accountId: string;
  /** The carrier's number, E.164 (usually the row's dispatch_phone). */
  to: string;
  /** Our caller id, E.164. */
  from: string;
  /** The load the broker offers. */
  load: CampaignLoadDetails;
  /** The broker's desired range: what we want to pay the carrier. Never above max. */
  rateRange: RateRange;
  /** The carrier row being called. */
  carrier: Carrier;
  /** Who we say we are: the broker's company and the agent's (first) name. */
  broker: { companyName: string; agentName: string };
}

export type CarrierSalesOutcome =
  | 'booked'
  | 'rate_too_high'
  | 'no_truck'
  | 'declined'
  | 'voicemail'
  | 'busy'
  | 'no_answer'
  | 'hung_up'
  | 'email_requested'
  | 'terminated'
  | 'failed';

export const CARRIER_SALES_OUTCOMES: readonly CarrierSalesOutcome[] = [
  'booked',
  'rate_too_high',
  'no_truck',
  'declined',
  'voicemail',
  'busy',
  'no_answer',
  'hung_up',
  'email_requested',
  'terminated',
  'failed',
];

export type CarrierSalesEndStatus = 'completed' | 'failed' | 'busy' | 'no-answer' | 'canceled';

export type CarrierSalesEvent =
  /** A raw status change (§4 values: initiated, ringing, in-progress, then the end's). */
  | { type: 'status'; status: DispatchCallStatus }
  /** One conversation line (agent = us, the broker's side; other = the carrier), at `index`. */
  | {
      type: 'transcript';
      index: number;
      entry: { sender: 'agent' | 'other'; message: string; timestamp: string };
    }
  /** The carrier named a rate, or accepted ours (the card's carrier rate). */
  | { type: 'carrier_rate'; rate: number }
  /** The booking status changed (a call starts 'Not Booked'; that start is not emitted). */
  | { type: 'booking_status'; status: BookingStatus }
  /** The call is over; nothing follows. */
  | {
      type: 'ended';
      status: CarrierSalesEndStatus;
      outcome: CarrierSalesOutcome;
      /** One sentence for the call card. */
      reason: string;
      bookedRate: number | null;
      /** Call time from answer to end (0 if never answered). */
      durationSec: number;
    };

export interface CarrierSalesDeps {
  telephony: TelephonyProvider;
  clock: AgentClock;
  onEvent: (event: CarrierSalesEvent) => void;
  logger?: AgentLogger;
}

/** A running carrier-sales call. Controls are ignored after the end. */
export interface CarrierSalesCallHandle {
  readonly callId: string;
  /** Ends the call politely ("the load has been covered"): status canceled, outcome terminated. */
  terminate(reason: string): void;
  /** Ends the call now as failed with the reason (a shutdown, a lost lease). */
  fail(reason: string): void;
  getSnapshot(): CallRunSnapshot;
  subscribe(listener: (snapshot: CallRunSnapshot) => void): () => void;
  /** Resolves after the 'ended' event was emitted. Never rejects. */
  readonly done: Promise<void>;
}
