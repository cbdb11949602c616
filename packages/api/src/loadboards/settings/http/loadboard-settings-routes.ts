import { LOADBOARD_PATHS, loadboardSettingRequestSchema } from '@fleet/contracts';
import { HttpError, validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import { authOf } from '../../../identity/http/auth-middleware';
import {
  createSetting,
  deleteSetting,
  listSettings,
  loadboardCipher,
  loadboardSettingUpdateSchema,
  providerOf,
  updateSetting,
} from '../domain/loadboard-settings';

/**
 * Settings → Load Board tab (document 2 §7): list, create (409 when saved), update (404 when
 * not), delete. Secrets go in, only `…_set` flags come out. Scoped to the caller's account.
 */
export function loadboardSettingsRoutes(deps: {
  db: Database;
  requireSession: RequestHandler;
  /** FLEET_CREDENTIALS_KEY; unset: saving answers 503 naming it. */
  credentialsKey?: Buffer;
}): Router {
  const router = Router();
  const cipher = loadboardCipher(deps.credentialsKey);
  router.get(LOADBOARD_PATHS.settings, deps.requireSession, async (_req, res) => {
    res.json(await listSettings(deps.db, authOf(res).accountId));
  });
  router.post(LOADBOARD_PATHS.settings, deps.requireSession, async (req, res) => {
    const body = validate(loadboardSettingRequestSchema, req.body ?? {});
    res.status(201).json(await createSetting(deps.db, cipher, authOf(res).accountId, body));
  });
  router.put(LOADBOARD_PATHS.setting, deps.requireSession, async (req, res) => {
    const provider = providerOf(String(req.params.provider));
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const body = validate(loadboardSettingUpdateSchema, {
      ...raw,
      provider: raw.provider ?? provider,
    });
    if (body.provider !== provider) {
      const message = `the body says ${body.provider}, the path ${provider}`;
      throw new HttpError(400, {
        code: 'validation/invalid',
        message: `The request is not valid: provider: ${message}`,
        errors: [{ propertyName: 'provider', message }],
      });
    }
    res.json(await updateSetting(deps.db, cipher, authOf(res).accountId, body));
  });
  router.delete(LOADBOARD_PATHS.setting, deps.requireSession, async (req, res) => {
    await deleteSetting(deps.db, authOf(res).accountId, providerOf(String(req.params.provider)));
    res.status(204).end();
  });
  return router;
}
