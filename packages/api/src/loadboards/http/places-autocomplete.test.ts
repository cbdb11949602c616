import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOADBOARD_PATHS, loadboardErrorSchema } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPlacesAutocomplete } from '../../providers/places';
import { CARRIER, useApi } from '../../test-support/api-harness';
import { loadboardRoutes } from './loadboard-routes';

const suggestionsSchema = z
  .array(
    z.object({
      city: z.string(),
      state: z.string().length(2),
      latitude: z.number(),
      longitude: z.number(),
    }),
  )
  .max(10);

const path = (q: string) => `${LOADBOARD_PATHS.placesAutocomplete}?q=${encodeURIComponent(q)}`;

describe.each(testBackends())('places autocomplete on $name', (backend) => {
  const api = useApi(backend);

  it('when a dispatcher types "dal", then offline US cities come back with Dallas, TX among them', async () => {
    const { access_token } = await api.signIn(CARRIER);
    const response = await api.fetch(path('dal'), { token: access_token });
    expect(response.status).toBe(200);
    const body = suggestionsSchema.parse(await response.json());
    expect(body.length).toBeGreaterThan(0);
    expect(body).toContainEqual(expect.objectContaining({ city: 'Dallas', state: 'TX' }));
  });

  it('when a small town is typed, then it is suggested', async () => {
    const { access_token } = await api.signIn(CARRIER);
    const response = await api.fetch(path('Marfa'), { token: access_token });
    const body = suggestionsSchema.parse(await response.json());
    expect(body[0]).toMatchObject({ city: 'Marfa', state: 'TX' });
  });

  it('when q is shorter than 3 characters or missing, then 400 names q', async () => {
    const { access_token } = await api.signIn(CARRIER);
    for (const url of [path('da'), LOADBOARD_PATHS.placesAutocomplete]) {
      const response = await api.fetch(url, { token: access_token });
      expect(response.status).toBe(400);
      expect(loadboardErrorSchema.parse(await response.json()).error).toMatch(/^q\b/);
    }
  });

  it('when there is no session, then 401', async () => {
    const response = await api.fetch(path('dal'));
    expect(response.status).toBe(401);
  });
});

describe('places autocomplete with a HERE key', () => {
  let here: Server;
  let api: Server;
  let apiUrl = '';
  const seen: URL[] = [];

  beforeAll(async () => {
    here = createServer((req, res) => {
      seen.push(new URL(req.url ?? '/', 'http://fake'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          items: [
            {
              resultType: 'locality',
              localityType: 'city',
              address: { city: 'Dallas', stateCode: 'TX', countryCode: 'USA' },
              position: { lat: 32.77822, lng: -96.79512 },
            },
            { resultType: 'street', address: { stateCode: 'TX' } },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => here.listen(0, '127.0.0.1', resolve));
    const hereUrl = `http://127.0.0.1:${(here.address() as AddressInfo).port}`;
    const requireSession: RequestHandler = (_req, _res, next) => next();
    const app = express();
    app.use(
      loadboardRoutes({
        loadboardFor: async () => {
          throw new Error('not used');
        },
        clock: () => new Date(),
        requireSession,
        placesAutocomplete: createPlacesAutocomplete({
          hereApiKey: 'k-123',
          hereAutosuggestUrl: hereUrl,
        }),
      }),
    );
    api = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => api.once('listening', () => resolve()));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => api.close(() => resolve()));
    await new Promise<void>((resolve) => here.close(() => resolve()));
  });

  it('when HERE is configured, then suggestions come from HERE autosuggest, cities only', async () => {
    const response = await fetch(`${apiUrl}${path('dal')}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { city: 'Dallas', state: 'TX', latitude: 32.77822, longitude: -96.79512 },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.pathname).toBe('/v1/autosuggest');
    expect(seen[0]?.searchParams.get('q')).toBe('dal');
    expect(seen[0]?.searchParams.get('types')).toBe('city');
    expect(seen[0]?.searchParams.get('apiKey')).toBe('k-123');
  });
});
