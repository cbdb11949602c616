import type { Queryable } from '@fleet/service-kit/db';

export async function insertPasswordReset(
  db: Queryable,
  input: { tokenHash: string; accountId: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (token_hash, account_id, user_id, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [input.tokenHash, input.accountId, input.userId, input.expiresAt],
  );
}

/** Spends an unused, unexpired link; undefined when there is none for this hash. */
export async function consumePasswordReset(
  db: Queryable,
  tokenHash: string,
): Promise<{ account_id: string; user_id: string } | undefined> {
  const [row] = await db.query<{ account_id: string; user_id: string }>(
    `UPDATE password_resets SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING account_id::text AS account_id, user_id::text AS user_id`,
    [tokenHash],
  );
  return row;
}

/** Spends every other open link of the user. */
export async function invalidateUserResets(
  db: Queryable,
  accountId: string,
  userId: string,
): Promise<void> {
  await db.query(
    `UPDATE password_resets SET used_at = now()
      WHERE account_id = $1 AND user_id = $2 AND used_at IS NULL`,
    [accountId, userId],
  );
}
