import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRoutingService } from '../../routing/domain/routing-service';
import { RoutingProviderError } from '../../routing/domain/types';
import { type FakeHereRouter, startFakeHereRouter } from '../../test-support/fake-here-router';
import { createHereRoutingProvider, decodeSection, hereRouteUrl } from './here';
import { createEstimateProvider } from './offline';

const DALLAS: [number, number] = [32.7767, -96.797];
const HOUSTON: [number, number] = [29.7604, -95.3698];
const AUSTIN: [number, number] = [30.2672, -97.7431];
const KEY = 'test-key_123';

describe('flexible polyline decoding', () => {
  it('when HERE sends its documented example, then the pairs come back in [lat, lng] order', () => {
    // The example of heremaps/flexible-polyline's README.
    expect(decodeSection('BFoz5xJ67i1B1B7PzIhaxL7Y')).toEqual([
      [50.10228, 8.69821],
      [50.10201, 8.69567],
      [50.10063, 8.6915],
      [50.09878, 8.68752],
    ]);
  });

  it('when a polyline has a third dimension, then it is dropped', () => {
    // Same example with elevation (README: thirdDim=ELEVATION).
    const points = decodeSection('BlBoz5xJ67i1BU1B7PUzIhaUxL7YU');
    expect(points[0]).toEqual([50.10228, 8.69821]);
    expect(points.every((p) => p.length === 2)).toBe(true);
  });
});

describe('HERE Routing v8 client against a fake HERE', () => {
  let here: FakeHereRouter;
  beforeAll(async () => {
    here = await startFakeHereRouter();
  });
  afterAll(async () => {
    await here.close();
  });
  afterEach(() => {
    here.requests.length = 0;
  });

  const provider = (timeoutMs = 2_000) =>
    createHereRoutingProvider({ apiKey: KEY, baseUrl: here.url, timeoutMs });

  it('when asked for a leg, then it GETs /v8/routes in truck mode with origin, destination, return and the key', async () => {
    here.reply({
      kind: 'route',
      sections: [{ points: [DALLAS, [31.5, -96.4], HOUSTON], metres: 386_243, seconds: 13_320 }],
    });
    await provider().route(DALLAS, HOUSTON);
    expect(here.requests).toHaveLength(1);
    const [request] = here.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/v8/routes');
    expect(Object.fromEntries(request!.query)).toEqual({
      transportMode: 'truck',
      origin: '32.7767,-96.797',
      destination: '29.7604,-95.3698',
      return: 'polyline,summary',
      apikey: KEY,
    });
    expect(request?.headers.accept).toBe('application/json');
    expect(hereRouteUrl('https://router.hereapi.com/', 'k', DALLAS, HOUSTON)).toBe(
      'https://router.hereapi.com/v8/routes?transportMode=truck&origin=32.7767,-96.797&destination=29.7604,-95.3698&return=polyline,summary&apikey=k',
    );
  });

  it('when HERE answers several sections, then their polylines join and their summaries add up', async () => {
    here.reply({
      kind: 'route',
      sections: [
        { points: [DALLAS, [31.5, -96.9], AUSTIN], metres: 300_000, seconds: 10_800 },
        { points: [AUSTIN, [30.0, -96.5], HOUSTON], metres: 262_000, seconds: 9_000 },
      ],
    });
    const leg = await provider().route(DALLAS, HOUSTON);
    expect(leg).toEqual({
      points: [DALLAS, [31.5, -96.9], AUSTIN, [30.0, -96.5], HOUSTON],
      // 562 km; 5 h 30 min
      distanceMiles: 349.2,
      durationMin: 330,
      source: 'here',
    });
  });

  it('when HERE answers with an error status, then it rejects naming the status and cause', async () => {
    here.reply({
      kind: 'status',
      status: 401,
      body: { title: 'Unauthorized', status: 401, code: 'E605001', cause: 'Invalid apiKey' },
    });
    const error = await provider()
      .route(DALLAS, HOUSTON)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RoutingProviderError);
    expect(error).toMatchObject({
      status: 401,
      message: 'HERE routing answered 401: Invalid apiKey',
    });
  });

  it('when HERE finds no route, then it rejects with its notice', async () => {
    here.reply({
      kind: 'status',
      status: 200,
      body: {
        notices: [
          {
            title: "Route calculation failed: Couldn't match origin.",
            code: 'couldNotMatchOrigin',
          },
        ],
        routes: [],
      },
    });
    await expect(provider().route(DALLAS, HOUSTON)).rejects.toThrow(
      "HERE found no truck route: Route calculation failed: Couldn't match origin.",
    );
  });

  it('when the body is not a route, then it rejects', async () => {
    here.reply({
      kind: 'status',
      status: 200,
      body: { routes: [{ sections: [{ polyline: 7 }] }] },
    });
    await expect(provider().route(DALLAS, HOUSTON)).rejects.toThrow('not a route');
  });

  it('when HERE does not answer in time, then it rejects with a timeout', async () => {
    here.reply({ kind: 'hang' });
    await expect(provider(150).route(DALLAS, HOUSTON)).rejects.toThrow(
      'HERE routing timed out after 150 ms',
    );
  });

  it('when HERE is unreachable, then it rejects', async () => {
    const closed = createHereRoutingProvider({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9' });
    await expect(closed.route(DALLAS, HOUSTON)).rejects.toThrow('HERE routing unreachable');
  });

  describe('behind the routing service', () => {
    const service = (timeoutMs = 2_000) =>
      createRoutingService({
        primary: provider(timeoutMs),
        fallback: createEstimateProvider(),
        concurrency: 2,
      });

    it('when HERE answers, then the leg is cached by rounded endpoints and HERE is asked once', async () => {
      here.reply({
        kind: 'route',
        sections: [{ points: [DALLAS, HOUSTON], metres: 386_243, seconds: 13_320 }],
      });
      const routing = service();
      const [first] = await routing.legs([DALLAS, HOUSTON]);
      expect(first?.source).toBe('here');
      const nearby: [number, number] = [DALLAS[0] + 0.00001, DALLAS[1]];
      const [again] = await routing.legs([nearby, HOUSTON]);
      expect(again).toEqual(first);
      expect(here.requests).toHaveLength(1);
    });

    it('when the same leg is asked twice at once, then HERE is asked once', async () => {
      here.reply({
        kind: 'route',
        sections: [{ points: [DALLAS, HOUSTON], metres: 386_243, seconds: 13_320 }],
      });
      const routing = service();
      await Promise.all([routing.legs([DALLAS, HOUSTON]), routing.legs([DALLAS, HOUSTON])]);
      expect(here.requests).toHaveLength(1);
    });

    it('when HERE fails or times out, then the leg is estimated, not cached, and HERE is asked again next time', async () => {
      here.reply({ kind: 'status', status: 503, body: { title: 'Service Unavailable' } });
      const routing = service(150);
      const [failed] = await routing.legs([DALLAS, HOUSTON]);
      expect(failed?.source).toBe('estimate');
      here.reply({ kind: 'hang' });
      const [timedOut] = await routing.legs([DALLAS, HOUSTON]);
      expect(timedOut?.source).toBe('estimate');
      here.reply({
        kind: 'route',
        sections: [{ points: [DALLAS, HOUSTON], metres: 386_243, seconds: 13_320 }],
      });
      const [recovered] = await routing.legs([DALLAS, HOUSTON]);
      expect(recovered?.source).toBe('here');
      expect(here.requests).toHaveLength(3);
    });

    it('when several legs are asked, then each consecutive pair is routed, in order', async () => {
      here.reply((request) => ({
        kind: 'route',
        sections: [
          {
            points: [
              request.query.get('origin')!.split(',').map(Number),
              request.query.get('destination')!.split(',').map(Number),
            ],
            metres: 100_000,
            seconds: 3_600,
          },
        ],
      }));
      const legs = await service().legs([DALLAS, AUSTIN, HOUSTON, DALLAS]);
      expect(legs.map((leg) => [leg.points[0], leg.points.at(-1)])).toEqual([
        [DALLAS, AUSTIN],
        [AUSTIN, HOUSTON],
        [HOUSTON, DALLAS],
      ]);
      expect(here.requests).toHaveLength(3);
    });
  });
});
