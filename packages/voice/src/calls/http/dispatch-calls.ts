import {
  type ActiveCall,
  activeCallsQuerySchema,
  type CallBrokerResponse,
  callBrokerRequestSchema,
  sessionUpdateRequestSchema,
  topicIdSchema,
  VOICE_PATHS,
} from '@fleet/contracts';
import { type AuthContext, requireAuth, type TokenVerifier } from '@fleet/service-kit';
import { Router } from 'express';
import { badRequest, conflict, notFound, parseInput, voiceError } from '../../http/voice-errors';
import {
  type CallBrokerDeps,
  CallRequestInvalidError,
  callBroker,
  SignupIncompleteError,
  TooManyCallsError,
} from '../domain/call-broker';
import {
  CallEndedError,
  CallNotFoundError,
  CallRunsElsewhereError,
  NoPendingApprovalError,
  ServiceStoppingError,
} from '../domain/call-manager';
import { toActiveCall } from '../domain/views';
import { forwardRequest } from './replica-forward';

export interface DispatchRouteDeps extends CallBrokerDeps {
  verifier: TokenVerifier;
}

export const CALL_NOT_FOUND = 'Call not found';

/** Call ids are ours (UUIDs); anything else cannot name a call. The topic id rule of contracts. */
export const callIdSchema = topicIdSchema;

/** Dispatch calls (document 3 §7): call-broker, active_calls, sessions/update. */
export function dispatchCallRoutes(deps: DispatchRouteDeps): Router {
  const router = Router();
  const auth = requireAuth(deps.verifier);

  router.post(VOICE_PATHS.callBroker, auth, async (req, res) => {
    const { accountId, userId } = res.locals.auth as AuthContext;
    const body = parseInput(callBrokerRequestSchema, req.body);
    try {
      const response: CallBrokerResponse = await callBroker(deps, { accountId, userId }, body);
      res.json(response);
    } catch (error) {
      throw callBrokerError(error);
    }
  });

  router.get(VOICE_PATHS.activeCalls, auth, async (req, res) => {
    const { accountId } = res.locals.auth as AuthContext;
    const ids =
      req.query.calls === undefined ? [] : parseInput(activeCallsQuerySchema, req.query).calls;
    const valid = [...new Set(ids)].filter((id) => callIdSchema.safeParse(id).success);
    const found = new Map(
      (await deps.calls.getMany(accountId, valid)).map((c) => [c.id, deps.manager.overlay(c)]),
    );
    const data: ActiveCall[] = valid.flatMap((id) => {
      const call = found.get(id);
      return call ? [toActiveCall(call)] : [];
    });
    res.set('cache-control', 'no-store').json({ data });
  });

  router.post(VOICE_PATHS.sessionsUpdate, auth, async (req, res) => {
    const { accountId } = res.locals.auth as AuthContext;
    const uid = callIdSchema.safeParse(req.query.uid);
    if (!uid.success) {
      if (req.query.uid === undefined) throw badRequest('uid: the call id is required');
      throw notFound(CALL_NOT_FOUND);
    }
    const update = parseInput(sessionUpdateRequestSchema, req.body);
    try {
      await deps.manager.control(accountId, uid.data, update);
    } catch (error) {
      if (error instanceof CallRunsElsewhereError) {
        await forwardRequest(error.url, req, res);
        return;
      }
      if (error instanceof CallNotFoundError) throw notFound(CALL_NOT_FOUND);
      if (error instanceof CallEndedError || error instanceof NoPendingApprovalError) {
        throw conflict(error.message);
      }
      throw error;
    }
    res.json({ status: 'success', uid: uid.data, update_type: update.update_type });
  });

  return router;
}

/** The use case's refusals as document 3's answers. */
function callBrokerError(error: unknown): unknown {
  if (error instanceof CallRequestInvalidError) return badRequest(error.message);
  if (error instanceof SignupIncompleteError) {
    return voiceError(403, 'voice/signup-incomplete', error.message);
  }
  if (error instanceof TooManyCallsError)
    return voiceError(429, 'voice/too-many-calls', error.message);
  if (error instanceof ServiceStoppingError)
    return voiceError(503, 'voice/stopping', error.message);
  return error;
}
