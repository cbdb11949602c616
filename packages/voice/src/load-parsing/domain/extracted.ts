import {
  type ExtractedData,
  type ExtractedLoadDetails,
  type ExtractedStop,
  emptyLoadDetails,
} from '@fleet/contracts';
import { ceil2 } from './fields/numbers';

/**
 * The extracted record: empty values, derived fields (rate per mile, distance with deadhead,
 * market totals), metadata (confidence, missing fields) and merging of later updates.
 */

export type Source = ExtractedData['metadata']['source'];

/** The main load fields counted by metadata.confidence and listed in metadata.missingFields. */
export const MAIN_LOAD_FIELDS = [
  'stops',
  'totalDistance',
  'brokerOfferedRate',
  'weight',
  'commodity',
  'equipmentType',
] as const;

export function emptyExtracted(source: Source): ExtractedData {
  return {
    loadDetails: emptyLoadDetails(),
    callDetails: {
      brokerPhone: null,
      brokerExtension: null,
      brokerName: null,
      brokerCompany: null,
    },
    metadata: { source, confidence: 0, missingFields: [...MAIN_LOAD_FIELDS] },
  };
}

/** Confidence and missing fields of a load. */
export function describe(load: ExtractedLoadDetails): {
  confidence: number;
  missingFields: string[];
} {
  const looked: string[] = [...MAIN_LOAD_FIELDS];
  if (load.equipmentType === 'reefer') looked.push('temperature');
  const missing = looked.filter((field) => {
    if (field === 'stops') {
      return !(
        load.stops.some((s) => s.stopType === 'PICKUP' && s.cityState) &&
        load.stops.some((s) => s.stopType === 'DELIVERY' && s.cityState)
      );
    }
    return load[field as keyof ExtractedLoadDetails] === null;
  });
  const confidence = Math.round(((looked.length - missing.length) / looked.length) * 100) / 100;
  return { confidence, missingFields: missing };
}

/** Primary values as found in the text, before derived fields are filled in. */
export interface FoundLoad {
  stops: ExtractedStop[];
  originDeadhead: number | null;
  totalDistance: number | null;
  brokerOfferedRate: number | null;
  ratePerMile: number | null;
  market: { min: number; max: number; perMile: boolean } | null;
  weight: number | null;
  commodity: string | null;
  temperature: number | null;
  equipmentType: ExtractedLoadDetails['equipmentType'];
  specialInstructions: string | null;
  referenceNumber: string | null;
}

/**
 * Derived fields: totalDistanceWithDeadhead = distance + origin deadhead; ratePerMile =
 * rate / distance rounded up to cents unless stated; a stated rate per mile with a distance gives
 * the rate (kept to the cent); a per-mile market range becomes totals with the distance; a
 * temperature alone means a reefer.
 */
export function completeLoad(found: FoundLoad): ExtractedLoadDetails {
  const distance = found.totalDistance;
  let rate = found.brokerOfferedRate;
  if (rate === null && found.ratePerMile !== null && distance)
    rate = Math.round(found.ratePerMile * distance * 100) / 100;
  const withDeadhead =
    distance !== null && found.originDeadhead !== null ? distance + found.originDeadhead : null;
  let market: ExtractedLoadDetails['marketRateRange'] = null;
  if (found.market) {
    if (!found.market.perMile) market = { min: found.market.min, max: found.market.max };
    else if (distance) {
      market = {
        min: Math.round(found.market.min * distance),
        max: Math.round(found.market.max * distance),
      };
    }
  }
  return {
    stops: found.stops,
    numberOfStops: found.stops.length,
    originDeadhead: found.originDeadhead,
    totalDistance: distance,
    totalDistanceWithDeadhead: withDeadhead,
    brokerOfferedRate: rate,
    ratePerMile: found.ratePerMile ?? (rate !== null && distance ? ceil2(rate / distance) : null),
    ratePerMileWithDeadhead: rate !== null && withDeadhead ? ceil2(rate / withDeadhead) : null,
    marketRateRange: market,
    weight: found.weight,
    commodity: found.commodity,
    temperature: found.temperature,
    equipmentType: found.equipmentType ?? (found.temperature !== null ? 'reefer' : null),
    specialInstructions: found.specialInstructions,
    referenceNumber: found.referenceNumber,
  };
}

function stopKey(s: ExtractedStop): string {
  return s.cityState.toLowerCase().replace(/[^a-z,]/g, '');
}

function hasTimes(s: ExtractedStop): boolean {
  return (
    s.appointmentTime !== null ||
    s.appointmentWindowStart !== null ||
    s.appointmentWindowEnd !== null
  );
}

function mergeStop(base: ExtractedStop, update: ExtractedStop): ExtractedStop {
  const merged: ExtractedStop = {
    ...base,
    cityState: update.cityState || base.cityState,
    appointmentDate: update.appointmentDate ?? base.appointmentDate,
  };
  if (hasTimes(update)) {
    merged.appointmentType = update.appointmentType;
    merged.appointmentTime = update.appointmentTime;
    merged.appointmentWindowStart = update.appointmentWindowStart;
    merged.appointmentWindowEnd = update.appointmentWindowEnd;
  } else if (update.appointmentType === 'FCFS' && base.appointmentType !== 'FCFS') {
    merged.appointmentType = 'FCFS';
    merged.appointmentTime = null;
  }
  return merged;
}

/**
 * Stops of a later update merged into earlier ones: the same place (or a stop whose place was
 * not known yet, of the same type) is updated in place; a new pickup goes after the last pickup,
 * a new delivery at the end. Existing stop types are kept.
 */
function mergeStops(base: ExtractedStop[], update: ExtractedStop[]): ExtractedStop[] {
  const out = base.map((s) => ({ ...s }));
  for (const u of update) {
    let index = u.cityState ? out.findIndex((s) => stopKey(s) === stopKey(u)) : -1;
    if (index < 0) {
      const sameType = out
        .map((s, i) => ({ s, i }))
        .filter(({ s }) => s.stopType === u.stopType && (!u.cityState ? true : !s.cityState));
      const pick = u.stopType === 'PICKUP' ? sameType[0] : sameType.at(-1);
      if (pick) index = pick.i;
    }
    if (index >= 0) {
      out[index] = mergeStop(out[index]!, u);
      continue;
    }
    if (u.stopType === 'PICKUP') {
      const lastPickup = out.findLastIndex((s) => s.stopType === 'PICKUP');
      out.splice(lastPickup + 1, 0, { ...u });
    } else out.push({ ...u });
  }
  return out;
}

/** Later non-null values win; derived fields are recomputed when their inputs changed. */
export function mergeExtracted(base: ExtractedData, update: ExtractedData): ExtractedData {
  const b = base.loadDetails;
  const u = update.loadDetails;
  const pick = <T>(x: T | null | undefined, y: T | null | undefined): T | null =>
    (x ?? y ?? null) as T | null;
  const stops = mergeStops(b.stops, u.stops);
  const rate = pick(u.brokerOfferedRate, b.brokerOfferedRate);
  const distance = pick(u.totalDistance, b.totalDistance);
  const deadhead = pick(u.originDeadhead, b.originDeadhead);
  const changed =
    (u.brokerOfferedRate !== null && u.brokerOfferedRate !== b.brokerOfferedRate) ||
    (u.totalDistance !== null && u.totalDistance !== b.totalDistance) ||
    (u.originDeadhead !== null && u.originDeadhead !== b.originDeadhead);
  const withDeadhead =
    distance !== null && deadhead !== null
      ? distance + deadhead
      : pick(u.totalDistanceWithDeadhead, b.totalDistanceWithDeadhead);
  let ratePerMile = u.ratePerMile ?? b.ratePerMile;
  if (u.ratePerMile === null && changed && rate !== null && distance)
    ratePerMile = ceil2(rate / distance);
  let ratePerMileWithDeadhead = pick(u.ratePerMileWithDeadhead, b.ratePerMileWithDeadhead);
  if (changed && rate !== null && withDeadhead)
    ratePerMileWithDeadhead = ceil2(rate / withDeadhead);
  const loadDetails: ExtractedLoadDetails = {
    stops,
    numberOfStops: stops.length,
    originDeadhead: deadhead,
    totalDistance: distance,
    totalDistanceWithDeadhead: withDeadhead,
    brokerOfferedRate: rate,
    ratePerMile,
    ratePerMileWithDeadhead,
    marketRateRange: pick(u.marketRateRange, b.marketRateRange),
    weight: pick(u.weight, b.weight),
    commodity: pick(u.commodity, b.commodity),
    temperature: pick(u.temperature, b.temperature),
    equipmentType: pick(u.equipmentType, b.equipmentType),
    specialInstructions: pick(u.specialInstructions, b.specialInstructions),
    referenceNumber: pick(u.referenceNumber, b.referenceNumber),
  };
  const callDetails = {
    brokerPhone: pick(update.callDetails.brokerPhone, base.callDetails.brokerPhone),
    brokerExtension: pick(update.callDetails.brokerExtension, base.callDetails.brokerExtension),
    brokerName: pick(update.callDetails.brokerName, base.callDetails.brokerName),
    brokerCompany: pick(update.callDetails.brokerCompany, base.callDetails.brokerCompany),
  };
  const ocrConfidence = update.metadata.ocrConfidence ?? base.metadata.ocrConfidence;
  return {
    loadDetails,
    callDetails,
    metadata: {
      source: base.metadata.source,
      ...describe(loadDetails),
      ...(ocrConfidence !== undefined ? { ocrConfidence } : {}),
    },
  };
}
