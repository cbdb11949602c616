import {
  datSearchRequestSchema,
  LOADBOARD_PATHS,
  type LoadboardLoad,
  type TruckPost,
  truckPostRequestSchema,
  truckstopSearchRequestSchema,
} from '@fleet/contracts';
import { jsonResponse } from '@/testing/fixtures';

type Answer = { status: number; body: unknown } | 'network';
export type Recorded = { method: string; path: string; body: unknown; query?: string };

/** A posting on Chicago, IL → Dallas, TX (reefer, $2,500 over 967 mi). */
export function makeLoad(overrides: Partial<LoadboardLoad> = {}): LoadboardLoad {
  return {
    externalId: 'dat-1',
    source: 'SANDBOX',
    equipmentType: 'R',
    lengthFeet: 53,
    weightPounds: 40000,
    contact: {
      company: 'Lakeside Logistics',
      city: 'Chicago',
      state: 'IL',
      email: 'loads@lakeside.test',
      phone: '+13125550199',
      dotNumber: '1234567',
      mcNumber: 'MC-765432',
      creditScore: 92,
      daysToPay: 30,
    },
    origin: { city: 'Chicago', state: 'IL', latitude: 41.88, longitude: -87.63, deadhead: 12 },
    destination: { city: 'Dallas', state: 'TX', latitude: 32.78, longitude: -96.8, deadhead: 5 },
    earliestAvailable: new Date(Date.now() - 3 * 86_400_000 - 3_600_000).toISOString(),
    latestAvailable: null,
    expiresAt: null,
    comments: 'Keep at 34F',
    miles: 967,
    rate: 2500,
    status: 'open',
    isTrackable: true,
    ...overrides,
  };
}

export function makeTruckPost(overrides: Partial<TruckPost> = {}): TruckPost {
  return {
    external_id: 'tp-1',
    earliest_pickup: '2099-05-01T05:00:00.000Z',
    latest_pickup: null,
    origin: { city: 'Chicago', state: 'IL', zip_code: '' },
    destination: { city: 'Dallas', state: 'TX', zip_code: '' },
    equipment_type: 'V',
    is_full_load: true,
    length: 53,
    weight: 42000,
    comment: [''],
    ...overrides,
  };
}

/**
 * The fleet API's load-board routes until the real ones exist: searches validated with the
 * contracts' request schemas (400 {error} naming the field otherwise) answering `loads`; truck
 * posts kept in memory. `fail*` force another answer. Every request is recorded.
 */
export function fakeLoadboardApi(
  options: {
    loads?: LoadboardLoad[];
    posts?: TruckPost[];
    failSearch?: Answer;
    failList?: Answer;
    failCreate?: Answer;
    failUpdate?: Answer;
    failDelete?: Answer;
    /** Cities GET /v1/places/autocomplete matches by prefix (default Dallas, TX and Dalton, GA). */
    places?: { city: string; state: string; latitude: number; longitude: number }[];
  } = {},
) {
  const requests: Recorded[] = [];
  const posts = [...(options.posts ?? [])];
  let next = posts.length + 1;
  const answer = (given: Answer): Response => {
    if (given === 'network') throw new TypeError('Failed to fetch');
    return jsonResponse(given.body, given.status);
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    requests.push({ method, path: url.pathname, body, query: url.search });

    if (
      url.pathname === LOADBOARD_PATHS.searchDat ||
      url.pathname === LOADBOARD_PATHS.searchTruckstop
    ) {
      if (options.failSearch) return answer(options.failSearch);
      const schema =
        url.pathname === LOADBOARD_PATHS.searchDat
          ? datSearchRequestSchema
          : truckstopSearchRequestSchema.strict();
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        return jsonResponse({ error: parsed.error.issues[0]?.message ?? 'bad request' }, 400);
      }
      const loads = options.loads ?? [];
      return jsonResponse({ loads, totalCount: loads.length });
    }
    if (url.pathname === LOADBOARD_PATHS.truckPosts) {
      if (method === 'GET') {
        if (options.failList) return answer(options.failList);
        return jsonResponse(posts);
      }
      if (options.failCreate) return answer(options.failCreate);
      const parsed = truckPostRequestSchema.safeParse(body);
      if (!parsed.success) return jsonResponse({ error: parsed.error.issues[0]?.message }, 400);
      const post = makeTruckPost({
        external_id: `tp-${next++}`,
        earliest_pickup: parsed.data.earliest_pickup,
        latest_pickup: parsed.data.latest_pickup ?? null,
        origin: parsed.data.origin,
        destination: parsed.data.destination?.city
          ? {
              city: parsed.data.destination.city,
              state: parsed.data.destination.state ?? '',
              zip_code: parsed.data.destination.zip_code ?? '',
            }
          : null,
        equipment_type: parsed.data.equipment_type,
        length: parsed.data.length,
        weight: parsed.data.weight,
        comment: parsed.data.comment,
      });
      posts.push(post);
      return jsonResponse(post, 201);
    }
    const id = /^\/v1\/truckposts\/dat\/([^/]+)$/.exec(url.pathname)?.[1];
    if (id) {
      const index = posts.findIndex((post) => post.external_id === decodeURIComponent(id));
      if (method === 'PATCH') {
        if (options.failUpdate) return answer(options.failUpdate);
        const parsed = truckPostRequestSchema.safeParse(body);
        if (!parsed.success) return jsonResponse({ error: parsed.error.issues[0]?.message }, 400);
        const current = posts[index];
        if (!current) return jsonResponse({ error: 'Truck post not found' }, 404);
        posts[index] = {
          ...current,
          length: parsed.data.length,
          weight: parsed.data.weight,
          equipment_type: parsed.data.equipment_type,
        };
        return jsonResponse(posts[index]);
      }
      if (method === 'DELETE') {
        if (options.failDelete) return answer(options.failDelete);
        if (index >= 0) posts.splice(index, 1);
        return new Response(null, { status: 204 });
      }
    }
    if (url.pathname === LOADBOARD_PATHS.placesAutocomplete) {
      const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      if (q.length < 3) return jsonResponse({ error: 'q must be at least 3 characters' }, 400);
      const places = options.places ?? [
        { city: 'Dallas', state: 'TX', latitude: 32.78, longitude: -96.8 },
        { city: 'Dalton', state: 'GA', latitude: 34.77, longitude: -84.97 },
      ];
      return jsonResponse(places.filter((p) => p.city.toLowerCase().startsWith(q)).slice(0, 10));
    }
    if (url.pathname.endsWith('/version.txt')) return new Response('test-build');
    return jsonResponse({ error: 'Not found' }, 404);
  };
  return {
    fetch: fetchFn,
    requests,
    posts,
    to: (path: string, method?: string) =>
      requests.filter((r) => r.path === path && (method === undefined || r.method === method)),
  };
}
