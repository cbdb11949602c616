import {
  type CallDetail,
  type CallHistoryResponse,
  callHistoryRequestSchema,
  VOICE_PATHS,
} from '@fleet/contracts';
import { type AuthContext, requireAuth, type TokenVerifier } from '@fleet/service-kit';
import { Router } from 'express';
import { notFound, parseInput } from '../../http/voice-errors';
import type { DispatchCallsRepo } from '../data/dispatch-calls-repo';
import type { CallManager } from '../domain/call-manager';
import { toCallDetail, toCallRecord } from '../domain/views';
import { CALL_NOT_FOUND, callIdSchema } from './dispatch-calls';

export interface CallHistoryRouteDeps {
  verifier: TokenVerifier;
  calls: DispatchCallsRepo;
  manager: CallManager;
}

/** Call history (document 3 §7): POST /calls (a page), GET /calls/{id} (one call in full). */
export function callHistoryRoutes(deps: CallHistoryRouteDeps): Router {
  const router = Router();
  const auth = requireAuth(deps.verifier);

  router.post(VOICE_PATHS.calls, auth, async (req, res) => {
    const { accountId } = res.locals.auth as AuthContext;
    const query = parseInput(callHistoryRequestSchema, req.body ?? {});
    const page = await deps.calls.list(accountId, query);
    const body: CallHistoryResponse = {
      total: page.total,
      data: page.calls.map((call) => toCallRecord(deps.manager.overlay(call))),
    };
    res.set('cache-control', 'no-store').json(body);
  });

  router.get(VOICE_PATHS.call, auth, async (req, res) => {
    const { accountId } = res.locals.auth as AuthContext;
    const id = callIdSchema.safeParse(req.params.id);
    const call = id.success ? await deps.calls.get(accountId, id.data) : undefined;
    if (!call) throw notFound(CALL_NOT_FOUND);
    const body: CallDetail = toCallDetail(deps.manager.overlay(call));
    res.set('cache-control', 'no-store').json(body);
  });

  return router;
}
