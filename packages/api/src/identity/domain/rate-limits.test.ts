import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignInLimiter, DEFAULT_RATE_LIMITS, limiterFactory } from './rate-limits';

const settings = { ...DEFAULT_RATE_LIMITS, freeFailuresPerPair: 3, freeFailuresPerIp: 8 };

const stores: { name: string; redis?: () => Redis }[] = [{ name: 'memory' }];
const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
if (redisUrl) {
  stores.push({
    name: 'redis',
    redis: () => {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    },
  });
}

afterAll(() => {
  for (const client of clients) client.disconnect();
});

describe.each(stores)('sign-in limiter on $name', (store) => {
  const limiter = () =>
    createSignInLimiter(
      settings,
      limiterFactory(store.redis?.(), `t-${randomBytes(6).toString('hex')}`),
    );

  const retryAfter = async (promise: Promise<void>) => {
    const error = (await promise.then(
      () => undefined,
      (e: unknown) => e,
    )) as { status: number; headers: Record<string, string> } | undefined;
    if (!error) return 0;
    expect(error.status).toBe(429);
    return Number(error.headers['Retry-After']);
  };

  it('when one e-mail fails from one IP past its free failures, then that pair waits, doubling each time', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) {
      await l.assertAllowed('a@x.test', '10.0.0.1');
      await l.recordFailure('A@x.test', '10.0.0.1');
    }
    expect(await retryAfter(l.assertAllowed('a@x.test', '10.0.0.1'))).toBe(0);
    await l.recordFailure('a@x.test', '10.0.0.1');
    expect(await retryAfter(l.assertAllowed('a@x.test', '10.0.0.1'))).toBe(1);
    await l.recordFailure('a@x.test', '10.0.0.1');
    expect(await retryAfter(l.assertAllowed('a@x.test', '10.0.0.1'))).toBe(2);
    await l.recordFailure('a@x.test', '10.0.0.1');
    expect(await retryAfter(l.assertAllowed('a@x.test', '10.0.0.1'))).toBe(4);
    // The same e-mail from anywhere else, and other e-mails from this IP, are not held back.
    await l.assertAllowed('a@x.test', '10.0.0.2');
    await l.assertAllowed('b@x.test', '10.0.0.1');
  });

  it('when the pair signs in, then its failures start over', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) await l.recordFailure('a@x.test', '10.0.0.3');
    await l.recordSuccess('a@x.test', '10.0.0.3');
    for (let i = 0; i < 3; i++) await l.recordFailure('a@x.test', '10.0.0.3');
    expect(await retryAfter(l.assertAllowed('a@x.test', '10.0.0.3'))).toBe(0);
  });

  it('when an attacker fails for a victim from many IPs, then the victim is never held back', async () => {
    const l = limiter();
    for (let i = 0; i < 40; i++) await l.recordFailure('victim@x.test', `10.9.${i}.1`);
    await l.assertAllowed('victim@x.test', '10.0.0.77');
  });

  it('when an IP fails past its budget across e-mails, then every e-mail from it waits', async () => {
    const l = limiter();
    for (let i = 0; i < 9; i++) await l.recordFailure(`u${i}@x.test`, '10.1.1.1');
    expect(await retryAfter(l.assertAllowed('fresh@x.test', '10.1.1.1'))).toBe(1);
    await l.assertAllowed('fresh@x.test', '10.1.1.2');
  });

  it('never asks for a wait longer than the maximum', async () => {
    const l = createSignInLimiter(
      { ...settings, maxBackoffSeconds: 60 },
      limiterFactory(store.redis?.(), `t-${randomBytes(6).toString('hex')}`),
    );
    for (let i = 0; i < 20; i++) await l.recordFailure('a@x.test', '10.3.3.3');
    const wait = await retryAfter(l.assertAllowed('a@x.test', '10.3.3.3'));
    expect(wait).toBeGreaterThan(30);
    expect(wait).toBeLessThanOrEqual(60);
  });
});

describe('sign-in limiter whose Redis is unreachable', () => {
  it('when Redis is down, then it still limits in process memory', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const l = createSignInLimiter(settings, limiterFactory(down, 'down'));
    for (let i = 0; i < 4; i++) await l.recordFailure('a@x.test', '10.2.2.2');
    await expect(l.assertAllowed('a@x.test', '10.2.2.2')).rejects.toMatchObject({ status: 429 });
    down.disconnect();
  });
});
