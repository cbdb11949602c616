import type {
  FleetReference,
  HosClock,
  HosDay,
  Instant,
  PositionPing,
  ReeferReading,
  TrailerPing,
  Trip,
} from './model';

/**
 * The external systems a carrier's fleet lives in, each behind an interface. Every "since" call
 * returns what changed after `since` (exclusive) up to the provider's present (inclusive), in
 * time order; `since` null means "everything you still report" (the first sync). The built-in
 * fleet simulator implements all four; real clients (Alvys or Ditat for the TMS, an ELD vendor,
 * reefer and trailer telematics) implement the same interfaces.
 */
export interface TmsProvider {
  reference(): Promise<FleetReference>;
  /** Trips created or changed (status, stops, arrivals, departures) since the instant. */
  tripsChangedSince(since: Instant | null): Promise<Trip[]>;
}

export interface EldProvider {
  positionsSince(since: Instant | null): Promise<PositionPing[]>;
  /** Clock reports of company-ELD drivers. */
  hosClocksSince(since: Instant | null): Promise<HosClock[]>;
  /** Daily on-duty totals of company-ELD drivers for the last 8 days (the cycle's window). */
  hosDays(): Promise<HosDay[]>;
}

export interface ReeferProvider {
  readingsSince(since: Instant | null): Promise<ReeferReading[]>;
}

export interface TrailerTrackingProvider {
  positionsSince(since: Instant | null): Promise<TrailerPing[]>;
}

export interface FleetProviders {
  tms: TmsProvider;
  eld: EldProvider;
  reefer: ReeferProvider;
  trailers: TrailerTrackingProvider;
}
