import { randomUUID } from 'node:crypto';
import { NOTE_PATHS, type Note, noteSchema } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FileStorage,
  parseStorageUrl,
  type S3StorageSettings,
  selectFileStorage,
} from '../../providers/storage';
import { type LocalS3, startLocalS3 } from '../../providers/storage/s3rver.test-helper';
import { CARRIER, errorOf, useApi } from '../../test-support/api-harness';
import { multipart, SAMPLES, sized } from '../testing/multipart.test-helper';

/** The API with FILE_STORAGE_URL on a local S3-compatible server (s3rver); PGlite is enough. */
describe('notes with files in an S3 bucket', () => {
  let s3: LocalS3;
  let bucket: FileStorage;
  // Filled in once s3rver runs (before the first app starts: useApi starts one per test).
  const settings = {} as S3StorageSettings;
  const api = useApi(testBackends()[0]!, { fileStorage: settings });
  beforeAll(async () => {
    s3 = await startLocalS3();
    Object.assign(settings, parseStorageUrl(s3.url));
    bucket = selectFileStorage(settings);
  });
  afterAll(async () => {
    await bucket?.close();
    await s3?.stop();
  });

  const upload = async (
    token: string,
    noteId: string,
    filename: string,
    content: Uint8Array | AsyncIterable<Uint8Array>,
  ) => {
    const { body, contentType } = multipart([{ file: 'files', filename, content }]);
    return api.fetch(NOTE_PATHS.noteFiles.replace(':noteId', noteId), {
      token,
      method: 'POST',
      body,
      headers: { 'content-type': contentType },
      duplex: 'half',
    } as RequestInit);
  };

  it('when files are uploaded, refused, downloaded and their note deleted, then the bucket follows', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    const [account] = await api.db.query<{ account_id: string }>(
      'SELECT account_id::text AS account_id FROM users WHERE email = $1',
      [CARRIER.email],
    );
    await api.db.query(
      `INSERT INTO trips (account_id, id, trip_num, status, truck_id, trailer_id, driver_id,
                          dispatched_at, data)
       VALUES ($1, $2, 'S3-1', 'In Transit', 'trk', 'trl', 'drv', now(), '{}'::jsonb)`,
      [account!.account_id, `trip-${randomUUID()}`],
    );
    let response = await api.fetch(NOTE_PATHS.notes, {
      token,
      json: { origin_type: 'TRIP', origin_id: 'S3-1', note: 'In the bucket' },
    });
    const note = noteSchema.parse(((await response.json()) as { Data: unknown }).Data);

    // 6 MiB: more than one multipart part.
    response = await upload(token, note._id, 'big.pdf', sized(SAMPLES.pdf, 6 * 1024 * 1024));
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = ((await response.json()) as { Data: Note }).Data.uploads[0]!;
    const [row] = await api.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM stored_files WHERE id = $1',
      [stored.key],
    );
    expect(await bucket.list()).toEqual([row!.storage_key]);

    response = await upload(token, note._id, 'fake.pdf', SAMPLES.png);
    expect(response.status).toBe(415);
    response = await upload(token, note._id, 'huge.pdf', sized(SAMPLES.pdf, 50 * 1024 * 1024 + 1));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe('File huge.pdf exceeds the 50 MB size limit');
    expect(await bucket.list()).toEqual([row!.storage_key]);

    response = await api.fetch(
      `${NOTE_PATHS.noteFiles.replace(':noteId', note._id)}?key=${stored.key}`,
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(6 * 1024 * 1024);
    expect(bytes.subarray(0, SAMPLES.pdf.length).equals(SAMPLES.pdf)).toBe(true);

    response = await api.fetch(NOTE_PATHS.note.replace(':noteId', note._id), {
      token,
      method: 'DELETE',
    });
    expect(response.status).toBe(200);
    expect(await bucket.list()).toEqual([]);
    expect(await api.db.query('SELECT 1 FROM stored_files')).toEqual([]);
  });
});
