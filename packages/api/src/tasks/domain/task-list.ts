import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Queryable } from '@fleet/service-kit/db';
import { attachmentsByOrigin } from '../../notes/domain/attachments';
import { listFingerprint, listTaskDocuments } from '../data/tasks-repository';

const gzipAsync = promisify(gzip);

/** The answer of POST /v1/tasks/task/all, serialised once, plain and gzipped. */
export interface TaskListBody {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

interface Entry {
  version: string;
  drivers: string;
  uploads: string;
  /** When the uploads were last read (ms). */
  uploadsAt: number;
  ids: string[];
  body: TaskListBody;
}

/**
 * Every task of an account (§7: the screen filters in the browser), answered from a per-replica
 * cache checked against the database on every request, so no replica serves a list older than
 * the last committed change: the account's list version (bumped in the transaction of every
 * write the list shows, `markTaskListChanged` included) and a digest of the fleet's driver
 * names (driver_details comes from the fleet, which changes on its own). Attachments (uploads)
 * come from the notes component: it marks the list changed when a task's files change, and as a
 * safety net they are read again when the cached copy is older than `uploadsRecheckMs` (asking
 * for 10,000 tasks' files costs ~20 ms of CPU: too much for every request). A miss runs one
 * query with the joins, PostgreSQL writing each task's JSON, and gzips once; concurrent misses
 * of one account share that work. Bounded by `maxBytes`.
 */
export function createTaskListCache(
  options: { maxBytes?: number; uploadsRecheckMs?: number; now?: () => number } = {},
) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const uploadsRecheckMs = options.uploadsRecheckMs ?? 2_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry>>();

  const sizeOf = (entry: Entry) => entry.body.json.length + entry.body.gzip.length;
  const store = (accountId: string, entry: Entry) => {
    entries.delete(accountId);
    entries.set(accountId, entry);
    let total = 0;
    for (const e of entries.values()) total += sizeOf(e);
    for (const [key, e] of entries) {
      if (total <= maxBytes || key === accountId) break;
      entries.delete(key);
      total -= sizeOf(e);
    }
  };

  const uploadsDigest = async (db: Queryable, accountId: string, ids: string[]) => {
    const uploads = await attachmentsByOrigin(db, accountId, 'TASK', ids);
    const digest =
      uploads.size === 0
        ? ''
        : createHash('sha1')
            .update(JSON.stringify([...uploads].sort(([a], [b]) => a.localeCompare(b))))
            .digest('base64');
    return { uploads, digest };
  };

  const build = async (
    db: Queryable,
    accountId: string,
    fingerprint: { version: string; drivers: string },
  ): Promise<Entry> => {
    const uploadsAt = now();
    const rows = await listTaskDocuments(db, accountId);
    const ids = rows.map((r) => r.id);
    const { uploads, digest } = await uploadsDigest(db, accountId, ids);
    // each document is a JSON object: its closing brace gives way to the uploads
    const docs = rows.map(
      (row) => `${row.doc.slice(0, -1)},"uploads":${JSON.stringify(uploads.get(row.id) ?? [])}}`,
    );
    const json = Buffer.from(`{"Data":[${docs.join(',')}]}`);
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    return {
      ...fingerprint,
      uploads: digest,
      uploadsAt,
      ids,
      body: { json, gzip: await gzipAsync(json), etag },
    };
  };

  return {
    async get(db: Queryable, accountId: string): Promise<TaskListBody> {
      const fingerprint = await listFingerprint(db, accountId);
      const cached = entries.get(accountId);
      if (
        cached &&
        cached.version === fingerprint.version &&
        cached.drivers === fingerprint.drivers
      ) {
        if (now() - cached.uploadsAt < uploadsRecheckMs) return cached.body;
        const checkedAt = now();
        if ((await uploadsDigest(db, accountId, cached.ids)).digest === cached.uploads) {
          cached.uploadsAt = checkedAt;
          return cached.body;
        }
      }
      const key = `${accountId}:${fingerprint.version}:${fingerprint.drivers}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build(db, accountId, fingerprint).finally(() => building.delete(key));
        building.set(key, pending);
      }
      const entry = await pending;
      store(accountId, entry);
      return entry.body;
    },
  };
}

export type TaskListCache = ReturnType<typeof createTaskListCache>;
