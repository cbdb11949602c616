/**
 * Checks on the raw bytes of an uploaded PDF, before any parser sees it: magic at byte 0, size,
 * encryption, scripts and actions, the inflated size of every stream (compression bombs, chained
 * filters included) and the number of page objects. Streams are inflated with a hard output limit
 * (zlib maxOutputLength), never unbounded; object streams are scanned too, so a dictionary hidden
 * in a compressed object stream is seen. Names are read with their #xx escapes decoded.
 */
import { inflateSync, constants as zlibConstants } from 'node:zlib';

export const LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxPages: 30,
  /** Inflated size of one stream. */
  maxStreamBytes: 16 * 1024 * 1024,
  /** Inflated size of all streams together. */
  maxDecodedBytes: 64 * 1024 * 1024,
} as const;

export type CheckFailure =
  | 'not-pdf'
  | 'empty'
  | 'too-big'
  | 'encrypted'
  | 'javascript'
  | 'too-many-pages'
  | 'decoded-size'
  | 'unreadable'
  /** The account has too many files waiting: try again shortly. */
  | 'busy';

export class DocumentRejected extends Error {
  override readonly name = 'DocumentRejected';
  constructor(
    readonly reason: CheckFailure,
    readonly userMessage: string,
  ) {
    super(`${reason}: ${userMessage}`);
  }
}

export const NOT_A_PDF = 'Please upload a PDF file';
export const couldNotExtract = (fileName: string) => `Could not extract data from ${fileName}`;

/** `#4A` escapes in names decoded, so `/Java#53cript` reads `/JavaScript`. */
function decodeNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()]*#[0-9A-Fa-f]{2}[^\s/<>[\]()]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

const SCRIPT = /\/(JavaScript|JS|AA|RichMedia|Launch)\b|\/S\s*\/JavaScript/;
const ENCRYPT = /\/Encrypt\b/;

/**
 * Throws DocumentRejected when the bytes must not be parsed. The refusal message is the one the
 * user sees: 'Please upload a PDF file' for what is not a PDF, else 'Could not extract data from
 * {file name}'.
 */
export function checkPdfBytes(bytes: Uint8Array, fileName: string): void {
  const fail = (reason: CheckFailure, message = couldNotExtract(fileName)) => {
    throw new DocumentRejected(reason, message);
  };
  if (bytes.length === 0) fail('empty', NOT_A_PDF);
  if (bytes.length > LIMITS.maxBytes) fail('too-big');
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (head !== '%PDF-') fail('not-pdf', NOT_A_PDF);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const raw = buf.toString('latin1');
  const texts: string[] = [decodeNames(raw)];
  let decodedTotal = 0;
  // Every stream: its dictionary (from the last `obj` before the keyword) decides the filters;
  // Flate chains are inflated in turn, each with what is left of the budget.
  const streamRe = /stream\r?\n/g;
  for (let m = streamRe.exec(raw); m; m = streamRe.exec(raw)) {
    if (raw.startsWith('end', m.index - 3)) continue;
    const before = raw.slice(Math.max(0, m.index - 4096), m.index);
    const dict = decodeNames(before.slice(before.lastIndexOf('obj') + 3));
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    streamRe.lastIndex = end + 9;
    const filters = (/\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dict)?.[1] ?? '').match(/\/\w+/g) ?? [];
    if (filters.length === 0) continue;
    let data: Buffer = buf.subarray(start, end);
    let decodedOk = true;
    for (const f of filters) {
      if (f !== '/FlateDecode' && f !== '/Fl') {
        decodedOk = false;
        break;
      }
      try {
        data = inflateSync(data, {
          maxOutputLength: Math.max(
            1,
            Math.min(LIMITS.maxStreamBytes, LIMITS.maxDecodedBytes - decodedTotal),
          ),
          finishFlush: zlibConstants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if (
          error instanceof RangeError ||
          (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
        ) {
          fail('decoded-size');
        }
        decodedOk = false;
        break;
      }
    }
    if (!decodedOk) continue;
    decodedTotal += data.length;
    if (decodedTotal > LIMITS.maxDecodedBytes) fail('decoded-size');
    // Object streams hold dictionaries (catalog, actions, pages): scan them as well.
    if (/\/Type\s*\/ObjStm/.test(dict)) texts.push(decodeNames(data.toString('latin1')));
  }
  for (const text of texts) {
    if (ENCRYPT.test(text)) fail('encrypted');
    if (SCRIPT.test(text)) fail('javascript');
  }
  // Page objects, and the largest /Count any page tree node claims.
  let pageObjects = 0;
  let maxCount = 0;
  for (const text of texts) {
    pageObjects += text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
    for (const c of text.matchAll(/\/Count\s+(\d+)/g)) {
      // Only page tree nodes (with /Kids) count; outlines have a /Count too.
      const around = text.slice(Math.max(0, c.index - 400), c.index + 400);
      if (/\/Kids/.test(around)) maxCount = Math.max(maxCount, Number(c[1]));
    }
  }
  if (pageObjects > LIMITS.maxPages || maxCount > LIMITS.maxPages) fail('too-many-pages');
}
