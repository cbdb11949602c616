import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import { fileTooLargeMessage } from '@fleet/contracts';
import { fileTypeFromBuffer } from 'file-type';
import {
  assertNoZipTail,
  type Decision,
  decideType,
  emptyFile,
  FileRejectedError,
  MAX_FILE_BYTES,
  notText,
  SNIFF_BYTES,
  TAIL_BYTES,
} from './file-rules';

/**
 * Passes an upload through while checking it, holding at most 64 KiB (the head, until the type
 * is decided) plus the last 64 KiB (the ZIP-directory check) whatever the file's size:
 * - more than 50 MB: fails at once with 413 and the §8 message;
 * - the head decides the type (./file-rules.ts decideType) before a byte goes on;
 * - text files: every byte must be UTF-8 text;
 * - at the end: empty files and ZIP directories hidden at the end are refused.
 * A failure errors the stream, which fails the storage put (which then keeps nothing).
 */
export class FileInspector extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private tail = Buffer.alloc(0);
  private decoder: TextDecoder | undefined;
  private decided: Decision | undefined;
  /** Bytes seen so far (not `size`: lib-storage would read that as the body's total length). */
  private received = 0;

  constructor(private readonly fileName: string) {
    super();
  }

  /** The decision, once the stream has ended without error. */
  get decision(): Decision {
    if (!this.decided) throw new Error('the file has not been inspected');
    return this.decided;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.received += chunk.length;
    if (this.received > MAX_FILE_BYTES) {
      callback(new FileRejectedError(413, 'files/too-large', fileTooLargeMessage(this.fileName)));
      return;
    }
    if (this.decided) {
      this.forward(chunk, callback);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) {
      callback();
      return;
    }
    this.decide().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback) {
    (this.decided ? Promise.resolve() : this.decide()).then(() => {
      try {
        const { type, fileName } = this.decision;
        if (this.decoder) {
          try {
            this.decoder.decode();
          } catch {
            throw notText(fileName, type);
          }
        }
        assertNoZipTail(fileName, type, this.tail);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    }, callback);
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    if (head.length === 0) throw emptyFile(this.fileName);
    const detected = await fileTypeFromBuffer(head);
    this.decided = decideType(this.fileName, detected?.ext, head);
    if (this.decided.type.text) this.decoder = new TextDecoder('utf-8', { fatal: true });
    await new Promise<void>((resolve, reject) =>
      this.forward(head, (error) => (error ? reject(error) : resolve())),
    );
  }

  private forward(chunk: Buffer, callback: TransformCallback) {
    if (this.decoder) {
      const { type, fileName } = this.decision;
      try {
        this.decoder.decode(chunk, { stream: true });
      } catch {
        callback(notText(fileName, type));
        return;
      }
      for (const byte of chunk) {
        // Control characters other than tab, line feed, form feed and carriage return: binary.
        if (
          (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) ||
          byte === 0x7f
        ) {
          callback(notText(fileName, type));
          return;
        }
      }
    }
    this.tail =
      chunk.length >= TAIL_BYTES
        ? Buffer.from(chunk.subarray(chunk.length - TAIL_BYTES))
        : Buffer.concat([this.tail, chunk]).subarray(-TAIL_BYTES);
    this.push(chunk);
    callback();
  }
}
