import { VOICE_PATHS } from '@fleet/contracts';
import { type AuthContext, requireAuth, type TokenVerifier } from '@fleet/service-kit';
import { Router } from 'express';
import type { CampaignsRepo } from '../../campaigns/data/campaigns-repo';
import { notFound } from '../../http/voice-errors';
import type { DispatchCallsRepo } from '../data/dispatch-calls-repo';
import { callIdSchema } from './dispatch-calls';

/**
 * `GET /voice/topics/{kind}/{id}`: the gateway asks, with the caller's token, whether a live
 * topic belongs to the caller's account: 200 {account_id} when it does, 404 otherwise (unknown,
 * another account's): a call (dispatch or campaign) for `watch`, a campaign for
 * `load-offer-campaign-watcher`.
 */
export function topicRoutes(deps: {
  verifier: TokenVerifier;
  calls: DispatchCallsRepo;
  campaigns: CampaignsRepo;
}): Router {
  const router = Router();
  /** A watch topic is a dispatch call or a campaign call; a campaign watcher, a campaign. */
  const owns = async (accountId: string, kind: string, id: string) => {
    if (kind === 'watch') {
      return (
        (await deps.calls.exists(accountId, id)) ||
        (await deps.campaigns.call(accountId, id)) !== undefined
      );
    }
    if (kind === 'load-offer-campaign-watcher') {
      return (await deps.campaigns.get(accountId, id)) !== undefined;
    }
    return false;
  };
  router.get(VOICE_PATHS.topic, requireAuth(deps.verifier), async (req, res) => {
    const { accountId } = res.locals.auth as AuthContext;
    const id = callIdSchema.safeParse(req.params.id);
    const owned = id.success && (await owns(accountId, String(req.params.kind), id.data));
    if (!owned) throw notFound('Not found');
    res.set('cache-control', 'no-store').json({ account_id: accountId });
  });
  return router;
}
