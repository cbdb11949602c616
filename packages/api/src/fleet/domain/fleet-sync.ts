import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@fleet/service-kit/db';
import { insertSystemNotes } from '../../notes/data/notes-repository';
import { insertNotifications } from '../../notifications/data/notifications-repository';
import type { NewNotification } from '../../notifications/domain/types';
import {
  markLoadsDelivered,
  upsertEngineDays,
  upsertFleetLoadRevenue,
  upsertFuelPurchases,
} from '../../reports/data/report-facts-writer';
import {
  findDetentionSettings,
  insertHosClocks,
  insertReeferReadings,
  insertTrailerPositions,
  insertTruckPositions,
  latestHosClocks,
  latestTruckPositions,
  loadReference,
  loadTrips,
  readingsOfTrips,
  recentHosDays,
  trailerPositionsSince,
  tripIdsToProject,
  upsertHosDays,
  upsertReference,
  upsertTrips,
} from '../data/fleet-facts-repository';
import { findFleetSource, markSynced } from '../data/fleet-sources-repository';
import { replaceTrailerWatch, replaceTruckWatch } from '../data/fleet-watch-repository';
import {
  exceptionHistoryOf,
  insertExceptionEntries,
  upsertTripViews,
} from '../data/trip-views-repository';
import { DEFAULT_DETENTION_TERMS } from './detention';
import { projectFleetWatch } from './fleet-watch-projection';
import type { DetentionTerms, HosClock, HosDay, PositionPing, Trip } from './model';
import type { FleetProviders } from './providers';
import { systemNotesFor } from './system-notes';
import { type ProjectedTrip, projectTrip, type TripFacts } from './trip-view';
import type { ReferenceMaps } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back trailer pings are read to know since when a trailer stands where it stands. */
const TRAILER_HISTORY_DAYS = 10;

export interface SyncReport {
  accountId: string;
  until: string;
  trips: number;
  /** Loads written to load_revenue (the first sync: the report history too). */
  loads: number;
  engineDays: number;
  fuelPurchases: number;
  projected: number;
  positions: number;
  readings: number;
  notifications: number;
}

/**
 * Trips projected, written and notified together. The facts, views and outputs of one batch are
 * all a sync holds at a time, so its memory does not grow with the fleet (a 24,000-truck first
 * sync projects ~150,000 trips); on PGlite, other requests get a turn between batches.
 */
export const PROJECTION_BATCH = 500;

/**
 * Pulls what the providers reported since the last sync, stores it, and runs the engines over
 * what it touched: every trip not yet delivered (its ETA and detention move with the clock) and
 * the delivered trips that changed. Then the fleet-watch lists. One sync per account at a time.
 * `repairStaleViews` (the sync loop asks for it once per account and process, not every minute)
 * also re-projects delivered trips whose stored view predates the delivered-trip fixes.
 *
 * Nothing is written in one transaction for the whole sync: on PGlite (one session) a
 * transaction holds every other request, and a first sync's two took 1.5 s + 1.6 s, during which
 * a sign-in waited 7 s. Every write is an idempotent upsert (notifications and System notes keyed
 * by their occurrence, exception entries by their instant) and synced_until moves last, so a sync
 * that dies half way is redone whole by the next, and the trip lists (cached per synced_until)
 * change only once it is complete.
 */
export async function syncFleet(
  db: Database,
  accountId: string,
  providers: FleetProviders,
  now: string,
  options: { repairStaleViews?: boolean; projectionBatch?: number } = {},
): Promise<SyncReport> {
  const batch = options.projectionBatch ?? PROJECTION_BATCH;
  return db.withLock(`fleet-sync:${accountId}`, async () => {
    const source = await findFleetSource(db, accountId);
    const since = source?.synced_until ?? null;
    const firstSync = since === null;
    const pulled = await pullFacts(db, accountId, providers, since);

    // Read once, shared by every batch of the trip projection and by the fleet-watch lists.
    const latest = await loadLatest(db, accountId);
    const context = await loadProjectionContext(db, accountId, now, latest);
    const ids = await tripIdsToProject(db, accountId, [
      ...pulled.changedTripIds,
      ...(options.repairStaleViews === false ? [] : await staleDeliveredViews(db, accountId)),
    ]);
    let notified = 0;
    for (let at = 0; at < ids.length; at += batch) {
      const trips = await loadTrips(db, accountId, ids.slice(at, at + batch));
      const facts = await factsOfTrips(db, accountId, trips, context);
      const projected = facts.map((f) => ({ tripId: f.trip.id, ...projectTrip(f) }));
      const notifications = firstSync ? [] : notificationsFor(projected, now);
      await upsertTripViews(
        db,
        accountId,
        projected.map((p) => ({
          tripId: p.tripId,
          delivered: p.view.trip_status === 'Delivered',
          summary: p.summary,
          detail: p.view,
        })),
      );
      await db.transaction(async (tx) => {
        await insertExceptionEntries(
          tx,
          accountId,
          projected.flatMap((p) => p.newEntries),
        );
        await insertNotifications(tx, accountId, notifications);
        // The trips' System notes (ETA opened/closed, temperature, detention), once per event.
        await insertSystemNotes(tx, accountId, systemNotesFor(projected, facts, now));
      });
      notified += notifications.length;
    }
    await db.transaction(async (tx) => {
      await refreshFleetWatch(tx, accountId, now, latest);
      await markSynced(tx, accountId, now);
    });
    return {
      accountId,
      until: now,
      ...pulled.counts,
      projected: ids.length,
      notifications: notified,
    };
  });
}

interface PulledFacts {
  changedTripIds: string[];
  counts: Omit<SyncReport, 'accountId' | 'until' | 'projected' | 'notifications'>;
}

/**
 * What the providers reported since the last sync, written to the fact tables; the reefer
 * readings a page at a time. Only the changed trips' ids and the counts leave this function, so
 * the reported arrays can be collected before the projection starts.
 */
async function pullFacts(
  db: Queryable,
  accountId: string,
  providers: FleetProviders,
  since: string | null,
): Promise<PulledFacts> {
  const timeZone = await accountTimeZone(db, accountId);
  const [reference, trips, positions, clocks, days, trailerPings] = await Promise.all([
    providers.tms.reference(),
    providers.tms.tripsChangedSince(since),
    providers.eld.positionsSince(since),
    providers.eld.hosClocksSince(since),
    providers.eld.hosDays(),
    providers.trailers.positionsSince(since),
  ]);
  // The reports' facts. The first sync also reads the loads delivered before what
  // tripsChangedSince(null) covers (the report history); later ones take them from `trips`.
  const [history, engineDays, purchases] = await Promise.all([
    since === null ? providers.tms.deliveredTripsSince(null) : Promise.resolve([]),
    providers.eld.engineDaysSince(since, timeZone),
    providers.fuelCards.purchasesSince(since),
  ]);
  const reported = new Set(trips.map((t) => t.id));
  const loads = [...history.filter((t) => !reported.has(t.id)), ...trips];
  await upsertReference(db, accountId, reference);
  await upsertTrips(db, accountId, trips);
  // Loads first: the reports' triggers attribute engine days and purchases to them.
  await upsertFleetLoadRevenue(db, accountId, loads);
  await markLoadsDelivered(db, accountId, trips);
  await upsertEngineDays(db, accountId, engineDays);
  await upsertFuelPurchases(db, accountId, purchases);
  await insertTruckPositions(db, accountId, positions);
  await insertHosClocks(db, accountId, clocks);
  await upsertHosDays(db, accountId, days);
  let readings = 0;
  for await (const page of providers.reefer.readingsSince(since)) {
    await insertReeferReadings(db, accountId, page);
    readings += page.length;
  }
  await insertTrailerPositions(db, accountId, trailerPings);
  return {
    changedTripIds: [...reported],
    counts: {
      trips: trips.length,
      loads: loads.filter((t) => t.financials).length,
      engineDays: engineDays.length,
      fuelPurchases: purchases.length,
      positions: positions.length,
      readings,
    },
  };
}

/**
 * Delivered trips whose stored view says what a delivered trip's view no longer can: a
 * temperature exception still ongoing or in violation (before delivered trips' exceptions closed
 * at delivery, a trip delivered a month earlier showed 'Ongoing', 692 h), or the TMS link the
 * simulator used to invent. A delivered trip is projected again only when its trip changes, so
 * these are projected again from the stored facts; once they are, none matches any more.
 */
async function staleDeliveredViews(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await db.query<{ trip_id: string }>(
    `SELECT trip_id FROM trip_views
      WHERE account_id = $1 AND delivered
        AND (detail->'temperature_monitoring_details'->>'current_exception_ms' IS NOT NULL
          OR detail->'temperature_monitoring_details'->>'temperature_exception_status'
               <> 'IN_RANGE'
          OR detail->'external_tms_summary'->>'external_link'
               LIKE 'https://tms.fleet-simulator.local/%')`,
    [accountId],
  );
  return rows.map((r) => r.trip_id);
}

/**
 * What the engines need for every trip to project now: the trips not yet delivered and the
 * changed ones, each with its driver, latest position, HOS clock, readings and history.
 */
export async function loadTripFacts(
  db: Queryable,
  accountId: string,
  changedIds: string[],
  now: string,
): Promise<TripFacts[]> {
  return loadFactsOfTrips(db, accountId, await tripIdsToProject(db, accountId, changedIds), now);
}

/** The facts of these trips only (a trip stored by hand is projected without the others). */
export async function loadFactsOfTrips(
  db: Queryable,
  accountId: string,
  tripIds: string[],
  now: string,
): Promise<TripFacts[]> {
  const trips = await loadTrips(db, accountId, tripIds);
  if (trips.length === 0) return [];
  const context = await loadProjectionContext(db, accountId, now, await loadLatest(db, accountId));
  return factsOfTrips(db, accountId, trips, context);
}

/** What every trip's projection reads from the account as a whole, read once per sync. */
interface ProjectionContext extends LatestFacts {
  now: string;
  clocks: Map<string, HosClock>;
  hosDays: Map<string, HosDay[]>;
  accountTerms: DetentionTerms;
}

async function loadProjectionContext(
  db: Queryable,
  accountId: string,
  now: string,
  latest: LatestFacts,
): Promise<ProjectionContext> {
  const eightDaysAgo = new Date(Date.parse(now) - 8 * DAY_MS).toISOString().slice(0, 10);
  const [clocks, hosDays, settings] = await Promise.all([
    latestHosClocks(db, accountId),
    recentHosDays(db, accountId, eightDaysAgo),
    findDetentionSettings(db, accountId),
  ]);
  return {
    ...latest,
    now,
    clocks,
    hosDays,
    accountTerms: settings ?? DEFAULT_DETENTION_TERMS,
  };
}

/** Each trip with what is its own (readings, exception history) and the account's context. */
async function factsOfTrips(
  db: Queryable,
  accountId: string,
  trips: Trip[],
  { ref, pings, clocks, hosDays, accountTerms, now }: ProjectionContext,
): Promise<TripFacts[]> {
  const reeferIds = trips.filter((t) => t.reefer).map((t) => t.id);
  const [readings, history] = await Promise.all([
    readingsOfTrips(db, accountId, reeferIds),
    exceptionHistoryOf(
      db,
      accountId,
      trips.map((t) => t.id),
    ),
  ]);
  return trips.map((trip) => ({
    trip,
    truckNumber: ref.trucks.get(trip.truckId)?.number ?? trip.truckId,
    trailerNumber: ref.trailers.get(trip.trailerId)?.number ?? trip.trailerId,
    driver: ref.drivers.get(trip.driverId),
    customers: ref.customers,
    facilityCustomer: (id) => ref.facilities.get(id)?.customerId,
    ping: trip.status === 'Delivered' ? undefined : pings.get(trip.truckId),
    clock: clocks.get(trip.driverId),
    hosDays: hosDays.get(trip.driverId) ?? [],
    readings: readings.get(trip.id) ?? [],
    history: history.get(trip.id) ?? [],
    accountTerms,
    reeferLink: () => null,
    now,
  }));
}

/**
 * A notification for each exception that started: late ETA, temperature out of range, detention.
 * Each is keyed by its occurrence, named by what the exception itself is (never by when this
 * process noticed it), and the notifications table keeps one row per key (unique index on
 * (account_id, dedupe_key), insert on conflict do nothing): a sync that sees an exception anew
 * (after a restart, a status that flapped back, history rebuilt) cannot notify it twice.
 * - eta: the trip is late for this stop's appointment (`eta:trip:stop:appointment`); a new
 *   appointment, or the next stop, is a new occurrence.
 * - tempViolation: the ongoing run of out-of-range readings, by its first reading
 *   (`tempViolation:trip:startMs`); back in range and out again is a new exception.
 * - detention: detention (or loss) accruing at a stop (`detention:trip:stop`).
 */
function notificationsFor(projected: (ProjectedTrip & { tripId: string })[], now: string) {
  const out: NewNotification[] = [];
  const add = (n: Omit<NewNotification, 'id' | 'createdAt'>) =>
    out.push({ id: randomUUID(), createdAt: now, ...n });
  for (const { tripId, view, newEntries, detention } of projected) {
    const trip = view.trip_num;
    for (const entry of newEntries) {
      if (entry.type === 'ETA' && entry.status === 'LATE') {
        add({
          dedupeKey: etaOccurrence(tripId, view) ?? `eta-late:${tripId}:${entry.at}`,
          title: 'Late ETA',
          message: `Trip ${trip} is projected to arrive after its appointment.`,
          loadId: trip,
          module: 'eta',
        });
      }
      if (entry.type === 'TEMPERATURE' && entry.status !== 'IN_RANGE') {
        const side = entry.status === 'TEMP_OVER_RANGE' ? 'above' : 'below';
        add({
          dedupeKey: temperatureOccurrence(tripId, view) ?? `temperature:${tripId}:${entry.at}`,
          title: 'Temperature violation',
          message: `Trip ${trip}: reefer temperature ${side} the allowed range.`,
          loadId: trip,
          module: 'tempViolation',
        });
      }
    }
    for (const record of detention) {
      const detail = record.detention_detail ?? record.loss_detail;
      if (detail?.status !== 'IN_DETENTION' && detail?.status !== 'IN_LOSS') continue;
      const kind = detail.status === 'IN_DETENTION' ? 'Detention' : 'Loss';
      const stop = view.stops.find((s) => s.id === record.stop_id);
      const where = stop ? `${stop.customer_name}, ${stop.location.city}` : 'a stop';
      add({
        dedupeKey: `detention:${tripId}:${record.stop_id}`,
        title: `${kind} started`,
        message: `Trip ${trip}: ${kind.toLowerCase()} is accruing at ${where}.`,
        loadId: trip,
        module: 'detention',
      });
    }
  }
  return out;
}

/** The late ETA's occurrence: the stop it is late for and that stop's appointment. */
function etaOccurrence(tripId: string, view: ProjectedTrip['view']): string | null {
  const stop = view.stops.find((s) => s.stop_order === view.active_stop_num);
  return stop ? `eta:${tripId}:${stop.id}:${stop.deliver_date}` : null;
}

/** The temperature exception's occurrence: the first reading of the ongoing run. */
function temperatureOccurrence(tripId: string, view: ProjectedTrip['view']): string | null {
  const ongoing = view.temperature_monitoring_details?.temp_exceptions.at(-1);
  return ongoing && ongoing.total_time_ms === null
    ? `tempViolation:${tripId}:${ongoing.start_time_ms}`
    : null;
}

/** The account's time zone: engine days are the account's calendar days. */
async function accountTimeZone(db: Queryable, accountId: string): Promise<string> {
  const [row] = await db.query<{ time_zone: string }>(
    'SELECT time_zone FROM accounts WHERE id = $1',
    [accountId],
  );
  return row?.time_zone ?? 'America/Chicago';
}

interface LatestFacts {
  ref: ReferenceMaps;
  pings: Map<string, PositionPing>;
}

/** The account's reference data and each truck's latest position. */
async function loadLatest(db: Queryable, accountId: string): Promise<LatestFacts> {
  const [ref, pings] = await Promise.all([
    loadReference(db, accountId),
    latestTruckPositions(db, accountId),
  ]);
  return { ref, pings };
}

async function refreshFleetWatch(
  db: Queryable,
  accountId: string,
  now: string,
  { ref, pings }: LatestFacts,
): Promise<void> {
  const since = new Date(Date.parse(now) - TRAILER_HISTORY_DAYS * DAY_MS).toISOString();
  const trailerPings = await trailerPositionsSince(db, accountId, since);
  const watch = await projectFleetWatch(db, accountId, { ref, pings, trailerPings, now });
  await replaceTruckWatch(db, accountId, watch.trucks);
  await replaceTrailerWatch(db, accountId, watch.trailers);
}
