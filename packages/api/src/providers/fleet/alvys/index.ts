import { z } from 'zod';
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
} from '../../../fleet/domain/model';
import type { FleetProviders } from '../../../fleet/domain/providers';
import { AlvysClient, AlvysError } from './alvys-client';
import { type AlvysConfig, type AlvysDeps, resolveAlvysConfig } from './config';
import {
  AlvysSkip,
  facilitiesOfTrips,
  IN_PROGRESS_TRIP_STATUSES,
  isRetired,
  type MappingOptions,
  mapCustomer,
  mapDriver,
  mapPosition,
  mapTrailer,
  mapTrip,
  mapTruck,
  REPORTED_TRIP_STATUSES,
} from './mapping';
import {
  type AlvysLoad,
  type AlvysTrip,
  alvysCustomer,
  alvysDriver,
  alvysLoad,
  alvysTrailer,
  alvysTrip,
  alvysTruck,
  alvysVisibilityUpdate,
} from './schemas';

export { AlvysError } from './alvys-client';
export { ALVYS_DEFAULTS, type AlvysConfig, type AlvysDeps } from './config';

/** Load numbers per /loads/search call. */
const LOADS_PER_SEARCH = 50;
const DAY_MS = 86_400_000;

/**
 * The fleet of one Alvys tenant behind our provider interfaces. The TMS (reference, trips) is
 * Alvys's; truck positions come from the loads' inbound visibility history (the ELD, driver-app and
 * check-call locations Alvys receives); HOS clocks, reefer readings and trailer pings are not
 * connected through Alvys and report nothing. Every call may reject with an AlvysError.
 */
export function createAlvysFleet(config: AlvysConfig, deps: AlvysDeps = {}): FleetProviders {
  const resolved = resolveAlvysConfig(config);
  const client = new AlvysClient(resolved, deps);
  const now = deps.now ?? (() => new Date());
  const warn = deps.warn ?? (() => {});
  const options: MappingOptions = {
    loadLinkTemplate: resolved.loadLinkTemplate,
    defaultTimezone: resolved.defaultTimezone,
    geofenceRadiusMiles: resolved.geofenceRadiusMiles,
    driverEldId: resolved.driverEldId,
  };

  async function searchTrips(filter: Record<string, unknown>): Promise<AlvysTrip[]> {
    return client.searchAll('/trips/search', { includeDeleted: false, ...filter }, alvysTrip);
  }

  async function loadsByNumber(numbers: string[]): Promise<Map<string, AlvysLoad>> {
    const unique = [...new Set(numbers)];
    const loads = new Map<string, AlvysLoad>();
    for (let i = 0; i < unique.length; i += LOADS_PER_SEARCH) {
      const batch = unique.slice(i, i + LOADS_PER_SEARCH);
      const found = await client.searchAll(
        '/loads/search',
        { loadNumbers: batch, includeDeleted: false },
        alvysLoad,
      );
      for (const load of found) loads.set(load.loadNumber, load);
    }
    return loads;
  }

  /** Our trips of Alvys trips (sorted by the change time), their loads fetched in batches. */
  async function mapTrips(trips: AlvysTrip[]): Promise<Trip[]> {
    const reported = trips.filter((t) => REPORTED_TRIP_STATUSES.includes(t.status));
    const loads = await loadsByNumber(reported.map((t) => t.loadNumber));
    const mapped: { trip: Trip; changedAt: string }[] = [];
    for (const trip of reported) {
      const load = loads.get(trip.loadNumber);
      if (!load) warn('Alvys load of a trip not found', { tripId: trip.id, load: trip.loadNumber });
      try {
        mapped.push({ trip: mapTrip(trip, load, options), changedAt: trip.updatedAt ?? '' });
      } catch (error) {
        if (error instanceof AlvysSkip) {
          warn('Alvys trip left out', {
            tripId: trip.id,
            trip: trip.tripNumber,
            reason: error.message,
          });
          continue;
        }
        throw new AlvysError(
          `Alvys trip ${trip.tripNumber} (${trip.id}) could not be read: ${(error as Error).message}`,
          null,
        );
      }
    }
    mapped.sort((a, b) => Date.parse(a.changedAt || '0') - Date.parse(b.changedAt || '0'));
    return mapped.map((m) => m.trip);
  }

  function windowStart(since: Instant | null): Date {
    return since ? new Date(since) : new Date(now().getTime() - resolved.lookbackDays * DAY_MS);
  }

  const tms = {
    async reference(): Promise<FleetReference> {
      const [customers, drivers, trucks, trailers, recentTrips] = [
        await client.searchAll('/customers/search', { statuses: ['Active'] }, alvysCustomer),
        await client.searchAll('/drivers/search', { isActive: true }, alvysDriver),
        await client.searchAll('/trucks/search', { isActive: true }, alvysTruck),
        await client.searchAll(
          '/trailers/search',
          { status: [], trailerNumber: '', fleetName: '', vinNumber: '' },
          alvysTrailer,
        ),
        await searchTrips({
          status: REPORTED_TRIP_STATUSES,
          updatedAtRange: { start: windowStart(null).toISOString(), end: now().toISOString() },
        }),
      ];
      const trips = await mapTrips(recentTrips);
      return {
        customers: customers.filter((c) => !isRetired(c.status)).map(mapCustomer),
        facilities: facilitiesOfTrips(trips, resolved.geofenceRadiusMiles),
        drivers: drivers
          .filter((d) => d.isActive !== false && !isRetired(d.status))
          .map((d) => mapDriver(d, options)),
        trucks: trucks.filter((t) => !isRetired(t.status)).map(mapTruck),
        trailers: trailers.filter((t) => !isRetired(t.status)).map(mapTrailer),
      };
    },

    async tripsChangedSince(since: Instant | null): Promise<Trip[]> {
      const start = windowStart(since);
      const found = await searchTrips({
        status: REPORTED_TRIP_STATUSES,
        updatedAtRange: { start: start.toISOString(), end: now().toISOString() },
      });
      // `since` is exclusive; Alvys's range is not documented as either.
      const changed = since
        ? found.filter((t) => !t.updatedAt || Date.parse(t.updatedAt) > start.getTime())
        : found;
      return mapTrips(changed);
    },

    /** The trips Alvys's public API gives carry no rates or people: no financials, none here. */
    async deliveredTripsSince(_since: Instant | null): Promise<Trip[]> {
      return [];
    },
  };

  const eld = {
    async positionsSince(since: Instant | null): Promise<PositionPing[]> {
      if (resolved.positions === 'none') return [];
      const after = windowStart(since).getTime();
      const active = await searchTrips({ status: IN_PROGRESS_TRIP_STATUSES });
      const pings: PositionPing[] = [];
      for (const trip of active) {
        const truckId = trip.truck?.id;
        if (!truckId) continue;
        const history = await client.get(
          `/visibility/inbound/${encodeURIComponent(trip.loadNumber)}/history`,
          z.array(alvysVisibilityUpdate).nullable(),
        );
        for (const update of history ?? []) {
          if (update.tripNumber && update.tripNumber !== trip.tripNumber) continue;
          const ping = mapPosition(update, truckId);
          if (ping && Date.parse(ping.at) > after) pings.push(ping);
        }
      }
      const unique = new Map(pings.map((p) => [`${p.truckId}|${p.at}`, p]));
      return [...unique.values()].sort((a, b) => a.at.localeCompare(b.at));
    },
    /** HOS clocks are the ELD vendor's; Alvys's public API has none. */
    async hosClocksSince(_since: Instant | null): Promise<HosClock[]> {
      return [];
    },
    /** HOS daily totals are the ELD vendor's; Alvys's public API has none. */
    async hosDays(): Promise<HosDay[]> {
      return [];
    },
    /** Engine summaries are the ELD vendor's; Alvys's public API has none. */
    async engineDaysSince(_since: Instant | null, _timeZone: string): Promise<EngineDay[]> {
      return [];
    },
  };

  return {
    tms,
    eld,
    /** Reefer telematics are not connected through Alvys. */
    reefer: {
      async *readingsSince(_since: Instant | null): AsyncGenerator<ReeferReading[]> {
        // No page: nothing to read.
      },
    },
    /** Trailer tracking is not connected through Alvys. */
    trailers: {
      async positionsSince(_since: Instant | null): Promise<TrailerPing[]> {
        return [];
      },
    },
    /** Fuel cards are not connected through Alvys. */
    fuelCards: {
      async purchasesSince(_since: Instant | null): Promise<FuelPurchase[]> {
        return [];
      },
    },
  };
}
