import pg from 'pg';

/**
 * Creates one fresh PostgreSQL database for this test run and drops it afterwards.
 * Tests read its URL from TEST_DATABASE_URL (see packages/service-kit/src/db/test-backends.ts).
 *
 * PostgreSQL is required on CI (CI=true) and whenever FLEET_TEST_PG=1. On a machine without a
 * PostgreSQL server the PostgreSQL variants are not generated and a warning says so; the PGlite
 * variants still run.
 */
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export default async function setup() {
  const required = process.env.CI === 'true' || process.env.FLEET_TEST_PG === '1';
  const name = `fleet_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    if (required) throw new Error(`PostgreSQL is required for this run: ${String(error)}`);
    console.warn(
      `\n[tests] PostgreSQL not reachable at ${ADMIN_URL}; PostgreSQL variants not run.\n`,
    );
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  // A throwaway database: a commit need not wait for its WAL to reach the disk. What a crash
  // could lose is the run's own data; what the tests see while the server runs is unchanged.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';

  return async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}
