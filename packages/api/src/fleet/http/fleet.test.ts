import {
  availableTruckSchema,
  FLEET_PATHS,
  fleetSummarySchema,
  mismatchRecordSchema,
  notificationsResponseSchema,
  type SessionTokens,
  summarizeFleet,
  trailerRecordSchema,
  tripDay,
  tripSchema,
  tripSummarySchema,
} from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setFeatureFlag } from '../../identity/domain/feature-flags';
import { type ApiHarness, BROKER, CARRIER, errorOf, useApi } from '../../test-support/api-harness';

/** A fixed real-time clock: the simulated fleets are then the same on every run. */
const FLEET_NOW = new Date('2026-11-20T15:00:00.000Z');
/** Small fleets keep each sync around a second. */
const SMALL_FLEET = { trucks: 16, trailers: 20, drivers: 18, customers: 8 };

/** Signs both demo users in after a sync of the (small) simulated fleets. */
async function syncAndSignIn(api: ApiHarness) {
  await api.db.query('UPDATE fleet_sources SET size = $1::jsonb', [JSON.stringify(SMALL_FLEET)]);
  await api.started.api.fleet.syncAll();
  return { carrier: await api.signIn(CARRIER), broker: await api.signIn(BROKER) };
}

function tripLister(api: ApiHarness) {
  return async (
    token: string,
    delivered = false,
    window: { from_date?: string; to_date?: string } = {},
  ) => {
    const response = await api.fetch(FLEET_PATHS.loads, {
      json: delivered ? { trip_status: 'DELIVERED', ...window } : {},
      token,
    });
    expect(response.status).toBe(200);
    return z.array(tripSummarySchema).parse(await response.json());
  };
}

describe.each(testBackends())('monitoring calls on $name', (backend) => {
  // A sync takes most of a test's time: the tests that only read share one synced app.
  describe('reading a synced fleet (one sync for all these tests)', () => {
    const api = useApi(backend, {}, { fleetClock: () => FLEET_NOW }, { freshPer: 'suite' });
    const listTrips = tripLister(api);
    let carrier: SessionTokens;

    beforeAll(async () => {
      ({ carrier } = await syncAndSignIn(api));
    });

    it('when the fleet has synced, then the active and the delivered lists hold their trips', async () => {
      const active = await listTrips(carrier.access_token);
      const delivered = await listTrips(carrier.access_token, true);
      expect(active.length).toBeGreaterThan(0);
      expect(delivered.length).toBeGreaterThan(0);
      expect(new Set(active.map((t) => t.trip_status))).not.toContain('Delivered');
      expect(new Set(delivered.map((t) => t.trip_status))).toEqual(new Set(['Delivered']));

      const byQuery = await api.fetch(`${FLEET_PATHS.loads}?trip_status=DELIVERED`, {
        json: {},
        token: carrier.access_token,
      });
      expect(((await byQuery.json()) as unknown[]).length).toBe(delivered.length);
    });

    it('when the delivered list is asked for a window of days, then only the trips of those days answer', async () => {
      const all = await listTrips(carrier.access_token, true);
      const days = [...new Set(all.map((trip) => tripDay(trip)))].sort() as string[];
      expect(days.length).toBeGreaterThan(2);
      const from = days[1]!;
      const to = days[days.length - 2]!;
      const expected = (keep: (day: string) => boolean) =>
        all
          .filter((trip) => keep(tripDay(trip)!))
          .map((trip) => trip.trip_num)
          .sort();
      const numbers = async (window: { from_date?: string; to_date?: string }) =>
        (await listTrips(carrier.access_token, true, window)).map((t) => t.trip_num).sort();

      expect(await numbers({ from_date: from, to_date: to })).toEqual(
        expected((day) => day >= from && day <= to),
      );
      expect(await numbers({ from_date: to })).toEqual(expected((day) => day >= to));
      expect(await numbers({ to_date: from })).toEqual(expected((day) => day <= from));
      expect(await numbers({ from_date: from, to_date: from })).toEqual(
        expected((day) => day === from),
      );
      const byQuery = await api.fetch(
        `${FLEET_PATHS.loads}?trip_status=DELIVERED&from_date=${to}`,
        { json: {}, token: carrier.access_token },
      );
      expect(((await byQuery.json()) as unknown[]).length).toBe(
        expected((day) => day >= to).length,
      );
    });

    it('when the home asks for its counts, then they are those of the active list', async () => {
      const response = await api.fetch(FLEET_PATHS.summary, { token: carrier.access_token });
      expect(response.status).toBe(200);
      const summary = fleetSummarySchema.parse(await response.json());
      const active = await listTrips(carrier.access_token);
      expect(summary).toEqual(summarizeFleet(active));
      expect(summary.activeTrips).toBeGreaterThan(0);
      const query = await api.fetch(`${FLEET_PATHS.summary}?x=1`, { token: carrier.access_token });
      expect(query.status).toBe(400);
    });

    it('when a trip is asked for by number, then its whole view answers; an unknown one is not found', async () => {
      const [first] = await listTrips(carrier.access_token);
      const response = await api.fetch(`${FLEET_PATHS.loads}/${first!.trip_num}`, {
        token: carrier.access_token,
      });
      expect(response.status).toBe(200);
      const trip = tripSchema.parse(await response.json());
      expect(trip.trip_num).toBe(first!.trip_num);
      expect(trip.stops.length).toBeGreaterThanOrEqual(2);

      const [done] = await listTrips(carrier.access_token, true);
      const completed = await api.fetch(`${FLEET_PATHS.loads}/${done!.trip_num}`, {
        token: carrier.access_token,
      });
      expect(tripSchema.parse(await completed.json()).trip_status).toBe('Delivered');

      const missing = await api.fetch(`${FLEET_PATHS.loads}/NOPE-1`, {
        token: carrier.access_token,
      });
      expect(missing.status).toBe(404);
      expect((await errorOf(missing)).message).toBe('No Data Found for NOPE-1');
    });

    it('when company drivers have trips in transit, then their ETA has both modes and HOS panels', async () => {
      const active = await listTrips(carrier.access_token);
      const withEld = active.filter((t) => t.driver.samsara_id && t.trip_status === 'In Transit');
      expect(withEld.length).toBeGreaterThan(0);
      const response = await api.fetch(`${FLEET_PATHS.loads}/${withEld[0]!.trip_num}`, {
        token: carrier.access_token,
      });
      const trip = tripSchema.parse(await response.json());
      expect(trip.eta_details?.eta_calculations.map((c) => c.mode)).toEqual([
        'Use Remaining Hours',
        '10-hour Break',
      ]);
      expect(trip.driver.legal_time_status).not.toBeNull();
      expect(trip.driver.hos).toHaveLength(7);
      expect(trip.current_location).not.toBeNull();
    });

    it('when the fleet lists are asked for, then each answers its records', async () => {
      const trucks = await api.fetch(FLEET_PATHS.availableTrucks, { token: carrier.access_token });
      const available = z
        .object({ data: z.array(availableTruckSchema) })
        .parse(await trucks.json()).data;
      expect(available).toHaveLength(SMALL_FLEET.trucks);

      const mismatch = await api.fetch(FLEET_PATHS.truckTrailerMismatch, {
        token: carrier.access_token,
      });
      z.object({ data: z.array(mismatchRecordSchema) }).parse(await mismatch.json());

      const trailers = await api.fetch(FLEET_PATHS.trailerAtCustomerLocation, {
        token: carrier.access_token,
      });
      const records = z
        .object({ data: z.array(trailerRecordSchema) })
        .parse(await trailers.json()).data;
      expect(records).toHaveLength(SMALL_FLEET.trailers);
    });

    it('when trucks are searched around a point, then only those within the radius answer, nearest first', async () => {
      const all = z
        .object({ data: z.array(availableTruckSchema) })
        .parse(
          await (
            await api.fetch(FLEET_PATHS.availableTrucks, { token: carrier.access_token })
          ).json(),
        ).data;
      // A truck is measured from its last stop, else its position (neither is exposed for a
      // truck on a trip), so the anchor is any position and the radii are taken from the answer.
      const anchor = all.find((t) => t.last_known_location)!.last_known_location!;
      const search = async (radius: number) => {
        const query = `location=true&latitude=${anchor.lat}&longitude=${anchor.long}&radius=${radius}`;
        const response = await api.fetch(`${FLEET_PATHS.availableTrucks}?${query}`, {
          token: carrier.access_token,
        });
        return z.object({ data: z.array(availableTruckSchema) }).parse(await response.json()).data;
      };
      // 3000 miles from anywhere in the lower 48 reaches every truck.
      const wide = await search(3000);
      expect(wide.length).toBeGreaterThan(1);
      expect(wide.length).toBeLessThanOrEqual(all.length);
      const distances = wide.map((t) => t.distance_miles!);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      // A radius halfway across a gap of at least 2 miles between two trucks, so the answer's
      // rounding (0.1 mile) cannot move a truck across it.
      const gaps = distances
        .slice(1)
        .map((d, i) => ({ radius: (d + distances[i]!) / 2, width: d - distances[i]! }))
        .filter((gap) => gap.width >= 2);
      expect(gaps.length).toBeGreaterThan(0);
      const radius = gaps[Math.floor(gaps.length / 2)]!.radius;
      const near = await search(radius);
      expect(near.length).toBeGreaterThan(0);
      expect(near.every((t) => t.distance_miles! <= radius)).toBe(true);
      expect(near.map((t) => t.truck_id).sort()).toEqual(
        wide
          .filter((t) => t.distance_miles! <= radius)
          .map((t) => t.truck_id)
          .sort(),
      );
    });

    it('when a query value is bad, then 400 names it and nothing else happens', async () => {
      const cases = [
        `${FLEET_PATHS.availableTrucks}?location=true&latitude=40&longitude=-90&radius=abc`,
        `${FLEET_PATHS.availableTrucks}?location=true&latitude=140&longitude=-90&radius=10`,
        `${FLEET_PATHS.availableTrucks}?location=true`,
        `${FLEET_PATHS.truckTrailerMismatch}?bucket=nope`,
        `${FLEET_PATHS.notifications}?limit=0`,
      ];
      for (const path of cases) {
        const response = await api.fetch(path, { token: carrier.access_token });
        expect({ path, status: response.status }).toEqual({ path, status: 400 });
        expect((await errorOf(response)).message).toMatch(/not valid: .+/);
      }
      const badBodies = [
        { trip_status: 'SHIPPED' },
        { trip_status: 'DELIVERED', from_date: 'last week' },
        { trip_status: 'DELIVERED', from_date: '2026-11-31' },
        { trip_status: 'DELIVERED', from_date: '2026-11-20', to_date: '2026-11-01' },
      ];
      for (const json of badBodies) {
        const badBody = await api.fetch(FLEET_PATHS.loads, { json, token: carrier.access_token });
        expect({ json, status: badBody.status }).toEqual({ json, status: 400 });
      }
      const badWindow = await api.fetch(FLEET_PATHS.loads, {
        json: { trip_status: 'DELIVERED', from_date: '2026-11-20', to_date: '2026-11-01' },
        token: carrier.access_token,
      });
      expect((await errorOf(badWindow)).message).toMatch(/from_date must not be after to_date/);
    });

    it('when no token is sent, then every monitoring call is refused', async () => {
      for (const path of [
        FLEET_PATHS.availableTrucks,
        FLEET_PATHS.truckTrailerMismatch,
        FLEET_PATHS.trailerAtCustomerLocation,
        FLEET_PATHS.notifications,
        FLEET_PATHS.summary,
      ]) {
        expect((await api.fetch(path)).status).toBe(401);
      }
      expect((await api.fetch(FLEET_PATHS.loads, { json: {} })).status).toBe(401);
    });
  });

  describe('changing data (a fresh database and sync for each test)', () => {
    const api = useApi(backend, {}, { fleetClock: () => FLEET_NOW });
    const listTrips = tripLister(api);
    let carrier: SessionTokens;
    let broker: SessionTokens;

    beforeEach(async () => {
      ({ carrier, broker } = await syncAndSignIn(api));
    });

    it('when the list is asked again, then the same list comes from the cache until the next sync', async () => {
      const first = await api.fetch(FLEET_PATHS.loads, { json: {}, token: carrier.access_token });
      expect(first.headers.get('content-encoding')).toBe('gzip');
      const trips = z.array(tripSummarySchema).parse(await first.json());

      // Changed behind the cache's back: not seen until a sync says the views changed.
      await api.db.query(
        `UPDATE trip_views SET summary = jsonb_set(summary, '{customer_name}', '"Renamed Co"')
          WHERE account_id = $1`,
        [carrier.user.account_id],
      );
      const plain = await api.fetch(FLEET_PATHS.loads, {
        json: {},
        token: carrier.access_token,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(z.array(tripSummarySchema).parse(await plain.json())).toEqual(trips);

      await api.db.query(
        `UPDATE fleet_sources SET synced_until = synced_until + interval '1 minute'
          WHERE account_id = $1`,
        [carrier.user.account_id],
      );
      const after = await api.fetch(FLEET_PATHS.loads, { json: {}, token: carrier.access_token });
      const renamed = z.array(tripSummarySchema).parse(await after.json());
      expect(renamed).toHaveLength(trips.length);
      expect(new Set(renamed.map((t) => t.customer_name))).toEqual(new Set(['Renamed Co']));
    });

    it('when a status changes after the first sync, then the bell gets one notification that opens the load', async () => {
      const late = (await listTrips(carrier.access_token)).find((t) => t.eta_details?.is_late);
      expect(late).toBeDefined();
      // Forget the recorded ETA status of that trip: the next sync sees it turn late again.
      await api.db.query(
        `DELETE FROM exception_history WHERE trip_id IN (
           SELECT trip_id FROM trip_views WHERE trip_num = $1)`,
        [late!.trip_num],
      );
      await api.started.api.fleet.syncAll();
      await api.started.api.fleet.syncAll();

      const bell = await api.fetch(FLEET_PATHS.notifications, { token: carrier.access_token });
      const { data, unread } = notificationsResponseSchema.parse(await bell.json());
      const forTrip = data.filter((n) => n.load_id === late!.trip_num && n.module === 'eta');
      expect(forTrip).toHaveLength(1);
      expect(forTrip[0]).toMatchObject({ action: 'OPEN_LOAD', title: 'Late ETA', read: false });
      expect(unread).toBe(data.length);

      const mark = await api.fetch(`${FLEET_PATHS.notifications}/read`, {
        json: { ids: [forTrip[0]!.id] },
        token: carrier.access_token,
      });
      expect(await mark.json()).toEqual({ marked: 1 });
      const after = notificationsResponseSchema.parse(
        await (await api.fetch(FLEET_PATHS.notifications, { token: carrier.access_token })).json(),
      );
      expect(after.unread).toBe(unread - 1);
    });

    it('when the brokerage asks, then it never sees the carrier’s trips, trucks, trailers or notifications', async () => {
      // Two fleets may well use the same numbers (as two real carriers do), so each list is
      // checked against its own account's rows, and a carrier-only trip number is planted.
      const [planted] = await api.db.query<{ trip_num: string }>(
        `UPDATE trip_views SET trip_num = 'CARRIER-ONLY-1',
                summary = jsonb_set(summary, '{trip_num}', '"CARRIER-ONLY-1"')
          WHERE (account_id, trip_id) = (
            SELECT account_id, trip_id FROM trip_views
             WHERE account_id = $1 AND NOT delivered ORDER BY trip_id LIMIT 1)
          RETURNING trip_num`,
        [carrier.user.account_id],
      );
      expect(planted?.trip_num).toBe('CARRIER-ONLY-1');
      const own = async (table: string, column: string, accountId: string, where = 'true') =>
        (
          await api.db.query<{ id: string }>(
            `SELECT ${column} AS id FROM ${table} WHERE account_id = $1 AND ${where}`,
            [accountId],
          )
        )
          .map((r) => r.id)
          .sort();

      // The delivered list cut by days is the account's too.
      const brokerDelivered = await listTrips(broker.access_token, true, {
        from_date: '2000-01-01',
      });
      expect(brokerDelivered.map((t) => t.trip_num).sort()).toEqual(
        await own('trip_views', 'trip_num', broker.user.account_id, 'delivered'),
      );

      const brokerTrips = await listTrips(broker.access_token);
      expect(brokerTrips.map((t) => t.trip_num).sort()).toEqual(
        await own('trip_views', 'trip_num', broker.user.account_id, 'NOT delivered'),
      );
      expect(brokerTrips.some((t) => t.trip_num === 'CARRIER-ONLY-1')).toBe(false);
      const carrierTrips = await listTrips(carrier.access_token);
      expect(carrierTrips.some((t) => t.trip_num === 'CARRIER-ONLY-1')).toBe(true);
      const summaryOf = async (token: string) =>
        fleetSummarySchema.parse(await (await api.fetch(FLEET_PATHS.summary, { token })).json());
      expect(brokerTrips.length).not.toBe(carrierTrips.length);
      expect((await summaryOf(broker.access_token)).activeTrips).toBe(brokerTrips.length);
      expect((await summaryOf(carrier.access_token)).activeTrips).toBe(carrierTrips.length);
      const peek = await api.fetch(`${FLEET_PATHS.loads}/CARRIER-ONLY-1`, {
        token: broker.access_token,
      });
      expect(peek.status).toBe(404);

      const listed = async (path: string, token: string, key: string) => {
        const body = (await (await api.fetch(path, { token })).json()) as {
          data: Record<string, unknown>[];
        };
        return body.data.map((r) => String(r[key])).sort();
      };
      const brokerTruckNumbers = await own('trucks', 'number', broker.user.account_id);
      expect(await listed(FLEET_PATHS.availableTrucks, broker.access_token, 'truck_id')).toEqual(
        brokerTruckNumbers,
      );
      const brokerTrailerNumbers = await own('trailers', 'number', broker.user.account_id);
      await setFeatureFlag(api.db, broker.user.account_id, 'TRAILER_AT_CUSTOMER_LOCATION', true);
      expect(
        await listed(FLEET_PATHS.trailerAtCustomerLocation, broker.access_token, 'trailer_id'),
      ).toEqual(brokerTrailerNumbers);

      await api.db.query(
        `INSERT INTO notifications (account_id, id, created_at, dedupe_key, title, message, load_id,
           module)
         VALUES ($1, gen_random_uuid(), now(), 'test', 'Late ETA', 'm', 'CARRIER-ONLY-1', 'eta')`,
        [carrier.user.account_id],
      );
      const brokerBell = notificationsResponseSchema.parse(
        await (await api.fetch(FLEET_PATHS.notifications, { token: broker.access_token })).json(),
      );
      expect(brokerBell.data.some((n) => n.load_id === 'CARRIER-ONLY-1')).toBe(false);
      const markAll = await api.fetch(`${FLEET_PATHS.notifications}/read`, {
        json: {},
        token: broker.access_token,
      });
      expect(markAll.status).toBe(200);
      const carrierBell = notificationsResponseSchema.parse(
        await (await api.fetch(FLEET_PATHS.notifications, { token: carrier.access_token })).json(),
      );
      expect(carrierBell.data.find((n) => n.load_id === 'CARRIER-ONLY-1')?.read).toBe(false);
    });

    it('when a flag is off for the account, then the calls behind it answer 403, and 200 once it is on', async () => {
      const flagged = [
        [FLEET_PATHS.truckTrailerMismatch, 'TRUCK_TRAILER_MISMATCH'],
        [FLEET_PATHS.trailerAtCustomerLocation, 'TRAILER_AT_CUSTOMER_LOCATION'],
      ] as const;
      for (const [path, flag] of flagged) {
        // The demo brokerage has both flags off; the carrier has them on.
        const refused = await api.fetch(path, { token: broker.access_token });
        expect(refused.status).toBe(403);
        expect(await errorOf(refused)).toMatchObject({
          code: 'feature/disabled',
          message: `This feature (${flag}) is not enabled for your account.`,
        });
        expect((await api.fetch(path, { token: carrier.access_token })).status).toBe(200);
        await setFeatureFlag(api.db, broker.user.account_id, flag, true);
        expect((await api.fetch(path, { token: broker.access_token })).status).toBe(200);
        await setFeatureFlag(api.db, carrier.user.account_id, flag, false);
        expect((await api.fetch(path, { token: carrier.access_token })).status).toBe(403);
      }
    });
  });
});
