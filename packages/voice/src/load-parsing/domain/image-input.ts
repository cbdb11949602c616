import { inflateSync } from 'node:zlib';

/**
 * Image headers read without decoding: type from the magic bytes, dimensions from the header,
 * and a structural check that the file is complete (so a truncated upload or a header that
 * promises 100000×100000 pixels is refused before OCR decodes anything).
 */

export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

export type ImageProblem = 'unknown-type' | 'damaged';

export function detectImageType(buf: Uint8Array): ImageType | null {
  if (buf.length >= 8 && hex(buf, 0, 8) === '89504e470d0a1a0a') return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 4) === 'WEBP') return 'webp';
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')) {
    return 'gif';
  }
  return null;
}

/** Type and size of an image, or the reason it cannot be one. */
export function readImageInfo(buf: Uint8Array): ImageInfo | ImageProblem {
  const type = detectImageType(buf);
  if (!type) return 'unknown-type';
  const size =
    type === 'png'
      ? pngSize(buf)
      : type === 'jpeg'
        ? jpegSize(buf)
        : type === 'gif'
          ? gifSize(buf)
          : webpSize(buf);
  if (!size || size.width <= 0 || size.height <= 0) return 'damaged';
  return { type, ...size };
}

type Size = { width: number; height: number } | null;

function pngSize(buf: Uint8Array): Size {
  const view = dataView(buf);
  let pos = 8;
  let size: Size = null;
  let sawData = false;
  while (pos + 12 <= buf.length) {
    const length = view.getUint32(pos);
    const type = ascii(buf, pos + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    const end = pos + 12 + length;
    if (end > buf.length) return null;
    if (pos === 8) {
      if (type !== 'IHDR' || length !== 13) return null;
      size = { width: view.getUint32(pos + 8), height: view.getUint32(pos + 12) };
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData ? size : null;
    pos = end;
  }
  return null;
}

function jpegSize(buf: Uint8Array): Size {
  const view = dataView(buf);
  let pos = 2;
  let size: Size = null;
  while (pos + 4 <= buf.length) {
    if (buf[pos] !== 0xff) return null;
    const marker = buf[pos + 1]!;
    if (marker === 0xff) {
      pos++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2;
      continue;
    }
    if (marker === 0xd9) return null;
    const length = view.getUint16(pos + 2);
    if (length < 2 || pos + 2 + length > buf.length) return null;
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 7) return null;
      size = { height: view.getUint16(pos + 5), width: view.getUint16(pos + 7) };
    }
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data must end with an end-of-image marker.
      const scanStart = pos + 2 + length;
      for (let i = buf.length - 2; i >= scanStart; i--) {
        if (buf[i] === 0xff && buf[i + 1] === 0xd9) return size;
      }
      return null;
    }
    pos += 2 + length;
  }
  return null;
}

function gifSize(buf: Uint8Array): Size {
  if (buf.length < 14 || buf[buf.length - 1] !== 0x3b) return null;
  const view = dataView(buf);
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

function webpSize(buf: Uint8Array): Size {
  const view = dataView(buf);
  const riffSize = view.getUint32(4, true);
  if (riffSize + 8 > buf.length || buf.length < 30) return null;
  const chunk = ascii(buf, 12, 4);
  if (chunk === 'VP8 ') {
    if (buf[23] !== 0x9d || buf[24] !== 0x01 || buf[25] !== 0x2a) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (buf[20] !== 0x2f) return null;
    const b1 = buf[21]!;
    const b2 = buf[22]!;
    const b3 = buf[23]!;
    const b4 = buf[24]!;
    return {
      width: 1 + (((b2 & 0x3f) << 8) | b1),
      height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X') {
    const w = buf[24]! | (buf[25]! << 8) | (buf[26]! << 16);
    const h = buf[27]! | (buf[28]! << 8) | (buf[29]! << 16);
    return { width: w + 1, height: h + 1 };
  }
  return null;
}

function dataView(buf: Uint8Array): DataView {
  return new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
}

function hex(buf: Uint8Array, start: number, length: number): string {
  return Buffer.from(buf.subarray(start, start + length)).toString('hex');
}

function ascii(buf: Uint8Array, start: number, length: number): string {
  return Buffer.from(buf.subarray(start, start + length)).toString('latin1');
}

/** An 8-bit greyscale raster (0 black … 255 white), row-major. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Largest image decoded for preprocessing (pixels); larger ones go to OCR as they are. */
export const MAX_DECODE_PIXELS = 40_000_000;

/**
 * A PNG decoded to grey (luma, transparency composited over white), or null for anything this
 * small decoder does not read (interlaced, not a PNG, damaged, too large): the caller then gives
 * OCR the image as it is. Screenshots are PNGs; JPEG/WebP/GIF are left to the OCR's decoder.
 */
export function decodePngGrey(buf: Uint8Array): GreyImage | null {
  if (detectImageType(buf) !== 'png') return null;
  const view = dataView(buf);
  let pos = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let colour = 0;
  let palette: Uint8Array | null = null;
  let paletteAlpha: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  while (pos + 12 <= buf.length) {
    const length = view.getUint32(pos);
    const type = ascii(buf, pos + 4, 4);
    const body = buf.subarray(pos + 8, pos + 8 + length);
    if (body.length < length) return null;
    if (type === 'IHDR') {
      width = view.getUint32(pos + 8);
      height = view.getUint32(pos + 12);
      depth = buf[pos + 16]!;
      colour = buf[pos + 17]!;
      if (buf[pos + 20] !== 0) return null; // interlaced
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') paletteAlpha = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    pos += 12 + length;
  }
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colour];
  if (!channels || !width || !height || width * height > MAX_DECODE_PIXELS) return null;
  if (![1, 2, 4, 8, 16].includes(depth) || (depth < 8 && channels !== 1)) return null;
  if (colour === 3 && !palette) return null;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat));
  } catch {
    return null;
  }
  const bitsPerPixel = channels * depth;
  const stride = Math.ceil((width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel >> 3);
  if (raw.length < (stride + 1) * height) return null;
  const grey = new Uint8Array(width * height);
  let prev = new Uint8Array(stride);
  let line = new Uint8Array(stride);
  const max = (1 << Math.min(depth, 8)) - 1;
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1);
    const filter = raw[start]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[start + 1 + i]!;
      const a = i >= bpp ? line[i - bpp]! : 0;
      const b = prev[i]!;
      const c = i >= bpp ? prev[i - bpp]! : 0;
      let v: number;
      if (filter === 0) v = x;
      else if (filter === 1) v = x + a;
      else if (filter === 2) v = x + b;
      else if (filter === 3) v = x + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      } else return null;
      line[i] = v & 0xff;
    }
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let r: number;
      let g: number;
      let b: number;
      let alpha = 255;
      if (depth < 8) {
        const bit = x * depth;
        const sample = (line[bit >> 3]! >> (8 - depth - (bit & 7))) & max;
        if (colour === 3) {
          r = palette![sample * 3] ?? 0;
          g = palette![sample * 3 + 1] ?? 0;
          b = palette![sample * 3 + 2] ?? 0;
          alpha = paletteAlpha?.[sample] ?? 255;
        } else r = g = b = Math.round((sample * 255) / max);
      } else {
        // 16-bit samples: the high byte.
        const step = depth === 16 ? 2 : 1;
        const at = x * channels * step;
        if (colour === 0 || colour === 4) {
          r = g = b = line[at]!;
          if (colour === 4) alpha = line[at + step]!;
        } else if (colour === 3) {
          const k = line[at]!;
          r = palette![k * 3] ?? 0;
          g = palette![k * 3 + 1] ?? 0;
          b = palette![k * 3 + 2] ?? 0;
          alpha = paletteAlpha?.[k] ?? 255;
        } else {
          r = line[at]!;
          g = line[at + step]!;
          b = line[at + 2 * step]!;
          if (colour === 6) alpha = line[at + 3 * step]!;
        }
      }
      const luma = (r * 299 + g * 587 + b * 114) / 1000;
      grey[row + x] =
        alpha === 255 ? Math.round(luma) : Math.round((luma * alpha + 255 * (255 - alpha)) / 255);
    }
    [prev, line] = [line, prev];
  }
  return { width, height, data: grey };
}

/** A grey raster as a binary PGM (P5), which the OCR's image reader takes as it is. */
export function encodePgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  return Buffer.concat([header, image.data]);
}
