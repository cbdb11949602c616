import type { AvailableTruck, MismatchRecord, TripSummary, TripView } from '@fleet/contracts';
import type { Customer, Driver, Facility, Trailer, Truck } from './model';

/**
 * Records the fleet component keeps beside the facts of model.ts: an account's fleet source, the
 * reference data loaded for the engines, and the projections (fleet watch, trip views). The
 * repositories in ../data read and write them.
 */

export interface FleetSourceRow {
  account_id: string;
  provider: 'simulator';
  seed: string;
  epoch: string;
  speed: number;
  size: Record<string, number>;
  synced_until: string | null;
}

export interface ReferenceMaps {
  customers: Map<string, Customer>;
  facilities: Map<string, Facility & { customerName: string }>;
  drivers: Map<string, Driver>;
  trucks: Map<string, Truck>;
  trailers: Map<string, Trailer>;
}

export interface TruckWatchRow {
  truckId: string;
  available: AvailableTruck;
  ref: { lat: number; lng: number } | null;
  mismatch: MismatchRecord | null;
}

export interface TripViewRow {
  tripId: string;
  delivered: boolean;
  summary: TripSummary;
  detail: TripView;
}
