import {
  SESSION_LIVENESS_MAX,
  SESSION_LIVENESS_PATH,
  sessionLivenessRequestSchema,
  sessionLivenessResponseSchema,
} from '@fleet/contracts';
import type { Logger } from '@fleet/service-kit';

export interface WatchedSession {
  accountId: string;
  sessionId: string;
}

export interface SessionWatchOptions {
  apiUrl: string;
  /** The service token of the API's internal routes (`VOICE_INTERNAL_TOKEN`). */
  token?: string;
  intervalMs: number;
  timeoutMs: number;
  logger: Logger;
  /** The sessions this instance holds sockets for, asked at each tick. */
  sessions(): Iterable<WatchedSession>;
  /** Called with the sessions the API says have ended (signed out, reset, revoked, expired). */
  onEnded(sessionIds: ReadonlySet<string>): void;
}

/**
 * Closes the sockets of ended sessions within about one interval, in every deployment: each
 * instance asks the API (the one source of truth for sessions) about the sessions it holds, in one
 * batched call per tick. No Redis, no cross-service event: a restart or a lost message cannot make
 * a signed-out socket stream on. When the API cannot be asked, sockets stay open (the token's own
 * expiry still bounds them) and the next tick asks again.
 */
export function startSessionWatch(options: SessionWatchOptions): { stop(): void } {
  const url = new URL(SESSION_LIVENESS_PATH, options.apiUrl);
  let running = false;
  const tick = async () => {
    if (running) return; // a slow API never stacks questions
    running = true;
    try {
      const pending = uniqueSessions(options.sessions());
      for (let i = 0; i < pending.length; i += SESSION_LIVENESS_MAX) {
        const ended = await ask(pending.slice(i, i + SESSION_LIVENESS_MAX));
        if (ended.size > 0) options.onEnded(ended);
      }
    } catch (error) {
      options.logger.warn({ err: error }, 'session liveness check failed; retrying next tick');
    } finally {
      running = false;
    }
  };
  const ask = async (batch: WatchedSession[]): Promise<Set<string>> => {
    const body = sessionLivenessRequestSchema.parse({
      sessions: batch.map((s) => ({ account_id: s.accountId, session_id: s.sessionId })),
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`session liveness answered ${response.status}`);
    return new Set(sessionLivenessResponseSchema.parse(await response.json()).ended);
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One entry per session; ids that cannot be ours (test verifiers' made-up ones) are not asked. */
function uniqueSessions(sessions: Iterable<WatchedSession>): WatchedSession[] {
  const seen = new Map<string, WatchedSession>();
  for (const s of sessions) {
    if (uuid.test(s.accountId) && uuid.test(s.sessionId)) seen.set(s.sessionId, s);
  }
  return [...seen.values()];
}
