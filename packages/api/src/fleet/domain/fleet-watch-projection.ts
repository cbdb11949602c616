import type { TrailerRecord } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import { loadTruckTrips } from '../data/fleet-facts-repository';
import {
  availableTruck,
  DEFAULT_MISMATCH_THRESHOLD_MILES,
  indexFacilities,
  trailerAtCustomer,
  truckTrailerMismatch,
} from './fleet-watch';
import type { PositionPing, TrailerPing } from './model';
import type { ReferenceMaps, TruckWatchRow } from './types';

/** Highway speed bound for how far a truck can get between its ping and its trailer's. */
const MAX_SPEED_MPH = 70;

/**
 * The trailer of the truck's current trip against the truck. The two report on their own
 * schedules, so the allowed distance grows with the time between the two pings.
 */
function mismatchOf(
  truckNumber: string,
  trailerNumber: string,
  loadNumber: string,
  truck: PositionPing | null,
  trailer: TrailerPing | null,
) {
  const apartHours =
    truck && trailer ? Math.abs(Date.parse(truck.at) - Date.parse(trailer.at)) / 3_600_000 : 0;
  return truckTrailerMismatch({
    truckNumber,
    trailerNumber,
    loadNumber,
    truck,
    trailer,
    thresholdMiles: DEFAULT_MISMATCH_THRESHOLD_MILES + MAX_SPEED_MPH * apartHours,
  });
}

/** The three fleet-watch lists of document 1, recomputed from the latest facts. */
export async function projectFleetWatch(
  db: Queryable,
  accountId: string,
  input: {
    ref: ReferenceMaps;
    pings: Map<string, PositionPing>;
    trailerPings: Map<string, TrailerPing[]>;
    now: string;
  },
): Promise<{ trucks: TruckWatchRow[]; trailers: TrailerRecord[] }> {
  const { ref, pings, trailerPings, now } = input;
  const trips = await loadTruckTrips(db, accountId);
  const trucks = [...ref.trucks.values()].map((truck): TruckWatchRow => {
    const latest = trips.latest.get(truck.id) ?? null;
    const current = trips.current.get(truck.id);
    const ping = pings.get(truck.id) ?? null;
    const lastStop = latest?.stops.at(-1);
    const trailerNumber = current ? (ref.trailers.get(current.trailerId)?.number ?? '') : '';
    return {
      truckId: truck.id,
      available: availableTruck({
        truck,
        driver: latest ? (ref.drivers.get(latest.driverId) ?? null) : null,
        lastTrip: latest,
        lastPing: ping,
        now,
      })!,
      ref: lastStop ? lastStop.place : ping,
      mismatch: current
        ? mismatchOf(
            truck.number,
            trailerNumber,
            current.loadNum,
            ping,
            trailerPings.get(current.trailerId)?.at(-1) ?? null,
          )
        : null,
    };
  });
  const facilities = indexFacilities([...ref.facilities.values()]);
  const trailers = [...ref.trailers.values()].map((trailer) =>
    trailerAtCustomer({
      trailerNumber: trailer.number,
      pings: trailerPings.get(trailer.id) ?? [],
      facilities,
      now,
    }),
  );
  return { trucks, trailers };
}
