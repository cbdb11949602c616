/**
 * Retry timing shared by every client that reconnects or retries: the browser's live topic
 * connection, the gateway's upstream socket and Redis client, the auth-session refresh retry.
 * Here because contracts is the one package all of them (machines and web included) import.
 */

/** Exponential backoff: the wait grows from baseMs, doubling per attempt, up to maxMs. */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

/** The capped exponential wait min(maxMs, baseMs × 2^(attempt − 1)), attempt counting from 1. */
export function backoffCeiling(attempt: number, backoff: BackoffOptions): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Exponential backoff with full jitter: random() × backoffCeiling(attempt), in whole ms, so
 * clients dropped together do not retry together. `random` gives [0, 1) (tests fix it).
 */
export function backoffDelay(
  attempt: number,
  backoff: BackoffOptions,
  random: () => number = Math.random,
): number {
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(r * backoffCeiling(attempt, backoff));
}
