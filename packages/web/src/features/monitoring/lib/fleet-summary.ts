import type { TripSummary } from '@fleet/contracts';
import { hasDetentionAmount, hasTemperature, isInViolation } from './trip-filters';

/** What the home cards can honestly say about the active trips. */
export type FleetSummary = {
  activeTrips: number;
  late: number;
  /** Trips with temperature data; the Temperature Monitoring card shows only when above 0. */
  reeferTrips: number;
  inViolation: number;
  /** Trips with a detention summary; the Detention Monitoring card shows only when above 0. */
  detentionTrips: number;
  inDetention: number;
  withAmount: number;
};

export function summarizeFleet(trips: readonly TripSummary[]): FleetSummary {
  const summary: FleetSummary = {
    activeTrips: trips.length,
    late: 0,
    reeferTrips: 0,
    inViolation: 0,
    detentionTrips: 0,
    inDetention: 0,
    withAmount: 0,
  };
  for (const trip of trips) {
    if (trip.eta_details?.is_late) summary.late++;
    if (hasTemperature(trip)) summary.reeferTrips++;
    if (isInViolation(trip)) summary.inViolation++;
    const state = trip.detention_summary?.current_state;
    if (trip.detention_summary) summary.detentionTrips++;
    if (state === 'IN_DETENTION' || state === 'IN_LOSS') summary.inDetention++;
    if (hasDetentionAmount(trip)) summary.withAmount++;
  }
  return summary;
}
