import {
  CAMPAIGN_STATUS_LABELS,
  type CampaignStatus,
  isCancellableCampaignStatus,
} from '@fleet/contracts';
import type { CampaignSnapshot } from './campaign.machine';
import type { CampaignEvent } from './types';

/** The stored status (§4) and its label. */
export const selectCampaignStatus = (snapshot: CampaignSnapshot): CampaignStatus =>
  snapshot.context.status;
export const selectCampaignStatusLabel = (snapshot: CampaignSnapshot): string =>
  CAMPAIGN_STATUS_LABELS[snapshot.context.status];

/** A command is on its way to the server (its button shows it is busy). */
export const selectCommandPending = (snapshot: CampaignSnapshot): boolean =>
  snapshot.matches('startRequested') ||
  snapshot.matches('resumeRequested') ||
  snapshot.matches('cancelRequested') ||
  snapshot.matches({ calling: 'pauseRequested' }) ||
  snapshot.matches({ calling: 'resumeRequested' }) ||
  snapshot.matches({ calling: 'cancelRequested' });

export interface PrimaryAction {
  /** 'Call Carriers', 'Pause', 'Resume', 'Completed' or 'Cancelled' (§2 action buttons). */
  label: string;
  /** What pressing it sends; null for the disabled end labels. */
  event: CampaignEvent | null;
  disabled: boolean;
}

/**
 * §2 action buttons: 'Call Carriers' when stopped (or failed), 'Pause' when running, 'Resume' when
 * paused (or pausing), disabled 'Completed' once over (completed, confirmed) and disabled
 * 'Cancelled'. Disabled while a command is on its way.
 */
export function selectPrimaryAction(snapshot: CampaignSnapshot): PrimaryAction {
  const pending = selectCommandPending(snapshot);
  const action = (label: string, event: CampaignEvent | null): PrimaryAction => ({
    label,
    event,
    disabled: pending || event === null,
  });
  const resume = () => action('Resume', { type: 'campaign.resume' });
  const { status } = snapshot.context;
  if (snapshot.matches('cancelled')) return action('Cancelled', null);
  if (snapshot.matches('completed') || snapshot.matches('confirmed')) {
    return action('Completed', null);
  }
  if (snapshot.matches('calling')) {
    return status === 'pause' ? resume() : action('Pause', { type: 'campaign.pause' });
  }
  if (snapshot.matches('paused') || snapshot.matches('resumeRequested')) return resume();
  if (snapshot.matches('cancelRequested') && status === 'paused') return resume();
  return action('Call Carriers', { type: 'campaign.execute' });
}

/** §2: the red Cancel, in every status but completed, confirmed and cancelled. */
export const selectCanCancel = (snapshot: CampaignSnapshot): boolean =>
  isCancellableCampaignStatus(snapshot.context.status) && !selectCommandPending(snapshot);

const LOCKED: CampaignStatus[] = ['started', 'running', 'completed', 'confirmed', 'cancelled'];

export interface CampaignLocks {
  /** Load details cannot be updated (running, completed, confirmed, cancelled). */
  loadDetails: boolean;
  /** The carrier list cannot be replaced (the same statuses). */
  carrierList: boolean;
  /** Desired rate inputs are disabled while running, with `rateHint`. */
  desiredRate: boolean;
  rateHint: string | null;
  /** Raw load details are locked once calls have started. */
  rawLoadDetails: boolean;
}

/** §4 "Locks". */
export function selectLocks(snapshot: CampaignSnapshot): CampaignLocks {
  const { status, callCount } = snapshot.context;
  const running = status === 'running' || status === 'started';
  return {
    loadDetails: LOCKED.includes(status),
    carrierList: LOCKED.includes(status),
    desiredRate: running,
    rateHint: running ? 'Pause load to update desired rate' : null,
    rawLoadDetails: callCount > 0,
  };
}

/**
 * §2/§4 the load's primary button: 'Processing...' while submitting, 'Next' for a new load,
 * 'Update' for a saved one; disabled while processing, while details are incomplete, or while the
 * status is running, completed, confirmed or cancelled.
 */
export function selectSubmitButton(
  snapshot: CampaignSnapshot | null,
  form: { saved: boolean; processing: boolean; complete: boolean },
): { label: string; disabled: boolean } {
  const label = form.processing ? 'Processing...' : form.saved ? 'Update' : 'Next';
  const locked = snapshot ? selectLocks(snapshot).loadDetails : false;
  return { label, disabled: form.processing || !form.complete || locked };
}

/** The live watcher runs only while carriers are being called (§4). */
export const selectIsWatching = (snapshot: CampaignSnapshot): boolean =>
  snapshot.matches('calling');

/** §4: completed or failed campaigns leave the tab session; confirmed and cancelled close it. */
export const selectIsOver = (snapshot: CampaignSnapshot): boolean =>
  snapshot.matches('completed') || snapshot.matches('confirmed') || snapshot.matches('cancelled');

/** §2 status banners while watching. */
export function selectStatusBanner(snapshot: CampaignSnapshot): string | null {
  if (snapshot.matches('completed')) return 'Load not booked. All carriers processed.';
  if (snapshot.matches('confirmed')) return 'Booking confirmed with carrier!';
  if (snapshot.matches('failed')) return 'Load failed. Please check for errors.';
  return null;
}
