import { z } from 'zod';

/**
 * Route legs for the trip map (document 1 §2: "a truck-mode route with origin, destination and
 * optional via points ... receives a polyline"). The API asks HERE Routing v8 when it has a key,
 * else estimates offline; `source` says which. Holds no tenant data, but needs a session.
 */
export const ROUTING_PATHS = { route: '/v1/routing/route' } as const;

/** At most this many points (so this many minus one legs) per call. */
export const ROUTE_MAX_POINTS = 25;

export const ROUTE_SOURCES = ['here', 'estimate'] as const;
export type RouteSource = (typeof ROUTE_SOURCES)[number];

/** [latitude, longitude] in degrees (WGS 84), the order Leaflet takes. */
export const latLngSchema = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);
export type LatLngPair = z.infer<typeof latLngSchema>;

const NUMBER = /^-?\d{1,3}(\.\d{1,10})?$/;

/** `lat,lng;lat,lng;...` → pairs; a malformed pair is an issue naming its position. */
const pointsParamSchema = z
  .string()
  .max(ROUTE_MAX_POINTS * 32)
  .transform((value, ctx) => {
    const pairs: number[][] = [];
    value.split(';').forEach((part, index) => {
      const [lat, lng, ...rest] = part.split(',').map((s) => s.trim());
      if (rest.length > 0 || !lat || !lng || !NUMBER.test(lat) || !NUMBER.test(lng)) {
        ctx.addIssue({
          code: 'custom',
          message: `point ${index + 1} must be "latitude,longitude" in decimal degrees`,
          path: [index],
        });
        return;
      }
      pairs.push([Number(lat), Number(lng)]);
    });
    return pairs;
  })
  .pipe(
    z
      .array(latLngSchema)
      .min(2, 'at least 2 points: origin and destination')
      .max(ROUTE_MAX_POINTS, `at most ${ROUTE_MAX_POINTS} points`),
  );

/** GET /v1/routing/route?points=lat,lng;lat,lng[;...]: one leg per consecutive pair. */
export const routeQuerySchema = z.strictObject({ points: pointsParamSchema });
export type RouteQuery = z.infer<typeof routeQuerySchema>;

/** The `points` query value for these points (5 decimals: about a metre). */
export function routePointsParam(points: readonly (readonly [number, number])[]): string {
  return points.map(([lat, lng]) => `${round5(lat)},${round5(lng)}`).join(';');
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

export const routeLegSchema = z.object({
  /** The road geometry from the leg's start to its end, [lat, lng] pairs. */
  points: z.array(latLngSchema).min(2),
  distance_miles: z.number().nonnegative(),
  duration_min: z.number().nonnegative(),
  /** 'here': HERE Routing v8 (truck mode); 'estimate': the offline great-circle estimate. */
  source: z.enum(ROUTE_SOURCES),
});
export type RouteLeg = z.infer<typeof routeLegSchema>;

export const routeResponseSchema = z.object({ legs: z.array(routeLegSchema) });
export type RouteResponse = z.infer<typeof routeResponseSchema>;
