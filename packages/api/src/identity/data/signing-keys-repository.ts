import type { Queryable } from '@fleet/service-kit/db';
import type { JWK } from 'jose';
import type { SigningKeyRow } from '../domain/types';

export async function findActiveSigningKey(db: Queryable): Promise<SigningKeyRow | undefined> {
  const [row] = await db.query<SigningKeyRow>(
    'SELECT kid, algorithm, private_jwk, public_jwk FROM signing_keys WHERE active',
  );
  return row;
}

/** Stores the key unless another replica stored one first (the unique partial index decides). */
export async function insertSigningKeyIfNoneActive(
  db: Queryable,
  key: SigningKeyRow,
): Promise<void> {
  await db.query(
    `INSERT INTO signing_keys (kid, algorithm, private_jwk, public_jwk, active)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, true)
     ON CONFLICT DO NOTHING`,
    [key.kid, key.algorithm, JSON.stringify(key.private_jwk), JSON.stringify(key.public_jwk)],
  );
}

/** Every key's public half, retired ones included, so tokens they signed still verify. */
export async function listPublicKeys(db: Queryable): Promise<JWK[]> {
  const rows = await db.query<{ public_jwk: JWK }>(
    'SELECT public_jwk FROM signing_keys ORDER BY created_at',
  );
  return rows.map((r) => r.public_jwk);
}
