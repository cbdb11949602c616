import { deflateSync } from 'node:zlib';
import { LOAD_IMAGE_MAX_BYTES, LOAD_TEXT_MAX_CHARS } from '@fleet/contracts';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { readImageInfo } from './image-input';
import {
  checkLoadImage,
  checkLoadImages,
  checkLoadText,
  LoadInputError,
  parseLoadImages,
  parseLoadText,
} from './index';
import { LOAD_TEXT_MAX_LINES } from './input-checks';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A structurally valid PNG whose header claims width × height (the pixel data is tiny). */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function realImage(format: 'png' | 'jpeg' | 'webp' | 'gif'): Promise<Buffer> {
  const canvas = createCanvas(320, 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 320, 80);
  ctx.fillStyle = '#000';
  ctx.font = '24px sans-serif';
  ctx.fillText('Dallas, TX', 10, 50);
  if (format === 'png') return canvas.encode('png');
  if (format === 'gif') return canvas.encode('gif');
  return canvas.encode(format);
}

function rejects(fn: () => unknown, message: RegExp): void {
  let error: unknown;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(LoadInputError);
  expect((error as Error).message).toMatch(message);
}

describe('checkLoadText', () => {
  it('rejects empty and whitespace-only text', () => {
    rejects(() => checkLoadText(''), /^Paste some load details first\.$/);
    rejects(() => checkLoadText(' \n\t  '), /^Paste some load details first\.$/);
  });

  it('rejects huge text with the limit in the message', () => {
    rejects(() => checkLoadText('Dallas, TX '.repeat(3000)), /too long .*20,000/);
    expect(() => checkLoadText('a'.repeat(LOAD_TEXT_MAX_CHARS))).not.toThrow();
  });

  it('rejects a paste of more lines than a load list has, with the limit in the message', () => {
    rejects(() => checkLoadText('x\n'.repeat(LOAD_TEXT_MAX_LINES + 1)), /too many lines .*2,000/);
    // Blank lines do not count.
    expect(() => checkLoadText('x\n\n'.repeat(LOAD_TEXT_MAX_LINES))).not.toThrow();
  });

  it('rejects binary data (NUL and other control characters)', () => {
    rejects(() => checkLoadText('Dallas, TX\u0000\u0001\u0002 to Atlanta'), /binary data/);
    rejects(() => checkLoadText('PK\u0003\u0004 zip header'), /binary data/);
    rejects(() => checkLoadText('\ufffd'.repeat(50)), /binary data/);
  });

  it('rejects markup with nothing useful in it', () => {
    rejects(() => checkLoadText('<script>alert("x")</script>'), /mostly markup/);
    rejects(
      () =>
        checkLoadText('<html><head><style>body{}</style></head><body><div></div></body></html>'),
      /mostly markup/,
    );
    rejects(
      () =>
        checkLoadText(
          `<div>${'<span class="x"></span>'.repeat(200)}<script>steal()</script>hi</div>`,
        ),
      /mostly markup/,
    );
  });

  it('reduces light markup to its text and drops scripts', () => {
    const text = checkLoadText(
      '<div><b>Origin:</b> Omaha, NE</div><script>alert(1)</script><div>Rate: $850 &amp; up</div>',
    );
    expect(text).toBe('Origin: Omaha, NE\nRate: $850 & up');
    expect(text).not.toMatch(/alert|<|>/);
  });

  it('normalizes characters and line endings', () => {
    expect(checkLoadText('Dallas,\u00a0TX\r\nRate:\u200b $2,450\u2014firm ')).toBe(
      'Dallas, TX\nRate: $2,450-firm',
    );
  });
});

describe('checkLoadImage', () => {
  it('accepts PNG, JPEG, WebP and GIF by their bytes', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const image = await realImage(format);
      expect(() => checkLoadImage(image, `shot.${format}`)).not.toThrow();
      expect(readImageInfo(image)).toMatchObject({ type: format, width: 320, height: 80 });
    }
  });

  it('rejects a non-image named .png', () => {
    rejects(
      () => checkLoadImage(Buffer.from('GIF? no, just text pretending'), 'pasted_image.png'),
      /pasted_image\.png is not a PNG, JPEG, WebP or GIF image/,
    );
    rejects(() => checkLoadImage(Buffer.from('%PDF-1.7 ...'), 'load.png'), /not a PNG/);
    rejects(() => checkLoadImage(Buffer.alloc(0), 'pasted_image.png'), /is empty/);
  });

  it('rejects a truncated PNG or JPEG', async () => {
    const png = await realImage('png');
    rejects(
      () => checkLoadImage(png.subarray(0, Math.floor(png.length / 2)), 'pasted_image.png'),
      /damaged or incomplete/,
    );
    rejects(() => checkLoadImage(png.subarray(0, 30), 'pasted_image.png'), /damaged or incomplete/);
    const jpeg = await realImage('jpeg');
    rejects(
      () => checkLoadImage(jpeg.subarray(0, jpeg.length - 200), 'photo.jpg'),
      /damaged or incomplete/,
    );
  });

  it('rejects headers claiming huge dimensions (decompression bombs)', () => {
    rejects(
      () => checkLoadImage(pngClaiming(100_000, 100_000), 'pasted_image.png'),
      /too large to read \(100000×100000 pixels/,
    );
    rejects(() => checkLoadImage(pngClaiming(7000, 7000), 'pasted_image.png'), /too large to read/);
    // Within 8,000 a side but 40 MP: decoding it alone took a minute and half a gigabyte.
    rejects(
      () => checkLoadImage(pngClaiming(7999, 5000), 'pasted_image.png'),
      /too large to read \(7999×5000 pixels, 40\.0 MP; the limit is 12\.0 MP/,
    );
    expect(() => checkLoadImage(pngClaiming(3840, 2160), 'pasted_image.png')).not.toThrow();
    expect(() => checkLoadImage(pngClaiming(1200, 800), 'pasted_image.png')).not.toThrow();
  });

  it('rejects a request whose images are too large together, though each would pass', () => {
    const fourK = (i: number) => ({ buffer: pngClaiming(3840, 2160), name: `shot-${i}.png` });
    expect(() => checkLoadImages([fourK(1), fourK(2)])).not.toThrow();
    rejects(
      () => checkLoadImages([fourK(1), fourK(2), fourK(3)]),
      /too large to read together \(24\.9 MP; the limit is 24\.0 MP\)/,
    );
  });

  it('rejects files over the size limit', () => {
    const big = Buffer.concat([pngClaiming(100, 100), Buffer.alloc(LOAD_IMAGE_MAX_BYTES)]);
    rejects(() => checkLoadImage(big, 'big.png'), /too large .*MB/);
  });

  it('keeps file names in messages printable and short', () => {
    rejects(
      () => checkLoadImage(Buffer.from('x'), `<b>${'a'.repeat(100)}\u0000.png`),
      /^ba{56}\.\.\. is not/,
    );
  });

  it('parseLoadImages checks before any OCR', async () => {
    await expect(parseLoadImages([])).rejects.toBeInstanceOf(LoadInputError);
    await expect(parseLoadImages([Buffer.from('not an image')])).rejects.toThrow(
      /pasted_image\.png is not a PNG/,
    );
    await expect(parseLoadImages([pngClaiming(100_000, 100_000)])).rejects.toThrow(
      /too large to read/,
    );
  });
});

describe('parseLoadText never throws and stays fast on hostile text', () => {
  const hostile: Record<string, string> = {
    digits: '1'.repeat(20_000),
    commas: '1,'.repeat(10_000),
    cities: 'Dallas, TX '.repeat(1800),
    times: '12:00-'.repeat(3300),
    dates: '12/03 '.repeat(3300),
    dollars: '$1,000 '.repeat(2800),
    labels: 'Rate: '.repeat(3300),
    table: `${'Origin\tDest\t'.repeat(1500)}\n${'a\tb\t'.repeat(2000)}`,
    parens: '('.repeat(20_000),
    controls: '\u0000\u0007'.repeat(5000),
    markup: '<div>'.repeat(4000),
  };
  for (const [name, text] of Object.entries(hostile)) {
    it(name, () => {
      const started = performance.now();
      const data = parseLoadText(text);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(data.metadata.source).toBe('text');
    });
  }

  it('handles non-strings and empty text', () => {
    expect(parseLoadText('').loadDetails.stops).toEqual([]);
    expect(parseLoadText(undefined as unknown as string).metadata.confidence).toBe(0);
  });
});
