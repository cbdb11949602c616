import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import {
  consumePasswordReset,
  insertPasswordReset,
  invalidateUserResets,
} from '../data/password-resets-repository';
import { revokeUserSessions } from '../data/sessions-repository';
import { findCredentialsByEmail, updatePasswordHash } from '../data/users-repository';
import { authError } from './auth-errors';
import { normalizeEmail } from './emails';
import { hashPassword } from './passwords';
import type { ResetMailLimiter } from './rate-limits';
import { hashToken, newOpaqueToken } from './secrets';
import type { Mailer } from './types';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_REQUESTED_MESSAGE = 'Password reset email sent successfully';

export interface PasswordResetDeps {
  db: Database;
  mailer: Mailer;
  limiter: ResetMailLimiter;
  publicUrl: string;
  logger: Logger;
}

/**
 * Stores a single-use link and mails it, when the address belongs to a user. The caller answers
 * the same way either way and does not wait for this, so neither the answer nor its timing says
 * whether the address is known.
 */
export async function sendPasswordResetLink(deps: PasswordResetDeps, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const user = await findCredentialsByEmail(deps.db, email);
  if (!user) return;
  if (!(await deps.limiter.tryTake(email))) {
    deps.logger.warn({ userId: user.id }, 'password reset mail limit reached; not sent');
    return;
  }
  const token = newOpaqueToken();
  await insertPasswordReset(deps.db, {
    tokenHash: hashToken(token),
    accountId: user.account_id,
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  const link = new URL('/reset-password', deps.publicUrl);
  link.searchParams.set('token', token);
  await deps.mailer.send(resetMail(email, link.toString()));
}

export async function confirmPasswordReset(
  deps: Pick<PasswordResetDeps, 'db'>,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(input.token));
    if (!reset) return false;
    await updatePasswordHash(tx, reset.account_id, reset.user_id, passwordHash);
    await invalidateUserResets(tx, reset.account_id, reset.user_id);
    await revokeUserSessions(tx, reset.account_id, reset.user_id, 'password-reset');
    return true;
  });
  if (!done) throw authError('invalidResetLink');
}

function resetMail(to: string, link: string) {
  return {
    to,
    link,
    subject: 'Reset your Fleet Monitor password',
    text: [
      'Someone asked to reset the password of your Fleet Monitor account.',
      '',
      'Choose a new password here (the link works once, for one hour):',
      link,
      '',
      'If it was not you, ignore this message; your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone asked to reset the password of your Fleet Monitor account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for one hour).</p>
<p>If it was not you, ignore this message; your password stays as it is.</p>`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
