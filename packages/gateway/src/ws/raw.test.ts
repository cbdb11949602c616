import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { encodeTextFrames } from './raw';

/** ws's frame parser (exported at run time, not in its types). */
const { Receiver } = createRequire(import.meta.url)('ws') as {
  Receiver: new (options: {
    isServer: boolean;
    maxPayload: number;
  }) => EventEmitter & {
    write(chunk: Buffer): void;
  };
};

describe('encodeTextFrames', () => {
  it('when texts of every length class are framed together, then ws reads back each text, in order, from any frame on', () => {
    const texts = [
      '',
      'é€',
      'a'.repeat(125),
      'b'.repeat(126),
      'c'.repeat(65_535),
      'd'.repeat(65_536),
    ];
    const { data, offsets } = encodeTextFrames(texts);
    const read = (bytes: Buffer): string[] => {
      const out: string[] = [];
      const receiver = new Receiver({ isServer: false, maxPayload: 0 });
      receiver.on('message', (message: Buffer, isBinary: boolean) => {
        expect(isBinary).toBe(false);
        out.push(message.toString());
      });
      receiver.write(bytes);
      return out;
    };
    expect(read(data)).toEqual(texts);
    expect(read(data.subarray(offsets[3]))).toEqual(texts.slice(3));
    expect(offsets).toHaveLength(texts.length);
  });
});
