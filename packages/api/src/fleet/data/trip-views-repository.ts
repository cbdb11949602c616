import { type TripSummary, type TripView, type TripWindow, tripDay } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import type { ExceptionEntry } from '../domain/trip-view';
import { insertColumns, iso } from '../../db/sql';
import type { TripViewRow } from '../domain/types';

const VIEWS_PER_STATEMENT = 100;

export async function upsertTripViews(
  db: Queryable,
  accountId: string,
  views: TripViewRow[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    views,
    `INSERT INTO trip_views (account_id, trip_id, trip_num, delivered, trip_day, summary, detail,
       updated_at)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::text[], $4::boolean[], $5::date[],
       $6::jsonb[], $7::jsonb[], $8::timestamptz[])
     ON CONFLICT (account_id, trip_id) DO UPDATE SET trip_num = EXCLUDED.trip_num,
       delivered = EXCLUDED.delivered, trip_day = EXCLUDED.trip_day, summary = EXCLUDED.summary,
       detail = EXCLUDED.detail, updated_at = EXCLUDED.updated_at`,
    [
      (v) => v.tripId,
      (v) => v.detail.trip_num,
      (v) => v.delivered,
      (v) => tripDay(v.summary),
      (v) => JSON.stringify(v.summary),
      (v) => JSON.stringify(v.detail),
      (v) => v.detail.updated_at,
    ],
    // A view carries the whole trip (stops, timelines, readings): 100 a statement keeps each
    // under ~0.2 s on PGlite, whose single session every other request waits for.
    VIEWS_PER_STATEMENT,
  );
}

/**
 * The list of one kind of trips as JSON text, assembled by the database: at thousands of trips
 * parsing and re-serialising each summary in Node would cost more than the query. A window keeps
 * the trips whose day (tripDay) falls in it; a trip without a day is outside every window.
 */
export async function tripSummariesJson(
  db: Queryable,
  accountId: string,
  delivered: boolean,
  window: TripWindow = {},
): Promise<string> {
  const [row] = await db.query<{ list: string }>(
    `SELECT coalesce(json_agg(summary ORDER BY trip_num), '[]'::json)::text AS list
       FROM trip_views WHERE account_id = $1 AND delivered = $2
        AND ($3::date IS NULL OR trip_day >= $3::date)
        AND ($4::date IS NULL OR trip_day <= $4::date)`,
    [accountId, delivered, window.from_date ?? null, window.to_date ?? null],
  );
  return row?.list ?? '[]';
}

/** One trip by its number; an active trip wins over a delivered one with the same number. */
export async function findTripDetail(
  db: Queryable,
  accountId: string,
  tripNum: string,
  delivered?: boolean,
): Promise<TripView | undefined> {
  const [row] = await db.query<{ detail: TripView }>(
    `SELECT detail FROM trip_views
      WHERE account_id = $1 AND trip_num = $2 AND ($3::boolean IS NULL OR delivered = $3)
      ORDER BY delivered LIMIT 1`,
    [accountId, tripNum, delivered ?? null],
  );
  return row?.detail;
}


export async function exceptionHistoryOf(
  db: Queryable,
  accountId: string,
  tripIds: string[],
): Promise<Map<string, ExceptionEntry[]>> {
  const rows = await db.query<ExceptionEntry>(
    `SELECT trip_id AS "tripId", ${iso('at')} AS at, exception_type AS type,
            exception_status AS status
       FROM exception_history WHERE account_id = $1 AND trip_id = ANY($2::text[])
      ORDER BY trip_id, at`,
    [accountId, tripIds],
  );
  const byTrip = new Map<string, ExceptionEntry[]>();
  for (const row of rows) byTrip.set(row.tripId, [...(byTrip.get(row.tripId) ?? []), row]);
  return byTrip;
}

export async function insertExceptionEntries(
  db: Queryable,
  accountId: string,
  entries: ExceptionEntry[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    entries,
    `INSERT INTO exception_history (account_id, trip_id, at, exception_type, exception_status)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::timestamptz[], $4::text[], $5::text[])
     ON CONFLICT DO NOTHING`,
    [(e) => e.tripId, (e) => e.at, (e) => e.type, (e) => e.status],
  );
}
