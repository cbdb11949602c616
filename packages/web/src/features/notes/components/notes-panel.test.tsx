import { MAX_FILE_BYTES } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeNotesApi, makeNote, makeUpload } from '../testing/fake-notes-api';
import { NotesPanel } from './notes-panel';

// Other test runs share the machine: give queries and modal transitions room.
configure({ asyncUtilTimeout: 5_000 });

type Api = ReturnType<typeof fakeNotesApi>;

function open(api: Api = fakeNotesApi()) {
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  renderWithProviders(<NotesPanel originType="TRIP" originId="T1001" />);
  const panel = screen.getByRole('region', { name: 'Notes' });
  return { api, user, panel };
}

const file = (name: string, size = 2048, type = 'application/pdf') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const card = (text: string) =>
  screen.findByText(text).then((node) => node.closest('article') as HTMLElement);

afterEach(() => vi.unstubAllGlobals());

describe('notes panel: list', () => {
  it('shows each note with its text, author, en-US time and files', async () => {
    const api = fakeNotesApi({
      notes: [
        makeNote({ note: 'Gate closes at 6 PM', uploads: [makeUpload('bol.pdf')] }),
        makeNote({ note: 'No date on this one', created_at: 'not a date', created_by: 'Sam' }),
      ],
    });
    const { panel } = open(api);
    const first = await card('Gate closes at 6 PM');
    expect(within(first).getByText('Dana Dispatcher')).toBeVisible();
    expect(within(first).getByText('11/23/2026 02:05 PM')).toBeVisible();
    expect(within(first).getByText('bol.pdf')).toBeVisible();
    const second = await card('No date on this one');
    expect(within(second).getByText('Not Available')).toBeVisible();
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
    const [asked] = api.to('/v1/notes/', 'GET');
    expect(asked?.query.get('origin_id')).toBe('T1001');
    expect(asked?.query.get('origin_type')).toBe('TRIP');
    expect(asked?.authorization).toBe('Bearer access-1');
  });

  it("toasts 'Failed to fetch notes' when the list fails", async () => {
    open(fakeNotesApi({ failList: { status: 500, body: { detail: 'db down' } } }));
    // The toast and the panel's inline message.
    await waitFor(() => expect(screen.getAllByText('Failed to fetch notes')).toHaveLength(2));
  });

  it('shows a System note with its badge and exception type, and no edit, delete or attach', async () => {
    open(
      fakeNotesApi({
        notes: [
          makeNote({
            type: 'System',
            note: 'ETA exception opened',
            created_by: 'System',
            created_by_email: null,
            additional_metadata: { exception_type: 'eta' },
            uploads: [makeUpload('readings.png')],
          }),
        ],
      }),
    );
    const note = await card('ETA exception opened');
    expect(within(note).getAllByText('System')).toHaveLength(2); // author and badge
    expect(within(note).getByText('ETA')).toBeVisible();
    expect(within(note).queryByRole('button', { name: 'Edit note' })).toBeNull();
    expect(within(note).queryByRole('button', { name: 'Delete note' })).toBeNull();
    expect(within(note).queryByRole('button', { name: 'Delete readings.png' })).toBeNull();
    expect(within(note).queryByLabelText('Attach files to note')).toBeNull();
    // Its files can still be seen.
    expect(within(note).getByRole('button', { name: 'Preview readings.png' })).toBeVisible();
    expect(within(note).getByRole('button', { name: 'Download readings.png' })).toBeVisible();
  });

  it("offers no changes on another user's note (only the author may change it)", async () => {
    open(
      fakeNotesApi({
        notes: [
          makeNote({
            note: 'Written by Sam',
            created_by: 'Sam Smith',
            created_by_email: 'sam@demo.test',
            uploads: [makeUpload('pod.pdf')],
          }),
          makeNote({ note: 'Written by me', created_by_email: 'DISPATCHER@demo.test' }),
        ],
      }),
    );
    const theirs = await card('Written by Sam');
    expect(within(theirs).queryByRole('button', { name: 'Edit note' })).toBeNull();
    expect(within(theirs).queryByRole('button', { name: 'Delete note' })).toBeNull();
    expect(within(theirs).queryByRole('button', { name: 'Delete pod.pdf' })).toBeNull();
    expect(within(theirs).queryByLabelText('Attach files to note')).toBeNull();
    expect(within(theirs).getByRole('button', { name: 'Download pod.pdf' })).toBeVisible();
    const mine = await card('Written by me');
    expect(within(mine).getByRole('button', { name: 'Edit note' })).toBeVisible();
  });
});

describe('notes panel: new note', () => {
  it("'Add New Note' opens the form; Cancel closes it without a call", async () => {
    const { user, api, panel } = open();
    await user.click(within(panel).getByRole('button', { name: 'Add New Note' }));
    const form = within(panel).getByRole('form', { name: 'New note' });
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Half typed');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByRole('form', { name: 'New note' })).toBeNull();
    expect(api.to('/v1/notes/', 'POST')).toHaveLength(0);
    // Opened again, it starts empty.
    await user.click(within(panel).getByRole('button', { name: 'Add New Note' }));
    expect(within(panel).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it('saves a note, closes the form and shows the note', async () => {
    const { user, api, panel } = open();
    await user.click(await within(panel).findByRole('button', { name: 'Add New Note' }));
    const form = within(panel).getByRole('form', { name: 'New note' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), '  Reefer at 34F  ');
    await user.click(save);
    expect(await card('Reefer at 34F')).toBeVisible();
    expect(within(panel).queryByRole('form', { name: 'New note' })).toBeNull();
    expect(api.to('/v1/notes/', 'POST').map((r) => r.body)).toEqual([
      {
        origin_type: 'TRIP',
        origin_id: 'T1001',
        type: 'USER_GENRATED',
        note: 'Reefer at 34F',
        uploads: [],
      },
    ]);
  });

  it('creates the note first, then uploads its files onto the new id, one at a time', async () => {
    const { user, api, panel } = open();
    await user.click(await within(panel).findByRole('button', { name: 'Add New Note' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Note' }), 'Papers attached');
    const input = within(panel).getByLabelText('Attach files', { selector: 'input' });
    await user.upload(input, [file('bol.pdf'), file('photo.png', 10, 'image/png')]);
    expect(await within(panel).findByText('photo.png')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const note = await card('Papers attached');
    await waitFor(() => expect(within(note).getByText('photo.png')).toBeVisible());
    expect(within(note).getByText('bol.pdf')).toBeVisible();
    const order = api.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(order).toEqual(['/v1/notes/', '/v1/notes/note-101/files', '/v1/notes/note-101/files']);
    const sent = api
      .to('/v1/notes/note-101/files', 'POST')
      .map((r) => (r.body as FormData).getAll('files').map((f) => (f as File).name));
    expect(sent).toEqual([['bol.pdf'], ['photo.png']]);
  });

  it('drops a file over 50 MB with its message and uploads the rest', async () => {
    const { user, api, panel } = open();
    await user.click(await within(panel).findByRole('button', { name: 'Add New Note' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Note' }), 'Big video');
    const input = within(panel).getByLabelText('Attach files', { selector: 'input' });
    await user.upload(input, [
      file('video.mp4', MAX_FILE_BYTES + 1),
      file('ok.pdf', MAX_FILE_BYTES),
    ]);
    expect(await screen.findByText('File video.mp4 exceeds the 50 MB size limit')).toBeVisible();
    const list = within(panel).getByRole('list', { name: 'Files to attach' });
    expect(within(list).queryByText('video.mp4')).toBeNull();
    expect(within(list).getByText('ok.pdf')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await card('Big video');
    await waitFor(() => expect(api.to('/v1/notes/note-101/files', 'POST')).toHaveLength(1));
  });

  it('shows the uploading state of each file while it uploads', async () => {
    const api = fakeNotesApi({ holdUploads: true });
    const { user, panel } = open(api);
    await user.click(await within(panel).findByRole('button', { name: 'Add New Note' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Note' }), 'Two files');
    const input = within(panel).getByLabelText('Attach files', { selector: 'input' });
    await user.upload(input, [file('a.pdf'), file('b.pdf')]);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const uploading = await within(panel).findByRole('list', { name: 'Uploading files' });
    const items = within(uploading).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Uploading...')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Waiting')).toBeVisible();
    await waitFor(() => expect(api.heldUploads()).toBe(1));
    api.releaseUpload();
    await waitFor(() => expect(within(uploading).getAllByRole('listitem')).toHaveLength(1));
    expect(within(uploading).getByText('b.pdf')).toBeVisible();
    expect(within(uploading).getByText('Uploading...')).toBeVisible();
    await waitFor(() => expect(api.heldUploads()).toBe(1));
    api.releaseUpload();
    await waitFor(() => expect(within(panel).queryByRole('form', { name: 'New note' })).toBeNull());
  });

  it("toasts the upload failure ('Error uploading file' without a server detail) and reloads the notes", async () => {
    const api = fakeNotesApi({ failUpload: { status: 500, body: {} } });
    const { user, panel } = open(api);
    await user.click(await within(panel).findByRole('button', { name: 'Add New Note' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Note' }), 'With a file');
    const input = within(panel).getByLabelText('Attach files', { selector: 'input' });
    await user.upload(input, [file('a.pdf')]);
    const listsBefore = api.to('/v1/notes/', 'GET').length;
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error uploading file')).toBeVisible();
    await waitFor(() => expect(api.to('/v1/notes/', 'GET').length).toBeGreaterThan(listsBefore));
    expect(await card('With a file')).toBeVisible();
    expect(within(panel).queryByRole('form', { name: 'New note' })).toBeNull();
  });

  it("shows the server's detail when an upload is refused", async () => {
    const api = fakeNotesApi({
      failUpload: { status: 400, body: { detail: 'File type not allowed' } },
    });
    const { user, panel } = open(api);
    await user.click(await within(panel).findByRole('button', { name: 'Add New Note' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Note' }), 'Bad file');
    await user.upload(within(panel).getByLabelText('Attach files', { selector: 'input' }), [
      file('a.exe'),
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('File type not allowed')).toBeVisible();
  });

  it.each([
    [{ status: 400, body: { message: 'note must not be empty' } }, 'note must not be empty'],
    [{ status: 500, body: {} }, 'Error creating note'],
    ['network' as const, 'Network response was not ok'],
  ])('a failed create (%j) says %s and keeps the form', async (failCreate, message) => {
    const { user, panel } = open(fakeNotesApi({ failCreate }));
    await user.click(await within(panel).findByRole('button', { name: 'Add New Note' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Note' }), 'Keep me');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: 'Note' })).toHaveValue('Keep me');
  });
});

describe('notes panel: a user note', () => {
  it('toggles between view and edit; Cancel keeps the text, Save sends it', async () => {
    const api = fakeNotesApi({ notes: [makeNote({ _id: 'n1', note: 'First text' })] });
    const { user } = open(api);
    let note = await card('First text');
    await user.click(within(note).getByRole('button', { name: 'Edit note' }));
    const editor = within(note).getByRole('textbox', { name: 'Note text' });
    expect(editor).toHaveValue('First text');
    await user.clear(editor);
    await user.type(editor, 'Dropped');
    await user.click(within(note).getByRole('button', { name: 'Cancel' }));
    expect(within(note).queryByRole('textbox')).toBeNull();
    expect(within(note).getByText('First text')).toBeVisible();

    await user.click(within(note).getByRole('button', { name: 'Edit note' }));
    const again = within(note).getByRole('textbox', { name: 'Note text' });
    expect(again).toHaveValue('First text');
    await user.clear(again);
    await user.type(again, 'Second text');
    await user.click(within(note).getByRole('button', { name: 'Save' }));
    note = await card('Second text');
    expect(within(note).queryByRole('textbox')).toBeNull();
    expect(api.to('/v1/notes/n1', 'PUT').map((r) => r.body)).toEqual([{ note: 'Second text' }]);
  });

  it.each([
    [{ status: 500, body: {} }, 'Error updating note'],
    [
      { status: 403, body: { detail: 'Only user notes can be edited' } },
      'Only user notes can be edited',
    ],
  ])('a failed save (%j) says %s and keeps the editor', async (failUpdate, message) => {
    const { user } = open(fakeNotesApi({ notes: [makeNote({ note: 'Old' })], failUpdate }));
    const note = await card('Old');
    await user.click(within(note).getByRole('button', { name: 'Edit note' }));
    await user.type(within(note).getByRole('textbox', { name: 'Note text' }), ' and new');
    await user.click(within(note).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(within(note).getByRole('textbox', { name: 'Note text' })).toHaveValue('Old and new');
  });

  it('asks before deleting the note: Cancel keeps it, Confirm deletes it', async () => {
    const api = fakeNotesApi({ notes: [makeNote({ _id: 'n1', note: 'Delete me' })] });
    const { user, panel } = open(api);
    const note = await card('Delete me');
    await user.click(within(note).getByRole('button', { name: 'Delete note' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete note' });
    expect(within(dialog).getByText('Are you sure you want to delete this note?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('/v1/notes/n1', 'DELETE')).toHaveLength(0);

    await user.click(within(note).getByRole('button', { name: 'Delete note' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete note' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(panel).queryByText('Delete me')).toBeNull());
    expect(api.to('/v1/notes/n1', 'DELETE')).toHaveLength(1);
  });

  it('asks before deleting a file: Cancel keeps it, Confirm deletes it', async () => {
    const api = fakeNotesApi({
      notes: [makeNote({ _id: 'n1', note: 'Has files', uploads: [makeUpload('bol.pdf')] })],
    });
    const { user } = open(api);
    const note = await card('Has files');
    await user.click(within(note).getByRole('button', { name: 'Delete bol.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete bol.pdf' });
    expect(within(dialog).getByText('Are you sure you want to delete this file?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('/v1/notes/n1/files', 'DELETE')).toHaveLength(0);

    await user.click(within(note).getByRole('button', { name: 'Delete bol.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete bol.pdf' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(note).queryByText('bol.pdf')).toBeNull());
    const [deleted] = api.to('/v1/notes/n1/files', 'DELETE');
    expect(deleted?.query.get('key')).toBe('key-bol.pdf');
  });

  it("toasts 'File delete failed' when the file delete fails", async () => {
    const { user } = open(
      fakeNotesApi({
        notes: [makeNote({ note: 'Has files', uploads: [makeUpload('bol.pdf')] })],
        failFileDelete: { status: 500, body: {} },
      }),
    );
    const note = await card('Has files');
    await user.click(within(note).getByRole('button', { name: 'Delete bol.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete bol.pdf' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('File delete failed')).toBeVisible();
    expect(within(note).getByText('bol.pdf')).toBeVisible();
  });

  it('adds files to a saved note, dropping one over 50 MB', async () => {
    const api = fakeNotesApi({ notes: [makeNote({ _id: 'n1', note: 'Add to me' })] });
    const { user } = open(api);
    const note = await card('Add to me');
    await user.upload(within(note).getByLabelText('Attach files to note', { selector: 'input' }), [
      file('huge.mov', MAX_FILE_BYTES + 1),
      file('pod.pdf'),
    ]);
    expect(await screen.findByText('File huge.mov exceeds the 50 MB size limit')).toBeVisible();
    await waitFor(() => expect(within(note).getByText('pod.pdf')).toBeVisible());
    expect(api.to('/v1/notes/n1/files', 'POST')).toHaveLength(1);
  });

  it('a failed upload onto a saved note toasts and reloads the notes', async () => {
    const api = fakeNotesApi({
      notes: [makeNote({ _id: 'n1', note: 'Add to me' })],
      failUpload: 'network',
    });
    const { user } = open(api);
    const note = await card('Add to me');
    const lists = api.to('/v1/notes/', 'GET').length;
    await user.upload(within(note).getByLabelText('Attach files to note', { selector: 'input' }), [
      file('pod.pdf'),
    ]);
    expect(
      await screen.findByText('Error uploading file: Network response was not ok'),
    ).toBeVisible();
    await waitFor(() => expect(api.to('/v1/notes/', 'GET').length).toBeGreaterThan(lists));
  });
});

describe('notes panel: download', () => {
  it('downloads a file as a blob with the token and saves it under its name', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:file');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const api = fakeNotesApi({
      notes: [makeNote({ _id: 'n1', note: 'Files', uploads: [makeUpload('bol.pdf')] })],
    });
    const { user } = open(api);
    const note = await card('Files');
    await user.click(within(note).getByRole('button', { name: 'Download bol.pdf' }));
    await waitFor(() => expect(saved).toEqual(['bol.pdf']));
    const [asked] = api.to('/v1/notes/n1/files', 'GET');
    expect(asked?.query.get('key')).toBe('key-bol.pdf');
    expect(asked?.authorization).toBe('Bearer access-1');
    const blob = created.mock.calls[0]?.[0];
    expect(await new Response(blob).text()).toBe('%PDF-1.4');
    click.mockRestore();
  });

  it("toasts 'File download failed' when the download fails", async () => {
    const { user } = open(
      fakeNotesApi({
        notes: [makeNote({ note: 'Files', uploads: [makeUpload('bol.pdf')] })],
        failDownload: { status: 404, body: { detail: 'gone' } },
      }),
    );
    const note = await card('Files');
    await user.click(within(note).getByRole('button', { name: 'Download bol.pdf' }));
    expect(await screen.findByText('File download failed')).toBeVisible();
  });
});
