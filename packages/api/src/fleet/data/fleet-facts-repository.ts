import type { Queryable } from '@fleet/service-kit/db';
import type {
  Customer,
  DetentionTerms,
  Driver,
  Facility,
  FleetReference,
  HosClock,
  HosDay,
  PositionPing,
  ReeferReading,
  Trailer,
  TrailerPing,
  Trip,
  Truck,
} from '../domain/model';
import { insertColumns, iso } from '../../db/sql';
import type { ReferenceMaps } from '../domain/types';

// ---- writes: what the providers reported ------------------------------------------------------

export async function upsertReference(
  db: Queryable,
  accountId: string,
  ref: FleetReference,
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    ref.customers,
    `INSERT INTO customers (account_id, id, name, detention_terms)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::text[], $4::jsonb[])
     ON CONFLICT (account_id, id) DO UPDATE
       SET name = EXCLUDED.name, detention_terms = EXCLUDED.detention_terms`,
    [(c) => c.id, (c) => c.name, (c) => JSON.stringify(c.detentionTerms ?? {})],
  );
  await insertColumns(
    db,
    accountId,
    ref.facilities,
    `INSERT INTO facilities (account_id, id, customer_id, name, place, lat, lng, geofence_radius_miles)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::text[], $4::text[], $5::jsonb[],
       $6::float8[], $7::float8[], $8::float8[])
     ON CONFLICT (account_id, id) DO UPDATE SET customer_id = EXCLUDED.customer_id,
       name = EXCLUDED.name, place = EXCLUDED.place, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
       geofence_radius_miles = EXCLUDED.geofence_radius_miles`,
    [
      (f) => f.id,
      (f) => f.customerId,
      (f) => f.name,
      (f) => JSON.stringify(f.place),
      (f) => f.place.lat,
      (f) => f.place.lng,
      (f) => f.geofenceRadiusMiles,
    ],
  );
  await insertColumns(
    db,
    accountId,
    ref.drivers,
    `INSERT INTO drivers (account_id, id, name, eld_id, data)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::text[], $4::text[], $5::jsonb[])
     ON CONFLICT (account_id, id) DO UPDATE
       SET name = EXCLUDED.name, eld_id = EXCLUDED.eld_id, data = EXCLUDED.data`,
    [(d) => d.id, (d) => d.name, (d) => d.eldId, (d) => JSON.stringify(d)],
  );
  await insertColumns(
    db,
    accountId,
    ref.trucks,
    `INSERT INTO trucks (account_id, id, number)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::text[])
     ON CONFLICT (account_id, id) DO UPDATE SET number = EXCLUDED.number`,
    [(t) => t.id, (t) => t.number],
  );
  await insertColumns(
    db,
    accountId,
    ref.trailers,
    `INSERT INTO trailers (account_id, id, number, reefer)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::text[], $4::boolean[])
     ON CONFLICT (account_id, id) DO UPDATE SET number = EXCLUDED.number, reefer = EXCLUDED.reefer`,
    [(t) => t.id, (t) => t.number, (t) => t.reefer],
  );
}

export async function upsertTrips(db: Queryable, accountId: string, trips: Trip[]): Promise<void> {
  await insertColumns(
    db,
    accountId,
    trips,
    `INSERT INTO trips (account_id, id, trip_num, status, truck_id, trailer_id, driver_id,
       dispatched_at, delivered_at, data)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::timestamptz[], $9::timestamptz[], $10::jsonb[])
     ON CONFLICT (account_id, id) DO UPDATE SET trip_num = EXCLUDED.trip_num,
       status = EXCLUDED.status, truck_id = EXCLUDED.truck_id, trailer_id = EXCLUDED.trailer_id,
       driver_id = EXCLUDED.driver_id, dispatched_at = EXCLUDED.dispatched_at,
       delivered_at = EXCLUDED.delivered_at, data = EXCLUDED.data, updated_at = now()`,
    [
      (t) => t.id,
      (t) => t.tripNum,
      (t) => t.status,
      (t) => t.truckId,
      (t) => t.trailerId,
      (t) => t.driverId,
      (t) => t.dispatchedAt,
      (t) => t.deliveredAt,
      (t) => JSON.stringify(t),
    ],
  );
}

export async function insertTruckPositions(
  db: Queryable,
  accountId: string,
  pings: PositionPing[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    pings,
    `INSERT INTO truck_positions (account_id, truck_id, at, lat, lng, speed_mph, address)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::timestamptz[], $4::float8[], $5::float8[],
       $6::float8[], $7::text[])
     ON CONFLICT DO NOTHING`,
    [
      (p) => p.truckId,
      (p) => p.at,
      (p) => p.lat,
      (p) => p.lng,
      (p) => p.speedMph,
      (p) => p.address,
    ],
  );
}

export async function insertHosClocks(
  db: Queryable,
  accountId: string,
  clocks: HosClock[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    clocks,
    `INSERT INTO hos_clocks (account_id, driver_id, at, data)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::timestamptz[], $4::jsonb[])
     ON CONFLICT DO NOTHING`,
    [(c) => c.driverId, (c) => c.at, (c) => JSON.stringify(c)],
  );
}

export async function upsertHosDays(db: Queryable, accountId: string, days: HosDay[]) {
  await insertColumns(
    db,
    accountId,
    days,
    `INSERT INTO hos_days (account_id, driver_id, day, on_duty_minutes)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::date[], $4::int[])
     ON CONFLICT (account_id, driver_id, day) DO UPDATE
       SET on_duty_minutes = EXCLUDED.on_duty_minutes`,
    [(d) => d.driverId, (d) => d.date, (d) => Math.round(d.onDutyMinutes)],
  );
}

export async function insertReeferReadings(
  db: Queryable,
  accountId: string,
  readings: readonly ReeferReading[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    readings,
    `INSERT INTO reefer_readings (account_id, trip_id, at, trailer_id, return_temp, set_point,
       ambient_temp, mode, fault_code, status)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::timestamptz[], $4::text[], $5::float8[],
       $6::float8[], $7::float8[], $8::text[], $9::text[], $10::text[])
     ON CONFLICT DO NOTHING`,
    [
      (r) => r.tripId,
      (r) => r.at,
      (r) => r.trailerId,
      (r) => r.returnTemp,
      (r) => r.setPoint,
      (r) => r.ambientTemp,
      (r) => r.mode,
      (r) => r.faultCode,
      (r) => r.status,
    ],
  );
}

export async function insertTrailerPositions(
  db: Queryable,
  accountId: string,
  pings: TrailerPing[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    pings,
    `INSERT INTO trailer_positions (account_id, trailer_id, at, lat, lng, address)
     SELECT $1::uuid, * FROM unnest($2::text[], $3::timestamptz[], $4::float8[], $5::float8[],
       $6::text[])
     ON CONFLICT DO NOTHING`,
    [
      (p) => p.trailerId,
      (p) => p.at,
      (p) => p.lat,
      (p) => p.lng,
      (p) => p.address,
    ],
  );
}

// ---- reads: what the engines need ---------------------------------------------------------------

export async function loadReference(db: Queryable, accountId: string): Promise<ReferenceMaps> {
  const [customers, facilities, drivers, trucks, trailers] = await Promise.all([
    db.query<{ id: string; name: string; detention_terms: Customer['detentionTerms'] }>(
      'SELECT id, name, detention_terms FROM customers WHERE account_id = $1',
      [accountId],
    ),
    db.query<{
      id: string;
      customer_id: string;
      customer_name: string | null;
      name: string;
      place: Facility['place'];
      geofence_radius_miles: number;
    }>(
      `SELECT f.id, f.customer_id, c.name AS customer_name, f.name, f.place,
              f.geofence_radius_miles
         FROM facilities f
         LEFT JOIN customers c ON c.account_id = f.account_id AND c.id = f.customer_id
        WHERE f.account_id = $1`,
      [accountId],
    ),
    db.query<{ data: Driver }>('SELECT data FROM drivers WHERE account_id = $1', [accountId]),
    db.query<Truck>('SELECT id, number FROM trucks WHERE account_id = $1', [accountId]),
    db.query<Trailer>('SELECT id, number, reefer FROM trailers WHERE account_id = $1', [
      accountId,
    ]),
  ]);
  return {
    customers: new Map(
      customers.map((c) => [c.id, { id: c.id, name: c.name, detentionTerms: c.detention_terms }]),
    ),
    facilities: new Map(
      facilities.map((f) => [
        f.id,
        {
          id: f.id,
          customerId: f.customer_id,
          customerName: f.customer_name ?? '',
          name: f.name,
          place: f.place,
          geofenceRadiusMiles: f.geofence_radius_miles,
        },
      ]),
    ),
    drivers: new Map(drivers.map((d) => [d.data.id, d.data])),
    trucks: new Map(trucks.map((t) => [t.id, t])),
    trailers: new Map(trailers.map((t) => [t.id, t])),
  };
}

export async function findDetentionSettings(
  db: Queryable,
  accountId: string,
): Promise<DetentionTerms | undefined> {
  const [row] = await db.query<DetentionTerms>(
    `SELECT free_minutes AS "freeMinutes",
            detention_rate_per_hour::float8 AS "detentionRatePerHour",
            loss_rate_per_hour::float8 AS "lossRatePerHour"
       FROM detention_settings WHERE account_id = $1`,
    [accountId],
  );
  return row;
}

export async function saveDetentionSettings(
  db: Queryable,
  accountId: string,
  terms: DetentionTerms,
): Promise<void> {
  await db.query(
    `INSERT INTO detention_settings (account_id, free_minutes, detention_rate_per_hour,
       loss_rate_per_hour) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id) DO UPDATE SET free_minutes = EXCLUDED.free_minutes,
       detention_rate_per_hour = EXCLUDED.detention_rate_per_hour,
       loss_rate_per_hour = EXCLUDED.loss_rate_per_hour`,
    [accountId, terms.freeMinutes, terms.detentionRatePerHour, terms.lossRatePerHour],
  );
}

/**
 * The trips a sync projects: every trip not yet delivered and the changed ones, as ids (a fleet
 * of 24,000 trucks has ~150,000 such trips on its first sync: the sync loads them in batches).
 */
export async function tripIdsToProject(
  db: Queryable,
  accountId: string,
  changedIds: string[],
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM trips
      WHERE account_id = $1 AND (status <> 'Delivered' OR id = ANY($2::text[]))
      ORDER BY id`,
    [accountId, changedIds],
  );
  return rows.map((r) => r.id);
}

export async function loadTrips(db: Queryable, accountId: string, ids: string[]): Promise<Trip[]> {
  const rows = await db.query<{ data: Trip }>(
    'SELECT data FROM trips WHERE account_id = $1 AND id = ANY($2::text[]) ORDER BY id',
    [accountId, ids],
  );
  return rows.map((r) => r.data);
}

/**
 * Per truck: its latest trip by dispatch (where it becomes available) and its current one (the
 * trip in transit, else the latest; whose trailer it should be pulling).
 */
export async function loadTruckTrips(
  db: Queryable,
  accountId: string,
): Promise<{ latest: Map<string, Trip>; current: Map<string, Trip> }> {
  const [latest, current] = await Promise.all([
    db.query<{ data: Trip }>(
      `SELECT DISTINCT ON (truck_id) data FROM trips WHERE account_id = $1
        ORDER BY truck_id, dispatched_at DESC`,
      [accountId],
    ),
    db.query<{ data: Trip }>(
      `SELECT DISTINCT ON (truck_id) data FROM trips WHERE account_id = $1
        ORDER BY truck_id, (status = 'In Transit') DESC, dispatched_at DESC`,
      [accountId],
    ),
  ]);
  const byTruck = (rows: { data: Trip }[]) => new Map(rows.map((r) => [r.data.truckId, r.data]));
  return { latest: byTruck(latest), current: byTruck(current) };
}

export async function latestTruckPositions(
  db: Queryable,
  accountId: string,
): Promise<Map<string, PositionPing>> {
  const rows = await db.query<PositionPing>(
    `SELECT DISTINCT ON (truck_id) truck_id AS "truckId", ${iso('at')} AS at, lat, lng,
            speed_mph::float8 AS "speedMph", address
       FROM truck_positions WHERE account_id = $1
      ORDER BY truck_id, at DESC`,
    [accountId],
  );
  return new Map(rows.map((r) => [r.truckId, r]));
}

export async function latestHosClocks(
  db: Queryable,
  accountId: string,
): Promise<Map<string, HosClock>> {
  const rows = await db.query<{ data: HosClock }>(
    `SELECT DISTINCT ON (driver_id) data FROM hos_clocks WHERE account_id = $1
      ORDER BY driver_id, at DESC`,
    [accountId],
  );
  return new Map(rows.map((r) => [r.data.driverId, r.data]));
}

export async function recentHosDays(
  db: Queryable,
  accountId: string,
  fromDate: string,
): Promise<Map<string, HosDay[]>> {
  const rows = await db.query<HosDay>(
    `SELECT driver_id AS "driverId", to_char(day, 'YYYY-MM-DD') AS date,
            on_duty_minutes AS "onDutyMinutes"
       FROM hos_days WHERE account_id = $1 AND day >= $2::date ORDER BY driver_id, day`,
    [accountId, fromDate],
  );
  return groupBy(rows, (r) => r.driverId);
}

export async function readingsOfTrips(
  db: Queryable,
  accountId: string,
  tripIds: string[],
): Promise<Map<string, ReeferReading[]>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db.query<ReeferReading>(
    `SELECT trip_id AS "tripId", trailer_id AS "trailerId", ${iso('at')} AS at,
            return_temp::float8 AS "returnTemp", set_point::float8 AS "setPoint",
            ambient_temp::float8 AS "ambientTemp", mode, fault_code AS "faultCode", status
       FROM reefer_readings WHERE account_id = $1 AND trip_id = ANY($2::text[])
      ORDER BY trip_id, at`,
    [accountId, tripIds],
  );
  return groupBy(rows, (r) => r.tripId);
}

/** Each trailer's pings since the instant (enough to know when it reached where it is). */
export async function trailerPositionsSince(
  db: Queryable,
  accountId: string,
  since: string,
): Promise<Map<string, TrailerPing[]>> {
  const rows = await db.query<TrailerPing>(
    `SELECT trailer_id AS "trailerId", ${iso('at')} AS at, lat, lng, address
       FROM trailer_positions WHERE account_id = $1 AND at >= $2 ORDER BY trailer_id, at`,
    [accountId, since],
  );
  return groupBy(rows, (r) => r.trailerId);
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
