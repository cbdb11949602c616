import {
  AUTH_PATHS,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  REFRESH_COOKIE,
  refreshRequestSchema,
  type SessionTokens,
  signInRequestSchema,
  signOutRequestSchema,
} from '@fleet/contracts';
import { HttpError, validate } from '@fleet/service-kit';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { BackgroundTasks } from '../../background-tasks';
import { authError } from '../domain/auth-errors';
import { isValidEmail } from '../domain/emails';
import {
  confirmPasswordReset,
  type PasswordResetDeps,
  RESET_REQUESTED_MESSAGE,
  sendPasswordResetLink,
} from '../domain/password-reset';
import {
  describeSession,
  REFRESH_TOKEN_TTL_MS,
  refreshSession,
  type SessionDeps,
  signIn,
  signOut,
} from '../domain/sessions';
import { authOf } from './auth-middleware';

export function authRoutes(deps: {
  sessions: SessionDeps;
  resets: PasswordResetDeps;
  background: BackgroundTasks;
  requireSession: RequestHandler;
}): Router {
  const router = Router();

  router.post(AUTH_PATHS.signIn, async (req, res) => {
    rejectMalformedCredentials(req.body);
    const { refresh_transport, ...credentials } = validate(signInRequestSchema, req.body);
    const tokens = await signIn(deps.sessions, { ...credentials, ip: req.ip ?? 'unknown' });
    sendTokens(req, res, tokens, refresh_transport ?? 'body');
  });

  router.post(AUTH_PATHS.refresh, async (req, res) => {
    const body = validate(refreshRequestSchema, req.body ?? {});
    const fromCookie = body.refresh_token === undefined;
    const refreshToken = body.refresh_token ?? readCookie(req, REFRESH_COOKIE.name);
    if (!refreshToken) {
      const message = 'A refresh token is required (in the body or the session cookie).';
      throw new HttpError(400, {
        code: 'validation/invalid',
        message: `The request is not valid: refresh_token: ${message}`,
        errors: [{ propertyName: 'refresh_token', message }],
      });
    }
    const tokens = await refreshSession(deps.sessions, refreshToken);
    sendTokens(req, res, tokens, fromCookie ? 'cookie' : 'body');
  });

  // The cookie is cleared whatever happens next: a sign-out always ends the browser's session.
  const clearRefreshCookie: RequestHandler = (req, res, next) => {
    res.clearCookie(REFRESH_COOKIE.name, cookieOptions(req));
    next();
  };

  router.post(AUTH_PATHS.signOut, clearRefreshCookie, deps.requireSession, async (req, res) => {
    validate(signOutRequestSchema, req.body ?? {});
    await signOut(deps.sessions, authOf(res));
    res.status(204).end();
  });

  router.get(AUTH_PATHS.session, deps.requireSession, async (_req, res) => {
    res.json(await describeSession(deps.sessions, authOf(res)));
  });

  router.post(AUTH_PATHS.passwordResetRequest, (req, res) => {
    const body = validate(passwordResetRequestSchema, req.body);
    if (!isValidEmail(body.email)) throw authError('invalidEmail');
    deps.background.run('password-reset-mail', () =>
      sendPasswordResetLink(deps.resets, body.email),
    );
    res.json({ message: RESET_REQUESTED_MESSAGE });
  });

  router.post(AUTH_PATHS.passwordResetConfirm, async (req, res) => {
    const password: unknown = req.body?.password;
    if (typeof password === 'string' && password.length < 8) throw authError('weakPassword');
    const body = validate(passwordResetConfirmSchema, req.body);
    await confirmPasswordReset(deps.resets, body);
    res.json({ message: 'Password updated successfully' });
  });

  return router;
}

function cookieOptions(req: Request) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: req.secure,
    path: REFRESH_COOKIE.path,
  };
}

/** The pair, with the refresh token in the body or in the HttpOnly cookie (then not in the body). */
function sendTokens(
  req: Request,
  res: Response,
  tokens: SessionTokens,
  transport: 'body' | 'cookie',
): void {
  if (transport === 'body') {
    res.json(tokens);
    return;
  }
  const { refresh_token, ...rest } = tokens;
  if (refresh_token) {
    res.cookie(REFRESH_COOKIE.name, refresh_token, {
      ...cookieOptions(req),
      maxAge: REFRESH_TOKEN_TTL_MS,
    });
  }
  res.json(rest);
}

/** One cookie's value from the Cookie header (refresh tokens are base64url: nothing to decode). */
function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/** Document 1 §8's own sign-in errors come before the generic validation answer. */
function rejectMalformedCredentials(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const { email, password } = body as { email?: unknown; password?: unknown };
  if (typeof email === 'string' && !isValidEmail(email.trim())) throw authError('invalidEmail');
  if (typeof password === 'string' && password.length === 0) throw authError('invalidPassword');
}
