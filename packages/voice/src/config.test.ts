import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('voice config', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    expect(loadConfig({})).toEqual({
      port: 3002,
      host: '0.0.0.0',
      apiUrl: 'http://127.0.0.1:3001',
      databaseUrl: undefined,
      dataDir: resolve(process.cwd(), 'data/voice'),
      logLevel: undefined,
    });
  });

  it('when variables are set, then they are used (empty means unset)', () => {
    expect(
      loadConfig({ PORT: '4002', DATABASE_URL: 'postgres://u@h:5432/voice', DATA_DIR: '' }),
    ).toMatchObject({
      port: 4002,
      databaseUrl: 'postgres://u@h:5432/voice',
      dataDir: resolve(process.cwd(), 'data/voice'),
    });
  });

  it('when DATA_DIR is relative, then it counts from where the command was typed', () => {
    expect(loadConfig({ DATA_DIR: 'd/v', INIT_CWD: '/srv/fleet' }).dataDir).toBe('/srv/fleet/d/v');
    expect(loadConfig({ DATA_DIR: '/abs/v', INIT_CWD: '/srv/fleet' }).dataDir).toBe('/abs/v');
  });

  it('when a variable is not valid, then start fails naming it', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ API_URL: 'nope' })).toThrow(/API_URL/);
  });
});
