import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@fleet/service-kit';
import { createDatabase, type Database, migrate } from '@fleet/service-kit/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { migrations } from '../db/migrations';
import { connectTmsSource, ensureFleetSource } from '../fleet/data/fleet-sources-repository';
import { createCredentialsCipher } from '../fleet/domain/credentials-cipher';
import type { FleetSourceSettings } from '../fleet/domain/types';
import { insertAccount } from '../identity/data/accounts-repository';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  FakeAlvys,
} from '../providers/fleet/alvys/fake-alvys.test-helper';
import { emptyTables } from '../test-support/empty-tables';
import { createApp } from './app';

describe('fleet sources checked at start', () => {
  const key = randomBytes(32);
  const accountId = randomUUID();
  let db: Database;
  let outbox: string;
  let fake: FakeAlvys;

  beforeAll(async () => {
    db = await createDatabase({});
    await migrate(db, migrations);
    outbox = await mkdtemp(path.join(tmpdir(), 'api-fleet-check-'));
    fake = new FakeAlvys();
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
    await db.close();
  });
  beforeEach(async () => {
    await emptyTables(db, ['accounts']);
    await insertAccount(db, { id: accountId, name: 'Acme Freight', useCase: 'carrier' });
  });

  const start = (env: Record<string, string> = {}) =>
    createApp(loadConfig({ FLEET_SYNC_INTERVAL_MS: '0', OUTBOX_DIR: outbox, ...env }), {
      db,
      logger: createLogger('api-test', 'silent'),
    });
  const connect = (settings: FleetSourceSettings, secret: string | null) =>
    connectTmsSource(db, accountId, {
      provider: 'alvys',
      settings,
      credentials: secret === null ? '' : createCredentialsCipher(key).encrypt(secret, accountId),
      now: new Date().toISOString(),
    });
  const complete = () => ({
    baseUrl: fake.baseUrl,
    clientId: CLIENT_ID,
    tokenUrl: `${fake.baseUrl}/oauth/token`,
  });

  it('when an account is on Alvys and FLEET_CREDENTIALS_KEY is not set, then the start stops naming it', async () => {
    await connect(complete(), CLIENT_SECRET);
    await expect(start()).rejects.toThrow(
      `account "Acme Freight" (${accountId}), fleet provider 'alvys': FLEET_CREDENTIALS_KEY is not configured`,
    );
  });

  it('when its settings are incomplete, then the start stops saying what is missing', async () => {
    await connect({ tokenUrl: 'https://auth.example' }, null);
    await expect(start({ FLEET_CREDENTIALS_KEY: key.toString('hex') })).rejects.toThrow(
      /"Acme Freight".*its settings lack baseUrl, clientId, the client secret/,
    );
  });

  it('when its secret was stored under another key, then the start stops saying so', async () => {
    await connect(complete(), CLIENT_SECRET);
    await expect(
      start({ FLEET_CREDENTIALS_KEY: randomBytes(32).toString('base64') }),
    ).rejects.toThrow(/"Acme Freight".*another FLEET_CREDENTIALS_KEY/);
  });

  it('when the simulator is the source, then no key is needed', async () => {
    await ensureFleetSource(db, accountId, {
      seed: 'Acme',
      epoch: '2026-03-01T00:00:00.000Z',
      speed: 1,
      size: { trucks: 2 },
    });
    const api = await start();
    await api.close();
  });

  it('when the Alvys source is complete, then the API starts and syncs the account from Alvys', async () => {
    await connect(complete(), CLIENT_SECRET);
    const api = await start({ FLEET_CREDENTIALS_KEY: key.toString('base64') });
    try {
      const reports = await api.fleet.syncAll();
      expect(reports).toHaveLength(1);
      expect(fake.requestsTo('/oauth/token').at(-1)!.body).toMatchObject({
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
      });
      const [source] = await db.query<{ synced_until: string | null }>(
        'SELECT synced_until FROM fleet_sources',
      );
      expect(source!.synced_until).not.toBeNull();
    } finally {
      await api.close();
    }
  });

  it('when sources change while it runs, then a broken one is logged and skipped and a replaced one is rebuilt', async () => {
    await ensureFleetSource(db, accountId, {
      seed: 'Acme',
      epoch: '2026-03-01T00:00:00.000Z',
      speed: 1,
      size: { trucks: 2, trailers: 2, drivers: 2, customers: 2 },
    });
    const api = await start({ FLEET_CREDENTIALS_KEY: key.toString('hex') });
    try {
      const other = randomUUID();
      await insertAccount(db, { id: other, name: 'Other', useCase: 'carrier' });
      await connectTmsSource(db, other, {
        provider: 'alvys',
        settings: complete(),
        credentials: '',
        now: new Date().toISOString(),
      });
      // Other's source has no secret: logged, skipped; Acme still syncs from its simulator.
      expect((await api.fleet.syncAll()).map((r) => r.accountId)).toEqual([accountId]);

      const tokensBefore = fake.requestsTo('/oauth/token').length;
      await connect(complete(), CLIENT_SECRET);
      // Acme now on Alvys: its providers are built anew (a token asked for with its secret).
      expect((await api.fleet.syncAll()).map((r) => r.accountId)).toEqual([accountId]);
      expect(fake.requestsTo('/oauth/token').length).toBe(tokensBefore + 1);
    } finally {
      await api.close();
    }
  });
});
