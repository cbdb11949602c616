import type { Queryable } from '@fleet/service-kit/db';

export interface SessionRow {
  id: string;
  account_id: string;
  user_id: string;
}

export async function insertSession(
  db: Queryable,
  input: {
    id: string;
    accountId: string;
    userId: string;
    refreshTokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, account_id, user_id, refresh_token_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [input.id, input.accountId, input.userId, input.refreshTokenHash, input.expiresAt],
  );
}

/**
 * Swaps a live session's refresh token for a new one in a single statement, so of two callers
 * presenting the same token only one wins. Undefined when the token is unknown, spent, expired
 * or its session revoked.
 */
export async function rotateRefreshToken(
  db: Queryable,
  oldHash: string,
  newHash: string,
  expiresAt: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>(
    `UPDATE sessions SET refresh_token_hash = $2, expires_at = $3
      WHERE refresh_token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
      RETURNING id::text AS id, account_id::text AS account_id, user_id::text AS user_id`,
    [oldHash, newHash, expiresAt],
  );
  return row;
}

/** Remembers a spent refresh token, so that presenting it again can be recognised as theft. */
export async function recordRotatedToken(
  db: Queryable,
  oldHash: string,
  session: SessionRow,
): Promise<void> {
  await db.query(
    `INSERT INTO rotated_refresh_tokens (token_hash, account_id, session_id) VALUES ($1, $2, $3)
     ON CONFLICT (token_hash) DO NOTHING`,
    [oldHash, session.account_id, session.id],
  );
}

export async function findSessionOfRotatedToken(
  db: Queryable,
  tokenHash: string,
): Promise<{ account_id: string; session_id: string } | undefined> {
  const [row] = await db.query<{ account_id: string; session_id: string }>(
    `SELECT account_id::text AS account_id, session_id::text AS session_id
       FROM rotated_refresh_tokens WHERE token_hash = $1`,
    [tokenHash],
  );
  return row;
}

export async function revokeSession(
  db: Queryable,
  accountId: string,
  sessionId: string,
  reason: string,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $3
      WHERE account_id = $1 AND id = $2 AND revoked_at IS NULL`,
    [accountId, sessionId, reason],
  );
}

export async function revokeUserSessions(
  db: Queryable,
  accountId: string,
  userId: string,
  reason: string,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $3
      WHERE account_id = $1 AND user_id = $2 AND revoked_at IS NULL`,
    [accountId, userId, reason],
  );
}

/** The session exists for this account and user and was neither revoked nor left to expire. */
export async function isSessionLive(
  db: Queryable,
  accountId: string,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM sessions
      WHERE account_id = $1 AND id = $2 AND user_id = $3
        AND revoked_at IS NULL AND expires_at > now()`,
    [accountId, sessionId, userId],
  );
  return rows.length > 0;
}
