import { describe, expect, it } from 'vitest';
import { stepZoom } from '@/components/pdf/zoom';
import { ApiRequestError } from '@/lib/api-client';
import { createNoteErrorMessage, updateNoteErrorMessage, uploadErrorMessage } from './messages';
import { fileKeys, previewKind } from './preview';

describe('previewKind', () => {
  it('previews PDFs and the listed images by extension, case-insensitively', () => {
    expect(previewKind('a.PDF')).toBe('pdf');
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'ico', 'apng', 'avif']) {
      expect(previewKind(`a.${ext}`)).toBe('image');
      expect(previewKind(`a.${ext.toUpperCase()}`)).toBe('image');
    }
    for (const name of ['a.svg', 'a.tiff', 'a.docx', 'pdf', 'a.pdf.exe', '']) {
      expect(previewKind(name)).toBe('none');
    }
  });

  it('gives picked files distinct keys, the same file twice included', () => {
    const f = { name: 'a.pdf', size: 3 };
    expect(fileKeys([f, f, { name: 'b.pdf', size: 3 }])).toEqual([
      'a.pdf:3:0',
      'a.pdf:3:1',
      'b.pdf:3:0',
    ]);
  });
});

describe('stepZoom', () => {
  it('steps 10 % between 50 % and 200 %', () => {
    expect(stepZoom(100, 1)).toBe(110);
    expect(stepZoom(100, -1)).toBe(90);
    expect(stepZoom(50, -1)).toBe(50);
    expect(stepZoom(200, 1)).toBe(200);
    let zoom = 50;
    const seen = [zoom];
    while (zoom < 200) {
      zoom = stepZoom(zoom, 1);
      seen.push(zoom);
    }
    expect(seen).toHaveLength(16);
  });
});

describe('§8 messages', () => {
  const answered = (body: unknown, status = 400) =>
    new ApiRequestError('API Error', { status, body });
  const network = new ApiRequestError('Network response was not ok', { status: 0 });

  it('note create', () => {
    expect(createNoteErrorMessage(answered({ message: 'Trip not found' }))).toBe('Trip not found');
    expect(createNoteErrorMessage(answered({}, 500))).toBe('Error creating note');
    expect(createNoteErrorMessage(network)).toBe('Network response was not ok');
  });

  it('note update', () => {
    expect(updateNoteErrorMessage(answered({ detail: 'Too long' }))).toBe('Too long');
    expect(updateNoteErrorMessage(answered({ error: 'Refused' }))).toBe('Refused');
    expect(
      updateNoteErrorMessage(answered({ code: 'notes/not-author', message: 'Not yours' })),
    ).toBe('Not yours');
    expect(updateNoteErrorMessage(answered({}, 500))).toBe('Error updating note');
    expect(updateNoteErrorMessage(network)).toBe('Error updating note');
  });

  it('file upload', () => {
    expect(uploadErrorMessage(answered({ detail: 'Empty file' }))).toBe('Empty file');
    expect(uploadErrorMessage(answered('Payload Too Large', 413))).toBe('Payload Too Large');
    expect(uploadErrorMessage(answered({}, 500))).toBe('Error uploading file');
    expect(uploadErrorMessage(network)).toBe('Error uploading file: Network response was not ok');
    expect(uploadErrorMessage(new Error('boom'))).toBe('Error uploading file: boom');
  });
});
