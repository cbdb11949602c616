import {
  datSearchRequestSchema,
  LOADBOARD_PATHS,
  placesAutocompleteQuerySchema,
  truckPostRequestSchema,
  truckstopSearchRequestSchema,
} from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import { type ErrorRequestHandler, type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { authOf } from '../../identity/http/auth-middleware';
import { createPlacesAutocomplete, type PlacesAutocomplete } from '../../providers/places';
import { LoadboardRequestError } from '../domain/errors';
import type { LoadboardFor } from '../domain/loadboard-for';
import { LoadboardError } from '../domain/providers';
import { searchLoads } from '../domain/search-loads';
import {
  createTruckPost,
  deleteTruckPost,
  listTruckPosts,
  updateTruckPost,
} from '../domain/truck-posts';

const idParamsSchema = z.object({ id: z.string().trim().min(1).max(128) });

/** Parses or throws a 400 whose `error` names each bad field ('origin.radius_miles: ...'). */
function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) => {
    const field = issue.path.join('.') || '(request)';
    const last = String(issue.path[issue.path.length - 1] ?? '');
    if (!last || !issue.message.startsWith(last)) return `${field}: ${issue.message}`;
    // 'radius_miles must not be negative' under origin: 'origin.radius_miles must not be ...'.
    const parent = issue.path.slice(0, -1).join('.');
    return parent ? `${parent}.${issue.message}` : issue.message;
  });
  throw new LoadboardRequestError(messages.join('; '));
}

/**
 * Load-board searches and truck posts (document 3 §7 "Load boards"): thin, they validate and call
 * loadboards/domain. Every error answers { error } (§7), the message naming the field.
 */
export function loadboardRoutes(deps: {
  loadboardFor: LoadboardFor;
  clock: () => Date;
  requireSession: RequestHandler;
  /** City suggestions (HERE Autosuggest when keyed); default: the offline US places index. */
  placesAutocomplete?: PlacesAutocomplete;
}): Router {
  const router = Router();
  const placesAutocomplete = deps.placesAutocomplete ?? createPlacesAutocomplete();
  const paths = [
    LOADBOARD_PATHS.searchDat,
    LOADBOARD_PATHS.searchTruckstop,
    LOADBOARD_PATHS.truckPosts,
    LOADBOARD_PATHS.truckPost,
    LOADBOARD_PATHS.placesAutocomplete,
  ];

  router.get(LOADBOARD_PATHS.placesAutocomplete, deps.requireSession, async (req, res) => {
    const { q } = parse(placesAutocompleteQuerySchema, { q: req.query.q });
    res.json(await placesAutocomplete(q));
  });

  router.post(LOADBOARD_PATHS.searchDat, deps.requireSession, async (req, res) => {
    const body = parse(datSearchRequestSchema, req.body ?? {});
    res.json(await searchLoads(deps.loadboardFor, authOf(res).accountId, 'DAT', body));
  });

  router.post(LOADBOARD_PATHS.searchTruckstop, deps.requireSession, async (req, res) => {
    const body = parse(truckstopSearchRequestSchema, req.body ?? {});
    res.json(await searchLoads(deps.loadboardFor, authOf(res).accountId, 'TRUCKSTOP', body));
  });

  router.get(LOADBOARD_PATHS.truckPosts, deps.requireSession, async (_req, res) => {
    res.json(await listTruckPosts(deps, authOf(res).accountId));
  });

  router.post(LOADBOARD_PATHS.truckPosts, deps.requireSession, async (req, res) => {
    const body = parse(truckPostRequestSchema, req.body ?? {});
    res.status(201).json(await createTruckPost(deps, authOf(res).accountId, body));
  });

  router.patch(LOADBOARD_PATHS.truckPost, deps.requireSession, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const body = parse(truckPostRequestSchema, req.body ?? {});
    res.json(await updateTruckPost(deps, authOf(res).accountId, id, body));
  });

  router.delete(LOADBOARD_PATHS.truckPost, deps.requireSession, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    await deleteTruckPost(deps, authOf(res).accountId, id);
    res.status(204).end();
  });

  router.use(paths, loadboardErrors);
  return router;
}

/**
 * Errors on the load-board paths as { error } (§7). A board's refusal keeps its message: 404
 * stays 404; another 4xx (the request or the saved credentials are wrong) answers 400, never 401,
 * which would read as this session having ended; an unreachable or failing board answers 502.
 */
const loadboardErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof LoadboardRequestError) {
    res.status(error.status).json({ error: error.message });
    return;
  }
  if (error instanceof LoadboardError) {
    const status = error.status === 404 ? 404 : error.byCaller ? 400 : 502;
    res.status(status).json({ error: error.message });
    return;
  }
  if (error instanceof HttpError) {
    // Sign-in errors keep the app's fields (code, the client's next step) and gain `error`.
    res
      .set(error.headers)
      .status(error.status)
      .json({ ...error.body, error: error.body.message });
    return;
  }
  next(error);
};
