import type { FeatureFlag } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import type { Queryable } from '@fleet/service-kit/db';
import type { RequestHandler } from 'express';
import { isFeatureEnabled } from '../domain/feature-flags';
import { authOf } from './auth-middleware';

/** The refusal for a call behind a flag that is off for the caller's account. */
export function featureOffError(flag: FeatureFlag): HttpError {
  return new HttpError(403, {
    code: 'feature/disabled',
    message: `This feature (${flag}) is not enabled for your account.`,
  });
}

/**
 * Runs after requireSession: 403 unless the flag is on for the caller's account. The screens hide
 * what a flag turns off; this is what makes the data itself unreachable by URL.
 */
export function requireFlag(db: Queryable, flag: FeatureFlag): RequestHandler {
  return async (_req, res, next) => {
    const { enabled } = await isFeatureEnabled(db, authOf(res).accountId, flag);
    if (!enabled) throw featureOffError(flag);
    next();
  };
}
