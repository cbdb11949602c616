import type { UseCase } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import type { AccountRow } from '../domain/types';

const COLUMNS = 'id::text AS id, name, use_case';

export async function findAccountById(db: Queryable, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE id = $1`, [id]);
  return row;
}

/** Names are unique regardless of case. */
export async function findAccountByName(
  db: Queryable,
  name: string,
): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE lower(name) = lower($1)`,
    [name],
  );
  return row;
}

export async function insertAccount(
  db: Queryable,
  input: { id: string; name: string; useCase: UseCase },
): Promise<AccountRow> {
  const [row] = await db.query<AccountRow>(
    `INSERT INTO accounts (id, name, use_case) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
    [input.id, input.name, input.useCase],
  );
  return row!;
}

export function listAccounts(db: Queryable): Promise<AccountRow[]> {
  return db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts ORDER BY name`);
}
