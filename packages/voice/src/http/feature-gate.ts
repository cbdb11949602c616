import { type FeatureFlag, VOICE_PATHS } from '@fleet/contracts';
import { type AuthContext, bearerToken, type TokenVerifier } from '@fleet/service-kit';
import type { RequestHandler } from 'express';
import { type AccountDirectory, AccountDirectoryUnavailableError } from '../account-directory';
import { voiceError } from './voice-errors';

const CARRIER = ['VOICE_AI'] as const;
const BROKER = ['VOICE_AI_BROKER'] as const;
const EITHER = ['VOICE_AI', 'VOICE_AI_BROKER'] as const;

/**
 * Which flags open which voice calls (document 3 §6): the dispatch agent is the carrier's
 * VOICE_AI, carrier-sales campaigns the broker's VOICE_AI_BROKER; onboarding, call history and
 * topics serve either. `session` (token introspection) needs none. Typed by VOICE_PATHS, so a
 * path added there without its flags does not compile.
 */
const FLAGS: Record<keyof typeof VOICE_PATHS, readonly FeatureFlag[] | null> = {
  session: null,
  topic: EITHER,
  callBroker: CARRIER,
  activeCalls: CARRIER,
  sessionsUpdate: CARRIER,
  parseLoadDetails: CARRIER,
  parseLoadOfferCampaignDetails: BROKER,
  activeCampaigns: BROKER,
  campaigns: BROKER,
  campaign: BROKER,
  campaignCarriers: BROKER,
  campaignCalls: BROKER,
  campaignCarrierUpload: BROKER,
  campaignExecute: BROKER,
  campaignPauseResume: BROKER,
  campaignCancel: BROKER,
  campaignHistory: BROKER,
  calls: EITHER,
  call: EITHER,
  signupFlowStatus: EITHER,
  registerCallerId: EITHER,
  updateCarrierInfo: EITHER,
};

/** Each path pattern as a matcher (`:name` is one segment). */
const MATCHERS = (Object.keys(FLAGS) as (keyof typeof VOICE_PATHS)[]).map((name) => ({
  pattern: new RegExp(`^${VOICE_PATHS[name].replace(/:[a-z]+/gi, '[^/]+')}/?$`, 'i'),
  flags: FLAGS[name],
}));

/** The flags of a voice path; null for one that needs none or is unknown (left to the 404). */
export function flagsFor(path: string): readonly FeatureFlag[] | null {
  return MATCHERS.find((m) => m.pattern.test(path))?.flags ?? null;
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
    // Mounted under VOICE_PREFIX: baseUrl + path is the whole path.
    const flags = flagsFor(req.baseUrl + req.path);
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
