import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignInLimiter, DEFAULT_RATE_LIMITS, limiterFactory } from './rate-limits';

const settings = { ...DEFAULT_RATE_LIMITS, failuresPerEmail: 3, failuresPerIp: 5 };

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

  it('when an e-mail reaches its failure budget, then 429 with Retry-After until it is reset', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) {
      await l.assertAllowed('a@x.test', `10.0.0.${i}`);
      await l.recordFailure('A@x.test', `10.0.0.${i}`);
    }
    await expect(l.assertAllowed('a@x.test', '10.0.0.9')).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
    });
    await l.assertAllowed('b@x.test', '10.0.0.9');
    await l.recordSuccess('a@x.test');
    await l.assertAllowed('a@x.test', '10.0.0.9');
  });

  it('when an IP reaches its failure budget, then every e-mail from it is refused', async () => {
    const l = limiter();
    for (let i = 0; i < 5; i++) await l.recordFailure(`u${i}@x.test`, '10.1.1.1');
    await expect(l.assertAllowed('fresh@x.test', '10.1.1.1')).rejects.toMatchObject({
      status: 429,
    });
    await l.assertAllowed('fresh@x.test', '10.1.1.2');
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
    for (let i = 0; i < 3; i++) await l.recordFailure('a@x.test', '10.2.2.2');
    await expect(l.assertAllowed('a@x.test', '10.2.2.3')).rejects.toMatchObject({ status: 429 });
    down.disconnect();
  });
});
