import { randomBytes } from 'node:crypto';

/** One part of a hand-made form: a field, or a file whose name goes out byte for byte. */
export type Part =
  | { field: string; value: string }
  | {
      file: string;
      filename: string;
      content: Uint8Array | AsyncIterable<Uint8Array>;
      type?: string;
    };

/**
 * A multipart/form-data body streamed from its parts (a 50 MB file is never held whole), with the
 * file names unescaped as a hostile client would send them.
 */
export function multipart(parts: Part[]): {
  body: ReadableStream<Uint8Array>;
  contentType: string;
} {
  const boundary = `----fleet-test-${randomBytes(8).toString('hex')}`;
  async function* generate(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      if ('field' in part) {
        yield Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        );
        continue;
      }
      yield Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${part.file}"; filename="${part.filename}"\r\ncontent-type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      );
      if (part.content instanceof Uint8Array) yield part.content;
      else yield* part.content;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  const iterator = generate();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** `size` bytes starting with `head`, produced chunk by chunk from one reused 1 MiB buffer. */
export async function* sized(head: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  yield head;
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let left = size - head.length;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    yield n === chunk.length ? chunk : chunk.subarray(0, n);
    left -= n;
  }
}

/** Small real files of each kind, and hostile ones. */
export const SAMPLES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpg: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]),
  csv: Buffer.from('load,amount\nT-100,1250.00\n'),
  exe: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(62),
    Buffer.from('PE\0\0'),
    Buffer.alloc(200),
  ]),
  /** The end of a ZIP: an end-of-central-directory record with no comment. */
  zipEnd: Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]),
};
