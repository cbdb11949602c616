import type { CallStatusGroup, DispatchCallStatus } from '@fleet/contracts';
import type { CallRunSnapshot } from './call-run.machine';
import type { ApprovalResolution, CallRunApproval, CallRunEnd } from './types';

/** The raw status (§4) the call has now: what is stored and sent as connection_status. */
export const selectCallRunStatus = (snapshot: CallRunSnapshot): DispatchCallStatus =>
  snapshot.context.status;

/** The state as a contracts status group (pending, ringing, live, ending, ended). */
export const selectCallRunGroup = (snapshot: CallRunSnapshot): CallStatusGroup => {
  if (snapshot.matches('ended')) return 'ended';
  if (snapshot.matches('terminating')) return 'ending';
  if (snapshot.matches('connected') || snapshot.matches('hoppedIn')) return 'live';
  if (snapshot.matches({ placing: 'ringing' })) return 'ringing';
  return 'pending';
};

/** The approval request the broker is held for, or null. */
export const selectCallRunApproval = (snapshot: CallRunSnapshot): CallRunApproval | null =>
  snapshot.context.approval;

export const selectIsOnApprovalHold = (snapshot: CallRunSnapshot): boolean =>
  snapshot.matches({ connected: 'approvalHold' });

/** The dispatcher took over (the agent only listens). */
export const selectIsHoppedIn = (snapshot: CallRunSnapshot): boolean =>
  snapshot.matches('hoppedIn');

/** End Call was taken: the agent is saying goodbye. */
export const selectIsTerminating = (snapshot: CallRunSnapshot): boolean =>
  snapshot.matches('terminating');

export const selectIsCallRunEnded = (snapshot: CallRunSnapshot): boolean =>
  snapshot.matches('ended');

/** The end (status, outcome, reason) once ended, else null. */
export const selectCallRunEnd = (snapshot: CallRunSnapshot): CallRunEnd | null =>
  snapshot.context.end;

/** Controls are still taken (sessions/update answers 409 once this is false). */
export const selectTakesControls = (snapshot: CallRunSnapshot): boolean =>
  !snapshot.matches('ended');

/** What changed between two snapshots of a call, in the order to store and broadcast it. */
export type CallRunChange =
  | { type: 'status'; status: DispatchCallStatus }
  | { type: 'approvalRequested'; approval: CallRunApproval }
  | { type: 'approvalResolved'; decision: ApprovalResolution['decision'] }
  | { type: 'ended'; end: CallRunEnd };

/**
 * The projection of a call run: what changed from `previous` (undefined: nothing was told yet) to
 * `next`, as the voice service stores and broadcasts it. A status is told while the call runs;
 * the end carries its own status, so an ended call tells its approval's expiry, then the end.
 */
export function callRunChanges(
  previous: CallRunSnapshot | undefined,
  next: CallRunSnapshot,
): CallRunChange[] {
  const changes: CallRunChange[] = [];
  const before = previous?.context;
  const now = next.context;
  if (now.end === null && now.status !== before?.status) {
    changes.push({ type: 'status', status: now.status });
  }
  const wasOpen = before?.approval ?? null;
  if (wasOpen !== null && now.approval !== wasOpen) {
    changes.push({ type: 'approvalResolved', decision: now.lastApproval ?? 'expired' });
  }
  if (now.approval !== null && now.approval !== wasOpen) {
    changes.push({ type: 'approvalRequested', approval: now.approval });
  }
  if (now.end !== null && before?.end == null) changes.push({ type: 'ended', end: now.end });
  return changes;
}
