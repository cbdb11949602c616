import { PREVIEW_IMAGE_EXTENSIONS } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeNotesApi, makeNote, makeUpload } from '../testing/fake-notes-api';
import { NotesPanel } from './notes-panel';

configure({ asyncUtilTimeout: 5_000 });

const createObjectURL = vi.fn(() => 'blob:preview');
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  createObjectURL.mockClear();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

async function openPreview(name: string, api = fakeNotesApi({ notes: [note(name)] })) {
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  renderWithProviders(<NotesPanel originType="TASK" originId="task-1" />);
  await user.click(await screen.findByRole('button', { name: `Preview ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Preview: ${name}` });
  // The modal fades in: what it shows is visible once its transition has ended.
  await waitFor(() => expect(dialog).toBeVisible());
  return { user, dialog, api };
}

function note(name: string) {
  return makeNote({
    _id: 'n1',
    note: 'With a file',
    origin_type: 'TASK',
    origin_id: 'task-1',
    uploads: [makeUpload(name)],
  });
}

describe('file preview', () => {
  it.each(PREVIEW_IMAGE_EXTENSIONS.map((ext) => [ext]))(
    'shows a .%s file as an image with its name as alt text',
    async (ext) => {
      const { dialog, api } = await openPreview(`scan.${ext}`);
      const image = await within(dialog).findByRole('img', { name: `scan.${ext}` });
      expect(image).toHaveAttribute('src', 'blob:preview');
      const [asked] = api.to('/v1/notes/n1/files', 'GET');
      expect(asked?.query.get('key')).toBe(`key-scan.${ext}`);
    },
  );

  it("says 'Preview not available' for other files, without downloading them", async () => {
    const { dialog, api } = await openPreview('rates.xlsx');
    expect(within(dialog).getByText('Preview not available')).toBeVisible();
    expect(api.to('/v1/notes/n1/files', 'GET')).toHaveLength(0);
  });

  it("says 'Preview not available' and toasts 'File download failed' when the file cannot be fetched", async () => {
    const api = fakeNotesApi({
      notes: [note('photo.png')],
      failDownload: { status: 500, body: {} },
    });
    const { dialog } = await openPreview('photo.png', api);
    expect(await within(dialog).findByText('Preview not available')).toBeVisible();
    expect(await screen.findByText('File download failed')).toBeVisible();
  });

  it('zooms a PDF from 50 % to 200 % in 10 % steps and pages through it', async () => {
    const { dialog, user } = await openPreview('rate-con.pdf');
    const zoomIn = await within(dialog).findByRole('button', { name: 'Zoom in' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    expect(within(dialog).getByText('100%')).toBeVisible();
    expect(await within(dialog).findByText('page 1 at scale 1')).toBeInTheDocument();

    await user.click(zoomIn);
    expect(within(dialog).getByText('110%')).toBeVisible();
    expect(within(dialog).getByText('page 1 at scale 1.1')).toBeInTheDocument();

    for (let i = 0; i < 4; i += 1) await user.click(zoomOut);
    expect(within(dialog).getByText('70%')).toBeVisible();
    await user.click(zoomOut);
    await user.click(zoomOut);
    expect(within(dialog).getByText('50%')).toBeVisible();
    expect(zoomOut).toBeDisabled();
    expect(within(dialog).getByText('page 1 at scale 0.5')).toBeInTheDocument();

    for (let i = 0; i < 15; i += 1) {
      if (!(zoomIn as HTMLButtonElement).disabled) await user.click(zoomIn);
    }
    expect(within(dialog).getByText('200%')).toBeVisible();
    expect(zoomIn).toBeDisabled();
    expect(within(dialog).getByText('page 1 at scale 2')).toBeInTheDocument();

    expect(within(dialog).getByText('Page 1 of 3')).toBeVisible();
    const previous = within(dialog).getByRole('button', { name: 'Previous page' });
    const next = within(dialog).getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(within(dialog).getByText('Page 3 of 3')).toBeVisible();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(within(dialog).getByText('page 2 at scale 2')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the Preview button', async () => {
    const { user } = await openPreview('rates.xlsx');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Preview rates.xlsx' })).toHaveFocus(),
    );
  });
});
