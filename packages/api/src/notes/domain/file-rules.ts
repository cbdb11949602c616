import { MAX_FILE_BYTES } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';

/**
 * What may be attached, decided by the bytes and checked against the name (document 2 §5, §9;
 * the decisions are in ../README.md):
 * - the type comes from the magic bytes (file-type); the name's extension must be one of that
 *   type's (a `.pdf` that is not a PDF is refused); a name without an extension gets the type's;
 * - plain text and CSV have no magic: accepted by their extension when every byte is UTF-8 text
 *   (no NUL or other control characters than tab, line feed, carriage return and form feed);
 * - polyglots we can see are refused: a ZIP directory at the end of a non-ZIP file (GIFAR, a PDF
 *   that is also a JAR), HTML or script markup or a PDF header in the first KiB of a binary file;
 * - empty files, files over 50 MB, and names with folders, control or bidirectional-override
 *   characters are refused; other names are tidied (see displayName).
 */

export interface AllowedType {
  /** What the messages call it. */
  label: string;
  mime: string;
  /** Extensions a name may carry for this type, the first being the one added when none. */
  extensions: readonly string[];
  /** Plain text, recognised by extension and checked byte by byte. */
  text?: boolean;
  /** A ZIP container (Office Open XML): its ZIP directory at the end is expected. */
  zip?: boolean;
}

/** Keyed by file-type's `ext` (or the extension, for text). */
export const ALLOWED_TYPES: Readonly<Record<string, AllowedType>> = {
  pdf: { label: 'PDF', mime: 'application/pdf', extensions: ['pdf'] },
  png: { label: 'PNG image', mime: 'image/png', extensions: ['png', 'apng'] },
  apng: { label: 'animated PNG image', mime: 'image/apng', extensions: ['apng', 'png'] },
  jpg: { label: 'JPEG image', mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  gif: { label: 'GIF image', mime: 'image/gif', extensions: ['gif'] },
  bmp: { label: 'BMP image', mime: 'image/bmp', extensions: ['bmp'] },
  webp: { label: 'WebP image', mime: 'image/webp', extensions: ['webp'] },
  ico: { label: 'icon', mime: 'image/x-icon', extensions: ['ico'] },
  avif: { label: 'AVIF image', mime: 'image/avif', extensions: ['avif'] },
  docx: {
    label: 'Word document',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    zip: true,
  },
  xlsx: {
    label: 'Excel workbook',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    zip: true,
  },
  pptx: {
    label: 'PowerPoint presentation',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    zip: true,
  },
  txt: { label: 'text file', mime: 'text/plain; charset=utf-8', extensions: ['txt'], text: true },
  csv: { label: 'CSV file', mime: 'text/csv; charset=utf-8', extensions: ['csv'], text: true },
};

export const ALLOWED_SUMMARY =
  'PDF, images (PNG, APNG, JPEG, GIF, BMP, WebP, ICO, AVIF), text (.txt), CSV, Word (.docx), Excel (.xlsx) and PowerPoint (.pptx)';

/** Why a file was refused: the status and the message the client shows. */
export class FileRejectedError extends HttpError {
  constructor(status: 400 | 413 | 415, code: string, message: string) {
    super(status, { code, message });
    this.name = 'FileRejectedError';
  }
}

/** Bytes read before deciding the type (file-type needs a few KiB; Office files a little more). */
export const SNIFF_BYTES = 64 * 1024;
/** A ZIP's end-of-central-directory record is within its last 22 + 65,535 bytes. */
export const TAIL_BYTES = 22 + 65_535;
export { MAX_FILE_BYTES };

const FOLDERS = /[/\\]/;
// C0 and C1 controls, DEL; bidi overrides and isolates (RLO makes "gpj.exe" read "exe.jpg").
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
const WINDOWS_RESERVED = /[<>:"|?*]/g;
const MAX_NAME_LENGTH = 180;

/**
 * The name shown and given back on download. Refuses names that try to be paths or hide their
 * extension; tidies the rest (Unicode NFC, characters Windows cannot save replaced by '_', spaces
 * collapsed, at most 180 characters keeping the extension).
 */
export function displayName(raw: string): string {
  const name = raw.normalize('NFC');
  const shown = JSON.stringify(name.slice(0, 100));
  if (FOLDERS.test(name) || CONTROL.test(name)) {
    throw new FileRejectedError(
      400,
      'files/bad-name',
      `File name ${shown} is not allowed: it must be a plain name, without folders or control characters`,
    );
  }
  let tidy = name.replace(WINDOWS_RESERVED, '_').replace(/\s+/g, ' ').trim();
  tidy = tidy.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (tidy === '') {
    throw new FileRejectedError(400, 'files/bad-name', `File name ${shown} is not allowed`);
  }
  if (tidy.length > MAX_NAME_LENGTH) {
    const ext = extensionOf(tidy);
    const keep = ext && ext.length < 16 ? `.${ext}` : '';
    tidy = `${tidy.slice(0, MAX_NAME_LENGTH - keep.length)}${keep}`;
  }
  return tidy;
}

/** Lower-case extension without the dot; '' when none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export interface Decision {
  type: AllowedType;
  /** The display name, with the type's extension added when it had none. */
  fileName: string;
}

/**
 * The type of a file from its first bytes (`detected`: file-type's ext, undefined when it knows
 * none) and its display name. Throws FileRejectedError with the client's message.
 */
export function decideType(fileName: string, detected: string | undefined, head: Buffer): Decision {
  const ext = extensionOf(fileName);
  const named = ext
    ? Object.values(ALLOWED_TYPES).find((t) => t.extensions.includes(ext))
    : undefined;
  if (detected === undefined) {
    if (named?.text) {
      return { type: named, fileName };
    }
    if (named) {
      throw new FileRejectedError(
        415,
        'files/type-mismatch',
        `File ${fileName} is not a ${named.label}: its contents do not match its name`,
      );
    }
    throw new FileRejectedError(
      415,
      'files/type-not-allowed',
      `File ${fileName} cannot be attached: its type is not recognised. Allowed: ${ALLOWED_SUMMARY}`,
    );
  }
  const type = ALLOWED_TYPES[detected];
  if (!type || type.text) {
    throw new FileRejectedError(
      415,
      'files/type-not-allowed',
      `File ${fileName} cannot be attached: it is a ${detected.toUpperCase()} file. Allowed: ${ALLOWED_SUMMARY}`,
    );
  }
  assertNoMarkup(fileName, type, head);
  if (!ext || (!named && !type.extensions.includes(ext))) {
    // No extension, or one that names no type we know (e.g. "scan.2024"): the type's is added.
    return { type, fileName: `${fileName}.${type.extensions[0]}` };
  }
  if (!type.extensions.includes(ext)) {
    throw new FileRejectedError(
      415,
      'files/type-mismatch',
      `File ${fileName} is not a ${named?.label ?? ext.toUpperCase()}: its contents are a ${type.label}`,
    );
  }
  return { type, fileName };
}

const MARKUP = /<(script|html|!doctype html|iframe|svg|body|object|embed|\?php)\b/i;

/** A binary file that also reads as HTML or a PDF in its first KiB is two files in one. */
function assertNoMarkup(fileName: string, type: AllowedType, head: Buffer): void {
  if (type.text) return;
  const first = head.subarray(0, 1024).toString('latin1');
  if (MARKUP.test(first) || (type.mime !== 'application/pdf' && first.includes('%PDF-'))) {
    throw polyglot(fileName, type);
  }
}

/** A non-ZIP file whose last bytes hold a ZIP directory (a ZIP reader would open it). */
export function assertNoZipTail(fileName: string, type: AllowedType, tail: Buffer): void {
  if (type.zip || type.text) return;
  for (let at = tail.length - 22; at >= 0; at--) {
    if (
      tail[at] === 0x50 &&
      tail[at + 1] === 0x4b &&
      tail[at + 2] === 0x05 &&
      tail[at + 3] === 0x06 &&
      at + 22 + tail.readUInt16LE(at + 20) === tail.length
    ) {
      throw polyglot(fileName, type);
    }
  }
}

function polyglot(fileName: string, type: AllowedType): FileRejectedError {
  return new FileRejectedError(
    415,
    'files/polyglot',
    `File ${fileName} cannot be attached: it is a ${type.label} that also hides another kind of file`,
  );
}

export function emptyFile(fileName: string): FileRejectedError {
  return new FileRejectedError(400, 'files/empty', `File ${fileName} is empty`);
}

export function notText(fileName: string, type: AllowedType): FileRejectedError {
  return new FileRejectedError(
    415,
    'files/type-mismatch',
    `File ${fileName} is not a ${type.label}: it holds bytes that are not UTF-8 text`,
  );
}
