import type { User } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import type { CredentialsRow } from '../domain/types';

const USER_COLUMNS = `u.id::text AS id, u.email, u.display_name, u.account_id::text AS account_id,
  a.name AS account_name, a.use_case`;

/** Sign-in and reset look a user up by e-mail alone: the address names its own tenant. */
export async function findCredentialsByEmail(
  db: Queryable,
  email: string,
): Promise<CredentialsRow | undefined> {
  const [row] = await db.query<CredentialsRow>(
    `SELECT id::text AS id, account_id::text AS account_id, password_hash
       FROM users WHERE email = $1`,
    [email],
  );
  return row;
}

export async function findUser(
  db: Queryable,
  accountId: string,
  userId: string,
): Promise<User | undefined> {
  const [row] = await db.query<User>(
    `SELECT ${USER_COLUMNS} FROM users u JOIN accounts a ON a.id = u.account_id
      WHERE u.account_id = $1 AND u.id = $2`,
    [accountId, userId],
  );
  return row;
}

export function listUsers(db: Queryable, accountId: string): Promise<User[]> {
  return db.query<User>(
    `SELECT ${USER_COLUMNS} FROM users u JOIN accounts a ON a.id = u.account_id
      WHERE u.account_id = $1 ORDER BY u.email`,
    [accountId],
  );
}

export async function insertUser(
  db: Queryable,
  input: {
    id: string;
    accountId: string;
    email: string;
    displayName: string | null;
    passwordHash: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO users (id, account_id, email, display_name, password_hash)
     VALUES ($1, $2, $3, $4, $5)`,
    [input.id, input.accountId, input.email, input.displayName, input.passwordHash],
  );
}

export async function updatePasswordHash(
  db: Queryable,
  accountId: string,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $3, updated_at = now() WHERE account_id = $1 AND id = $2`,
    [accountId, userId, passwordHash],
  );
}

export async function updateDisplayName(
  db: Queryable,
  accountId: string,
  userId: string,
  displayName: string,
): Promise<void> {
  await db.query(
    `UPDATE users SET display_name = $3, updated_at = now() WHERE account_id = $1 AND id = $2`,
    [accountId, userId, displayName],
  );
}
