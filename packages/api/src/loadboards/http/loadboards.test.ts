import {
  LOADBOARD_PATHS,
  loadboardErrorSchema,
  loadSearchResponseSchema,
  type SessionTokens,
  truckPostSchema,
} from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BROKER, CARRIER, useApi } from '../../test-support/api-harness';

/** A fixed clock: the sandbox board then posts the same loads on every run. */
const NOW = new Date('2026-11-20T15:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const chicagoToDallas = {
  origin: { city: 'Chicago', state: 'IL', radius_miles: 450 },
  destination: { city: 'Dallas', state: 'TX', radius_miles: 250 },
  equipment: ['R'],
  earliest_pickup: NOW.toISOString(),
  latest_pickup: at(10),
};

const truckPost = {
  equipment_type: 'V',
  origin: { city: 'Chicago', state: 'IL', zip_code: '60601' },
  destination: { city: 'Dallas', state: 'TX', zip_code: '' },
  is_full_load: true,
  earliest_pickup: at(1),
  latest_pickup: at(2),
  length: 53,
  weight: 42_000,
  comment: ['REF-1001'],
};

describe.each(testBackends())('load boards on $name', (backend) => {
  const api = useApi(backend, {}, { fleetClock: () => NOW });
  let carrier: SessionTokens;
  let broker: SessionTokens;

  beforeEach(async () => {
    carrier = await api.signIn(CARRIER);
    broker = await api.signIn(BROKER);
  });

  const errorOf = async (response: Response) =>
    loadboardErrorSchema.parse(await response.json()).error;

  it('when a dispatcher searches DAT and Truckstop, then the sandbox answers loads on the lane', async () => {
    const dat = await api.fetch(LOADBOARD_PATHS.searchDat, {
      json: chicagoToDallas,
      token: carrier.access_token,
    });
    expect(dat.status).toBe(200);
    const body = loadSearchResponseSchema.parse(await dat.json());
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.loads.length).toBe(Math.min(body.totalCount, 100));
    for (const load of body.loads) {
      expect(load.source).toBe('SANDBOX');
      expect(load.equipmentType).toBe('R');
      expect(load.origin.deadhead).toBeLessThanOrEqual(450);
      expect(load.destination.deadhead).toBeLessThanOrEqual(250);
    }

    const { latest_pickup: _, ...truckstopBody } = chicagoToDallas;
    const truckstop = await api.fetch(LOADBOARD_PATHS.searchTruckstop, {
      json: { ...truckstopBody, origin: { city: 'chicago', state: 'il', radius_miles: null } },
      token: carrier.access_token,
    });
    expect(truckstop.status).toBe(200);
    const answer = loadSearchResponseSchema.parse(await truckstop.json());
    expect(answer.totalCount).toBeGreaterThanOrEqual(body.totalCount);
  });

  it('when a city, a radius or a date is wrong, then 400 names the field in { error }', async () => {
    const search = (json: unknown) =>
      api.fetch(LOADBOARD_PATHS.searchDat, { json, token: carrier.access_token });

    let response = await search({
      ...chicagoToDallas,
      origin: { city: 'Nowhere', state: 'ZZ', radius_miles: 50 },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('origin: unknown city "Nowhere, ZZ"');

    response = await search({
      ...chicagoToDallas,
      destination: { city: 'Atlantis', state: 'TX', radius_miles: 50 },
    });
    expect(await errorOf(response)).toBe('destination: unknown city "Atlantis, TX"');

    response = await search({
      ...chicagoToDallas,
      origin: { city: 'Chicago', state: 'IL', radius_miles: -5 },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toContain('origin.radius_miles');

    response = await search({ ...chicagoToDallas, earliest_pickup: 'next tuesday' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toContain('earliest_pickup');

    response = await search({ ...chicagoToDallas, latest_pickup: at(-1) });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toContain('latest_pickup');

    response = await api.fetch(LOADBOARD_PATHS.searchDat, { json: chicagoToDallas });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toBeTruthy();
  });

  const posts = (token: string) => ({
    list: async () => {
      const response = await api.fetch(LOADBOARD_PATHS.truckPosts, { token });
      expect(response.status).toBe(200);
      return z.array(truckPostSchema).parse(await response.json());
    },
    create: (json: unknown) => api.fetch(LOADBOARD_PATHS.truckPosts, { json, token }),
    update: (id: string, json: unknown) =>
      api.fetch(`${LOADBOARD_PATHS.truckPosts}/${id}`, { json, token, method: 'PATCH' }),
    remove: (id: string) =>
      api.fetch(`${LOADBOARD_PATHS.truckPosts}/${id}`, { token, method: 'DELETE' }),
  });

  it('when a truck is posted, edited and deleted, then the list follows and survives a restart', async () => {
    const mine = posts(carrier.access_token);
    expect(await mine.list()).toEqual([]);
    const created = await mine.create(truckPost);
    expect(created.status).toBe(201);
    const post = truckPostSchema.parse(await created.json());
    expect(post).toMatchObject({
      equipment_type: 'V',
      origin: { city: 'Chicago', state: 'IL', zip_code: '60601' },
      destination: { city: 'Dallas', state: 'TX', zip_code: '' },
      is_full_load: true,
      length: 53,
      weight: 42_000,
      comment: ['REF-1001'],
    });
    expect(await mine.list()).toEqual([post]);

    await api.restart();
    const again = posts(carrier.access_token);
    expect(await again.list()).toEqual([post]);

    const updated = await again.update(post.external_id, {
      ...truckPost,
      weight: 38_500,
      latest_pickup: at(3),
    });
    expect(updated.status).toBe(200);
    expect(truckPostSchema.parse(await updated.json())).toMatchObject({
      external_id: post.external_id,
      weight: 38_500,
      latest_pickup: at(3),
    });

    expect((await again.remove(post.external_id)).status).toBe(204);
    expect(await again.list()).toEqual([]);
    const gone = await again.remove(post.external_id);
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toContain(post.external_id);
  });

  it('when the pickup is past, a field is missing or the origin is changed, then the post is refused', async () => {
    const mine = posts(carrier.access_token);
    let response = await mine.create({
      ...truckPost,
      earliest_pickup: at(-3),
      latest_pickup: at(-2),
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('earliest_pickup: must not be in the past');

    const { weight: _, ...noWeight } = truckPost;
    response = await mine.create(noWeight);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toContain('weight is required');

    const post = truckPostSchema.parse(await (await mine.create(truckPost)).json());
    response = await mine.update(post.external_id, {
      ...truckPost,
      origin: { city: 'Milwaukee', state: 'WI', zip_code: '' },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/^origin: cannot be changed/);
    response = await mine.update(post.external_id, {
      ...truckPost,
      destination: { city: 'Houston', state: 'TX', zip_code: '' },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/^destination: cannot be changed/);
    response = await mine.update(post.external_id, { ...truckPost, earliest_pickup: at(-3) });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('earliest_pickup: must not be in the past');
    expect(await mine.list()).toEqual([post]);
  });

  it("when the broker asks for the carrier's truck posts, then it sees none and cannot change them", async () => {
    const carrierPosts = posts(carrier.access_token);
    const post = truckPostSchema.parse(await (await carrierPosts.create(truckPost)).json());
    const brokerPosts = posts(broker.access_token);
    expect(await brokerPosts.list()).toEqual([]);
    const update = await brokerPosts.update(post.external_id, { ...truckPost, weight: 1 });
    expect(update.status).toBe(404);
    expect((await brokerPosts.remove(post.external_id)).status).toBe(404);
    expect(await carrierPosts.list()).toEqual([post]);
  });
});
