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

describe.each(testBackends())('a built-in TMS load in the trip list on $name', (backend) => {
  // The clock moves on (a second a reading), as real time does: each sync is a new list.
  let readings = 0;
  const clock = () => new Date(FLEET_NOW.getTime() + 1_000 * readings++);
  const api = useApi(backend, {}, { fleetClock: clock }, { freshPer: 'suite' });
  let token = '';

  beforeAll(async () => {
    await api.db.query('UPDATE fleet_sources SET size = $1::jsonb', [JSON.stringify(SMALL_FLEET)]);
  });

  const activeTrips = async () => {
    const response = await api.fetch(FLEET_PATHS.loads, { token, json: {} });
    expect(response.status).toBe(200);
    return z.array(tripSummarySchema).parse(await response.json());
  };

  it('when fleet syncs run on an interval, then a saved load’s trip is in the list without waiting for the next one', async () => {
    // An hour: the loop's first sync runs at start, the next not within this test.
    await api.restart({ fleetSyncIntervalMs: 3_600_000 });
    await api.started.api.fleet.syncAll();
    token = (await api.signIn(CARRIER)).access_token;
    const before = await activeTrips();
    const response = await api.fetch(LOAD_PATHS.addExternalLoad, {
      token,
      json: loadRecord({ order_number: 'ORD-LIST-1' }),
    });
    const { id } = loadSavedAnswerSchema.parse(await response.json());
    await api.started.api.background.settled();
    const after = await activeTrips();
    expect(before.some((t) => t.trip_num === id)).toBe(false);
    expect(after.find((t) => t.trip_num === id)).toMatchObject({ order_number: 'ORD-LIST-1' });
  });
});
