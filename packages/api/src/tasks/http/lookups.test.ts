import { LOOKUP_PATHS, lookupResponseSchema, MAX_LOOKUP_LIMIT } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { BROKER, CARRIER, errorOf, useApi } from '../../test-support/api-harness';
import { accountOf, addColleague, insertFleet } from '../tasks.test-helper';

describe.each(testBackends())('task lookups on $name', (backend) => {
  const api = useApi(backend, {}, {}, { freshPer: 'suite' });
  let carrier = '';
  let broker = '';

  beforeAll(async () => {
    await addColleague(api, CARRIER.email, 'mark.ops@demo.test');
    carrier = (await api.signIn(CARRIER)).access_token;
    broker = (await api.signIn(BROKER)).access_token;
    await insertFleet(api, await accountOf(api, CARRIER.email), {
      drivers: [
        ['d1', 'Maria Lopez'],
        ['d2', 'Mario Rossi'],
        ['d3', 'Ann Mariano'],
        ['d4', 'Bob 100%_sure'],
      ],
      trucks: [
        ['tk1', '1201'],
        ['tk2', '1202'],
        ['tk3', '2120'],
      ],
      trailers: [['tl1', 'R-5001']],
      customers: [
        ['c1', 'Acme Foods'],
        ['c2', 'Globex'],
      ],
      trips: Array.from({ length: 30 }, (_, i) => ({
        id: `trip-${i}`,
        tripNum: String(5000 + i),
        orderNumber: `PO-${700 + i}`,
      })),
    });
    await insertFleet(api, await accountOf(api, BROKER.email), {
      drivers: [['b1', 'Mary Broker-Side']],
      customers: [['bc', 'Broker Customer']],
    });
  });

  const look = async (path: string, token: string, query = '') => {
    const response = await api.fetch(`${path}${query}`, { token });
    expect(response.status).toBe(200);
    return lookupResponseSchema.parse(await response.json()).Data;
  };

  it('when a driver is searched, then matches come from the account only, those that start with the text first', async () => {
    expect(await look(LOOKUP_PATHS.drivers, carrier, '?search=mar')).toEqual([
      { id: 'd1', label: 'Maria Lopez' },
      { id: 'd2', label: 'Mario Rossi' },
      { id: 'd3', label: 'Ann Mariano' },
    ]);
    expect(await look(LOOKUP_PATHS.drivers, broker, '?search=mar')).toEqual([
      { id: 'b1', label: 'Mary Broker-Side' },
    ]);
    // LIKE's wildcards are plain text
    expect(await look(LOOKUP_PATHS.drivers, carrier, '?search=%25_')).toEqual([
      { id: 'd4', label: 'Bob 100%_sure' },
    ]);
  });

  it('when limit is given, then at most that many come; -1 gives them all; the default is 10', async () => {
    expect(await look(LOOKUP_PATHS.loads, carrier, '?search=50')).toHaveLength(10);
    expect(await look(LOOKUP_PATHS.loads, carrier, '?limit=3')).toEqual([
      { id: '5000', label: '5000' },
      { id: '5001', label: '5001' },
      { id: '5002', label: '5002' },
    ]);
    expect(await look(LOOKUP_PATHS.loads, carrier, '?limit=-1')).toHaveLength(30);
    expect(await look(LOOKUP_PATHS.trucks, carrier, '?search=12')).toEqual([
      { id: '1201', label: '1201' },
      { id: '1202', label: '1202' },
      { id: '2120', label: '2120' },
    ]);
    expect(await look(LOOKUP_PATHS.trailers, carrier, '?search=r-5')).toEqual([
      { id: 'R-5001', label: 'R-5001' },
    ]);
    expect(await look(LOOKUP_PATHS.orderNumbers, carrier, '?search=po-72&limit=-1')).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ id: `PO-${720 + i}`, label: `PO-${720 + i}` })),
    );
    expect(await look(LOOKUP_PATHS.customerNames, carrier, '?limit=-1')).toEqual([
      { id: 'Acme Foods', label: 'Acme Foods' },
      { id: 'Globex', label: 'Globex' },
    ]);
    expect(await look(LOOKUP_PATHS.trucks, carrier, '?limit=0')).toEqual([]);
  });

  it('when users are looked up, then the account’s users come with their e-mail as id', async () => {
    expect(await look(LOOKUP_PATHS.users, carrier, '?limit=100')).toEqual([
      { id: CARRIER.email, label: 'Dana Dispatcher' },
      { id: 'mark.ops@demo.test', label: 'mark.ops' },
    ]);
    expect(await look(LOOKUP_PATHS.users, carrier, '?search=MARK')).toEqual([
      { id: 'mark.ops@demo.test', label: 'mark.ops' },
    ]);
    expect(await look(LOOKUP_PATHS.users, broker, '?limit=100')).toEqual([
      { id: BROKER.email, label: 'Blake Broker' },
    ]);
  });

  it('when the query is not valid, then 400 says which part', async () => {
    for (const [query, message] of [
      ['?limit=abc', /limit must be a number/],
      ['?limit=-2', /-1 \(no limit\) or more/],
      [`?limit=${MAX_LOOKUP_LIMIT + 1}`, /at most/],
      [`?search=${'x'.repeat(101)}`, /at most 100 characters/],
    ] as const) {
      const response = await api.fetch(`${LOOKUP_PATHS.drivers}${query}`, { token: carrier });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toMatch(message);
    }
  });
});
