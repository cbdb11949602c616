import type { FleetReference, Instant } from '../../../fleet/domain/model';
import type { FleetProviders } from '../../../fleet/domain/providers';
import type { FleetSize } from './fleet-plan';
import type { DutyPeriod } from './timeline';
import { FleetWorld } from './world';

export interface SimulatorOptions {
  /** Seeds the whole world, e.g. the account name. */
  seed: string;
  size?: Partial<FleetSize>;
  /** ISO instant the world was created: history is generated for the 30 days before it. */
  epoch: string;
  /** The providers' present; injectable so tests and demos control time. */
  clock: () => Date;
  /**
   * Days of report facts (delivered loads, engine days, fuel purchases) the first sync gets;
   * default 30. The app asks for APP_REPORT_HISTORY_DAYS (64); the rest of the world is the same.
   */
  reportHistoryDays?: number;
}

export type FleetSimulator = FleetProviders & {
  reference(): FleetReference;
  /** A company driver's retained duty log up to now (status periods, epoch ms). */
  dutyLog(driverId: string): DutyPeriod[];
};

function parseSince(since: Instant | null): number | null {
  if (since === null) return null;
  const t = Date.parse(since);
  if (Number.isNaN(t)) throw new RangeError(`Invalid since instant: ${since}`);
  return t;
}

/** Trucks per page of reefer readings: ~30,000 readings (~6 MB) a page on a first sync. */
const READING_PAGE_TRUCKS = 100;

/** The world's pages as a feed's cursor (a generator: each page is made when it is read). */
async function* pagesOf<T>(pages: Iterable<T[]>): AsyncGenerator<T[]> {
  yield* pages;
}

/**
 * The built-in fleet: TMS, ELD, reefer telematics, trailer tracking and fuel cards over one simulated
 * world.
 * Deterministic: the same options and clock readings give the same answers.
 */
export function createFleetSimulator(options: SimulatorOptions): FleetSimulator {
  const world = new FleetWorld(options);
  const now = () => {
    const t = options.clock().getTime();
    if (Number.isNaN(t)) throw new RangeError('The simulator clock returned an invalid date');
    return t;
  };
  return {
    reference: () => world.reference(now()),
    dutyLog: (driverId) => world.dutyLog(driverId, now()),
    tms: {
      reference: async () => world.reference(now()),
      tripsChangedSince: async (since) => world.trips(parseSince(since), now()),
      deliveredTripsSince: async (since) => world.deliveredTrips(parseSince(since), now()),
    },
    eld: {
      positionsSince: async (since) => world.positions(parseSince(since), now()),
      hosClocksSince: async (since) => world.hosClocks(parseSince(since), now()),
      hosDays: async () => world.hosDays(now()),
      engineDaysSince: async (since, timeZone) =>
        world.engineDays(parseSince(since), timeZone, now()),
    },
    reefer: {
      readingsSince: (since) => {
        // The window is fixed when asked, like the other answers; the pages are made as read.
        return pagesOf(world.readingPages(parseSince(since), now(), READING_PAGE_TRUCKS));
      },
    },
    trailers: {
      positionsSince: async (since) => world.trailerPings(parseSince(since), now()),
    },
    fuelCards: {
      purchasesSince: async (since) => world.fuelPurchases(parseSince(since), now()),
    },
  };
}
