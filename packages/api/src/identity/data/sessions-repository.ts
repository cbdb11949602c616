import type { Queryable } from '@fleet/service-kit/db';
import type { SessionRow, SpentTokenRow } from '../domain/types';

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

/** A live session found by its current refresh token, locked for the rotation that follows. */
export async function findSessionForRotation(
  db: Queryable,
  tokenHash: string,
): Promise<(SessionRow & { rotation_key: string | null }) | undefined> {
  const [row] = await db.query<SessionRow & { rotation_key: string | null }>(
    `SELECT id::text AS id, account_id::text AS account_id, user_id::text AS user_id, rotation_key
       FROM sessions
      WHERE refresh_token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
      FOR UPDATE`,
    [tokenHash],
  );
  return row;
}

/**
 * Swaps the session's refresh token for its successor in one statement, conditional on the old
 * one still being current, so of two callers presenting the same token only one rotates.
 */
export async function rotateRefreshToken(
  db: Queryable,
  input: { sessionId: string; oldHash: string; newHash: string; rotationKey: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sessions SET refresh_token_hash = $3, rotation_key = $4, expires_at = $5
      WHERE id = $1 AND refresh_token_hash = $2 AND revoked_at IS NULL
      RETURNING 1`,
    [input.sessionId, input.oldHash, input.newHash, input.rotationKey, input.expiresAt],
  );
  return rows.length > 0;
}

/** Remembers a spent refresh token, so that presenting it again can be recognised. */
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

export async function findSpentToken(
  db: Queryable,
  tokenHash: string,
): Promise<SpentTokenRow | undefined> {
  const [row] = await db.query<SpentTokenRow>(
    `SELECT r.account_id::text AS account_id, r.session_id::text AS session_id,
            s.user_id::text AS user_id,
            (extract(epoch FROM (now() - r.rotated_at)) * 1000)::float8 AS spent_ms,
            CASE WHEN s.revoked_at IS NULL AND s.expires_at > now()
                 THEN s.refresh_token_hash END AS current_hash,
            s.rotation_key
       FROM rotated_refresh_tokens r JOIN sessions s ON s.id = r.session_id
      WHERE r.token_hash = $1`,
    [tokenHash],
  );
  return row ? { ...row, spent_ms: Number(row.spent_ms) } : undefined;
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
