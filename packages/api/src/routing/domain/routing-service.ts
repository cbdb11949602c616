import type { Logger } from '@fleet/service-kit';
import type { LatLng, RoutedLeg, RoutingProvider } from './types';

export interface RoutingService {
  /** The provider asked first: 'here' when keyed, else 'estimate'. */
  readonly source: RoutingProvider['source'];
  /** One leg per consecutive pair of points. Never rejects: a failed leg is estimated. */
  legs(points: readonly LatLng[]): Promise<RoutedLeg[]>;
}

export interface RoutingServiceOptions {
  /** Asked first (HERE when keyed); absent → the fallback answers everything. */
  primary?: RoutingProvider;
  /** Answers when the primary fails, and is never cached (the offline estimate). */
  fallback: RoutingProvider;
  logger?: Pick<Logger, 'warn'>;
  /** Legs kept in memory (least recently used goes first). */
  cacheSize?: number;
  cacheTtlMs?: number;
  /** Legs of one call routed at the same time. */
  concurrency?: number;
  now?: () => number;
}

/** Endpoints rounded to 4 decimals (about 11 m) share a cache entry. */
export function legKey(from: LatLng, to: LatLng): string {
  const r = (value: number) => value.toFixed(4);
  return `${r(from[0])},${r(from[1])};${r(to[0])},${r(to[1])}`;
}

/**
 * Routes legs through the primary provider with an in-memory cache keyed by rounded endpoints
 * (a trip's stops do not move; only legs touching the truck change between refreshes), one
 * request per leg shared by concurrent callers. When the primary fails (HERE down, timed out, no
 * route) the leg is estimated offline and not cached, so the next call asks HERE again.
 */
export function createRoutingService(options: RoutingServiceOptions): RoutingService {
  const estimate = options.fallback;
  const primary = options.primary ?? estimate;
  const cacheSize = options.cacheSize ?? 2_000;
  const ttlMs = options.cacheTtlMs ?? 6 * 60 * 60_000;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const now = options.now ?? Date.now;
  const cache = new Map<string, { leg: RoutedLeg; expires: number }>();
  const inFlight = new Map<string, Promise<RoutedLeg>>();

  const cached = (key: string): RoutedLeg | undefined => {
    const entry = cache.get(key);
    if (!entry) return undefined;
    cache.delete(key);
    if (entry.expires <= now()) return undefined;
    cache.set(key, entry); // most recently used last
    return entry.leg;
  };

  const remember = (key: string, leg: RoutedLeg) => {
    cache.set(key, { leg, expires: now() + ttlMs });
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  };

  async function routeOne(from: LatLng, to: LatLng): Promise<RoutedLeg> {
    if (from[0] === to[0] && from[1] === to[1]) {
      return { points: [from, to], distanceMiles: 0, durationMin: 0, source: primary.source };
    }
    const key = legKey(from, to);
    const hit = cached(key);
    if (hit) return hit;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const work = primary
      .route(from, to)
      .then((leg) => {
        remember(key, leg);
        return leg;
      })
      .catch((error: unknown) => {
        options.logger?.warn(
          { err: error, leg: key },
          'routing failed; estimating the leg offline',
        );
        return estimate.route(from, to);
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }

  async function legs(points: readonly LatLng[]): Promise<RoutedLeg[]> {
    const pairs = points.slice(1).map((to, index) => [points[index]!, to] as const);
    const out: RoutedLeg[] = new Array(pairs.length);
    let next = 0;
    const worker = async () => {
      while (next < pairs.length) {
        const index = next++;
        const [from, to] = pairs[index]!;
        out[index] = await routeOne(from, to);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, pairs.length) }, worker));
    return out;
  }

  return { source: primary.source, legs };
}
