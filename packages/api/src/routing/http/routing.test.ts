import { ROUTE_MAX_POINTS, ROUTING_PATHS, routeResponseSchema } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIER, errorOf, useApi } from '../../test-support/api-harness';
import { type FakeHereRouter, startFakeHereRouter } from '../../test-support/fake-here-router';

const route = (points: string) => `${ROUTING_PATHS.route}?points=${encodeURIComponent(points)}`;
const DALLAS_HOUSTON = '32.7767,-96.797;29.7604,-95.3698';

// Routing holds no tenant data: one backend is enough.
describe('route legs for the trip map', () => {
  const api = useApi(testBackends()[0]!);
  let here: FakeHereRouter;
  beforeAll(async () => {
    here = await startFakeHereRouter();
  });
  afterAll(async () => {
    await here.close();
  });

  it('when no token is sent, then 401 and nothing is routed', async () => {
    const response = await api.fetch(route(DALLAS_HOUSTON));
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('auth/missing-token');
  });

  it('when no HERE key is configured, then every leg is the offline estimate', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    const response = await api.fetch(route(`${DALLAS_HOUSTON};30.2672,-97.7431`), { token });
    expect(response.status).toBe(200);
    const { legs } = routeResponseSchema.parse(await response.json());
    expect(legs).toHaveLength(2);
    expect(legs.map((leg) => leg.source)).toEqual(['estimate', 'estimate']);
    expect(legs[0]?.points[0]).toEqual([32.7767, -96.797]);
    expect(legs[0]?.points.at(-1)).toEqual([29.7604, -95.3698]);
    // 225 great-circle miles × 1.2 at 50 mph
    expect(legs[0]?.distance_miles).toBeGreaterThan(260);
    expect(legs[0]?.distance_miles).toBeLessThan(280);
    expect(legs[0]?.duration_min).toBeGreaterThan(300);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it('when a HERE key is configured, then legs come from HERE Routing v8 with that key', async () => {
    here.requests.length = 0;
    here.reply({
      kind: 'route',
      sections: [
        {
          points: [
            [32.7767, -96.797],
            [31.5, -96.4],
            [29.7604, -95.3698],
          ],
          metres: 386_243,
          seconds: 13_320,
        },
      ],
    });
    await api.restart({ hereApiKey: 'fake-here-key', hereRoutingUrl: here.url });
    const { access_token: token } = await api.signIn(CARRIER);
    const response = await api.fetch(route(DALLAS_HOUSTON), { token });
    expect(response.status).toBe(200);
    expect(routeResponseSchema.parse(await response.json())).toEqual({
      legs: [
        {
          points: [
            [32.7767, -96.797],
            [31.5, -96.4],
            [29.7604, -95.3698],
          ],
          distance_miles: 240,
          duration_min: 222,
          source: 'here',
        },
      ],
    });
    expect(here.requests).toHaveLength(1);
    expect(here.requests[0]?.query.get('apikey')).toBe('fake-here-key');
    expect(here.requests[0]?.query.get('transportMode')).toBe('truck');
  });

  it('when HERE fails, then the leg is estimated and the call still answers 200', async () => {
    here.reply({ kind: 'status', status: 429, body: { title: 'Too Many Requests' } });
    await api.restart({ hereApiKey: 'fake-here-key', hereRoutingUrl: here.url });
    const { access_token: token } = await api.signIn(CARRIER);
    const response = await api.fetch(route(DALLAS_HOUSTON), { token });
    expect(response.status).toBe(200);
    const { legs } = routeResponseSchema.parse(await response.json());
    expect(legs.map((leg) => leg.source)).toEqual(['estimate']);
  });

  it('when the points are missing, malformed, out of range, too few or too many, then 400 naming them', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    const tooMany = Array.from({ length: ROUTE_MAX_POINTS + 1 }, (_, i) => `30.${i},-97`).join(';');
    const cases: Array<[string, string]> = [
      [ROUTING_PATHS.route, 'points'],
      [route(''), 'points'],
      [route('32.7767,-96.797'), 'at least 2 points'],
      [route(tooMany), `at most ${ROUTE_MAX_POINTS} points`],
      [route('91,-96.797;29.7604,-95.3698'), 'points.0.0'],
      [route('32.7767,-181;29.7604,-95.3698'), 'points.0.1'],
      [route('32.7767,-96.797;abc'), 'point 2 must be "latitude,longitude"'],
      [route('32.7767,-96.797,5;29.7604,-95.3698'), 'point 1 must be'],
      [route('1e2,5;29.7604,-95.3698'), 'point 1 must be'],
      [`${route(DALLAS_HOUSTON)}&points=${encodeURIComponent(DALLAS_HOUSTON)}`, 'points'],
      [`${route(DALLAS_HOUSTON)}&mode=car`, 'mode'],
    ];
    for (const [path, named] of cases) {
      const response = await api.fetch(path, { token });
      expect(response.status, path).toBe(400);
      const body = await errorOf(response);
      expect(body.code, path).toBe('validation/invalid');
      expect(body.message, path).toContain(named);
    }
  });
});
