import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import type * as Canvas from '@napi-rs/canvas';

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

/** Largest image decoded for preprocessing (pixels; px a side); larger go to OCR as they are. */
export const MAX_DECODE_PIXELS = 40_000_000;
export const MAX_DECODE_SIDE = 16_384;

const require = createRequire(import.meta.url);
let skia: typeof Canvas | null = null;

/** @napi-rs/canvas (Skia), loaded on the first image: a service that never reads one never loads it. */
function canvas(): typeof Canvas {
  skia ??= require('@napi-rs/canvas') as typeof Canvas;
  return skia;
}

/**
 * A PNG, JPEG, WebP or GIF decoded by @napi-rs/canvas (Skia) to grey (luma, transparency
 * composited over white; a GIF's or WebP's first frame), or null for what is not decoded: an
 * unknown type, a damaged file, a header beyond MAX_DECODE_PIXELS / MAX_DECODE_SIDE (all read
 * from the header before anything is decoded), a PNG whose critical chunks fail their CRC (Skia
 * would draw what it could of it), or what Skia cannot read. The caller then gives OCR the image
 * as it is.
 */
export function decodeGrey(buf: Uint8Array): GreyImage | null {
  const info = readImageInfo(buf);
  if (typeof info === 'string') return null;
  const { width, height } = info;
  if (width > MAX_DECODE_SIDE || height > MAX_DECODE_SIDE || width * height > MAX_DECODE_PIXELS) {
    return null;
  }
  if (info.type === 'png' && !pngChunksIntact(buf)) return null;
  const { Image, createCanvas } = canvas();
  const image = new Image();
  // A Uint8Array source is decoded on assignment; a failure is reported through onerror (and
  // leaves the image empty), never thrown.
  image.onerror = () => {};
  image.src = buf;
  if (image.width !== width || image.height !== height) return null;
  const ctx = createCanvas(width, height).getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const grey = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    grey[i] = Math.round((rgba[p]! * 299 + rgba[p + 1]! * 587 + rgba[p + 2]! * 114) / 1000);
  }
  return { width, height, data: grey };
}

/**
 * Resampled by `factor` by Skia (drawImage into a canvas of the new size) at 'medium' quality:
 * bilinear, from a mipmap when shrinking. Enlarged, it is within 1 grey level of the separable
 * triangle filter it replaces; 'low' (up to 18 levels off) read 0.24 points fewer fields of the
 * dev split at 1× light.
 */
export function resizeGrey(img: GreyImage, factor: number): GreyImage {
  const width = Math.max(1, Math.round(img.width * factor));
  const height = Math.max(1, Math.round(img.height * factor));
  const { createCanvas } = canvas();
  const source = createCanvas(img.width, img.height);
  const sourceCtx = source.getContext('2d');
  const pixels = sourceCtx.createImageData(img.width, img.height);
  for (let i = 0, p = 0; i < img.data.length; i++, p += 4) {
    pixels.data[p] = pixels.data[p + 1] = pixels.data[p + 2] = img.data[i]!;
    pixels.data[p + 3] = 255;
  }
  sourceCtx.putImageData(pixels, 0, 0);
  const ctx = createCanvas(width, height).getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'medium';
  ctx.drawImage(source, 0, 0, width, height);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i++, p += 4) data[i] = rgba[p]!;
  return { width, height, data };
}

/** Whether every critical chunk of a PNG (IHDR, PLTE, IDAT, IEND) matches its CRC. */
function pngChunksIntact(buf: Uint8Array): boolean {
  const view = dataView(buf);
  for (let pos = 8; pos + 12 <= buf.length; ) {
    const length = view.getUint32(pos);
    const end = pos + 12 + length;
    if (end > buf.length) return false;
    // Ancillary chunks (lower-case first letter) are skipped when damaged, as libpng does.
    const critical = (buf[pos + 4]! & 0x20) === 0;
    if (critical && crc32(buf.subarray(pos + 4, end - 4)) !== view.getUint32(end - 4)) return false;
    pos = end;
  }
  return true;
}

/** A grey raster as a binary PGM (P5), which the OCR's image reader takes as it is. */
export function encodePgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  return Buffer.concat([header, image.data]);
}
