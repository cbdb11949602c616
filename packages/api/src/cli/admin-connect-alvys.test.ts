import { randomBytes } from 'node:crypto';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { createCredentialsCipher } from '../fleet/domain/credentials-cipher';
import { emptyTables } from '../test-support/empty-tables';
import { runAdmin } from './run-admin';

const SECRET = 'alvys-Secret/with+chars=';

describe.each(testBackends())('admin fleet:connect-alvys on $name', (backend) => {
  const key = randomBytes(32);
  let db: Database;
  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await emptyTables(db, ['accounts', 'fleet_sources', 'trucks', 'trips']);
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
  const keyed = { FLEET_CREDENTIALS_KEY: key.toString('base64') };
  const connect = (env: NodeJS.ProcessEnv, ...extra: string[]) =>
    admin(
      env,
      'fleet:connect-alvys',
      '--account',
      'acme',
      '--client-id',
      'client-123',
      '--client-secret',
      SECRET,
      ...extra,
    );
  const sources = () =>
    db.query<{
      account_id: string;
      provider: string;
      settings: Record<string, string>;
      credentials: string | null;
      synced_until: string | null;
    }>('SELECT account_id::text, provider, settings, credentials, synced_until FROM fleet_sources');

  it('when a simulated account is connected, then its source is Alvys, the secret encrypted and the simulator data gone', async () => {
    await admin({}, 'accounts:create', '--name', 'Acme', '--use-case', 'carrier');
    expect(await admin({}, 'fleet:simulate', '--account', 'Acme', '--trucks', '3')).toMatchObject({
      code: 0,
    });
    const [simulated] = await sources();
    await db.query(
      "UPDATE fleet_sources SET synced_until = '2026-11-01T00:00:00Z' WHERE account_id = $1",
      [simulated!.account_id],
    );
    await db.query("INSERT INTO trucks (account_id, id, number) VALUES ($1, 'sim-1', 'T1')", [
      simulated!.account_id,
    ]);

    const connected = await connect(keyed, '--base-url', 'https://alvys.example/');
    expect(connected).toMatchObject({ code: 0, err: '' });
    expect(connected.out).toBe(
      'Acme now reads its fleet from Alvys (https://alvys.example, client client-123), replacing its simulator source; the next sync reads everything',
    );
    expect(connected.out).not.toContain(SECRET);

    const [source] = await sources();
    expect(source).toMatchObject({
      provider: 'alvys',
      settings: { baseUrl: 'https://alvys.example', clientId: 'client-123' },
      synced_until: null,
    });
    // Not in clear anywhere in the row, and it decrypts with the API's key.
    expect(JSON.stringify(source)).not.toContain(SECRET);
    expect(createCredentialsCipher(key).decrypt(source!.credentials!, source!.account_id)).toBe(
      SECRET,
    );
    expect(await db.query('SELECT id FROM trucks')).toEqual([]);

    // Connecting again (a new secret) keeps one source; the default base URL applies.
    expect((await connect(keyed)).code).toBe(0);
    expect(await sources()).toEqual([
      expect.objectContaining({
        settings: { baseUrl: 'https://integrations.alvys.com', clientId: 'client-123' },
      }),
    ]);
    // The alias the issue spelled works too.
    const alias = await admin(
      keyed,
      'connect-alvys',
      '--account',
      'Acme',
      '--client-id',
      'c',
      '--client-secret',
      's',
      '--json',
    );
    expect(JSON.parse(alias.out)).toMatchObject({
      account: 'Acme',
      clientId: 'c',
      replaced: 'alvys',
    });
  });

  it('when FLEET_CREDENTIALS_KEY is not configured, then it is refused and nothing is written', async () => {
    await admin({}, 'accounts:create', '--name', 'Acme', '--use-case', 'carrier');
    const refused = await connect({});
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/FLEET_CREDENTIALS_KEY is not configured/);
    expect(await sources()).toEqual([]);
    const badKey = await connect({ FLEET_CREDENTIALS_KEY: 'short' });
    expect(badKey.code).toBe(1);
    expect(badKey.err).toMatch(/FLEET_CREDENTIALS_KEY: must be 32 bytes/);
  });

  it('when the input is wrong, then a clear message, exit 1 or 2, and nothing is written', async () => {
    await admin({}, 'accounts:create', '--name', 'Acme', '--use-case', 'carrier');
    const cases: [string[], number, RegExp][] = [
      [
        ['--account', 'Nobody', '--client-id', 'c', '--client-secret', 's'],
        1,
        /No account "Nobody"/,
      ],
      [['--account', 'Acme', '--client-secret', 's'], 2, /--client-id is required/],
      [['--account', 'Acme', '--client-id', 'c'], 2, /--client-secret is required/],
      [
        ['--account', 'Acme', '--client-id', 'a b', '--client-secret', 's'],
        1,
        /--client-id must not contain spaces/,
      ],
      [
        ['--account', 'Acme', '--client-id', 'c', '--client-secret', ' s '],
        1,
        /--client-secret must not start or end/,
      ],
      [
        ['--account', 'Acme', '--client-id', 'c', '--client-secret', 's', '--base-url', 'ftp://x'],
        1,
        /--base-url must be an http\(s\) URL/,
      ],
      [
        [
          '--account',
          'Acme',
          '--client-id',
          'c',
          '--client-secret',
          's',
          '--base-url',
          'not a url',
        ],
        1,
        /--base-url must be an http\(s\) URL/,
      ],
    ];
    for (const [argv, code, message] of cases) {
      const result = await admin(keyed, 'fleet:connect-alvys', ...argv);
      expect(result.code, argv.join(' ')).toBe(code);
      expect(result.err, argv.join(' ')).toMatch(message);
    }
    expect(await sources()).toEqual([]);
  });
});
