import { CALL_STATUS_LABELS, type DispatchCallStatus } from '@fleet/contracts';
import type { CampaignCallSnapshot } from './campaign-call.machine';

/** The raw status (§4) and its label on the card. */
export const selectCampaignCallStatus = (snapshot: CampaignCallSnapshot): string =>
  snapshot.context.status;
export const selectCampaignCallLabel = (snapshot: CampaignCallSnapshot): string =>
  CALL_STATUS_LABELS[snapshot.context.status as DispatchCallStatus] ?? snapshot.context.status;

export const selectCampaignCallBooking = (snapshot: CampaignCallSnapshot) =>
  snapshot.context.bookingStatus;
export const selectCampaignCallRate = (snapshot: CampaignCallSnapshot) =>
  snapshot.context.carrierRate;
export const selectIsCardExpanded = (snapshot: CampaignCallSnapshot): boolean =>
  snapshot.context.expanded;

/** §4: tracking stops on completed, failed, busy, no-answer and canceled. */
export const selectIsCampaignCallOver = (snapshot: CampaignCallSnapshot): boolean =>
  snapshot.matches({ call: 'ended' });

/** What the engine stores and pushes when it changed between two snapshots. */
export type CampaignCallChange =
  | { type: 'status'; status: string }
  | { type: 'booking'; status: CampaignCallSnapshot['context']['bookingStatus'] }
  | { type: 'rate'; rate: number | null }
  | { type: 'over' };

export function campaignCallChanges(
  previous: CampaignCallSnapshot | undefined,
  next: CampaignCallSnapshot,
): CampaignCallChange[] {
  const before = previous?.context;
  const now = next.context;
  const changes: CampaignCallChange[] = [];
  if (now.status !== before?.status) changes.push({ type: 'status', status: now.status });
  if (now.carrierRate !== (before?.carrierRate ?? null)) {
    changes.push({ type: 'rate', rate: now.carrierRate });
  }
  if (now.bookingStatus !== (before?.bookingStatus ?? 'Not Booked')) {
    changes.push({ type: 'booking', status: now.bookingStatus });
  }
  if (selectIsCampaignCallOver(next) && !(previous && selectIsCampaignCallOver(previous))) {
    changes.push({ type: 'over' });
  }
  return changes;
}
