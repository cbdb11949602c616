import type {
  ActiveCall,
  CallDetail,
  CallDetails,
  CallRecord,
  ExtractedLoadDetails,
} from '@fleet/contracts';
import type { DispatchCall } from '../data/dispatch-calls-repo';
import { dashedPhone } from './phone';

/** Partial load details (a paste, a load-board row) completed with the spec's "unknown" values. */
export function completeLoadDetails(
  partial: Partial<ExtractedLoadDetails> | null | undefined,
): ExtractedLoadDetails {
  const p = partial ?? {};
  const stops = p.stops ?? [];
  return {
    stops,
    numberOfStops: p.numberOfStops ?? stops.length,
    originDeadhead: p.originDeadhead ?? null,
    totalDistance: p.totalDistance ?? null,
    totalDistanceWithDeadhead: p.totalDistanceWithDeadhead ?? null,
    brokerOfferedRate: p.brokerOfferedRate ?? null,
    ratePerMile: p.ratePerMile ?? null,
    ratePerMileWithDeadhead: p.ratePerMileWithDeadhead ?? null,
    marketRateRange: p.marketRateRange ?? null,
    weight: p.weight ?? null,
    commodity: p.commodity ?? null,
    temperature: p.temperature ?? null,
    equipmentType: p.equipmentType ?? null,
    specialInstructions: p.specialInstructions ?? null,
    referenceNumber: p.referenceNumber ?? null,
  };
}

/** What is known about the load: what the agent learnt, else what the dispatcher sent. */
function loadDetailsOf(call: DispatchCall): ExtractedLoadDetails | null {
  if (call.extracted) return call.extracted.loadDetails;
  return call.requestLoadDetails ? completeLoadDetails(call.requestLoadDetails) : null;
}

function callDetailsOf(call: DispatchCall): CallDetails {
  return (
    call.extracted?.callDetails ?? {
      brokerPhone: dashedPhone(call.toNumber),
      brokerExtension: call.extension || null,
    }
  );
}

/** `GET /voice/active_calls` item. */
export function toActiveCall(call: DispatchCall): ActiveCall {
  return {
    uid: call.id,
    id: call.id,
    to_number: call.toNumber,
    load_details: loadDetailsOf(call),
    call_details: callDetailsOf(call),
    transcript: call.transcript,
    details_only: call.detailsOnly,
    load_details_text: call.loadDetailsText,
    status: call.callStatus,
    initiator: call.initiator,
    rate_range: call.rateRange,
    dispatcher_approval_required: call.approvalRequired,
    pending_approval: call.pendingApproval !== null,
    created_at: call.createdAt,
  };
}

/** `POST /voice/calls` item (document 3 §3 "Call record"). */
export function toCallRecord(call: DispatchCall): CallRecord {
  const { equipmentType, ...details } = loadDetailsOf(call) ?? completeLoadDetails(null);
  return {
    id: call.id,
    to_number: call.toNumber,
    from_number: call.fromNumber,
    created_at: call.createdAt,
    completed_at: call.completedAt,
    status: call.status,
    call_status: call.callStatus,
    details_only: call.detailsOnly,
    call_duration: call.callDuration,
    carrier_id: call.carrierId,
    initiator: call.initiator,
    rate_range: call.rateRange,
    outcome: call.outcome,
    booked_rate: call.bookedRate,
    load_details: {
      ...details,
      truck_location: call.truckLocation || null,
      equipment_type: equipmentType ?? (call.equipmentType || null),
    },
  };
}

/** `GET /voice/calls/{id}`. */
export function toCallDetail(call: DispatchCall): CallDetail {
  return {
    ...toCallRecord(call),
    transcript: call.transcript,
    update_history: call.updateHistory,
    desired_rate: call.detailsOnly ? null : call.rateRange,
    market_rate: call.marketRate,
  };
}

/** '$1200-1500' from a market range (document 3 §9's text form), or null. */
export function marketRateText(range: { min: number; max: number } | null | undefined) {
  if (!range || (range.min === 0 && range.max === 0)) return null;
  return `$${Math.round(range.min)}-${Math.round(range.max)}`;
}
