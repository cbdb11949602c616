import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  FILE_PATHS,
  MAX_FILE_BYTES,
  NOTE_PATHS,
  type Note,
  noteSchema,
  TASK_PATHS,
  type UploadedFile,
  uploadedFileSchema,
} from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../identity/domain/admin';
import { createLocalStorage, isPartialKey } from '../../providers/storage';
import { BROKER, CARRIER, errorOf, useApi } from '../../test-support/api-harness';
import { attachmentsByOrigin } from '../domain/attachments';
import { sweepAbandonedUploads } from '../domain/stored-files';
import { multipart, type Part, SAMPLES, sized } from '../testing/multipart.test-helper';

const path = (template: string, params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
const COLLEAGUE = { email: 'colleague@demo.test', password: 'colleague-pass' };

describe.each(testBackends())('notes and files on $name', (backend) => {
  const filesDir = mkdtempSync(join(tmpdir(), 'fleet-notes-files-'));
  const storage = createLocalStorage(filesDir);
  const api = useApi(backend, { fileStorage: { kind: 'local', dir: filesDir } });

  beforeEach(async () => {
    await rm(filesDir, { recursive: true, force: true });
    mkdirSync(filesDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(filesDir, { recursive: true, force: true });
  });

  const accountOf = async (email: string) => {
    const [row] = await api.db.query<{ account_id: string }>(
      'SELECT account_id::text AS account_id FROM users WHERE email = $1',
      [email],
    );
    return row!.account_id;
  };

  /** A trip of the account (as a fleet sync would have stored it), by its number. */
  const tripOf = async (email: string, tripNum = 'T-100') => {
    await api.db.query(
      `INSERT INTO trips (account_id, id, trip_num, status, truck_id, trailer_id, driver_id,
                          dispatched_at, data)
       VALUES ($1, $2, $3, 'In Transit', 'trk-1', 'trl-1', 'drv-1', now(), '{}'::jsonb)`,
      [await accountOf(email), `trip-${randomUUID()}`, tripNum],
    );
    return tripNum;
  };

  /** A task of the account, created through the tasks API. */
  const taskOf = async (token: string) => {
    const response = await api.fetch(TASK_PATHS.task, {
      token,
      json: { issue: { instruction: 'Call the shipper', description: 'About the late pickup' } },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { Data: { _id: string } }).Data._id;
  };

  const signIn = async (who = CARRIER) => (await api.signIn(who)).access_token;

  const createNote = async (
    token: string,
    originId: string,
    text = 'Driver called: 30 min late',
    originType = 'TRIP',
  ) => {
    const response = await api.fetch(NOTE_PATHS.notes, {
      token,
      json: {
        origin_type: originType,
        origin_id: originId,
        type: 'USER_GENRATED',
        note: text,
        uploads: [],
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return noteSchema.parse(((await response.json()) as { Data: unknown }).Data);
  };

  const send = (
    pathname: string,
    token: string,
    parts: Part[],
    method = 'POST',
  ): Promise<Response> => {
    const { body, contentType } = multipart(parts);
    return api.fetch(pathname, {
      token,
      method,
      body,
      headers: { 'content-type': contentType },
      duplex: 'half',
    } as RequestInit);
  };

  const addFiles = (
    token: string,
    noteId: string,
    ...files: {
      filename: string;
      content: Uint8Array | AsyncIterable<Uint8Array>;
    }[]
  ) =>
    send(
      path(NOTE_PATHS.noteFiles, { noteId }),
      token,
      files.map((f) => ({ file: 'files', filename: f.filename, content: f.content })),
    );

  /** What is stored is exactly what the table lists: no object without a row, no row without one. */
  const expectStorageMatchesTable = async () => {
    const rows = await api.db.query<{ storage_key: string }>(
      `SELECT storage_key FROM stored_files ORDER BY storage_key`,
    );
    const keys = await storage.list();
    expect(keys.filter(isPartialKey)).toEqual([]);
    expect(keys).toEqual(rows.map((r) => r.storage_key).sort());
    return keys.length;
  };

  describe('notes', () => {
    it('when a user writes a note on a trip, then it is listed with the author name and USER_GENRATED', async () => {
      const token = await signIn();
      const trip = await tripOf(CARRIER.email);
      const created = await createNote(token, trip);
      expect(created).toMatchObject({
        note: 'Driver called: 30 min late',
        type: 'USER_GENRATED',
        created_by: 'Dana Dispatcher',
        created_by_email: CARRIER.email,
        uploads: [],
        origin_type: 'TRIP',
        origin_id: trip,
        additional_metadata: null,
      });
      expect(Date.parse(created.created_at)).not.toBeNaN();

      const response = await api.fetch(`${NOTE_PATHS.notes}?origin_id=${trip}&origin_type=TRIP`, {
        token,
      });
      expect(response.status).toBe(200);
      const { Data } = (await response.json()) as { Data: Note[] };
      expect(Data).toEqual([created]);
    });

    it("when a note is written on a task, then the task's notes list it", async () => {
      const token = await signIn();
      const task = await taskOf(token);
      const created = await createNote(token, task, 'Shipper confirmed', 'TASK');
      const response = await api.fetch(`${NOTE_PATHS.notes}?origin_id=${task}&origin_type=TASK`, {
        token,
      });
      expect(((await response.json()) as { Data: Note[] }).Data).toEqual([created]);
    });

    it('when the author edits and then deletes the note, then the list follows', async () => {
      const token = await signIn();
      const trip = await tripOf(CARRIER.email);
      const note = await createNote(token, trip);
      let response = await api.fetch(path(NOTE_PATHS.note, { noteId: note._id }), {
        token,
        method: 'PUT',
        json: { note: '  Driver arrived  ' },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { Data: Note }).Data).toMatchObject({
        _id: note._id,
        note: 'Driver arrived',
      });
      response = await api.fetch(path(NOTE_PATHS.note, { noteId: note._id }), {
        token,
        method: 'DELETE',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ Data: { _id: note._id, deleted: true } });
      response = await api.fetch(`${NOTE_PATHS.notes}?origin_id=${trip}&origin_type=TRIP`, {
        token,
      });
      expect(((await response.json()) as { Data: Note[] }).Data).toEqual([]);
    });

    it('when the input is bad or the origin unknown, then 400 or 404 and nothing is written', async () => {
      const token = await signIn();
      const trip = await tripOf(CARRIER.email);
      for (const json of [
        { origin_type: 'TRIP', origin_id: trip, note: '   ' },
        { origin_type: 'LOAD', origin_id: trip, note: 'x' },
        { origin_type: 'TRIP', origin_id: trip, note: 'x', type: 'System' },
        { origin_type: 'TRIP', origin_id: trip, note: 'x', uploads: [{ key: 'k' }] },
      ]) {
        const response = await api.fetch(NOTE_PATHS.notes, { token, json });
        expect(response.status, JSON.stringify(json)).toBe(400);
      }
      let response = await api.fetch(NOTE_PATHS.notes, {
        token,
        json: { origin_type: 'TRIP', origin_id: 'T-999', note: 'x' },
      });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ message: 'No trip T-999 in this account' });
      response = await api.fetch(NOTE_PATHS.notes, {
        token,
        json: { origin_type: 'TASK', origin_id: randomUUID(), note: 'x' },
      });
      expect(response.status).toBe(404);
      response = await api.fetch(path(NOTE_PATHS.note, { noteId: 'not-a-uuid' }), {
        token,
        method: 'PUT',
        json: { note: 'x' },
      });
      expect(response.status).toBe(404);
      expect(await api.db.query('SELECT 1 FROM notes')).toEqual([]);
    });

    it("when another account names this account's trip, note or files, then 404 and nothing changes", async () => {
      const token = await signIn();
      const trip = await tripOf(CARRIER.email);
      const note = await createNote(token, trip);
      const withFile = noteSchema.parse(
        (
          (await (
            await addFiles(token, note._id, { filename: 'pod.pdf', content: SAMPLES.pdf })
          ).json()) as { Data: unknown }
        ).Data,
      );
      const key = withFile.uploads[0]!.key;
      const attachment = await uploadAttachment(token, 'TRIP', trip, 'bol.png', SAMPLES.png);

      const other = await signIn(BROKER);
      const attempts: [string, RequestInit & { json?: unknown }][] = [
        [`${NOTE_PATHS.notes}?origin_id=${trip}&origin_type=TRIP`, {}],
        [NOTE_PATHS.notes, { json: { origin_type: 'TRIP', origin_id: trip, note: 'x' } }],
        [path(NOTE_PATHS.note, { noteId: note._id }), { method: 'PUT', json: { note: 'hijack' } }],
        [path(NOTE_PATHS.note, { noteId: note._id }), { method: 'DELETE' }],
        [`${path(NOTE_PATHS.noteFiles, { noteId: note._id })}?key=${key}`, {}],
        [`${path(NOTE_PATHS.noteFiles, { noteId: note._id })}?key=${key}`, { method: 'DELETE' }],
        [path(FILE_PATHS.byOrigin, { originType: 'TRIP', originId: trip }), {}],
        [
          path(FILE_PATHS.allOfOrigin, { originType: 'TRIP', originId: trip }),
          { method: 'DELETE' },
        ],
        [path(FILE_PATHS.file, { fileId: attachment._id }), { method: 'DELETE' }],
        [path(FILE_PATHS.download, { fileId: attachment._id }), {}],
      ];
      for (const [url, init] of attempts) {
        const response = await api.fetch(url, { token: other, ...init });
        expect(response.status, `${init.method ?? 'GET'} ${url}`).toBe(404);
      }
      let response = await addFiles(other, note._id, { filename: 'x.pdf', content: SAMPLES.pdf });
      expect(response.status).toBe(404);
      response = await send(
        path(FILE_PATHS.file, { fileId: attachment._id }),
        other,
        [{ file: 'file', filename: 'x.pdf', content: SAMPLES.pdf }],
        'PUT',
      );
      expect(response.status).toBe(404);
      response = await send(FILE_PATHS.upload, other, [
        { field: 'origin_type', value: 'TRIP' },
        { field: 'origin_id', value: trip },
        { file: 'file', filename: 'x.pdf', content: SAMPLES.pdf },
      ]);
      expect(response.status).toBe(404);

      // Unchanged for the owner.
      response = await api.fetch(`${NOTE_PATHS.notes}?origin_id=${trip}&origin_type=TRIP`, {
        token,
      });
      expect(((await response.json()) as { Data: Note[] }).Data).toEqual([withFile]);
      response = await api.fetch(
        path(FILE_PATHS.byOrigin, { originType: 'TRIP', originId: trip }),
        { token },
      );
      expect(((await response.json()) as { Data: UploadedFile[] }).Data).toEqual([attachment]);
      expect(await expectStorageMatchesTable()).toBe(2);
    });

    it('when a note is a System note, then editing, deleting and files answer 403 and nothing changes', async () => {
      const token = await signIn();
      const trip = await tripOf(CARRIER.email);
      const id = randomUUID();
      await api.db.query(
        `INSERT INTO notes (account_id, id, origin_type, origin_id, type, note, created_by,
                            additional_metadata, dedupe_key)
         VALUES ($1, $2, 'TRIP', $3, 'System', 'ETA exception opened', 'System',
                 '{"exception_type":"eta"}'::jsonb, 'eta:open:test')`,
        [await accountOf(CARRIER.email), id, trip],
      );
      const attempts: [string, RequestInit & { json?: unknown }, string][] = [
        [
          path(NOTE_PATHS.note, { noteId: id }),
          { method: 'PUT', json: { note: 'x' } },
          'System notes cannot be edited: only notes written by users can be changed',
        ],
        [
          path(NOTE_PATHS.note, { noteId: id }),
          { method: 'DELETE' },
          'System notes cannot be deleted: only notes written by users can be changed',
        ],
        [
          `${path(NOTE_PATHS.noteFiles, { noteId: id })}?key=${randomUUID()}`,
          { method: 'DELETE' },
          'Files cannot be removed from System notes: only notes written by users can be changed',
        ],
      ];
      for (const [url, init, message] of attempts) {
        const response = await api.fetch(url, { token, ...init });
        expect(response.status).toBe(403);
        expect(await errorOf(response)).toEqual({ code: 'notes/system-note', message });
      }
      const response = await addFiles(token, id, { filename: 'x.pdf', content: SAMPLES.pdf });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe(
        'Files cannot be added to System notes: only notes written by users can be changed',
      );
      const [row] = await api.db.query<{ note: string }>('SELECT note FROM notes WHERE id = $1', [
        id,
      ]);
      expect(row).toEqual({ note: 'ETA exception opened' });
      expect(await expectStorageMatchesTable()).toBe(0);
    });

    it('when a colleague of the same account tries to change a user note, then 403: only its author may', async () => {
      const token = await signIn();
      const trip = await tripOf(CARRIER.email);
      const note = await createNote(token, trip);
      await createUser(api.db, {
        account: 'Demo Carrier',
        ...COLLEAGUE,
        displayName: 'Cole League',
      });
      const colleague = await signIn(COLLEAGUE);

      // They read it and may download its files...
      let response = await api.fetch(`${NOTE_PATHS.notes}?origin_id=${trip}&origin_type=TRIP`, {
        token: colleague,
      });
      expect(((await response.json()) as { Data: Note[] }).Data).toHaveLength(1);
      // ...but not change it.
      response = await api.fetch(path(NOTE_PATHS.note, { noteId: note._id }), {
        token: colleague,
        method: 'PUT',
        json: { note: 'edited by someone else' },
      });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: 'notes/not-author',
        message: 'Only the author of this note (Dana Dispatcher) can edit it',
      });
      response = await api.fetch(path(NOTE_PATHS.note, { noteId: note._id }), {
        token: colleague,
        method: 'DELETE',
      });
      expect(response.status).toBe(403);
      response = await addFiles(colleague, note._id, { filename: 'x.pdf', content: SAMPLES.pdf });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe(
        'Only the author of this note (Dana Dispatcher) can add files to it',
      );
      // Their own note is theirs to change.
      const own = await createNote(colleague, trip, 'Mine');
      expect(own.created_by).toBe('Cole League');
      response = await api.fetch(path(NOTE_PATHS.note, { noteId: own._id }), {
        token: colleague,
        method: 'DELETE',
      });
      expect(response.status).toBe(200);
      const [row] = await api.db.query<{ note: string }>('SELECT note FROM notes WHERE id = $1', [
        note._id,
      ]);
      expect(row).toEqual({ note: 'Driver called: 30 min late' });
      expect(await expectStorageMatchesTable()).toBe(0);
    });
  });

  const uploadAttachment = async (
    token: string,
    originType: string,
    originId: string,
    filename: string,
    content: Uint8Array,
  ): Promise<UploadedFile> => {
    const response = await send(FILE_PATHS.upload, token, [
      { field: 'origin_type', value: originType },
      { field: 'origin_id', value: originId },
      { file: 'file', filename, content },
    ]);
    expect(response.status, await response.clone().text()).toBe(200);
    return uploadedFileSchema.parse(((await response.json()) as { Data: unknown }).Data);
  };

  describe('files on notes', () => {
    it('when files are added to a note, then the note lists them and each downloads with safe headers', async () => {
      const token = await signIn();
      const note = await createNote(token, await tripOf(CARRIER.email));
      const response = await addFiles(
        token,
        note._id,
        { filename: 'Proof of délivery: final.pdf', content: SAMPLES.pdf },
        { filename: 'dock.png', content: SAMPLES.png },
        { filename: 'charges.csv', content: SAMPLES.csv },
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const updated = noteSchema.parse(((await response.json()) as { Data: unknown }).Data);
      expect(updated.uploads.map(({ key: _key, ...u }) => u)).toEqual([
        {
          file_name: 'Proof of délivery_ final.pdf',
          soft_delete: false,
          content_type: 'application/pdf',
          size: SAMPLES.pdf.length,
        },
        {
          file_name: 'dock.png',
          soft_delete: false,
          content_type: 'image/png',
          size: SAMPLES.png.length,
        },
        {
          file_name: 'charges.csv',
          soft_delete: false,
          content_type: 'text/csv; charset=utf-8',
          size: SAMPLES.csv.length,
        },
      ]);
      expect(await expectStorageMatchesTable()).toBe(3);

      const [pdf, png] = updated.uploads;
      const download = await api.fetch(
        `${path(NOTE_PATHS.noteFiles, { noteId: note._id })}?key=${pdf!.key}`,
        { token },
      );
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Proof of d_livery_ final.pdf"; filename*=UTF-8''Proof%20of%20d%C3%A9livery_%20final.pdf`,
      );
      expect(Buffer.from(await download.arrayBuffer()).equals(SAMPLES.pdf)).toBe(true);

      // Deleting one file keeps the others.
      const deleted = await api.fetch(
        `${path(NOTE_PATHS.noteFiles, { noteId: note._id })}?key=${png!.key}`,
        { token, method: 'DELETE' },
      );
      expect(deleted.status).toBe(200);
      expect(
        ((await deleted.json()) as { Data: Note }).Data.uploads.map((u) => u.file_name),
      ).toEqual(['Proof of délivery_ final.pdf', 'charges.csv']);
      expect(await expectStorageMatchesTable()).toBe(2);
      const gone = await api.fetch(
        `${path(NOTE_PATHS.noteFiles, { noteId: note._id })}?key=${png!.key}`,
        { token },
      );
      expect(gone.status).toBe(404);
    });

    it('when a note is deleted, then its files are deleted from storage too', async () => {
      const token = await signIn();
      const trip = await tripOf(CARRIER.email);
      const keep = await createNote(token, trip, 'keep');
      await addFiles(token, keep._id, { filename: 'keep.pdf', content: SAMPLES.pdf });
      const note = await createNote(token, trip);
      await addFiles(
        token,
        note._id,
        { filename: 'a.pdf', content: SAMPLES.pdf },
        { filename: 'b.gif', content: SAMPLES.gif },
      );
      expect(await expectStorageMatchesTable()).toBe(3);
      const response = await api.fetch(path(NOTE_PATHS.note, { noteId: note._id }), {
        token,
        method: 'DELETE',
      });
      expect(response.status).toBe(200);
      expect(await expectStorageMatchesTable()).toBe(1);
      expect(await storage.list()).toEqual([
        (await api.db.query<{ storage_key: string }>('SELECT storage_key FROM stored_files'))[0]!
          .storage_key,
      ]);
    });

    const hostile: [string, string, Uint8Array, number, string][] = [
      [
        'a .pdf that is a PNG',
        'invoice.pdf',
        SAMPLES.png,
        415,
        'File invoice.pdf is not a PDF: its contents are a PNG image',
      ],
      [
        'a .pdf that is text',
        'invoice.pdf',
        Buffer.from('just text'),
        415,
        'File invoice.pdf is not a PDF: its contents do not match its name',
      ],
      [
        'a .png that is a program',
        'photo.png',
        SAMPLES.exe,
        415,
        'File photo.png cannot be attached: it is a EXE file. Allowed: PDF, images (PNG, APNG, JPEG, GIF, BMP, WebP, ICO, AVIF), text (.txt), CSV, Word (.docx), Excel (.xlsx) and PowerPoint (.pptx)',
      ],
      [
        'a PNG with a ZIP at its end (GIFAR-style polyglot)',
        'photo.png',
        Buffer.concat([SAMPLES.png, Buffer.from('PK\x03\x04payload'), SAMPLES.zipEnd]),
        415,
        'File photo.png cannot be attached: it is a PNG image that also hides another kind of file',
      ],
      [
        'a PDF that is also HTML',
        'doc.pdf',
        Buffer.concat([
          Buffer.from('%PDF-1.4\n%<html><script>alert(1)</script>\n'),
          SAMPLES.pdf.subarray(9),
        ]),
        415,
        'File doc.pdf cannot be attached: it is a PDF that also hides another kind of file',
      ],
      [
        'a GIF that is also a PDF',
        'dock.gif',
        Buffer.concat([SAMPLES.gif, Buffer.from('%PDF-1.4\n')]),
        415,
        'File dock.gif cannot be attached: it is a GIF image that also hides another kind of file',
      ],
      ['an empty file', 'empty.pdf', Buffer.alloc(0), 400, 'File empty.pdf is empty'],
      [
        'a text file with binary bytes',
        'notes.txt',
        Buffer.from('hello\0world'),
        415,
        'File notes.txt is not a text file: it holds bytes that are not UTF-8 text',
      ],
      [
        'a CSV that is not UTF-8',
        'rates.csv',
        Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]),
        415,
        'File rates.csv is not a CSV file: it holds bytes that are not UTF-8 text',
      ],
      [
        'a name that climbs folders',
        '../../etc/passwd.pdf',
        SAMPLES.pdf,
        400,
        'File name "../../etc/passwd.pdf" is not allowed: it must be a plain name, without folders or control characters',
      ],
      [
        'a Windows path',
        'C:\\\\temp\\\\x.pdf',
        SAMPLES.pdf,
        400,
        'File name "C:\\\\temp\\\\x.pdf" is not allowed: it must be a plain name, without folders or control characters',
      ],
      [
        'a right-to-left override hiding the extension',
        'invoice\u202Efdp.exe',
        SAMPLES.pdf,
        400,
        'File name "invoice\u202Efdp.exe" is not allowed: it must be a plain name, without folders or control characters',
      ],
    ];
    for (const [what, filename, content, status, message] of hostile) {
      it(`when ${what} is attached, then ${status} with a clear message and nothing is left behind`, async () => {
        const token = await signIn();
        const note = await createNote(token, await tripOf(CARRIER.email));
        // A good file first in the same form: it goes too when the form is refused.
        const response = await addFiles(
          token,
          note._id,
          { filename: 'good.pdf', content: SAMPLES.pdf },
          { filename, content },
        );
        expect(response.status).toBe(status);
        expect((await errorOf(response)).message).toBe(message);
        expect(await expectStorageMatchesTable()).toBe(0);
        expect(await api.db.query('SELECT 1 FROM stored_files')).toEqual([]);
      });
    }

    it('when a file is over 50 MB, then 413 with the §8 message while streaming, and nothing is stored', async () => {
      const token = await signIn();
      const note = await createNote(token, await tripOf(CARRIER.email));
      const response = await addFiles(token, note._id, {
        filename: 'scan.pdf',
        content: sized(SAMPLES.pdf, MAX_FILE_BYTES + 1),
      });
      expect(response.status).toBe(413);
      expect(await errorOf(response)).toEqual({
        code: 'files/too-large',
        message: 'File scan.pdf exceeds the 50 MB size limit',
      });
      expect(await expectStorageMatchesTable()).toBe(0);
    });

    it('when a file is exactly 50 MB, then it is stored', async () => {
      const token = await signIn();
      const note = await createNote(token, await tripOf(CARRIER.email));
      const response = await addFiles(token, note._id, {
        filename: 'scan.pdf',
        content: sized(SAMPLES.pdf, MAX_FILE_BYTES),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(((await response.json()) as { Data: Note }).Data.uploads[0]!.size).toBe(
        MAX_FILE_BYTES,
      );
      expect(await expectStorageMatchesTable()).toBe(1);
    });

    it("when names are odd but harmless, then they are tidied; a missing extension is the type's", async () => {
      const token = await signIn();
      const note = await createNote(token, await tripOf(CARRIER.email));
      const response = await addFiles(
        token,
        note._id,
        { filename: '  rate:con?   v2 .pdf ', content: SAMPLES.pdf },
        { filename: 'scan', content: SAMPLES.jpg },
        { filename: 'photo.JPEG', content: SAMPLES.jpg },
      );
      expect(response.status, await response.clone().text()).toBe(200);
      expect(
        ((await response.json()) as { Data: Note }).Data.uploads.map((u) => [
          u.file_name,
          u.content_type,
        ]),
      ).toEqual([
        ['rate_con_ v2 .pdf', 'application/pdf'],
        ['scan.jpg', 'image/jpeg'],
        ['photo.JPEG', 'image/jpeg'],
      ]);
    });

    it('when the form is wrong, then 400 says what is wrong', async () => {
      const token = await signIn();
      const note = await createNote(token, await tripOf(CARRIER.email));
      let response = await send(path(NOTE_PATHS.noteFiles, { noteId: note._id }), token, [
        { file: 'file', filename: 'a.pdf', content: SAMPLES.pdf },
      ]);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(
        'The request is not valid: file: unexpected file field; send files in "files"',
      );
      response = await send(path(NOTE_PATHS.noteFiles, { noteId: note._id }), token, []);
      expect(response.status).toBe(400);
      response = await api.fetch(path(NOTE_PATHS.noteFiles, { noteId: note._id }), {
        token,
        json: { files: [] },
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(
        'The request is not valid: (request): the body must be multipart/form-data',
      );
      expect(await expectStorageMatchesTable()).toBe(0);
    });

    it('when an account already runs its share of uploads, then the next one answers 429 until one ends', async () => {
      await api.restart({ uploadsPerAccount: 1 });
      const token = await signIn();
      const note = await createNote(token, await tripOf(CARRIER.email));
      // An upload that stays open: its first bytes go, the rest waits for `finish`.
      let finish!: () => void;
      const held = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const slow = addFiles(token, note._id, {
        filename: 'slow.pdf',
        content: (async function* () {
          yield Buffer.concat([SAMPLES.pdf, Buffer.alloc(70 * 1024, 0x20)]);
          await held;
          yield Buffer.from('\n%%EOF\n');
        })(),
      });
      // It holds the account's slot once its bytes are being written.
      while (!(await storage.list()).some(isPartialKey))
        await new Promise((r) => setTimeout(r, 10));

      let response = await addFiles(token, note._id, { filename: 'b.pdf', content: SAMPLES.pdf });
      expect(response.status).toBe(429);
      expect(await errorOf(response)).toEqual({
        code: 'files/too-many-uploads',
        message:
          'Too many uploads at once for this account: at most 1 run at the same time. Try again when one has finished.',
      });
      // Another account is not held back.
      const other = await signIn(BROKER);
      const otherNote = await createNote(other, await tripOf(BROKER.email, 'B-1'));
      response = await addFiles(other, otherNote._id, { filename: 'c.pdf', content: SAMPLES.pdf });
      expect(response.status).toBe(200);

      finish();
      expect((await slow).status).toBe(200);
      response = await addFiles(token, note._id, { filename: 'd.pdf', content: SAMPLES.pdf });
      expect(response.status).toBe(200);
      expect(await expectStorageMatchesTable()).toBe(3);
    });

    it('when a process died mid-upload, then the sweep removes its pending row and object after an hour', async () => {
      const token = await signIn();
      const note = await createNote(token, await tripOf(CARRIER.email));
      const accountId = await accountOf(CARRIER.email);
      const pending = async (id: string, age: string) => {
        await api.db.query(
          `INSERT INTO stored_files (account_id, id, storage_key, state, note_id, file_name,
                                     content_type, size, created_at)
           VALUES ($1, $2, $3, 'pending', $4, '', '', 0, now() - $5::interval)`,
          [accountId, id, `${accountId}/${id}`, note._id, age],
        );
        await storage.put(`${accountId}/${id}`, Readable.from([Buffer.from('half a file')]));
      };
      const dead = randomUUID();
      const running = randomUUID();
      await pending(dead, '2 hours');
      await pending(running, '5 minutes');
      const swept = await sweepAbandonedUploads({
        db: api.db,
        storage,
        logger: createLogger('sweep-test', 'silent'),
      });
      expect(swept).toBe(1);
      expect(await storage.list()).toEqual([`${accountId}/${running}`]);
      expect(
        (await api.db.query<{ id: string }>('SELECT id::text AS id FROM stored_files')).map(
          (r) => r.id,
        ),
      ).toEqual([running]);
    });

    it('when the client goes away mid-upload, then nothing is left behind', async () => {
      const token = await signIn();
      const note = await createNote(token, await tripOf(CARRIER.email));
      const abort = new AbortController();
      const { body, contentType } = multipart([
        {
          file: 'files',
          filename: 'cut.pdf',
          content: (async function* () {
            yield Buffer.concat([SAMPLES.pdf, Buffer.alloc(200 * 1024, 0x20)]);
            await new Promise(() => {});
          })(),
        },
      ]);
      const upload = api
        .fetch(path(NOTE_PATHS.noteFiles, { noteId: note._id }), {
          token,
          method: 'POST',
          body,
          headers: { 'content-type': contentType },
          duplex: 'half',
          signal: abort.signal,
        } as RequestInit)
        .catch((error: unknown) => error);
      while (!(await storage.list()).some(isPartialKey))
        await new Promise((r) => setTimeout(r, 10));
      abort.abort();
      await upload;
      // The server notices and cleans up: wait until it has (no timing: until both are empty).
      while (
        (await storage.list()).length > 0 ||
        (await api.db.query('SELECT 1 FROM stored_files')).length > 0
      ) {
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(await expectStorageMatchesTable()).toBe(0);
    });
  });

  describe('attachments of tasks and trips', () => {
    it('when a task gains or loses a file, then the task list shows it at once', async () => {
      const token = await signIn();
      const task = await taskOf(token);
      const uploadsInList = async () => {
        const response = await api.fetch(TASK_PATHS.all, { token, json: {} });
        expect(response.status).toBe(200);
        const { Data } = (await response.json()) as {
          Data: { _id: string; uploads: { upload: { file_name: string } }[] }[];
        };
        return Data.find((t) => t._id === task)?.uploads.map((u) => u.upload.file_name);
      };
      expect(await uploadsInList()).toEqual([]);
      const file = await uploadAttachment(token, 'TASK', task, 'bol.pdf', SAMPLES.pdf);
      expect(await uploadsInList()).toEqual(['bol.pdf']);
      const response = await api.fetch(path(FILE_PATHS.file, { fileId: file._id }), {
        token,
        method: 'DELETE',
      });
      expect(response.status).toBe(200);
      expect(await uploadsInList()).toEqual([]);
    });

    it('when files are attached to a task, then they are listed, replaced, downloaded and deleted', async () => {
      const token = await signIn();
      const task = await taskOf(token);
      const first = await uploadAttachment(token, 'TASK', task, 'bol.pdf', SAMPLES.pdf);
      expect(first).toMatchObject({
        origin_id: task,
        origin_type: 'TASK',
        upload: { file_name: 'bol.pdf', content_type: 'application/pdf', size: SAMPLES.pdf.length },
      });
      const second = await uploadAttachment(token, 'TASK', task, 'dock.png', SAMPLES.png);
      let response = await api.fetch(
        path(FILE_PATHS.byOrigin, { originType: 'TASK', originId: task }),
        { token },
      );
      expect(await response.json()).toEqual({ Data: [first, second] });
      // What the tasks component shows as Task.uploads.
      expect(
        await attachmentsByOrigin(api.db, await accountOf(CARRIER.email), 'TASK', [
          task,
          randomUUID(),
        ]),
      ).toEqual(
        new Map([
          [
            task,
            [
              { _id: first._id, upload: { file_name: 'bol.pdf' } },
              { _id: second._id, upload: { file_name: 'dock.png' } },
            ],
          ],
        ]),
      );

      // Replace keeps the id, changes the bytes, and removes the old object.
      response = await send(
        path(FILE_PATHS.file, { fileId: first._id }),
        token,
        [{ file: 'file', filename: 'bol-signed.jpg', content: SAMPLES.jpg }],
        'PUT',
      );
      expect(response.status, await response.clone().text()).toBe(200);
      expect(((await response.json()) as { Data: UploadedFile }).Data).toMatchObject({
        _id: first._id,
        upload: { file_name: 'bol-signed.jpg', content_type: 'image/jpeg' },
      });
      expect(await expectStorageMatchesTable()).toBe(2);
      response = await api.fetch(path(FILE_PATHS.download, { fileId: first._id }), { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="bol-signed.jpg"; filename*=UTF-8''bol-signed.jpg`,
      );
      expect(Buffer.from(await response.arrayBuffer()).equals(SAMPLES.jpg)).toBe(true);

      // A refused replacement keeps the old file.
      response = await send(
        path(FILE_PATHS.file, { fileId: first._id }),
        token,
        [{ file: 'file', filename: 'x.pdf', content: SAMPLES.png }],
        'PUT',
      );
      expect(response.status).toBe(415);
      expect(await expectStorageMatchesTable()).toBe(2);

      response = await api.fetch(path(FILE_PATHS.file, { fileId: second._id }), {
        token,
        method: 'DELETE',
      });
      expect(await response.json()).toEqual({ Data: { deleted: 1 } });
      expect(await expectStorageMatchesTable()).toBe(1);
      response = await api.fetch(path(FILE_PATHS.file, { fileId: second._id }), {
        token,
        method: 'DELETE',
      });
      expect(response.status).toBe(404);
    });

    it('when every attachment of a trip is deleted, then the trip has none and others keep theirs', async () => {
      const token = await signIn();
      const trip = await tripOf(CARRIER.email);
      const other = await tripOf(CARRIER.email, 'T-200');
      await uploadAttachment(token, 'TRIP', trip, 'a.pdf', SAMPLES.pdf);
      await uploadAttachment(token, 'TRIP', trip, 'b.pdf', SAMPLES.pdf);
      const kept = await uploadAttachment(token, 'TRIP', other, 'c.pdf', SAMPLES.pdf);
      let response = await api.fetch(
        path(FILE_PATHS.allOfOrigin, { originType: 'TRIP', originId: trip }),
        {
          token,
          method: 'DELETE',
        },
      );
      expect(await response.json()).toEqual({ Data: { deleted: 2 } });
      response = await api.fetch(
        path(FILE_PATHS.byOrigin, { originType: 'TRIP', originId: trip }),
        { token },
      );
      expect(await response.json()).toEqual({ Data: [] });
      response = await api.fetch(
        path(FILE_PATHS.byOrigin, { originType: 'TRIP', originId: other }),
        { token },
      );
      expect(await response.json()).toEqual({ Data: [kept] });
      expect(await expectStorageMatchesTable()).toBe(1);
    });

    it('when the origin is missing, unknown, or sent after the file, then nothing is stored', async () => {
      const token = await signIn();
      const trip = await tripOf(CARRIER.email);
      const cases: [Part[], number, string][] = [
        [
          [
            { field: 'origin_type', value: 'TRIP' },
            { field: 'origin_id', value: 'T-404' },
            { file: 'file', filename: 'a.pdf', content: SAMPLES.pdf },
          ],
          404,
          'No trip T-404 in this account',
        ],
        [
          [
            { field: 'origin_type', value: 'TASK' },
            { field: 'origin_id', value: 'not-a-task' },
            { file: 'file', filename: 'a.pdf', content: SAMPLES.pdf },
          ],
          404,
          'No task not-a-task in this account',
        ],
        [
          [
            { file: 'file', filename: 'a.pdf', content: SAMPLES.pdf },
            { field: 'origin_type', value: 'TRIP' },
            { field: 'origin_id', value: trip },
          ],
          400,
          'The request is not valid: origin_id: origin_id is required; origin_type: origin_type must be TRIP or TASK',
        ],
        [
          [
            { field: 'origin_type', value: 'TRIP' },
            { field: 'origin_id', value: trip },
          ],
          400,
          'The request is not valid: file: no file was sent in the form field "file"',
        ],
        [
          [
            { field: 'origin_type', value: 'TRIP' },
            { field: 'origin_id', value: trip },
            { file: 'file', filename: 'a.pdf', content: SAMPLES.pdf },
            { file: 'file', filename: 'b.pdf', content: SAMPLES.pdf },
          ],
          400,
          'The request is not valid: file: send one file per upload',
        ],
      ];
      for (const [parts, status, message] of cases) {
        const response = await send(FILE_PATHS.upload, token, parts);
        expect(response.status, message).toBe(status);
        expect((await errorOf(response)).message).toBe(message);
      }
      expect(await expectStorageMatchesTable()).toBe(0);
    });
  });
});
