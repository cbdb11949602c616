import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hereAutosuggestUrl } from './here';
import { createPlacesAutocomplete } from './index';

const KEY = 'test-key_123';

interface Seen {
  path: string;
  query: URLSearchParams;
}

/** A fake HERE Autosuggest: records requests and answers the next queued reply. */
async function startFakeHere() {
  const requests: Seen[] = [];
  let next: { status: number; body: unknown } = { status: 200, body: { items: [] } };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams });
    res.writeHead(next.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(status: number, body: unknown) {
      next = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const HERE_DALLAS_ITEMS = [
  {
    title: 'Dallas, TX, United States',
    resultType: 'locality',
    localityType: 'city',
    address: { city: 'Dallas', stateCode: 'TX', countryCode: 'USA' },
    position: { lat: 32.77822, lng: -96.79512 },
  },
  {
    title: 'Dallas, GA, United States',
    resultType: 'locality',
    localityType: 'city',
    address: { city: 'Dallas', stateCode: 'GA', countryCode: 'USA' },
    position: { lat: 33.92371, lng: -84.84077 },
  },
  {
    title: 'Dallas Love Field',
    resultType: 'place',
    address: { city: 'Dallas', stateCode: 'TX', countryCode: 'USA' },
    position: { lat: 32.84, lng: -96.85 },
  },
  { title: 'Dallas Pkwy', resultType: 'street', address: { stateCode: 'TX' } },
];

describe('HERE autosuggest against a fake HERE', () => {
  let here: Awaited<ReturnType<typeof startFakeHere>>;
  beforeAll(async () => {
    here = await startFakeHere();
  });
  afterAll(async () => {
    await here.close();
  });
  afterEach(() => {
    here.requests.length = 0;
  });

  it('when a HERE key is set, then it asks /v1/autosuggest for US cities and keeps cities only', async () => {
    here.reply(200, { items: HERE_DALLAS_ITEMS });
    const autocomplete = createPlacesAutocomplete({
      hereApiKey: KEY,
      hereAutosuggestUrl: here.url,
    });
    expect(await autocomplete('dal')).toEqual([
      { city: 'Dallas', state: 'TX', latitude: 32.77822, longitude: -96.79512 },
      { city: 'Dallas', state: 'GA', latitude: 33.92371, longitude: -84.84077 },
    ]);
    expect(here.requests).toHaveLength(1);
    expect(here.requests[0]?.path).toBe('/v1/autosuggest');
    expect(Object.fromEntries(here.requests[0]!.query)).toMatchObject({
      q: 'dal',
      in: 'countryCode:USA',
      types: 'city',
      limit: '10',
      apiKey: KEY,
    });
    expect(hereAutosuggestUrl('https://x/', 'k', 'a b')).toBe(
      'https://x/v1/autosuggest?q=a+b&in=countryCode%3AUSA&types=city&limit=10&lang=en-US&apiKey=k',
    );
  });

  it('when HERE fails, then the offline index answers', async () => {
    here.reply(401, { title: 'Unauthorized' });
    const autocomplete = createPlacesAutocomplete({
      hereApiKey: KEY,
      hereAutosuggestUrl: here.url,
    });
    const results = await autocomplete('dal');
    expect(results).toContainEqual(expect.objectContaining({ city: 'Dallas', state: 'TX' }));
  });

  it('when the query is shorter than 3 characters, then nothing is asked', async () => {
    const autocomplete = createPlacesAutocomplete({
      hereApiKey: KEY,
      hereAutosuggestUrl: here.url,
    });
    expect(await autocomplete('da')).toEqual([]);
    expect(here.requests).toHaveLength(0);
  });

  it('without a HERE key, then the offline index answers', async () => {
    const results = await createPlacesAutocomplete()('Effingh');
    expect(results[0]).toMatchObject({ city: 'Effingham', state: 'IL' });
  });
});
