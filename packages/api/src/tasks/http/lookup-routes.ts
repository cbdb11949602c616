import { LOOKUP_PATHS, type LookupKind, lookupQuerySchema } from '@fleet/contracts';
import { validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import { authOf } from '../../identity/http/auth-middleware';
import { lookup } from '../domain/lookups';

/** Document 2 §7 Lookups: GET ?search=&limit= (limit -1: no limit), answered as { Data }. */
export function lookupRoutes(deps: { db: Database; requireSession: RequestHandler }): Router {
  const router = Router();
  for (const [kind, path] of Object.entries(LOOKUP_PATHS) as [LookupKind, string][]) {
    router.get(path, deps.requireSession, async (req, res) => {
      const query = validate(lookupQuerySchema, req.query);
      res.json({ Data: await lookup(deps.db, authOf(res).accountId, kind, query) });
    });
  }
  return router;
}
