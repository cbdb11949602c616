import { VOICE_PATHS } from '@fleet/contracts';
import { type AuthContext, requireAuth, type TokenVerifier } from '@fleet/service-kit';
import { Router } from 'express';
import { notFound } from '../../http/voice-errors';
import type { DispatchCallsRepo } from '../data/dispatch-calls-repo';
import { callIdSchema } from './dispatch-calls';

/**
 * `GET /voice/topics/{kind}/{id}`: the gateway asks, with the caller's token, whether a live
 * topic belongs to the caller's account: 200 {account_id} when it does, 404 otherwise (unknown,
 * another account's, or a kind with no topics yet: load-offer campaigns come later).
 */
export function topicRoutes(deps: { verifier: TokenVerifier; calls: DispatchCallsRepo }): Router {
  const router = Router();
  router.get(VOICE_PATHS.topic, requireAuth(deps.verifier), async (req, res) => {
    const { accountId } = res.locals.auth as AuthContext;
    const id = callIdSchema.safeParse(req.params.id);
    const owned =
      req.params.kind === 'watch' && id.success && (await deps.calls.exists(accountId, id.data));
    if (!owned) throw notFound('Not found');
    res.set('cache-control', 'no-store').json({ account_id: accountId });
  });
  return router;
}
