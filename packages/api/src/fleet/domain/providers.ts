import type {
  EngineDay,
  FleetReference,
  FuelPurchase,
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
 * fleet simulator implements all five; real clients (Alvys or Ditat for the TMS, an ELD vendor,
 * reefer and trailer telematics, a fuel-card network) implement the same interfaces.
 */
export interface TmsProvider {
  reference(): Promise<FleetReference>;
  /** Trips created or changed (status, stops, arrivals, departures) since the instant. */
  tripsChangedSince(since: Instant | null): Promise<Trip[]>;
  /**
   * Trips delivered in (since, now], with their financials: the loads the reports count. Only the
   * first sync asks (since null: the provider's report history, which may reach further back
   * than tripsChangedSince(null); the simulator's 64 days against 30); later syncs take the
   * financials from tripsChangedSince. A TMS without financials answers [].
   */
  deliveredTripsSince(since: Instant | null): Promise<Trip[]>;
}

export interface EldProvider {
  positionsSince(since: Instant | null): Promise<PositionPing[]>;
  /** Clock reports of company-ELD drivers. */
  hosClocksSince(since: Instant | null): Promise<HosClock[]>;
  /** Daily on-duty totals of company-ELD drivers for the last 8 days (the cycle's window). */
  hosDays(): Promise<HosDay[]>;
  /**
   * Daily engine summaries (idle time, fuel burned) per truck, days in `timeZone` (the account's),
   * for every day that overlaps (since, now]; today's totals as of now. since null: the
   * provider's report history.
   */
  engineDaysSince(since: Instant | null, timeZone: string): Promise<EngineDay[]>;
}

/** The fuel cards' transactions (purchases at truck stops). */
export interface FuelCardProvider {
  /** Purchases made in (since, now], in time order; since null: the report history. */
  purchasesSince(since: Instant | null): Promise<FuelPurchase[]>;
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
  fuelCards: FuelCardProvider;
}
