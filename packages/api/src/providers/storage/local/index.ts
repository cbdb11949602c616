import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, StorageNotFoundError } from '../types';

/** Suffix of a file still being written; never listed, never read. */
const PARTIAL = '.part-';

/**
 * Files on the local disk under `dir` (default `<DATA_DIR>/../files`). A put writes
 * `<key>.part-<random>` and renames it to `<key>` once the body has ended, so a reader never sees
 * half a file and a failed upload leaves nothing (the partial file is removed).
 */
export function createLocalStorage(dir: string): FileStorage {
  const pathOf = (key: string) => join(dir, ...assertStorageKey(key).split('/'));
  return {
    kind: 'local',
    async put(key, body: Readable) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}${PARTIAL}${randomBytes(6).toString('hex')}`;
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      const file = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(body, file);
        await rename(partial, target);
      } catch (error) {
        // The file is opened asynchronously: when the body fails early, the open may finish after
        // the pipeline has failed, so wait for the stream to close before removing what it made.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },
    async get(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) throw new StorageNotFoundError(key);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError(key);
        throw error;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix = '') {
      const out: string[] = [];
      const walk = async (at: string) => {
        let entries: import('node:fs').Dirent[];
        try {
          entries = await readdir(at, { withFileTypes: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
        for (const entry of entries) {
          const path = join(at, entry.name);
          if (entry.isDirectory()) await walk(path);
          else out.push(relative(dir, path).split(sep).join('/'));
        }
      };
      await walk(dir);
      return out.filter((key) => key.startsWith(prefix)).sort();
    },
    async close() {},
  };
}

/** True for a file a put is still writing (tests wait for one to appear). */
export function isPartialKey(key: string): boolean {
  return key.includes(PARTIAL);
}
