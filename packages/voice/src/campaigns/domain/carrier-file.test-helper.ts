import { constants, crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';

/** Builders of real carrier files for the tests: workbooks written by SheetJS, zips by hand. */

export type Cell = string | number | boolean | null | { v: string | number; f: string };

/** A workbook of one sheet per entry (first sheet first) written by SheetJS itself. */
export function workbook(sheets: Cell[][][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  sheets.forEach((rows, index) => {
    const sheet = XLSX.utils.aoa_to_sheet(
      rows.map((row) => row.map((cell) => (cell && typeof cell === 'object' ? cell.v : cell))),
    );
    // Formulas with their cached values, as Excel saves them.
    for (const [r, row] of rows.entries()) {
      for (const [c, cell] of row.entries()) {
        if (cell && typeof cell === 'object') {
          const address = XLSX.utils.encode_cell({ r, c });
          sheet[address] = { t: typeof cell.v === 'number' ? 'n' : 's', v: cell.v, f: cell.f };
        }
      }
    }
    XLSX.utils.book_append_sheet(book, sheet, `Sheet${index + 1}`);
  });
  return XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

export interface ZipFile {
  name: string;
  data: Buffer;
  /** Deflated bytes to store instead of deflating `data` (for bombs). */
  deflated?: Buffer;
  /** Uncompressed size the directory claims (defaults to the real one). */
  declaredSize?: number;
  stored?: boolean;
}

/** A zip written by hand (local headers, central directory, end record). */
export function zip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const body = file.deflated ?? (file.stored ? file.data : deflateRawSync(file.data));
    const size = file.declaredSize ?? file.data.length;
    const method = file.stored ? 0 : 8;
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The entries of a zip SheetJS wrote, so a test can add or replace some. */
export function unzip(bytes: Buffer): ZipFile[] {
  const cfb = XLSX.CFB.read(bytes, { type: 'buffer' }) as {
    FullPaths: string[];
    FileIndex: { type: number; content?: Uint8Array }[];
  };
  const root = cfb.FullPaths[0] ?? '';
  return cfb.FileIndex.flatMap((entry, i) =>
    entry.type === 2 && entry.content
      ? [{ name: cfb.FullPaths[i]!.slice(root.length), data: Buffer.from(entry.content) }]
      : [],
  );
}

/**
 * A raw deflate stream of `megabytes` MB of zeros, about 1 KB per MB: each 1 MB chunk is deflated
 * on its own ending on a byte boundary (sync flush), then a final empty block closes the stream.
 */
export function deflatedZeros(megabytes: number): Buffer {
  const chunk = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([
    ...Array.from({ length: megabytes }, () => chunk),
    deflateRawSync(Buffer.alloc(0)),
  ]);
}

/** An OLE compound file with the given streams (e.g. 'Workbook', '_VBA_PROJECT_CUR/VBA/dir'). */
export function ole(streams: Record<string, Buffer>): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  for (const [path, data] of Object.entries(streams)) XLSX.CFB.utils.cfb_add(cfb, path, data);
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** CSV text of rows (quoted when needed), CRLF line ends. */
export function csv(rows: (string | number)[][]): string {
  return `${rows
    .map((row) =>
      row
        .map((cell) => {
          const text = String(cell);
          return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join(','),
    )
    .join('\r\n')}\r\n`;
}

export const utf8WithBom = (text: string): Buffer =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

/** Windows-1252 bytes of text made of Latin-1 characters plus the few 0x80-0x9f ones used here. */
export function windows1252(text: string): Buffer {
  const extra: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96 };
  return Buffer.from(
    Array.from(text, (char) => extra[char] ?? char.charCodeAt(0)).map((code) => {
      if (code > 0xff) throw new Error(`not in Windows-1252: ${code}`);
      return code;
    }),
  );
}

/** `count` distinct carriers as rows under the standard header. */
export const CARRIER_HEADER = ['Legal Name', 'DBA', 'DOT', 'MC', 'Phone', 'Email', 'Address'];
export function carrierRows(count: number): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i).padStart(4, '0');
    return [
      `Carrier ${n} LLC`,
      `Fast ${n}`,
      String(1_000_000 + i),
      `MC-${500_000 + i}`,
      `(312) 55${n.slice(0, 1)}-${n}`,
      `dispatch${i}@carrier${i}.com`,
      `${i} Main St, Chicago, IL 60601`,
    ];
  });
}
