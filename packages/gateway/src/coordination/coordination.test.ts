import { randomBytes } from 'node:crypto';
import { createLogger } from '@fleet/service-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeEnvelope } from '../topics/envelope';
import type { Coordination, CoordinationOptions } from './coordination';
import { MemoryCoordination, MemoryStore } from './memory';
import { RedisCoordination } from './redis';

const redisUrl = process.env.TEST_REDIS_URL;
const logger = createLogger('coordination-test', 'silent');
const opened: Coordination[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

type Factory = (instanceId: string, overrides?: Partial<CoordinationOptions>) => Coordination;

function redisFactory(): Factory {
  const keyPrefix = `test-${randomBytes(4).toString('hex')}:`;
  return (instanceId, overrides = {}) => {
    const c = new RedisCoordination({
      instanceId,
      leaseTtlMs: 1_000,
      presenceTtlMs: 1_000,
      replayMax: 5,
      ...overrides,
      url: redisUrl!,
      keyPrefix,
      logger,
    });
    opened.push(c);
    return c;
  };
}

function memoryFactory(): Factory {
  // One store, as one Redis: a second "instance" shares it under another id.
  const store = new MemoryStore();
  return (instanceId, overrides = {}) => {
    const c = new MemoryCoordination(
      { instanceId, leaseTtlMs: 1_000, presenceTtlMs: 1_000, replayMax: 5, ...overrides },
      store,
    );
    opened.push(c);
    return c;
  };
}

const modes: Array<[string, () => Factory]> = [['in-process', memoryFactory]];
if (redisUrl) modes.push(['redis', redisFactory]);

describe.each(modes)('coordination (%s)', (_name, makeFactory) => {
  it('when one instance holds the lease, then another cannot take it until it is released or expires', async () => {
    const make = makeFactory();
    const a = make('a', { leaseTtlMs: 300 });
    const b = make('b', { leaseTtlMs: 300 });
    expect(await a.claim('t')).toBe(true);
    expect(await b.claim('t')).toBe(false);
    expect(await a.claim('t')).toBe(true);
    await b.release('t'); // not b's: no effect
    expect(await b.claim('t')).toBe(false);
    await a.release('t');
    expect(await b.claim('t')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await a.claim('t')).toBe(true);
  });

  it('when the owner appends, then seqs follow 1, 2, 3 and every follower gets the envelope', async () => {
    const make = makeFactory();
    const a = make('a');
    const b = make('b');
    const received: string[] = [];
    await b.subscribe('t', (m) => received.push(m));
    await a.claim('t');
    const entries = [];
    for (let n = 1; n <= 3; n++) entries.push(await a.append('t', `{"type":"x","n":${n}}`, 5, 0));
    expect(entries.map((e) => e?.seq)).toEqual([1, 2, 3]);
    expect(entries[0]?.text).toBe('{"seq":1,"type":"x","n":1}');
    await expect.poll(() => received.length).toBe(3);
    expect(decodeEnvelope(received[2]!)).toEqual({
      kind: 'event',
      origin: 'a',
      seq: 3,
      ts: 5,
      text: '{"seq":3,"type":"x","n":3}',
    });
    expect(await b.append('t', '{"type":"x"}', 0, 0)).toBeUndefined();
  });

  it('when the counter is behind the floor (lost with Redis), then the seq continues after the floor', async () => {
    const a = makeFactory()('a');
    expect((await a.append('t', '{"type":"x"}', 0, 41))?.seq).toBe(42);
    expect((await a.append('t', '{"type":"x"}', 0, 0))?.seq).toBe(43);
  });

  it('when more events than REPLAY_MAX were appended, then the snapshot keeps the last ones', async () => {
    const a = makeFactory()('a');
    for (let n = 1; n <= 12; n++) await a.append('t', `{"type":"x","n":${n}}`, 0, 0);
    const snapshot = await a.snapshot('t', 5);
    expect(snapshot.lastSeq).toBe(12);
    expect(snapshot.entries.map((e) => e.seq)).toEqual([8, 9, 10, 11, 12]);
    await a.announce('t', 'live');
    await a.end('t', 12);
    expect(await a.snapshot('t', 5)).toMatchObject({ status: 'live', endedAt: 12 });
  });

  it('when instances touch and leave, then present counts those with subscribers, expiring the silent', async () => {
    const make = makeFactory();
    const a = make('a', { presenceTtlMs: 300 });
    const b = make('b', { presenceTtlMs: 300 });
    await a.touch('t');
    await b.touch('t');
    expect(await a.present('t')).toBe(2);
    await b.leave('t');
    expect(await a.present('t')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await a.present('t')).toBe(0);
  });
});
