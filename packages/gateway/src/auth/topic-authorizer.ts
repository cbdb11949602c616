import { VOICE_PATHS, voicePath } from '@fleet/contracts';
import type { AuthContext } from '@fleet/service-kit';
import type { TopicRef } from '../ws/protocol';

/** The topic is not the caller's (or does not exist): 4403. */
export class TopicForbiddenError extends Error {}
/** The owner of the topic could not be asked: 1013, try again later. */
export class TopicAuthUnavailableError extends Error {}

/** Says whether a topic belongs to the caller's account; rejects with one of the errors above. */
export interface TopicAuthorizer {
  authorize(auth: AuthContext, token: string, topic: TopicRef): Promise<void>;
}

export interface HttpTopicAuthorizerOptions {
  voiceUrl: string;
  /** How long an answer is reused, per account and topic. */
  cacheMs: number;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const MAX_CACHED = 10_000;
/** "Not yours" is cached shorter: a topic may be created right after a first miss. */
const MAX_NEGATIVE_CACHE_MS = 5_000;

/**
 * Asks the voice service `GET {voice}/voice/topics/{kind}/{id}` with the caller's token: 200
 * `{account_id}` when the topic is the caller's, 403/404 otherwise.
 */
export class HttpTopicAuthorizer implements TopicAuthorizer {
  /** Answers, and questions still in flight (so a burst of sockets asks once). */
  private readonly cache = new Map<string, { allowed: Promise<boolean>; until: number }>();
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpTopicAuthorizerOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  async authorize(auth: AuthContext, token: string, topic: TopicRef): Promise<void> {
    const key = `${auth.accountId}\n${topic.key}`;
    const now = Date.now();
    let cached = this.cache.get(key);
    if (!cached || cached.until <= now) {
      const entry = { allowed: this.ask(auth, token, topic), until: Number.POSITIVE_INFINITY };
      cached = entry;
      this.remember(key, entry);
      entry.allowed.then(
        (allowed) => {
          const { cacheMs } = this.options;
          entry.until = Date.now() + (allowed ? cacheMs : Math.min(cacheMs, MAX_NEGATIVE_CACHE_MS));
        },
        () => {
          if (this.cache.get(key) === entry) this.cache.delete(key); // failures are not cached
        },
      );
    }
    if (!(await cached.allowed)) {
      throw new TopicForbiddenError(`${topic.key} is not the caller's`);
    }
  }

  private async ask(auth: AuthContext, token: string, topic: TopicRef): Promise<boolean> {
    const url = new URL(
      voicePath(VOICE_PATHS.topic, { kind: topic.kind, id: topic.id }),
      this.options.voiceUrl,
    );
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new TopicAuthUnavailableError(`voice service unreachable: ${String(error)}`);
    }
    if (response.status === 403 || response.status === 404) {
      await response.body?.cancel();
      return false;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new TopicAuthUnavailableError(`voice service answered ${response.status}`);
    }
    const body = (await response.json().catch(() => undefined)) as
      | { account_id?: unknown }
      | undefined;
    return body?.account_id === auth.accountId;
  }

  private remember(key: string, entry: { allowed: Promise<boolean>; until: number }): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > MAX_CACHED) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}
