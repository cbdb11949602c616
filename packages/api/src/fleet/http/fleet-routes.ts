import {
  type AvailableTruck,
  availableTrucksQuerySchema,
  emptyQuerySchema,
  FLEET_PATHS,
  loadsQuerySchema,
  loadsRequestSchema,
  tripDetailQuerySchema,
} from '@fleet/contracts';
import { HttpError, validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { authOf } from '../../identity/http/auth-middleware';
import { requireFlag } from '../../identity/http/require-flag';
import { listTrailerWatch, listTruckWatch } from '../data/fleet-watch-repository';
import { findTripDetail } from '../data/trip-views-repository';
import { distanceMiles } from '../domain/geo';
import { createTripListCache, summaryOf } from './trip-list-cache';

const tripParamsSchema = z.object({ tripNum: z.string().min(1).max(64) });

/** The monitoring calls of document 1 §7, answered from what the engines last derived. */
export function fleetRoutes(deps: { db: Database; requireSession: RequestHandler }): Router {
  const router = Router();
  const { db } = deps;
  const lists = createTripListCache(db);

  // Summaries of every active trip, or of the delivered ones (trip_status=DELIVERED in the body
  // or the query), optionally only those of the days from_date..to_date, served from a per-sync
  // cache (see trip-list-cache.ts).
  router.post(FLEET_PATHS.loads, deps.requireSession, async (req, res) => {
    const body = validate(loadsRequestSchema, req.body ?? {});
    const query = validate(loadsQuerySchema, req.query);
    const delivered = (body.trip_status ?? query.trip_status) === 'DELIVERED';
    const window = {
      from_date: body.from_date ?? query.from_date,
      to_date: body.to_date ?? query.to_date,
    };
    const list = await lists.get(authOf(res).accountId, delivered, window);
    const gzipped = req.acceptsEncodings('gzip', 'identity') === 'gzip';
    res.type('application/json');
    res.set({ Vary: 'Accept-Encoding', 'Cache-Control': 'private, no-store' });
    if (gzipped) res.set('Content-Encoding', 'gzip');
    res.send(gzipped ? list.gzip : list.json);
  });

  // The home cards' counts, from the same cached active list (a few bytes instead of the list).
  router.get(FLEET_PATHS.summary, deps.requireSession, async (req, res) => {
    validate(emptyQuerySchema, req.query);
    const list = await lists.get(authOf(res).accountId, false);
    res.set('Cache-Control', 'private, no-store');
    res.json(summaryOf(list));
  });

  router.get(`${FLEET_PATHS.loads}/:tripNum`, deps.requireSession, async (req, res) => {
    const { tripNum } = validate(tripParamsSchema, req.params);
    const { completed } = validate(tripDetailQuerySchema, req.query);
    const trip = await findTripDetail(
      db,
      authOf(res).accountId,
      tripNum,
      completed === 'true' ? true : undefined,
    );
    if (!trip) {
      throw new HttpError(404, {
        code: 'fleet/trip-not-found',
        message: `No Data Found for ${tripNum}`,
      });
    }
    res.json(trip);
  });

  router.get(FLEET_PATHS.availableTrucks, deps.requireSession, async (req, res) => {
    const query = validate(availableTrucksQuerySchema, req.query);
    const rows = await listTruckWatch(db, authOf(res).accountId);
    if (query.location !== 'true') {
      res.json({ data: rows.map((r) => r.available) });
      return;
    }
    const center = { lat: query.latitude!, lng: query.longitude! };
    const near: AvailableTruck[] = [];
    for (const row of rows) {
      if (!row.ref) continue;
      const miles = distanceMiles(center, row.ref);
      if (miles <= query.radius!) {
        near.push({ ...row.available, distance_miles: Math.round(miles * 10) / 10 });
      }
    }
    near.sort((a, b) => (a.distance_miles ?? 0) - (b.distance_miles ?? 0));
    res.json({ data: near });
  });

  const mismatchFlag = requireFlag(db, 'TRUCK_TRAILER_MISMATCH');
  router.get(
    FLEET_PATHS.truckTrailerMismatch,
    deps.requireSession,
    mismatchFlag,
    async (req, res) => {
      validate(emptyQuerySchema, req.query);
      const rows = await listTruckWatch(db, authOf(res).accountId);
      res.json({ data: rows.flatMap((r) => (r.mismatch ? [r.mismatch] : [])) });
    },
  );

  const trailerFlag = requireFlag(db, 'TRAILER_AT_CUSTOMER_LOCATION');
  router.get(
    FLEET_PATHS.trailerAtCustomerLocation,
    deps.requireSession,
    trailerFlag,
    async (req, res) => {
      validate(emptyQuerySchema, req.query);
      res.json({ data: await listTrailerWatch(db, authOf(res).accountId) });
    },
  );

  return router;
}
