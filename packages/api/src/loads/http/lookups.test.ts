import {
  customerLookupAnswerSchema,
  LOAD_PATHS,
  locationLookupAnswerSchema,
  mappingAnswerSchema,
  mappingPath,
} from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { setFeatureFlag } from '../../identity/domain/feature-flags';
import { accountOf, insertFleet } from '../../tasks/tasks.test-helper';
import { BROKER, CARRIER, errorOf, useApi } from '../../test-support/api-harness';
import { CHICAGO, DALLAS, insertFacilities } from '../loads.test-helper';

describe.each(testBackends())('load form lookups on $name', (backend) => {
  const api = useApi(backend, {}, {}, { freshPer: 'suite' });
  let carrier = '';
  let broker = '';

  beforeAll(async () => {
    carrier = (await api.signIn(CARRIER)).access_token;
    broker = (await api.signIn(BROKER)).access_token;
    const carrierId = await accountOf(api, CARRIER.email);
    const brokerId = await accountOf(api, BROKER.email);
    await insertFleet(api, carrierId, {
      customers: [
        ['c1', 'Acme Foods'],
        ['c2', 'Globex Logistics'],
        ['c3', 'The Acme Group'],
        ['c4', 'Pacific Produce'],
      ],
      drivers: [
        ['d1', 'Maria Lopez'],
        ['d2', 'John Smith'],
      ],
      trucks: [['tk1', '1201']],
      trailers: [['tl1', 'R-5001']],
    });
    await insertFacilities(api.db, carrierId, [
      { id: 'f-chi', customerId: 'c1', name: 'Windy City Cold Storage', place: CHICAGO },
      { id: 'f-dal', customerId: 'c1', name: 'Lone Star Grocers DC', place: DALLAS },
    ]);
    await insertFleet(api, brokerId, { customers: [['bc1', 'Acme Broker Customer']] });
    // The broker's flag is off in the demo; on here, so its own data can be compared.
    await setFeatureFlag(api.db, brokerId, 'RATE_CON_EXTRACTION', true);
  });

  const customers = async (token: string, query: string) => {
    const response = await api.fetch(`${LOAD_PATHS.customerData}${query}`, { token });
    expect(response.status).toBe(200);
    return customerLookupAnswerSchema.parse(await response.json()).Data;
  };

  it('when customers are searched, then those starting with the text come first, then word starts, then misspellings; only the account’s own', async () => {
    expect(await customers(carrier, '?search=acme')).toEqual([
      { company_name: 'Acme Foods', customer_key: 'c1' },
      { company_name: 'The Acme Group', customer_key: 'c3' },
    ]);
    // 'globx' is one edit from 'globex'
    expect((await customers(carrier, '?search=globx')).map((c) => c.customer_key)).toEqual(['c2']);
    expect(await customers(broker, '?search=acme')).toEqual([
      { company_name: 'Acme Broker Customer', customer_key: 'bc1' },
    ]);
  });

  it('when no limit is given, then at most 5 come; a limit up to 100 is obeyed and beyond it refused', async () => {
    expect(await customers(carrier, '')).toHaveLength(4);
    expect(await customers(carrier, '?limit=2')).toHaveLength(2);
    const tooMany = await api.fetch(`${LOAD_PATHS.customerData}?limit=101`, { token: carrier });
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).errors?.[0]?.propertyName).toBe('limit');
  });

  it('when a customer key is asked, then the account’s customer answers; another account’s key is 404', async () => {
    const mine = await api.fetch(`${LOAD_PATHS.customerDataKey}?customer_key=c2`, {
      token: carrier,
    });
    expect(await mine.json()).toEqual({
      Data: { company_name: 'Globex Logistics', customer_key: 'c2' },
    });
    const theirs = await api.fetch(`${LOAD_PATHS.customerDataKey}?customer_key=bc1`, {
      token: carrier,
    });
    expect(theirs.status).toBe(404);
    const missing = await api.fetch(LOAD_PATHS.customerDataKey, { token: carrier });
    expect(missing.status).toBe(400);
  });

  it('when addresses are searched, then facilities match by name or city with their address fields', async () => {
    const response = await api.fetch(`${LOAD_PATHS.addressData}?search=dallas`, { token: carrier });
    expect(locationLookupAnswerSchema.parse(await response.json()).Data).toEqual([
      {
        company_name: 'Lone Star Grocers DC',
        address1: '500 Commerce St',
        municipality: 'Dallas',
        administrative_area: 'TX',
        postal_code: '75201',
        phone_numbers: [],
        location_key: 'f-dal',
      },
    ]);
    const byKey = await api.fetch(`${LOAD_PATHS.addressDataKey}?location_key=f-chi`, {
      token: carrier,
    });
    expect(await byKey.json()).toMatchObject({ Data: { company_name: 'Windy City Cold Storage' } });
    const theirs = await api.fetch(`${LOAD_PATHS.addressDataKey}?location_key=f-chi`, {
      token: broker,
    });
    expect(theirs.status).toBe(404);
  });

  it('when mappings are asked, then names (unit numbers for trucks and trailers) map to ids of the account only', async () => {
    const map = async (token: string, kind: Parameters<typeof mappingPath>[0]) =>
      mappingAnswerSchema.parse(await (await api.fetch(mappingPath(kind), { token })).json()).Data;
    expect(await map(carrier, 'driver_id')).toEqual({ 'Maria Lopez': 'd1', 'John Smith': 'd2' });
    expect(await map(carrier, 'truck_id')).toEqual({ '1201': 'tk1' });
    expect(await map(carrier, 'trailer_id')).toEqual({ 'R-5001': 'tl1' });
    expect(await map(broker, 'customer_id')).toEqual({ 'Acme Broker Customer': 'bc1' });
    expect((await api.fetch('/v1/mappings/password', { token: carrier })).status).toBe(404);
  });

  it('when the flag is off or no one is signed in, then every lookup is refused on the server', async () => {
    const brokerId = await accountOf(api, BROKER.email);
    await setFeatureFlag(api.db, brokerId, 'RATE_CON_EXTRACTION', false);
    try {
      for (const path of [
        LOAD_PATHS.customerData,
        `${LOAD_PATHS.customerDataKey}?customer_key=bc1`,
        LOAD_PATHS.addressData,
        mappingPath('driver_id'),
      ]) {
        const off = await api.fetch(path, { token: broker });
        expect(off.status, path).toBe(403);
        expect((await errorOf(off)).code).toBe('feature/disabled');
        expect((await api.fetch(path)).status, path).toBe(401);
      }
    } finally {
      await setFeatureFlag(api.db, brokerId, 'RATE_CON_EXTRACTION', true);
    }
  });
});
