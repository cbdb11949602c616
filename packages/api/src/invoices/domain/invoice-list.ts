/**
 * GET /v1/invoices?from_date&to_date: an account's invoices issued in a range of dates, newest
 * first (issue date, confirmed time, id), answered from a per-replica copy of the account's
 * invoices checked against the database on every request.
 *
 * - Fresh: the account's list version is bumped in the transaction of every write, so no
 *   replica serves a list older than the last committed change.
 * - Incremental: each invoice's JSON (written by PostgreSQL) is kept per replica; when the
 *   version moved, only the invoices written since (and the ids deleted since) are read.
 * - Compressed by month: the answer is gzipped as independent deflate segments, one per month of
 *   the range (sync-flushed, so they join into one gzip member with the whole body's CRC-32); a
 *   write re-compresses only the months it touched.
 *
 * Bounded by `maxBytes` (whole accounts evicted, least recently used first).
 */
import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { Queryable } from '@fleet/service-kit/db';
import { invoicesChangedSince, type ListedInvoice, listVersion } from '../data/invoices-repository';

export interface InvoiceListBody {
  /** The plain JSON, made on first use (clients that do not take gzip). */
  json(): Buffer;
  gzip: Buffer;
  etag: string;
}

interface Segment {
  stamp: number;
  text: Buffer;
  deflated: Buffer;
}

interface AccountCopy {
  loaded: boolean;
  version: number;
  docs: Map<string, ListedInvoice>;
  /** Per month (YYYY-MM): a counter bumped whenever an invoice of that month changes. */
  monthStamps: Map<string, number>;
  /** Keyed by `month|from|to` (the part of the month in a range). */
  segments: Map<string, Segment>;
  bodies: Map<string, { version: number; body: InvoiceListBody }>;
  bytes: number;
  /** Syncs and builds of one account take turns. */
  queue: Promise<unknown>;
}

const MAX_RANGES = 20;
const MAX_SEGMENTS = 400;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
const SYNC = { finishFlush: constants.Z_SYNC_FLUSH, level: 6 };

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

function monthsDesc(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  const [fy, fm] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  while (y > fy || (y === fy && m >= fm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

/** One gzip member from text pieces: deflated segments joined, the last one finished. */
function gzipOf(pieces: Array<{ text: Buffer; deflated: Buffer }>, tail: Buffer): Buffer {
  let crc = 0;
  let size = 0;
  for (const p of pieces) {
    crc = crc32(p.text, crc);
    size += p.text.length;
  }
  crc = crc32(tail, crc);
  size += tail.length;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    ...pieces.map((p) => p.deflated),
    deflateRawSync(tail),
    trailer,
  ]);
}

export function createInvoiceListCache(options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const accounts = new Map<string, AccountCopy>();

  const evict = (keep: string) => {
    let total = 0;
    for (const a of accounts.values()) total += a.bytes;
    for (const [key, a] of accounts) {
      if (total <= maxBytes) break;
      if (key === keep) continue;
      accounts.delete(key);
      total -= a.bytes;
    }
  };

  const touch = (copy: AccountCopy, issue: string) => {
    const month = monthOf(issue);
    copy.monthStamps.set(month, (copy.monthStamps.get(month) ?? 0) + 1);
  };

  const sync = async (db: Queryable, accountId: string, copy: AccountCopy, version: number) => {
    const { changed, deleted } = await invoicesChangedSince(
      db,
      accountId,
      copy.loaded ? copy.version : null,
    );
    for (const id of deleted) {
      const old = copy.docs.get(id);
      if (!old) continue;
      copy.docs.delete(id);
      copy.bytes -= old.doc.length;
      touch(copy, old.issue);
    }
    for (const row of changed) {
      const old = copy.docs.get(row.id);
      if (old) {
        copy.bytes -= old.doc.length;
        touch(copy, old.issue);
      }
      copy.docs.set(row.id, row);
      copy.bytes += row.doc.length;
      touch(copy, row.issue);
    }
    copy.version = version;
  };

  const build = (copy: AccountCopy, from: string, to: string): InvoiceListBody => {
    const months = monthsDesc(from, to);
    const wanted = new Map<string, { lo: string; hi: string; key: string; stamp: number }>();
    for (const month of months) {
      const lo = from > `${month}-01` ? from : `${month}-01`;
      const hi = to < `${month}-31` ? to : `${month}-31`;
      const key = `${month}|${lo}|${hi}`;
      const stamp = copy.monthStamps.get(month) ?? 0;
      const cached = copy.segments.get(key);
      if (!cached || cached.stamp !== stamp) wanted.set(month, { lo, hi, key, stamp });
    }
    if (wanted.size > 0) {
      const buckets = new Map<string, ListedInvoice[]>();
      for (const doc of copy.docs.values()) {
        const w = wanted.get(monthOf(doc.issue));
        if (!w || doc.issue < w.lo || doc.issue > w.hi) continue;
        const bucket = buckets.get(w.key) ?? [];
        bucket.push(doc);
        buckets.set(w.key, bucket);
      }
      for (const w of wanted.values()) {
        const docs = (buckets.get(w.key) ?? []).sort((a, b) =>
          a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0,
        );
        const old = copy.segments.get(w.key);
        if (old) copy.bytes -= old.text.length + old.deflated.length;
        const text = Buffer.from(docs.map((d) => d.doc).join(','));
        const segment = { stamp: w.stamp, text, deflated: deflateRawSync(text, SYNC) };
        copy.segments.set(w.key, segment);
        copy.bytes += text.length + segment.deflated.length;
      }
    }
    const pieces: Array<{ text: Buffer; deflated: Buffer }> = [];
    const raw = (s: string) => {
      const text = Buffer.from(s);
      return { text, deflated: deflateRawSync(text, SYNC) };
    };
    pieces.push(raw('{"Data":['));
    let first = true;
    for (const month of months) {
      const lo = from > `${month}-01` ? from : `${month}-01`;
      const hi = to < `${month}-31` ? to : `${month}-31`;
      const segment = copy.segments.get(`${month}|${lo}|${hi}`)!;
      if (segment.text.length === 0) continue;
      if (!first) pieces.push(raw(','));
      pieces.push(segment);
      first = false;
    }
    const tail = Buffer.from(']}');
    const gzip = gzipOf(pieces, tail);
    let json: Buffer | null = null;
    return {
      gzip,
      etag: `"${createHash('sha1').update(`${copy.version}|${from}|${to}|${gzip.length}`).digest('base64url')}"`,
      json: () => {
        json ??= Buffer.concat([...pieces.map((p) => p.text), tail]);
        return json;
      },
    };
  };

  return {
    /** `from` and `to`: YYYY-MM-DD, both included. */
    async get(
      db: Queryable,
      accountId: string,
      from: string,
      to: string,
    ): Promise<InvoiceListBody> {
      const version = Number(await listVersion(db, accountId));
      let copy = accounts.get(accountId);
      if (!copy) {
        copy = {
          loaded: false,
          version: 0,
          docs: new Map(),
          monthStamps: new Map(),
          segments: new Map(),
          bodies: new Map(),
          bytes: 0,
          queue: Promise.resolve(),
        };
        accounts.set(accountId, copy);
      }
      const key = `${from}|${to}`;
      const account = copy;
      const run = account.queue.then(async () => {
        if (!account.loaded || account.version < version) {
          await sync(db, accountId, account, version);
          account.loaded = true;
        }
        const cached = account.bodies.get(key);
        if (cached && cached.version === account.version) return cached.body;
        const body = build(account, from, to);
        account.bodies.delete(key);
        account.bodies.set(key, { version: account.version, body });
        for (const k of account.bodies.keys()) {
          if (account.bodies.size <= MAX_RANGES) break;
          account.bodies.delete(k);
        }
        // Parts of months cut by ranges asked before: dropped when they pile up.
        if (account.segments.size > MAX_SEGMENTS) {
          for (const [k, segment] of account.segments) {
            const [month, lo, hi] = k.split('|');
            if (lo === `${month}-01` && hi === `${month}-31`) continue;
            account.segments.delete(k);
            account.bytes -= segment.text.length + segment.deflated.length;
          }
        }
        return body;
      });
      account.queue = run.catch(() => undefined);
      const body = await run;
      // Least recently used last.
      accounts.delete(accountId);
      accounts.set(accountId, account);
      evict(accountId);
      return body;
    },
  };
}

export type InvoiceListCache = ReturnType<typeof createInvoiceListCache>;
