import {
  type CarrierOnboardingInfo,
  carrierOnboardingInfoSchema,
  registerCallerIdRequestSchema,
  type SignupFlowStatus,
  type UseCase,
  VOICE_PATHS,
} from '@fleet/contracts';
import { type AuthContext, bearerToken, requireAuth, type TokenVerifier } from '@fleet/service-kit';
import { type Request, type Response, Router } from 'express';
import { type AccountDirectory, AccountDirectoryUnavailableError } from '../../account-directory';
import { PhoneInputError } from '../../calls/domain/phone';
import { badRequest, parseInput, voiceError } from '../../http/voice-errors';
import type { VoiceAccountsRepo } from '../data/voice-accounts-repo';
import { type Onboarding, VerificationInProgressError } from '../domain/onboarding';
import { SlidingWindowLimit } from './sliding-window-limit';

export interface OnboardingRouteDeps {
  verifier: TokenVerifier;
  onboarding: Onboarding;
  accounts: VoiceAccountsRepo;
  directory: AccountDirectory;
}

/** Verification calls one account may place per hour. */
export const VERIFICATION_CALLS_PER_HOUR = 5;

/** Voice onboarding (document 3 §7): signup_flow_status, register_caller_id, update_carrier_info. */
export function onboardingRoutes(deps: OnboardingRouteDeps): Router {
  const router = Router();
  router.use(
    ['/signup_flow_status', '/register_caller_id', '/update_carrier_info'],
    (_q, res, n) => {
      res.set('cache-control', 'no-store');
      n();
    },
  );
  const auth = requireAuth(deps.verifier);

  /** The caller's use case: from the API (cached), else the one recorded earlier. */
  const useCaseOf = async (req: Request, res: Response): Promise<UseCase> => {
    const { accountId } = res.locals.auth as AuthContext;
    try {
      return await deps.directory.useCaseOf(accountId, bearerToken(req.headers.authorization)!);
    } catch (error) {
      if (!(error instanceof AccountDirectoryUnavailableError)) throw error;
      const known = (await deps.accounts.get(accountId))?.useCase;
      if (known) return known;
      throw voiceError(
        503,
        'voice/account-unavailable',
        'The account service is unavailable. Please try again.',
      );
    }
  };

  router.get(VOICE_PATHS.signupFlowStatus, auth, async (req, res) => {
    const { accountId } = res.locals.auth as AuthContext;
    const account = await deps.onboarding.account(accountId, await useCaseOf(req, res));
    const body: SignupFlowStatus = deps.onboarding.status(account);
    res.json(body);
  });

  const verificationCalls = new SlidingWindowLimit(VERIFICATION_CALLS_PER_HOUR, 60 * 60 * 1000);

  router.post(VOICE_PATHS.registerCallerId, auth, async (req, res) => {
    const { accountId } = res.locals.auth as AuthContext;
    const raw = (req.body ?? {}) as { phone_number?: unknown };
    if (typeof raw.phone_number !== 'string' || raw.phone_number.trim() === '') {
      throw badRequest('Phone number is required');
    }
    const input = parseInput(registerCallerIdRequestSchema, req.body);
    // Each registration rings a phone: an account may not use us to ring numbers at will.
    if (!verificationCalls.tryTake(accountId)) {
      throw voiceError(
        429,
        'voice/too-many-verification-calls',
        'Too many verification calls. Please try again in an hour.',
      );
    }
    const useCase = await useCaseOf(req, res);
    try {
      res.json(await deps.onboarding.registerCallerId(accountId, useCase, input));
    } catch (error) {
      // Only a call placed counts against the limit.
      verificationCalls.refund(accountId);
      if (error instanceof PhoneInputError) throw badRequest(error.message);
      if (error instanceof VerificationInProgressError) {
        throw voiceError(409, 'voice/verification-in-progress', error.message);
      }
      throw error;
    }
  });

  router.post(VOICE_PATHS.updateCarrierInfo, auth, async (req, res) => {
    const { accountId } = res.locals.auth as AuthContext;
    const info: CarrierOnboardingInfo = parseInput(carrierOnboardingInfoSchema, req.body);
    const useCase = await useCaseOf(req, res);
    try {
      const saved = await deps.onboarding.updateCarrierInfo(accountId, useCase, info);
      res.json({ status: 'success', data: saved });
    } catch (error) {
      if (error instanceof PhoneInputError) throw badRequest(`phone: ${error.message}`);
      throw error;
    }
  });

  return router;
}
