import { AUTH_PATHS, profileUpdateSchema } from '@fleet/contracts';
import { validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { getProfile, updateProfile } from '../domain/profile';
import { authOf } from './auth-middleware';

/** Only the display name may change; a body naming anything else (e-mail included) is refused. */
const strictProfileUpdateSchema = z.strictObject(profileUpdateSchema.shape);

export function profileRoutes(deps: { db: Database; requireSession: RequestHandler }): Router {
  const router = Router();
  router.use(AUTH_PATHS.profile, deps.requireSession);
  router.get(AUTH_PATHS.profile, async (_req, res) => {
    res.json(await getProfile(deps.db, authOf(res)));
  });
  router.patch(AUTH_PATHS.profile, async (req, res) => {
    const update = validate(strictProfileUpdateSchema, req.body);
    res.json(await updateProfile(deps.db, authOf(res), update));
  });
  return router;
}
