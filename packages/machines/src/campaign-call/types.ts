import type { BookingStatus } from '@fleet/contracts';

export interface CampaignCallInput {
  callUid: string;
  /** The raw status as stored or pushed (document 3 §4 values); a new call is 'initiated'. */
  status?: string;
  bookingStatus?: BookingStatus;
  carrierRate?: number | null;
}

export interface CampaignCallContext {
  callUid: string;
  /** The last raw status (§4): what is stored and pushed as call_status. */
  status: string;
  bookingStatus: BookingStatus;
  carrierRate: number | null;
  /** The card is open (§4: auto-expands on In Progress, collapses on Connected/Completed/Failed). */
  expanded: boolean;
}

/** Events are `domain.verb`: `call.*` from the call (agent or pushes), `card.*` from a person. */
export type CampaignCallEvent =
  | { type: 'call.status'; status: string }
  | { type: 'call.booking'; status: BookingStatus }
  | { type: 'call.rate'; rate: number | null }
  | { type: 'card.toggle' };

export type CampaignCallEventType = CampaignCallEvent['type'];
