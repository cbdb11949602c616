import type { Duplex } from 'node:stream';
import { type RawData, WebSocket } from 'ws';

export function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** Server-to-client WebSocket text frames (final, unmasked), back to back in one Buffer. */
export interface EncodedFrames {
  data: Buffer;
  /** Where each text's frame starts in `data`: a suffix of the frames is `data.subarray(at)`. */
  offsets: number[];
}

/**
 * Frames the texts once (RFC 6455: FIN + text opcode, 7/16/64-bit length, no mask from a server),
 * so a batch of events is one Buffer shared by every socket instead of a header and a write per
 * event per socket.
 */
export function encodeTextFrames(texts: readonly string[]): EncodedFrames {
  const lengths = texts.map((text) => Buffer.byteLength(text));
  let total = 0;
  for (const length of lengths) total += headerLength(length) + length;
  const data = Buffer.allocUnsafe(total);
  const offsets: number[] = [];
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    const length = lengths[i]!;
    offsets.push(at);
    data[at] = 0x81;
    if (length < 126) {
      data[at + 1] = length;
      at += 2;
    } else if (length < 65_536) {
      data[at + 1] = 126;
      data.writeUInt16BE(length, at + 2);
      at += 4;
    } else {
      data[at + 1] = 127;
      data.writeUInt32BE(Math.floor(length / 2 ** 32), at + 2);
      data.writeUInt32BE(length >>> 0, at + 6);
      at += 10;
    }
    at += data.write(texts[i]!, at, 'utf8');
  }
  return { data, offsets };
}

function headerLength(payloadLength: number): number {
  return payloadLength < 126 ? 2 : payloadLength < 65_536 ? 4 : 10;
}

interface WsInternals {
  _socket?: Duplex | null;
  _sender?: { _bufferedBytes?: number } | null;
}

/**
 * Writes frames made by `encodeTextFrames` straight to the socket's TCP stream: one write for the
 * whole batch. Only while the socket is open and ws has nothing queued of its own (it queues only
 * while compressing, which the gateway does not, or reading a Blob), so the frames keep their
 * order with what ws sends (status, pong, close). They count in `bufferedAmount` like ws's own.
 * False when that is not possible: the caller sends through ws instead.
 */
export function writeFrames(socket: WebSocket, frames: Buffer): boolean {
  if (socket.readyState !== WebSocket.OPEN) return false;
  const internals = socket as unknown as WsInternals;
  const stream = internals._socket;
  if (!stream || stream.destroyed || !stream.writable) return false;
  if ((internals._sender?._bufferedBytes ?? 1) !== 0) return false;
  stream.write(frames);
  return true;
}
