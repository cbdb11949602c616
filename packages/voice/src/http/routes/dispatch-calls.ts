import { randomUUID } from 'node:crypto';
import {
  type ActiveCall,
  activeCallsQuerySchema,
  type CallBrokerRequest,
  type CallBrokerResponse,
  callBrokerRequestSchema,
  sessionUpdateRequestSchema,
  topicIdSchema,
  VOICE_PATHS,
} from '@fleet/contracts';
import { type AuthContext, requireAuth, type TokenVerifier } from '@fleet/service-kit';
import { Router } from 'express';
import type { DispatchCallsRepo } from '../../data/dispatch-calls-repo';
import type { VoiceAccountsRepo } from '../../data/voice-accounts-repo';
import {
  CallEndedError,
  type CallManager,
  CallNotFoundError,
  NoPendingApprovalError,
  ServiceStoppingError,
} from '../../domain/calls/call-manager';
import { normalizeBrokerPhone, PhoneInputError } from '../../domain/calls/phone';
import { marketRateText, toActiveCall } from '../../domain/calls/views';
import { badRequest, conflict, notFound, parseInput, voiceError } from '../voice-errors';

export interface DispatchRouteDeps {
  verifier: TokenVerifier;
  manager: CallManager;
  calls: DispatchCallsRepo;
  accounts: VoiceAccountsRepo;
  /** Caller id for accounts without a verified one. */
  defaultCallerId: string;
  maxActiveCalls: number;
}

export const SIGNUP_INCOMPLETE = 'Voice AI signup is not complete.';
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
    const toNumber = brokerNumber(body);
    checkRateRange(body);

    const account = await deps.accounts.get(accountId);
    if (!account?.approvedAt) throw voiceError(403, 'voice/signup-incomplete', SIGNUP_INCOMPLETE);
    if ((await deps.calls.countRunning(accountId)) >= deps.maxActiveCalls) {
      throw voiceError(
        429,
        'voice/too-many-calls',
        `At most ${deps.maxActiveCalls} calls can run at once. Please wait for one to end.`,
      );
    }

    const loadDetails = { ...body.init_data?.load_details, ...body.load_details };
    const hasLoadDetails = Object.keys(loadDetails).length > 0;
    const info = account.carrierInfo;
    try {
      const call = await deps.manager.start({
        accountId,
        id: randomUUID(),
        userId,
        toNumber,
        extension: body.extension || parsedExtension(body.init_data?.callDetails?.brokerExtension),
        fromNumber: account.callerId ?? deps.defaultCallerId,
        carrierId: info?.mc_number || accountId,
        initiator: body.initiator,
        detailsOnly: body.details_only,
        // Document 3 §5: approval only for full bookings; a details-only call sends 0 to 0.
        approvalRequired: !body.details_only && body.dispatcher_approval_required,
        rateRange: body.details_only ? { min: 0, max: 0 } : body.rate_range,
        requestLoadDetails: hasLoadDetails ? loadDetails : null,
        loadDetailsText: body.load_details_text,
        truckLocation: body.truck_location,
        truckAvailability: body.truck_availability,
        equipmentType: body.equipment_type,
        marketRate: marketRateText(loadDetails.marketRateRange),
        carrier: info
          ? {
              companyName: info.company_name,
              mcNumber: info.mc_number,
              representativeName: info.representative_name,
            }
          : null,
      });
      const response: CallBrokerResponse = { uid: call.id, created_at: call.createdAt };
      res.json(response);
    } catch (error) {
      if (error instanceof ServiceStoppingError) {
        throw voiceError(503, 'voice/stopping', error.message);
      }
      throw error;
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

/** An extension found by the parser is used only when it is plain digits (keyed as DTMF). */
function parsedExtension(value: string | null | undefined): string {
  const digits = (value ?? '').trim();
  return /^\d{1,8}$/.test(digits) ? digits : '';
}

function brokerNumber(body: CallBrokerRequest): string {
  try {
    return normalizeBrokerPhone(body.phone_number);
  } catch (error) {
    if (error instanceof PhoneInputError) throw badRequest(`phone_number: ${error.message}`);
    throw error;
  }
}

/** Document 3 §5: a full booking needs a desired range, both ends above 0, from below to. */
function checkRateRange(body: CallBrokerRequest): void {
  if (body.details_only) return;
  const { min, max } = body.rate_range;
  if (min <= 0 || max <= 0) throw badRequest('rate_range: Please enter a desired rate range');
  if (min > max) throw badRequest('rate_range: min must not be above max');
}
