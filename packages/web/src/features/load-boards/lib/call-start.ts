import {
  type ExtractedData,
  emptyLoadDetails,
  type LoadboardEquipment,
  type LoadboardLoad,
  ratePerMile,
} from '@fleet/contracts';
import type { Board } from './filters';

/**
 * What the load card emits on Initiate Call (§2 "the card emits a call-initiating event"): the
 * Load Booking page starts it like a draft call, with the posting as already parsed load details.
 */
export interface LoadBoardCallStart {
  /** §9 initiator labels: 'DAT' or 'Truckstop'. */
  initiator: Board;
  brokerPhone: string;
  brokerExtension: string;
  detailsOnly: boolean;
  desiredRate: { from: number; to: number };
  dispatcherApprovalRequired: boolean;
  loadDetailsText: string;
  parsedData: ExtractedData;
}

const EQUIPMENT: Record<LoadboardEquipment, 'dry_van' | 'reefer' | 'flatbed'> = {
  V: 'dry_van',
  R: 'reefer',
  F: 'flatbed',
};

/** Whole days since the earliest availability (never negative). */
export function ageInDays(load: LoadboardLoad, now = Date.now()): number {
  const since = Date.parse(load.earliestAvailable);
  if (Number.isNaN(since)) return 0;
  return Math.max(0, Math.floor((now - since) / 86_400_000));
}

const place = (p: { city: string; state: string }) => `${p.city}, ${p.state}`;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/** The posting as the dispatch agent's load details. */
export function loadDetailsFromPosting(load: LoadboardLoad, phone: string): ExtractedData {
  const details = emptyLoadDetails();
  return {
    loadDetails: {
      ...details,
      stops: [
        {
          cityState: place(load.origin),
          stopType: 'PICKUP',
          appointmentType: 'FCFS',
          appointmentDate: day(load.earliestAvailable),
          appointmentTime: null,
          appointmentWindowStart: null,
          appointmentWindowEnd: null,
        },
        {
          cityState: place(load.destination),
          stopType: 'DELIVERY',
          appointmentType: 'FCFS',
          appointmentDate: null,
          appointmentTime: null,
          appointmentWindowStart: null,
          appointmentWindowEnd: null,
        },
      ],
      numberOfStops: 2,
      originDeadhead: load.origin.deadhead,
      totalDistance: load.miles,
      brokerOfferedRate: load.rate,
      ratePerMile: ratePerMile(load.rate, load.miles),
      weight: load.weightPounds,
      equipmentType: EQUIPMENT[load.equipmentType],
      specialInstructions: load.comments,
      referenceNumber: load.externalId,
    },
    callDetails: {
      brokerPhone: phone,
      brokerExtension: null,
      brokerCompany: load.contact.company,
    },
    metadata: { source: 'text', confidence: 1, missingFields: [] },
  };
}

/** A readable summary of the posting (the draft's load details text). */
export function postingText(load: LoadboardLoad): string {
  const lines = [
    `${place(load.origin)} → ${place(load.destination)}`,
    `Equipment: ${load.equipmentType}`,
    `Pickup: ${load.earliestAvailable}`,
    load.miles !== null ? `Miles: ${load.miles}` : null,
    load.rate !== null ? `Rate: $${load.rate.toFixed(2)}` : null,
    load.weightPounds !== null ? `Weight: ${load.weightPounds} lbs` : null,
    load.lengthFeet !== null ? `Length: ${load.lengthFeet} ft` : null,
    `Broker: ${load.contact.company}`,
    `Reference: ${load.externalId}`,
    load.comments ? `Comments: ${load.comments}` : null,
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

/** §9: $ with 2 decimals. */
export const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
