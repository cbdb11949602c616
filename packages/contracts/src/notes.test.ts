import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  fileTooLargeMessage,
  MAX_FILE_BYTES,
  noteCreateSchema,
  noteOriginQuerySchema,
  noteSchema,
} from './notes';

describe('notes contracts', () => {
  it('when a note is created, then only user notes without files pass; the text is trimmed', () => {
    expect(
      noteCreateSchema.parse({ origin_type: 'TRIP', origin_id: ' 4471 ', note: '  Late  ' }),
    ).toEqual({
      origin_type: 'TRIP',
      origin_id: '4471',
      note: 'Late',
      type: 'USER_GENRATED',
      uploads: [],
    });
    for (const bad of [
      { origin_type: 'TRIP', origin_id: '1', note: 'x', type: 'System' },
      { origin_type: 'TRIP', origin_id: '1', note: ' ' },
      { origin_type: 'LOAD', origin_id: '1', note: 'x' },
      { origin_type: 'TRIP', origin_id: '1', note: 'x', uploads: [{ key: 'k' }] },
    ]) {
      expect(noteCreateSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('when the origin is missing, then the message names the field', () => {
    const result = noteOriginQuerySchema.safeParse({});
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'origin_id is required',
      'origin_type must be TRIP or TASK',
    ]);
  });

  it('when a System note is read, then its metadata names the exception', () => {
    const note = noteSchema.parse({
      _id: 'n1',
      note: 'ETA exception opened',
      type: 'System',
      created_at: '2026-11-20T15:00:00.000Z',
      created_by: 'System',
      created_by_email: null,
      uploads: [],
      origin_type: 'TRIP',
      origin_id: '4471',
      additional_metadata: { exception_type: 'eta', event: 'opened' },
    });
    expect(note.additional_metadata?.exception_type).toBe('eta');
  });

  it('when a file is too large, then the §8 message; the limit is §9’s', () => {
    expect(MAX_FILE_BYTES).toBe(52_428_800);
    expect(fileTooLargeMessage('scan.pdf')).toBe('File scan.pdf exceeds the 50 MB size limit');
    expect(fileExtension('Photo.JPEG')).toBe('jpeg');
    expect(fileExtension('README')).toBe('');
  });
});
