import { loadboardLoadSchema } from '@fleet/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoadboardError, type LoadSearch } from '../../../loadboards/domain/providers';
import {
  FakeTruckstop,
  fault,
  INTEGRATION_ID,
  PASSWORD,
  result,
  truckstopItem,
  USER_NAME,
} from './fake-truckstop.test-helper';
import { createTruckstopBoard, type TruckstopConfig } from './truckstop-board';

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
    radiusMiles: 50,
  },
  equipment: ['R'],
  earliestPickup: new Date('2026-11-27T15:00:00.000Z'),
  latestPickup: new Date('2026-11-29T00:00:00.000Z'),
};

describe('Truckstop board against a fake Truckstop', () => {
  const fake = new FakeTruckstop();
  let waits: number[] = [];

  const board = (overrides: Partial<TruckstopConfig> = {}) =>
    createTruckstopBoard(
      {
        integrationId: INTEGRATION_ID,
        userName: USER_NAME,
        password: PASSWORD,
        url: fake.url,
        http: { requestTimeoutMs: 300, maxAttempts: 3 },
        ...overrides,
      },
      {
        random: () => 0.5,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );

  beforeAll(async () => {
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.items = [];
    waits = [];
  });

  it('when a search runs, then each page carries the integration id and the criteria, and items map to loads', async () => {
    fake.items = [
      ...[1, 2, 3, 4, 5].map((n) => truckstopItem(`T${n}`)),
      truckstopItem('V1', { Equipment: 'V' }),
    ];
    const result = await board({ pageSize: 2 }).searchLoads(SEARCH);

    expect(fake.requests).toHaveLength(3);
    const first = fake.requests[0]!;
    expect(first.soapAction).toBe(
      '"http://webservices.truckstop.com/v12/ILoadSearch/GetLoadSearchResults"',
    );
    expect(first.contentType).toBe('text/xml; charset=utf-8');
    expect([first.integrationId, first.userName, first.password]).toEqual([
      INTEGRATION_ID,
      USER_NAME,
      PASSWORD,
    ]);
    expect(first.criteria).toMatchObject({
      OriginCity: 'Chicago',
      OriginState: 'IL',
      OriginRange: '100',
      OriginLatitude: '41.8781',
      DestinationCity: 'Dallas',
      DestinationState: 'TX',
      DestinationRange: '50',
      EquipmentType: 'R',
      LoadType: 'Full',
      PageNumber: '1',
      PageSize: '2',
    });
    // Only the earliest pickup: no latest pickup, no destination timing (document 3 §7).
    expect(first.pickupDates).toEqual(['2026-11-27T00:00:00']);
    expect(first.raw).not.toMatch(/2026-11-29/);
    expect(fake.requests.map((r) => r.criteria.PageNumber)).toEqual(['1', '2', '3']);

    expect(result.totalCount).toBe(5);
    expect(result.loads.map((l) => l.externalId)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
    expect(loadboardLoadSchema.parse(result.loads[0])).toEqual({
      externalId: 'T1',
      source: 'TRUCKSTOP',
      equipmentType: 'R',
      lengthFeet: 53,
      weightPounds: 41000,
      contact: {
        company: 'Prairie Freight Brokerage & Co',
        city: null,
        state: null,
        email: null,
        phone: '+12195550133',
        dotNumber: '2203344',
        mcNumber: '771122',
        creditScore: 92,
        daysToPay: 31,
      },
      origin: { city: 'Gary', state: 'IN', latitude: 41.8781, longitude: -87.6298, deadhead: 29 },
      destination: {
        city: 'Dallas',
        state: 'TX',
        latitude: 32.7767,
        longitude: -96.797,
        deadhead: 8,
      },
      earliestAvailable: '2026-11-27T00:00:00.000Z',
      latestAvailable: null,
      expiresAt: null,
      comments: null,
      miles: 968,
      rate: 2750,
      status: 'ACTIVE',
      isTrackable: false,
    });
  });

  it('when a radius is Any and several equipment types are searched, then the range is empty and the codes are joined', async () => {
    fake.items = [
      truckstopItem('R1'),
      truckstopItem('F1', { Equipment: 'F', Payment: '', Length: '0' }),
    ];
    const search = {
      ...SEARCH,
      equipment: ['R' as const, 'F' as const],
      origin: { ...SEARCH.origin, radiusMiles: null },
    };
    const { loads } = await board().searchLoads(search);
    expect(fake.requests[0]!.criteria).toMatchObject({ OriginRange: null, EquipmentType: 'R,F' });
    expect(loads.find((l) => l.externalId === 'F1')).toMatchObject({
      equipmentType: 'F',
      rate: null,
      lengthFeet: null,
    });
  });

  it('when the integration id is wrong, then Truckstop’s own message is the error', async () => {
    const error = await board({ integrationId: '000000' })
      .searchLoads(SEARCH)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadboardError);
    expect(error).toMatchObject({ message: 'Invalid Integration Id', byCaller: true });
    expect(fake.requests[0]!.integrationId).toBe('000000');
  });

  it('when Truckstop answers 429 with Retry-After, then the client waits and retries', async () => {
    fake.items = [truckstopItem('T1')];
    fake.script({ status: 429, headers: { 'retry-after': '1' } });
    const { loads } = await board().searchLoads(SEARCH);
    expect(loads).toHaveLength(1);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(fake.requests).toHaveLength(2);
  });

  it('when Truckstop faults, then it is retried with backoff and the fault string surfaces', async () => {
    fake.script(
      { status: 500, body: fault('Server busy') },
      { status: 500, body: fault('Server busy') },
      { status: 500, body: fault('Object reference not set to an instance of an object.') },
    );
    const error = await board()
      .searchLoads(SEARCH)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Object reference not set to an instance of an object.',
      status: 500,
      byCaller: false,
    });
    expect(waits).toEqual([125, 250]);
  });

  it('when Truckstop answers something malformed, then the error says what is wrong', async () => {
    fake.script({ status: 200, body: '<html><body>Service Unavailable</body></html>' });
    await expect(board().searchLoads(SEARCH)).rejects.toThrow(
      /Truckstop answered GetLoadSearchResults with no GetLoadSearchResultsResult/,
    );
    fake.script({ status: 200, body: result([truckstopItem('X', { OriginCity: null })], []) });
    const error = await board()
      .searchLoads(SEARCH)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadboardError);
    expect((error as Error).message).toMatch(/LoadSearchItem X without OriginCity\/OriginState/);
  });

  it('when Truckstop does not answer in time, then the error names the timeout', async () => {
    fake.script({ delayMs: 600 }, { delayMs: 600 }, { delayMs: 600 });
    await expect(board().searchLoads(SEARCH)).rejects.toThrow(
      /Truckstop did not answer within 300 ms/,
    );
  });

  it('when a city has XML characters, then it is escaped in the envelope', async () => {
    await board().searchLoads({ ...SEARCH, origin: { ...SEARCH.origin, city: 'A&B <City>' } });
    expect(fake.requests[0]!.raw).toContain('A&amp;B &lt;City&gt;');
    expect(fake.requests[0]!.criteria.OriginCity).toBe('A&B <City>');
  });
});
