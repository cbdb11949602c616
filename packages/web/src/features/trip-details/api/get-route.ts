import {
  ROUTING_PATHS,
  type RouteSource,
  routePointsParam,
  routeResponseSchema,
} from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LatLng } from '../lib/map-plan';

/**
 * GET /v1/routing/route?points=lat,lng;...: one road leg per consecutive pair (HERE Routing v8 in
 * truck mode when the API is keyed, else its offline estimate). No toast: the map keeps straight
 * lines when this fails.
 */
export function getRoute(points: readonly LatLng[], signal?: AbortSignal) {
  const query = new URLSearchParams({ points: routePointsParam(points) });
  return api.get(`${ROUTING_PATHS.route}?${query}`, {
    schema: routeResponseSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
}

export function routeQueryOptions(points: readonly LatLng[]) {
  return queryOptions({
    queryKey: ['route-legs', routePointsParam(points)] as const,
    queryFn: ({ signal }) => getRoute(points, signal),
    // Roads do not move; the legs touching the truck change as it does (a new key).
    staleTime: 10 * 60_000,
    retry: false,
  });
}

function sourceOf(sources: readonly RouteSource[]): RouteSource | 'mixed' {
  if (sources.every((source) => source === 'here')) return 'here';
  return sources.some((source) => source === 'here') ? 'mixed' : 'estimate';
}

const lastPoint = (param: unknown) => (typeof param === 'string' ? param.split(';').at(-1) : null);

/**
 * The routed legs' polylines and where they come from; no data while loading, on error, or with
 * fewer than two points.
 * While the truck's move asks for a new route of the same trip (same final stop), the last one
 * stays on the map rather than flashing back to straight lines.
 */
export function useRoute(points: readonly LatLng[]) {
  const options = routeQueryOptions(points);
  return useQuery({
    ...options,
    enabled: points.length >= 2,
    placeholderData: (previous, previousQuery) =>
      lastPoint(previousQuery?.queryKey[1]) === lastPoint(options.queryKey[1])
        ? previous
        : undefined,
    select: (answer) => ({
      polylines: answer.legs.map((leg) => leg.points),
      /** 'here' when HERE routed every leg, 'estimate' when none, else 'mixed'. */
      source: sourceOf(answer.legs.map((leg) => leg.source)),
    }),
  });
}
