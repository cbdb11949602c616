import { describe, expect, it } from 'vitest';
import { parseTopicPath, VOICE_PATHS, voicePath } from './voice-paths';

describe('voice paths', () => {
  it('when a pattern has parameters, then voicePath fills each, URI-encoded', () => {
    expect(voicePath(VOICE_PATHS.call, { id: 'a b/c' })).toBe('/voice/calls/a%20b%2Fc');
    expect(voicePath(VOICE_PATHS.topic, { kind: 'watch', id: 'c-1' })).toBe(
      '/voice/topics/watch/c-1',
    );
    expect(() => voicePath(VOICE_PATHS.call, {})).toThrow(/needs :id/);
  });

  it('when a topic path is parsed, then its kind and id come back, and a bad id is told apart', () => {
    expect(parseTopicPath('/voice/watch/call_1-A')).toEqual({
      kind: 'topic',
      topic: { kind: 'watch', id: 'call_1-A' },
    });
    expect(parseTopicPath('/voice/load-offer-campaign-watcher/c9')).toEqual({
      kind: 'topic',
      topic: { kind: 'load-offer-campaign-watcher', id: 'c9' },
    });
    expect(parseTopicPath('/voice/watch/')).toMatchObject({ kind: 'bad-topic' });
    expect(parseTopicPath('/voice/watch/a.b')).toMatchObject({ kind: 'bad-topic' });
    expect(parseTopicPath('/voice/watch/%E0%A4%A')).toMatchObject({ kind: 'bad-topic' });
    expect(parseTopicPath(`/voice/watch/${'x'.repeat(129)}`)).toMatchObject({ kind: 'bad-topic' });
    expect(parseTopicPath('/voice/calls/1')).toEqual({ kind: 'unknown' });
  });
});
