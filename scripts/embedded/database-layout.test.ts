import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminEnvironment, embeddedDatabaseLayout } from './database-layout';

describe('the embedded default database layout', () => {
  const roots: string[] = [];
  const freshRoot = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fleet-layout-'));
    roots.push(root);
    return root;
  };
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('puts a new install in one cluster with a schema per service', () => {
    const root = freshRoot();
    expect(embeddedDatabaseLayout(root)).toEqual({
      kind: 'shared',
      api: { dataDir: path.join(root, 'db'), schema: 'api' },
      voice: { dataDir: path.join(root, 'db'), schema: 'voice' },
    });
  });

  it('keeps an install made before it on its two clusters, so no data is lost on upgrade', () => {
    const root = freshRoot();
    mkdirSync(path.join(root, 'api'));
    writeFileSync(path.join(root, 'api', 'PG_VERSION'), '17');
    expect(embeddedDatabaseLayout(root)).toEqual({
      kind: 'separate',
      api: { dataDir: path.join(root, 'api'), schema: 'public' },
      voice: { dataDir: path.join(root, 'voice'), schema: 'public' },
    });
  });

  it('points the admin CLIs at the embedded database unless the environment names one', () => {
    const root = freshRoot();
    expect(adminEnvironment('voice', { PATH: '/bin' }, root)).toEqual({
      PATH: '/bin',
      DATA_DIR: path.join(root, 'db'),
      DATABASE_SCHEMA: 'voice',
    });
    const named = { DATA_DIR: '/elsewhere' };
    expect(adminEnvironment('api', named, root)).toBe(named);
    const postgres = { DATABASE_URL: 'postgres://db/fleet' };
    expect(adminEnvironment('api', postgres, root)).toBe(postgres);
  });
});
