import type { Queryable } from '@fleet/service-kit/db';
import type { EngineDay, FuelPurchase, Trip } from '../../fleet/domain/model';
import { insertColumns } from '../../db/sql';

/**
 * Writes what the reports read (migration 0012): load_revenue, truck_engine_days and
 * fuel_purchases, from the fleet sync (source 'fleet') and from loads saved into the built-in
 * TMS (source 'tms_load'). The attribution columns of migration 0013 are kept by its triggers; an
 * engine day or purchase inserted here is attributed in its INSERT by the triggers' own functions
 * (migration 0015: one statement instead of a trigger query per row). See ../README.md, "Where
 * the data comes from".
 */

/** The truck's number from the account's trucks table; the id itself when the truck is unknown. */
const TRUCK_NUMBER = `coalesce((SELECT number FROM trucks tr
  WHERE tr.account_id = $1 AND tr.id = u.truck_id), u.truck_id)`;

/**
 * One row per trip the TMS reports financials for (trips without are skipped): upserted by trip
 * id, so the latest report of a trip wins, a 'tms_load' row of the same trip included (it becomes
 * 'fleet').
 */
export async function upsertFleetLoadRevenue(
  db: Queryable,
  accountId: string,
  trips: readonly Trip[],
): Promise<void> {
  const priced = trips.filter((t) => t.financials);
  await insertColumns(
    db,
    accountId,
    priced,
    `INSERT INTO load_revenue (account_id, trip_id, source, truck_id, truck_number, dispatcher,
       sales_agent, dispatched_at, delivered_at, linehaul, fuel_surcharge, accessorials, paid_miles)
     SELECT $1::uuid, u.trip_id, 'fleet', u.truck_id, ${TRUCK_NUMBER}, u.dispatcher, u.sales_agent,
            u.dispatched_at, u.delivered_at, u.linehaul, u.fuel_surcharge, u.accessorials,
            u.paid_miles
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[],
              $7::timestamptz[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[])
         AS u (trip_id, truck_id, dispatcher, sales_agent, dispatched_at, delivered_at, linehaul,
               fuel_surcharge, accessorials, paid_miles)
     ON CONFLICT (account_id, trip_id) DO UPDATE SET source = EXCLUDED.source,
       truck_id = EXCLUDED.truck_id, truck_number = EXCLUDED.truck_number,
       dispatcher = EXCLUDED.dispatcher, sales_agent = EXCLUDED.sales_agent,
       dispatched_at = EXCLUDED.dispatched_at, delivered_at = EXCLUDED.delivered_at,
       linehaul = EXCLUDED.linehaul, fuel_surcharge = EXCLUDED.fuel_surcharge,
       accessorials = EXCLUDED.accessorials, paid_miles = EXCLUDED.paid_miles, updated_at = now()`,
    [
      (t) => t.id,
      (t) => t.truckId,
      (t) => t.financials!.dispatcher,
      (t) => t.financials!.salesAgent,
      (t) => t.dispatchedAt,
      (t) => t.deliveredAt,
      (t) => t.financials!.linehaul,
      (t) => t.financials!.fuelSurcharge,
      (t) => t.financials!.accessorials,
      (t) => t.financials!.paidMiles,
    ],
  );
}

/**
 * A trip reported without financials whose load already has a row (a load saved into the
 * built-in TMS whose trip a TMS later reports): the row keeps its money and takes the trip's
 * delivery (or its absence) and truck.
 */
export async function markLoadsDelivered(
  db: Queryable,
  accountId: string,
  trips: readonly Trip[],
): Promise<void> {
  const bare = trips.filter((t) => !t.financials);
  await insertColumns(
    db,
    accountId,
    bare,
    `UPDATE load_revenue l SET delivered_at = u.delivered_at, truck_id = u.truck_id,
            truck_number = ${TRUCK_NUMBER}, updated_at = now()
       FROM unnest($2::text[], $3::text[], $4::timestamptz[]) AS u (trip_id, truck_id, delivered_at)
      WHERE l.account_id = $1 AND l.trip_id = u.trip_id`,
    [(t) => t.id, (t) => t.truckId, (t) => t.deliveredAt],
  );
}

/** Engine days upserted per truck and day (today's totals grow through the day). */
export async function upsertEngineDays(
  db: Queryable,
  accountId: string,
  days: readonly EngineDay[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    days,
    `INSERT INTO truck_engine_days (account_id, truck_id, day, idle_time, fuel_consumed,
       trip_id, dispatcher, sales_agent)
     SELECT $1::uuid, u.*, x.trip_id, x.dispatcher, x.sales_agent
       FROM unnest($2::text[], $3::date[], $4::bigint[], $5::bigint[])
         AS u (truck_id, day, idle_time, fuel_consumed)
       CROSS JOIN (SELECT time_zone FROM accounts WHERE id = $1) a
       LEFT JOIN LATERAL reports_engine_day_load($1::uuid, u.truck_id, u.day, a.time_zone) x
         ON true
     ON CONFLICT (account_id, truck_id, day) DO UPDATE
       SET idle_time = EXCLUDED.idle_time, fuel_consumed = EXCLUDED.fuel_consumed`,
    [
      (d) => d.truckId,
      (d) => d.date,
      // Hundredths of a second and millilitres (the units §9's divisors imply).
      (d) => Math.round(d.idleMinutes * 6000),
      (d) => Math.round(d.fuelGallons * 3785.41),
    ],
  );
}

/** Fuel-card purchases upserted by id. */
export async function upsertFuelPurchases(
  db: Queryable,
  accountId: string,
  purchases: readonly FuelPurchase[],
): Promise<void> {
  await insertColumns(
    db,
    accountId,
    purchases,
    `INSERT INTO fuel_purchases (account_id, id, truck_id, purchased_at, gallons, amount, station,
       trip_id, dispatcher, sales_agent)
     SELECT $1::uuid, u.*, x.trip_id, x.dispatcher, x.sales_agent
       FROM unnest($2::text[], $3::text[], $4::timestamptz[], $5::numeric[], $6::numeric[],
         $7::text[]) AS u (id, truck_id, purchased_at, gallons, amount, station)
       LEFT JOIN LATERAL reports_purchase_load($1::uuid, u.truck_id, u.purchased_at) x ON true
     ON CONFLICT (account_id, id) DO UPDATE SET truck_id = EXCLUDED.truck_id,
       purchased_at = EXCLUDED.purchased_at, gallons = EXCLUDED.gallons,
       amount = EXCLUDED.amount, station = EXCLUDED.station`,
    [(p) => p.id, (p) => p.truckId, (p) => p.at, (p) => p.gallons, (p) => p.amount, (p) => p.station],
  );
}

/**
 * A load saved into the built-in TMS (tms_loads + its Dispatched trip): its row, source
 * 'tms_load', money from the Load record (linehaul_rate, fuel_surcharge; no accessorials), paid
 * miles 0 (the loads code computes no distance), the dispatcher the saving user (display name,
 * else email), no sales agent. Nothing reports a built-in load's delivery, so it counts on the
 * delivery it was booked for (its last stop's appointment, or the end of that stop's window); a
 * TMS that later reports the trip sets the real delivery. Written in the transaction that stores
 * the load.
 */
export async function insertTmsLoadRevenue(
  db: Queryable,
  accountId: string,
  load: {
    tripId: string;
    truckId: string;
    truckNumber: string | null;
    dispatchedAt: string;
    plannedDeliveryAt: string | null;
    linehaul: number | null;
    fuelSurcharge: number | null;
    savedBy: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO load_revenue (account_id, trip_id, source, truck_id, truck_number, dispatcher,
       sales_agent, dispatched_at, delivered_at, linehaul, fuel_surcharge, accessorials, paid_miles)
     VALUES ($1, $2, 'tms_load', $3,
       coalesce((SELECT number FROM trucks WHERE account_id = $1 AND id = $3), nullif($4, ''), $3),
       coalesce((SELECT nullif(btrim(display_name), '') FROM users
                  WHERE account_id = $1 AND lower(email) = lower($5)), $5),
       NULL, $6, $9, $7, $8, 0, 0)
     ON CONFLICT (account_id, trip_id) DO NOTHING`,
    [
      accountId,
      load.tripId,
      load.truckId,
      load.truckNumber ?? '',
      load.savedBy,
      load.dispatchedAt,
      load.linehaul ?? 0,
      load.fuelSurcharge ?? 0,
      load.plannedDeliveryAt,
    ],
  );
}
