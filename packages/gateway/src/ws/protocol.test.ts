import { describe, expect, it } from 'vitest';
import { parseTopicPath } from './protocol';

describe('parseTopicPath', () => {
  it('when the path is a call or campaign topic, then it names the topic', () => {
    expect(parseTopicPath('/voice/watch/call_1-A')).toEqual({
      kind: 'topic',
      topic: {
        kind: 'watch',
        id: 'call_1-A',
        key: 'watch:call_1-A',
        path: '/voice/watch/call_1-A',
      },
    });
    expect(parseTopicPath('/voice/load-offer-campaign-watcher/42')).toEqual({
      kind: 'topic',
      topic: {
        kind: 'load-offer-campaign-watcher',
        id: '42',
        key: 'load-offer-campaign-watcher:42',
        path: '/voice/load-offer-campaign-watcher/42',
      },
    });
  });

  it('when the id is missing, too long, nested or has odd characters, then it is a bad topic', () => {
    for (const path of [
      '/voice/watch/',
      '/voice/watch/a/b',
      '/voice/watch/a%2Fb',
      '/voice/watch/a%20b',
      '/voice/watch/%E0%A4%A',
      `/voice/watch/${'x'.repeat(129)}`,
    ]) {
      expect(parseTopicPath(path).kind).toBe('bad-topic');
    }
  });

  it('when the path is elsewhere, then it is unknown', () => {
    expect(parseTopicPath('/voice/calls').kind).toBe('unknown');
    expect(parseTopicPath('/watch/call-1').kind).toBe('unknown');
    expect(parseTopicPath('/voice/watcher/x').kind).toBe('unknown');
  });
});
