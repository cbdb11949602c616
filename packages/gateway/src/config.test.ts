import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('gateway config', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    expect(loadConfig({})).toEqual({
      port: 3003,
      host: '0.0.0.0',
      apiUrl: 'http://127.0.0.1:3001',
      voiceUrl: 'http://127.0.0.1:3002',
      redisUrl: undefined,
      logLevel: undefined,
      heartbeatIntervalMs: 30_000,
      authTimeoutMs: 10_000,
      sessionCheckIntervalMs: 2_000,
      voiceInternalToken: undefined,
      redisKeyPrefix: 'gw:',
      instanceId: undefined,
      slowClientBufferBytes: 1024 * 1024,
      leaseTtlMs: 3_000,
      graceMs: 5_000,
      replayMax: 200,
      topicAuthCacheMs: 30_000,
      upstreamBackoffMinMs: 250,
      upstreamBackoffMaxMs: 10_000,
    });
  });

  it('when variables are set, then they are used (empty means unset)', () => {
    const config = loadConfig({ PORT: '4000', REDIS_URL: 'redis://r:6379', VOICE_URL: '' });
    expect(config).toMatchObject({
      port: 4000,
      redisUrl: 'redis://r:6379',
      voiceUrl: 'http://127.0.0.1:3002',
    });
  });

  it('when a variable is not valid, then start fails naming it', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
