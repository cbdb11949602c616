/** Pieces the API benches share: the databases they run on, signing in, percentiles. */
import { createAccount, createUser } from '@fleet/api/admin';
import { createDatabase, type Database } from '@fleet/service-kit/db';

/** Runs `bench` on PGlite, then on PostgreSQL in a schema of its own dropped at the end (`--only=pglite|postgres` picks one). */
export async function onEachDatabase(
  schemaPrefix: string,
  bench: (
    name: string,
    open: () => Promise<Database>,
    cleanUp?: (db: Database) => Promise<void>,
  ) => Promise<void>,
): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  if (!only || only === 'pglite') await bench('PGlite', () => createDatabase());
  if (!only || only === 'postgres') {
    const url =
      process.env.DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgresql://postgres@127.0.0.1:5432/test';
    const schema = `${schemaPrefix}_${Date.now().toString(36)}`;
    await bench(
      'PostgreSQL',
      () => createDatabase({ url, schema }),
      async (db) => {
        await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      },
    );
  }
}

/** A carrier account named `${label} <time>` with `flag` on and one user, whose credentials are returned. */
export async function accountWithFlag(db: Database, label: string, flag: string) {
  const user = {
    email: `${label.toLowerCase()}-${Date.now()}@bench.test`,
    password: 'bench-password',
  };
  const account = await createAccount(db, { name: `${label} ${Date.now()}`, useCase: 'carrier' });
  await createUser(db, { account: account.id, ...user });
  await db.query(
    `INSERT INTO feature_flags (account_id, flag, enabled) VALUES ($1, $2, true)
     ON CONFLICT (account_id, flag) DO UPDATE SET enabled = true`,
    [account.id, flag],
  );
  return { accountId: account.id, user };
}

/** Signs `user` in at the API on `base`; the access token. */
export async function signIn(
  base: string,
  user: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${base}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const { access_token: token } = (await res.json()) as { access_token: string };
  return token;
}

/** The value at fraction `p` (0–1) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** The median of `values`, in any order. */
export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
