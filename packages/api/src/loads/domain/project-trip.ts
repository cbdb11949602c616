import type { Queryable } from '@fleet/service-kit/db';
import { upsertTrips } from '../../fleet/data/fleet-facts-repository';
import { insertExceptionEntries, upsertTripViews } from '../../fleet/data/trip-views-repository';
import { loadFactsOfTrips } from '../../fleet/domain/fleet-sync';
import type { Trip } from '../../fleet/domain/model';
import { projectTrip } from '../../fleet/domain/trip-view';

/** A built-in TMS trip among the account's trips (in the transaction that stores its load). */
export async function storeTrip(db: Queryable, accountId: string, trip: Trip): Promise<void> {
  await upsertTrips(db, accountId, [trip]);
}

/**
 * The stored trip's view at once, so the trip page shows it before the account's next fleet
 * sync; the sync then projects it again with the other trips not yet delivered (it only ever
 * upserts the trips its provider reports, so it never removes this one). Outside the transaction:
 * the facts are read with parallel queries, which one transaction's connection cannot run.
 */
export async function projectStoredTrip(
  db: Queryable,
  accountId: string,
  trip: Trip,
  now: string,
): Promise<void> {
  const facts = await loadFactsOfTrips(db, accountId, [trip.id], now);
  const projected = facts.map((f) => projectTrip(f));
  await upsertTripViews(
    db,
    accountId,
    projected.map((p) => ({
      tripId: trip.id,
      delivered: false,
      summary: p.summary,
      detail: p.view,
    })),
  );
  await insertExceptionEntries(
    db,
    accountId,
    projected.flatMap((p) => p.newEntries),
  );
}
