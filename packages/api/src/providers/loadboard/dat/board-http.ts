import { type BackoffOptions, backoffDelay } from '@fleet/contracts';
import type { z } from 'zod';
import { LoadboardError } from '../../../loadboards/domain/providers';

/**
 * The HTTP layer shared by the DAT and Truckstop clients: a timeout per attempt (and the
 * caller's abort signal), retries of 429 (after Retry-After, plus jitter), 5xx, timeouts and
 * network errors with full-jitter exponential backoff (contracts/backoff.ts), and failures as
 * LoadboardError carrying the board's own message.
 */

export interface BoardHttpOptions {
  /** Per attempt, ms. */
  requestTimeoutMs: number;
  /** Attempts per request, the first included. */
  maxAttempts: number;
  backoff: BackoffOptions;
  /** A 429 asking to wait longer than this is not waited for (the error names the wait). */
  maxRetryAfterMs: number;
}

export const DEFAULT_BOARD_HTTP: BoardHttpOptions = {
  requestTimeoutMs: 10_000,
  maxAttempts: 4,
  backoff: { baseMs: 250, maxMs: 4_000 },
  maxRetryAfterMs: 30_000,
};

/** What tests replace: the network, the clock, randomness and waiting. */
export interface BoardDeps {
  fetch?: typeof fetch;
  now?: () => Date;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface BoardAnswer {
  status: number;
  body: string;
  retryAfter: string | null;
}

const RETRYABLE = new Set([408, 429, 500, 502, 503, 504]);

export class BoardHttp {
  readonly fetchImpl: typeof fetch;
  readonly now: () => Date;
  readonly random: () => number;
  readonly sleep: (ms: number) => Promise<void>;

  constructor(
    /** 'DAT' or 'Truckstop', in messages. */
    readonly board: string,
    readonly options: BoardHttpOptions,
    deps: BoardDeps = {},
  ) {
    this.fetchImpl = deps.fetch ?? globalThis.fetch;
    this.now = deps.now ?? (() => new Date());
    this.random = deps.random ?? Math.random;
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /**
   * One request with its retries. Answers the last response, retryable ones included once the
   * attempts are spent; throws LoadboardError (status 0) when the board could not be reached.
   */
  async send(
    label: string,
    url: string,
    init: () => RequestInit,
    signal?: AbortSignal,
  ): Promise<BoardAnswer> {
    const { maxAttempts, backoff, requestTimeoutMs, maxRetryAfterMs } = this.options;
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      let answer: BoardAnswer;
      try {
        const timeout = AbortSignal.timeout(requestTimeoutMs);
        const response = await this.fetchImpl(url, {
          ...init(),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        answer = {
          status: response.status,
          body: await response.text(),
          retryAfter: response.headers.get('retry-after'),
        };
      } catch (error) {
        if (signal?.aborted) throw error;
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        const reason = timedOut
          ? `did not answer within ${requestTimeoutMs} ms`
          : `could not be reached (${error instanceof Error ? error.message : String(error)})`;
        if (attempt >= maxAttempts) {
          throw new LoadboardError(`${this.board} ${reason}: ${label}, ${attempt} attempts`, 0);
        }
        await this.sleep(backoffDelay(attempt, backoff, this.random));
        continue;
      }
      if (!RETRYABLE.has(answer.status) || attempt >= maxAttempts) return answer;
      let waitMs = backoffDelay(attempt, backoff, this.random);
      if (answer.status === 429 && answer.retryAfter !== null) {
        const asked = retryAfterMs(answer.retryAfter, this.now());
        if (asked !== null) {
          if (asked > maxRetryAfterMs) return answer;
          // Never before the time asked; the jitter spreads clients throttled together.
          waitMs = asked + Math.round(this.random() * Math.min(1000, backoff.baseMs));
        }
      }
      await this.sleep(waitMs);
    }
  }

  /** The failure of an answer that is not 2xx: the board's own message when it gave one. */
  failure(label: string, answer: BoardAnswer, message: string | null): LoadboardError {
    if (message) return new LoadboardError(message, answer.status);
    const throttled =
      answer.status === 429
        ? ` (rate limited${answer.retryAfter ? `; retry after ${answer.retryAfter}` : ''})`
        : '';
    return new LoadboardError(
      `${this.board} answered HTTP ${answer.status}${throttled} to ${label}`,
      answer.status,
    );
  }

  /** JSON validated by `schema`; a malformed answer is a LoadboardError naming what is wrong. */
  parseJson<T extends z.ZodType>(label: string, answer: BoardAnswer, schema: T): z.infer<T> {
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      throw this.malformed(label, answer, `not JSON: ${answer.body.slice(0, 120) || '(empty)'}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      throw this.malformed(label, answer, `an unexpected shape (${issues})`);
    }
    return parsed.data;
  }

  malformed(label: string, answer: BoardAnswer, what: string): LoadboardError {
    return new LoadboardError(`${this.board} answered ${label} with ${what}`, answer.status, false);
  }
}

/** Retry-After as delay-seconds or an HTTP date, in ms; null when unreadable. */
export function retryAfterMs(value: string, now: Date): number | null {
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** A US phone number as E.164 (+1 and ten digits); other text as it came; null when empty. */
export function usPhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return raw.trim() || null;
}

/** V, R or F from a board's equipment code (VR, RZ, FD, SD …: by its family); null otherwise. */
export function equipmentFamily(code: string | null | undefined): 'V' | 'R' | 'F' | null {
  const upper = (code ?? '').trim().toUpperCase();
  if (upper === '') return null;
  if (upper.startsWith('F') || ['SD', 'DD', 'LB', 'RGN', 'SDRG', 'CONG'].includes(upper))
    return 'F';
  if (upper.startsWith('R')) return 'R';
  if (upper.startsWith('V')) return 'V';
  return null;
}
