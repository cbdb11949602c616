import { describe, expect, it } from 'vitest';
import { decodeEnvelope, encodeEnvelope, withSeq } from './envelope';
import { eventBody } from './upstream';

describe('envelope', () => {
  it('when an envelope is encoded, then it decodes to the same', () => {
    for (const envelope of [
      { kind: 'event', origin: 'gw-1', seq: 7, ts: 1712.5, text: '{"seq":7,"type":"x"}' },
      { kind: 'status', origin: 'gw-1', status: 'upstream_lost' },
      { kind: 'end', origin: 'gw-2', seq: 9 },
    ] as const) {
      expect(decodeEnvelope(encodeEnvelope(envelope))).toEqual(envelope);
    }
  });

  it('when a message is malformed, then it decodes to nothing', () => {
    for (const message of [
      '',
      'e gw 1 2',
      'e gw x 2\n{}',
      'e gw 0 2\n{}',
      's gw 0 0\nbogus',
      'q gw 1 1\n',
    ]) {
      expect(decodeEnvelope(message)).toBeUndefined();
    }
  });

  it('when seq is added, then it comes first and the rest is unchanged', () => {
    expect(withSeq('{"type":"a","n":1}', 3)).toBe('{"seq":3,"type":"a","n":1}');
    expect(withSeq('{}', 1)).toBe('{"seq":1}');
  });
});

describe('upstream frames', () => {
  it('when a frame is a JSON object with a type, then it is an event (its own seq dropped)', () => {
    expect(eventBody(Buffer.from(' {"type":"call_added","id":1}\n'))).toBe(
      '{"type":"call_added","id":1}',
    );
    expect(eventBody(Buffer.from('{"type":"a","seq":99,"x":1}'))).toBe('{"type":"a","x":1}');
  });

  it('when a frame is not an event, then it is refused', () => {
    for (const text of ['nope', '[1]', '"s"', 'null', '{"no":"type"}', '{"type":3}']) {
      expect(eventBody(Buffer.from(text))).toBeUndefined();
    }
  });
});
