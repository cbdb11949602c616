import { LOAD_IMAGE_MAX_BYTES, LOAD_TEXT_MAX_CHARS } from '@fleet/contracts';
import { readImageInfo } from './image-input';
import { hasMarkup, normalizeCharacters, stripMarkup } from './normalize';
import { readStructured } from './structured';

/** Pasted input the parser refuses; the message is written for the dispatcher. */
export class LoadInputError extends Error {
  override readonly name = 'LoadInputError';
}

/**
 * Largest side and pixel count OCR is asked to decode, per image and per request, read from the
 * header before anything is decoded (a decompression-bomb guard). Screenshots are rarely above
 * 8 MP (a 4K screen is 8.3 MP); decoding and reading 12 MP takes a few seconds of one core.
 */
export const LOAD_IMAGE_MAX_SIDE = 8000;
export const LOAD_IMAGE_MAX_PIXELS = 12_000_000;
export const LOAD_REQUEST_MAX_PIXELS = 24_000_000;

const megapixels = (pixels: number) => `${(pixels / 1_000_000).toFixed(1)} MP`;

const EMPTY = 'Paste some load details first.';

/**
 * Lines a paste may have once blank ones are dropped. Parsing costs about 50 µs a line (every
 * field reader looks at each line), so 20,000 characters of one-character lines took 0.5 s of the
 * service's event loop; a load posting, even a list of loads, is a few hundred lines.
 */
export const LOAD_TEXT_MAX_LINES = 2_000;

/**
 * Checks and normalizes pasted load text. Throws LoadInputError when it is empty, longer than
 * LOAD_TEXT_MAX_CHARS or LOAD_TEXT_MAX_LINES, carries binary data or is markup with nothing useful
 * in it; light HTML is reduced to its text.
 */
export function checkLoadText(text: string): string {
  if (typeof text !== 'string' || text.trim() === '') throw new LoadInputError(EMPTY);
  if (text.length > LOAD_TEXT_MAX_CHARS) {
    throw new LoadInputError(
      `The load details are too long (${text.length.toLocaleString('en-US')} characters; the limit is ${LOAD_TEXT_MAX_CHARS.toLocaleString('en-US')}). Paste only the load posting.`,
    );
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting them is the point
  const controls = text.match(/[\u0000-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  const replacements = text.match(/\ufffd/g)?.length ?? 0;
  if (controls > 0 || replacements > Math.max(3, text.length * 0.02)) {
    throw new LoadInputError(
      'The pasted text contains binary data, not load details. Paste the load posting as plain text.',
    );
  }
  // A structured paste (an API's XML or JSON) is read before markup is looked for: its tags are
  // the load's keys, not markup to strip.
  let clean = normalizeCharacters(readStructured(text));
  if (hasMarkup(clean)) {
    const stripped = stripMarkup(clean);
    const useful = countUseful(stripped);
    const share =
      1 - stripped.replace(/\s+/g, '').length / Math.max(1, clean.replace(/\s+/g, '').length);
    if (useful < 8 || (share > 0.85 && useful < 30)) {
      throw new LoadInputError(
        'The pasted text is mostly markup (HTML or script) with no load details in it. Paste the text of the load posting instead.',
      );
    }
    clean = stripped;
  }
  // Tabs at a row's ends are its empty first or last cells (a spreadsheet's columns): kept.
  clean = clean
    .replace(/ +\n/g, '\n')
    .replace(/^[ \t]+\n/gm, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\s*\n/, '')
    .replace(/^ +/, '')
    .replace(/\s+$/, '');
  if (countUseful(clean) === 0) throw new LoadInputError(EMPTY);
  const lines = clean.split('\n').filter((line) => line.trim() !== '').length;
  if (lines > LOAD_TEXT_MAX_LINES) {
    throw new LoadInputError(
      `The load details have too many lines (${lines.toLocaleString('en-US')}; the limit is ${LOAD_TEXT_MAX_LINES.toLocaleString('en-US')}). Paste only the load posting.`,
    );
  }
  return clean;
}

function countUseful(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/**
 * Checks an uploaded image before OCR: PNG, JPEG, WebP or GIF by its magic bytes, at most
 * LOAD_IMAGE_MAX_BYTES, structurally complete, and with sane dimensions read from its header.
 */
export function checkLoadImage(buf: Buffer, name: string): void {
  const label = displayName(name);
  if (!((buf as unknown) instanceof Uint8Array)) {
    throw new LoadInputError(`${label} is not an image.`);
  }
  if (buf.length === 0) throw new LoadInputError(`${label} is empty.`);
  if (buf.length > LOAD_IMAGE_MAX_BYTES) {
    throw new LoadInputError(
      `${label} is too large (${(buf.length / 1024 / 1024).toFixed(1)} MB; the limit is ${LOAD_IMAGE_MAX_BYTES / 1024 / 1024} MB).`,
    );
  }
  const info = readImageInfo(buf);
  if (info === 'unknown-type') {
    throw new LoadInputError(`${label} is not a PNG, JPEG, WebP or GIF image.`);
  }
  if (info === 'damaged') {
    throw new LoadInputError(`${label} is damaged or incomplete. Take the screenshot again.`);
  }
  if (
    info.width > LOAD_IMAGE_MAX_SIDE ||
    info.height > LOAD_IMAGE_MAX_SIDE ||
    info.width * info.height > LOAD_IMAGE_MAX_PIXELS
  ) {
    throw new LoadInputError(
      `${label} is too large to read (${info.width}×${info.height} pixels, ${megapixels(info.width * info.height)}; the limit is ${megapixels(LOAD_IMAGE_MAX_PIXELS)} and ${LOAD_IMAGE_MAX_SIDE} pixels a side).`,
    );
  }
}

/** All the images of one request together stay under LOAD_REQUEST_MAX_PIXELS (each is checked). */
export function checkLoadImages(images: { buffer: Buffer; name: string }[]): void {
  let total = 0;
  for (const { buffer, name } of images) {
    checkLoadImage(buffer, name);
    const info = readImageInfo(buffer);
    if (typeof info !== 'string') total += info.width * info.height;
  }
  if (total > LOAD_REQUEST_MAX_PIXELS) {
    throw new LoadInputError(
      `The images are too large to read together (${megapixels(total)}; the limit is ${megapixels(LOAD_REQUEST_MAX_PIXELS)}). Send fewer or smaller screenshots.`,
    );
  }
}

/** The file name as shown in messages: printable, short. */
export function displayName(name: string): string {
  const clean =
    typeof name === 'string'
      ? name
          // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
          .replace(/[\u0000-\u001f\u007f<>]/g, '')
          .trim()
      : '';
  if (!clean) return 'The image';
  return clean.length > 60 ? `${clean.slice(0, 57)}...` : clean;
}
