import type { AvailableTruck, MismatchRecord, TrailerRecord } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import { insertColumns } from '../../db/sql';
import type { TruckWatchRow } from '../domain/types';

export async function replaceTruckWatch(
  db: Queryable,
  accountId: string,
  rows: TruckWatchRow[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    rows,
    `INSERT INTO truck_watch (account_id, truck_id, available, ref_lat, ref_lng, mismatch)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::jsonb[], $4::float8[], $5::float8[],
       $6::jsonb[])
     ON CONFLICT (account_id, truck_id) DO UPDATE SET available = EXCLUDED.available,
       ref_lat = EXCLUDED.ref_lat, ref_lng = EXCLUDED.ref_lng, mismatch = EXCLUDED.mismatch`,
    [
      (r) => r.truckId,
      (r) => JSON.stringify(r.available),
      (r) => r.ref?.lat ?? null,
      (r) => r.ref?.lng ?? null,
      (r) => (r.mismatch ? JSON.stringify(r.mismatch) : null),
    ],
  );
}

export async function listTruckWatch(db: Queryable, accountId: string): Promise<TruckWatchRow[]> {
  const rows = await db.query<{
    truck_id: string;
    available: AvailableTruck;
    ref_lat: number | null;
    ref_lng: number | null;
    mismatch: MismatchRecord | null;
  }>(
    `SELECT truck_id, available, ref_lat, ref_lng, mismatch FROM truck_watch
      WHERE account_id = $1 ORDER BY truck_id`,
    [accountId],
  );
  return rows.map((r) => ({
    truckId: r.truck_id,
    available: r.available,
    ref: r.ref_lat === null || r.ref_lng === null ? null : { lat: r.ref_lat, lng: r.ref_lng },
    mismatch: r.mismatch,
  }));
}

export async function replaceTrailerWatch(
  db: Queryable,
  accountId: string,
  records: TrailerRecord[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    records,
    `INSERT INTO trailer_watch (account_id, trailer_id, record)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::jsonb[])
     ON CONFLICT (account_id, trailer_id) DO UPDATE SET record = EXCLUDED.record`,
    [(r) => r.trailer_id, (r) => JSON.stringify(r)],
  );
}

export async function listTrailerWatch(db: Queryable, accountId: string): Promise<TrailerRecord[]> {
  const rows = await db.query<{ record: TrailerRecord }>(
    'SELECT record FROM trailer_watch WHERE account_id = $1 ORDER BY trailer_id',
    [accountId],
  );
  return rows.map((r) => r.record);
}
