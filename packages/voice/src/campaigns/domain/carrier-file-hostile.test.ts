import { CARRIER_FILE_MAX_BYTES } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { readCarrierFile } from './carrier-file';
import {
  CARRIER_HEADER,
  type Cell,
  carrierRows,
  csv,
  deflatedZeros,
  ole,
  unzip,
  workbook,
  zip,
} from './carrier-file.test-helper';
import {
  CARRIER_FILE_MESSAGES,
  CarrierFileError,
  type CarrierFileErrorCode,
} from './carrier-file-error';

/** Every hostile file is refused as a whole, with its message, quickly, returning nothing. */
function expectRefused(fileName: string, bytes: Uint8Array, code: CarrierFileErrorCode): void {
  const started = performance.now();
  let returned: unknown;
  let thrown: unknown;
  try {
    returned = readCarrierFile({ fileName, bytes });
  } catch (error) {
    thrown = error;
  }
  const elapsed = performance.now() - started;
  expect(returned).toBeUndefined();
  expect(thrown).toBeInstanceOf(CarrierFileError);
  expect((thrown as CarrierFileError).code).toBe(code);
  expect((thrown as CarrierFileError).message).toBe(CARRIER_FILE_MESSAGES[code]);
  expect(elapsed).toBeLessThan(2_000);
}

const goodXlsx = () => workbook([[CARRIER_HEADER, ...carrierRows(3)]]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128)]);

/** Deterministic pseudo-random bytes. */
function garbage(length: number, seed = 42): Buffer {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1_103_515_245 + 12_345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe('readCarrierFile: hostile and wrong files', () => {
  it('refuses other extensions, and macro-enabled extensions with their own message', () => {
    expectRefused('carriers.txt', Buffer.from('Name,Phone\nA,3125550100\n'), 'unsupportedType');
    expectRefused('carriers', Buffer.from('x'), 'unsupportedType');
    expectRefused('carriers.xlsx.exe', EXE, 'unsupportedType');
    expectRefused('carriers.xlsm', goodXlsx(), 'macro');
    expectRefused('carriers.xlsb', goodXlsx(), 'macro');
  });

  it('refuses renamed PNG, PDF and EXE files under every allowed extension', () => {
    for (const bytes of [PNG, PDF, EXE]) {
      expectRefused('carriers.xlsx', bytes, 'contentMismatch');
      expectRefused('carriers.xls', bytes, 'contentMismatch');
      expectRefused('carriers.csv', bytes, 'contentMismatch');
    }
  });

  it('refuses a workbook under the other workbook extension (magic must match)', () => {
    expectRefused('carriers.xls', goodXlsx(), 'contentMismatch');
    expectRefused('carriers.xlsx', workbook([[CARRIER_HEADER]], 'biff8'), 'contentMismatch');
    expectRefused('carriers.csv', goodXlsx(), 'contentMismatch');
  });

  it('refuses a zip that is not a workbook, and a damaged one', () => {
    expectRefused(
      'carriers.xlsx',
      zip([{ name: 'readme.txt', data: Buffer.from('hi') }]),
      'contentMismatch',
    );
    expectRefused('carriers.xlsx', goodXlsx().subarray(0, 400), 'damaged');
  });

  it('refuses an .xlsx carrying a VBA project (renamed .xlsm) or a macro sheet', () => {
    const entries = unzip(goodXlsx());
    expectRefused(
      'carriers.xlsx',
      zip([...entries, { name: 'xl/vbaProject.bin', data: ole({ 'VBA/dir': Buffer.alloc(16) }) }]),
      'macro',
    );
    expectRefused(
      'carriers.xlsx',
      zip([
        ...entries,
        { name: 'xl/macrosheets/sheet1.xml', data: Buffer.from('<xm:macrosheet/>') },
      ]),
      'macro',
    );
  });

  it('refuses a zip bomb declared in the central directory before inflating anything', () => {
    const entries = unzip(goodXlsx());
    // 300 MB of zeros deflated to ~300 KB; the directory tells the truth.
    const bomb = zip([
      ...entries.filter((entry) => entry.name !== 'xl/worksheets/sheet1.xml'),
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.alloc(0),
        deflated: deflatedZeros(300),
        declaredSize: 300 * 1024 * 1024,
      },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expectRefused('bomb.xlsx', bomb, 'decodedTooLarge');
  });

  it('refuses a high-ratio bomb under the size limit', () => {
    const entries = unzip(goodXlsx());
    const bomb = zip([
      ...entries,
      {
        name: 'xl/media/image1.bin',
        data: Buffer.alloc(0),
        deflated: deflatedZeros(40),
        declaredSize: 40 * 1024 * 1024,
      },
    ]);
    expectRefused('ratio.xlsx', bomb, 'compressionBomb');
  });

  it('refuses a zip bomb whose directory lies about the size: inflating stops at the declared size', () => {
    const entries = unzip(goodXlsx());
    const liar = zip([
      ...entries.filter((entry) => entry.name !== 'xl/worksheets/sheet1.xml'),
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.alloc(0),
        deflated: deflatedZeros(300),
        declaredSize: 2 * 1024 * 1024,
      },
    ]);
    expectRefused('liar.xlsx', liar, 'compressionBomb');
  });

  it('refuses encrypted workbooks and OLE files that are not workbooks', () => {
    const encrypted = ole({
      EncryptionInfo: Buffer.alloc(64, 4),
      EncryptedPackage: garbage(4096),
    });
    expectRefused('secret.xlsx', encrypted, 'encrypted');
    expectRefused('secret.xls', encrypted, 'encrypted');
    expectRefused('secret.csv', encrypted, 'encrypted');
    expectRefused('letter.xls', ole({ WordDocument: garbage(2048) }), 'contentMismatch');
    expectRefused(
      'broken.xls',
      Buffer.concat([ole({ Workbook: garbage(512) }).subarray(0, 600)]),
      'damaged',
    );
  });

  it('refuses an .xls with VBA storage', () => {
    const xls = unzipOle(workbook([[CARRIER_HEADER, ...carrierRows(2)]], 'biff8'));
    expectRefused(
      'macro.xls',
      ole({
        ...xls,
        '_VBA_PROJECT_CUR/VBA/dir': Buffer.alloc(32),
        '_VBA_PROJECT_CUR/PROJECT': Buffer.from('ID='),
      }),
      'macro',
    );
    expectRefused('macro.xls', ole({ ...xls, Macros: Buffer.alloc(32) }), 'macro');
  });

  it('refuses an encrypted BIFF workbook (FilePass) when it is parsed', () => {
    const xls = unzipOle(workbook([[CARRIER_HEADER, ...carrierRows(2)]], 'biff8'));
    const stream = Buffer.from(xls.Workbook!);
    // Insert a FilePass record (RC4, with a header) right after the first BOF record.
    const bofLength = 4 + stream.readUInt16LE(2);
    const filePass = Buffer.alloc(4 + 54);
    filePass.writeUInt16LE(0x002f, 0);
    filePass.writeUInt16LE(54, 2);
    filePass.writeUInt16LE(1, 4);
    filePass.writeUInt16LE(1, 6);
    filePass.writeUInt16LE(1, 8);
    const patched = Buffer.concat([
      stream.subarray(0, bofLength),
      filePass,
      stream.subarray(bofLength),
    ]);
    expectRefused('locked.xls', ole({ ...xls, Workbook: patched }), 'encrypted');
  });

  it('refuses a file over 5 MB without reading it', () => {
    const big = Buffer.alloc(CARRIER_FILE_MAX_BYTES + 1, 0x61);
    expectRefused('big.csv', big, 'tooLarge');
    expectRefused('big.xlsx', big, 'tooLarge');
  });

  it('refuses an empty file', () => {
    expectRefused('empty.csv', Buffer.alloc(0), 'empty');
  });

  it('refuses binary garbage named .csv', () => {
    expectRefused('garbage.csv', garbage(10_000), 'notText');
    expectRefused('nul.csv', Buffer.from('Name,Phone\nA\u0000,3125550100\n'), 'notText');
    // Windows-1252 leaves 0x81 undefined: not text either.
    expectRefused('cp.csv', Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x81, 0x0a]), 'notText');
  });

  it('refuses a CSV of more than 5,000 data rows even with blank lines between', () => {
    const text = csv([CARRIER_HEADER, ...carrierRows(5_001)]).replace(/\r\n/g, '\r\n\r\n');
    expectRefused('many.csv', Buffer.from(text), 'tooManyRows');
  });

  it('refuses a sheet spanning more rows than are ever scanned', () => {
    const text = `${csv([CARRIER_HEADER, ...carrierRows(1)])}${'\n'.repeat(60_000)}`;
    expectRefused('tall.csv', Buffer.from(text), 'tooManyRows');
    const tall: Cell[][] = [CARRIER_HEADER, ...carrierRows(1)];
    tall[60_000] = ['far below'];
    expectRefused('tall.xlsx', workbook([Array.from(tall, (row) => row ?? [])]), 'tooManyRows');
  });
});

/** The streams of an OLE file written by SheetJS (to rebuild it with extra streams). */
function unzipOle(bytes: Buffer): Record<string, Buffer> {
  const streams: Record<string, Buffer> = {};
  for (const { name, data } of unzip(bytes)) streams[name] = data;
  return streams;
}
