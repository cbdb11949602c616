import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hostileFiles } from './index';

describe('hostile PDFs', () => {
  const files = hostileFiles();
  const byName = (n: string) => {
    const f = files.find((x) => x.file === n);
    if (!f) throw new Error(`missing ${n}`);
    return f.read();
  };

  it('are all there, small, and as large as the manifest says', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const f of files) {
      const b = f.read();
      expect(b.length).toBe(f.bytes);
      expect(b.length).toBeLessThan(300 * 1024);
    }
  });

  it('files refused by the magic check do not start with %PDF-, the polyglots hide one within 1024 bytes', () => {
    for (const f of files.filter((x) => x.check === 'magic' || x.check === 'empty')) {
      expect(f.read().subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    }
    for (const n of ['polyglot-jpeg-then-pdf.pdf', 'polyglot-zip-with-pdf.pdf']) {
      const b = byName(n);
      expect(b.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
      const at = b.indexOf('%PDF-');
      expect(at).toBeGreaterThan(0);
      expect(at).toBeLessThan(1024);
    }
  });

  it('the nested bomb is tiny on disk and its first layer alone inflates a thousand times', () => {
    const b = byName('bomb-flate-nested.pdf');
    expect(b.length).toBeLessThan(10 * 1024);
    const start = b.indexOf('stream\n') + 7;
    const end = b.indexOf('\nendstream', start);
    const first = inflateSync(b.subarray(start, end));
    expect(first.length).toBeGreaterThan(b.length * 100);
    // The second layer is 1 GiB of zeros: only peek at its start, with an output limit.
    expect(() => inflateSync(first, { maxOutputLength: 1 << 20 })).toThrow();
  });

  it('the JavaScript files carry a JavaScript action, the control does not', () => {
    for (const f of files.filter((x) => x.check === 'javascript')) {
      expect(f.read().toString('latin1')).toMatch(/\/S \/JavaScript/);
    }
    expect(byName('control-valid.pdf').toString('latin1')).not.toMatch(/JavaScript/);
  });
});
