import { AUTH_ERRORS } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export interface RateLimitSettings {
  /** Failed sign-ins from one IP for one e-mail before each further failure doubles the wait. */
  freeFailuresPerPair: number;
  /** Failed sign-ins from one IP (any e-mail) before each further failure doubles the wait. */
  freeFailuresPerIp: number;
  /** The first wait, and the longest. */
  baseBackoffSeconds: number;
  maxBackoffSeconds: number;
  /** Failures are forgotten this long after the last one. */
  windowSeconds: number;
  /** Reset mails sent per e-mail address per hour; further requests are answered but not sent. */
  resetMailsPerEmailPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  freeFailuresPerPair: 5,
  freeFailuresPerIp: 50,
  baseBackoffSeconds: 1,
  maxBackoffSeconds: 15 * 60,
  windowSeconds: 15 * 60,
  resetMailsPerEmailPerHour: 5,
};

/**
 * Sign-in throttling that nobody can turn against a victim: failures count per (e-mail, IP) pair
 * and per IP, never per e-mail alone, so a stranger's guesses from elsewhere never stop the real
 * user signing in from their own network. Past the free failures each further failure makes the
 * next attempt wait twice as long (1 s, 2 s, 4 s, ... up to 15 min): no lockout, no CAPTCHA.
 * Guessing one password from many IPs is bounded by each IP's budget and by argon2id's cost.
 */
export interface SignInLimiter {
  /** Throws 429 (with Retry-After) while the pair or the IP must wait. */
  assertAllowed(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
}

export interface ResetMailLimiter {
  /** True when one more reset mail may go to this address. */
  tryTake(email: string): Promise<boolean>;
}

/** A key held back for a while: Redis when given (shared by replicas), else process memory. */
export interface WaitStore {
  hold(key: string, seconds: number): Promise<void>;
  /** Milliseconds the key is still held back; 0 when it is not. */
  remainingMs(key: string): Promise<number>;
}

function memoryWaits(): WaitStore {
  const until = new Map<string, number>();
  return {
    async hold(key, seconds) {
      if (until.size > 100_000) until.clear();
      until.set(key, Date.now() + seconds * 1000);
    },
    async remainingMs(key) {
      return Math.max(0, (until.get(key) ?? 0) - Date.now());
    },
  };
}

/** SET PX / PTTL on Redis; while Redis fails, this process's memory (as the counters do). */
function redisWaits(redis: Redis, prefix: string): WaitStore {
  const fallback = memoryWaits();
  return {
    async hold(key, seconds) {
      await fallback.hold(key, seconds);
      await redis.set(`${prefix}:${key}`, '1', 'PX', seconds * 1000).catch(() => undefined);
    },
    async remainingMs(key) {
      const local = await fallback.remainingMs(key);
      const shared = await redis.pttl(`${prefix}:${key}`).catch(() => 0);
      return Math.max(local, shared);
    },
  };
}

type Factory = ((name: string, points: number, duration: number) => RateLimiterAbstract) & {
  waits(name: string): WaitStore;
};

/** Redis store when a client is given (shared by replicas), else in process memory. */
export function limiterFactory(redis: Redis | undefined, prefix = 'fleet-api'): Factory {
  const limiter = (name: string, points: number, duration: number) => {
    const keyPrefix = `${prefix}:${name}`;
    if (!redis) return new RateLimiterMemory({ keyPrefix, points, duration });
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points,
      duration,
      // When Redis is down, limit per process rather than not at all.
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
    });
  };
  return Object.assign(limiter, {
    waits: (name: string) => (redis ? redisWaits(redis, `${prefix}:${name}`) : memoryWaits()),
  });
}

export function createSignInLimiter(settings: RateLimitSettings, factory: Factory): SignInLimiter {
  // Counters of failures (never exhausted: the points are only counted), and the waits they cause.
  const failures = factory('signin-failures', Number.MAX_SAFE_INTEGER, settings.windowSeconds);
  const waits = factory.waits('signin-wait');
  const pairKey = (email: string, ip: string) => `pair:${email.toLowerCase()}:${ip}`;
  const ipKey = (ip: string) => `ip:${ip}`;
  const backoffSeconds = (failed: number, free: number) =>
    failed <= free
      ? 0
      : Math.min(
          settings.maxBackoffSeconds,
          settings.baseBackoffSeconds * 2 ** (failed - free - 1),
        );

  return {
    async assertAllowed(email, ip) {
      const held = await Promise.all([
        waits.remainingMs(pairKey(email, ip)),
        waits.remainingMs(ipKey(ip)),
      ]);
      const ms = Math.max(...held);
      if (ms <= 0) return;
      const seconds = Math.max(1, Math.ceil(ms / 1000));
      throw new HttpError(429, { ...AUTH_ERRORS.tooManyRequests }, { 'Retry-After': `${seconds}` });
    },
    async recordFailure(email, ip) {
      const keyed = [
        [pairKey(email, ip), settings.freeFailuresPerPair],
        [ipKey(ip), settings.freeFailuresPerIp],
      ] as const;
      await Promise.all(
        keyed.map(async ([key, free]) => {
          const counted = await failures.penalty(key);
          const seconds = backoffSeconds(counted.consumedPoints, free);
          if (seconds > 0) await waits.hold(key, seconds);
        }),
      );
    },
    async recordSuccess(email, ip) {
      await failures.delete(pairKey(email, ip));
    },
  };
}

export function createResetMailLimiter(
  settings: RateLimitSettings,
  factory: Factory,
): ResetMailLimiter {
  const limiter = factory('reset-mail', settings.resetMailsPerEmailPerHour, 60 * 60);
  return {
    async tryTake(email) {
      try {
        await limiter.consume(email.toLowerCase());
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
  };
}
