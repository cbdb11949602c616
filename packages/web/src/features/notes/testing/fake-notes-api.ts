import { type Note, type NoteUpload, noteCreateSchema, noteUpdateSchema } from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';

type Answer = { status: number; body: unknown } | 'network';
export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

let serial = 0;

export function makeNote(overrides: Partial<Note> = {}): Note {
  serial += 1;
  return {
    _id: `note-${serial}`,
    note: 'Driver called: gate closes at 6 PM',
    type: 'USER_GENRATED',
    created_at: '2026-11-23T14:05:00.000Z',
    created_by: 'Dana Dispatcher',
    created_by_email: 'dispatcher@demo.test',
    uploads: [],
    origin_type: 'TRIP',
    origin_id: 'T1001',
    additional_metadata: null,
    ...overrides,
  };
}

export function makeUpload(name: string, overrides: Partial<NoteUpload> = {}): NoteUpload {
  return {
    file_name: name,
    key: `key-${name}`,
    soft_delete: false,
    content_type: 'application/octet-stream',
    size: 1024,
    ...overrides,
  };
}

/**
 * The notes API of document 2 §7 in memory: the list, create (validated with the contract),
 * update, delete, files added (multipart `files`), deleted and downloaded. `fail*` force another
 * answer; `holdUploads` keeps each upload pending until `releaseUpload()`. Every request is
 * recorded. Anything else goes to the app's base fake (session user, flags).
 */
export function fakeNotesApi(
  options: {
    notes?: Note[];
    failList?: Answer;
    failCreate?: Answer;
    failUpdate?: Answer;
    failDelete?: Answer;
    failUpload?: Answer;
    failFileDelete?: Answer;
    failDownload?: Answer;
    holdUploads?: boolean;
    /** Bytes served for a file download (default: '%PDF-1.4'). */
    fileBytes?: string | Uint8Array<ArrayBuffer>;
  } = {},
) {
  const base = fakeApi({ user: makeUser() });
  const notes = [...(options.notes ?? [])];
  const requests: Recorded[] = [];
  const held: Array<() => void> = [];
  let next = 100;

  const answer = (given: Answer): Response => {
    if (given === 'network') throw new TypeError('Failed to fetch');
    return jsonResponse(given.body, given.status);
  };
  const find = (id: string) => notes.find((note) => note._id === id);

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    if (!url.pathname.startsWith('/v1/notes')) return base.fetch(input, init);
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const headers = new Headers(init?.headers);
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization: headers.get('authorization'),
    });

    if (url.pathname === '/v1/notes/') {
      if (method === 'GET') {
        if (options.failList) return answer(options.failList);
        const type = url.searchParams.get('origin_type');
        const id = url.searchParams.get('origin_id');
        return jsonResponse({
          Data: notes.filter((note) => note.origin_type === type && note.origin_id === id),
        });
      }
      if (options.failCreate) return answer(options.failCreate);
      const parsed = noteCreateSchema.safeParse(body);
      if (!parsed.success) return jsonResponse({ error: parsed.error.issues[0]?.message }, 400);
      next += 1;
      const note = makeNote({
        _id: `note-${next}`,
        note: parsed.data.note,
        origin_type: parsed.data.origin_type,
        origin_id: parsed.data.origin_id,
        created_at: new Date().toISOString(),
      });
      notes.unshift(note);
      return jsonResponse({ Data: note });
    }

    const files = /^\/v1\/notes\/([^/]+)\/files$/.exec(url.pathname);
    if (files) {
      const note = find(decodeURIComponent(files[1] ?? ''));
      if (!note) return jsonResponse({ detail: 'Note not found' }, 404);
      if (method === 'POST') {
        if (options.holdUploads) await new Promise<void>((resolve) => held.push(resolve));
        if (options.failUpload) return answer(options.failUpload);
        const form = body as FormData;
        for (const file of form.getAll('files') as File[]) {
          note.uploads.push(makeUpload(file.name, { size: file.size, content_type: file.type }));
        }
        return jsonResponse({ Data: note });
      }
      const key = url.searchParams.get('key') ?? '';
      if (method === 'DELETE') {
        if (options.failFileDelete) return answer(options.failFileDelete);
        note.uploads = note.uploads.filter((upload) => upload.key !== key);
        return jsonResponse({ Data: note });
      }
      if (options.failDownload) return answer(options.failDownload);
      return new Response(options.fileBytes ?? '%PDF-1.4', { status: 200 });
    }

    const one = /^\/v1\/notes\/([^/]+)$/.exec(url.pathname);
    const note = find(decodeURIComponent(one?.[1] ?? ''));
    if (!note) return jsonResponse({ detail: 'Note not found' }, 404);
    if (method === 'PUT') {
      if (options.failUpdate) return answer(options.failUpdate);
      const parsed = noteUpdateSchema.safeParse(body);
      if (!parsed.success) return jsonResponse({ error: parsed.error.issues[0]?.message }, 400);
      note.note = parsed.data.note;
      return jsonResponse({ Data: note });
    }
    if (method === 'DELETE') {
      if (options.failDelete) return answer(options.failDelete);
      notes.splice(notes.indexOf(note), 1);
      return jsonResponse({ Data: { _id: note._id } });
    }
    return jsonResponse({ detail: 'Method not allowed' }, 405);
  };

  return {
    fetch: fetchFn,
    notes,
    requests,
    to: (path: string, method: string) =>
      requests.filter((r) => r.path === path && r.method === method),
    /** Lets the oldest held upload go on. */
    releaseUpload: () => held.shift()?.(),
    heldUploads: () => held.length,
  };
}
