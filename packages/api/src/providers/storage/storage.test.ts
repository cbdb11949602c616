import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, parseStorageUrl, StorageNotFoundError, selectFileStorage } from '.';
import { type LocalS3, startLocalS3 } from './s3rver.test-helper';

/** A body that sends `size` bytes in chunks, then fails when `failAt` bytes have gone. */
function body(bytes: Buffer, failAt?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAt !== undefined && sent >= failAt) {
        this.destroy(new Error('client went away'));
        return;
      }
      const chunk = bytes.subarray(sent, sent + 256 * 1024);
      sent += chunk.length;
      this.push(chunk.length > 0 ? chunk : null);
    },
  });
}

const backends: {
  name: string;
  open(): Promise<{ storage: FileStorage; done(): Promise<void> }>;
}[] = [
  {
    name: 'local disk',
    async open() {
      const dir = await mkdtemp(join(tmpdir(), 'fleet-files-'));
      return {
        storage: selectFileStorage({ kind: 'local', dir }),
        async done() {
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'S3 (s3rver)',
    async open() {
      const s3: LocalS3 = await startLocalS3();
      const storage = selectFileStorage(parseStorageUrl(s3.url));
      return {
        storage,
        async done() {
          await storage.close();
          await s3.stop();
        },
      };
    },
  },
];

describe.each(backends)('file storage on $name', (backend) => {
  let storage: FileStorage;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, done } = await backend.open());
  });
  afterAll(async () => {
    await done();
  });

  it('when a file is put, then it reads back byte for byte, is listed, and is gone after delete', async () => {
    const key = `acc-${randomUUID()}/${randomUUID()}`;
    // Over one 5 MiB part, so S3 goes through a multipart upload.
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    expect(await storage.put(key, body(bytes), { contentType: 'application/pdf' })).toEqual({
      size: bytes.length,
    });
    expect((await buffer(await storage.get(key))).equals(bytes)).toBe(true);
    expect(await storage.list(key.split('/')[0])).toEqual([key]);

    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.list(key.split('/')[0])).toEqual([]);
    // Deleting again is not an error.
    await storage.delete(key);
  });

  it('when the body fails half-way, then the put fails and nothing is stored, not even a part', async () => {
    const prefix = `acc-${randomUUID()}`;
    const small = `${prefix}/${randomUUID()}`;
    await expect(storage.put(small, body(randomBytes(300_000), 256 * 1024))).rejects.toThrow(
      'client went away',
    );
    const big = `${prefix}/${randomUUID()}`;
    await expect(
      storage.put(big, body(randomBytes(12 * 1024 * 1024), 11 * 1024 * 1024)),
    ).rejects.toThrow('client went away');
    expect(await storage.list(prefix)).toEqual([]);
  });

  it('when a key is not one the server makes, then it is refused before touching storage', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'A/B', 'a//b', 'a\\b']) {
      await expect(storage.put(key, body(Buffer.from('x')))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('local disk storage', () => {
  it('when a put is under way, then only a partial file exists, renamed to the key at the end', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fleet-files-'));
    try {
      const storage = selectFileStorage({ kind: 'local', dir });
      const stream = new Readable({ read() {} });
      const put = storage.put('acc/one', stream);
      stream.push(Buffer.from('hello '));
      // Wait for the partial file to appear (no timing: poll until it does).
      while ((await storage.list('acc')).length === 0) await new Promise((r) => setImmediate(r));
      expect(await storage.list('acc')).toEqual([expect.stringMatching(/^acc\/one\.part-/)]);
      await expect(storage.get('acc/one')).rejects.toBeInstanceOf(StorageNotFoundError);
      stream.push(Buffer.from('world'));
      stream.push(null);
      await put;
      expect(await readdir(join(dir, 'acc'))).toEqual(['one']);
      expect((await buffer(await storage.get('acc/one'))).toString()).toBe('hello world');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
