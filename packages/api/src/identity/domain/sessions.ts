import { createHmac, randomUUID } from 'node:crypto';
import type { SessionInfo, SessionTokens } from '@fleet/contracts';
import type { AuthContext } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import {
  findSessionForRotation,
  findSpentToken,
  insertSession,
  isSessionLive,
  recordRotatedToken,
  revokeSession,
  rotateRefreshToken,
} from '../data/sessions-repository';
import { findCredentialsByEmail, findUser } from '../data/users-repository';
import { authError } from './auth-errors';
import { normalizeEmail } from './emails';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { SignInLimiter } from './rate-limits';
import { hashToken, newOpaqueToken } from './secrets';
import type { TokenService } from './token-service';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionDeps {
  db: Database;
  tokens: TokenService;
  limiter: SignInLimiter;
}

export async function signIn(
  deps: SessionDeps,
  input: { email: string; password: string; ip: string },
): Promise<SessionTokens> {
  const email = normalizeEmail(input.email);
  await deps.limiter.assertAllowed(email, input.ip);
  const credentials = await findCredentialsByEmail(deps.db, email);
  const ok = credentials
    ? await verifyPassword(credentials.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!credentials || !ok) {
    await deps.limiter.recordFailure(email, input.ip);
    throw authError('invalidCredential');
  }
  await deps.limiter.recordSuccess(email, input.ip);

  const refreshToken = newOpaqueToken();
  const sessionId = randomUUID();
  await insertSession(deps.db, {
    id: sessionId,
    accountId: credentials.account_id,
    userId: credentials.id,
    refreshTokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return tokensFor(
    deps,
    { accountId: credentials.account_id, userId: credentials.id, sessionId },
    refreshToken,
  );
}

/**
 * How long a spent refresh token still answers with its successor. Tabs of one browser that refresh
 * at the same moment present the same token; within this window that is the honest race and each
 * gets the same new pair. After it, a spent token means it was copied: the session is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 15_000;

/**
 * Exchanges a refresh token for a new pair. Each refresh token is spent once; its successor is
 * derived from it with the session's rotation key, so a reuse within the grace window can be
 * answered with the same successor (without storing any token in the clear).
 */
export async function refreshSession(
  deps: SessionDeps,
  refreshToken: string,
): Promise<SessionTokens> {
  const oldHash = hashToken(refreshToken);
  const outcome = await deps.db.transaction(async (tx) => {
    const session = await findSessionForRotation(tx, oldHash);
    if (session) {
      const rotationKey = session.rotation_key ?? newOpaqueToken();
      const next = successorToken(rotationKey, refreshToken);
      const rotated = await rotateRefreshToken(tx, {
        sessionId: session.id,
        oldHash,
        newHash: hashToken(next),
        rotationKey,
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      });
      if (!rotated) return undefined;
      await recordRotatedToken(tx, oldHash, session);
      return { session, next };
    }
    const spent = await findSpentToken(tx, oldHash);
    if (!spent) return undefined;
    if (spent.spent_ms <= REFRESH_REUSE_GRACE_MS) {
      // The honest race: answer the successor if it is still the session's current token.
      if (spent.current_hash === null || spent.rotation_key === null) return undefined;
      const next = successorToken(spent.rotation_key, refreshToken);
      if (hashToken(next) !== spent.current_hash) return undefined;
      return {
        session: { id: spent.session_id, account_id: spent.account_id, user_id: spent.user_id },
        next,
      };
    }
    await revokeSession(tx, spent.account_id, spent.session_id, 'refresh-token-reuse');
    return undefined;
  });
  if (!outcome) throw authError('invalidRefreshToken');
  const { session, next } = outcome;
  return tokensFor(
    deps,
    { accountId: session.account_id, userId: session.user_id, sessionId: session.id },
    next,
  );
}

/** The refresh token that follows `token` in a session: an HMAC of it under the session's key. */
function successorToken(rotationKey: string, token: string): string {
  return createHmac('sha256', rotationKey).update(token).digest('base64url');
}

export async function signOut(deps: Pick<SessionDeps, 'db'>, auth: AuthContext): Promise<void> {
  await revokeSession(deps.db, auth.accountId, auth.sessionId, 'sign-out');
}

/** A valid signature is not enough: the session must also still be live (not signed out). */
export async function authenticate(
  deps: Pick<SessionDeps, 'db' | 'tokens'>,
  token: string | undefined,
): Promise<AuthContext> {
  if (!token) throw authError('missingToken');
  const claims = await deps.tokens.verify(token);
  if (!(await isSessionLive(deps.db, claims.acc, claims.sid, claims.sub))) {
    throw authError('invalidToken');
  }
  return {
    userId: claims.sub,
    accountId: claims.acc,
    sessionId: claims.sid,
    email: claims.email,
    expiresAt: claims.exp * 1000,
  };
}

export async function describeSession(
  deps: Pick<SessionDeps, 'db'>,
  auth: AuthContext,
): Promise<SessionInfo> {
  const user = await findUser(deps.db, auth.accountId, auth.userId);
  if (!user) throw authError('invalidToken');
  return { session_id: auth.sessionId, user };
}

async function tokensFor(
  deps: SessionDeps,
  ids: { accountId: string; userId: string; sessionId: string },
  refreshToken: string,
): Promise<SessionTokens> {
  const user = await findUser(deps.db, ids.accountId, ids.userId);
  if (!user) throw authError('invalidCredential');
  const access = await deps.tokens.issue({ ...ids, email: user.email });
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    user,
  };
}
