import type { CampaignStatus } from '@fleet/contracts';

/** A command the campaign takes from a person (a button) and sends on (HTTP, or persistence). */
export type CampaignCommand = 'start' | 'pause' | 'resume' | 'cancel';

export interface CampaignInput {
  campaignId: string;
  /** The status as stored (the server's word): the actor starts in the state it names. */
  status: CampaignStatus;
  carrierCount: number;
  callCount: number;
}

export interface CampaignContext {
  campaignId: string;
  /** The last status the server (or, on the server, the database) holds. */
  status: CampaignStatus;
  carrierCount: number;
  callCount: number;
  /** The command that failed last, with the server's detail when it gave one. */
  error: { command: CampaignCommand; detail: string | null } | null;
}

/** How the sequential calling ended: a carrier booked, every carrier was processed, or paused. */
export type CallsResult = 'booked' | 'exhausted' | 'held';

/** Events are `domain.verb`: `campaign.*` from a person or the server, `calls.*` from `runCalls`. */
export type CampaignEvent =
  /** Call Carriers (also from failed, to call the carriers not yet called). */
  | { type: 'campaign.execute' }
  | { type: 'campaign.pause' }
  | { type: 'campaign.resume' }
  | { type: 'campaign.cancel' }
  /** A status the server pushed or answered (another tab, the engine): it is the truth. */
  | { type: 'campaign.statusPushed'; status: CampaignStatus }
  /** The carrier list was uploaded or read. */
  | { type: 'campaign.carriersLoaded'; count: number }
  /** A call to a carrier was placed. */
  | { type: 'campaign.callAdded' }
  /** `runCalls` is over: how. */
  | { type: 'calls.finished'; result: CallsResult }
  /** `runCalls` could not go on (the telephony provider is down, the list cannot be read). */
  | { type: 'calls.failed'; reason: string };

export type CampaignEventType = CampaignEvent['type'];

/**
 * What `runCalls` is told while it runs (sendTo): hold = finish the current call and call no one
 * more (then `calls.finished` held); release = go on with the next carrier after all.
 */
export type RunCallsControl = { type: 'calls.hold' } | { type: 'calls.release' };

export interface RunCallsInput {
  campaignId: string;
}
export interface CommandInput {
  campaignId: string;
  command: CampaignCommand;
}

export interface CommandErrorParams {
  command: CampaignCommand;
  detail: string | null;
}
export interface CommandDoneParams {
  command: CampaignCommand;
}
export interface StatusChangedParams {
  campaignId: string;
  status: CampaignStatus;
}
