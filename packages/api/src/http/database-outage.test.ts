import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_PATHS, sessionTokensSchema } from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { createDatabase } from '@fleet/service-kit/db';
import { expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startApi } from '../server';
import { CARRIER } from '../test-support/api-harness';

it('when the database goes away, then the API answers 503 with Retry-After, not 500', async () => {
  const db = await createDatabase({});
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'true',
    FLEET_SYNC_INTERVAL_MS: '0',
    OUTBOX_DIR: await mkdtemp(path.join(tmpdir(), 'api-outage-')),
  });
  const started = await startApi(config, { db, logger: createLogger('api-test', 'silent') });
  const base = `http://127.0.0.1:${started.port}`;
  try {
    const signIn = await fetch(`${base}${AUTH_PATHS.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CARRIER),
    });
    const { access_token: token } = sessionTokensSchema.parse(await signIn.json());

    await db.close();
    const response = await fetch(`${base}${AUTH_PATHS.profile}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      code: 'service/unavailable',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
    });
  } finally {
    await started.close();
  }
});
