import type { AvailableTruck, MismatchRecord, TripSummary, TripView } from '@fleet/contracts';
import type { Customer, Driver, Facility, Trailer, Truck } from './model';

/**
 * Records the fleet component keeps beside the facts of model.ts: an account's fleet source, the
 * reference data loaded for the engines, and the projections (fleet watch, trip views). The
 * repositories in ../data read and write them.
 */

/** Settings of a fleet source read from a TMS that are not secret (Alvys: see providers/index.ts). */
export interface FleetSourceSettings {
  baseUrl?: string;
  clientId?: string;
  tokenUrl?: string;
  audience?: string;
}

export interface FleetSourceRow {
  account_id: string;
  /** 'simulator': the built-in simulator (seed, epoch, speed, size); 'alvys': the Alvys TMS. */
  provider: 'simulator' | 'alvys';
  seed: string;
  epoch: string;
  speed: number;
  size: Record<string, number>;
  /** A TMS source's settings that are not secret; {} for the simulator. */
  settings: FleetSourceSettings;
  /** A TMS source's secret, encrypted (credentials-cipher.ts); null for the simulator. */
  credentials: string | null;
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
