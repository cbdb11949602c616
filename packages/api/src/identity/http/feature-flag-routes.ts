import { validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { isFeatureEnabled } from '../domain/feature-flags';
import { authOf } from './auth-middleware';

const paramsSchema = z.object({
  flag: z
    .string()
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'A flag name is letters, digits and _'),
});

export function featureFlagRoutes(deps: { db: Database; requireSession: RequestHandler }): Router {
  const router = Router();
  router.get(
    '/v1/feature-manager/is-feature-enabled/:flag',
    deps.requireSession,
    async (req, res) => {
      const { flag } = validate(paramsSchema, req.params);
      res.json(await isFeatureEnabled(deps.db, authOf(res).accountId, flag));
    },
  );
  return router;
}
