import { type AuthContext, bearerToken } from '@fleet/service-kit';
import type { RequestHandler, Response } from 'express';
import { authenticate, type SessionDeps } from '../domain/sessions';

/** 401 with the client's next step unless the bearer token verifies and its session is live. */
export function requireSession(deps: Pick<SessionDeps, 'db' | 'tokens'>): RequestHandler {
  return async (req, res, next) => {
    res.locals.auth = await authenticate(deps, bearerToken(req.headers.authorization));
    next();
  };
}

export function authOf(res: Response): AuthContext {
  const auth: AuthContext | undefined = res.locals.auth;
  if (!auth) throw new Error('requireSession must run before this handler');
  return auth;
}
