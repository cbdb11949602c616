import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './create-database';
import type { Database } from './database';
import { type Migration, migrate } from './migrate';
import { CLUSTER_TEMPLATE_ENV, writeClusterTemplate } from './pglite';
import { testBackends } from './test-backends';

const migrations: Migration[] = [
  { id: '0001_items', sql: 'CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL);' },
  {
    id: '0002_tags',
    sql: `ALTER TABLE items ADD COLUMN tags jsonb NOT NULL DEFAULT '{}'::jsonb;
          INSERT INTO items (id, name) VALUES (0, 'seed');`,
  },
];

describe.each(testBackends())('database on $name', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await backend.open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('when migrations run twice, then each applies once and in order', async () => {
    expect(await migrate(db, migrations)).toEqual(['0001_items', '0002_tags']);
    expect(await migrate(db, migrations)).toEqual([]);
    const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(['0001_items', '0002_tags']);
    expect(await db.query('SELECT id, name FROM items')).toEqual([{ id: 0, name: 'seed' }]);
  });

  it('when a new migration is added later, then only it runs', async () => {
    const more = [...migrations, { id: '0003_more', sql: 'ALTER TABLE items ADD COLUMN n int;' }];
    expect(await migrate(db, more)).toEqual(['0003_more']);
  });

  it('when a migration fails, then nothing of it stays and it is not recorded', async () => {
    const broken = [
      ...migrations,
      { id: '0004_broken', sql: 'CREATE TABLE half (id int); SELECT * FROM missing_table;' },
    ];
    await expect(migrate(db, broken)).rejects.toThrow(/0004_broken/);
    expect(await db.query(`SELECT to_regclass('half') AS t`)).toEqual([{ t: null }]);
    const rows = await db.query('SELECT id FROM schema_migrations WHERE id = $1', ['0004_broken']);
    expect(rows).toEqual([]);
  });

  it('when parameters and jsonb are used, then values round-trip', async () => {
    await db.query('INSERT INTO items (id, name, tags) VALUES ($1, $2, $3::jsonb)', [
      1,
      "O'Brien",
      JSON.stringify({ a: 'b' }),
    ]);
    const [row] = await db.query<{ name: string; tags: unknown }>(
      'SELECT name, tags FROM items WHERE id = $1',
      [1],
    );
    expect(row).toEqual({ name: "O'Brien", tags: { a: 'b' } });
  });

  it('when a transaction throws, then its writes are rolled back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items (id, name) VALUES (2, $1)', ['x']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.query('SELECT id FROM items WHERE id = 2')).toEqual([]);
    const value = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES (3, $1)', ['y']);
      return 'done';
    });
    expect(value).toBe('done');
    expect(await db.query('SELECT id FROM items WHERE id = 3')).toEqual([{ id: 3 }]);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('migrate on PostgreSQL with concurrent starts', () => {
  it('when two processes migrate the same schema at once, then each migration runs once', async () => {
    const schema = `t_race_${Date.now().toString(36)}`;
    const a = await createDatabase({ url: postgresUrl, schema, poolSize: 2 });
    const b = await createDatabase({ url: postgresUrl, schema, poolSize: 2 });
    try {
      const [ranA, ranB] = await Promise.all([migrate(a, migrations), migrate(b, migrations)]);
      expect([...ranA, ...ranB].sort()).toEqual(['0001_items', '0002_tags']);
      expect(await a.query('SELECT count(*)::int AS n FROM items')).toEqual([{ n: 1 }]);
    } finally {
      await a.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('PGlite on disk', () => {
  it('when reopened, then the data is still there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fleet-db-'));
    try {
      const first = await createDatabase({ dataDir: join(dir, 'pg') });
      await migrate(first, migrations);
      await first.close();
      const second = await createDatabase({ dataDir: join(dir, 'pg') });
      expect(await migrate(second, migrations)).toEqual([]);
      expect(await second.query('SELECT name FROM items')).toEqual([{ name: 'seed' }]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('when a schema is named, then tables live in it', async () => {
    const db = await createDatabase({ schema: 'tenant_x' });
    await migrate(db, migrations);
    const [row] = await db.query<{ s: string }>(
      `SELECT table_schema AS s FROM information_schema.tables WHERE table_name = 'items'`,
    );
    expect(row?.s).toBe('tenant_x');
    await db.close();
  });

  it('when two schemas open one data directory, then they share one cluster and never see each other', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fleet-db-'));
    try {
      const [api, voice] = await Promise.all([
        createDatabase({ dataDir: join(dir, 'db'), schema: 'api' }),
        createDatabase({ dataDir: join(dir, 'db'), schema: 'voice' }),
      ]);
      await Promise.all([migrate(api, migrations), migrate(voice, migrations)]);
      // Interleaved: a transaction in one schema while the other writes; each lands in its own.
      await Promise.all([
        api.transaction(async (tx) => {
          await tx.query('INSERT INTO items (id, name) VALUES (1, $1)', ['api-1']);
          await tx.query('INSERT INTO items (id, name) VALUES (2, $1)', ['api-2']);
        }),
        voice.query('INSERT INTO items (id, name) VALUES (1, $1)', ['voice-1']),
        api.query('INSERT INTO items (id, name) VALUES (3, $1)', ['api-3']),
        voice.exec(`INSERT INTO items (id, name) VALUES (2, 'voice-2')`),
      ]);
      const names = async (db: typeof api) =>
        (await db.query<{ name: string }>('SELECT name FROM items ORDER BY name')).map(
          (row) => row.name,
        );
      expect(await names(api)).toEqual(['api-1', 'api-2', 'api-3', 'seed']);
      expect(await names(voice)).toEqual(['seed', 'voice-1', 'voice-2']);
      // Closing one leaves the other working; the cluster closes with the last.
      await api.close();
      expect(await names(voice)).toEqual(['seed', 'voice-1', 'voice-2']);
      await voice.close();
      const reopened = await createDatabase({ dataDir: join(dir, 'db'), schema: 'api' });
      expect(await names(reopened)).toEqual(['api-1', 'api-2', 'api-3', 'seed']);
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('when statements run one after another, then the event loop gets a turn between them', async () => {
    // PGlite answers as microtasks: without a turn, a request arriving during a fleet sync's
    // hundreds of statements was not even read until the sync ended.
    const db = await createDatabase();
    try {
      let done = 0;
      let timerSawDone = -1;
      const timer = new Promise<void>((resolve) =>
        setTimeout(() => {
          timerSawDone = done;
          resolve();
        }, 0),
      );
      for (let i = 0; i < 100; i++) {
        await db.query('SELECT 1');
        done++;
      }
      await timer;
      expect(timerSawDone).toBeGreaterThanOrEqual(0);
      expect(timerSawDone).toBeLessThan(100);
    } finally {
      await db.close();
    }
  });

  it('when a cluster template is set, then an empty data directory is filled from it, and initdb runs without one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fleet-db-'));
    const before = process.env[CLUSTER_TEMPLATE_ENV];
    try {
      const template = join(dir, 'templates', 'cluster.tar');
      await writeClusterTemplate(template);
      process.env[CLUSTER_TEMPLATE_ENV] = template;
      const fromTemplate = await createDatabase({ dataDir: join(dir, 'a'), schema: 'api' });
      await migrate(fromTemplate, migrations);
      expect(await fromTemplate.query('SELECT name FROM items')).toEqual([{ name: 'seed' }]);
      await fromTemplate.close();

      // The template is what fills the directory: one that is not a cluster fails the open.
      await writeFile(join(dir, 'broken.tar'), 'not a tarball');
      process.env[CLUSTER_TEMPLATE_ENV] = join(dir, 'broken.tar');
      await expect(createDatabase({ dataDir: join(dir, 'b') })).rejects.toThrow();

      // A template that is not there (a checkout never built): initdb, as without the setting.
      process.env[CLUSTER_TEMPLATE_ENV] = join(dir, 'missing.tar');
      const fresh = await createDatabase({ dataDir: join(dir, 'c') });
      expect(await fresh.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await fresh.close();
    } finally {
      if (before === undefined) delete process.env[CLUSTER_TEMPLATE_ENV];
      else process.env[CLUSTER_TEMPLATE_ENV] = before;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('when a schema name is unsafe, then createDatabase refuses it', async () => {
    await expect(createDatabase({ schema: 'x; DROP TABLE y' })).rejects.toThrow(/Invalid schema/);
  });
});
