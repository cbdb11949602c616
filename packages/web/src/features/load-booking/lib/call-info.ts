import type {
  ActiveCall,
  CallBrokerRequest,
  ExtractedLoadDetails,
  RateRange,
} from '@fleet/contracts';

/**
 * What a running call card knows besides the live state (which the dispatch-call machine keeps):
 * how the call was set up. From the call start of this tab, or from `GET active_calls`.
 */
export interface CallInfo {
  id: string;
  toNumber: string;
  detailsOnly: boolean;
  desiredRate: RateRange;
  approvalRequired: boolean;
  initiator: string;
  /** The load as known when the call started (live extracted data replaces it). */
  loadDetails: ExtractedLoadDetails | null;
  createdAt: string;
  /** The server's view of the call when it was restored; replayed into the machine. */
  restored: ActiveCall | null;
}

export function callInfoFromActive(call: ActiveCall): CallInfo {
  return {
    id: call.uid,
    toNumber: call.to_number,
    detailsOnly: call.details_only,
    desiredRate: call.rate_range,
    approvalRequired: call.dispatcher_approval_required,
    initiator: call.initiator,
    loadDetails: call.load_details,
    createdAt: call.created_at,
    restored: call,
  };
}

export function callInfoFromStart(
  uid: string,
  request: CallBrokerRequest,
  loadDetails: ExtractedLoadDetails | null,
  createdAt: string,
): CallInfo {
  return {
    id: uid,
    toNumber: request.phone_number,
    detailsOnly: request.details_only,
    desiredRate: request.rate_range,
    approvalRequired: request.dispatcher_approval_required,
    initiator: request.initiator,
    loadDetails,
    createdAt,
    restored: null,
  };
}
