import { inflateRawSync } from 'node:zlib';
import {
  CARRIER_FILE_MAX_DECODED_BYTES,
  CARRIER_FILE_MAX_RATIO,
  CarrierFileError,
} from './carrier-file-error';
import { xlsx } from './xlsx';

/**
 * Checks of a carrier file's container made BEFORE any spreadsheet parsing, in time bounded by
 * the file's size (≤ 5 MB): the magic bytes must match the extension, a zip's central directory
 * must promise a bounded decoded size and ratio (and every entry is then inflated with that size
 * as a hard cap, so a lying directory cannot make it larger), macro-enabled and encrypted
 * containers are refused.
 */

export type CarrierFileKind = 'xlsx' | 'xls' | 'csv';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

export const isZip = (bytes: Uint8Array): boolean => startsWith(bytes, ZIP_MAGIC);
export const isOle = (bytes: Uint8Array): boolean => startsWith(bytes, OLE_MAGIC);

// ---- Zip (xlsx) ---------------------------------------------------------------------------------

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/** The central directory of a zip, read without inflating anything. */
function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new CarrierFileError('damaged');
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  // Zip64 and multi-disk archives are never produced for a workbook this small.
  if (count === 0xffff || directoryOffset === 0xffffffff || view.getUint16(eocd + 4, true) !== 0) {
    throw new CarrierFileError('damaged');
  }
  if (directoryOffset + directorySize > eocd) throw new CarrierFileError('damaged');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new CarrierFileError('damaged');
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry: ZipEntry = {
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) {
      throw new CarrierFileError('damaged');
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const MACRO_ENTRY = /(^|\/)vbaproject(signature)?\.bin$|(^|\/)macrosheets\/|activex\.bin$/i;

/** The compressed bytes of an entry, after checking its local header agrees with the directory. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw new CarrierFileError('damaged');
  }
  const hasDescriptor = (view.getUint16(at + 6, true) & 0x08) !== 0;
  if (
    !hasDescriptor &&
    (view.getUint32(at + 18, true) !== entry.compressedSize ||
      view.getUint32(at + 22, true) !== entry.size)
  ) {
    throw new CarrierFileError('damaged');
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new CarrierFileError('damaged');
  return bytes.subarray(start, end);
}

/**
 * An .xlsx must be a zip with [Content_Types].xml and xl/workbook.xml, no VBA project or macro
 * sheets, no encrypted entries, a decoded size ≤ 50 MB and a ratio ≤ 100:1 — first as the central
 * directory declares them, then by inflating each entry with its declared size as the cap.
 */
export function checkXlsxContainer(bytes: Uint8Array): void {
  if (!isZip(bytes)) {
    if (isOle(bytes)) checkOleEncryption(bytes);
    throw new CarrierFileError('contentMismatch');
  }
  const entries = zipEntries(bytes);
  const names = new Set(entries.map((entry) => entry.name.toLowerCase()));
  if (entries.some((entry) => MACRO_ENTRY.test(entry.name))) throw new CarrierFileError('macro');
  if (!names.has('[content_types].xml') || !names.has('xl/workbook.xml')) {
    throw new CarrierFileError('contentMismatch');
  }
  let size = 0;
  let compressed = 0;
  for (const entry of entries) {
    if ((entry.flags & 0x01) !== 0) throw new CarrierFileError('encrypted');
    if (entry.method !== 0 && entry.method !== 8) throw new CarrierFileError('damaged');
    size += entry.size;
    compressed += entry.compressedSize;
    if (size > CARRIER_FILE_MAX_DECODED_BYTES) throw new CarrierFileError('decodedTooLarge');
    if (entry.size > 1024 * 1024 && entry.size > entry.compressedSize * CARRIER_FILE_MAX_RATIO) {
      throw new CarrierFileError('compressionBomb');
    }
  }
  if (size > 1024 * 1024 && size > compressed * CARRIER_FILE_MAX_RATIO) {
    throw new CarrierFileError('compressionBomb');
  }
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    if (entry.method === 0) {
      if (entry.size !== entry.compressedSize) throw new CarrierFileError('damaged');
      continue;
    }
    let inflated: Buffer;
    try {
      // One byte over the declared size is enough to prove the directory lied.
      inflated = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new CarrierFileError('compressionBomb');
      }
      throw new CarrierFileError('damaged');
    }
    if (inflated.length !== entry.size) {
      throw new CarrierFileError(inflated.length > entry.size ? 'compressionBomb' : 'damaged');
    }
  }
}

// ---- OLE compound file (xls) --------------------------------------------------------------------

/** What SheetJS's bundled cfb reader returns (typed `any` by xlsx): the paths are enough here. */
interface CfbContainer {
  FullPaths: string[];
}

function readOle(bytes: Uint8Array): CfbContainer {
  try {
    const cfb = xlsx().CFB.read(bytes, { type: 'buffer' }) as CfbContainer;
    if (!Array.isArray(cfb?.FullPaths)) throw new Error('no directory');
    return cfb;
  } catch {
    throw new CarrierFileError('damaged');
  }
}

const oleNames = (cfb: CfbContainer): string[] =>
  cfb.FullPaths.flatMap((path) => path.split('/').filter(Boolean)).map((name) =>
    name.toLowerCase(),
  );

/** An encrypted Office file (any kind) is an OLE file holding EncryptionInfo + EncryptedPackage. */
function checkOleEncryption(bytes: Uint8Array, cfb = readOle(bytes)): void {
  const names = oleNames(cfb);
  if (names.includes('encryptedpackage') || names.includes('encryptioninfo')) {
    throw new CarrierFileError('encrypted');
  }
}

const OLE_MACRO_NAMES = ['_vba_project_cur', '_vba_project', 'vba', 'macros', 'vbaproject.bin'];

/**
 * An .xls must be an OLE compound file with a Workbook (BIFF8) or Book (BIFF5) stream, no VBA
 * storage ('_VBA_PROJECT_CUR', 'VBA', 'Macros', '_VBA_PROJECT') and no encryption package.
 * Password-protected BIFF (FilePass record) is refused when the workbook is parsed.
 */
export function checkXlsContainer(bytes: Uint8Array): void {
  if (!isOle(bytes)) throw new CarrierFileError('contentMismatch');
  const cfb = readOle(bytes);
  checkOleEncryption(bytes, cfb);
  const names = oleNames(cfb);
  if (names.some((name) => OLE_MACRO_NAMES.includes(name))) throw new CarrierFileError('macro');
  if (!names.includes('workbook') && !names.includes('book')) {
    throw new CarrierFileError('contentMismatch');
  }
}

// ---- Text (csv) ---------------------------------------------------------------------------------

/** Known binary formats, so a renamed one gets the mismatch message rather than 'not text'. */
const BINARY_MAGICS: readonly (readonly number[])[] = [
  ZIP_MAGIC,
  OLE_MAGIC,
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x4d, 0x5a], // MZ (exe)
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x1f, 0x8b], // gzip
];

/**
 * A .csv must be text: UTF-8 (a BOM is allowed) or else Windows-1252, with no NUL byte and no
 * control character other than tab, CR, LF and form feed. Returns the decoded text.
 */
export function decodeCsvText(bytes: Uint8Array): string {
  if (BINARY_MAGICS.some((magic) => startsWith(bytes, magic))) {
    if (isOle(bytes)) checkOleEncryption(bytes);
    throw new CarrierFileError('contentMismatch');
  }
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      throw new CarrierFileError('notText');
    }
    if (byte === 0x7f) throw new CarrierFileError('notText');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** Windows-1252's 0x80-0x9f (WHATWG table); 0 marks the five bytes it leaves undefined. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161,
  0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/**
 * Windows-1252 by hand: Node's TextDecoder('windows-1252') decodes as Latin-1 (0x80-0x9f become
 * C1 controls). A byte the code page leaves undefined means the file is not text.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  const codes = new Array<number>(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    const code = byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : byte;
    if (code === 0) throw new CarrierFileError('notText');
    codes[i] = code;
  }
  let text = '';
  for (let i = 0; i < codes.length; i += 8192) {
    text += String.fromCharCode(...codes.slice(i, i + 8192));
  }
  return text;
}
