import type { FeatureFlag } from '@fleet/contracts';
import { type AuthContext, bearerToken, type TokenVerifier } from '@fleet/service-kit';
import type { RequestHandler } from 'express';
import { type AccountDirectory, AccountDirectoryUnavailableError } from '../data/account-directory';
import { voiceError } from './voice-errors';

/**
 * Which flags open which voice calls (document 3 §6): the dispatch agent is the carrier's
 * VOICE_AI, carrier-sales campaigns the broker's VOICE_AI_BROKER; onboarding, call history and
 * topics serve either. `/session` (token introspection) needs none, and an unknown path is left
 * to the 404 handler.
 */
export function flagsFor(path: string): readonly FeatureFlag[] | null {
  const [, first] = /^\/([^/]+)/.exec(path) ?? [];
  switch (first) {
    case 'call-broker':
    case 'active_calls':
    case 'sessions':
    case 'parse-load-details':
      return ['VOICE_AI'];
    case 'parse-load-offer-campaign-details':
    case 'load-offer-campaign':
    case 'load-offer-campaigns':
      return ['VOICE_AI_BROKER'];
    case 'signup_flow_status':
    case 'register_caller_id':
    case 'update_carrier_info':
    case 'calls':
    case 'topics':
      return ['VOICE_AI', 'VOICE_AI_BROKER'];
    default:
      return null;
  }
}

/**
 * Authenticates every voice call and refuses it with 403 unless one of its flags is on for the
 * caller's account. The routes' own requireAuth then reuses the verified caller.
 */
export function voiceFeatureGate(deps: {
  verifier: TokenVerifier;
  directory: AccountDirectory;
}): RequestHandler {
  return async (req, res, next) => {
    const flags = flagsFor(req.path);
    if (!flags) {
      next();
      return;
    }
    const token = bearerToken(req.headers.authorization);
    const auth: AuthContext = await deps.verifier.verify(token);
    res.locals.auth = auth;
    let on = false;
    try {
      for (const flag of flags) {
        if (await deps.directory.isFlagOn(auth.accountId, token!, flag)) {
          on = true;
          break;
        }
      }
    } catch (error) {
      if (!(error instanceof AccountDirectoryUnavailableError)) throw error;
      throw voiceError(503, 'voice/unavailable', 'Voice AI is briefly unavailable. Please retry.');
    }
    if (!on) {
      throw voiceError(
        403,
        'feature/disabled',
        `This feature (${flags.join(' or ')}) is not enabled for your account.`,
      );
    }
    next();
  };
}
