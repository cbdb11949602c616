import { randomUUID } from 'node:crypto';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations';
import { upsertReference } from '../../fleet/data/fleet-facts-repository';
import { insertAccount } from '../../identity/data/accounts-repository';
import { createUser } from '../../identity/domain/admin';
import { CHICAGO, DALLAS, loadRecord } from '../loads.test-helper';
import { saveGenericLoad } from './save-load';

const NOW = new Date('2026-11-20T15:00:00.000Z');

describe.each(testBackends())(
  'a load saved into the built-in TMS, for the reports, on $name',
  (backend) => {
    let db: Database;
    const accountId = randomUUID();
    const otherId = randomUUID();
    beforeAll(async () => {
      db = await backend.open();
      await migrate(db, migrations);
      for (const [id, name] of [
        [accountId, 'Acme'],
        [otherId, 'Other'],
      ] as const) {
        await insertAccount(db, { id, name, useCase: 'carrier' });
        await upsertReference(db, id, {
          customers: [{ id: 'c1', name: 'Acme Foods' }],
          facilities: [
            {
              id: 'f-chi',
              customerId: 'c1',
              name: 'Windy City Cold Storage',
              place: CHICAGO,
              geofenceRadiusMiles: 0.5,
            },
            {
              id: 'f-dal',
              customerId: 'c1',
              name: 'Lone Star Grocers DC',
              place: DALLAS,
              geofenceRadiusMiles: 0.5,
            },
          ],
          drivers: [],
          trucks: [{ id: 'tk1', number: '1201' }],
          trailers: [],
        });
      }
      await createUser(db, {
        account: accountId,
        email: 'dana@acme.test',
        password: 'password-1',
        displayName: 'Dana Dispatcher',
      });
    }, 120_000);
    afterAll(async () => {
      await db.close();
    });

    const deps = () => ({ db, clock: () => NOW, tmsOf: async () => undefined });

    it('when a user saves a rate confirmation, then its load_revenue row has the record’s money, the user as dispatcher, and counts on the delivery it was booked for', async () => {
      const record = loadRecord({
        carrier: {
          carrier_name: 'Demo Carrier',
          driver_name: null,
          driver_phone: null,
          truck: '1201',
          trailer: null,
        },
      });
      const { id } = await saveGenericLoad(deps(), { accountId, email: 'dana@acme.test' }, record);
      const [trip] = await db.query<{
        data: { stops: { appointment: string; appointmentEnd: string | null }[] };
      }>('SELECT data FROM trips WHERE account_id = $1 AND id = $2', [accountId, id]);
      const lastStop = trip!.data.stops.at(-1)!;
      const rows = await db.query<Record<string, unknown>>(
        `SELECT account_id, trip_id, source, truck_id, truck_number, dispatcher, sales_agent,
              delivered_at = $3::timestamptz AS counts_on_booked_delivery, linehaul::float8, fuel_surcharge::float8, accessorials::float8,
              paid_miles::float8, dispatched_at = $2::timestamptz AS dispatched_now
         FROM load_revenue WHERE trip_id = $1`,
        [id, NOW.toISOString(), lastStop.appointmentEnd ?? lastStop.appointment],
      );
      expect(rows).toEqual([
        {
          account_id: accountId,
          trip_id: id,
          source: 'tms_load',
          truck_id: 'tk1',
          truck_number: '1201',
          dispatcher: 'Dana Dispatcher',
          sales_agent: null,
          counts_on_booked_delivery: true,
          linehaul: 2450.5,
          fuel_surcharge: 120,
          accessorials: 0,
          paid_miles: 0,
          dispatched_now: true,
        },
      ]);
    });

    it('when the saver has no display name and the record no rates, then the row names the e-mail and counts no money', async () => {
      const record = loadRecord({ linehaul_rate: null, fuel_surcharge: null });
      const { id } = await saveGenericLoad(
        deps(),
        { accountId: otherId, email: 'ops@other.test' },
        record,
      );
      const [row] = await db.query<Record<string, unknown>>(
        `SELECT account_id, dispatcher, truck_id, truck_number, linehaul::float8, fuel_surcharge::float8
         FROM load_revenue WHERE trip_id = $1`,
        [id],
      );
      expect(row).toEqual({
        account_id: otherId,
        dispatcher: 'ops@other.test',
        truck_id: '',
        truck_number: '',
        linehaul: 0,
        fuel_surcharge: 0,
      });
    });
  },
);
