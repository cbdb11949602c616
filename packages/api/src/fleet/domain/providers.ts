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

/**
 * An answer too large to hold at once, read a page at a time as a telematics feed's cursor is
 * (a first sync's reefer readings: ~700,000 for the 2,400-truck demo fleet, ten times that at ten
 * times the fleet). Each page is in time order; together the pages are the whole answer.
 */
export type Pages<T> = AsyncIterable<readonly T[]>;

/** Every page of an answer, in one array in time order (tests, small fleets). */
export async function allPages<T extends { at: Instant }>(pages: Pages<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const page of pages) out.push(...page);
  return out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

export interface ReeferProvider {
  readingsSince(since: Instant | null): Pages<ReeferReading>;
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
