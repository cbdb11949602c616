import { randomBytes } from 'node:crypto';
import { LOADBOARD_PATHS, loadSearchResponseSchema } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiConfig } from '../../../config';
import {
  CLIENT_SECRET,
  datMatch,
  FakeDat,
  ORG_EMAIL,
  USER_EMAIL,
} from '../../../providers/loadboard/dat/fake-dat.test-helper';
import {
  FakeTruckstop,
  INTEGRATION_ID,
  PASSWORD,
  truckstopItem,
  USER_NAME,
} from '../../../providers/loadboard/truckstop/fake-truckstop.test-helper';
import { BROKER, CARRIER, useApi } from '../../../test-support/api-harness';

const dat = new FakeDat();
const truckstop = new FakeTruckstop();
const loadboards: ApiConfig['loadboards'] = {};

const SEARCH = {
  origin: { city: 'Chicago', state: 'IL', radius_miles: 100 },
  destination: { city: 'Dallas', state: 'TX', radius_miles: 50 },
  equipment: ['R'],
  earliest_pickup: new Date(Date.now() + 86_400_000).toISOString(),
};

beforeAll(async () => {
  await Promise.all([dat.start(), truckstop.start()]);
  Object.assign(loadboards, {
    datIdentityUrl: dat.baseUrl,
    datFreightUrl: dat.baseUrl,
    truckstopUrl: truckstop.url,
    truckstopUserName: USER_NAME,
    truckstopPassword: PASSWORD,
  });
});
afterAll(async () => {
  await Promise.all([dat.stop(), truckstop.stop()]);
});

describe.each(testBackends())('searches with saved load-board settings on $name', (backend) => {
  const api = useApi(backend, { fleetCredentialsKey: randomBytes(32), loadboards });

  beforeEach(() => {
    dat.requests.length = 0;
    truckstop.requests.length = 0;
    dat.matches = [datMatch('DAT-1')];
    truckstop.items = [truckstopItem('TS-1')];
  });

  it('when an account saved DAT and Truckstop settings, then its searches go to them; another account’s go to the sandbox', async () => {
    const carrier = (await api.signIn(CARRIER)).access_token;
    const broker = (await api.signIn(BROKER)).access_token;
    const save = (json: unknown) => api.fetch(LOADBOARD_PATHS.settings, { token: carrier, json });
    expect(
      (
        await save({
          provider: 'DAT',
          provider_settings: {
            dat_org_email: ORG_EMAIL,
            dat_user_email: USER_EMAIL,
            dat_client_secret: CLIENT_SECRET,
          },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await save({
          provider: 'TRUCKSTOP',
          provider_settings: { truckstop_integration_id: INTEGRATION_ID },
        })
      ).status,
    ).toBe(201);

    let response = await api.fetch(LOADBOARD_PATHS.searchDat, { token: carrier, json: SEARCH });
    expect(response.status).toBe(200);
    let body = loadSearchResponseSchema.parse(await response.json());
    expect(body.loads.map((l) => [l.source, l.externalId])).toEqual([['DAT', 'DAT-1']]);
    expect(dat.requestsTo('/access/v1/token/organization')[0]!.body).toEqual({
      username: ORG_EMAIL,
      password: CLIENT_SECRET,
    });

    response = await api.fetch(LOADBOARD_PATHS.searchTruckstop, { token: carrier, json: SEARCH });
    body = loadSearchResponseSchema.parse(await response.json());
    expect(body.loads.map((l) => [l.source, l.externalId])).toEqual([['TRUCKSTOP', 'TS-1']]);
    expect(truckstop.requests[0]!.integrationId).toBe(INTEGRATION_ID);

    // The broker saved nothing: its searches never reach the carrier's boards.
    const datCalls = dat.requests.length;
    const truckstopCalls = truckstop.requests.length;
    response = await api.fetch(LOADBOARD_PATHS.searchDat, { token: broker, json: SEARCH });
    expect(response.status).toBe(200);
    body = loadSearchResponseSchema.parse(await response.json());
    expect(body.loads.every((l) => l.source === 'SANDBOX')).toBe(true);
    await api.fetch(LOADBOARD_PATHS.searchTruckstop, { token: broker, json: SEARCH });
    expect(dat.requests.length).toBe(datCalls);
    expect(truckstop.requests.length).toBe(truckstopCalls);
  });

  it('when the saved DAT secret is wrong, then the search answers 400 with DAT’s message', async () => {
    const carrier = (await api.signIn(CARRIER)).access_token;
    await api.fetch(LOADBOARD_PATHS.settings, {
      token: carrier,
      json: {
        provider: 'DAT',
        provider_settings: {
          dat_org_email: ORG_EMAIL,
          dat_user_email: USER_EMAIL,
          dat_client_secret: 'wrong',
        },
      },
    });
    const response = await api.fetch(LOADBOARD_PATHS.searchDat, { token: carrier, json: SEARCH });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid username or password — invalid_grant',
    });
  });
});
