import {
  AUTH_PATHS,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  signInRequestSchema,
  signOutRequestSchema,
} from '@fleet/contracts';
import { validate } from '@fleet/service-kit';
import { type RequestHandler, Router } from 'express';
import type { BackgroundTasks } from '../../background-tasks';
import { authError } from '../../domain/auth-errors';
import { isValidEmail } from '../../domain/emails';
import {
  confirmPasswordReset,
  type PasswordResetDeps,
  RESET_REQUESTED_MESSAGE,
  sendPasswordResetLink,
} from '../../domain/password-reset';
import {
  describeSession,
  refreshSession,
  type SessionDeps,
  signIn,
  signOut,
} from '../../domain/sessions';
import { authOf } from '../auth-middleware';

export function authRoutes(deps: {
  sessions: SessionDeps;
  resets: PasswordResetDeps;
  background: BackgroundTasks;
  requireSession: RequestHandler;
}): Router {
  const router = Router();

  router.post(AUTH_PATHS.signIn, async (req, res) => {
    rejectMalformedCredentials(req.body);
    const body = validate(signInRequestSchema, req.body);
    res.json(await signIn(deps.sessions, { ...body, ip: req.ip ?? 'unknown' }));
  });

  router.post(AUTH_PATHS.refresh, async (req, res) => {
    const body = validate(refreshRequestSchema, req.body);
    res.json(await refreshSession(deps.sessions, body.refresh_token));
  });

  router.post(AUTH_PATHS.signOut, deps.requireSession, async (req, res) => {
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

/** Document 1 §8's own sign-in errors come before the generic validation answer. */
function rejectMalformedCredentials(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const { email, password } = body as { email?: unknown; password?: unknown };
  if (typeof email === 'string' && !isValidEmail(email.trim())) throw authError('invalidEmail');
  if (typeof password === 'string' && password.length === 0) throw authError('invalidPassword');
}
