import {
  FLEET_PATHS,
  LOAD_PATHS,
  loadSavedAnswerSchema,
  tripSummarySchema,
} from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CARRIER, useApi } from '../../test-support/api-harness';
import { loadRecord } from '../loads.test-helper';

/** A fixed real-time clock: the simulated fleet is the same on every run. */
const FLEET_NOW = new Date('2026-11-20T15:00:00.000Z');
const SMALL_FLEET = { trucks: 6, trailers: 8, drivers: 7, customers: 4 };

describe.each(testBackends())('a built-in TMS load in monitoring on $name', (backend) => {
  const api = useApi(backend, {}, { fleetClock: () => FLEET_NOW }, { freshPer: 'suite' });
  let token = '';

  beforeAll(async () => {
    await api.db.query('UPDATE fleet_sources SET size = $1::jsonb', [JSON.stringify(SMALL_FLEET)]);
    await api.started.api.fleet.syncAll();
    token = (await api.signIn(CARRIER)).access_token;
  });

  const activeTrips = async () => {
    const response = await api.fetch(FLEET_PATHS.loads, { token, json: {} });
    expect(response.status).toBe(200);
    return z.array(tripSummarySchema).parse(await response.json());
  };

  it('when a load is saved and the simulated fleet syncs again, then its trip stays and the trip list shows it next to the simulator’s', async () => {
    const response = await api.fetch(LOAD_PATHS.addExternalLoad, { token, json: loadRecord() });
    expect(response.status).toBe(200);
    const { id } = loadSavedAnswerSchema.parse(await response.json());

    // The simulator's next syncs upsert its own trips only; ours is projected with them.
    await api.started.api.fleet.syncAll();
    await api.started.api.fleet.syncAll();

    const trips = await activeTrips();
    const ours = trips.find((t) => t.trip_num === id);
    expect(ours).toMatchObject({
      trip_status: 'Dispatched',
      order_number: 'ORD-7781',
      customer_name: 'Acme Foods',
    });
    expect(trips.filter((t) => t.trip_num !== id).length).toBeGreaterThan(0);
    const [row] = await api.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM trips WHERE id = $1 AND status = 'Dispatched'",
      [id],
    );
    expect(row!.n).toBe('1');
  });
});
