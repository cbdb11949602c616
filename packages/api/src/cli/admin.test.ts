import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { emptyTables } from '../test-support/empty-tables';
import { runAdmin } from './run-admin';

describe.each(testBackends())('admin commands on $name', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await emptyTables(db, ['accounts', 'users', 'feature_flags', 'fleet_sources']);
  });

  const admin = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      env: {},
      db,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const json = async <T>(...argv: string[]): Promise<T> => {
    const result = await admin(...argv, '--json');
    expect(result).toMatchObject({ code: 0, err: '' });
    return JSON.parse(result.out) as T;
  };

  it('when an account and a user are created, then both are listed', async () => {
    const created = await admin(
      'accounts:create',
      '--name',
      'Acme Freight',
      '--use-case',
      'carrier',
    );
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/Created account Acme Freight \(carrier\)/);
    const user = await admin(
      'users:create',
      '--account',
      'acme freight',
      '--email',
      'Ops@Acme.test',
      '--password',
      'long-secret',
      '--name',
      'Ops',
    );
    expect(user).toMatchObject({ code: 0 });
    const accounts = await json<{ id: string; name: string }[]>('accounts:list');
    expect(accounts.map((a) => a.name)).toEqual(['Acme Freight']);
    const users = await json<{ email: string; account_id: string }[]>(
      'users:list',
      '--account',
      accounts[0]!.id,
    );
    expect(users).toEqual([
      expect.objectContaining({ email: 'ops@acme.test', account_id: accounts[0]!.id }),
    ]);
  });

  it('when the input is wrong, then a clear message and exit code 1 or 2, and nothing is written', async () => {
    await admin('accounts:create', '--name', 'Acme', '--use-case', 'carrier');
    const cases: [string[], number, RegExp][] = [
      [['accounts:create', '--name', 'ACME', '--use-case', 'carrier'], 1, /already exists/],
      [['accounts:create', '--name', 'Other', '--use-case', 'shipper'], 1, /carrier or broker/],
      [['accounts:create', '--use-case', 'carrier'], 2, /--name is required/],
      [
        ['users:create', '--account', 'Nope', '--email', 'a@b.test', '--password', 'long-secret'],
        1,
        /No account "Nope"/,
      ],
      [
        ['users:create', '--account', 'Acme', '--email', 'not-mail', '--password', 'long-secret'],
        1,
        /not an e-mail/,
      ],
      [
        ['users:create', '--account', 'Acme', '--email', 'a@b.test', '--password', 'short'],
        1,
        /at least 8/,
      ],
      [['flags:set', '--account', 'Acme', '--flag', 'TIME_TRAVEL', '--on'], 1, /Unknown flag/],
      [['flags:set', '--account', 'Acme', '--flag', 'INVOICE'], 2, /--on and --off/],
      [
        ['flags:set', '--account', 'Acme', '--flag', 'INVOICE', '--on', '--var', 'NOEQUALS'],
        2,
        /KEY=VALUE/,
      ],
      [
        [
          'flags:set',
          '--account',
          'Acme',
          '--flag',
          'RATE_CON_EXTRACTION',
          '--on',
          '--var',
          'TMS_TYPE=sap',
        ],
        1,
        /alvys or ditat/,
      ],
      [['flags:list'], 2, /--account is required/],
      [['frobnicate'], 2, /Unknown command/],
      [['accounts:list', '--bogus'], 2, /Unknown option/],
      [[], 2, /Usage/],
    ];
    for (const [argv, code, message] of cases) {
      const result = await admin(...argv);
      expect({ argv, code: result.code }).toEqual({ argv, code });
      expect(result.err || result.out).toMatch(message);
    }
    expect(await json<unknown[]>('accounts:list')).toHaveLength(1);
    expect(await json<unknown[]>('users:list')).toEqual([]);
    expect(await json<unknown[]>('flags:list', '--account', 'Acme')).toEqual([]);
  });

  it('when flags are set, then variables merge, an empty value removes one, aliases resolve', async () => {
    await admin('accounts:create', '--name', 'Broker Co', '--use-case', 'broker');
    const set = await admin(
      'flags:set',
      '--account',
      'Broker Co',
      '--flag',
      'RATECON_EXTRACTION',
      '--on',
      '--var',
      'TMS_TYPE=alvys',
      '--var',
      'EXTRA=1',
    );
    expect(set.out).toBe('RATE_CON_EXTRACTION is on (TMS_TYPE=alvys, EXTRA=1)');
    await admin(
      'flags:set',
      '--account',
      'Broker Co',
      '--flag',
      'RATE_CON_EXTRACTION',
      '--off',
      '--var',
      'EXTRA=',
    );
    expect(await json('flags:list', '--account', 'Broker Co')).toEqual([
      { flag: 'RATE_CON_EXTRACTION', enabled: false, variables: { TMS_TYPE: 'alvys' } },
    ]);
  });

  it('when a fleet is attached and detention terms are set, then both are stored; bad values are refused', async () => {
    await admin('accounts:create', '--name', 'Acme', '--use-case', 'carrier');
    const attached = await admin(
      'fleet:simulate',
      '--account',
      'Acme',
      '--trucks',
      '12',
      '--speed',
      '60',
    );
    expect(attached).toMatchObject({ code: 0 });
    expect(attached.out).toContain('"trucks":12');
    const [source] = await db.query<{ seed: string; size: { trucks: number }; speed: number }>(
      'SELECT seed, size, speed::float8 AS speed FROM fleet_sources',
    );
    expect(source).toEqual({ seed: 'Acme', size: { trucks: 12 }, speed: 60 });
    expect((await admin('fleet:simulate', '--account', 'Acme')).err).toMatch(/already has/);
    expect((await admin('fleet:simulate', '--account', 'Acme', '--trucks', 'x')).code).toBe(1);

    const set = await admin(
      'detention:set',
      '--account',
      'Acme',
      '--free-minutes',
      '90',
      '--detention-rate',
      '60',
      '--loss-rate',
      '45.5',
    );
    expect(set.out).toBe('Detention: 90 free minutes, $60/h detention, $45.5/h loss');
    const bad = await admin(
      'detention:set',
      '--account',
      'Acme',
      '--free-minutes=-5',
      '--detention-rate',
      '60',
      '--loss-rate',
      '45',
    );
    expect(bad).toMatchObject({ code: 1, err: '--free-minutes must not be negative' });
    const rows = await db.query(
      `SELECT free_minutes, detention_rate_per_hour::float8 AS rate,
              loss_rate_per_hour::float8 AS loss FROM detention_settings`,
    );
    expect(rows).toEqual([{ free_minutes: 90, rate: 60, loss: 45.5 }]);
  });

  it('when seed:demo runs twice, then the demo data exists once', async () => {
    expect((await admin('seed:demo')).code).toBe(0);
    const again = await admin('seed:demo');
    expect(again.out).toContain('dispatcher@demo.test / dispatch-demo');
    const users = await json<{ email: string; display_name: string }[]>('users:list');
    expect(users.map((u) => [u.email, u.display_name]).sort()).toEqual([
      ['broker@demo.test', 'Blake Broker'],
      ['dispatcher@demo.test', 'Dana Dispatcher'],
    ]);
    expect(await json<unknown[]>('flags:list', '--account', 'Demo Carrier')).toHaveLength(7);
    expect(await json<unknown[]>('flags:list', '--account', 'Demo Brokerage')).toHaveLength(4);
  });
});

describe('admin CLI as a process', () => {
  const run = promisify(execFile);
  const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fleet-admin-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when run against a PGlite directory, then it seeds it and exits 0; a bad command exits 2', async () => {
    const env = { ...process.env, DATA_DIR: join(dataDir, 'api'), DATABASE_URL: '' };
    // The run's PGlite cluster is unpacked into the new data directory instead of an initdb of
    // the CLI's own (as for every test database: scripts/test/pglite-snapshot.ts), 1.5 s of CPU.
    // The CLI opens and seeds the directory as it does for anyone.
    const snapshot = process.env.TEST_PGLITE_SNAPSHOT
      ? ['--import', join(apiDir, '../../scripts/test/pglite-from-snapshot.ts')]
      : [];
    const cli = ['--import', 'tsx', ...snapshot, 'src/cli/admin.ts'];
    const seeded = await run('node', [...cli, 'seed:demo'], { cwd: apiDir, env });
    expect(seeded.stdout).toContain('broker@demo.test / broker-demo');
    await expect(run('node', [...cli, 'nope'], { cwd: apiDir, env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown command "nope"'),
    });
  }, 120_000);
});
