import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CREDENTIALS_KEY_FILE, embeddedCredentialsKey } from './credentials-key';

describe('the embedded credentials key', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fleet-embedded-key-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when none is configured, then one is generated on first start, kept readable by the user only, and reused', async () => {
    const dataDir = path.join(dir, 'data');
    const key = await embeddedCredentialsKey(dataDir, {});
    expect(key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    const file = path.join(dataDir, CREDENTIALS_KEY_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(key);
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await embeddedCredentialsKey(dataDir, {})).toBe(key);
  });

  it('when FLEET_CREDENTIALS_KEY is set, then it is used and no file is written', async () => {
    const configured = Buffer.alloc(32, 7).toString('base64');
    expect(await embeddedCredentialsKey(dir, { FLEET_CREDENTIALS_KEY: configured })).toBe(
      configured,
    );
    await expect(stat(path.join(dir, CREDENTIALS_KEY_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('when a key file exists, then it is read as it is', async () => {
    const kept = Buffer.alloc(32, 3).toString('hex');
    await writeFile(path.join(dir, CREDENTIALS_KEY_FILE), `${kept}\n`, { mode: 0o600 });
    expect(await embeddedCredentialsKey(dir, {})).toBe(kept);
  });
});
