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
  /** Failed sign-ins allowed per e-mail address per window. */
  failuresPerEmail: number;
  /** Failed sign-ins allowed per client IP per window. */
  failuresPerIp: number;
  windowSeconds: number;
  /** Reset mails sent per e-mail address per hour; further requests are answered but not sent. */
  resetMailsPerEmailPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  failuresPerEmail: 10,
  failuresPerIp: 50,
  windowSeconds: 15 * 60,
  resetMailsPerEmailPerHour: 5,
};

export interface SignInLimiter {
  /** Throws 429 (with Retry-After) while the e-mail or the IP is locked out. */
  assertAllowed(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

export interface ResetMailLimiter {
  /** True when one more reset mail may go to this address. */
  tryTake(email: string): Promise<boolean>;
}

type Factory = (name: string, points: number, duration: number) => RateLimiterAbstract;

/** Redis store when a client is given (shared by replicas), else in process memory. */
export function limiterFactory(redis: Redis | undefined, prefix = 'fleet-api'): Factory {
  return (name, points, duration) => {
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
}

export function createSignInLimiter(settings: RateLimitSettings, factory: Factory): SignInLimiter {
  const byEmail = factory('signin-email', settings.failuresPerEmail, settings.windowSeconds);
  const byIp = factory('signin-ip', settings.failuresPerIp, settings.windowSeconds);
  const emailKey = (email: string) => email.toLowerCase();

  return {
    async assertAllowed(email, ip) {
      const [emailState, ipState] = await Promise.all([byEmail.get(emailKey(email)), byIp.get(ip)]);
      const waits = [
        blockedFor(emailState, settings.failuresPerEmail),
        blockedFor(ipState, settings.failuresPerIp),
      ].filter((ms) => ms > 0);
      if (waits.length === 0) return;
      const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
      throw new HttpError(429, { ...AUTH_ERRORS.tooManyRequests }, { 'Retry-After': `${seconds}` });
    },
    async recordFailure(email, ip) {
      await Promise.all([byEmail.penalty(emailKey(email)), byIp.penalty(ip)]);
    },
    async recordSuccess(email) {
      await byEmail.delete(emailKey(email));
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

function blockedFor(state: RateLimiterRes | null, points: number): number {
  if (!state || state.consumedPoints < points) return 0;
  return state.msBeforeNext;
}
