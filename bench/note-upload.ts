/**
 * A 50 MB upload to a note (issue 14): the file streams through the multipart parser, the magic-
 * byte inspector and the local-disk storage; the API's memory must grow by less than 64 MB while
 * it does (target: RSS and heap growth < 64 MiB), and the stored file must be the whole 50 MB.
 *
 * The API runs in this process on PGlite (or DATABASE_URL), files in a temporary directory; the
 * client runs in a child process (like a browser elsewhere), so its buffers are not counted.
 * Memory is sampled every 10 ms from before the upload starts until it is answered.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig, migrations, startApi } from '@fleet/api';
import { createAccount, createUser } from '@fleet/api/admin';
import { MAX_FILE_BYTES, NOTE_PATHS } from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { createDatabase, migrate } from '@fleet/service-kit/db';
import { signIn } from './api-support';

const TARGET_MIB = 64;
const MiB = 1024 * 1024;

if (process.argv[2] === '--client') {
  const [, , , base, token, noteId, size] = process.argv;
  const status = await upload(base!, token!, noteId!, Number(size), 'bench.pdf');
  console.log(JSON.stringify(status));
} else {
  await main();
}

async function main(): Promise<void> {
  const filesDir = await mkdtemp(join(tmpdir(), 'fleet-bench-files-'));
  const user = { email: `upload-${Date.now()}@bench.test`, password: 'bench-password' };
  const db = await createDatabase({ url: process.env.DATABASE_URL });
  await migrate(db, migrations);
  const account = await createAccount(db, { name: `Uploads ${Date.now()}`, useCase: 'carrier' });
  await createUser(db, { account: account.id, ...user });
  await db.query(
    `INSERT INTO trips (account_id, id, trip_num, status, truck_id, trailer_id, driver_id,
                        dispatched_at, data)
     VALUES ($1, $2, 'BENCH-1', 'In Transit', 'trk', 'trl', 'drv', now(), '{}'::jsonb)`,
    [account.id, `trip-${randomUUID()}`],
  );
  const api = await startApi(
    loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      FLEET_SYNC_INTERVAL_MS: '0',
      LOG_LEVEL: 'silent',
      FILES_DIR: filesDir,
    }),
    { db, logger: createLogger('bench', 'silent') },
  );
  try {
    const base = `http://127.0.0.1:${api.port}`;
    const token = await signIn(base, user);
    const created = await fetch(`${base}${NOTE_PATHS.notes}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ origin_type: 'TRIP', origin_id: 'BENCH-1', note: 'bench' }),
    });
    const noteId = ((await created.json()) as { Data: { _id: string } }).Data._id;

    // Warm-up: a small upload loads the parser, file-type and the storage code.
    const warm = await upload(base, token, noteId, 256 * 1024, 'warm-up.pdf');
    if (warm.status !== 200) throw new Error(`warm-up upload failed: ${JSON.stringify(warm)}`);
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 200));

    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 10);
    const t0 = performance.now();
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'bench/note-upload.ts',
      '--client',
      base,
      token,
      noteId,
      String(MAX_FILE_BYTES),
    ]);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const answer = JSON.parse(stdout.trim()) as { status: number; size?: number; key?: string };
    if (answer.status !== 200 || answer.size !== MAX_FILE_BYTES) {
      throw new Error(`the 50 MB upload failed: ${stdout}`);
    }
    const onDisk = (await stat(join(filesDir, account.id, answer.key!))).size;
    const rssGrowth = (peakRss - before.rss) / MiB;
    const heapGrowth = (peakHeap - before.heapUsed) / MiB;
    const verdict = rssGrowth < TARGET_MIB && heapGrowth < TARGET_MIB ? 'within' : 'OVER';
    console.log(
      `50 MB upload (${(MAX_FILE_BYTES / MiB).toFixed(0)} MiB, ${onDisk === MAX_FILE_BYTES ? 'stored whole' : `stored ${onDisk} bytes!`}) in ${seconds.toFixed(1)} s (${(MAX_FILE_BYTES / MiB / seconds).toFixed(0)} MiB/s incl. the client's start): API RSS ${(before.rss / MiB).toFixed(0)} → peak ${(peakRss / MiB).toFixed(0)} MiB (+${rssGrowth.toFixed(1)} MiB), heap ${(before.heapUsed / MiB).toFixed(0)} → peak ${(peakHeap / MiB).toFixed(0)} MiB (+${heapGrowth.toFixed(1)} MiB); ${verdict} the target of < ${TARGET_MIB} MiB growth`,
    );
    if (verdict !== 'within') process.exitCode = 1;
  } finally {
    await api.close();
    await db.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}

/** Streams a multipart form with one PDF of `size` bytes (one 1 MiB buffer, sent again and again). */
async function upload(
  base: string,
  token: string,
  noteId: string,
  size: number,
  name: string,
): Promise<{ status: number; size?: number; key?: string; error?: string }> {
  const boundary = `----bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="${name}"\r\ncontent-type: application/pdf\r\n\r\n`,
  );
  const pdfStart = Buffer.from('%PDF-1.7\n%bench\n');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MiB, 0x20);
  async function* body() {
    yield head;
    yield pdfStart;
    let left = size - pdfStart.length;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
    yield tail;
  }
  const iterator = body();
  const response = await fetch(`${base}${NOTE_PATHS.noteFiles.replace(':noteId', noteId)}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: new ReadableStream({
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    }),
    duplex: 'half',
  } as RequestInit);
  if (response.status !== 200) return { status: response.status, error: await response.text() };
  const note = (await response.json()) as {
    Data: { uploads: { file_name: string; key: string; size: number }[] };
  };
  const stored = note.Data.uploads.find((u) => u.file_name === name);
  return { status: 200, size: stored?.size, key: stored?.key };
}
