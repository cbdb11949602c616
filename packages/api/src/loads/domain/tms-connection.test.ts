import { randomBytes } from 'node:crypto';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/run-admin';
import { migrations } from '../../db/migrations';
import { createCredentialsCipher } from '../../fleet/domain/credentials-cipher';
import { tmsSecretPurpose } from '../../providers';
import { findTmsConnection } from '../data/tms-connections-repository';

const PASSWORD = 'ditat-Pass:with/odd=chars';

describe.each(testBackends())('admin tms:connect on $name', (backend) => {
  const key = randomBytes(32);
  const keyed = { FLEET_CREDENTIALS_KEY: key.toString('base64') };
  let db: Database;
  let accountId = '';
  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.exec('TRUNCATE accounts CASCADE');
    await admin({}, 'accounts:create', '--name', 'Acme', '--use-case', 'carrier');
    const [row] = await db.query<{ id: string }>('SELECT id::text AS id FROM accounts');
    accountId = row!.id;
  });

  const admin = async (env: NodeJS.ProcessEnv, ...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      env,
      db,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const ditat = (env: NodeJS.ProcessEnv, ...extra: string[]) =>
    admin(
      env,
      'tms:connect',
      '--account',
      'acme',
      '--provider',
      'ditat',
      '--base-url',
      'https://ditat.example/',
      ...extra,
    );

  it('when Ditat is connected, then its settings are stored and the password only encrypted for this account and purpose', async () => {
    const result = await ditat(
      keyed,
      '--ditat-account',
      'acme-co',
      '--user',
      'api',
      '--password',
      PASSWORD,
    );
    expect(result).toMatchObject({
      code: 0,
      out: 'Acme now saves loads into Ditat (https://ditat.example)',
    });
    expect(result.out).not.toContain(PASSWORD);
    const stored = await findTmsConnection(db, accountId);
    expect(stored).toMatchObject({
      provider: 'ditat',
      settings: { baseUrl: 'https://ditat.example', accountId: 'acme-co', userName: 'api' },
    });
    expect(stored!.credentials).not.toContain(PASSWORD);
    expect(
      createCredentialsCipher(key).decrypt(
        stored!.credentials!,
        accountId,
        tmsSecretPurpose('ditat'),
      ),
    ).toBe(PASSWORD);

    expect(
      await admin({}, 'tms:connect', '--account', 'acme', '--provider', 'builtin'),
    ).toMatchObject({
      code: 0,
      out: 'Acme now saves loads into the built-in TMS',
    });
    expect(await findTmsConnection(db, accountId)).toBeUndefined();
  });

  it('when something is missing (the key, a setting, a known provider), then it is refused with a message and nothing is stored', async () => {
    const noKey = await ditat({}, '--ditat-account', 'a', '--user', 'u', '--password', 'p');
    expect(noKey.code).toBe(1);
    expect(noKey.err).toMatch(/FLEET_CREDENTIALS_KEY is not configured/);
    const noUser = await ditat(keyed, '--ditat-account', 'a', '--password', 'p');
    expect(noUser).toMatchObject({ code: 1 });
    expect(noUser.err).toMatch(/userName is required/);
    const unknown = await admin(keyed, 'tms:connect', '--account', 'acme', '--provider', 'mcleod');
    expect(unknown.err).toMatch(/provider must be builtin, ditat or alvys, not "mcleod"/);
    const badUrl = await admin(
      keyed,
      'tms:connect',
      '--account',
      'acme',
      '--provider',
      'alvys',
      '--base-url',
      'ftp://x',
      '--client-id',
      'c',
      '--client-secret',
      's',
    );
    expect(badUrl.err).toMatch(/baseUrl must be an http\(s\) URL/);
    expect(await findTmsConnection(db, accountId)).toBeUndefined();
  });
});
