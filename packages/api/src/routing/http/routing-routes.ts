import { ROUTING_PATHS, type RouteResponse, routeQuerySchema } from '@fleet/contracts';
import { validate } from '@fleet/service-kit';
import { type RequestHandler, Router } from 'express';
import type { LatLng, RoutingService } from '../domain';

/**
 * Route legs for the trip map: `GET /v1/routing/route?points=lat,lng;lat,lng[;...]` answers one
 * leg per consecutive pair. No tenant data, but a session is required like every /v1 call.
 */
export function routingRoutes(deps: {
  routing: RoutingService;
  requireSession: RequestHandler;
}): Router {
  const router = Router();
  router.get(ROUTING_PATHS.route, deps.requireSession, async (req, res) => {
    const { points } = validate(routeQuerySchema, req.query);
    const legs = await deps.routing.legs(points as LatLng[]);
    const body: RouteResponse = {
      legs: legs.map((leg) => ({
        points: leg.points,
        distance_miles: leg.distanceMiles,
        duration_min: leg.durationMin,
        source: leg.source,
      })),
    };
    // Roads do not move; the browser may reuse an answer for a few minutes.
    res.set('Cache-Control', 'private, max-age=300');
    res.json(body);
  });
  return router;
}
