import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forge, startIdentity, type TestIdentity } from '@fleet/api/test-support';
import { AUTH_ERRORS } from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { type Database, testBackends } from '@fleet/service-kit/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type VoiceConfig } from './config';
import { type StartedVoice, startVoice } from './server';

const logger = createLogger('voice-test', 'silent');
let identity: TestIdentity;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity?.close();
});

function configFor(overrides: Partial<VoiceConfig> = {}): VoiceConfig {
  return { ...loadConfig({ API_URL: identity.apiUrl }), port: 0, host: '127.0.0.1', ...overrides };
}

describe.each(testBackends())('voice service on $name', (backend) => {
  let db: Database;
  let voice: StartedVoice;
  let base: string;
  const getSession = (token?: string) =>
    fetch(`${base}/voice/session`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    db = await backend.open();
    voice = await startVoice(configFor(), { db, logger });
    base = `http://127.0.0.1:${voice.port}`;
  });
  afterAll(async () => {
    await voice?.close();
    await db?.close();
  });

  it('when asked, then healthz is ok and readyz checks the database', async () => {
    const live = await fetch(`${base}/healthz`);
    expect(await live.json()).toEqual({ status: 'ok', service: 'voice' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      service: 'voice',
      checks: { database: 'ok' },
    });
  });

  it('when started, then voice_accounts exists with account_id as its primary key', async () => {
    const rows = await db.query<{ column_name: string }>(
      `SELECT a.attname AS column_name
         FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = 'voice_accounts'::regclass AND i.indisprimary`,
    );
    expect(rows).toEqual([{ column_name: 'account_id' }]);
  });

  it('when the token is valid, then /voice/session names its user and account', async () => {
    const { access_token: accessToken } = await identity.signIn();
    const response = await getSession(accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user_id: identity.userId,
      account_id: identity.accountId,
    });
  });

  it('when the token has expired, then 401 tells the client to refresh', async () => {
    const response = await getSession(await identity.expiredToken());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ...AUTH_ERRORS.tokenExpired, action: 'refreshToken' });
  });

  it('when the token is forged, then 401 tells the client to sign out', async () => {
    const { access_token: accessToken } = await identity.signIn();
    const response = await getSession(await forge(accessToken));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ...AUTH_ERRORS.invalidToken, action: 'forceLogout' });
  });

  it('when the session was signed out, then its token is refused', async () => {
    const session = await identity.signIn();
    expect((await getSession(session.access_token)).status).toBe(200);
    await identity.signOut(session);
    const response = await getSession(session.access_token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ...AUTH_ERRORS.invalidToken, action: 'forceLogout' });
  });

  it('when the token is missing or not a bearer token, then 401 auth/missing-token', async () => {
    for (const response of [await getSession(), await getSession('')]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: AUTH_ERRORS.missingToken.code });
    }
  });

  it('when a path under /voice does not exist, then 404 in the error shape', async () => {
    const response = await fetch(`${base}/voice/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not-found' });
  });
});

describe('voice service lifecycle', () => {
  let dir: string;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('when started on its own data directory and closed, then the PGlite data persists', async () => {
    dir = await mkdtemp(join(tmpdir(), 'fleet-voice-'));
    const first = await startVoice(configFor({ dataDir: join(dir, 'voice') }), { logger });
    await first.db.query(`INSERT INTO voice_accounts (account_id) VALUES ('acc-1')`);
    await first.close();
    await expect(first.db.query('SELECT 1')).rejects.toThrow();
    const second = await startVoice(configFor({ dataDir: join(dir, 'voice') }), { logger });
    expect(await second.db.query('SELECT account_id FROM voice_accounts')).toEqual([
      { account_id: 'acc-1' },
    ]);
    const ready = await fetch(`http://127.0.0.1:${second.port}/readyz`);
    expect(ready.status).toBe(200);
    await second.close();
  });

  it('when the database is gone, then readyz answers 503 and healthz 200', async () => {
    const [pglite] = testBackends();
    const db = await pglite!.open();
    const voice = await startVoice(configFor(), { db, logger });
    await db.close();
    const base = `http://127.0.0.1:${voice.port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await voice.close();
  });
});
