import { describe, expect, it } from 'vitest';
import {
  ALLOWED_TYPES,
  assertNoZipTail,
  decideType,
  displayName,
  FileRejectedError,
} from './file-rules';

describe('file names', () => {
  it('when a name is plain, then it is kept; odd but harmless ones are tidied', () => {
    expect(displayName('BOL 4471.pdf')).toBe('BOL 4471.pdf');
    expect(displayName('  a<b>c:"d"|e?f*.pdf  ')).toBe('a_b_c__d__e_f_.pdf');
    expect(displayName('...hidden.pdf')).toBe('hidden.pdf');
    expect(displayName('e\u0301.pdf')).toBe('\u00e9.pdf');
    const long = `${'x'.repeat(300)}.pdf`;
    expect(displayName(long)).toHaveLength(180);
    expect(displayName(long).endsWith('.pdf')).toBe(true);
  });

  it('when a name has folders, controls or direction overrides, then it is refused', () => {
    for (const name of [
      '../x.pdf',
      'a/b.pdf',
      'a\\b.pdf',
      'a\u0000.pdf',
      'a\n.pdf',
      'gpj\u202e.exe',
      '..',
      '  ',
    ]) {
      expect(() => displayName(name), JSON.stringify(name)).toThrow(FileRejectedError);
    }
  });
});

describe('file types', () => {
  const head = Buffer.from('binary');
  it('when the bytes and the name agree, then the type is the detected one', () => {
    expect(decideType('a.jpeg', 'jpg', head).type).toBe(ALLOWED_TYPES.jpg);
    expect(decideType('a.png', 'apng', head).type).toBe(ALLOWED_TYPES.apng);
    expect(decideType('sheet.xlsx', 'xlsx', head).type.mime).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(decideType('notes.txt', undefined, head).type).toBe(ALLOWED_TYPES.txt);
    expect(decideType('scan', 'pdf', head).fileName).toBe('scan.pdf');
  });

  it('when they disagree or the type is not allowed, then it is refused with 415', () => {
    for (const [name, detected] of [
      ['a.pdf', 'png'],
      ['a.pdf', undefined],
      ['a.docx', 'zip'],
      ['a.zip', 'zip'],
      ['a.svg', undefined],
      ['a.html', undefined],
      ['a.txt', 'png'],
    ] as const) {
      try {
        decideType(name, detected, head);
        expect.unreachable(`${name} as ${detected} passed`);
      } catch (error) {
        expect((error as FileRejectedError).status).toBe(415);
      }
    }
  });

  it('when a ZIP directory ends a non-ZIP file, then it is a polyglot; inside a ZIP type it is expected', () => {
    const eocd = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x05, 0x06]),
      Buffer.alloc(16),
      Buffer.from([3, 0]),
      Buffer.from('abc'),
    ]);
    const tail = Buffer.concat([Buffer.alloc(100), eocd]);
    expect(() => assertNoZipTail('a.pdf', ALLOWED_TYPES.pdf!, tail)).toThrow(
      'hides another kind of file',
    );
    expect(() => assertNoZipTail('a.docx', ALLOWED_TYPES.docx!, tail)).not.toThrow();
    // The signature alone, not where a ZIP reader would find it, is not enough.
    expect(() =>
      assertNoZipTail('a.pdf', ALLOWED_TYPES.pdf!, Buffer.concat([eocd, Buffer.alloc(100)])),
    ).not.toThrow();
  });
});
