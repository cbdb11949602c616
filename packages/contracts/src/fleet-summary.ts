import { z } from 'zod';
import type { TripSummary } from './fleet';

/**
 * What /home's cards say about the active trips (GET /v1/aggregation/summary). Not in the spec
 * (document 1 §2 lists the cards and says their counts are not shown): the home used to download
 * every active trip to count them, which on a phone was most of the page's load and main-thread
 * time; the API now counts them once per fleet sync and the home asks for these seven numbers.
 */
export const fleetSummarySchema = z.strictObject({
  activeTrips: z.number().int().nonnegative(),
  late: z.number().int().nonnegative(),
  /** Trips with temperature data; the Temperature Monitoring card shows only when above 0. */
  reeferTrips: z.number().int().nonnegative(),
  inViolation: z.number().int().nonnegative(),
  /** Trips with a detention summary; the Detention Monitoring card shows only when above 0. */
  detentionTrips: z.number().int().nonnegative(),
  inDetention: z.number().int().nonnegative(),
  withAmount: z.number().int().nonnegative(),
});
export type FleetSummary = z.infer<typeof fleetSummarySchema>;

type TemperatureOf = Pick<TripSummary, 'temperature_monitoring_details'>;

export const hasTemperature = (trip: TemperatureOf) => trip.temperature_monitoring_details !== null;

export const isInViolation = (trip: TemperatureOf) =>
  trip.temperature_monitoring_details !== null &&
  trip.temperature_monitoring_details.temperature_exception_status !== 'IN_RANGE';

/** The detention module lists only trips with a detention or loss amount. */
export const hasDetentionAmount = (trip: Pick<TripSummary, 'detention_summary'>) =>
  (trip.detention_summary?.detention_total_amount ?? 0) > 0 ||
  (trip.detention_summary?.loss_total_amount ?? 0) > 0;

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
