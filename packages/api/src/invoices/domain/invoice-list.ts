/**
 * GET /v1/invoices?from_date&to_date: an account's invoices issued in a range of dates, newest
 * first, answered from a per-replica cache checked against the database on every request: the
 * account's list version is bumped in the transaction of every write, so no replica serves a
 * list older than the last committed change. A miss runs one query (PostgreSQL writes each
 * invoice's JSON, the index on (account_id, issue_date) finds the range) and gzips once;
 * concurrent misses of one range share that work. Bounded by `maxBytes`.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Queryable } from '@fleet/service-kit/db';
import { listInvoiceDocuments, listVersion } from '../data/invoices-repository';

const gzipAsync = promisify(gzip);

export interface InvoiceListBody {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

interface Entry {
  version: string;
  body: InvoiceListBody;
}

export function createInvoiceListCache(options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry>>();
  const sizeOf = (e: Entry) => e.body.json.length + e.body.gzip.length;

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    let total = 0;
    for (const e of entries.values()) total += sizeOf(e);
    for (const [k, e] of entries) {
      if (total <= maxBytes || k === key) break;
      entries.delete(k);
      total -= sizeOf(e);
    }
  };

  const build = async (
    db: Queryable,
    accountId: string,
    from: string,
    to: string,
    version: string,
  ) => {
    const docs = await listInvoiceDocuments(db, accountId, from, to);
    const json = Buffer.from(`{"Data":[${docs.join(',')}]}`);
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    return { version, body: { json, gzip: await gzipAsync(json, { level: 6 }), etag } };
  };

  return {
    /** `from` and `to`: YYYY-MM-DD, both included. */
    async get(
      db: Queryable,
      accountId: string,
      from: string,
      to: string,
    ): Promise<InvoiceListBody> {
      const version = await listVersion(db, accountId);
      const key = `${accountId}|${from}|${to}`;
      const cached = entries.get(key);
      if (cached && cached.version === version) return cached.body;
      const buildKey = `${key}|${version}`;
      let pending = building.get(buildKey);
      if (!pending) {
        pending = build(db, accountId, from, to, version).finally(() => building.delete(buildKey));
        building.set(buildKey, pending);
      }
      const entry = await pending;
      store(key, entry);
      return entry.body;
    },
  };
}

export type InvoiceListCache = ReturnType<typeof createInvoiceListCache>;
