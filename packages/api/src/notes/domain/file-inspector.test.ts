import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hostileFiles } from '../../../test-fixtures/hostile-pdfs/index';
import { FileInspector } from './file-inspector';
import type { FileRejectedError } from './file-rules';

/** Runs bytes through the inspector; the decision, or the refusal. */
async function inspect(name: string, bytes: Buffer) {
  const inspector = new FileInspector(name);
  let passed = 0;
  try {
    await pipeline(
      Readable.from(bytes.length > 0 ? [bytes] : []),
      inspector,
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          passed += chunk.length;
          callback();
        },
      }),
    );
  } catch (error) {
    return { refused: error as FileRejectedError };
  }
  expect(passed).toBe(bytes.length);
  return { decided: inspector.decision };
}

/** A ZIP of stored (uncompressed) entries, as an Office file is laid out. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${main}"/></Types>`;

describe('the upload inspector', () => {
  it('when Office Open XML files come, then they are recognised from their ZIP entries', async () => {
    const docx = zip([
      [
        '[Content_Types].xml',
        contentTypes(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        ),
      ],
      ['word/document.xml', '<w:document/>'],
    ]);
    expect((await inspect('letter.docx', docx)).decided?.type.label).toBe('Word document');
    const xlsx = zip([
      [
        '[Content_Types].xml',
        contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
      ],
      ['xl/workbook.xml', '<workbook/>'],
    ]);
    expect((await inspect('rates.xlsx', xlsx)).decided?.type.label).toBe('Excel workbook');
    // A ZIP is not an Office file, and a macro-enabled one is not allowed.
    expect((await inspect('letter.docx', zip([['readme.txt', 'hi']]))).refused?.status).toBe(415);
    const docm = zip([
      [
        '[Content_Types].xml',
        contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml'),
      ],
      ['word/document.xml', '<w:document/>'],
    ]);
    expect((await inspect('letter.docx', docm)).refused?.message).toMatch(
      /cannot be attached: it is a DOCM file/,
    );
  });

  it('when the hostile PDFs of the document pipeline come, then the magic, empty and polyglot ones are refused', async () => {
    // Notes store PDFs without opening them (the browser previews them with scripting off), so
    // the parser checks (pages, JavaScript, decoded size, xref) are the document pipeline's.
    const refusedHere = new Set(['magic', 'empty', 'polyglot']);
    const files = hostileFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const result = await inspect(file.file, file.read());
      if (refusedHere.has(file.check)) {
        expect(result.refused, file.file).toBeDefined();
        expect([400, 415], file.file).toContain(result.refused!.status);
      } else {
        expect(result.refused?.message, file.file).toBeUndefined();
        expect(result.decided?.type.mime, file.file).toBe('application/pdf');
      }
    }
  });
});
