import type { TruckPostRequest } from '@fleet/contracts';
import { loadboardLoadSchema, truckPostSchema } from '@fleet/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoadboardError, type LoadSearch } from '../../../loadboards/domain/providers';
import type { BoardDeps } from './board-http';
import { createDatBoard, type DatConfig } from './dat-board';
import { CLIENT_SECRET, datMatch, FakeDat, ORG_EMAIL, USER_EMAIL } from './fake-dat.test-helper';

const SEARCH: LoadSearch = {
  origin: {
    city: 'Chicago',
    state: 'IL',
    latitude: 41.8781,
    longitude: -87.6298,
    radiusMiles: 100,
  },
  destination: {
    city: 'Dallas',
    state: 'TX',
    latitude: 32.7767,
    longitude: -96.797,
    radiusMiles: null,
  },
  equipment: ['R'],
  earliestPickup: new Date('2026-11-27T00:00:00.000Z'),
  latestPickup: new Date('2026-11-29T00:00:00.000Z'),
};

const POST: TruckPostRequest = {
  equipment_type: 'V',
  origin: { city: 'Dallas', state: 'TX', zip_code: '75201' },
  destination: { city: 'Atlanta', state: 'GA', zip_code: '' },
  is_full_load: true,
  earliest_pickup: '2026-11-27T14:00:00.000Z',
  latest_pickup: '2026-11-28T14:00:00.000Z',
  length: 53,
  weight: 44000,
  comment: ['REF-1042'],
};

describe('DAT board against a fake DAT', () => {
  const fake = new FakeDat();
  let waits: number[] = [];
  let clock = new Date('2026-11-26T12:00:00.000Z');

  const board = (overrides: Partial<DatConfig> = {}, deps: BoardDeps = {}) =>
    createDatBoard(
      {
        orgEmail: ORG_EMAIL,
        clientSecret: CLIENT_SECRET,
        userEmail: USER_EMAIL,
        identityUrl: fake.baseUrl,
        freightUrl: `${fake.baseUrl}/`,
        http: { requestTimeoutMs: 300, maxAttempts: 3 },
        ...overrides,
      },
      {
        now: () => clock,
        random: () => 0.5,
        sleep: async (ms) => {
          waits.push(ms);
        },
        ...deps,
      },
    );

  beforeAll(async () => {
    await fake.start();
    fake.now = () => clock;
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.matches = [];
    fake.assets.clear();
    waits = [];
    clock = new Date('2026-11-26T12:00:00.000Z');
  });

  it('when a search runs, then it authenticates in two steps, sends the lane and maps every page of matches', async () => {
    fake.matches = [1, 2, 3, 4, 5].map((n) => datMatch(`M${n}`));
    fake.matches.push(
      datMatch('M6', {
        matchingAssetInfo: { ...(datMatch('x').matchingAssetInfo as object), equipmentType: 'TNK' },
      }),
    );
    const dat = board({ pageSize: 2 });
    const result = await dat.searchLoads(SEARCH);

    // Two-step auth: the org token from the org e-mail and secret, the user token under it.
    const org = fake.requestsTo('/access/v1/token/organization');
    expect(org).toHaveLength(1);
    expect(org[0]!.body).toEqual({ username: ORG_EMAIL, password: CLIENT_SECRET });
    const user = fake.requestsTo('/access/v1/token/user');
    expect(user[0]!.authorization).toBe(`Bearer ${fake.orgTokens.at(-1)}`);
    expect(user[0]!.body).toEqual({ username: USER_EMAIL });

    const [query] = fake.requestsTo('/search/v3/queries');
    expect(query!.authorization).toBe(`Bearer ${fake.userTokens.at(-1)}`);
    expect(query!.contentType).toBe('application/json');
    expect(query!.body).toEqual({
      criteria: {
        lane: {
          assetType: 'SHIPMENT',
          equipment: { types: ['R'] },
          origin: {
            place: { city: 'Chicago', stateProv: 'IL' },
            point: { latitude: 41.8781, longitude: -87.6298 },
          },
          destination: {
            place: { city: 'Dallas', stateProv: 'TX' },
            point: { latitude: 32.7767, longitude: -96.797 },
          },
        },
        maxOriginDeadheadMiles: 100,
        availability: {
          earliestWhen: '2026-11-27T00:00:00.000Z',
          latestWhen: '2026-11-29T00:00:00.000Z',
        },
      },
    });
    // Paging: start/count until every match is read.
    const pages = fake.requests.filter((r) => r.path.startsWith('/search/v3/queryMatches/'));
    expect(pages.map((p) => [p.path, p.query.get('start'), p.query.get('count')])).toEqual([
      ['/search/v3/queryMatches/q-1', '0', '2'],
      ['/search/v3/queryMatches/q-1', '2', '2'],
      ['/search/v3/queryMatches/q-1', '4', '2'],
    ]);

    expect(result.totalCount).toBe(6);
    // The tanker is not a van, reefer or flatbed: left out.
    expect(result.loads.map((l) => l.externalId)).toEqual(['M1', 'M2', 'M3', 'M4', 'M5']);
    const load = loadboardLoadSchema.parse(result.loads[0]);
    expect(load).toEqual({
      externalId: 'M1',
      source: 'DAT',
      equipmentType: 'R',
      lengthFeet: 53,
      weightPounds: 42000,
      contact: {
        company: 'Lakeshore Logistics LLC',
        city: 'Chicago',
        state: 'IL',
        email: 'loads@lakeshore.test',
        phone: '+13125550148',
        dotNumber: '3012345',
        mcNumber: '912233',
        creditScore: 97,
        daysToPay: 28,
      },
      origin: { city: 'Joliet', state: 'IL', latitude: 41.525, longitude: -88.0817, deadhead: 36 },
      destination: {
        city: 'Irving',
        state: 'TX',
        latitude: 32.814,
        longitude: -96.9489,
        deadhead: 11,
      },
      earliestAvailable: '2026-11-27T13:00:00.000Z',
      latestAvailable: '2026-11-28T01:00:00.000Z',
      expiresAt: '2026-11-27T18:00:00.000Z',
      comments: 'Drop and hook Temp 34F',
      miles: 925,
      rate: 2590,
      status: 'ACTIVE',
      isTrackable: true,
    });

    // Tokens are cached: a second search asks for none.
    await dat.searchLoads(SEARCH);
    expect(fake.requestsTo('/access/v1/token/organization')).toHaveLength(1);
    expect(fake.requestsTo('/access/v1/token/user')).toHaveLength(1);
  });

  it('when a rate is per mile, then the load carries the whole rate; no rate stays null', async () => {
    fake.matches = [
      datMatch('P', { loadBoardRateInfo: { nonBookable: { rateUsd: 2.8, basis: 'PER_MILE' } } }),
      datMatch('N', { loadBoardRateInfo: null, posterInfo: null, posterDotIds: null }),
    ];
    const { loads } = await board().searchLoads(SEARCH);
    expect(loads[0]!.rate).toBe(2590);
    expect(loads[1]!.rate).toBeNull();
    expect(loads[1]!.contact).toMatchObject({
      company: 'Unknown poster',
      phone: null,
      creditScore: null,
    });
  });

  it('when a token expires, then a new one is fetched; when DAT answers 401, then the user token is fetched again once', async () => {
    fake.matches = [datMatch('M1')];
    const dat = board();
    await dat.searchLoads(SEARCH);
    expect(fake.userTokens).toHaveLength(fake.orgTokens.length);
    const issuedBefore = fake.userTokens.length;

    // Revoked early: the search's first call answers 401, the client gets a new user token.
    fake.script('/search/v3/queries', { revokeUserTokens: true });
    const result = await dat.searchLoads(SEARCH);
    expect(result.loads).toHaveLength(1);
    expect(fake.userTokens).toHaveLength(issuedBefore + 1);
    const queries = fake.requestsTo('/search/v3/queries');
    expect(queries.at(-1)!.authorization).toBe(`Bearer ${fake.userTokens.at(-1)}`);

    // Expired by time: both tokens are fetched anew without a 401 first.
    const orgBefore = fake.orgTokens.length;
    clock = new Date(clock.getTime() + 31 * 60_000);
    await dat.searchLoads(SEARCH);
    expect(fake.orgTokens).toHaveLength(orgBefore + 1);
    expect(fake.userTokens).toHaveLength(issuedBefore + 2);
  });

  it('when the org token is revoked, then the user-token request gets a new org token once', async () => {
    const dat = board();
    await dat.listTruckPosts();
    const orgBefore = fake.orgTokens.length;
    fake.script('/posting/v2/assets', { revokeUserTokens: true, revokeOrgTokens: true });
    await dat.listTruckPosts();
    expect(fake.orgTokens).toHaveLength(orgBefore + 1);
  });

  it('when DAT keeps answering 401, then the error says so with DAT’s message', async () => {
    const dat = board();
    fake.script(
      '/posting/v2/assets',
      { status: 401, body: { message: 'Token revoked' } },
      { status: 401, body: { message: 'Token revoked' } },
    );
    const error = await dat.listTruckPosts().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadboardError);
    expect(error).toMatchObject({ message: 'Token revoked', status: 401, byCaller: true });
  });

  it('when the saved credentials are wrong, then DAT’s own message comes back', async () => {
    const error = await board({ clientSecret: 'wrong' })
      .searchLoads(SEARCH)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Invalid username or password — invalid_grant',
      status: 401,
    });
    const other = await board({ userEmail: 'nobody@else.test' })
      .searchLoads(SEARCH)
      .catch((e: unknown) => e);
    expect(other).toMatchObject({
      message: 'User nobody@else.test is not in this organization',
      status: 403,
    });
  });

  it('when DAT answers 429 with Retry-After, then the client waits that long (plus jitter) and retries', async () => {
    fake.matches = [datMatch('M1')];
    fake.script('/search/v3/queries', {
      status: 429,
      headers: { 'retry-after': '2' },
      body: { message: 'Too many requests' },
    });
    const result = await board().searchLoads(SEARCH);
    expect(result.loads).toHaveLength(1);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(2000);
    expect(waits[0]).toBeLessThanOrEqual(2000 + 250);
    expect(fake.requestsTo('/search/v3/queries')).toHaveLength(2);
  });

  it('when DAT stays throttled or down, then jittered backoff is used and the last message surfaces', async () => {
    fake.script(
      '/search/v3/queries',
      { status: 503, body: { message: 'Service unavailable' } },
      { status: 503, body: { message: 'Service unavailable' } },
      { status: 503, body: { message: 'Search is under maintenance' } },
    );
    const error = await board()
      .searchLoads(SEARCH)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Search is under maintenance',
      status: 503,
      byCaller: false,
    });
    // Full jitter at random 0.5: half of 250 ms, then of 500 ms.
    expect(waits).toEqual([125, 250]);

    waits = [];
    fake.script('/search/v3/queries', { status: 429, headers: { 'retry-after': '120' }, body: '' });
    const throttled = await board()
      .searchLoads(SEARCH)
      .catch((e: unknown) => e);
    expect(throttled).toMatchObject({ status: 429 });
    expect((throttled as Error).message).toMatch(/rate limited; retry after 120/);
    expect(waits).toEqual([]);
  });

  it('when DAT refuses a search, then its message is the error’s', async () => {
    fake.script('/search/v3/queries', {
      status: 400,
      body: {
        errors: [{ field: 'criteria.lane.origin', message: 'Origin place could not be resolved' }],
      },
    });
    const error = await board()
      .searchLoads(SEARCH)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'criteria.lane.origin: Origin place could not be resolved',
      status: 400,
      byCaller: true,
    });
  });

  it('when DAT answers something malformed, then the error says what is wrong', async () => {
    fake.script('/search/v3/queries', { status: 200, body: '<html>gateway</html>' });
    await expect(board().searchLoads(SEARCH)).rejects.toThrow(
      /DAT answered POST \/search\/v3\/queries with not JSON: <html>/,
    );
    fake.matches = [datMatch('M1', { matchingAssetInfo: { equipmentType: 7 } })];
    const error = await board()
      .searchLoads(SEARCH)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadboardError);
    expect((error as Error).message).toMatch(
      /an unexpected shape \(matches\.0\.matchingAssetInfo\.equipmentType/,
    );
    expect(error).toMatchObject({ byCaller: false });
  });

  it('when DAT does not answer in time, then each attempt times out and the error says so', async () => {
    fake.script('/search/v3/queries', { delayMs: 600 }, { delayMs: 600 }, { delayMs: 600 });
    const error = await board()
      .searchLoads(SEARCH)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect((error as Error).message).toMatch(
      /DAT did not answer within 300 ms: POST \/search\/v3\/queries, 3 attempts/,
    );
  });

  it('when trucks are posted, listed, updated and deleted, then assets are sent and mapped both ways', async () => {
    const dat = board();
    const created = await dat.createTruckPost(POST);
    const [create] = fake.requestsTo('/posting/v2/assets');
    expect(create!.method).toBe('POST');
    expect(create!.authorization).toMatch(/^Bearer user-token-/);
    expect(create!.body).toEqual({
      assetType: 'TRUCK',
      equipment: { type: 'V' },
      origin: { city: 'Dallas', stateProv: 'TX', postalCode: '75201' },
      destination: { place: { city: 'Atlanta', stateProv: 'GA' } },
      availability: {
        earliestWhen: '2026-11-27T14:00:00.000Z',
        latestWhen: '2026-11-28T14:00:00.000Z',
      },
      capacity: {
        truck: { fullPartial: 'FULL', maximumLengthFeet: 53, maximumWeightPounds: 44000 },
      },
      comments: ['REF-1042'],
    });
    expect(truckPostSchema.parse(created)).toEqual({
      external_id: 'A1',
      earliest_pickup: '2026-11-27T14:00:00.000Z',
      latest_pickup: '2026-11-28T14:00:00.000Z',
      origin: { city: 'Dallas', state: 'TX', zip_code: '75201' },
      destination: { city: 'Atlanta', state: 'GA', zip_code: '' },
      equipment_type: 'V',
      is_full_load: true,
      length: 53,
      weight: 44000,
      comment: ['REF-1042'],
    });

    const open = await dat.createTruckPost({ ...POST, destination: undefined, comment: [''] });
    expect(fake.requestsTo('/posting/v2/assets').at(-1)!.body).toMatchObject({
      destination: { open: {} },
    });
    expect(open.destination).toBeNull();
    expect(open.comment).toEqual(['']);

    const listed = await board({ pageSize: 1 }).listTruckPosts();
    expect(listed.map((p) => p.external_id)).toEqual(['A1', 'A2']);
    const lists = fake.requestsTo('/posting/v2/assets').filter((r) => r.method === 'GET');
    expect(
      lists.map((r) => [r.query.get('assetType'), r.query.get('start'), r.query.get('count')]),
    ).toEqual([
      ['TRUCK', '0', '1'],
      ['TRUCK', '1', '1'],
    ]);

    const updated = await dat.updateTruckPost('A1', { ...POST, weight: 40000 });
    expect(fake.requestsTo('/posting/v2/assets/A1').at(-1)!.method).toBe('PUT');
    expect(updated.weight).toBe(40000);

    await dat.deleteTruckPost('A1');
    expect((await dat.listTruckPosts()).map((p) => p.external_id)).toEqual(['A2']);
    await expect(dat.deleteTruckPost('A1')).rejects.toMatchObject({
      message: 'Asset A1 not found',
      status: 404,
    });
  });
});
